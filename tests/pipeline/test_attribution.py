"""One compile printed after each pass, before each pass and both: every
whole-pipeline answer names the same passes (apart from what one form
cannot see: the first pass's work in after-all, the last in before-all)."""

from __future__ import annotations

import re

import pytest

from tests.conftest import MNIST, REAL
from tracksrc.pipeline.audit import audit
from tracksrc.pipeline.blame import blame
from tracksrc.pipeline.passes import passes
from tracksrc.pipeline.stream import open_pipeline

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
