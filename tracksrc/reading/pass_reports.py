"""MLIR's pass reports, read: `--mlir-timing` and `--mlir-pass-statistics`.

Both are printed after the last stage (`tracksrc.reading.notes` finds them
in a capture). As MLIR's `Timing.cpp` and `PassStatistics.cpp` print them:

* The execution time report: `Total Execution Time: S seconds`, then one
  line per timer, `  user (pct)  wall (pct)  name` (the user column only
  when user and wall time differ, i.e. with threads), nested by two spaces
  per level in the tree display (`--mlir-timing-display=tree`, the
  default), flat and merged by name in the list display; `Rest` and
  `Total` last. With `--mlir-output-format=json` the same as a JSON list of
  `{"user": {...}, "wall": {"duration": S, ...}, "name": N, "passes": [...]}`.
  Besides passes, timers name pass pipelines (`'func.func' Pipeline`),
  analyses (`(A) DominanceInfo`), the parser and the output.
* The statistics report: pass names (nested by pipeline, or a list merged
  by name) each followed by `(S) value name - description` lines.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass, field

# The lines of the reports (`tracksrc.reading.notes` checks captures with
# them too): a timer `  user (pct)  wall (pct)  name`, the total, a
# statistic `(S) value name - description`.
TIMER_LINE = re.compile(
    r"(?P<columns>(?:[ \t]*[-+\w.]+ \([ \t]*[-+\w.]+%\))+)  (?P<indent> *)(?P<name>\S.*?)[ \t]*"
)
_COLUMN = re.compile(r"([-+\w.]+) \([ \t]*[-+\w.]+%\)")
TOTAL_TIME_LINE = re.compile(r"[ \t]*Total Execution Time: ([-+\w.]+) seconds")
# A statistic is an unsigned 64-bit counter: at most 20 digits (a longer
# number is no statistic line, and the report an error where it stands).
STATISTIC_LINE = re.compile(
    r"(?P<indent>[ \t]*)\(S\)[ \t]+(?P<value>\d{1,20})[ \t]+(?P<name>\S.*?) - (?P<description>.*)"
)
# Timers that are not passes: summaries, pipelines, analyses, the tool's
# own phases.
_NOT_A_PASS = re.compile(
    r"(?:Rest|Total|root|Parser|Output|'.*' Pipeline|\(A\) .*|Pipeline Collection.*)"
)


@dataclass(frozen=True)
class Timer:
    """One line of the execution time report: a timer's name, nesting
    depth (0 in the list display), wall time and user time (None when the
    report has no user column) in seconds."""

    name: str
    depth: int
    wall: float
    user: float | None

    @property
    def is_pass(self) -> bool:
        """False for pipelines, analyses, `Rest`, `Total` and the tool's own
        phases (parser, output)."""
        return not _NOT_A_PASS.fullmatch(self.name)


@dataclass
class TimingReport:
    """An execution time report: its total wall time and its timers in
    the order printed."""

    total: float
    timers: list[Timer] = field(default_factory=list)

    def seconds_by_name(self) -> dict[str, float]:
        """Wall time per pass name, summed over every line naming it."""
        found: dict[str, float] = defaultdict(float)
        for timer in self.timers:
            if timer.is_pass:
                found[timer.name] += timer.wall
        return dict(found)


@dataclass(frozen=True)
class Statistic:
    """One `(S)` line: a pass statistic's name, value and description."""

    name: str
    value: int
    description: str


@dataclass
class StatisticsReport:
    """A pass statistics report: (pass name, its statistics) in the order
    printed (a pass appears once per place it runs in the pipeline display)."""

    passes: list[tuple[str, list[Statistic]]] = field(default_factory=list)

    def by_name(self) -> dict[str, dict[str, int]]:
        """Statistics per pass name, values summed over every place it ran."""
        found: dict[str, dict[str, int]] = {}
        for name, statistics in self.passes:
            if not statistics:
                continue
            into = found.setdefault(name, {})
            for statistic in statistics:
                into[statistic.name] = into.get(statistic.name, 0) + statistic.value
        return found


def _number(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        return float("nan")


def read_timing(text: str) -> TimingReport:
    """Read an execution time report (text or JSON) as printed."""
    body = text.strip()
    if body.startswith("["):
        return _read_timing_json(body)
    report = TimingReport(0.0)
    for line in text.splitlines():
        total = TOTAL_TIME_LINE.fullmatch(line)
        if total:
            report.total = _number(total.group(1))
            continue
        match = TIMER_LINE.fullmatch(line)
        if match is None:
            continue
        columns = [_number(value) for value in _COLUMN.findall(match.group("columns"))]
        wall = columns[-1]
        user = columns[0] if len(columns) > 1 else None
        report.timers.append(
            Timer(match.group("name"), len(match.group("indent")) // 2, wall, user)
        )
    return report


def _read_timing_json(body: str) -> TimingReport:
    entries = json.loads(body)
    report = TimingReport(0.0)
    # Walked with a stack: depth comes from the input.
    stack = [(entry, 0) for entry in reversed(entries)]
    while stack:
        entry, depth = stack.pop()
        if not isinstance(entry, dict) or "name" not in entry:
            continue  # the `{}` MLIR ends each list with
        wall = float(entry.get("wall", {}).get("duration", 0.0))
        user_entry = entry.get("user")
        user = float(user_entry["duration"]) if isinstance(user_entry, dict) else None
        name = str(entry["name"])
        if name == "Total":
            report.total = wall
        report.timers.append(Timer(name, depth, wall, user))
        stack.extend((child, depth + 1) for child in reversed(entry.get("passes", [])))
    return report


def read_statistics(text: str) -> StatisticsReport:
    """Read a pass statistics report as printed."""
    report = StatisticsReport()
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith(("===", "...")):
            continue
        statistic = STATISTIC_LINE.fullmatch(line)
        if statistic:
            if report.passes:
                report.passes[-1][1].append(
                    Statistic(
                        statistic.group("name").rstrip(),
                        int(statistic.group("value")),
                        statistic.group("description"),
                    )
                )
            continue
        report.passes.append((line.strip(), []))
    return report
