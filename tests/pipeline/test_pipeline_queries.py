"""Whole-pipeline queries on the real mnist_like and JAX streams: stage
summaries, the whole-program view of fragment stages, lineage, blame, the
location-loss audit and the semantic diff, each checked against an
independent computation on the stages' `OperationIndex`es."""

from __future__ import annotations

import json
import tarfile
from collections import Counter
from pathlib import Path

import pytest
from conftest import JAX, MNIST, REAL, split_stages
from mlir_counts import mlir_locations, mlir_op_counts

import tracksrc
from tracksrc.cli.main import main
from tracksrc.pipeline.composition.refs import stack_text
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.composition.views import View
from tracksrc.pipeline.store.queries.audit_report import audit
from tracksrc.pipeline.store.queries.blame import blame
from tracksrc.pipeline.store.queries.diff import diff
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.pipeline.streams.summaries.summary import StackTable, StageSummary, bind_stacksets
from tracksrc.tracking.provenance import precise_stacks, stacks_match

AFTER_ALL = MNIST / "mnist_like.after_all.mlir.xz"
AFTER_CHANGE = MNIST / "mnist_like.after_change.local.mlir.xz"
JAX_AFTER_ALL = JAX / "mlp.after_all.mlir.xz"
# Convolution28, the first convolution: its torch.operator "onnx.Conv" op is
# located at its name on line 11 of the importer's output.
CONV28 = "mnist_like.mlir:11:10"

_PIPELINES: dict[Path, Pipeline] = {}


def indexed(path: Path) -> Pipeline:
    """A pipeline with every stage summarised, shared by the tests."""
    if path not in _PIPELINES:
        pipeline = open_pipeline(path)
        pipeline.index_all()
        tracker_of(pipeline)
        _PIPELINES[path] = pipeline
    return _PIPELINES[path]


def visible_ops(view: View) -> Counter[str]:
    """Op types of the program a view stands for."""
    return Counter(piece.summary.type_of(position) for piece, position in view.positions())


# -- summaries ----------------------------------------------------------------


@pytest.mark.parametrize("number", [0, 325, 1052, 1464])
def test_summary_matches_the_index(number: int) -> None:
    pipeline = indexed(AFTER_ALL)
    stage = pipeline.stages[number]
    index = stage.op_index()
    summary = StageSummary.from_bytes(stage.summary().to_bytes())
    assert summary == stage.summary()
    assert [summary.unique_id(p) for p in range(len(summary))] == [
        info.unique_id for info in index.infos
    ]
    assert [summary.type_of(p) for p in range(len(summary))] == [i.op_name for i in index.infos]
    assert [line + stage.line - 1 if line else 0 for line in summary.line] == [
        info.op.start_position[0] for info in index.infos
    ]
    table = StackTable()
    stacksets = bind_stacksets(summary, stage.source.name, stage.line, None, table)
    for info in index.infos:
        bound = {table.stacks[i] for i in stacksets[summary.op_stackset[info.position]]}
        # The module MLIR makes around a fragment has no source.
        expected = set() if info.op.implicit else set(info.stacks)
        assert bound == expected, info
    for info in index.infos:
        end = summary.subtree_end[info.position]
        assert end - info.position == 1 + sum(1 for _ in info.descendants())
    stage.forget()


def test_identical_stages_share_one_summary(mnist_after_all: str) -> None:
    pipeline = indexed(AFTER_ALL)
    # Distinct stage texts (header line left out), split independently.
    bodies = {
        mnist_after_all[start:end].split("\n", 1)[1] for start, end in split_stages(mnist_after_all)
    }
    assert len(pipeline) == 1783
    assert len(pipeline._summaries) == len(bodies) < len(pipeline)


def test_parallel_summaries_equal_serial(tmp_path: Path) -> None:
    parallel = open_pipeline(AFTER_CHANGE, cache=tmp_path / "a")
    serial = open_pipeline(AFTER_CHANGE, cache=tmp_path / "b")
    chosen = parallel.stages[:400]
    assert sum(stage.size for stage in chosen) > 4 << 20  # enough to use workers
    first = parallel.summaries(chosen, jobs=2, progress=False)
    second = serial.summaries(serial.stages[:400], jobs=1, progress=False)
    assert first.keys() == second.keys()
    assert all(first[key] == second[key] for key in first)


# -- the whole program at each stage ---------------------------------------------


@pytest.mark.parametrize(
    ("path", "checked"), [(AFTER_ALL, 51), (AFTER_CHANGE, 33), (JAX_AFTER_ALL, 50)]
)
def test_nested_pipelines_compose_into_the_module_printed_after_them(
    path: Path, checked: int
) -> None:
    """IREE's op-pipeline adaptor runs passes on each function, executable
    and initializer (printed one by one), then prints the whole module: the
    program composed from those fragments must hold exactly its ops."""
    pipeline = indexed(path)
    tracker = tracker_of(pipeline)
    composed: Counter[str] | None = None
    compared = 0
    view = View()
    for event in tracker.events():
        view.apply(event)
        stage = event.stage
        whole = list(view.pieces) == [event.added] and event.added.root == 0
        if stage.pass_argument == "iree-op-pipeline-adaptor" and whole and composed is not None:
            assert visible_ops(view) == composed, stage
            compared += 1
        composed = visible_ops(view)
    assert compared == checked


def test_fragment_of_a_variant_replaces_its_own_executable() -> None:
    """Every executable's variant is @embedded_elf_x86_64: a variant printed
    alone replaces the one holding its export, not the others."""
    pipeline = indexed(AFTER_ALL)
    tracker = tracker_of(pipeline)
    seen = 0
    for event in tracker.events():
        stage = event.stage
        if stage.scope_op != "hal.executable.variant" or not event.replaced:
            continue
        summary = tracker.bound(stage).summary
        exports = summary.key_of(summary.root())[2]
        for piece, position, _ in event.replaced:
            assert piece.summary.key_of(position)[:2] == (
                "hal.executable.variant",
                "@embedded_elf_x86_64",
            )
            assert exports & piece.summary.key_of(position)[2]
        seen += 1
    # Every variant printed alone found the one it replaces.
    assert seen == sum(1 for stage in pipeline.stages if stage.scope_op == "hal.executable.variant")
    assert seen > 0


# -- lineage -------------------------------------------------------------------


def test_lineage_of_convolution28_ends_in_the_dispatch_computing_it() -> None:
    pipeline = indexed(AFTER_ALL)
    history = lineage(pipeline, CONV28)
    first = history.rows[0]
    assert first.stage == 0 and first.types["torch.aten.convolution"] == 1
    assert any(row.types["linalg.conv_2d_nchw_fchw"] == 1 for row in history.rows)
    # The last stage holding LLVM code: most of the convolution's LLVM ops
    # are in the function of its dispatch (the padding copy and the pooling
    # that reads its result hold a few).
    llvm_rows = [row for row in history.rows if any(t.startswith("llvm.") for t in row.types)]
    last = llvm_rows[-1]
    dispatch = "@mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32"
    functions = Counter(ref.within for ref in last.ops if ref.op_type.startswith("llvm."))
    assert functions.most_common(1)[0][0] == dispatch
    assert functions[dispatch] > 2 * sum(n for f, n in functions.items() if f != dispatch)
    # The host code that dispatches it carries its provenance too.
    dispatching = {ref.within for ref in last.ops if ref.op_type == "hal.command_buffer.dispatch"}
    assert dispatching == {"@__mnist_like$async_memoize_apply"}
    # Its multiply-adds are not among them: code generation made their
    # locations unknown, and blame says where.
    assert not last.types["llvm.intr.fmuladd"]
    losses = blame(pipeline, CONV28).locations_lost
    assert any(loss.scope.endswith(dispatch) for loss in losses)


def test_lineage_from_the_input_op_equals_lineage_from_its_location() -> None:
    pipeline = indexed(AFTER_ALL)
    conv = tracksrc.parse_file(MNIST / "mnist_like.mlir").get_ops_by_name("%7")[0]
    assert conv.op_name == "torch.operator" and conv.names == ()
    by_op = lineage(pipeline, conv)
    by_location = lineage(pipeline, CONV28)
    assert [(row.stage, row.count, row.types) for row in by_op.rows] == [
        (row.stage, row.count, row.types) for row in by_location.rows
    ]


@pytest.mark.parametrize("number", [3, 89, 325, 738, 1464, 1757])
def test_lineage_at_module_stages_equals_tracking_into_them(number: int) -> None:
    """At a stage that prints the whole module, the lineage holds the ops
    `get_ops_by_src_range` finds in that stage's index (interval trees)."""
    pipeline = indexed(AFTER_ALL)
    stage = pipeline.stages[number]
    assert stage.scope_op == "builtin.module"
    history = lineage(pipeline, CONV28, end=number + 1)
    row = max((row for row in history.rows if row.stage <= number), key=lambda row: row.stage)
    # The file name as the stream's locations spell it.
    (((file_name, _, _),),) = tracker_of(pipeline).query_stacks(CONV28)
    index = stage.op_index()
    tracked = index.get_ops_by_src_range(tracksrc.SourceRange.from_str(f"{file_name}:11:10"))
    assert tracked
    assert Counter(info.op_name for info in tracked) == row.types
    if row.stage == number:
        assert sorted(ref.unique_id for ref in row.ops) == sorted(i.unique_id for i in tracked)
    stage.forget()


# -- blame ---------------------------------------------------------------------


def test_blame_of_convolution28() -> None:
    pipeline = indexed(AFTER_ALL)
    verdict = blame(pipeline, CONV28)
    assert verdict.first_change is not None
    assert verdict.first_change.pass_argument == "torch-decompose-complex-ops"
    # (IREE's input conversion runs the torch passes as its own pipeline.)
    assert verdict.first_change.parents == ("iree-auto-input-conversion",)
    assert verdict.first_change.stage == 1
    assert verdict.vanished is None  # the runtime still calls its dispatch
    assert verdict.fusions and verdict.fusions[0].pass_argument == "iree-util-combine-initializers"
    text = str(verdict)
    assert (
        "first changed by iree-auto-input-conversion > torch-decompose-complex-ops (stage 1)"
        in text
    )


def test_blame_finds_the_pass_after_which_nothing_remains() -> None:
    """The first weight literal (line 9) is folded away: its provenance
    disappears at some pass and never returns."""
    pipeline = indexed(AFTER_ALL)
    history = lineage(pipeline, "mnist_like.mlir:9:10")
    verdict = blame(pipeline, "mnist_like.mlir:9:10")
    assert history.rows[-1].count == 0
    assert verdict.vanished is not None
    assert verdict.vanished.stage == history.rows[-1].stage
    assert all(row.count == 0 for row in history.rows if row.stage >= verdict.vanished.stage)


# -- audit ---------------------------------------------------------------------


def _independent_figures(
    pipeline: Pipeline, before: int, after: int
) -> tuple[int, int, int, int, int]:
    """ops before/after, unknown before/after, ranges lost, from the two
    stages' indexes (fragments of one function, no module print between)."""
    figures = []
    for number in (before, after):
        index = pipeline.stages[number].op_index()
        ops = [
            info for info in index.infos if not (info.position == 0 and index.file.module.implicit)
        ]
        unknown = sum(1 for info in ops if not info.stacks)
        ranges = {
            stack[0] for info in ops for stack in info.stacks if stack[0][0] != index.filename
        }
        figures.append((len(ops), unknown, ranges))
        pipeline.stages[number].forget()
    (ops_a, unknown_a, ranges_a), (ops_b, unknown_b, ranges_b) = figures
    return ops_a, ops_b, unknown_a, unknown_b, len(ranges_a - ranges_b)


def test_audit_figures_match_an_independent_count() -> None:
    pipeline = indexed(AFTER_ALL)
    report = audit(pipeline)
    assert len(report.rows) == len(pipeline)
    # Stages printing one function right after a print of the same function.
    last_print: dict[tuple[str | None, str | None], int] = {}
    checked = 0
    for stage in pipeline.stages:
        key = (stage.scope_op, stage.scope_symbol)
        if stage.scope_op == "builtin.module":
            last_print.clear()
            continue
        previous = last_print.get(key)
        last_print[key] = stage.number
        row = report.rows[stage.number]
        if previous is None or previous != stage.number - 1 or not row.changed:
            continue
        expected = _independent_figures(pipeline, previous, stage.number)
        got = (
            row.before.ops,
            row.after.ops,
            row.before.unknown,
            row.after.unknown,
            row.ranges_lost,
        )
        assert got == expected, stage
        checked += 1
        if checked == 12:
            break
    assert checked == 12
    losses = report.losses
    assert losses and all(row.after.unknown > row.before.unknown for row in losses)
    assert report.rows[1].pass_argument == "torch-decompose-complex-ops"


@pytest.mark.parametrize(
    "path",
    [
        REAL / "iree" / "gpu" / "gpu_cnn.after_all.mlir.xz",
        REAL / "iree" / "gpu" / "gpu_cnn.cuda.after_all.mlir.xz",
        REAL / "iree" / "gpu" / "gpu_conv.spirv.after_all.mlir.xz",
        REAL / "iree" / "captures" / "convs.after_all.mlir.xz",
    ],
    ids=["rocm", "cuda", "spirv", "cpu"],
)
def test_a_pass_adaptor_changes_nothing_it_prints(path: Path) -> None:
    # `iree-op-pipeline-adaptor` runs function passes, which print
    # themselves: its print right after theirs is the module as they left
    # it. (Code generation's first print of a dispatch's inner module, after
    # prints of its executable, was charged with removing the module op.)
    pipeline = indexed(path)
    report = audit(pipeline)
    rows = [
        row
        for row in report.rows
        if row.pass_argument == "iree-op-pipeline-adaptor"
        and pipeline.stages[row.stage - 1].scope_op == "func.func"
    ]
    assert len(rows) > 3
    for row in rows:
        assert (row.before.ops, row.before.unknown) == (row.after.ops, row.after.unknown), row
    # Its prints of a dispatch's code hold the ops MLIR reads from them.
    texts = {row.stage: pipeline.stages[row.stage].text().split("\n", 1)[1] for row in rows}
    codegen = [row for row in rows if "hal.interface.binding.subspan" in texts[row.stage]]
    assert codegen
    counted = mlir_op_counts([texts[row.stage] for row in codegen])
    assert [sum(ops.values()) for ops in counted] == [row.after.ops for row in codegen]


def test_audit_json_and_fail_on_loss(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", str(AFTER_ALL), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 1783
    assert main(["audit", str(AFTER_ALL), "--fail-on-loss"]) == 1
    table = capsys.readouterr().out
    assert table.splitlines()[0].split()[:3] == ["stage", "pass", "scope"]
    assert "passes made" in table.splitlines()[-1]


# -- diff ----------------------------------------------------------------------


def test_diff_of_two_stages_matches_grouping_their_indexes() -> None:
    pipeline = indexed(AFTER_ALL)
    result = diff(pipeline, 0, "torch-decompose-complex-ops")
    grouped = []
    for number in (0, 1):
        index = pipeline.stages[number].op_index()
        by_stack: dict[str, Counter[str]] = {}
        for info in index.infos[1:]:
            for stack in info.stacks or [None]:
                key = "unknown" if stack is None else stack_text(stack)
                by_stack.setdefault(key, Counter())[info.op_name] += 1
        grouped.append(by_stack)
    expected = {
        key: (grouped[0].get(key, Counter()), grouped[1].get(key, Counter()))
        for key in set(grouped[0]) | set(grouped[1])
        if grouped[0].get(key) != grouped[1].get(key)
    }
    assert {row.source: (row.before, row.after) for row in result.rows} == expected
    conv = next(row for row in result.rows if row.source.endswith("mnist_like.mlir:11:10"))
    assert conv.status == "retyped" and conv.after == Counter(
        {"torch.prim.ListConstruct": 4, "torch.aten.convolution": 1}
    )


# -- command line and shell ------------------------------------------------------


def test_lineage_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lineage", str(AFTER_ALL), "--loc", CONV28, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rows"][0]["stage"] == 0 and data["rows"][0]["types"]["torch.aten.convolution"] == 1
    assert (
        main(["lineage", str(AFTER_ALL), "--op", "%7", "--input", str(MNIST / "mnist_like.mlir")])
        == 0
    )
    out = capsys.readouterr()
    assert out.out.splitlines()[0].split() == ["stage", "pass", "ops", "op", "types"]
    assert "following torch.operator builtin.module[0]/func.func[1]/%7" in out.err


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["lineage", "--op", "%nope"], "has no op '%nope'"),
        (["lineage", "--loc", "mnist_like.mlir:eleven"], "invalid source range"),
        (["diff", "0", "nopass"], "no stage of pass 'nopass'"),
        (["lineage", "--op", "%7", "--stage", "99999"], "stage 99999 does not exist"),
    ],
)
def test_bad_pipeline_queries_exit_2(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    command, *rest = arguments
    assert main([command, str(AFTER_ALL), *rest]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_shell_functions_in_a_pipeline_session(capsys: pytest.CaptureFixture[str]) -> None:
    code = (
        "print(lineage('mnist_like.mlir:11:10').rows[0].count); "
        "print(blame(op_index.get_ops_by_name('%7')[0]).first_change.stage); "
        "print(len(audit().rows)); print(len(diff(0, 1).rows) > 0)"
    )
    status = main(
        ["track-src", "--pipeline", str(AFTER_ALL), "--from", "0", "--to", "1", "-c", code]
    )
    assert status == 0
    assert capsys.readouterr().out.split() == ["17", "1", "1783", "True"]


def test_a_tree_dir_folder_ends_where_the_stream_ends(tmp_path: Path) -> None:
    """The same compilation printed as a tree-dir folder: the lineage of
    Convolution28 ends with the same ops as in the stream."""
    with tarfile.open(MNIST / "mnist_like.tree.tar.xz") as tar:
        tar.extractall(tmp_path, filter="data")
    (root,) = tmp_path.iterdir()
    tree = open_pipeline(root)
    from_tree = lineage(tree, CONV28).rows
    from_stream = lineage(indexed(AFTER_ALL), CONV28).rows
    assert from_tree[-1].types == from_stream[-1].types
    assert from_tree[-1].pass_argument == from_stream[-1].pass_argument
    assert from_tree[0].types == from_stream[0].types


def test_a_print_replaces_what_was_printed_inside_it_at_other_scopes() -> None:
    """Code generation prints a function, then its inner module, then the
    whole executable: each print replaces the earlier ones inside it, so
    the program composed just before a whole-module print is about that
    print's size (only what the pass changed differs), never a pile of
    stale copies (before: 5,635 ops composed against 1,257 printed at
    iree-hal-conversion)."""
    pipeline = indexed(AFTER_ALL)
    view = View()
    ratios = {}
    for event in tracker_of(pipeline).events():
        composed = sum(visible_ops(view).values())
        view.apply(event)
        added = event.added
        if added is not None and added.root == 0 and list(view.pieces) == [added]:
            printed = len(added.summary) - (1 if added.summary.implicit_root else 0)
            ratios[event.stage.number] = (composed, printed)
    codegen = {number: pair for number, pair in ratios.items() if number > 1000}
    assert codegen and all(composed <= 1.5 * printed for composed, printed in codegen.values())
    composed, printed = ratios[1434]
    assert pipeline.stages[1434].pass_argument == "iree-hal-conversion"
    assert composed <= printed


def test_blame_first_change_counts_a_pass_that_only_removes_ops() -> None:
    """JAX through IREE: `iree-stablehlo-canonicalize` drops three of the
    six broadcasts located in `dense` and adds nothing, so the set of op
    types stays: that is the first change. Counted independently from
    MLIR's own reading of the stages (iree-opt's reprint with debug info)."""
    pipeline = open_pipeline(JAX / "mlp.after_all.mlir.xz", cache=False)
    query = "mlp.py:4:20"
    stacks = tracker_of(pipeline).query_stacks(query)
    numbers = range(8)
    bodies = [pipeline.stages[n].text().split("\n", 1)[1] for n in numbers]
    counts = []
    for ops in mlir_locations(bodies):
        found = Counter(
            name
            for name, where in ops
            if any(
                stacks_match(query_stack, stack)
                for stack in precise_stacks(where)  # type: ignore[arg-type]
                for query_stack in stacks
            )
        )
        counts.append(found)
    changed = next(n for n in numbers if counts[n] != counts[0])
    assert changed == 7
    assert set(counts[changed]) == set(counts[0])
    assert sum(counts[changed].values()) < sum(counts[0].values())
    result = blame(pipeline, query)
    assert result.first_change is not None
    assert result.first_change.stage == changed
    assert result.first_change.types == counts[changed]
    assert result.json_data()["first_changed"]["pass"] == "iree-stablehlo-canonicalize"


def test_a_location_names_the_ops_of_its_line(capsys: pytest.CaptureFixture[str]) -> None:
    """`--loc` at a column that is not the op name's (the statement's start,
    as an editor shows it), or a line alone, follows the ops located on that
    line and says which; a place no op is located at is an error naming the
    nearest that are."""
    stream = str(REAL / "iree" / "captures" / "convs.after_all.mlir.xz")
    source = (REAL / "iree" / "captures" / "convs.mlir").read_text().splitlines()
    line = next(n for n, text in enumerate(source, 1) if "linalg.conv_2d_nchw_fchw" in text)
    column = source[line - 1].index("linalg.conv_2d_nchw_fchw") + 1

    def rows(place: str) -> tuple[list[object], str]:
        assert main(["lineage", stream, "--loc", place, "--json", "--no-cache"]) == 0
        captured = capsys.readouterr()
        return json.loads(captured.out)["rows"], captured.err

    exact, said = rows(f"convs.mlir:{line}:{column}")
    assert exact and "no op is located" not in said
    for place in (f"convs.mlir:{line}:1", f"convs.mlir:{line}:3", f"convs.mlir:{line}"):
        found, said = rows(place)
        assert [row["types"] for row in found] == [row["types"] for row in exact]  # type: ignore[index]
        if place.count(":") == 2:
            assert f"no op is located at {place}; following the ops located on line {line}" in said
            assert f"convs.mlir:{line}:{column}" in said
    blank = next(n for n, text in enumerate(source, 1) if text.strip().startswith("^bb0"))
    assert main(["lineage", stream, "--loc", f"convs.mlir:{blank}:3", "--no-cache"]) == 2
    said = capsys.readouterr().err
    assert f"no op of the pipeline is located at convs.mlir:{blank}:3" in said
    assert f"convs.mlir:{blank + 1}:" in said  # the op below it


@pytest.mark.parametrize("built_here", [True, False], ids=["built", "read back"])
def test_every_op_of_a_lineage_is_at_a_line_of_its_own_stage(
    tmp_path: Path, built_here: bool
) -> None:
    """An op of a print identical to an earlier one (a pass that changed
    nothing) is reported at its own stage's line, whether this process
    built the query store or read it back (the built one reported the
    first print's lines)."""
    stream = REAL / "iree" / "captures" / "convs.after_all.mlir.xz"
    if not built_here:
        lineage(open_pipeline(stream, cache=tmp_path), "convs.mlir:5:9")
    pipeline = open_pipeline(stream, cache=tmp_path)
    rows = lineage(pipeline, "convs.mlir:5:9").json_data()["rows"]
    digests = [stage.digest for stage in pipeline.stages]
    # The query holds ops of prints equal to an earlier print.
    assert any(digests.index(digests[row["stage"]]) < row["stage"] for row in rows)
    # (An op of the program a row shows was printed at its own stage, that
    # row's or an earlier one.)
    ends = {stage.number: stage.line + stage.text().count("\n") for stage in pipeline.stages}
    ops = [op for row in rows for op in row["ops"]]
    assert len(ops) > 1000
    for op in ops:
        assert pipeline.stages[op["stage"]].line < op["line"] < ends[op["stage"]], op
