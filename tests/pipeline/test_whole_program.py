"""The whole program at every stage, checked against what the compiler
printed whole: code generation's function, inner-module and executable
prints; a compile nested in the stream (IREE's constant evaluation); the
program written as MLIR text that `iree-opt` reads, with MLIR's own op
counts."""

from __future__ import annotations

import json
import re
import subprocess
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import GPU, MNIST, REAL
from tests.mlir_counts import iree_opt, mlir_op_counts
from tracksrc.cli.main import main
from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.composition.program_text import program_text
from tracksrc.pipeline.composition.replay import Piece
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.store.queries.stage_rows import program_sizes
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.reading.parser import read_mlir_text
from tracksrc.tracking.index import OperationIndex, OperationInfo

CAPTURES = REAL / "iree" / "captures"
CONSTEVAL = {kind: CAPTURES / f"consteval.{kind}_all.mlir.xz" for kind in ("after", "before")}
RUNS = MNIST / "runs"
HEADER = re.compile(r"^// -----// IR Dump (?:After|Before) [\w:]+(?: Failed)?: ([\w.\-]+)", re.M)
SYMBOL = re.compile(r"@([\w$.\-]+)")
EXECUTABLES = {"hal.executable", "hal.executable.variant", "flow.executable", "stream.executable"}


@pytest.fixture(scope="module")
def pipelines() -> dict[str, Pipeline]:
    return {
        "consteval.after": open_pipeline(CONSTEVAL["after"], cache=False),
        "consteval.before": open_pipeline(CONSTEVAL["before"], cache=False),
        "mnist.after": open_pipeline(RUNS / "mnist_like.run1.after_all.mlir.xz", cache=False),
        "mnist.before": open_pipeline(RUNS / "mnist_like.before_all.mlir.xz", cache=False),
    }


# -- helpers: independent readings of the text ------------------------------


def _symbol(info: OperationInfo) -> str | None:
    text = info.op.source.text
    found = SYMBOL.search(text, info.op.start, text.find("\n", info.op.start))
    return None if found is None else found.group(1)


def _walk(info: OperationInfo) -> Iterator[OperationInfo]:
    pending = [info]
    while pending:
        current = pending.pop()
        yield current
        pending.extend(reversed(current.children))


def _types(info: OperationInfo) -> list[str]:
    return [inner.op_name for inner in _walk(info)]


def _exports(info: OperationInfo) -> frozenset[str | None]:
    return frozenset(_symbol(x) for x in _walk(info) if x.op_name.endswith("executable.export"))


def _printed_op(stage: Stage) -> OperationInfo:
    """The op a stage printed (the one its header names)."""
    for info in stage.op_index().infos:
        if info.op_name == stage.scope_op and f"@{_symbol(info)}" == stage.scope_symbol:
            return info
    raise AssertionError(f"stage {stage.number} prints no {stage.scope}")


def _copies(text: str, printed: OperationInfo) -> list[OperationInfo]:
    """The ops of a composed program that are the printed op: same type and
    symbol (a variant: same exports too; IREE names every variant alike)."""
    index = OperationIndex(read_mlir_text(text, "program.mlir"))
    found = [
        info
        for info in index.infos
        if info.op_name == printed.op_name and _symbol(info) == _symbol(printed)
    ]
    if printed.op_name.endswith("variant"):
        found = [info for info in found if _exports(info) == _exports(printed)]
    return found


def _piece_types(piece: Piece, hidden: int) -> Counter[str]:
    return Counter(piece.summary.type_of(position) for position in piece.positions(hidden))


def _programs_before(pipeline: Pipeline) -> dict[int, Counter[str]]:
    """For every stage: the op types of its compile's program just before it."""
    found: dict[int, Counter[str]] = {}
    for compile in pipeline.compiles:
        total: Counter[str] = Counter()
        for event, _, changes in tracker_of(pipeline).sweep(_piece_types, compile=compile.number):
            if event.stage.compile == compile.number:
                found[event.stage.number] = Counter(total)
            for old, new in changes:
                total.subtract(old or Counter())
                total.update(new or Counter())
            total = +total
    return found


def _printed_types(stage: Stage) -> Counter[str]:
    summary = stage.summary()
    first = 1 if summary.implicit_root else 0
    return Counter(summary.type_of(position) for position in range(first, len(summary)))


def _whole_module_prints(pipeline: Pipeline, entries: set[str]) -> dict[int, tuple]:
    """Each print of the whole module (one defining an entry function, by
    its text), keyed by (compile, pass, how many such prints of it before)."""
    seen: Counter[tuple[int, str]] = Counter()
    keys = {}
    for stage in pipeline.stages:
        text = stage.text()
        if stage.scope_op == "builtin.module" and any(f"@{name}(" in text for name in entries):
            key = (stage.compile, stage.label)
            keys[stage.number] = (*key, seen[key])
            seen[key] += 1
    return keys


# -- a print replaces everything printed earlier inside it ------------------


def test_the_executable_case_built_from_real_prints(tmp_path: Path) -> None:
    """Whole module, then a function of an executable, its inner module, the
    whole executable twice, the whole module: at each stage the program's
    op count is the module's with the printed part swapped in, counted by
    parsing each print on its own (stale copies of earlier prints would
    count twice)."""
    stream = open_pipeline(CONSTEVAL["after"], cache=False)
    chosen = [
        stream.find_spec("iree-hal-prune-executables"),  # the whole module
        stream.find_spec("iree-codegen-combine-result-layout-transformation"),  # a function
        stream.stages[
            stream.find_spec("iree-codegen-combine-result-layout-transformation").number + 1
        ],
        stream.find_spec("iree-hal-configure-executables"),  # the whole executable
        stream.find_spec("iree-hal-translate-all-executables"),  # ... after code generation
        stream.find_spec("iree-hal-conversion"),  # the whole module again
    ]
    scopes = [stage.scope for stage in chosen]
    assert scopes == [
        "builtin.module",
        "func.func @main_dispatch_0_matmul_4x16x8_f32",
        "builtin.module",
        "hal.executable @main_dispatch_0",
        "hal.executable @main_dispatch_0",
        "builtin.module",
    ]
    path = tmp_path / "case.mlir"
    path.write_text("".join(stage.text() for stage in chosen), encoding="utf-8")
    case = open_pipeline(path, cache=False)

    module = chosen[0].op_index()
    executable = next(i for i in module.infos if i.op_name == "hal.executable")
    function = next(i for i in _walk(executable) if i.op_name == "func.func")
    inner = next(i for i in _walk(executable) if i.op_name == "builtin.module")

    def size(index: OperationIndex) -> int:
        return len(index) - (1 if index.infos[0].op.materialized else 0)

    whole = size(module)
    expected = [
        whole,
        whole - len(_types(function)) + len(_types(_printed_op(chosen[1]))),
        whole - len(_types(inner)) + size(chosen[2].op_index()),
        whole - len(_types(executable)) + len(_types(_printed_op(chosen[3]))),
        whole - len(_types(executable)) + len(_types(_printed_op(chosen[4]))),
        size(chosen[5].op_index()),
    ]
    assert program_sizes(case) == expected
    # The function printed first is in the program once at every later
    # stage, however it was printed since (a stale copy would be a second).
    function_print = _printed_op(chosen[1])
    assert [len(_copies(program_text(stage), function_print)) for stage in case] == [
        1,
        1,
        1,
        1,
        0,  # code generation made it an llvm.func
        0,  # ... and the module has only the executable's binary
    ]


# -- a compile nested in the stream -----------------------------------------


@pytest.mark.parametrize("kind", ["after", "before"])
def test_a_constant_evaluation_compile_is_kept_apart(
    kind: str, pipelines: dict[str, Pipeline], capsys: pytest.CaptureFixture[str]
) -> None:
    pipeline = pipelines[f"consteval.{kind}"]
    # Independently: the stream restarts at the second print of its first
    # pass; the main program is back at the first print of `@main(` after it.
    texts = [stage.text() for stage in pipeline.stages]
    passes = [HEADER.match(text).group(1) for text in texts]  # type: ignore[union-attr]
    start = passes.index(passes[0], 1)
    end = next(n for n in range(start, len(texts)) if "@main(" in texts[n])
    assert [c.number for c in pipeline.compiles] == [0, 1]
    nested = pipeline.compiles[1]
    assert nested.stages == list(range(start, end))
    assert len(nested.stages) == 727
    runner = pipeline.stages[nested.runner]  # type: ignore[index]
    assert runner.label == "iree-consteval-jit-globals"
    assert runner.number == (start - 1 if kind == "before" else end)

    # A pass named by the user is the main compile's, never the nested one's.
    for name in ("iree-flow-outline-dispatch-regions", "iree-hal-conversion", "canonicalize"):
        found = pipeline.find_spec(name)
        assert found.compile == 0
        assert found.number == next(
            n for n, label in enumerate(passes) if label == name and not start <= n < end
        )
    # The main program stands still while the nested compile runs.
    sizes = program_sizes(pipeline, compile=0)
    assert len(set(sizes[start - 1 : end])) == 1
    # The constant's source op: no answer from the nested compile, and gone
    # from the main program once the pass that evaluated it has run.
    rows = lineage(pipeline, "consteval.mlir:4:9").rows
    assert not [row for row in rows if start <= row.stage < end]
    after = [row for row in rows if row.stage >= end]
    types = {row.stage: {ref.op_type for ref in row.ops} for row in rows}
    assert after and all("linalg.generic" not in types[row.stage] for row in after)
    assert "linalg.generic" in types[rows[0].stage]

    assert main(["stages", str(CONSTEVAL[kind]), "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [row["number"] for row in listed if row["compile"] == 1] == nested.stages
    assert main(["passes", str(CONSTEVAL[kind])]) == 0
    err = capsys.readouterr().err
    assert (
        f"kept apart from the main program: compile 1: stages {start}-{end - 1} (727), "
        "nested in compile 0, run by iree-consteval-jit-globals"
    ) in err


def test_a_stream_without_a_restart_is_one_compile(pipelines: dict[str, Pipeline]) -> None:
    for name in ("mnist.after", "mnist.before"):
        assert [c.number for c in pipelines[name].compiles] == [0]


# -- every whole print agrees with the composed program ---------------------


@pytest.mark.parametrize(
    ("run", "entries", "explained"),
    [
        # The inliner runs canonicalize inside itself: its prints show the
        # calls inlined before the inliner drops the callee and prints.
        ("consteval", {"main", "jit_eval"}, {"inline": 2}),
        # ... and the stream starts with function prints: before its first
        # module print, the module around them is not known.
        ("mnist", {"mnist_like"}, {"inline": 2, "torch-reify-shape-calculations": 1}),
    ],
)
def test_whole_module_prints_agree_with_the_program_composed_before_them(
    run: str, entries: set[str], explained: dict[str, int], pipelines: dict[str, Pipeline]
) -> None:
    """At every whole-module print of an after-all stream, the program
    composed just before it has the op types of the same compile's print
    before that pass (a before-all capture), or, where the pass changed the
    module through passes nested in it, those of its own print."""
    after, before = pipelines[f"{run}.after"], pipelines[f"{run}.before"]
    composed = _programs_before(after)
    counterparts = {key: number for number, key in _whole_module_prints(before, entries).items()}
    unexplained: Counter[str] = Counter()
    compared = 0
    for number, key in _whole_module_prints(after, entries).items():
        stage = after.stages[number]
        if number == after.compiles[stage.compile].first:
            continue  # nothing composed yet
        compared += 1
        earlier = composed[number]
        if earlier == _printed_types(before.stages[counterparts[key]]):
            continue
        if earlier != _printed_types(stage):
            unexplained[stage.label] += 1
    assert compared > 200
    assert dict(unexplained) == explained


@pytest.mark.parametrize("run", ["consteval", "mnist"])
def test_every_executable_print_is_the_programs_copy(
    run: str, pipelines: dict[str, Pipeline]
) -> None:
    """At every print of a whole executable (or variant) the composed
    program's one copy of it is the print; just before it, the copy is
    what the before-all capture printed before that pass (or what the pass
    printed, when passes nested in it changed it first)."""
    after, before = pipelines[f"{run}.after"], pipelines[f"{run}.before"]
    seen: Counter[tuple] = Counter()
    counterparts = {}
    for stage in before.stages:
        if stage.scope_op in EXECUTABLES - {"hal.executable.variant"}:
            key = (stage.compile, stage.label, stage.scope)
            counterparts[(*key, seen[key])] = stage
            seen[key] += 1
    seen.clear()
    checked = compared = missing = 0
    for stage in after.stages:
        if stage.scope_op not in EXECUTABLES:
            continue
        printed = _printed_op(stage)
        now = _copies(program_text(stage), printed)
        assert [_types(copy) for copy in now] == [_types(printed)], stage
        checked += 1
        if stage.scope_op == "hal.executable.variant":
            continue  # variants print alike: no counterpart by name
        key = (stage.compile, stage.label, stage.scope)
        other = counterparts.get((*key, seen[key]))
        seen[key] += 1
        if other is None:
            # Threads mixed the before-all prints: its header came empty.
            missing += 1
            continue
        (earlier,) = _copies(program_text(after.stages[stage.number - 1]), printed)
        assert _types(earlier) in (_types(_printed_op(other)), _types(printed)), stage
        compared += 1
    assert checked == {"consteval": 30, "mnist": 60}[run]
    assert missing <= sum(1 for stage in before.stages if not stage.scope)
    assert compared >= {"consteval": 14, "mnist": 20}[run]


@pytest.mark.parametrize(
    "path",
    [
        RUNS / "mnist_like.run2.after_all.mlir.xz",
        RUNS / "mnist_like.data_tiling.after_all.mlir.xz",
        RUNS / "mnist_like.iree3.5.after_all.mlir.xz",
        CAPTURES / "sve.after_all.mlir.xz",
        CAPTURES / "convs.after_all.mlir.xz",
        REAL / "jax" / "mlp.after_all.mlir.xz",
    ],
    ids=lambda path: path.name.split(".after_all")[0],
)
def test_every_executable_print_is_the_programs_copy_in_every_real_stream(path: Path) -> None:
    pipeline = open_pipeline(path, cache=False)
    checked = 0
    for stage in pipeline.stages:
        if stage.scope_op in EXECUTABLES:
            printed = _printed_op(stage)
            now = _copies(program_text(stage), printed)
            assert [_types(copy) for copy in now] == [_types(printed)], stage
            checked += 1
    assert checked >= 10


# -- the program as MLIR text -----------------------------------------------


def _readable_stages(pipeline: Pipeline, step: int) -> list[Stage]:
    """Every `step`-th stage before its compile's VM conversion (IREE prints
    a string there that MLIR itself cannot read back)."""
    converted: set[int] = set()
    chosen = []
    for stage in pipeline.stages:
        if stage.label == "iree-vm-conversion":
            converted.add(stage.compile)
        if stage.compile not in converted and stage.number % step == 0:
            chosen.append(stage)
    return chosen


@pytest.mark.parametrize(("name", "step"), [("consteval.after", 7), ("mnist.before", 23)])
def test_the_program_text_is_mlir_with_the_ops_of_the_program(
    name: str, step: int, pipelines: dict[str, Pipeline]
) -> None:
    pipeline = pipelines[name]
    stages = _readable_stages(pipeline, step)
    texts = [program_text(stage) for stage in stages]
    joined = "\n// -----\n".join(texts)
    # MLIR reads (and verifies) every one of them ...
    done = subprocess.run(
        [iree_opt(), "--split-input-file", "-o", "/dev/null", "-"],
        input=joined,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[:2000]
    # ... and counts in each the ops of the program at that stage.
    tracker = tracker_of(pipeline)
    for stage, counted in zip(stages, mlir_op_counts(texts), strict=True):
        view = tracker.view_at(stage.number)
        ours = Counter(piece.summary.type_of(p) for piece, p in view.positions())
        ours.pop("builtin.module", None)
        counted.pop("builtin.module", None)
        assert counted == ours, stage
    assert len(stages) > 60


def test_the_program_command_writes_what_iree_opt_reads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output = tmp_path / "program.mlir"
    stream = str(CONSTEVAL["after"])
    assert main(["program", stream, "--stage", "1250", "-o", str(output), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    pipeline = open_pipeline(CONSTEVAL["after"], cache=False)
    program = program_at(pipeline.stages[1250])
    assert data == {
        "stage": 1250,
        "pass": "iree-convert-bf16-arith-to-f32",
        "kind": "after",
        "compile": 0,
        "ops": len(program),
        "prints": program.prints(),
        "file": str(output),
    }
    assert len(data["prints"]) > 1  # composed from several prints
    assert output.read_text(encoding="utf-8") == program.text()
    subprocess.run([iree_opt(), str(output), "-o", "/dev/null"], check=True)
    # Without a stage: the last stage of the main compile, to stdout.
    assert main(["program", stream]) == 0
    assert capsys.readouterr().out == program_text(pipeline.main_stages()[-1])


def test_resources_and_prints_without_a_module(tmp_path: Path) -> None:
    """Blobs printed in `dialect_resources` stay with the program; before
    any module print, the program is its functions, which MLIR reads as a
    module."""
    capture = tmp_path / "resources.after_all.mlir"
    with capture.open("w") as stderr:
        subprocess.run(
            [
                iree_opt(),
                str(CAPTURES / "resources.mlir"),
                "--pass-pipeline=builtin.module(func.func(canonicalize),symbol-dce)",
                "--mlir-print-ir-after-all",
                "--mlir-disable-threading",
                "-o",
                "/dev/null",
            ],
            stderr=stderr,
            check=True,
        )
    pipeline = open_pipeline(capture, cache=False)
    texts = [program_text(stage) for stage in pipeline.stages]
    assert [stage.scope for stage in pipeline.stages] == [
        "func.func @f",
        "func.func @g",
        "builtin.module",
    ]
    assert texts[1].count("func.func @") == 2
    assert 'blob_g: "0x040000000000404000008040"' in texts[2]
    for text in texts:
        subprocess.run([iree_opt(), "-o", "/dev/null", "-"], input=text, text=True, check=True)


_FUNCTION = re.compile(r"^\s*(?:func\.func|llvm\.func|spirv\.func) (?:\w+ )*@([\w$.\-]+)\(", re.M)
_EXECUTABLE = re.compile(r"^\s*hal\.executable (?:\w+ )*@([\w$.\-]+)", re.M)


def _executables_of_functions(text: str) -> dict[str, list[str]]:
    """Per function the program text defines, the executables it is in."""
    found: dict[str, list[str]] = {}
    marks = sorted(
        [(m.start(), "executable", m.group(1)) for m in _EXECUTABLE.finditer(text)]
        + [(m.start(), "function", m.group(1)) for m in _FUNCTION.finditer(text)]
    )
    executable = ""
    for _, kind, name in marks:
        if kind == "executable":
            executable = name
        else:
            found.setdefault(name, []).append(executable)
    return found


@pytest.mark.parametrize(
    ("name", "prints"),
    [("gpu_cnn.after_all", 140), ("gpu_cnn.cuda.after_all", 140), ("gpu_conv.spirv.after_all", 13)],
)
def test_an_inner_module_print_goes_into_its_own_executable(name: str, prints: int) -> None:
    # Code generation prints each dispatch's inner module without a symbol;
    # converting it to LLVM adds the helpers every converted module holds
    # (`@__shared_memory__`), after debug info was stripped: the print of
    # one went into another executable, converted before (its function
    # gone from the program). From the text: every function such a print
    # defines is in the program once, in the executable it was in before.
    pipeline = open_pipeline(GPU / f"{name}.mlir.xz", cache=False)
    previous: Stage | None = None
    checked = 0
    for stage in pipeline.main_stages():
        text = stage.text()
        inner = (
            stage.scope_op == "builtin.module"
            and stage.scope_symbol is None
            and "hal.executable" not in text
            and "util.func" not in text
        )
        if inner and previous is not None:
            functions = _FUNCTION.findall(text)
            before = _executables_of_functions(program_text(previous))
            now = _executables_of_functions(program_text(stage))
            for function in functions:
                assert len(now[function]) == 1, (stage, function)
                if function in before:
                    assert now[function] == before[function], (stage, function)
                    checked += 1
        previous = stage
    assert checked == prints
