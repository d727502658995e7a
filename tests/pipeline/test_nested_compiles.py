"""Compiles nested in a stream: IREE's constant-evaluation compile,
recognised from the pipeline restarting, the same in every form one GPU
compile was printed in (after-all, before-all, both, some passes, a
tree-dir folder), and nowhere else."""

from __future__ import annotations

import tarfile
from collections import Counter
from pathlib import Path

import pytest

from tests.conftest import DATA, GPU, JAX, MNIST, REAL
from tracksrc.pipeline.streams.compiles import StagePrint, find_compiles
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline, Stage

# What only the constant-evaluation compile of a GPU model prints: its
# module's marker attribute, its functions, and its target (the host CPU;
# the main compile targets the GPU).
JIT_WORDS = ("iree.consteval", "jit_eval", "embedded-elf-x86_64")


def _oracle(pipeline: Pipeline, words: tuple[str, ...] = JIT_WORDS) -> list[int]:
    """The stages of the constant-evaluation compile, read from their text."""
    return [
        stage.number for stage in pipeline.stages if any(word in stage.text() for word in words)
    ]


def _nested(pipeline: Pipeline) -> list[int]:
    assert [c.number for c in pipeline.compiles] in ([0], [0, 1])
    return pipeline.compiles[1].stages if len(pipeline.compiles) > 1 else []


@pytest.fixture(scope="module")
def forms(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Pipeline]:
    folder = tmp_path_factory.mktemp("tree")
    with tarfile.open(GPU / "gpu_conv.tree.tar.xz") as tar:
        tar.extractall(folder, filter="data")
    opened = {
        form: open_pipeline(GPU / f"gpu_conv.{form}.mlir.xz", cache=False)
        for form in ("after_all", "before_all", "both", "some_passes")
    }
    opened["tree"] = open_pipeline(folder / "gpu_conv.tree", cache=False)
    return opened


@pytest.mark.parametrize("form", ["after_all", "before_all", "both", "some_passes", "tree"])
def test_the_constant_evaluation_compile_is_recognised_in_every_form(
    form: str, forms: dict[str, Pipeline]
) -> None:
    pipeline = forms[form]
    nested = _nested(pipeline)
    assert nested == _oracle(pipeline)
    assert nested
    compile = pipeline.compiles[1]
    assert compile.parent == 0
    runner = pipeline.stages[compile.runner]  # type: ignore[index]
    assert runner.label == "iree-consteval-jit-globals"
    assert runner.compile == 0


def test_the_nested_stages_are_the_same_one_apart(forms: dict[str, Pipeline]) -> None:
    after, before, both = (_nested(forms[form]) for form in ("after_all", "before_all", "both"))
    # After-all prints the nested compile's first pass after it ran, before-all
    # before: the same passes, one stage later.
    assert before == [number + 1 for number in after]
    assert len(after) == 727

    def sequence(pipeline: Pipeline, numbers: list[int], kind: str) -> Counter[str]:
        # (Counted, not in order: function passes run on threads, and two
        # runs interleave their prints differently.)
        return Counter(
            pipeline.stages[n].label for n in numbers if pipeline.stages[n].header.kind == kind
        )

    assert sequence(forms["both"], both, "after") == sequence(forms["after_all"], after, "after")
    assert sequence(forms["both"], both, "before") == sequence(
        forms["before_all"], before, "before"
    )
    # The tree-dir folder holds the same run of passes (a file per pass and
    # op: where a pass printed one op twice, the later file replaced the
    # earlier).
    tree = forms["tree"]
    tree_passes = [tree.stages[n].label for n in _nested(tree)]
    after_passes = [forms["after_all"].stages[n].label for n in after]
    assert set(tree_passes) == set(after_passes)
    assert tree_passes[0] == after_passes[0] == "iree-auto-input-conversion"


def test_a_pass_named_by_the_user_is_the_main_compiles(forms: dict[str, Pipeline]) -> None:
    for form in ("after_all", "before_all", "both"):
        pipeline = forms[form]
        nested = set(_nested(pipeline))
        for name in ("iree-flow-outline-dispatch-regions", "iree-auto-input-conversion"):
            found = pipeline.find_spec(name)
            assert found.number not in nested
            assert found.compile == 0
            assert "jit_eval" not in found.text()


@pytest.mark.parametrize("name", ["gpu_cnn.after_all", "gpu_cnn.no_igemm.after_all"])
def test_nested_compiles_of_other_gpu_captures(name: str) -> None:
    pipeline = open_pipeline(GPU / f"{name}.mlir.xz", cache=False)
    assert _nested(pipeline) == _oracle(pipeline)
    assert _nested(pipeline)


@pytest.mark.parametrize(
    "path",
    [
        REAL / "iree" / "captures" / "consteval.after_all.mlir.xz",
        REAL / "iree" / "captures" / "consteval.before_all.mlir.xz",
        # IREE 3.5 evaluates mnist_like's constants in a compile of their own.
        MNIST / "runs" / "mnist_like.iree3.5.after_all.mlir.xz",
    ],
    ids=lambda path: Path(path).name,
)
def test_nested_compiles_of_cpu_captures(path: Path) -> None:
    # Both compiles target the CPU: the nested one is every stage from the
    # second print of the stream's first IREE pass up to the main program's
    # next print, and holds every print of its module or its functions.
    pipeline = open_pipeline(path, cache=False)
    nested = _nested(pipeline)
    labels = [stage.label for stage in pipeline.stages]
    start = labels.index(
        "iree-auto-input-conversion", labels.index("iree-auto-input-conversion") + 1
    )
    assert nested == list(range(start, nested[-1] + 1))
    assert set(_oracle(pipeline, ("iree.consteval", "jit_eval"))) <= set(nested)
    following = pipeline.stages[nested[-1] + 1]
    assert following.compile == 0
    assert "jit_eval" not in following.text()


def test_a_named_programs_constants_compile_is_kept_apart() -> None:
    # torch's FX importer names the module `@module` (JAX names it too): its
    # prints are whole-module prints; the constant module IREE builds from
    # the batch normalisations is not named, and its pipeline starts with
    # `iree-auto-input-conversion`, which the main compile (`--iree-input-
    # type=torch`) never printed. Every stage
    # that names `jit_eval` (the constant module's functions) is of the
    # nested compile, which the pass that ran it follows; a pass named by
    # the user is the main compile's.
    pipeline = open_pipeline(DATA / "torch" / "net.after_all.mlir.xz", cache=False)
    oracle = _oracle(pipeline, ("iree.consteval", "jit_eval"))
    assert (oracle[0], oracle[-1]) == (134, 1884)
    assert _nested(pipeline) == list(range(134, 1885))
    assert pipeline.stages[1885].pass_argument == "iree-consteval-jit-globals"
    (outlined,) = [
        stage
        for stage in pipeline.main_stages()
        if stage.pass_argument == "iree-flow-outline-dispatch-regions"
    ]
    assert pipeline.find("iree-flow-outline-dispatch-regions") is outlined
    assert outlined.number == 2027 and "iree.consteval" not in outlined.text()


@pytest.mark.parametrize(
    "path",
    [
        # Code generation prints each executable's inner module, pass after
        # pass, dispatch after dispatch: no restart.
        GPU / "gpu_shared_memory.FAILED.after_all.mlir.xz",
        JAX / "mlp.after_all.mlir.xz",
        MNIST / "mnist_like.after_all.mlir.xz",
        MNIST / "runs" / "mnist_like.before_all.mlir.xz",
        REAL / "iree" / "captures" / "sve.after_all.mlir.xz",
    ],
    ids=lambda path: Path(path).name,
)
def test_streams_without_a_restart_are_one_compile(path: Path) -> None:
    pipeline = open_pipeline(path, cache=False)
    assert [c.number for c in pipeline.compiles] == [0]
    assert not _oracle(pipeline, ("iree.consteval", "jit_eval"))


CONSTEVAL = REAL / "iree" / "captures"


@pytest.mark.parametrize(
    "name",
    [
        "consteval.after_module_passes",
        "consteval.after_outline",
        "consteval.after_outline.generic",
    ],
)
def test_a_constants_compile_printed_before_the_program_is_told_by_its_mark(name: str) -> None:
    # Printed after a few module passes only, IREE's constant-evaluation
    # compile prints first (it runs before those passes of the main compile)
    # and the stream ends with the program: no restart to see.
    pipeline = open_pipeline(CONSTEVAL / f"{name}.mlir.xz", cache=False)
    nested = _oracle(pipeline, ("jit_eval",))
    assert nested == list(range(len(nested))) and 0 < len(nested) < len(pipeline)
    _check_marked(pipeline, nested, name)


def test_a_marked_compile_ends_where_the_program_prints_again() -> None:
    # After the entry passes and outlining only: the program's entry passes,
    # the constant compile's (a restart) and its outlining, then the
    # program's outlining, which names the globals the constant compile
    # named first. No print is of the pass that ran it: outlining printed
    # in both compiles.
    name = "consteval.after_entry_and_outline"
    pipeline = open_pipeline(CONSTEVAL / f"{name}.mlir.xz", cache=False)
    nested = _oracle(pipeline, ("jit_eval",))
    assert nested == [2, 3, 4] and len(pipeline) == 6
    _check_marked(pipeline, nested, name)


def _check_marked(pipeline: Pipeline, nested: list[int], name: str) -> None:
    """The constant compile is `nested`, run by no pass printed; the
    program's prints are (custom form), word for word, prints of the main
    compile in the after-all capture of the same compile."""
    assert _nested(pipeline) == nested
    assert (pipeline.compiles[1].parent, pipeline.compiles[1].runner) == (0, None)
    if name.endswith("generic"):
        return
    # The program's prints are, word for word, prints of the main compile in
    # the after-all capture of the same compile.
    after_all = open_pipeline(CONSTEVAL / "consteval.after_all.mlir.xz", cache=False)
    compile_of = {_ir(stage): stage.compile for stage in after_all.stages}
    for stage in pipeline.stages:
        if stage.number not in nested:
            assert stage.compile == compile_of[_ir(stage)] == 0


def _ir(stage: Stage) -> bytes:
    """A stage's text after its header line."""
    return stage.data().split(b"\n", 1)[1]


def _print(number: int, pass_argument: str, symbols: frozenset[str] = frozenset()) -> StagePrint:
    return StagePrint(
        number, pass_argument, "builtin.module", None, False, lambda: symbols, lambda: symbols
    )


def test_a_fixed_point_loop_is_no_restart() -> None:
    # A loop of passes printing the same program over and over: each pass has
    # printed once when the second iteration starts, and they come again in
    # order; the module defines nothing new.
    body = ["apply-patterns", "fold-globals", "fuse-globals", "ipo", "cse"]
    program = frozenset({"main", "global_0"})
    passes = ["input-conversion", "import", "wrap-entry-points", *body * 4, "outline"]
    stages = [_print(number, name, program) for number, name in enumerate(passes)]
    compiles, owners = find_compiles(stages)
    assert len(compiles) == 1 and set(owners) == {0}


def test_a_restart_on_a_new_module_is_a_nested_compile() -> None:
    main = frozenset({"main", "global_0"})
    jit = frozenset({"jit_eval"})
    passes = ["input-conversion", "import", "wrap-entry-points", "inline", "hoist", "jit-globals"]
    stages = [_print(n, name, main) for n, name in enumerate(passes[:5])]
    # The nested pipeline: the first passes again, on another module.
    stages += [_print(5 + n, name, jit) for n, name in enumerate(passes[:5])]
    stages.append(_print(10, "jit-globals", main))
    compiles, owners = find_compiles(stages)
    assert owners == [0] * 5 + [1] * 5 + [0]
    assert compiles[1].runner == 10


def test_a_constants_compile_printed_at_module_scope_for_some_passes() -> None:
    """`--mlir-print-ir-after=canonicalize --mlir-print-ir-module-scope`:
    every print is the whole program, and its passes ran on functions
    (the headers say), so no whole module restarts; IREE builds the
    constant module inside the program's while its compile runs. The
    nested compile is the same stages as the same compile printed by op
    (`consteval.after_canonicalize`), where each print is the function
    itself: the prints holding the marked module."""
    by_op = open_pipeline(CONSTEVAL / "consteval.after_canonicalize.mlir.xz", cache=False)
    scoped = open_pipeline(
        CONSTEVAL / "consteval.after_canonicalize.module_scope.mlir.xz", cache=False
    )
    assert [s.label for s in scoped.stages] == [s.label for s in by_op.stages]
    # (Every print a whole module: its body opens with one, or with the
    # attribute aliases before it.)
    bodies = [s.text().split("\n", 1)[1] for s in scoped.stages]
    assert all(body.startswith(("module", "#")) for body in bodies)
    # (By op, most prints are the functions the passes ran on.)
    functions = [b for b in _bodies(by_op) if b.startswith(("util.func", "func.func"))]
    assert len(functions) * 2 > len(by_op.stages)
    nested = _nested(scoped)
    assert nested and nested == _nested(by_op)
    holding = [n for n, body in enumerate(bodies) if "iree.consteval" in body]
    assert nested == holding
    assert [c.parent for c in scoped.compiles] == [c.parent for c in by_op.compiles] == [None, 0]


def _bodies(pipeline: Pipeline) -> list[str]:
    """Each stage's text without its header line."""
    return [stage.text().split("\n", 1)[1] for stage in pipeline.stages]
