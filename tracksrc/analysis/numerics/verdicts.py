"""The verdict on each aligned dispatch, and their ranking.

In execution order (A's), each aligned entry gets a verdict from its
compared tensors:

* `agrees` — its outputs agree with the other run's;
* `diverges` — its outputs diverge while its inputs agree: the divergence
  starts here (the first such is the *culprit*; a later one diverges on
  its own again);
* `inherits` — its outputs diverge and so do its inputs: it only carries a
  divergence on;
* `absorbs` — its inputs diverge, its outputs agree (a max-pool or a ReLU
  can hide a difference);
* `not compared` — no output of one stands against one of the other
  (shapes differ, or a run traced none);
* `only in A`, `only in B` — the other run has no invocation aligned with
  it.

The divergent entries are ranked by the error they add: the normwise
relative error of their outputs less that of their inputs
(`TensorComparison.error`), largest first, ties in execution order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from tracksrc.analysis.numerics.alignment import ALONE, Aligned
from tracksrc.analysis.numerics.comparing import EntryTensors
from tracksrc.analysis.numerics.stream_facts import SourceOp
from tracksrc.analysis.numerics.tensors import TensorComparison
from tracksrc.safe_text import visible_line

AGREES = "agrees"
DIVERGES = "diverges"
INHERITS = "inherits"
ABSORBS = "absorbs"
NOT_COMPARED = "not compared"
ONLY_A = "only in A"
ONLY_B = "only in B"
DIVERGENT = (DIVERGES, INHERITS)


def _error(comparisons: list[TensorComparison]) -> float:
    return max((c.error for c in comparisons if c.comparable), default=0.0)


@dataclass
class Parting:
    """Where the two compiles part for one source op (`tracksrc compare`'s
    answer, a pass only one compile runs included): the pass and each
    run's stage, or None when lowered alike."""

    source: str
    pass_text: str | None = None
    a_stage: int = -1
    b_stage: int = -1

    def __str__(self) -> str:
        if self.pass_text is None:
            return f"{self.source} lowered alike by both compiles (pass by pass)"
        return (
            f"{self.source} lowered differently from {self.pass_text} "
            f"(stage {self.a_stage} of A, {self.b_stage} of B)"
        )

    def json_data(self) -> dict[str, Any]:
        """`source` and `alike` (true: lowered alike by both compiles),
        or, where they part, `pass`, `a_stage`, `b_stage`."""
        if self.pass_text is None:
            return {"source": self.source, "alike": True}
        return {
            "source": self.source,
            "alike": False,
            "pass": self.pass_text,
            "a_stage": self.a_stage,
            "b_stage": self.b_stage,
        }


@dataclass
class Entry:
    """One aligned entry of the report (see the module docstring)."""

    order: int
    aligned: Aligned
    tensors: EntryTensors
    verdict: str = ""
    rank: int | None = None
    sources_a: list[SourceOp] = field(default_factory=list)
    sources_b: list[SourceOp] = field(default_factory=list)
    parting: list[Parting] = field(default_factory=list)
    reason: str = ""

    @property
    def error_in(self) -> float:
        """The largest normwise relative error of its compared inputs."""
        return _error(self.tensors.inputs)

    @property
    def error_out(self) -> float:
        """The largest normwise relative error of its compared outputs."""
        return _error(self.tensors.outputs)

    @property
    def added(self) -> float:
        """The error it adds: that of its outputs less that of its inputs
        (none when both are infinite: a NaN only carried on)."""
        out, into = self.error_out, self.error_in
        if math.isinf(out) and math.isinf(into):
            return 0.0
        return max(out - into, 0.0)

    @property
    def mismatched(self) -> tuple[int, int]:
        """Output elements that differ, and output elements compared."""
        outputs = [c for c in self.tensors.outputs if c.comparable]
        return sum(c.mismatched for c in outputs), sum(c.compared for c in outputs)

    def record(self) -> dict[str, Any]:
        """The entry named in a line of JSON: its `index` (execution order),
        `name` (its dispatch or dispatches) and `verdict`."""
        return {"index": self.order, "name": self.aligned.label, "verdict": self.verdict}

    def json_data(self) -> dict[str, Any]:
        """The entry as plain data."""
        return {
            "order": self.order,
            "a": [invocation.label for invocation in self.aligned.a],
            "b": [invocation.label for invocation in self.aligned.b],
            "a_lines": [invocation.line for invocation in self.aligned.a],
            "b_lines": [invocation.line for invocation in self.aligned.b],
            "aligned_by": self.aligned.how or None,
            "verdict": self.verdict,
            "reason": self.reason,
            "rank": self.rank,
            "error_in": _plain(self.error_in),
            "error_out": _plain(self.error_out),
            "added": _plain(self.added),
            "inputs": [c.json_data() for c in self.tensors.inputs],
            "outputs": [c.json_data() for c in self.tensors.outputs],
            "not_compared": [c.json_data() for c in self.tensors.lone],
            "sources_a": [s.json_data() for s in self.sources_a],
            "sources_b": [s.json_data() for s in self.sources_b],
            "parting": [p.json_data() for p in self.parting],
        }


def _plain(value: float) -> float | str:
    return "inf" if math.isinf(value) else value


def judge(entry: Entry) -> None:
    """Give `entry` its verdict (see the module docstring)."""
    aligned, tensors = entry.aligned, entry.tensors
    if aligned.how == ALONE:
        entry.verdict = ONLY_A if aligned.a else ONLY_B
        return
    outputs = [c for c in tensors.outputs if c.comparable]
    if not outputs:
        entry.verdict = NOT_COMPARED
        if aligned.a[-1].outputs is None or aligned.b[-1].outputs is None:
            entry.reason = "no outputs traced on one side (the run stopped?)"
        else:
            entry.reason = "no output of A has a tensor of its shape in B"
        return
    inputs_agree = all(c.agrees for c in tensors.inputs if c.comparable)
    if all(c.agrees for c in outputs):
        entry.verdict = AGREES if inputs_agree else ABSORBS
    else:
        entry.verdict = DIVERGES if inputs_agree else INHERITS


def rank(entries: list[Entry]) -> None:
    """Number the divergent entries by the error they add, largest first."""
    divergent = [entry for entry in entries if entry.verdict in DIVERGENT]
    divergent.sort(key=lambda entry: (-entry.added, entry.order))
    for place, entry in enumerate(divergent, 1):
        entry.rank = place


def label(entry: Entry) -> str:
    """How the report names an entry: its number and A's dispatch(es) (B's
    when A has none)."""
    return f"#{entry.order} {visible_line(entry.aligned.label)}"
