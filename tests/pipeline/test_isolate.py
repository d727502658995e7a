"""Dispatches, `extract` and `first_stage` on real IREE streams.

The dispatches' sources are checked against the dispatch regions' own
text: at the stage where IREE turns dispatch regions into
`flow.dispatch.workgroups`, the locations printed inside the k-th region
of a function are those of `@<function>_dispatch_<k>`. Extracted modules
are parsed by `iree-opt` (iree-base-compiler, a test dependency) in one
run, and their ops carry the sources their unit had in the program.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

import tracksrc
from tests.conftest import DATA, MNIST, REAL
from tests.mlir_counts import iree_opt
from tracksrc.cli.main import main
from tracksrc.pipeline.composition.stage_search import first_stage
from tracksrc.pipeline.dispatches.dispatch import attributed
from tracksrc.pipeline.dispatches.extract import extract
from tracksrc.pipeline.dispatches.regions import dispatch_regions
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.reading.op_syntax import defined_symbol

CAPTURES = REAL / "iree" / "captures"
_LOC = re.compile(r'(?:loc\(|callsite\()"([^"]+)":(\d+):(\d+)')
_COMPUTE = ("conv", "matmul")


def _regions(pipeline: tracksrc.Pipeline) -> dict[str, set[str]]:
    """`@<function>_dispatch_<k>` -> the innermost locations printed in
    the k-th `flow.dispatch.workgroups` of the function, from the text of
    the program just before IREE outlines them."""
    stages = pipeline.main_stages()
    outline = next(
        index
        for index, stage in enumerate(stages)
        if stage.label == "iree-flow-outline-dispatch-regions"
    )
    stage = stages[outline - 1]  # every region a workgroups op, none outlined
    text = tracksrc.program_at(stage).text()
    # Location aliases written out, so that each region's text names its
    # locations itself.
    aliases = dict(re.findall(r"^(#loc\d*) = (loc\(.*\))$", text, re.M))
    for _ in range(20):
        text = re.sub(r"#loc\d*\b", lambda m: aliases.get(m.group(0), m.group(0)), text)
    found: dict[str, set[str]] = {}
    function = ""
    counters: dict[str, int] = {}
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        header = re.match(r"\s*util\.func \w+ @([\w$]+)", line)
        if header:
            function = header.group(1)
        if "flow.dispatch.workgroups" in line:
            indent = len(line) - len(line.lstrip())
            block = [line]
            index += 1
            while not (
                lines[index].startswith(" " * indent + "}")
                and len(lines[index]) - len(lines[index].lstrip()) == indent
            ):
                block.append(lines[index])
                index += 1
            block.append(lines[index])
            number = counters.get(function, 0)
            counters[function] = number + 1
            found[f"@{function}_dispatch_{number}"] = {
                f"{path}:{line_}:{column}" for path, line_, column in _LOC.findall("\n".join(block))
            }
        index += 1
    return found


@pytest.mark.parametrize(
    "path", [CAPTURES / "convs.after_all.mlir.xz", MNIST / "mnist_like.after_all.mlir.xz"]
)
def test_every_convolution_and_matmul_is_in_exactly_the_dispatches_computing_it(path) -> None:
    pipeline = tracksrc.open_pipeline(path)
    found = dispatches(pipeline)
    regions = _regions(pipeline)
    assert sorted(item.executables[0] for item in found) == sorted(regions)
    computing = {
        source.where
        for item in found
        for source in item.sources
        if any(word in kind for kind in source.types for word in _COMPUTE)
    }
    assert len(computing) >= 3
    for where in computing:
        ours = {item.executables[0] for item in found if where in [s.where for s in item.sources]}
        theirs = {name for name, locations in regions.items() if where in locations}
        assert ours == theirs, where
    # Followed from flow to HAL through renaming and linking.
    for item in found:
        assert item.kinds == ["flow.executable", "stream.executable", "hal.executable"]
        assert item.names[0] == item.executables[0] and item.name.startswith(item.names[0] + "_")
        assert item.hosts and item.size > 0


@pytest.mark.parametrize(
    "path", [CAPTURES / "convs.after_all.mlir.xz", MNIST / "mnist_like.after_all.mlir.xz"]
)
def test_dispatch_regions_before_outlining(path, capsys: pytest.CaptureFixture[str]) -> None:
    pipeline = tracksrc.open_pipeline(path)
    found = dispatches(pipeline)
    texts = _regions(pipeline)
    before = (
        next(
            stage
            for stage in pipeline.main_stages()
            if stage.label == "iree-flow-outline-dispatch-regions"
        ).number
        - 1
    )
    regions = dispatch_regions(pipeline, before, found)
    assert len(regions) == len(texts) == len(found)
    # Where the input's convolutions and matmuls are named (line:column of
    # the op name, as MLIR locates an op it parses), read from the input.
    source_file = CAPTURES / "convs.mlir" if "convs" in path.name else MNIST / "mnist_like.mlir"
    compute = {
        "{}:{}".format(*info.op.source.position(info.op.name_offset))
        for _, info in tracksrc.parse_file(source_file)
        # linalg.conv_2d_nchw_fchw; torch.operator "onnx.Conv", "onnx.MatMul"
        if any(word in info.text.split("\n", 1)[0].lower() for word in _COMPUTE)
    }
    assert len(compute) >= 3
    with_compute = 0
    for region in regions:
        executable = f"{region.function}_dispatch_{region.ordinal}"
        # Each region becomes the executable IREE names after it...
        assert region.becomes == next(
            item.name for item in found if item.executables[0] == executable
        )
        # ... and computes what that region's text locates (ours leave
        # out the region op and the block arguments).
        assert {source.where for source in region.sources} <= texts[executable]
        ours = {source.where for source in region.sources}
        computed = {where for where in texts[executable] if where.split(":", 1)[1] in compute}
        assert computed <= ours
        with_compute += bool(computed)
    assert with_compute >= 3
    # The command shows the regions at a stage before outlining.
    assert main(["dispatches", str(path), "--stage", str(before), "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [item["name"] for item in listed] == [region.name for region in regions]
    assert [item["sources"] for item in listed] == [
        [source.where for source in attributed(region.sources)] for region in regions
    ]


def test_dispatches_json_and_op_by_symbol(capsys: pytest.CaptureFixture[str]) -> None:
    path = CAPTURES / "convs.after_all.mlir.xz"
    assert main(["dispatches", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [item["name"] for item in data] == [
        "@convs_dispatch_0_conv_8x14x14x8x3x3_f32",
        "@convs_dispatch_1_conv_8x12x12x8x3x3_f32",
        "@convs_dispatch_2_conv_8x10x10x8x3x3_f32",
    ]
    assert "convs.mlir:13:9" in data[1]["sources"]
    assert data[1]["source_types"]["convs.mlir:13:9"] == ["linalg.conv_2d_nchw_fchw"]
    assert main(["lineage", str(path), "--op", "@convs_dispatch_1", "--json"]) == 0
    out, err = capsys.readouterr()
    # The executable, in the program of the first stage that defines it.
    assert "following flow.executable builtin.module[0]/flow.executable" in err
    assert json.loads(out)["rows"][-1]["stage"] >= data[1]["first_stage"]


def _check_parses(texts: list[str]) -> None:
    done = subprocess.run(
        [iree_opt(), "--split-input-file", "-o", "/dev/null", "-"],
        input="\n// -----\n".join(texts),
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[:3000]


def _sources(index: tracksrc.OperationIndex, symbol: str) -> set[str]:
    """The source ranges of a unit's ops (places in the file itself, where
    MLIR's parser puts the terminators it adds, are no source)."""
    unit = index.find(symbol)
    return {
        str(item)
        for info in [unit, *unit.descendants()]
        for item in info.source_ranges
        if str(item.file_path) != index.filename
    }


@pytest.mark.parametrize(
    "path",
    [
        CAPTURES / "consteval.after_all.mlir.xz",
        MNIST / "mnist_like.after_all.mlir.xz",
        # Generic form: `"builtin.module"() ({...}) {attributes} : () -> ()`.
        DATA / "iree" / "mnist_like.after_all.generic.mlir.xz",
    ],
)
def test_extracted_dispatches_and_functions_parse_and_keep_their_sources(path) -> None:
    pipeline = tracksrc.open_pipeline(path)
    texts = []
    checked = 0
    for item in dispatches(pipeline):
        reproducer = extract(pipeline, item.name)
        assert reproducer.stage.number == item.last_stage
        texts.append(reproducer.text)
    main_stages = pipeline.main_stages()
    for stage in (
        main_stages[len(main_stages) // 4],
        main_stages[len(main_stages) // 2],
        main_stages[-40],
    ):
        program = tracksrc.parse_text(tracksrc.program_at(stage).text(), "program.mlir")
        for child in program.infos[0].children:
            symbol = defined_symbol(child.op)
            if symbol is None or child.op_name not in ("func.func", "util.func"):
                continue
            reproducer = extract(pipeline, symbol, stage.number)
            assert reproducer.pass_pipeline.startswith("builtin.module(")
            alone = tracksrc.parse_text(reproducer.text, "repro.mlir")
            assert _sources(alone, symbol) == _sources(program, symbol)
            texts.append(reproducer.text)
            checked += 1
    assert checked >= 3
    _check_parses(texts)


def test_a_dispatch_of_a_linked_executable_is_extracted_alone() -> None:
    pipeline = tracksrc.open_pipeline(CAPTURES / "convs.after_all.mlir.xz")
    found = dispatches(pipeline)
    texts = []
    for item in found:
        reproducer = extract(pipeline, item.name)
        assert reproducer.unit == item.executable == "@convs_linked"
        others = [other.name for other in found if other is not item]
        assert sorted(reproducer.left_out) == sorted(others)
        alone = tracksrc.parse_text(reproducer.text, "repro.mlir")
        exports = [info for _, info in alone if info.op_name == "hal.executable.export"]
        assert [defined_symbol(info.op) for info in exports] == [item.name]
        defined = {defined_symbol(info.op) for _, info in alone}
        assert not defined & set(others)
        program = tracksrc.parse_text(tracksrc.program_at(reproducer.stage).text(), "p.mlir")
        assert _sources(alone, item.name) == _sources(program, item.name)
        texts.append(reproducer.text)
    # Asked by its executable's name, the executable stays whole.
    whole = extract(pipeline, "@convs_linked", found[0].last_stage)
    assert whole.left_out == [] and whole.text.count("hal.executable.export") == 3
    _check_parses([*texts, whole.text])


def test_extract_by_location_and_verify_exit_status(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    stream = str(CAPTURES / "convs.after_all.mlir.xz")
    repro = tmp_path / "repro.mlir"
    # Before outlining, the second convolution is in the function @convs.
    arguments = ["extract", stream, "--loc", "convs.mlir:13:9", "--stage"]
    assert main([*arguments, "iree-dispatch-creation-form-dispatch-regions", "-o", str(repro)]) == 0
    assert main([*arguments, "iree-dispatch-creation-form-dispatch-regions", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["unit"] == "@convs" and data["text"] == repro.read_text(encoding="utf-8")
    assert data["text"].count("flow.dispatch.region") == 3  # one per convolution
    assert (
        main(
            [
                *arguments,
                "iree-dispatch-creation-form-dispatch-regions",
                "-o",
                str(repro),
                "--verify",
            ]
        )
        == 0
    )
    assert "iree-opt: parsed and verified" in capsys.readouterr().err
    # IREE 3.5's stream holds attributes the iree-opt of the tests (3.13)
    # no longer knows: the file is rejected, the exit status says so.
    old = str(MNIST / "runs" / "mnist_like.iree3.5.after_all.mlir.xz")
    rejected = ["extract", old, "--dispatch", "mnist_like$async_dispatch_1", "-o", str(repro)]
    assert main([*rejected, "--verify"]) == 1
    assert "error: unknown attribute" in capsys.readouterr().err


def test_extract_by_location_takes_a_file_as_every_query_does() -> None:
    # torch's FX importer locates ops at absolute paths: `model.py` is
    # `/tmp/torchgen/model.py` of the stream, as `lineage` reads it.
    pipeline = tracksrc.open_pipeline(DATA / "torch" / "net.after_all.mlir.xz")
    stage = "iree-flow-outline-dispatch-regions"
    program = pipeline.find(stage).text()
    assert '"/tmp/torchgen/model.py":25:0' in program and '"model.py"' not in program
    spelled = extract(pipeline, "/tmp/torchgen/model.py:25:0", stage)
    bare = extract(pipeline, "model.py:25:0", stage)
    assert bare.text == spelled.text and "util.func public @main" in bare.text


def test_first_stage_bisects_as_a_scan_finds() -> None:
    pipeline = tracksrc.open_pipeline(CAPTURES / "convs.after_all.mlir.xz")

    def in_vm(program: tracksrc.Program) -> bool:
        return bool(program.get_ops_by_type("vm.module"))

    found = first_stage(in_vm, pipeline)
    scanned = first_stage(in_vm, pipeline, monotone=False)
    assert found is not None and scanned is not None and found.number == scanned.number
    assert found.label == "iree-vm-conversion"
    assert first_stage(lambda program: program.get_ops_by_type("no.such_op"), pipeline) is None


@pytest.mark.parametrize(
    ("path", "attributes"),
    [
        (MNIST / "mnist_like.after_all.mlir.xz", "module attributes {"),
        (DATA / "iree" / "mnist_like.after_all.generic.mlir.xz", "}) {"),
    ],
)
def test_what_the_module_attributes_name_is_extracted_with_the_unit(
    path: Path, attributes: str
) -> None:
    # After device assignment the module's attributes name the device
    # global (`#hal.device.affinity<@__device_0>`): the reproducer keeps
    # the attributes, so it keeps what they name. (In generic form they
    # follow the module's region.)
    pipeline = tracksrc.open_pipeline(path)
    affinity = "stream.affinity.default = #hal.device.affinity<@__device_0>}"
    stage = next(
        stage
        for stage in pipeline.main_stages()
        if attributes + affinity in (text := stage.text())
        and ("flow.executable private @" in text or '"flow.executable"()' in text)
    )
    program = tracksrc.parse_text(tracksrc.program_at(stage).text(), "program.mlir")
    unit = next(
        defined_symbol(child.op)
        for child in program.infos[0].children
        if child.op_name in ("flow.executable", "stream.executable", "hal.executable")
    )
    reproducer = extract(pipeline, unit, stage.number)
    alone = tracksrc.parse_text(reproducer.text, "repro.mlir")
    defined = {defined_symbol(child.op) for child in alone.infos[0].children}
    assert "@__device_0" in defined
    assert "@__device_0" in reproducer.symbols
    assert "module attributes {" + affinity in reproducer.text
    _check_parses([reproducer.text])
