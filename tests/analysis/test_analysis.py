"""Bulk analysis: classify, count_by_type, lost, fanout, shared, lowering
paths, result exports, and `tracksrc analyze`, on the generated samples,
a stream of function fragments made by the mini-compiler, and the real
mnist_like IREE stream. Expectations come from the compiler's design (the
133-convolution model sends 64 convolutions to the matmul path) or from an
independent computation (tracking each op into each stage's index)."""

from __future__ import annotations

import ast
import csv
import io
import json
from collections import Counter
from pathlib import Path

import pytest
from conftest import MNIST, REAL, SAMPLES
from hypothesis import given
from hypothesis import strategies as st

import tracksrc
from tests.readme_examples import assert_shown
from tracksrc.analysis.classify import (
    classify,
    count_by_type,
    fanout,
    group_label,
    lost,
    op_types,
    reaches,
)
from tracksrc.analysis.classify import shared as shared_ops
from tracksrc.analysis.lowering import lowering_paths, pass_keys
from tracksrc.analysis.targets import resolve_target
from tracksrc.cli.main import main
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.composition.frame_index import FrameIndex
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.reading.locations import position_key
from tracksrc.results import ResultTable
from tracksrc.tracking.provenance import frames_overlap

MODEL133 = SAMPLES / "model133.mlir"
MODEL133_FINAL = SAMPLES / "model133.final.mlir"
STREAM = SAMPLES / "model.after_all.mlir"


@pytest.fixture(scope="module")
def model133() -> tuple[tracksrc.OperationIndex, tracksrc.OperationIndex]:
    source = tracksrc.parse_file(MODEL133, filename="model133.mlir")
    return source, tracksrc.parse_file(MODEL133_FINAL)


@pytest.fixture(scope="module")
def fragments(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample model compiled without inlining, each function pass
    printing each function on its own (function fragments)."""
    folder = tmp_path_factory.mktemp("fragments")
    stream = folder / "frag.mlir"
    status = main(
        [
            "compile",
            str(SAMPLES / "model.mlir"),
            "--pipeline",
            "to-linalg,canonicalize,lower-conv",
            "--print-ir-after-all",
            "--print-debuginfo",
            "--dump-to",
            str(stream),
            "-o",
            str(folder / "final.mlir"),
        ]
    )
    assert status == 0
    return stream


def test_classify_answers_the_slide_question_in_one_call(model133) -> None:
    source, final = model133
    convs = source.get_ops_by_type("tosa.conv2d")
    result = classify(convs, final, reaches("linalg.matmul"))
    assert result.counts() == {"does not reach linalg.matmul": 69, "reaches linalg.matmul": 64}
    # The groups hold the ops; the hand-written loop agrees op by op.
    by_hand = {
        conv.unique_id
        for conv in convs
        if any(o.op_name == "linalg.matmul" for o in tracksrc.track(conv, final))
    }
    assert {info.unique_id for info in result["reaches linalg.matmul"]} == by_hand
    assert [row[:2] for row in result.rows] == [
        ("does not reach linalg.matmul", 69),
        ("reaches linalg.matmul", 64),
    ]


def test_default_groups_are_the_sets_of_types_reached(model133) -> None:
    source, final = model133
    convs = source.get_ops_by_type("tosa.conv2d")
    result = classify(convs, final)
    assert sum(result.counts().values()) == len(convs) == 133
    expected: Counter[str] = Counter()
    for conv in convs:
        types = {o.op_name for o in tracksrc.track(conv, final)}
        expected[", ".join(sorted(types))] += 1
        assert conv in result[frozenset(types)]
    assert result.counts() == dict(expected)
    # Largest group first.
    counts = [row[1] for row in result.rows]
    assert counts == sorted(counts, reverse=True)
    # Every group reached linalg.matmul or a convolution: nothing got lost.
    for label in result.groups:
        assert "linalg.matmul" in label or "linalg.conv_2d_nhwc_fhwc" in label


def test_result_tables_export_to_csv_json_and_pandas(model133, tmp_path: Path) -> None:
    source, final = model133
    result = classify(source.get_ops_by_type("tosa.conv2d"), final, reaches("linalg.matmul"))
    text = result.to_csv(tmp_path / "groups.csv")
    assert (tmp_path / "groups.csv").read_text() == text
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == ["group", "count", "examples"]
    assert [(row[0], int(row[1])) for row in rows[1:]] == [
        ("does not reach linalg.matmul", 69),
        ("reaches linalg.matmul", 64),
    ]
    data = json.loads(result.to_json(tmp_path / "groups.json"))
    assert json.loads((tmp_path / "groups.json").read_text()) == data
    # The JSON of a classification names every member.
    assert {label: len(ids) for label, ids in data["groups"].items()} == result.counts()
    assert data["groups"]["reaches linalg.matmul"] == [
        info.unique_id for info in result["reaches linalg.matmul"]
    ]
    assert [(row["group"], row["count"]) for row in data["rows"]] == [
        ("does not reach linalg.matmul", 69),
        ("reaches linalg.matmul", 64),
    ]
    frame = result.to_pandas()
    assert list(frame.columns) == ["group", "count", "examples"]
    assert frame["count"].tolist() == [69, 64]


def test_count_by_type_counts_every_op(model133) -> None:
    _, final = model133
    table = count_by_type(final)
    assert dict(table.rows) == dict(Counter(info.op_name for _, info in final))
    assert sum(row[1] for row in table.rows) == len(final)
    counts = [count for _, count in table.rows]
    assert counts == sorted(counts, reverse=True)


def test_lost_names_ops_whose_source_nothing_carries(model133) -> None:
    source, final = model133
    result = lost(source, final)
    # Inlining removed every function but main, and every return but main's.
    functions = source.get_ops_by_type("func.func")
    returns = source.get_ops_by_type("func.return")
    main_function = [f for f in functions if "@main" in f.text.split("(", 1)[0]]
    assert len(main_function) == 1
    expected = {info.unique_id for info in functions + returns if not tracksrc.track(info, final)}
    assert {info.unique_id for info in result.ops} == expected
    assert {info.op_name for info in result.ops} == {"func.func", "func.return"}
    assert all(row[2] == "no op carries its source" for row in result.rows)


def test_lost_reports_ops_without_a_source() -> None:
    before = tracksrc.parse_text(
        '%0 = "t.a"() : () -> i32 loc(unknown)\n%1 = "t.b"() : () -> i32 loc("m.py":3:1)\n',
        "before.mlir",
    )
    after = tracksrc.parse_text('%0 = "t.c"() : () -> i32 loc("m.py":3:1)\n', "after.mlir")
    result = lost(before.get_ops_by_type("t.a") + before.get_ops_by_type("t.b"), after)
    assert [(row[1], row[2]) for row in result.rows] == [("t.a", "its location carries no source")]


def test_fanout_distribution_matches_tracking(model133) -> None:
    source, final = model133
    convs = source.get_ops_by_type("tosa.conv2d")
    result = fanout(convs, final, largest=3)
    expected = {conv.unique_id: len(tracksrc.track(conv, final)) for conv in convs}
    assert result.counts == expected
    assert dict(result.rows) == dict(Counter(expected.values()))
    top = max(expected.values())
    assert result.largest[0][1] == top
    assert len(result.largest) == 3
    assert "largest" in str(result)


def test_shared_lists_ops_with_several_origins(model133) -> None:
    source, final = model133
    result = shared_ops(final, source)
    expected = [info for _, info in final if len({stack[0] for stack in info.stacks}) > 1]
    assert result.ops == expected
    # The elementwise fusion of an add and a clamp is among them.
    fused_generic = [
        row
        for row in result.rows
        if row[1] == "linalg.generic" and row[3] == "tosa.add, tosa.clamp"
    ]
    assert fused_generic


def test_stage_targets_see_the_whole_program(fragments: Path) -> None:
    pipeline = open_pipeline(fragments)
    scopes = [stage.scope_symbol for stage in pipeline.stages]
    # Function passes printed each function on its own.
    assert scopes == ["@conv_block", "@conv_block", "@conv_block", "@main", "@main", "@main"]
    # The compiler read the input by the absolute path the fixture gave.
    source = tracksrc.parse_file(SAMPLES / "model.mlir")
    convs = source.get_ops_by_type("tosa.conv2d")
    last = pipeline.stages[-1]
    # The last stage printed only @main; the convolution of @conv_block is
    # still found, in the last print of @conv_block (stage 2).
    target = resolve_target(last)
    result = classify(convs, last, reaches("linalg.matmul"))
    assert result.counts() == {"reaches linalg.matmul": 2}
    block_conv = [c for c in convs if c.parent is not None and "@conv_block" in c.parent.text[:40]]
    found = target.track(block_conv[0])
    assert found
    assert all(info.index is pipeline.stages[2].op_index() for info in found)
    # A stage given by number or pass needs the pipeline; a bad one is clear.
    assert resolve_target("lower-conv:1", pipeline).label.startswith("stage 5")
    with pytest.raises(TracksrcError, match="give the pipeline"):
        resolve_target(3)


def test_lowering_paths_part_where_the_strategies_differ() -> None:
    pipeline = open_pipeline(STREAM)
    result = lowering_paths("tosa.conv2d", pipeline)
    assert len(result.groups) == 3
    by_op = {ops[0].ssa_name: label for label, ops in result.groups.items()}
    # %5, the 3x3 convolution, is padded at to-linalg and takes im2col; the
    # two 1x1 convolutions take the same path until CSE merges the second
    # one's transpose into the first's.
    assert result.divergence[by_op["%5"]].pass_argument == "to-linalg"
    assert result.divergence[by_op["%3"]].pass_argument == "cse"
    assert result.divergence[by_op["%6"]].pass_argument == "cse"
    assert "linalg_ext.im2col" in result.paths[by_op["%5"]][-1].types
    # Counting only the op types that matter, the 1x1 paths are one.
    coarse = lowering_paths(
        "tosa.conv2d",
        pipeline,
        types=["tosa.conv2d", "linalg.conv_2d_nhwc_fhwc", "linalg.matmul", "linalg_ext.im2col"],
    )
    assert sorted(len(ops) for ops in coarse.groups.values()) == [1, 2]


def test_pass_keys_count_runs_per_scope(fragments: Path) -> None:
    pipeline = open_pipeline(fragments)
    assert pass_keys(pipeline) == [
        ("to-linalg", 0),
        ("canonicalize", 0),
        ("lower-conv", 0),
        ("to-linalg", 0),
        ("canonicalize", 0),
        ("lower-conv", 0),
    ]


def test_lowering_paths_compare_passes_not_stage_numbers(fragments: Path) -> None:
    pipeline = open_pipeline(fragments)
    # The compiler read the input by the absolute path the fixture gave.
    source = tracksrc.parse_file(SAMPLES / "model.mlir")
    result = lowering_paths(source.get_ops_by_type("tosa.conv2d"), pipeline)
    # Both convolutions change at their function's to-linalg and
    # lower-conv, at different stages; the 3x3 one takes another path.
    assert sorted(len(ops) for ops in result.groups.values()) == [1, 1]
    for steps in result.paths.values():
        assert [step.pass_argument for step in steps][-2:] == ["to-linalg", "lower-conv"]


def test_lowering_paths_agree_with_classify_on_a_real_iree_stream() -> None:
    pipeline = open_pipeline(MNIST / "mnist_like.after_all.mlir.xz")
    result = lowering_paths("linalg.conv_2d_nchw_fchw", pipeline)
    ops = [info for members in result.groups.values() for info in members]
    assert len(ops) == 2
    # The sweep over summaries and tracking into the program's indexes
    # (stage by stage, fragments included) agree on what each became.
    for stage_spec in (300, len(pipeline) - 1):
        into = classify(ops, pipeline.stages[stage_spec])
        paths = lowering_paths(ops, pipeline, end=stage_spec)
        for label, members in paths.groups.items():
            final = group_label(paths.paths[label][-1].types)
            for info in members:
                assert group_label(op_types(into.reached[info.unique_id])) == final


def test_analyze_command_prints_the_classification(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(
        [
            "analyze",
            str(MODEL133_FINAL),
            "--from",
            str(MODEL133),
            "--type",
            "tosa.conv2d",
            "--reaches",
            "linalg.matmul",
            "--no-cache",
        ]
    )
    out = capsys.readouterr().out
    assert status == 0
    lines = out.splitlines()
    assert lines[1].split()[:2] == ["group", "count"]
    assert lines[2].split()[:5] == ["does", "not", "reach", "linalg.matmul", "69"]
    assert lines[3].split()[:3] == ["reaches", "linalg.matmul", "64"]


def test_analyze_json_and_lowering_paths(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(
        [
            "analyze",
            str(STREAM),
            "--type",
            "tosa.conv2d",
            "--lowering-paths",
            "--json",
            "--no-cache",
        ]
    )
    data = json.loads(capsys.readouterr().out)
    assert status == 0
    assert sum(row["count"] for row in data["classification"]["rows"]) == 3
    assert [row["ops"] for row in data["paths"]["rows"]] == [1, 1, 1]


def test_analyze_errors_are_one_message(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["analyze", str(STREAM), "--type", "tosa.nothing", "--no-cache"])
    err = capsys.readouterr().err
    assert status == 2
    assert err.endswith("tracksrc: error: the pipeline has no op of type tosa.nothing\n")
    assert "Traceback" not in err
    # A type cut short or misspelt: the types it may have meant are named.
    status = main(["analyze", str(STREAM), "--type", "tosa.conv", "--no-cache"])
    assert status == 2
    assert capsys.readouterr().err.endswith(
        "tracksrc: error: the pipeline has no op of type tosa.conv; types close to it: "
        "tosa.conv2d\n"
    )
    status = main(["analyze", str(STREAM), "--type", "tosa.conv2d", "--to", "nosuch", "--no-cache"])
    assert status == 2
    assert "stage nosuch" in capsys.readouterr().err


def test_shell_helpers_default_to_the_session_indexes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Run where the compiler ran, so the input file has the name it used.
    monkeypatch.chdir(SAMPLES)
    code = (
        "convs = op_index.get_ops_by_type('tosa.conv2d')\n"
        "print(classify(convs, key=reaches('linalg.matmul')).counts())\n"
        "print(len(lost(convs)), sum(fanout(convs).counts.values()))\n"
        "print(count_by_type(convs).rows)\n"
        "print(len(shared()))"
    )
    status = main(
        [
            "track-src",
            "--input-mlir",
            "model133.mlir",
            "--track-mlir",
            "model133.final.mlir",
            "-c",
            code,
        ]
    )
    out = capsys.readouterr().out.splitlines()
    assert status == 0
    assert out[0] == "{'does not reach linalg.matmul': 69, 'reaches linalg.matmul': 64}"
    # The shell's defaults (track_op_index, op_index) give what the library
    # gives with the same indexes.
    source = tracksrc.parse_file("model133.mlir")
    final = tracksrc.parse_file("model133.final.mlir")
    convs = source.get_ops_by_type("tosa.conv2d")
    assert out[1] == f"0 {sum(fanout(convs, final).counts.values())}"
    assert out[2] == "[('tosa.conv2d', 133)]"
    assert out[3] == str(len(shared_ops(final, source)))
    assert int(out[3]) > 0


def test_shell_pipeline_helpers(capsys: pytest.CaptureFixture[str]) -> None:
    code = (
        "paths = lowering_paths('tosa.conv2d')\n"
        "print(len(paths.groups))\n"
        "print(classify(pipe.stage(0).get_ops_by_type('tosa.conv2d'), 'lower-conv').counts())\n"
        "print(str(graph(pipe.stage(0).get_ops_by_name('%3')[0])).splitlines()[1])\n"
        "lowering_paths('no.such')"
    )
    status = main(["track-src", "--pipeline", str(STREAM), "-c", code])
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert lines[0] == "3"
    assert sum(ast.literal_eval(lines[1]).values()) == 3
    assert lines[2] == "stage 0 inline: tosa.conv2d lines 7"
    # An error in the user's code is reported; the shell does not die.
    assert status == 1
    assert "the pipeline has no op of type no.such" in captured.err


def test_tables_align_and_colour_only_when_asked() -> None:
    table = ResultTable("title", ("type", "count"), [("a.op", 3), ("b.longer", 12)])
    assert table.format() == "title\ntype      count\na.op          3\nb.longer     12"
    coloured = table.format(colour=True).splitlines()
    assert coloured[1] == "\x1b[1mtype      count\x1b[0m"
    assert coloured[2] == "\x1b[36ma.op    \x1b[0m      3"
    assert ResultTable("", ("x",)).format() == "x\n(none)"


_POSITION = st.tuples(st.integers(1, 6), st.integers(1, 40)).map(lambda p: position_key(*p))
_FRAME = st.tuples(st.sampled_from(["a.mlir", "b.mlir"]), _POSITION, _POSITION).map(
    lambda f: (f[0], min(f[1], f[2]), max(f[1], f[2]))
)


@given(frames=st.lists(_FRAME, max_size=40), query=_FRAME)
def test_frame_index_finds_exactly_the_overlapping_frames(
    frames: list[tuple[str, int, int]], query: tuple[str, int, int]
) -> None:
    index = FrameIndex()
    for number, frame in enumerate(frames):
        if frame[0] == query[0]:
            index.add(frame, number)
    index.sort()
    expected = sorted(n for n, frame in enumerate(frames) if frames_overlap(frame, query))
    assert sorted(index.overlapping(query[1], query[2])) == expected


def test_readme_bulk_analysis_prints_what_the_readme_shows(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The bulk analysis section (docs/mini-compiler.md, linked from README)."""
    page = (SAMPLES.parent / "docs" / "mini-compiler.md").read_text(encoding="utf-8")
    section = page.split("## Bulk analysis", 1)[1]
    code, rest = section.split("```python\n", 1)[1].split("```\n", 1)
    shown = rest.split("```\n", 1)[1].split("```", 1)[0]
    monkeypatch.chdir(SAMPLES.parent)
    exec(compile(code, "docs/mini-compiler.md", "exec"), {})
    assert_shown(shown.splitlines(), capsys.readouterr().out.splitlines(), what="Bulk analysis")


def test_a_listing_is_not_taken_for_a_pipeline(capsys: pytest.CaptureFixture[str]) -> None:
    listing = REAL / "migraphx" / "mnist-8.parsed.txt"
    assert main(["analyze", str(listing), "--type", "convolution", "--no-cache"]) == 2
    err = capsys.readouterr().err
    assert "this is a MIGraphX program listing, not an MLIR dump" in err
    assert "Traceback" not in err
