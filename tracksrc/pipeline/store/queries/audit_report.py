"""`audit(pipeline)`: the location-loss audit of a pipeline, one row per
stage of the main compile, read from its query store (the rows are worked
out when it is built: `tracksrc.pipeline.store.audit`)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from tracksrc.pipeline.store.audit import AuditRow
from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.results import JsonResult, ResultTable
from tracksrc.safe_text import visible_line
from tracksrc.tables import format_table

logger = logging.getLogger("tracksrc.pipeline.store.queries.audit_report")


@dataclass
class Audit(JsonResult):
    """Location-loss audit of a pipeline, one row per stage."""

    rows: list[AuditRow]

    @property
    def losses(self) -> list[AuditRow]:
        """Stages after which ops had become `unknown`."""
        return [row for row in self.rows if row.became_unknown]

    def table(self, all_stages: bool = False) -> ResultTable:
        """The rows as a result table: every stage with `all_stages`, else
        those with a change (a first print has no "ops before": `-`)."""
        table = ResultTable(
            f"{len(self.losses)} passes made op locations unknown",
            (
                "stage",
                "pass",
                "scope",
                "ops before",
                "after",
                "->unknown",
                "ranges lost",
                "fused +/-",
            ),
        )
        for row in self.rows:
            if all_stages or row.changed:
                table.rows.append(
                    (
                        row.stage,
                        row.pass_named,
                        row.scope,
                        "-" if row.first_print else row.before.ops,
                        row.after.ops,
                        row.became_unknown,
                        row.ranges_lost,
                        f"{row.fused_growth:+d}",
                    )
                )
        return table

    def format(self, all_stages: bool = False) -> str:
        """The table: every stage with `all_stages`, else those with a change."""
        table = self.table(all_stages)
        text_rows = [table.columns, *(tuple(str(cell) for cell in row) for row in table.rows)]
        lost = sum(row.became_unknown for row in self.rows)
        summary = (
            f"{len(self.rows):,} stages; {len(table.rows):,} shown; "
            f"{len(self.losses):,} passes made {lost:,} op locations unknown"
        )
        return format_table(text_rows, right=(0, 3, 4, 5, 6, 7)) + "\n" + summary

    def __str__(self) -> str:
        return self.format()

    __repr__ = __str__

    def json_data(self) -> list[dict[str, Any]]:
        """Every stage's row as JSON-able data."""
        return [row.json_data() for row in self.rows]


def audit(pipeline: Pipeline) -> Audit:
    """Per stage, the part of the program the pass printed before and after
    it ran: op counts, ops whose location became unknown, source ranges no
    longer represented by any op, fused-location growth. A pipeline whose
    ops carry no source location is said to (no location can be lost)."""
    store = query_store_of(pipeline)
    if not store.tracker.source_files():
        logger.warning(
            "no op of %s carries a source location (printed without --mlir-print-debuginfo): "
            "no location is lost",
            visible_line(", ".join(file.path.name for file in pipeline.files)),
        )
    return Audit(store.audit_rows())


audit_of = audit
