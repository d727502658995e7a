"""`blame(pipeline, op)`: which passes did what to an op.

From the op's lineage (`tracksrc.pipeline.store.queries.lineage`): the first pass that
changed the op types it had become, the passes that fused it with other
sources, the pass after which nothing of it remains, and the passes where
ops of some type left its lineage while the part they were in gained ops of
unknown location (from the audit, `tracksrc.pipeline.store.audit`).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tracksrc.pipeline.composition.refs import types_text
from tracksrc.pipeline.composition.tracker import Query
from tracksrc.pipeline.store.audit import AuditRow
from tracksrc.pipeline.store.queries.audit_report import audit_of
from tracksrc.pipeline.store.queries.lineage import Lineage, LineageRow, lineage
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.results import JsonResult
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted


def _where(pass_stage: int, seen_at: int) -> str:
    """`stage N`, and where the change shows when that is another stage (a
    before-all stream shows a pass's work at the next print)."""
    if pass_stage in (-1, seen_at):
        return f"stage {seen_at}"
    return f"stage {pass_stage}, seen at stage {seen_at}"


def _event(row: LineageRow) -> dict[str, Any]:
    """A lineage row as a blame event: the pass that made the change (and
    the passes it ran inside) and its stage (see
    `tracksrc.pipeline.composition.passes.attribution`), where the change
    was first seen, what the query had become."""
    return {
        "pass": row.pass_argument,
        "parents": list(row.parents),
        "stage": row.pass_stage,
        "seen_at": row.stage,
        "since": row.since,
        "count": row.count,
        "types": dict(row.types),
    }


def _losses_text(losses: list[AuditRow]) -> list[str]:
    """One line per pass that made locations unknown where the op's
    descendants were (a pass such as canonicalize runs many times: its
    stages are listed, the first few where they are many)."""
    by_pass: dict[str, list[AuditRow]] = {}
    for loss in losses:
        by_pass.setdefault(loss.pass_named, []).append(loss)
    lines = []
    for pass_argument, rows in by_pass.items():
        if len(rows) == 1:
            (loss,) = rows
            lines.append(
                f"locations lost in {pass_argument} ({_where(loss.pass_stage, loss.stage)}): "
                f"{counted(loss.became_unknown, 'op')} of {loss.scope or 'the program'} "
                "became unknown"
            )
            continue
        # (A pass's print can lose locations in several parts: listed once.)
        stages = list(dict.fromkeys(str(row.pass_stage) for row in rows))
        shown = ", ".join(stages[:4]) + (f", +{len(stages) - 4} more" if len(stages) > 4 else "")
        unknown = sum(row.became_unknown for row in rows)
        lines.append(
            f"locations lost in {pass_argument} (stages {shown}): "
            f"{counted(unknown, 'op')} of the parts it printed became unknown"
        )
    return lines


@dataclass
class Blame(JsonResult):
    """Which passes did what to the query (see `blame`)."""

    lineage: Lineage
    first_change: LineageRow | None
    fusions: list[LineageRow]
    vanished: LineageRow | None
    locations_lost: list[AuditRow]

    def __str__(self) -> str:
        rows = self.lineage.rows
        lines = self.lineage.failure_lines()
        if not rows:
            return "\n".join(
                [
                    *lines,
                    "no stage holds an op with this provenance",
                    *self.lineage.elsewhere_lines(),
                ]
            )
        lines.append(
            f"at stage {rows[0].stage}: {counted(rows[0].count, 'op')} "
            f"({types_text(rows[0].types)})"
        )
        if self.first_change is not None:
            lines.append(
                f"first changed by {self.first_change.pass_named} "
                f"({_where(self.first_change.pass_stage, self.first_change.stage)}): "
                f"now {types_text(self.first_change.types)}"
            )
        else:
            lines.append("never changed")
        for row in self.fusions:
            lines.append(
                f"fused with other sources by {row.pass_named} "
                f"({_where(row.pass_stage, row.stage)}): "
                f"{row.foreign_sources} other source stacks"
            )
        code = self.lineage.code
        if self.vanished is not None and code:
            # The last MLIR print of it is the one before serialization:
            # its code goes on in the files the compile wrote.
            final = code[-1]
            count = sum(row.count for row in code if row.file == final.file)
            lines.append(
                f"after {self.vanished.pass_named} "
                f"({_where(self.vanished.pass_stage, self.vanished.stage)}) it is code only: "
                f"at the end {counted(count, final.kind + ' instruction')} "
                f"in {visible_line(Path(final.file).name)} (tracksrc instructions)"
            )
        elif self.vanished is not None:
            lines.append(
                f"nothing of it remains after {self.vanished.pass_named} "
                f"({_where(self.vanished.pass_stage, self.vanished.stage)})"
            )
        else:
            last = rows[-1]
            lines.append(f"at the end: {counted(last.count, 'op')} ({types_text(last.types)})")
        lines.extend(_losses_text(self.locations_lost))
        if self.lineage.llvm is not None:
            lines += [
                line
                for line in str(self.lineage.llvm).split("\n")
                if line.startswith("locations lost")
            ]
        lines.extend(self.lineage.elsewhere_lines())
        return "\n".join(lines)

    __repr__ = __str__

    def json_data(self) -> dict[str, Any]:
        """`failures` (the compile's, each with `this_source`: whether the
        failed dispatch computes this source), `first_changed`, `gone` (an
        event or None), `fused` and
        `locations_lost` (lists of events); an event has `pass` and `stage`
        (the pass that made the change and its stage) and `seen_at`."""
        places = self.lineage.places
        return {
            "other_programs": [program.number for program in self.lineage.elsewhere],
            "failures": [
                {**item.json_data(), "this_source": item.concerns(places)}
                for item in self.lineage.failures
            ],
            "first_changed": None if self.first_change is None else _event(self.first_change),
            "fused": [
                {**_event(row), "other_sources": row.foreign_sources} for row in self.fusions
            ],
            "gone": None if self.vanished is None else _event(self.vanished),
            # Where it went on below MLIR (`lineage`'s `code`): when gone
            # from the MLIR but not from the code, it became code.
            "code": [row.json_data() for row in self.lineage.code],
            # In LLVM's passes (when the stream holds their prints).
            "llvm_locations_lost": []
            if self.lineage.llvm is None
            else [row.json_data() for row in self.lineage.llvm.lost],
            "locations_lost": [
                {
                    "pass": loss.pass_argument,
                    "parents": list(loss.parents),
                    "stage": loss.pass_stage,
                    "seen_at": loss.stage,
                    "since": loss.since,
                    "scope": loss.scope,
                    "became_unknown": loss.became_unknown,
                }
                for loss in self.locations_lost
            ],
        }


def blame(pipeline: Pipeline, query: Query, start: int = 0, llvm_passes: bool = True) -> Blame:
    """The first pass that changed what `query` had become (the ops carrying
    its provenance, by type and count), the passes that fused it with other
    source ops, the pass after which nothing
    of it remains, and the passes where ops of some type left its lineage while
    the part they were in gained ops of unknown location."""
    history = lineage(pipeline, query, start, llvm_passes=llvm_passes)
    rows = history.rows
    first_change = None
    fusions = []
    vanished = None
    if rows:
        # Any change of the ops it had become, removals included (a pass
        # that drops some of its ops changed it); a row kept for a fusion
        # alone changes no op.
        initial = rows[0].types
        first_change = next((row for row in rows[1:] if row.types != initial), None)
        for earlier, later in itertools.pairwise(rows):
            if later.foreign_sources > earlier.foreign_sources:
                fusions.append(later)
        if rows[-1].count == 0 and len(rows) > 1:
            vanished = rows[-1]
    lost: list[AuditRow] = []
    if rows:
        # Ops of some type left the lineage (counting net ops would miss a
        # pass that removes some and adds more).
        shrinking = {
            later.stage
            for earlier, later in itertools.pairwise(rows)
            if any(later.types.get(op_type, 0) < count for op_type, count in earlier.types.items())
        }
        if shrinking:
            for row in audit_of(pipeline).rows:
                if row.stage in shrinking and row.became_unknown:
                    lost.append(row)
        # In the order the passes ran (a before-all stream shows a pass's
        # work at the next print of its part, which can come much later).
        lost.sort(key=lambda row: row.pass_stage)
    return Blame(history, first_change, fusions, vanished, lost)
