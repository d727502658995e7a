"""`passes(pipeline)`: one row per pass of a compile.

For each pass (its argument, and its class name as headers and MLIR's
reports name it): how many stages it printed, the passes it ran inside
(`inside`: per chain of parents, its prints there; `nesting`), how many
of its runs changed the IR, ops added and removed over its runs and ops whose location it made
unknown (from the audit, attributed as `tracksrc.pipeline.composition.passes.attribution`
says, so after-all and before-all streams agree), and, when the capture
carries them, its wall time from the `--mlir-timing` report (summed over
every line that names it) and its `--mlir-pass-statistics` figures (summed
over every place it ran). Passes the reports name but no stage printed
(`--mlir-print-ir-after-change`, or passes that print nothing) get a row
of their own without an argument. In a stream printed for some passes
both ways, what passes that printed nothing made is one row,
`(unprinted passes)`, with no runs.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tracksrc.pipeline.composition.passes.attribution import UNPRINTED, is_unprinted
from tracksrc.pipeline.composition.passes.nesting import PATH_SEPARATOR
from tracksrc.pipeline.store.queries.audit_report import audit_of
from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.stage_list import changed_prints
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.reading.pass_reports import read_statistics, read_timing
from tracksrc.results import ResultTable

# The table's columns (`inside`: the passes it ran directly inside).
_COLUMNS = (
    "pass", "name", "runs", "inside", "changed", "+ops", "-ops", "->unknown", "seconds",
    "statistics",
)  # fmt: skip
# How many passes a row's `inside` column names.
_SHOWN = 2


@dataclass
class PassRow:
    """What one pass did over a compile (see the module docstring)."""

    pass_argument: str | None
    name: str | None
    runs: int = 0
    changed: int = 0
    ops_added: int = 0
    ops_removed: int = 0
    locations_lost: int = 0
    seconds: float | None = None
    statistics: dict[str, int] = field(default_factory=dict)
    # Per chain of parents (outermost first), its prints there.
    inside: Counter[tuple[str, ...]] = field(default_factory=Counter)

    def json_data(self) -> dict[str, Any]:
        """The row as JSON-able data."""
        return {
            "pass": self.pass_argument,
            "name": self.name,
            "runs": self.runs,
            "changed": self.changed,
            "ops_added": self.ops_added,
            "ops_removed": self.ops_removed,
            "locations_lost": self.locations_lost,
            "seconds": None if self.seconds is None else round(self.seconds, 6),
            "statistics": self.statistics,
            "inside": {
                PATH_SEPARATOR.join(chain): count for chain, count in self.inside.most_common()
            },
        }

    def inside_text(self) -> str:
        """The passes it ran directly inside, most prints first (a few)."""
        direct: Counter[str] = Counter()
        for chain, count in self.inside.items():
            direct[chain[-1]] += count
        names = [name for name, _ in direct.most_common()]
        more = f", +{len(names) - _SHOWN} more" if len(names) > _SHOWN else ""
        return ", ".join(names[:_SHOWN]) + more if names else "-"


@dataclass
class Passes(ResultTable):
    """The passes of a compile, slowest first when the capture has a timing
    report, else in the order they first printed."""

    passes: list[PassRow] = field(default_factory=list)
    timed: bool = False

    def json_data(self) -> list[dict[str, Any]]:  # type: ignore[override]
        """Every pass's row as JSON-able data."""
        return [row.json_data() for row in self.passes]


def _changed_runs(stages: list[Stage]) -> Counter[str]:
    """Per pass, the runs that changed the IR they printed: an after-print
    that differs from the previous print of the same op, a before-print
    whose next print of the same op differs. A pass printed both before
    and after counts its after-prints only."""
    printed_after = {stage.label for stage in stages if not stage.before}
    changed: Counter[str] = Counter()
    for earlier, stage in changed_prints(stages):
        if earlier is None:
            continue  # a first print: nothing to compare with
        if earlier.before and earlier.label not in printed_after:
            changed[earlier.label] += 1
        if not stage.before:
            changed[stage.label] += 1
    return changed


def passes(pipeline: Pipeline) -> Passes:
    """One row per pass of the pipeline (see the module docstring): of the
    main compile, not of one nested in it."""
    stages = pipeline.main_stages()
    store = query_store_of(pipeline)
    rows: dict[str, PassRow] = {}
    names: dict[str, Counter[str]] = {}
    for stage in stages:
        row = rows.setdefault(stage.label, PassRow(stage.label, None))
        row.runs += 1
        parents = store.parent_passes(stage.number)
        if parents:
            row.inside[tuple(parents)] += 1
        if stage.pass_name:
            names.setdefault(stage.label, Counter())[stage.pass_name] += 1
    for label, counted in names.items():
        rows[label].name = counted.most_common(1)[0][0]
    for label, count in _changed_runs(stages).items():
        rows[label].changed = count
    for audit_row in audit_of(pipeline).rows:
        if audit_row.first_print:
            continue
        culprit = (
            UNPRINTED
            if is_unprinted(audit_row.pass_argument)
            else pipeline.stages[audit_row.pass_stage].label
        )
        row = rows.setdefault(culprit, PassRow(culprit, None))
        delta = audit_row.after.ops - audit_row.before.ops
        row.ops_added += max(0, delta)
        row.ops_removed += max(0, -delta)
        row.locations_lost += audit_row.became_unknown
    by_name = {row.name: row for row in rows.values() if row.name}
    timed = False
    for _, note in pipeline.notes("timing"):
        timed = True
        for name, seconds in read_timing(note.text).seconds_by_name().items():
            row = by_name.setdefault(name, PassRow(None, name))
            row.seconds = (row.seconds or 0.0) + seconds
    for _, note in pipeline.notes("statistics"):
        for name, figures in read_statistics(note.text).by_name().items():
            row = by_name.setdefault(name, PassRow(None, name))
            for statistic, value in figures.items():
                row.statistics[statistic] = row.statistics.get(statistic, 0) + value
    ordered = list(rows.values())
    ordered.extend(row for row in by_name.values() if row.pass_argument is None)
    if timed:
        for row in ordered:
            if row.seconds is None:
                row.seconds = 0.0
        ordered.sort(key=lambda row: -(row.seconds or 0.0))
    table = Passes(
        f"{len(ordered)} passes" + (", slowest first" if timed else ""),
        _COLUMNS,
        passes=ordered,
        timed=timed,
    )
    for row in ordered:
        table.rows.append(
            (
                row.pass_argument or "-",
                row.name or "-",
                row.runs,
                row.inside_text(),
                row.changed,
                row.ops_added,
                row.ops_removed,
                row.locations_lost,
                "-" if row.seconds is None else f"{row.seconds:.4f}",
                ", ".join(f"{name}={value}" for name, value in sorted(row.statistics.items())),
            )
        )
    return table
