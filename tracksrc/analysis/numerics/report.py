"""What `numerics` answers: every aligned dispatch with its verdict
(`tracksrc.analysis.numerics.verdicts`), the culprit first; as JSON and as
text: the runs and how they were aligned, the culprit with its error
statistics, source ops and where the compiles part, the dispatches that
inherit the divergence, then a table of every dispatch in execution order
and the function results."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from tracksrc.analysis.numerics.alignment import ALONE
from tracksrc.analysis.numerics.comparing import EntryTensors
from tracksrc.analysis.numerics.tensors import TensorComparison, Tolerance
from tracksrc.analysis.numerics.verdicts import (
    DIVERGES,
    INHERITS,
    Entry,
    label,
)
from tracksrc.results import Cell, JsonResult, ResultTable
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted


@dataclass
class Numerics(JsonResult):
    """The report (see the module docstring): `entries` in execution order,
    `results` (the function results the runs printed), the culprit."""

    a: str
    b: str
    tolerance: Tolerance
    entries: list[Entry] = field(default_factory=list)
    results: EntryTensors = field(default_factory=EntryTensors)
    invocations: tuple[int, int] = (0, 0)
    streams: tuple[str | None, str | None] = (None, None)
    cuts: tuple[str | None, str | None] = (None, None)

    @property
    def culprit(self) -> Entry | None:
        """The first entry whose outputs diverge while its inputs agree."""
        return next((entry for entry in self.entries if entry.verdict == DIVERGES), None)

    @property
    def inheriting(self) -> list[Entry]:
        """The entries after the culprit that only carry a divergence on."""
        culprit = self.culprit
        start = -1 if culprit is None else culprit.order
        return [e for e in self.entries if e.verdict == INHERITS and e.order > start]

    @property
    def absorbed(self) -> bool:
        """Whether a dispatch diverges yet every result the runs printed
        agrees: later dispatches absorbed the divergence (a max-pool, a
        ReLU, a rounding)."""
        outputs = self.results.outputs
        return (
            any(entry.verdict in (DIVERGES, INHERITS) for entry in self.entries)
            and bool(outputs)
            and all(comparison.agrees for comparison in outputs)
        )

    def counts(self) -> dict[str, int]:
        """How many entries have each verdict."""
        found: dict[str, int] = {}
        for entry in self.entries:
            found[entry.verdict] = found.get(entry.verdict, 0) + 1
        return found

    def json_data(self) -> dict[str, Any]:
        """The report as plain data."""
        culprit = self.culprit
        return {
            "a": self.a,
            "b": self.b,
            "stream_a": self.streams[0],
            "stream_b": self.streams[1],
            "tolerance": self.tolerance.json_data(),
            "invocations": list(self.invocations),
            "cut": list(self.cuts),
            "culprit": None if culprit is None else culprit.record(),
            "inheriting": [entry.record() for entry in self.inheriting],
            "absorbed": self.absorbed,
            "verdicts": self.counts(),
            "dispatches": [entry.json_data() for entry in self.entries],
            "results": [c.json_data() for c in self.results.outputs],
            "results_not_compared": [c.json_data() for c in self.results.lone],
        }

    def table(self) -> ResultTable:
        """One row per entry (CSV, pandas)."""
        rows: list[tuple[Cell, ...]] = []
        for entry in self.entries:
            wrong, compared = entry.mismatched
            rows.append(
                (
                    entry.order,
                    entry.aligned.label,
                    entry.aligned.how or "-",
                    entry.verdict,
                    "" if entry.rank is None else entry.rank,
                    _short(entry.error_in),
                    _short(entry.error_out),
                    f"{wrong:,}/{compared:,}",
                )
            )
        return ResultTable(
            "",
            ("#", "dispatch", "aligned by", "verdict", "rank", "error in", "error out", "differ"),
            rows,
        )

    def __str__(self) -> str:
        return report_text(self)


def _short(value: float) -> str:
    if math.isinf(value):
        return "inf"
    return "0" if value == 0 else f"{value:.3g}"


# How many inheriting dispatches the summary names before "and N more".
_NAMED = 8


def report_text(report: Numerics) -> str:
    """The whole report (see the module docstring)."""
    lines = _head(report)
    culprit = report.culprit
    divergent = [e for e in report.entries if e.verdict in (DIVERGES, INHERITS)]
    if culprit is not None:
        lines.append("")
        lines += _culprit(culprit)
        inheriting = report.inheriting
        if inheriting:
            named = ", ".join(label(e) for e in inheriting[:_NAMED])
            more = f" and {len(inheriting) - _NAMED} more" if len(inheriting) > _NAMED else ""
            lines.append(f"then only inherit the divergence: {named}{more}")
        again = [e for e in report.entries if e.verdict == DIVERGES and e is not culprit]
        if again:
            lines.append(
                "diverge again on their own (inputs agreeing): "
                + ", ".join(label(e) for e in again[:_NAMED])
            )
    elif divergent:
        first = divergent[0]
        lines += [
            "",
            f"no culprit: the first dispatch whose outputs diverge, {label(first)}, already "
            "gets inputs that diverge (the runs were given different inputs, or they differ "
            "before the first traced dispatch); ranked by the error each adds:",
        ]
        for entry in sorted(divergent, key=lambda e: e.rank or 0)[:_NAMED]:
            lines.append(f"  {entry.rank}. {label(entry)}  adds {_figure(entry.added)}")
    elif report.entries:
        compared = sum(1 for e in report.entries if e.aligned.how != ALONE)
        lines += [
            "",
            f"no dispatch diverges: {counted(compared, 'dispatch', 'dispatches')} compared",
        ]
    if report.entries:
        lines += ["", str(report.table())]
    lines += _results(report)
    if report.absorbed:
        lines.append(
            "the results agree: later dispatches absorbed the divergence (it does not reach "
            "the output)"
        )
    return "\n".join(lines)


def _head(report: Numerics) -> list[str]:
    count_a, count_b = report.invocations
    lines = [
        f"A: {visible_line(report.a)} ({counted(count_a, 'dispatch invocation')}), "
        f"B: {visible_line(report.b)} ({counted(count_b, 'dispatch invocation')})"
    ]
    for side, cut in zip("AB", report.cuts, strict=True):
        if cut is not None:
            lines.append(f"{side} is cut short, read as far as it is whole: {visible_line(cut)}")
    ways: dict[str, int] = {}
    for entry in report.entries:
        way = entry.aligned.how or entry.verdict
        ways[way] = ways.get(way, 0) + 1
    if ways:
        aligned = (f"{n} by {w}" if w in _BY else f"{n} {w}" for w, n in ways.items())
        lines.append("aligned: " + ", ".join(aligned))
    else:
        lines.append("no dispatch traced in either run: their results compared")
    tolerance = report.tolerance
    atol = "per type (iree-run-module's)" if tolerance.atol is None else f"{tolerance.atol:g}"
    ulps = f", or within {tolerance.ulps} ulps" if tolerance.ulps is not None else ""
    lines.append(
        f"elements agree when |b - a| <= atol + rtol*|a| (atol {atol}, rtol {tolerance.rtol:g})"
        f"{ulps}; NaN equal to NaN"
    )
    verdicts = report.counts()
    if verdicts:
        lines.append("verdicts: " + ", ".join(f"{n} {v}" for v, n in verdicts.items()))
    return lines


_BY = {"name", "source ops", "name up to element types", "source ops, fused differently"}


def _culprit(entry: Entry) -> list[str]:
    lines_a = ", ".join(str(i.line) for i in entry.aligned.a)
    lines_b = ", ".join(str(i.line) for i in entry.aligned.b)
    lines = [
        f"culprit: {label(entry)} (trace line {lines_a} of A, {lines_b} of B): its outputs "
        "diverge while its inputs agree"
    ]
    if len(entry.aligned.b) > 1 or entry.aligned.b[0].key != entry.aligned.a[0].key:
        lines.append(f"  in B: {visible_line(' + '.join(i.label for i in entry.aligned.b))}")
    for number, comparison in enumerate(entry.tensors.outputs):
        lines.append(f"  output {number}: {tensor_line(comparison)}")
    for number, comparison in enumerate(entry.tensors.inputs):
        lines.append(f"  input {number}: {tensor_line(comparison)}")
    shown = entry.sources_a or entry.sources_b
    side = "" if entry.sources_a else " (in B)"
    for source in shown:
        lines.append(f"  computes{side} {visible_line(str(source))}")
    for parting in entry.parting:
        lines.append(f"  {visible_line(str(parting))}")
    return lines


def tensor_line(comparison: TensorComparison) -> str:
    """One compared tensor in a line: types, how many elements differ, the
    largest errors, NaN/Inf, the first mismatch."""
    types = comparison.a if comparison.a == comparison.b else f"{comparison.a} | {comparison.b}"
    if not comparison.comparable:
        return f"{types}: not compared, {comparison.reason}"
    elided = (
        f" (printed elided: {comparison.compared:,} of {comparison.count:,} compared)"
        if comparison.compared < comparison.count
        else ""
    )
    parts = [
        f"{comparison.mismatched:,} of {comparison.compared:,} elements differ{elided}",
        f"max abs {_figure(comparison.max_abs)}",
        f"max rel {_figure(comparison.max_rel)}",
        f"error {_figure(comparison.error)}",
    ]
    if comparison.max_ulps is not None:
        parts.append(f"{comparison.max_ulps:,} ulps")
    if comparison.nan_a or comparison.nan_b:
        parts.append(f"NaN {comparison.nan_a:,} | {comparison.nan_b:,}")
    if comparison.inf_a or comparison.inf_b:
        parts.append(f"Inf {comparison.inf_a:,} | {comparison.inf_b:,}")
    if comparison.first is not None:
        index, value_a, value_b = comparison.first
        parts.append(f"first at element {index:,}: {value_a:.6g} | {value_b:.6g}")
    return f"{types}: " + ", ".join(parts)


def _figure(value: float) -> str:
    if math.isinf(value):
        return "inf"
    return f"{value:.3g}"


def _results(report: Numerics) -> list[str]:
    lines = []
    for number, comparison in enumerate(report.results.outputs):
        lines.append(f"result {number}: {tensor_line(comparison)}")
    if report.results.lone:
        lines.append(
            f"{counted(len(report.results.lone), 'result')} printed by one run only: not compared"
        )
    return ["", *lines] if lines else []
