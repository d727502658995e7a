"""`compare` on real compilations of one input (mnist_like through IREE):
twice with identical flags, with data tiling, and by IREE 3.5.

The independent check is `lineage`: for each source op, the op types it
reaches at any stage of each run, read from the lineage rows. What one
run reaches and the other never does must be exactly what `compare`
reports for that op; an op is reported as lowered differently exactly when
that differs or the two end differently.
"""

from __future__ import annotations

import json
import lzma
import re
from pathlib import Path

import pytest

import tracksrc
from tests.conftest import ANCHOR, MNIST, REAL
from tracksrc.analysis.compare import compare, source_ops
from tracksrc.analysis.compare_pairs import Pair, compare_pairs, read_manifest
from tracksrc.analysis.compare_sides import Options, side
from tracksrc.analysis.report import escape_html
from tracksrc.analysis.scheduler import SchedulerTrust
from tracksrc.cli.main import main
from tracksrc.errors import EXIT_BAD_INPUT, TracksrcError
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.reading.op_syntax import defined_symbol

RUNS = MNIST / "runs"
# mnist_like compiled by IREE 3.13 for x86 (twice, and with data tiling),
# by IREE 3.5, and for aarch64 with scalable vectors (another target).
STREAMS = {
    **{
        name: RUNS / f"mnist_like.{name}.after_all.mlir.xz"
        for name in ("run1", "run2", "data_tiling", "iree3.5")
    },
    "sve": REAL / "iree" / "captures" / "sve.after_all.mlir.xz",
}


@pytest.fixture(scope="module")
def runs() -> dict[str, tracksrc.Pipeline]:
    return {name: tracksrc.open_pipeline(path) for name, path in STREAMS.items()}


def _reached(pipeline: tracksrc.Pipeline) -> dict[str, tuple[set[str], set[str]]]:
    """Per source location: every op type its lineage ever has, and the
    types at the last stage."""
    found = {}
    for key, source in source_ops(pipeline).items():
        rows = lineage(pipeline, source.stacks).json_data()["rows"]
        ever = {name for row in rows for name in row["types"]}
        found[key] = (ever, set(rows[-1]["types"]) if rows else set())
    return found


def test_identical_flags_differ_in_nothing(runs: dict[str, tracksrc.Pipeline]) -> None:
    result = compare(runs["run1"], runs["run2"])
    assert len(result.ops) == len(source_ops(runs["run1"])) > 15
    assert result.differing == [] and result.rows == []
    # Their stages interleave differently, yet every pass has its twin but a
    # few extra runs of the fixed-point patterns.
    assert result.alignment.aligned > 600


@pytest.mark.parametrize("other", ["data_tiling", "iree3.5", "sve"])
def test_differences_are_exactly_what_lineage_reaches(
    runs: dict[str, tracksrc.Pipeline], other: str
) -> None:
    a, b = runs["run1"], runs[other]
    result = compare(a, b)
    reached_a, reached_b = _reached(a), _reached(b)
    assert {op.source for op in result.ops} == reached_a.keys() & reached_b.keys()
    for op in result.ops:
        (ever_a, end_a), (ever_b, end_b) = reached_a[op.source], reached_b[op.source]
        assert set(op.only_a) == ever_a - ever_b, op.source
        assert set(op.only_b) == ever_b - ever_a, op.source
        assert set(op.a) == end_a and set(op.b) == end_b, op.source
        assert op.same == (ever_a == ever_b and end_a == end_b), op.source
        if not op.same:
            assert op.diverges_at is not None and op.diverges_at.pass_text
    assert len(result.rows) == len(result.differing) > 0
    if other == "data_tiling":
        # The matmul, and only it, is lowered to linalg.mmt4d with data tiling.
        mmt4d = [op.op_type for op in result.ops if "linalg.mmt4d" in op.only_b]
        assert mmt4d == ["torch.aten.matmul"]
        assert not any("linalg.mmt4d" in ever for ever, _ in reached_a.values())


def test_a_subset_and_the_json_shape(
    runs: dict[str, tracksrc.Pipeline], capsys: pytest.CaptureFixture[str]
) -> None:
    only = compare(runs["run1"], runs["data_tiling"], op_type="torch.aten.matmul")
    assert [op.op_type for op in only.ops] == ["torch.aten.matmul"]
    source = only.ops[0].source
    assert [op.source for op in compare(runs["run1"], runs["data_tiling"], loc=source).ops] == [
        source
    ]
    a = str(RUNS / "mnist_like.run1.after_all.mlir.xz")
    b = str(RUNS / "mnist_like.data_tiling.after_all.mlir.xz")
    assert main(["compare", a, b, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data["passes"]) == {"only_in_a", "only_in_b", "aligned"}
    for op in data["ops"]:
        assert {"source", "op_type", "same", "diverges_at", "a", "b"} <= set(op)
        if op["same"]:
            assert op["diverges_at"] is None
        else:
            assert {"pass", "a_stage", "b_stage"} <= set(op["diverges_at"])
    assert data["totals"]["differing"] == sum(not op["same"] for op in data["ops"])
    with pytest.raises(TracksrcError, match=r"no source op to compare of type 'no\.such'"):
        compare(runs["run1"], runs["run2"], op_type="no.such")


def test_html_puts_the_paths_side_by_side(tmp_path: Path) -> None:
    a = str(RUNS / "mnist_like.run1.after_all.mlir.xz")
    b = str(RUNS / "mnist_like.data_tiling.after_all.mlir.xz")
    page = tmp_path / "compare.html"
    assert main(["compare", a, b, "--html", str(page), "--attributes", STRATEGY]) == 0
    text = page.read_text(encoding="utf-8")
    assert "<script" not in text and "http://" not in text and "https://" not in text
    result = compare(tracksrc.open_pipeline(a), tracksrc.open_pipeline(b), attributes=STRATEGY)
    assert text.count('<div class="paths">') == len(result.differing)
    assert "class=parts" in text
    # The attribute changes in a table of their own, one row each, escaped.
    section = text[text.index("<h2>Attribute-level changes") :]
    changes = sum(len(op.attribute_changes) for op in result.ops)
    assert section.count("<tr><td>") == changes > 0
    shown = [value for op in result.ops for change in op.attribute_changes for value in change.a]
    assert all(escape_html(value) in section for value in shown)
    raw = [value for value in shown if "<" in value]
    assert raw and not any(value in section for value in raw)  # none unescaped


def test_many_pairs_locally_and_on_dask(tmp_path: Path) -> None:
    manifest = tmp_path / "pairs.txt"
    manifest.write_text(
        "# yesterday today\n"
        f"{RUNS / 'mnist_like.run1.after_all.mlir.xz'} {RUNS / 'mnist_like.run2.after_all.mlir.xz'}\n"
        f"'{RUNS / 'mnist_like.run1.after_all.mlir.xz'}' "
        f"{RUNS / 'mnist_like.data_tiling.after_all.mlir.xz'}  # tiling\n",
        encoding="utf-8",
    )
    pairs = read_manifest(manifest)
    assert len(pairs) == 2
    expected = {
        pair.name: compare(tracksrc.open_pipeline(pair.a), tracksrc.open_pipeline(pair.b))
        for pair in pairs
    }
    local = compare_pairs(pairs, jobs=2)
    assert {name: data["totals"] for name, data in local.results.items()} == {
        name: result.json_data()["totals"] for name, result in expected.items()
    }
    assert len(local.rows) == sum(len(result.differing) for result in expected.values())
    from distributed import LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True) as cluster:
        # (A tcp:// cluster is connected to only when the user says it is trusted.)
        with pytest.raises(TracksrcError, match="--trust-scheduler"):
            compare_pairs(pairs, scheduler=cluster.scheduler_address)
        on_dask = compare_pairs(
            pairs, scheduler=cluster.scheduler_address, trust=SchedulerTrust(trusted=True)
        )
    assert on_dask.results == local.results and on_dask.rows == local.rows
    # Renames apply to every run of every pair.
    renamed = compare_pairs(pairs, jobs=1, src_remap_list=["mnist_like.mlir=model.onnx"])
    for name, data in renamed.results.items():
        assert [op["source"] for op in data["ops"]] == [
            op["source"].replace("mnist_like.mlir", "model.onnx")
            for op in local.results[name]["ops"]
        ]


def test_a_bad_manifest_line_is_an_error_at_the_line(tmp_path: Path) -> None:
    manifest = tmp_path / "pairs.txt"
    manifest.write_text("a.mlir b.mlir c.mlir\n", encoding="utf-8")
    with pytest.raises(TracksrcError, match=r"pairs.txt:1:1: error: expected two paths"):
        read_manifest(manifest)
    manifest.write_text("missing.mlir other.mlir\n", encoding="utf-8")
    with pytest.raises(TracksrcError, match=r"pairs.txt:1:1: error: .*missing.mlir: no such"):
        read_manifest(manifest)
    assert Pair(Path("x/a.mlir"), Path("y/b.mlir")).name == "a.mlir vs b.mlir"


def test_the_shell_compares_pipe_with_pipe_b(capsys: pytest.CaptureFixture[str]) -> None:
    a = str(RUNS / "mnist_like.run1.after_all.mlir.xz")
    b = str(RUNS / "mnist_like.data_tiling.after_all.mlir.xz")
    code = (
        "print(len(compare().differing), len(compare(pipe, pipe_b).differing))\n"
        "print(compare(pipe_b, pipe, op_type='torch.aten.matmul').rows[0][1])"
    )
    assert main(["track-src", "--pipeline", a, "--compare-with", b, "-c", code]) == 0
    expected = compare(tracksrc.open_pipeline(a), tracksrc.open_pipeline(b))
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{len(expected.differing)} {len(expected.differing)}", "torch.aten.matmul"]
    single = str(ANCHOR / "conv_input.mlir")
    assert main(["track-src", "--input-mlir", single, "-c", "compare()"]) == 1
    assert "compare(pipe_a, pipe_b) takes two pipelines" in capsys.readouterr().err


def test_a_run_with_dump_folders_equals_the_run_without(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same compile with IREE's executable dumps: its locations move
    into the dumped files; followed (--executable-dumps), nothing differs;
    not followed, a warning names the stage and ops seem to differ."""
    import shutil
    import tarfile

    captures = MNIST.parent / "captures"
    (tmp_path / "run").mkdir()
    shutil.copy(captures / "convs_dumps.after_all.mlir.xz", tmp_path / "run")
    with tarfile.open(captures / "convs_dumps.tar.xz") as archive:
        archive.extractall(tmp_path / "folders", filter="data")
    plain = str(captures / "convs.after_all.mlir.xz")
    dumped = str(tmp_path / "run" / "convs_dumps.after_all.mlir.xz")
    folders = ["--executable-dumps", str(tmp_path / "folders" / "sources")]
    folders += ["--executable-dumps", str(tmp_path / "folders" / "configurations")]
    assert main(["compare", plain, dumped, "--json", *folders]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["totals"] == {"ops": len(data["ops"]), "differing": 0, "by_pass": {}, "by_ends": {}}
    assert main(["compare", plain, dumped, "--json"]) == 0
    captured = capsys.readouterr()
    assert "iree-hal-dump-executable-sources" in captured.err
    assert json.loads(captured.out)["totals"]["differing"] > 0


def test_two_processes_answer_as_one(runs: dict[str, tracksrc.Pipeline]) -> None:
    """The two runs followed in forked processes or one after the other:
    the same comparison."""
    a = tracksrc.open_pipeline(RUNS / "mnist_like.run1.after_all.mlir.xz")
    b = tracksrc.open_pipeline(RUNS / "mnist_like.data_tiling.after_all.mlir.xz")
    parallel = compare(a, b, jobs=2)
    serial = compare(runs["run1"], runs["data_tiling"], jobs=1)
    assert parallel.json_data() == serial.json_data() and serial.differing
    # Runs given as what opens them are opened in the processes that
    # follow them: the same again, lowering paths included.
    opened = compare(
        lambda: tracksrc.open_pipeline(RUNS / "mnist_like.run1.after_all.mlir.xz"),
        lambda: tracksrc.open_pipeline(RUNS / "mnist_like.data_tiling.after_all.mlir.xz"),
        jobs=2,
    )
    assert opened.json_data() == serial.json_data()
    for mine, theirs in zip(opened.ops, serial.ops, strict=True):
        assert (mine.a_path, mine.b_path) == (theirs.a_path, theirs.b_path)
    assert any(op.a_path != op.b_path for op in serial.differing)


def test_a_stream_cut_short_is_an_error_from_the_process_that_opened_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The CLI opens each run in the process that follows it: a bad stream
    is still the error at its place, exit 2, no traceback."""
    text = lzma.decompress((RUNS / "mnist_like.run1.after_all.mlir.xz").read_bytes())
    cut = tmp_path / "cut.mlir"
    cut.write_bytes(text[: len(text) // 2])
    whole = tmp_path / "whole.mlir"
    whole.write_bytes(text)
    assert main(["compare", str(whole), str(cut)]) == EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert err.startswith(f"{cut}:") and ": error: " in err and "^" in err
    assert "Traceback" not in err


STRATEGY = "iree-llvmcpu-select-lowering-strategy"
_FILL_CONFIG = re.compile(r"linalg\.fill \{lowering_config = (#iree_cpu\.lowering_config<[^>]*>)")


def _fill_configs_in_text(name: str) -> set[str]:
    """Every `lowering_config` on a `linalg.fill` that a print after the
    strategy pass shows, read from the stream's text."""
    text = lzma.decompress(STREAMS[name].read_bytes()).decode()
    found: set[str] = set()
    for stage in text.split("// -----// IR Dump ")[1:]:
        header = stage.split("\n", 1)[0]
        if header.startswith("After ") and header.endswith(f": {STRATEGY} //----- //"):
            found.update(_FILL_CONFIG.findall(stage))
    return found


@pytest.mark.parametrize("other", ["data_tiling", "sve"])
def test_attribute_changes_are_apart_and_read_as_printed(
    runs: dict[str, tracksrc.Pipeline], other: str
) -> None:
    """Identical flags: no attribute differs once names, aliases and
    locations are set aside. Data tiling, another target: the fills' tile
    configurations that compare reads for all source ops are those the
    text shows, and an op whose configurations differ is reported, without
    counting as a difference."""
    same = compare(runs["run1"], runs["run2"], attributes=STRATEGY)
    assert same.attributes_at is not None and len(same.attributes_at[1]) == 6
    assert all(op.attribute_changes == [] for op in same.ops)
    options = Options(attributes=STRATEGY)
    sides = {name: side(runs[name], options) for name in ("run1", other)}
    for name, each in sides.items():
        read = {
            value
            for profile in each.attributes.values()
            for value in profile.get("linalg.fill", {}).get("lowering_config", {})
        }
        assert read == _fill_configs_in_text(name) != set()
    tiled = compare(runs["run1"], runs[other], attributes=STRATEGY)
    for op in tiled.ops:
        configs = [
            {
                value
                for value in each.attributes.get(op.source, {})
                .get("linalg.fill", {})
                .get("lowering_config", {})
            }
            for each in sides.values()
        ]
        reported = any(
            (change.op_type, change.name) == ("linalg.fill", "lowering_config")
            for change in op.attribute_changes
        )
        both = "linalg.fill" in sides["run1"].attributes.get(op.source, {}) and (
            "linalg.fill" in sides[other].attributes.get(op.source, {})
        )
        assert reported == (both and configs[0] != configs[1])
    assert any(op.attribute_changes for op in tiled.ops)
    data = tiled.json_data()
    assert data["attributes_at"]["pass"] == STRATEGY
    assert data["totals"]["differing"] == len(tiled.differing)  # not counted


def _functions_by_lineage(pipeline: tracksrc.Pipeline, stacks: tuple) -> list[str]:  # type: ignore[type-arg]
    """The functions around the ops of a source op's last lineage row,
    read from the parsed prints those ops are in."""
    names = set()
    for ref in lineage(pipeline, stacks).rows[-1].ops:
        index = pipeline.stages[ref.stage].op_index()
        info = next(each for each in index.infos if each.unique_id == ref.unique_id)
        while info is not None and info.op_name.rsplit(".", 1)[-1] != "func":
            info = info.parent
        if info is not None:
            names.add(defined_symbol(info.op))
    return sorted(names)


def test_the_functions_each_op_ends_in(runs: dict[str, tracksrc.Pipeline]) -> None:
    """What every source op became at the end, by function, on each side:
    as the parsed prints of its lineage's last ops say."""
    result = compare(runs["run1"], runs["data_tiling"])
    sources = {name: source_ops(runs[name]) for name in ("run1", "data_tiling")}
    for op in result.ops:
        assert op.a_functions == _functions_by_lineage(
            runs["run1"], sources["run1"][op.source].stacks
        )
        assert op.b_functions == _functions_by_lineage(
            runs["data_tiling"], sources["data_tiling"][op.source].stacks
        )
    assert any(op.a_functions for op in result.ops)
    assert result.json_data()["ops"][0]["a_functions"] == result.ops[0].a_functions
