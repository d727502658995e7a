"""Numerics in the view: which dispatch computes wrong, on the timeline.

`tracksrc view STREAM [STREAM_B] --traces TRACE_A TRACE_B` compares the two
runs' dispatch tensor traces once, before the server starts, with the
function `tracksrc numerics` calls (`analysis.numerics.numerics.numerics`,
the view's runs as its compile streams): a bad trace is the command's
error, said before anything is served. The view answers that report as
`numerics --json` prints it (`/api/numerics`), and, per run, where each
judged dispatch is lowered (`/api/numerics/stages`): the stages of the
main compile whose pass ran on it, as `tracksrc.view.lowered` finds them
(a dispatch with no such stage is marked where it is formed).

numpy, which the comparison needs, is the `numerics` extra: without it
`--traces` says how to install it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tracksrc.errors import TracksrcError
from tracksrc.extras import installed
from tracksrc.pipeline.dispatches.dispatch import Dispatch
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.view.lowered import LoweredStages

if TYPE_CHECKING:
    from tracksrc.analysis.numerics.report import Numerics
    from tracksrc.analysis.numerics.stream_facts import StreamFacts

INSTALL = (
    "tracksrc: error: tracksrc view --traces needs numpy, an optional extra: pip install "
    "'tracksrc[numerics]' (in a checkout: pip install '.[numerics]')"
)


@dataclass
class Judged:
    """The numerics of a view: the report as `numerics --json` prints it,
    and per run (`a`, `b`) the marks its timeline draws."""

    report: dict[str, Any]
    marks: dict[str, list[dict[str, Any]]] = field(default_factory=dict)


def numpy_present() -> bool:
    """Whether numpy, which comparing traces needs, can be imported."""
    return installed("numpy")


def judge_runs(
    pipe: Pipeline, pipe_b: Pipeline | None, traces: tuple[str | Path, str | Path]
) -> Judged:
    """Compare the traces (A, the first, the reference) with `pipe` as A's
    compile stream and `pipe_b`, if given, as B's; a clear error without
    numpy, or for a trace that is not one."""
    if not numpy_present():
        raise TracksrcError(INSTALL)
    # Imported only now: they import numpy.
    from tracksrc.analysis.numerics.numerics import numerics
    from tracksrc.analysis.numerics.stream_facts import StreamFacts

    facts = {"a": StreamFacts(pipe)}
    if pipe_b is not None:
        facts["b"] = StreamFacts(pipe_b)
    report = numerics(traces[0], traces[1], stream_a=facts["a"], stream_b=facts.get("b"))
    data = report.json_data()
    # (What `numerics --json` prints without --reproducer.)
    data["culprit_alone"] = None
    return Judged(data, {letter: marks(report, found, letter) for letter, found in facts.items()})


def marks(report: Numerics, facts: StreamFacts, letter: str) -> list[dict[str, Any]]:
    """Per entry of `report` whose dispatch run `letter` knows: its order,
    verdict, whether it is the culprit, its dispatches' names, the stages
    where they are lowered and whether those are only where it is formed."""
    lowered = LoweredStages(facts.pipeline)
    culprit = report.culprit
    found = []
    for entry in report.entries:
        invocations = entry.aligned.a if letter == "a" else entry.aligned.b
        dispatches: dict[str, Dispatch] = {}
        for invocation in invocations:
            item = facts.dispatch_of(invocation)
            if item is not None:
                dispatches.setdefault(item.name, item)
        if not dispatches:
            continue
        stages, formed = lowered.of(dispatches.values())
        found.append(
            {
                "order": entry.order,
                "verdict": entry.verdict,
                "culprit": entry is culprit,
                "dispatches": list(dispatches),
                "stages": stages,
                "formed": formed,
            }
        )
    return found
