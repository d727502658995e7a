"""The pass timeline: every stage of a run as columns the page draws on
one strip, read from the query store as the commands read it.

Per stage, from `stage_rows` (`tracksrc stages --json`): its pass named
with the passes it ran inside (`inline > canonicalize`: the filter finds
a wrapper's nested passes by its name) and how deep it is nested, kind,
scope, compile (nested compiles are shaded), whether it failed or was cut
short, its size and line, and the op count of the whole program after it;
from `audit` (`tracksrc audit --json`): the change in ops of the part it
printed (what `passes` sums as ops added and removed), the ops whose
location it made unknown, and the earlier print it is seen against; from
`passes` (`tracksrc passes --json`), when the capture holds a timing
report, the mean seconds of a run of its pass (the report times passes,
not stages). Columns, not a record per stage: 40,000 stages in a few
hundred KB.
"""

from __future__ import annotations

from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.composition.passes.nesting import PATH_SEPARATOR
from tracksrc.pipeline.store.queries.audit_report import audit
from tracksrc.pipeline.store.queries.failures import failures
from tracksrc.pipeline.store.queries.passes import passes
from tracksrc.pipeline.store.queries.stage_rows import stage_rows
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.user_patterns import user_pattern


class _Names:
    """Strings numbered in order of first use (a column of numbers, and
    the list they index)."""

    def __init__(self) -> None:
        self.numbers: dict[str, int] = {}

    def __call__(self, name: str) -> int:
        return self.numbers.setdefault(name, len(self.numbers))

    @property
    def names(self) -> list[str]:
        return list(self.numbers)


def timeline(pipeline: Pipeline) -> dict[str, Any]:
    """The timeline of `pipeline` (see the module docstring)."""
    rows = stage_rows(pipeline)
    count = len(rows)
    labels, scopes, kinds = _Names(), _Names(), _Names()
    delta = [0] * count
    unknown = [0] * count
    since = [-1] * count
    for row in audit(pipeline).rows:
        if not row.first_print:
            delta[row.stage] = row.after.ops - row.before.ops
        unknown[row.stage] = row.became_unknown
        since[row.stage] = row.since
    per_run: dict[str, float] = {}
    timed = False
    for pass_row in passes(pipeline).passes:
        if pass_row.seconds is not None:
            timed = True
            if pass_row.pass_argument is not None and pass_row.runs:
                per_run[pass_row.pass_argument] = pass_row.seconds / pass_row.runs
    label = [labels(PATH_SEPARATOR.join([*row["parents"], row["pass"]])) for row in rows]
    kind = [kinds(row["kind"]) for row in rows]
    scope = [scopes(row["scope"]) for row in rows]
    return {
        "stages": count,
        "labels": labels.names,
        "label": label,
        "depth": [len(row["parents"]) for row in rows],
        "kinds": kinds.names,
        "kind": kind,
        "scopes": scopes.names,
        "scope": scope,
        "compile": [row["compile"] for row in rows],
        "failed": [row["number"] for row in rows if row["failed"]],
        "cut": [row["number"] for row in rows if row["cut"]],
        "ops": [row["program_ops"] for row in rows],
        "bytes": [row["bytes"] for row in rows],
        "line": [row["line"] for row in rows],
        "delta": delta,
        "unknown": unknown,
        "since": since,
        "seconds": [round(per_run.get(row["pass"], 0.0), 6) for row in rows] if timed else None,
        "failures": failures(pipeline).json_data(),
        "nested": pipeline.nested_compiles(),
    }


def matching_labels(labels: list[str], pattern: str) -> dict[str, Any]:
    """The positions of the timeline's pass labels a user's filter matches,
    case aside, in linear time (`tracksrc.user_patterns`: a pattern typed
    into the page never holds it): `labels`. A label is a pass with the
    passes it ran inside; the filter matches the whole of it (`inline`
    finds the inliner's nested passes) or the pass alone (`^cse$` finds
    every `cse`). A pattern RE2 cannot take (a half-typed `(`) is no error
    of the request: `labels` is None and `error` says why (the page then
    looks for the text as it is)."""
    try:
        compiled = user_pattern("(?i)" + pattern, "filter")
    except TracksrcError as exc:
        return {"labels": None, "error": str(exc)}
    return {
        "labels": [
            at
            for at, label in enumerate(labels)
            if compiled.search(label) or compiled.search(label.rsplit(PATH_SEPARATOR, 1)[-1])
        ]
    }
