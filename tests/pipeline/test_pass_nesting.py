"""One compile printed after every pass, before every pass, and both ways:
`blame` names the same passes for every op of the source in all three.

IREE's `iree-convert-to-llvm` runs a nested `iree-op-pipeline-adaptor`
partway through its own work, and most of its work is done before the
adaptor starts: the stream printed both ways shows the adaptor's prints
inside the pass's, and its before-print already holding the locations
lost. Named by print order alone, after-all charged those losses to the
adaptor (its after-print is the first to show them) and before-all the
rest of the pass's work (`tracksrc.pipeline.composition.passes.attribution`).

The independent check: iree-opt running `iree-convert-to-llvm` alone on
the IR the stream printed just before it leaves as many locations unknown
as the stream's print after it: that pass, nested adaptor included, makes
the whole change.
"""

from __future__ import annotations

import itertools
import json
import re
import subprocess
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from conftest import GPU, REAL, run_tracksrc

from tracksrc.iree_tools import find_tool
from tracksrc.pipeline.composition.passes.attribution import (
    is_unprinted,
    prints_selected_both_ways,
    selected_both_ways,
)
from tracksrc.pipeline.composition.passes.nesting import parent_passes, pass_runs
from tracksrc.pipeline.composition.passes.wrappers import DYNAMIC_WRAPPERS, wrapper_rule
from tracksrc.pipeline.store.queries.blame import blame
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline, Stage

CONVS = REAL / "iree" / "captures" / "convs.mlir"
CPU = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]
DEBUG = ["--mlir-print-debuginfo", "--mlir-elide-elementsattrs-if-larger=16"]
MODES = {
    "after": ["--mlir-print-ir-after-all"],
    "before": ["--mlir-print-ir-before-all"],
    "both": ["--mlir-print-ir-before-all", "--mlir-print-ir-after-all"],
    # Every print the whole module, its header naming the op the pass ran on.
    "module_scope": ["--mlir-print-ir-after-all", "--mlir-print-ir-module-scope"],
    # Only the passes that changed what they ran on print.
    "after_change": ["--mlir-print-ir-after-all", "--mlir-print-ir-after-change"],
    # A file per print, in a folder tree by op.
    "tree": ["--mlir-print-ir-after-all", "--mlir-print-ir-tree-dir=tree"],
}
# The modes whose blame is compared: printed with module scope, a pass on a
# function shows the whole program as it stands, where a print of the
# function alone leaves the last print of the others standing (the
# inliner's callee, still printed until the inliner's own print removes
# it, doubles the op it copied), so the lineage differs, not the passes.
BLAMED = ("after", "before", "both")


@pytest.fixture(scope="module")
def streams(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """convs.mlir compiled for the CPU once per print mode, stderr kept."""
    folder = tmp_path_factory.mktemp("nesting")
    (folder / "convs.mlir").write_bytes(CONVS.read_bytes())
    compiler = find_tool("iree-compile")
    running = []
    for mode, flags in MODES.items():
        errors = (folder / f"{mode}.mlir").open("wb")
        command = [compiler, "convs.mlir", *CPU, *flags, *DEBUG, "--mlir-disable-threading",
                   "-o", f"{mode}.vmfb"]  # fmt: skip
        # (Side by side: each compile is one thread.)
        running.append((errors, subprocess.Popen(command, cwd=folder, stderr=errors)))
    for errors, compile_run in running:
        assert compile_run.wait(timeout=300) == 0
        errors.close()
    found = {mode: folder / f"{mode}.mlir" for mode in MODES}
    found["tree"] = folder / "tree"
    return found


def _op_places() -> list[str]:
    """`convs.mlir:LINE:COL` of every op statement of the source."""
    places = []
    for number, line in enumerate(CONVS.read_text().splitlines(), 1):
        found = re.search(r"%\w+ = ([\w.]+)", line)
        if found:
            places.append(f"convs.mlir:{number}:{found.start(1) + 1}")
    return places


_OPENED: dict[Path, Pipeline] = {}


def _blamed(stream: Path, place: str) -> Counter[tuple[str, str]]:
    """The passes `blame --json` names for `place` (with their parents),
    each with how often (for locations lost: how many ops)."""
    if stream not in _OPENED:
        _OPENED[stream] = open_pipeline(stream)
    answer = blame(_OPENED[stream], place).json_data()
    named: Counter[tuple[str, str]] = Counter()
    if answer["first_changed"]:
        named["first", _named(answer["first_changed"])] += 1
    for fused in answer["fused"]:
        named["fused", _named(fused)] += 1
    for lost in answer["locations_lost"]:
        named["lost", _named(lost)] += lost["became_unknown"]
    if answer["gone"]:
        named["gone", _named(answer["gone"])] += 1
    return named


def _named(event: dict[str, Any]) -> str:
    """An event's pass with its parents, as the text names it."""
    return " > ".join([*event["parents"], event["pass"]])


def test_every_op_is_blamed_alike_in_every_print_mode(streams: dict[str, Path]) -> None:
    places = _op_places()
    assert len(places) > 10  # the convolutions, fills, generics and their bodies
    lost_to = Counter[str]()
    inlined = 0
    for place in places:
        blamed = {mode: _blamed(streams[mode], place) for mode in BLAMED}
        assert blamed["after"] == blamed["before"], (place, blamed)
        both = blamed["both"]
        if both != blamed["after"]:
            # What only a stream printed both ways shows: IREE's inliner
            # copies `@_convs` into its ABI wrapper `@convs` between two runs
            # of the `canonicalize` nested in it (see
            # `test_the_inliner_makes_the_copy`); printed one way, the copy
            # shows at the nested pass's print, named inside the inliner.
            assert both - blamed["after"] == Counter({("first", "inline"): 1}), place
            assert blamed["after"] - both == Counter({("first", "inline > canonicalize"): 1}), place
            inlined += 1
        lost_to.update({name: count for (kind, name), count in both.items() if kind == "lost"})
    assert inlined == len(places)  # every op of @_convs is copied into @convs
    # What the rule is about: the nested adaptor is charged nothing.
    to_llvm = [name for name in lost_to if name.endswith(" > iree-convert-to-llvm")]
    assert to_llvm and all(lost_to[name] > 0 for name in to_llvm)
    assert not any(name.endswith("iree-op-pipeline-adaptor") for name in lost_to)


@pytest.mark.parametrize("mode", ["after_change", "tree"])
def test_every_op_is_blamed_on_the_same_passes_printed_after_change_or_as_a_tree(
    streams: dict[str, Path], mode: str
) -> None:
    """After-change prints only the passes that changed what they ran on,
    and a tree-dir capture a file per print: each names the same passes
    for every op as after-all. After-change can count more ops lost at
    one: a pass whose print is left out shows nothing lost, and the next
    print shows its losses with its own."""
    for place in _op_places():
        after, other = _blamed(streams["after"], place), _blamed(streams[mode], place)
        assert set(other) == set(after), (place, mode)
        if mode == "tree":
            assert other == after, place


def test_the_passes_nest_as_the_stream_printed_both_ways_shows(streams: dict[str, Path]) -> None:
    pipe = open_pipeline(streams["both"])
    runs = pass_runs(pipe)
    stages = pipe.stages
    # Every after-print closes the run of a before-print of its pass.
    assert len(runs.ends) == sum(1 for stage in stages if not stage.before)
    for start, end in runs.ends.items():
        assert stages[start].before and not stages[end].before
        assert stages[start].label == stages[end].label and start < end
    # Runs hold the stages inside them, nested, outermost first.
    for stage in stages:
        enclosing = runs.enclosing(stage.number)
        assert all(start < stage.number < runs.ends[start] for start in enclosing)
        assert all(
            outer < inner and runs.ends[inner] < runs.ends[outer]
            for outer, inner in itertools.pairwise(enclosing)
        )
    named = {
        (tuple(parent_passes(pipe, stage.number)[-1:]), stage.label)
        for stage in stages
        if parent_passes(pipe, stage.number)
    }
    # The inliner's nested canonicalize; iree-convert-to-llvm's adaptor.
    assert (("inline",), "canonicalize") in named
    assert (("iree-convert-to-llvm",), "iree-op-pipeline-adaptor") in named
    # A stream printed one way brackets nothing.
    after = open_pipeline(streams["after"])
    assert not pass_runs(after).ends


@pytest.mark.parametrize("mode", ["after", "before"])
def test_a_stream_printed_one_way_nests_as_the_stream_printed_both_ways(
    streams: dict[str, Path], mode: str
) -> None:
    """Printed one way, the wrappers are found by name and header
    (`nesting.wrapper_rule`): each stage's parents equal those the same
    compile printed both ways shows for the same print, but where the
    stream cannot tell: a wrapper not known that prints no pipeline nests
    nothing, and a pass that ran on an op inside a wrapper's that takes any
    pass, just before it (after-all) or after it (before-all), looks nested
    in it. Wrappers that name their passes (the inliner, the fixed-point
    iterator, linking, `iree-convert-to-llvm`'s adaptor) nest exactly."""
    both = open_pipeline(streams["both"])
    one_way = open_pipeline(streams[mode])
    printed = [stage for stage in both.stages if stage.before == (mode == "before")]
    assert [stage.label for stage in printed] == [stage.label for stage in one_way.stages]
    runs = pass_runs(one_way)
    exact = mismatched = 0
    for stage, truth in zip(one_way.stages, printed, strict=True):
        found = [one_way.stages[run] for run in runs.enclosing(stage.number)]
        expected = [both.stages[run] for run in pass_runs(both).enclosing(truth.number)]
        if [s.label for s in found] == [s.label for s in expected]:
            exact += 1
            continue
        mismatched += 1
        # Exactly where the wrapper names its passes.
        innermost = wrapper_rule(expected[-1]) if expected else None
        assert innermost is None or innermost.passes is None, (stage.number, expected)
        seen = [s.label for s in expected if wrapper_rule(s) is not None]
        extra = found[len(seen) :]
        assert [s.label for s in found[: len(seen)]] == seen, (stage.number, found, expected)
        assert len(extra) <= 1, (stage.number, found, expected)
        for wrapper in extra:
            rule = wrapper_rule(wrapper)
            assert rule is not None and rule.passes is None, (stage.number, wrapper.label)
    assert {"inline", "iree-util-fixed-point-iterator", "iree-convert-to-llvm"} <= {
        one_way.stages[run].label for runs_of in runs.inside for run in runs_of
    }
    assert mismatched * 20 < exact  # (the cases above are few)


@pytest.mark.parametrize("mode", ["after_all", "before_all"])
def test_a_gpu_compile_printed_one_way_nests_as_printed_both_ways(mode: str) -> None:
    """The same on a ROCm compile of an ONNX model (the torch input
    conversion, GPU codegen, the bufferization of a copy-only dispatch),
    captured with threads: its prints interleave differently in each
    stream, so the passes and their parents are compared as counts. After
    every pass, all agree; before every pass, only passes printed right
    after an executable pipeline on the same function look nested in it."""
    both = open_pipeline(GPU / "gpu_conv.both.mlir.xz")
    one_way = open_pipeline(GPU / f"gpu_conv.{mode}.mlir.xz")
    before = mode == "before_all"

    def named(pipe: Pipeline, stages: list[Stage]) -> Counter[tuple[str, ...]]:
        return Counter((*parent_passes(pipe, s.number), s.label) for s in stages)

    truth = named(both, [s for s in both.stages if s.before == before])
    found = named(one_way, one_way.stages)
    assert sum(truth.values()) == sum(found.values()) > 2000
    assert {path[0] for path in truth if len(path) > 1} >= {
        "iree-auto-input-conversion",
        "iree-hal-link-all-executables",
        "iree-util-fixed-point-iterator",
    }
    if not before:
        assert found == truth
        return
    for path, count in (found - truth).items():
        wrapper = path[-2]
        assert wrapper in DYNAMIC_WRAPPERS, path
        assert truth[(*path[:-2], path[-1])] >= count, path
    assert sum((found - truth).values()) * 100 < sum(truth.values())


def test_a_stream_printed_with_module_scope_nests_as_one_printed_by_op(
    streams: dict[str, Path],
) -> None:
    """Printed with `--mlir-print-ir-module-scope` every stage is the whole
    module: the op each pass ran on is the one its header names, and where
    several are so named (each executable's variant is
    `@embedded_elf_x86_64`, inner modules have no symbol) the stages around
    it say which. Every stage gets the parents of the same stage printed
    without module scope but a few passes on a module."""
    by_op = open_pipeline(streams["after"])
    whole = open_pipeline(streams["module_scope"])
    assert [stage.label for stage in whole.stages] == [stage.label for stage in by_op.stages]
    # (Most passes ran on an op inside the module their stage printed.)
    inside = [s for s in whole.stages if s.scope_op not in (None, "builtin.module")]
    assert len(inside) * 2 > len(whole.stages)
    assert all(s.data().count(b"util.func") + s.data().count(b"hal.executable") > 1 for s in inside)
    differ = [
        stage
        for stage in whole.stages
        if parent_passes(whole, stage.number) != parent_passes(by_op, stage.number)
    ]
    # Only where the header names an op no symbol tells from others (the
    # program's module or an executable's inner one), and the stages
    # around it do not say which.
    assert all((s.scope_op, s.scope_symbol) == ("builtin.module", None) for s in differ)
    assert len(differ) * 100 < len(whole.stages)


def test_the_inliner_makes_the_copy(streams: dict[str, Path]) -> None:
    """iree-opt running `inline` alone on the IR printed before it copies
    the source's ops into `@convs`; `canonicalize` alone does not."""
    pipe = open_pipeline(streams["both"])
    before = next(stage for stage in pipe.stages if stage.label == "inline" and stage.before)
    text = before.data()
    source = b'"convs.mlir":5:9'
    assert source not in _function(text, b"@convs")
    for pipeline, copied in (("inline", True), ("canonicalize", False)):
        ran = subprocess.run(
            [find_tool("iree-opt"), "-", f"--pass-pipeline=builtin.module({pipeline})",
             "--mlir-print-debuginfo", "--mlir-print-local-scope"],
            input=text[text.index(b"\n") + 1 :], capture_output=True, check=True, timeout=120,
        )  # fmt: skip
        assert (source in _function(ran.stdout, b"@convs")) == copied, pipeline


def _function(text: bytes, symbol: bytes) -> bytes:
    """The text of the function `symbol` (up to the next function)."""
    start = text.index(b"func public " + symbol + b"(")
    later = re.compile(rb"\n\s*(?:util\.func|func\.func) ").search(text, start)
    return text[start : None if later is None else later.start()]


def test_the_pass_named_makes_the_change_when_run_alone(streams: dict[str, Path]) -> None:
    pipe = open_pipeline(streams["both"])
    stages = [stage for stage in pipe.stages if stage.pass_argument == "iree-convert-to-llvm"]
    befores = [stage for stage in stages if stage.before]
    assert len(befores) == 3  # one per dispatch
    iree_opt = find_tool("iree-opt")
    for before in befores:
        text = before.data()
        functions = set(re.findall(rb"func\.func @(\w+)", text))
        after = next(
            stage
            for stage in stages
            if stage.number > before.number
            and not stage.before
            and set(re.findall(rb"llvm\.func @(\w+)", stage.data())) >= functions
        )
        # The adaptor's prints lie between the pass's own: it is nested.
        between = pipe.stages[before.number + 1 : after.number]
        assert any(s.pass_argument == "iree-op-pipeline-adaptor" for s in between)
        alone = subprocess.run(
            [iree_opt, "-", "--pass-pipeline=builtin.module(iree-convert-to-llvm)",
             "--mlir-print-debuginfo", "--mlir-print-local-scope"],
            input=text[text.index(b"\n") + 1 :], capture_output=True, check=True, timeout=120,
        )  # fmt: skip
        unknown = alone.stdout.count(b"loc(unknown)")
        assert unknown > text.count(b"loc(unknown)")
        assert unknown == after.data().count(b"loc(unknown)")


def test_each_stage_keeps_the_options_its_header_printed(streams: dict[str, Path]) -> None:
    stream = streams["after"]
    done = run_tracksrc("stages", str(stream), "--json", cwd=stream.parent)
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    headers = [
        line for line in stream.read_text().splitlines() if line.startswith("// -----// IR Dump")
    ]
    assert len(rows) == len(headers)
    for row, header in zip(rows, headers, strict=True):
        # As printed: `IR Dump After CLASS: ARGUMENT{OPTIONS} //----- //`.
        printed = re.search(r": ([\w.-]+)(\{.*\})? //-----", header)
        assert printed is not None and printed[1] == row["pass"], header
        assert row["options"] == printed[2], header
    with_options = {row["pass"] for row in rows if row["options"]}
    assert {"iree-convert-to-llvm", "canonicalize"} <= with_options
    assert "cse" not in with_options


def test_stages_name_the_passes_they_ran_inside(streams: dict[str, Path]) -> None:
    stream = streams["both"]
    done = run_tracksrc("stages", str(stream), "--json", cwd=stream.parent)
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    pipe = open_pipeline(stream)
    assert [row["parents"] for row in rows] == [
        parent_passes(pipe, stage.number) for stage in pipe.stages
    ]
    nested = [row for row in rows if row["pass"] == "canonicalize" and row["parents"] == ["inline"]]
    assert nested and all(row["number"] > 0 for row in nested)


def test_one_pass_printed_both_ways_is_told_from_every_pass(
    streams: dict[str, Path], tmp_path: Path
) -> None:
    """`--mlir-print-ir-before=canonicalize --mlir-print-ir-after=canonicalize`
    prints only passes printed both ways, as a stream printed both ways for
    every pass does; what tells it apart is a function changed between its
    after-print and its next before-print with no run around them. A change
    there is named as made by passes that printed nothing, as the stream
    printed both ways for every pass shows (`inline` made it)."""
    (tmp_path / "convs.mlir").write_bytes(CONVS.read_bytes())
    stream = tmp_path / "selected.mlir"
    with stream.open("wb") as errors:
        subprocess.run(
            [find_tool("iree-compile"), "convs.mlir", *CPU, *DEBUG, "--mlir-disable-threading",
             "--mlir-print-ir-before=canonicalize", "--mlir-print-ir-after=canonicalize",
             "-o", "selected.vmfb"],
            cwd=tmp_path, stderr=errors, check=True, timeout=300,
        )  # fmt: skip
    selected = open_pipeline(stream)
    assert {stage.label for stage in selected.stages} == {"canonicalize"}
    assert not prints_selected_both_ways(selected.stages)
    assert selected_both_ways(selected)
    assert not selected_both_ways(open_pipeline(streams["both"]))
    first = _first_changed(stream, "convs.mlir:5:9")
    assert is_unprinted(first), first
    assert _first_changed(streams["both"], "convs.mlir:5:9") == "inline"


def _first_changed(stream: Path, place: str) -> str:
    done = run_tracksrc("blame", str(stream), "--loc", place, "--json", cwd=stream.parent)
    assert done.returncode == 0, done.stderr
    return str(json.loads(done.stdout)["first_changed"]["pass"])
