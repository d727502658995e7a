"""One compile printed after each pass, before each pass and both: every
whole-pipeline answer names the same passes (apart from what one form
cannot see: the first pass's work in after-all, the last in before-all)."""

from __future__ import annotations

import itertools
import re
from collections import Counter

import pytest

from tests.conftest import MNIST, REAL
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.store.queries.audit_report import audit
from tracksrc.pipeline.store.queries.blame import blame
from tracksrc.pipeline.store.queries.passes import passes
from tracksrc.pipeline.store.queries.stage_rows import program_sizes
from tracksrc.pipeline.streams.opening import open_pipeline

CAPTURES = REAL / "iree" / "captures"
FORMS = ("after", "before", "mixed")
FIRST_PASS = "convert-torch-onnx-to-torch"


def _source_ops() -> list[str]:
    """`file:line:col` of every op of the input (an independent scan: its
    ops carry no loc, so their positions are their locations)."""
    text = (MNIST / "mnist_like.mlir").read_text(encoding="utf-8")
    found = []
    for number, line in enumerate(text.split("{-#")[0].splitlines(), 1):
        match = re.match(r"\s*(?:%[\w:]+ = )?([a-z_]+\.[\w.]+|return)\b", line)
        if match:
            found.append(f"mnist_like.mlir:{number}:{match.start(1) + 1}")
    return found


@pytest.fixture(scope="module")
def pipelines() -> dict[str, object]:
    return {form: open_pipeline(CAPTURES / f"{form}.mlir.xz", cache=False) for form in FORMS}


def _events(result: dict) -> dict[str, object]:
    return {
        "first": None if result["first_changed"] is None else result["first_changed"]["pass"],
        "gone": None if result["gone"] is None else result["gone"]["pass"],
        "fused": [event["pass"] for event in result["fused"]],
        "lost": [(event["pass"], event["became_unknown"]) for event in result["locations_lost"]],
    }


def test_every_source_op_is_blamed_on_the_same_passes(pipelines: dict) -> None:
    ops = _source_ops()
    assert len(ops) == 21  # func.func and the 20 ops in it (module has no dialect prefix)
    differing = 0
    for location in ops:
        seen = {form: _events(blame(pipelines[form], location).json_data()) for form in FORMS}
        after, before, mixed = seen["after"], seen["before"], seen["mixed"]
        assert before == mixed, location
        if before["first"] == FIRST_PASS and after["first"] != FIRST_PASS:
            # After-all never shows the input: the first pass's work is
            # already in its first print.
            differing += 1
            after = {**after, "first": before["first"]}
        assert after == before, location
    assert differing  # the case is met, not only allowed


def test_location_losses_are_blamed_on_canonicalize_in_every_form(pipelines: dict) -> None:
    for form in FORMS:
        losses = [(row.pass_argument, row.became_unknown) for row in audit(pipelines[form]).losses]
        assert losses == [("canonicalize", 6)], form
        lost = {row.pass_argument: row.locations_lost for row in passes(pipelines[form]).passes}
        assert lost["canonicalize"] == 6 and lost["cse"] == 0, form


def test_before_all_names_the_earlier_print_and_where_it_shows(pipelines: dict) -> None:
    result = blame(pipelines["before"], "mnist_like.mlir:11:10").json_data()
    (loss,) = result["locations_lost"]
    stages = pipelines["before"].stages
    assert stages[loss["stage"]].pass_argument == "canonicalize" and stages[loss["stage"]].before
    assert loss["seen_at"] > loss["stage"]
    assert stages[loss["seen_at"]].pass_argument == "cse"


# The same compile printed by iree-compile (the whole IREE pipeline, code
# generation included) after each pass and before each pass.
RUNS = MNIST / "runs"


@pytest.fixture(scope="module")
def compile_pair() -> dict[str, object]:
    return {
        "after": open_pipeline(RUNS / "mnist_like.run1.after_all.mlir.xz", cache=False),
        "before": open_pipeline(RUNS / "mnist_like.before_all.mlir.xz", cache=False),
    }


def _neighbours(pipeline) -> set[tuple[str, str]]:
    stages = pipeline.stages
    return {
        (one.label, two.label) for one, two in itertools.pairwise(stages) if one.label != two.label
    }


def _nested_pipelines(after, before) -> set[frozenset[str]]:
    """Passes that run other passes inside them, from the two streams: the
    nested pass prints before the outer one after-all and after it
    before-all, which sequential passes never do."""
    in_after, in_before = _neighbours(after), _neighbours(before)
    return {
        frozenset((outer, nested))
        for outer, nested in in_before - in_after
        if (nested, outer) in in_after - in_before
    }


def test_a_whole_compile_is_blamed_on_the_same_passes_after_all_and_before_all(
    compile_pair: dict,
) -> None:
    after, before = compile_pair["after"], compile_pair["before"]
    nested = _nested_pipelines(after, before)
    # iree-convert-to-llvm runs a pipeline (IREE's adaptor) inside it: its
    # own work before and after that shows at the adaptor's print in one
    # form, at its own in the other; the adaptor does no work of its own, so
    # both name iree-convert-to-llvm (`attribution.outside_adaptors`).
    assert frozenset(("iree-convert-to-llvm", "iree-op-pipeline-adaptor")) in nested
    first_pass = before.stages[1].label
    first_pass_only = moved = 0
    for location in _source_ops():
        a, b = (
            _events(blame(compile_pair[form], location).json_data()) for form in ("after", "before")
        )
        if b["first"] == first_pass and a["first"] != first_pass:
            first_pass_only += 1
            a = {**a, "first": first_pass}
        lost_a = [name for name, _ in a.pop("lost")]
        lost_b = [name for name, _ in b.pop("lost")]
        assert a == b, location
        # (In whatever order threads ran the passes on different parts.)
        assert Counter(lost_a) == Counter(lost_b), location
        assert "iree-op-pipeline-adaptor" not in lost_a, location
        # iree-vm-conversion moves everything into a new vm.module, which
        # before-all first prints on its own: the losses show in both.
        moved += "iree-vm-conversion" in lost_a and "iree-vm-conversion" in lost_b
    # Each allowance is met, not only allowed: 18 ops first changed by the
    # first pass; 7 ops lose locations in iree-vm-conversion in both forms.
    assert (first_pass_only, moved) == (18, 7)


def test_an_op_printed_under_another_threads_header_is_not_a_whole_program(
    compile_pair: dict,
) -> None:
    before = compile_pair["before"]
    # Threads printed six executables under six headers, one header with no
    # IR after it and its executable after the last header's.
    assert len(before.stages[445].text().strip().splitlines()) == 1  # the header
    assert before.stages[450].text().count("\nstream.executable private @") == 2
    sizes = program_sizes(before)
    assert sizes[444:451] == [sizes[444]] * 7
    view = tracker_of(before).view_at(445)
    (piece,) = (piece for piece in view.pieces if piece.stage.number == 445)
    assert piece.printed_in.number == 450
    assert piece.summary.key_of(piece.root)[:2] == (
        "stream.executable",
        "@mnist_like$async_dispatch_0",
    )


def test_an_op_new_to_the_program_before_all_is_blamed_on_the_pass_that_made_it(
    compile_pair: dict,
) -> None:
    # torch-iree-func-conversion turns func.func @mnist_like into two
    # util.funcs; before-all first shows them at canonicalize's fragments.
    for form in ("after", "before"):
        result = blame(compile_pair[form], "mnist_like.mlir:2:3").json_data()
        assert result["first_changed"]["pass"] == "torch-iree-func-conversion", form


def _occurrences(pipeline) -> list[tuple[str, int]]:
    """Each stage as (pass, how many stages of that pass came before)."""
    seen: Counter[str] = Counter()
    found = []
    for stage in pipeline.stages:
        found.append((stage.label, seen[stage.label]))
        seen[stage.label] += 1
    return found


def test_a_stream_printed_for_some_passes_bounds_each_change_by_two_prints() -> None:
    """Printed after three passes of seven, a change is named by the pass
    printed after it, `since` the earlier print: the pass the after-all
    print of the same compile names ran between those two prints."""
    some = open_pipeline(CAPTURES / "some_passes.mlir.xz", cache=False)
    every = open_pipeline(CAPTURES / "some_passes.all.mlir.xz", cache=False)
    in_every = {key: number for number, key in enumerate(_occurrences(every))}
    some_to_every = [in_every[key] for key in _occurrences(some)]
    checked = 0
    for location in _source_ops():
        from_some = blame(some, location).json_data()
        from_every = blame(every, location).json_data()
        assert len(from_some["locations_lost"]) <= len(from_every["locations_lost"])
        for loss in from_some["locations_lost"]:
            # Each loss seen after some passes is one of those after each.
            start, end = some_to_every[loss["since"]], some_to_every[loss["stage"]]
            assert any(start < event["stage"] <= end for event in from_every["locations_lost"])
        bounded, exact = from_some["first_changed"], from_every["first_changed"]
        assert (bounded is None) == (exact is None), location
        if bounded is not None:
            start, end = some_to_every[bounded["since"]], some_to_every[bounded["stage"]]
            assert start < exact["stage"] <= end, location
            assert every.stages[exact["stage"]].label != bounded["pass"], location
            checked += 1
    assert checked == 11  # the other 10 ops this short pipeline leaves as they were


def test_a_program_printed_before_a_pass_says_so(compile_pair: dict) -> None:
    from tracksrc.pipeline.composition.program import program_at

    before, after = compile_pair["before"], compile_pair["after"]
    assert program_at(before.find_spec("inline")).label == "stage 5 (before inline)"
    assert program_at(after.find_spec("inline")).label == "stage 24 (inline)"


def test_the_module_first_printed_after_function_prints_is_no_new_op(pipelines: dict) -> None:
    # The pipeline's first passes print @mnist_like alone; symbol-dce then
    # prints the module around it, which changes nothing.
    for form in FORMS:
        rows = {row.pass_argument: row for row in passes(pipelines[form]).passes}
        assert (rows["symbol-dce"].ops_added, rows["symbol-dce"].ops_removed) == (0, 0), form
