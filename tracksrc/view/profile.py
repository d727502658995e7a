"""Time in the view: where a runtime profile's kernel time goes, on the
timeline, in the source pane and in a selection's story.

`tracksrc view STREAM [STREAM_B] --profile P... [--profile-b P_B...]`
joins the profiles once, before the server starts, with the function
`tracksrc profile` calls (`analysis.profiles.profile.profile`, the view's
runs as its streams, B's profiles as its `compare`): a profile of another
program is the command's error, said before anything is served. The view
answers that report as `profile --json` prints it (`/api/profile`), and,
per run, each dispatch that ran with its share of the kernel time, its
time per run and the stages where it is lowered (`/api/profile/stages`,
found as the numerics' marks are: `tracksrc.view.lowered`); per source
file, the lines of the source ops timed (`/api/profile/sources`); with
B's profiles, the source ops ranked by the time B adds
(`/api/profile/changes`); in a selection's story, the time of the source
ops it comes from and of the dispatches computing it.

A share is drawn on a heat scale of eight steps (`level`); the texts a
page shows (`title`: one line each) are made here, times per run as
`tracksrc profile` prints them (`time_text`). A dispatch's time stands for
every source op it computes, each whole: a source op's line says which
others share it.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tracksrc.analysis.profiles.profile import ProfileArgument, profile
from tracksrc.analysis.profiles.report import Profile, Side
from tracksrc.analysis.profiles.report_text import percent, time_text
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.reading.locations import SourceRange
from tracksrc.tables import counted
from tracksrc.view.lowered import LoweredStages

# The shares where the heat scale steps up: level 1 under 0.5% of the
# kernel time, ..., level 8 at 40% or more (the page's legend says so).
THRESHOLDS = (0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.4)
_NOT_IN_INPUT = "(not in the input)"


def level(share: float) -> int:
    """The step of the heat scale a share of the kernel time is drawn
    with: 1 (under 0.5%) to 8 (40% or more)."""
    return 1 + bisect_right(THRESHOLDS, share)


@dataclass
class TimedSource:
    """A source op timed: where it is (`file`, `line`, the range's keys;
    `file` None for a place that is no `file:line:col`), its share, level
    and the lines that tell it."""

    where: str
    file: str | None
    line: int
    start: int
    end: int
    share: float
    title: list[str]


@dataclass
class RunTime:
    """One run's profile: its unit, runs, total kernel time, summary, the
    dispatches that ran (marks, as `/api/profile/stages` sends them) and
    the source ops timed."""

    unit: str
    runs: int
    total: float
    summary: str
    dispatches: list[dict[str, Any]]
    sources: list[TimedSource]

    def json_data(self, run: str) -> dict[str, Any]:
        """What `/api/profile/stages` answers for run `run`."""
        return {
            "run": run,
            "unit": self.unit,
            "runs": self.runs,
            "total": self.total,
            "summary": self.summary,
            "dispatches": self.dispatches,
        }

    def source_lines(self, name: str) -> list[dict[str, Any]]:
        """The lines of source file `name` (as the locations spell it)
        where a timed source op is: per line its row (0 the first), the
        largest share and its level, the source ops, their texts."""
        lines: dict[int, dict[str, Any]] = {}
        for entry in self.sources:
            if entry.file != name or entry.line < 1:
                continue
            row = lines.setdefault(
                entry.line,
                {
                    "line": entry.line,
                    "row": entry.line - 1,
                    "share": 0.0,
                    "level": 0,
                    "sources": [],
                    "title": [],
                },
            )
            row["share"] = max(row["share"], entry.share)
            row["level"] = level(row["share"])
            row["sources"].append(entry.where)
            row["title"] += entry.title
        return [lines[line] for line in sorted(lines)]


@dataclass
class Timed:
    """The profile of a view: the report as `profile --json` prints it,
    per run (`a`, `b`) its time, and with B the changes ranked."""

    report: dict[str, Any]
    runs: dict[str, RunTime] = field(default_factory=dict)
    changes: list[dict[str, Any]] = field(default_factory=list)

    def run(self, letter: str) -> RunTime:
        """Run `letter`'s time; a clear error where it has no profile."""
        found = self.runs.get(letter)
        if found is None:
            raise TracksrcError(
                f"tracksrc: error: run {letter} has no profile (tracksrc view STREAM STREAM_B "
                "--profile P... --profile-b P_B... gives each run its own)"
            )
        return found

    def story(
        self, letter: str, pipeline: Pipeline, query: Any, computing: Sequence[str]
    ) -> dict[str, Any] | None:
        """In a selection's story (run `letter`), the time of the source
        ops it comes from (those timed whose place overlaps the innermost
        frame of one of its stacks, as `computing_dispatches` finds the
        dispatches), in this run and in the other one profiled
        (`elsewhere`), and of the dispatches computing it (`computing`, by
        name); None where the run has no profile."""
        found = self.runs.get(letter)
        if found is None:
            return None
        try:
            stacks = tracker_of(pipeline).query_stacks(query)
        except TracksrcError:
            stacks = ()  # (no location: no source op)
        frames: dict[str, list[tuple[int, int]]] = {}
        for stack in stacks:
            file, start, end = stack[0]
            frames.setdefault(file, []).append((start, end))

        def sources(run: RunTime) -> list[list[str]]:
            return [
                entry.title
                for entry in run.sources
                if entry.file is not None
                and any(
                    entry.start <= last and first <= entry.end
                    for first, last in frames.get(entry.file, [])
                )
            ]

        by_name = {mark["dispatch"]: mark for mark in found.dispatches}
        return {
            "sources": sources(found),
            "dispatches": [by_name[name]["title"][0] for name in computing if name in by_name],
            "not_run": [name for name in computing if name not in by_name],
            "elsewhere": {
                other: [lines[0] for lines in sources(run)]
                for other, run in self.runs.items()
                if other != letter
            },
        }


def time_runs(
    pipe: Pipeline,
    pipe_b: Pipeline | None,
    profiles: Sequence[ProfileArgument],
    profiles_b: Sequence[ProfileArgument] | None = None,
    *,
    kind: str | None = None,
    names: Sequence[str] | None = None,
) -> Timed:
    """Join `profiles` (one file per run of A) to `pipe`, and
    `profiles_b` to `pipe_b` (see the module docstring); `kind` forces
    the profiles' format, `names` are the streams as named on the command
    line. A profile of another program, or B's profiles without B's
    stream, is a clear error."""
    if profiles_b is not None and pipe_b is None:
        raise TracksrcError(
            "tracksrc: error: --profile-b is the second run's profiles: give its stream too "
            "(tracksrc view STREAM STREAM_B --profile P... --profile-b P_B...)"
        )
    if profiles_b is not None and not profiles:
        raise TracksrcError("tracksrc: error: --profile-b goes with --profile P...")
    compared = profiles_b is not None
    report: Profile = profile(
        list(profiles),
        pipe,
        compare=list(profiles_b) if profiles_b is not None else None,
        stream_b=pipe_b if compared else None,
        kind=kind,
    )
    # (Named as given, as `tracksrc profile --stream S` names it.)
    if names:
        report.side_a.stream = names[0]
        if report.side_b is not None and len(names) > 1:
            report.side_b.stream = names[1]
    timed = Timed(report.json_data())
    timed.runs["a"] = _run_time(report.side_a, pipe)
    if report.side_b is not None and pipe_b is not None:
        timed.runs["b"] = _run_time(report.side_b, pipe_b)
        unit = report.side_a.joined.unit
        timed.changes = [_change(row, unit) for row in timed.report["changes"]]
    return timed


def _named(where: str, kind: str, names: Sequence[str]) -> str:
    told = f" ({', '.join(names)})" if names else ""
    return f"{where} {kind or _NOT_IN_INPUT}{told}"


def _run_time(side: Side, pipeline: Pipeline) -> RunTime:
    joined, attribution = side.joined, side.attribution
    assert attribution is not None  # (a stream was given)
    unit, runs, total = joined.unit, max(joined.runs, 1), joined.total
    known = {item.name: item for item in dispatches(pipeline, files=False)}
    lowered = LoweredStages(pipeline)
    named = {entry.where: entry for entry in attribution.sources}

    def source_text(where: str) -> str:
        entry = named.get(where)
        return where if entry is None else _named(where, entry.kind, entry.names)

    marks: list[dict[str, Any]] = []
    for order, row in enumerate(attribution.dispatches):
        item = known.get(row.name)
        stages, formed = lowered.of([item]) if item is not None else ([], False)
        per_run = row.time.total / runs
        title = [
            f"{row.name}: {percent(row.time.total, total)} of kernel time, "
            f"{time_text(per_run, unit)}/run",
            f"{counted(row.time.count, 'execution')} in {counted(runs, 'run')}, mean "
            f"{time_text(row.time.mean, unit)}"
            + ("" if row.time.spread is None else f", runs differ by {100 * row.time.spread:.0f}%"),
        ]
        if row.sources:
            verb = "moves data for " if row.moves else "computes "
            title.append(verb + ", ".join(source_text(s.where) for s in row.sources))
        if row.merged:
            title.append("runs the code of " + ", ".join(row.merged) + " too (merged into it)")
        if row.facts is not None:
            title.append("codegen: " + row.facts.brief())
        if formed:
            title.append("(marked where it is formed: no stage is its own)")
        marks.append(
            {
                "dispatch": row.name,
                "order": order,
                "share": row.share,
                "level": level(row.share),
                "per_run": per_run,
                "count": row.time.count,
                "sources": [source.where for source in row.sources],
                "stages": stages,
                "formed": formed,
                "title": title,
            }
        )
    sources = []
    for entry in attribution.sources:
        share = entry.share_of(total)
        title = [
            f"{_named(entry.where, entry.kind, entry.names)}: {percent(entry.total, total)} of "
            f"kernel time, {time_text(entry.total / runs, unit)}/run"
            + (" (moves data only)" if entry.moves_only else ""),
            ("data moved by " if entry.moves_only else "computed by ")
            + ", ".join(entry.dispatches),
        ]
        if entry.shared_with:
            title.append("shared with " + ", ".join(source_text(w) for w in entry.shared_with))
        try:
            place = SourceRange.from_str(entry.where)
        except ValueError:
            sources.append(TimedSource(entry.where, None, 0, 0, 0, share, title))
            continue
        sources.append(
            TimedSource(
                entry.where,
                str(place.file_path),
                place.start.line,
                place.start.key,
                place.end.key,
                share,
                title,
            )
        )
    return RunTime(unit, runs, total, _summary(side, marks, runs), marks, sources)


def _summary(side: Side, marks: list[dict[str, Any]], runs: int) -> str:
    joined = side.joined
    told = (
        f"time: {len(marks)} of {side.dispatch_count} dispatches ran, "
        f"{time_text(joined.total / runs, joined.unit)} of kernel time per run "
        f"({counted(runs, 'run')})"
    )
    other = joined.total - joined.matched_total
    if other > 0:
        told += f", {percent(other, joined.total)} in kernels of no dispatch"
    if marks:
        told += f"; the most: {marks[0]['title'][0]}"
    return told + " · hover or click a mark"


def _change(row: dict[str, Any], unit: str) -> dict[str, Any]:
    """A change as the strip shows it: the row of `profile --json`'s
    `changes` and its text."""
    added = row["added"]
    sign = "+" if added > 0 else ""
    ratio = "" if row["ratio"] is None else f"{row['ratio']:.2f}x, "
    parting = row["parting"]
    parts = (
        ""
        if parting is None
        else "; lowered alike"
        if parting["alike"]
        else f"; parts at {parting['pass']} (stage {parting['a_stage']} of A, "
        f"{parting['b_stage']} of B)"
    )
    text = (
        f"{_named(row['source'], row['op_type'], row['names'])}: {time_text(row['a'], unit)} -> "
        f"{time_text(row['b'], unit)} per run, {sign}{time_text(added, unit)} "
        f"({ratio}{row['verdict']}){parts}"
    )
    return {
        "source": row["source"],
        "added": added,
        "verdict": row["verdict"],
        "text": text,
    }
