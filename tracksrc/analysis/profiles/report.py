"""What `profile` answers, as JSON, tables and text.

`Profile` holds one configuration's joined profile (`side_a`) and, with
`--compare`, a second one's (`side_b`) and the source ops ranked by the
time the change added. Text leads with how far the profile matches the
stream (a profile of another program is said at once), then the source
ops ranked by time, the op types, the dispatches with their codegen facts,
and the kernels of no dispatch; `table(by)` gives one of those as rows
(CSV, pandas).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tracksrc.analysis.profiles.attribution import Attribution
from tracksrc.analysis.profiles.comparing import SourceChange
from tracksrc.analysis.profiles.joining import Joined
from tracksrc.analysis.profiles.report_text import change_lines, percent, side_lines
from tracksrc.results import Cell, JsonResult, ResultTable
from tracksrc.safe_text import visible_line

# The tables `Profile.table` gives.
TABLES = ("source", "type", "dispatch", "kernel", "change")


@dataclass
class Side:
    """One configuration: its joined profiles, its stream (None without
    one) and the time per dispatch, source op and op type (None without a
    stream)."""

    joined: Joined
    stream: str | None
    attribution: Attribution | None
    dispatch_count: int = 0

    def json_data(self) -> dict[str, Any]:
        """The side as plain data."""
        joined, unit = self.joined, self.joined.unit
        attribution = self.attribution
        total = joined.total
        return {
            "profiles": [
                {"path": p.path, "format": p.format, "notes": p.notes, "executions": p.executions}
                for p in joined.profiles
            ],
            "stream": self.stream,
            "runs": joined.runs,
            "unit": unit,
            "total": total,
            "matched_total": joined.matched_total,
            "dispatches_in_stream": self.dispatch_count,
            "sources": []
            if attribution is None
            else [entry.json_data(unit, total) for entry in attribution.sources],
            "op_types": []
            if attribution is None
            else [entry.json_data(unit, total) for entry in attribution.types],
            "op_type_combinations": []
            if attribution is None
            else [entry.json_data(unit, total) for entry in attribution.combinations],
            "dispatches": []
            if attribution is None
            else [row.json_data(unit) for row in attribution.dispatches],
            "not_dispatches": [
                {
                    "kernel": name,
                    **group.json_data(unit),
                    "share": group.total / total if total else 0,
                }
                for name, group in sorted(joined.foreign.items(), key=lambda i: -i[1].total)
            ],
            "ambiguous": [
                {"kernel": name, "candidates": candidates, **group.json_data(unit)}
                for name, (group, candidates) in joined.ambiguous.items()
            ],
        }


def _share(part: float, whole: float) -> float:
    return part / whole if whole else 0.0


@dataclass
class Profile(JsonResult):
    """The answer of `profile` (see the module docstring)."""

    side_a: Side
    side_b: Side | None = None
    changes: list[SourceChange] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def json_data(self) -> dict[str, Any]:
        """`a` (and `b`): profiles, stream, runs, unit, totals, sources,
        op_types, dispatches, not_dispatches, ambiguous; `changes` (with
        `--compare`); `notes`."""
        data: dict[str, Any] = {"a": self.side_a.json_data(), "notes": self.notes}
        if self.side_b is not None:
            data["b"] = self.side_b.json_data()
            data["changes"] = [c.json_data(self.side_a.joined.unit) for c in self.changes]
        return data

    def table(self, by: str = "source") -> ResultTable:
        """One of the tables (`TABLES`) as rows; `change` with --compare."""
        if by == "change":
            return _change_table(self)
        return _side_table(self.side_a, by)

    def __str__(self) -> str:
        return profile_text(self)

    def __repr__(self) -> str:
        return str(self)


def _side_table(side: Side, by: str) -> ResultTable:
    joined, unit = side.joined, side.joined.unit
    total = joined.total
    rows: list[tuple[Cell, ...]] = []
    attribution = side.attribution
    if by == "kernel" or attribution is None:
        groups = [(name, group) for name, group in joined.foreign.items()]
        if attribution is not None or by != "kernel":
            groups = [
                (" + ".join(group.kernels), group) for _, group in joined.dispatches.items()
            ] + groups
        groups.sort(key=lambda item: -item[1].total)
        for name, group in groups:
            rows.append(
                (name, group.count, group.total, percent(group.total, total), group.mean, unit)
            )
        return ResultTable("kernels", ("kernel", "count", "total", "share", "mean", "unit"), rows)
    if by == "dispatch":
        for row in attribution.dispatches:
            rows.append(
                (
                    # (The symbol without `@`: a spreadsheet reads a cell
                    # starting with `@` as a formula, and CSV escapes it.)
                    row.name.lstrip("@"),
                    row.time.count,
                    row.time.total,
                    percent(row.time.total, total),
                    row.time.mean,
                    row.time.shortest,
                    row.time.longest,
                    "" if row.time.spread is None else f"{100 * row.time.spread:.0f}%",
                    " ".join(s.where for s in row.sources),
                    "" if row.facts is None else row.facts.brief(),
                    unit,
                )
            )
        return ResultTable(
            "dispatches",
            (
                "dispatch",
                "count",
                "total",
                "share",
                "mean",
                "min",
                "max",
                "spread",
                "computes",
                "codegen",
                "unit",
            ),
            rows,
        )
    if by == "type":
        for entry in attribution.types:
            rows.append(
                (
                    entry.kind,
                    entry.total,
                    percent(entry.total, total),
                    entry.sources,
                    len(entry.dispatches),
                    entry.mixed,
                    unit,
                )
            )
        return ResultTable(
            "op types",
            (
                "op type",
                "total",
                "share",
                "source ops",
                "dispatches",
                "shared with other types",
                "unit",
            ),
            rows,
        )
    for source in attribution.sources:
        rows.append(
            (
                source.where,
                source.kind,
                " ".join(source.names),
                source.total,
                percent(source.total, total),
                source.alone,
                len(source.dispatches),
                " ".join(source.shared_with),
                unit,
            )
        )
    return ResultTable(
        "source ops",
        (
            "source",
            "op type",
            "names",
            "total",
            "share",
            "alone",
            "dispatches",
            "shared with",
            "unit",
        ),
        rows,
    )


def _change_table(report: Profile) -> ResultTable:
    unit = report.side_a.joined.unit
    rows: list[tuple[Cell, ...]] = []
    for change in report.changes:
        parting = change.parting
        rows.append(
            (
                change.where,
                change.kind,
                " ".join(change.names),
                change.a,
                change.b,
                change.added,
                "" if change.ratio is None else round(change.ratio, 3),
                change.verdict,
                "" if parting is None else "alike" if parting["alike"] else parting["pass"],
                unit,
            )
        )
    return ResultTable(
        "source ops by time added (per run)",
        ("source", "op type", "names", "a", "b", "added", "ratio", "noise", "parts at", "unit"),
        rows,
    )


def profile_text(report: Profile) -> str:
    """The whole answer as text (see the module docstring)."""
    lines = [visible_line(note) for note in report.notes]
    sides = [("A", report.side_a), ("B", report.side_b)] if report.side_b else [("", report.side_a)]
    for number, (label, side) in enumerate(sides):
        if side is None:
            continue
        lines += ([""] if number else []) + side_lines(
            side.joined, side.attribution, side.stream, side.dispatch_count, label
        )
    if report.side_b is not None:
        lines += [
            "",
            *change_lines(
                report.changes,
                report.side_a.joined.unit,
                by_kernel=report.side_a.attribution is None,
            ),
        ]
    return "\n".join(lines)
