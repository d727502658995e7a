"""IREE's profile rows as `iree-profile` writes them in JSONL: the report
rows of `iree-profile dispatch|executable --format=jsonl
[--dispatch_events]` (keyed by `type`) and the interchange rows of
`iree-profile export --format=ireeperf-jsonl` (keyed by `record_type`).
The two families are not one stream (iree-profile's own guide says so): a
file mixing them is an error.

Report rows that are executions: `host_dispatch_event` (a dispatch timed
on the host: local-task and local-sync CPU devices, host-execution mode)
and `dispatch_event` (timed on the device); rows that are aggregates of
one kernel's executions (`count`, or `dispatches`, with `total_ns`,
`min_ns`, `max_ns`): `host_dispatch_group`, `dispatch_group`, and the
`executable` command's `executable_function_host_dispatch_group` and
`executable_function_dispatch_group`. Every other type (`dispatch_summary`,
`executable`, `executable_function`, ...) is metadata, counted in a note.
Export rows that are executions: `dispatch_event`, and
`host_execution_event` whose `op` is `dispatch`; host events of other ops
(`execute`, `alloca`, `barrier`, ...) are left out and counted, since an
`execute` span encloses the dispatch spans of its command buffer.

The kernel is `key` (`name` where an export row has no key); the grid is
`workgroup_count` (an aggregate's `last_workgroup_count`, its last
dispatch's); the workgroup `workgroup_size`. Rows with `valid: false`
(and the `invalid` dispatches of an aggregate) were not timed: counted in
a note. A device row has `duration_ns` only where iree-profile fitted the
device clock to the host's (`clock_fit_available`, `time_ns_available`,
`derived_time_available`); without a fit it writes 0 and the time is in
`duration_ticks` (`*_ticks`): such a profile is in ticks, said in a note,
and a file mixing ticks and nanoseconds is an error. A file holding both
events and aggregates of one kernel (two reports concatenated) counts the
events only, and a `dispatch_group` over an `executable_function_*` group
of the same kernel, said in a note. Fields that differ between IREE
releases (`function_ordinal` in 3.13, `export_ordinal` later,
`executable_id`, `command_index`) are not read.

`dispatch_summary` is checked against the events read: its
`valid_dispatches` and `valid_host_dispatches` together (a CPU profile in
host-execution mode has `total_dispatches: 0` and its dispatches in
`total_host_dispatches`); a difference is noted.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tracksrc.reading.profiles import fields
from tracksrc.reading.profiles.documents import lines
from tracksrc.reading.profiles.kernels import NS, TICKS, KernelProfile, KernelRun

REPORT = "iree-profile JSONL rows"
EXPORT = "iree-profile ireeperf-jsonl export"

# Rows that are executions or aggregates: type -> (rank, timed on the host).
# The rank orders what one kernel's rows are counted from (lowest kept).
_EVENTS = {"host_dispatch_event": True, "dispatch_event": False}
_GROUPS = {"host_dispatch_group": True, "dispatch_group": False}
_FUNCTION_GROUPS = {
    "executable_function_host_dispatch_group": True,
    "executable_function_dispatch_group": False,
}
_RANKS = {
    **{kind: 0 for kind in _EVENTS},
    **{kind: 1 for kind in _GROUPS},
    **{kind: 2 for kind in _FUNCTION_GROUPS},
}
_NS_FLAGS = ("clock_fit_available", "time_ns_available", "derived_time_available")


@dataclass(frozen=True)
class _Row:
    kind: str
    run: KernelRun
    # Its grid is its kernel's last dispatch's (an aggregate's).
    last_grid: bool = False


class IreeRows:
    """The rows of one `iree-profile` JSONL stream, fed line by line
    (`add_line`), then made a profile (`profile`). `export` says which
    family the stream is (see the module docstring); `name` names it in
    errors; `label` starts the rows' `where` (`file.jsonl:` by default)."""

    def __init__(self, name: str, export: bool, label: str | None = None) -> None:
        self.name = name
        self.export = export
        # What a row's `where` says before its line number: the file's
        # name, or that it is a line of the tool's output.
        self.label = label or f"{Path(name).name}:"
        self.rows: list[_Row] = []
        self.unit: str | None = None
        self._unit_line = 0
        self.untimed = 0
        self.empty_groups = 0
        self.metadata: Counter[str] = Counter()
        self.other_ops: Counter[str] = Counter()
        self.summary_valid: int | None = None

    def add_line(self, line: int, text: str, ended: bool = True) -> None:
        """Read the row on line `line` (`text`); `ended`: it had its newline."""
        if not text.strip():
            return
        try:
            row = json.loads(text)
        except json.JSONDecodeError as exc:
            cut = not ended and exc.pos >= len(text.rstrip()) - 1
            raise fields.line_error(
                self.name,
                line,
                text,
                "the file ends inside a row (a file cut short?)" if cut else f"not JSON: {exc.msg}",
                "one JSON object per line, as iree-profile --format=jsonl writes",
                column=exc.colno,
                cut=cut,
            ) from None
        except RecursionError:
            raise fields.line_error(self.name, line, text, "nested too deeply", "a row") from None
        if not isinstance(row, dict):
            raise fields.line_error(self.name, line, text, "not a JSON object", "a row (an object)")
        try:
            self._add(row, line, text)
        except fields.FieldError as exc:
            raise fields.field_line_error(self.name, line, text, exc) from None

    def _add(self, row: dict[str, Any], line: int, text: str) -> None:
        family = "record_type" if self.export else "type"
        other = "type" if self.export else "record_type"
        if family not in row:
            expected = f"`{family}`: " + (
                "the rows of iree-profile export --format=ireeperf-jsonl"
                if self.export
                else "the rows of an iree-profile report (--format=jsonl)"
            )
            if other in row:
                raise fields.FieldError(
                    other,
                    f"a row keyed by `{other}` among rows keyed by `{family}`: iree-profile's "
                    "reports and its export are not one stream",
                    expected,
                )
            raise fields.FieldError(family, f"a row without `{family}`", expected)
        kind = row[family]
        if not isinstance(kind, str):
            raise fields.FieldError(family, f"`{family}` is {fields.shown(kind)}", "a row type")
        where = f"{self.label}{line}"
        if self.export:
            if kind == "host_execution_event":
                op = row.get("op")
                if op != "dispatch":
                    self.other_ops[op if isinstance(op, str) else repr(op)] += 1
                    return
                self._event(row, "host_dispatch_event", where, line, text)
            elif kind == "dispatch_event":
                self._event(row, kind, where, line, text)
            else:
                self.metadata[kind] += 1
        elif kind in _EVENTS:
            self._event(row, kind, where, line, text)
        elif kind in _GROUPS or kind in _FUNCTION_GROUPS:
            self._group(row, kind, where, line, text)
        else:
            if kind == "dispatch_summary" and row.get("mode") == "events":
                self._summary(row)
            self.metadata[kind] += 1

    def _event(self, row: dict[str, Any], kind: str, where: str, line: int, text: str) -> None:
        if fields.flag(row, "valid") is False:
            self.untimed += 1
            return
        host = _EVENTS[kind]
        if host:
            time, unit = fields.number(row, "duration_ns"), NS
        else:
            time, unit = _device_time(row, "duration")
        self._unit(unit, line, text)
        run = KernelRun.once(
            (_name(row),),
            time,
            where,
            fields.extent(row, "workgroup_count"),
            fields.extent(row, "workgroup_size"),
        )
        self.rows.append(_Row(kind, run))

    def _group(self, row: dict[str, Any], kind: str, where: str, line: int, text: str) -> None:
        count = fields.integer(row, "dispatches" if "dispatches" in row else "count")
        valid = row.get("valid")
        timed = fields.integer(row, "valid") if valid is not None else count
        if timed > count:
            raise fields.FieldError(
                "valid",
                f"`valid` ({timed}) is over the count ({count})",
                "no more valid dispatches than dispatches",
            )
        self.untimed += count - timed
        if timed == 0:
            self.empty_groups += 1
            return
        host = {**_GROUPS, **_FUNCTION_GROUPS}[kind]
        if host:
            unit = NS
            total, shortest, longest = (
                fields.number(row, f"{w}_ns") for w in ("total", "min", "max")
            )
        else:
            total, unit = _device_time(row, "total")
            shortest, _ = _device_time(row, "min")
            longest, _ = _device_time(row, "max")
        self._unit(unit, line, text)
        grid = fields.extent(row, "workgroup_count")
        last_grid = grid is None and "last_workgroup_count" in row
        if last_grid:
            grid = fields.extent(row, "last_workgroup_count")
        workgroup = fields.extent(row, "workgroup_size") or fields.extent(
            row, "last_workgroup_size"
        )
        run = KernelRun((_name(row),), timed, total, shortest, longest, where, grid, workgroup)
        self.rows.append(_Row(kind, run, last_grid))

    def _summary(self, row: dict[str, Any]) -> None:
        counts = [row.get(field, 0) for field in ("valid_dispatches", "valid_host_dispatches")]
        if all(isinstance(n, int) and not isinstance(n, bool) for n in counts):
            self.summary_valid = (self.summary_valid or 0) + sum(counts)

    def _unit(self, unit: str, line: int, text: str) -> None:
        if self.unit is None:
            self.unit, self._unit_line = unit, line
        elif unit != self.unit:
            raise fields.line_error(
                self.name,
                line,
                text,
                f"this row's time is in {_UNIT_WORDS[unit]}, the rows' before it "
                f"(from line {self._unit_line}) in {_UNIT_WORDS[self.unit]}: "
                "a profile cannot add the two",
                "rows of one time unit (profile one device, or fit its clock)",
                near='"duration',
            )

    def profile(self, path: str, what: str) -> KernelProfile:
        """The profile of the rows read (see the module docstring)."""
        profile = KernelProfile(path, what, unit=self.unit or NS)
        best: dict[str, int] = {}
        for row in self.rows:
            rank = _RANKS[row.kind]
            best[row.run.name] = min(rank, best.get(row.run.name, rank))
        dropped: Counter[str] = Counter()
        last_grids = 0
        for row in self.rows:
            if _RANKS[row.kind] == best[row.run.name]:
                profile.runs.append(row.run)
                last_grids += row.last_grid
            else:
                dropped[row.kind] += 1
        profile.notes.extend(self._notes(dropped, last_grids))
        return profile

    def _notes(self, dropped: Counter[str], last_grids: int) -> list[str]:
        notes = []
        if self.unit == TICKS:
            notes.append(
                "times are device ticks, not ns: iree-profile had no clock fit for the "
                "device (clock_fit_available false), so it wrote duration_ns 0"
            )
        for kind, count in sorted(dropped.items()):
            kept = "events" if _RANKS[kind] == 1 else "events or dispatch_group rows"
            notes.append(
                f"{fields.counted(count, kind + ' row', kind + ' rows')} left out: the file has "
                f"{kept} of the same kernels "
                "(each execution counted once)"
            )
        if self.untimed:
            notes.append(
                f"{fields.counted(self.untimed, 'dispatch', 'dispatches')} not timed "
                "(valid: false): left out"
            )
        if self.empty_groups:
            notes.append(
                f"{fields.counted(self.empty_groups, 'aggregate row', 'aggregate rows')} "
                "with no timed dispatch: left out"
            )
        if last_grids:
            notes.append(
                f"{fields.counted(last_grids, 'aggregate row gives', 'aggregate rows give')} "
                "the grid of their kernel's last "
                "dispatch (last_workgroup_count)"
            )
        if self.metadata:
            listed = ", ".join(f"{fields.label(k)} {n:,}" for k, n in sorted(self.metadata.items()))
            total = sum(self.metadata.values())
            notes.append(
                f"{fields.counted(total, 'row', 'rows')} of metadata left out "
                f"(not executions): {listed}"
            )
        if self.other_ops:
            listed = ", ".join(
                f"{fields.label(op)} {n:,}" for op, n in sorted(self.other_ops.items())
            )
            others = fields.counted(sum(self.other_ops.values()), "host event", "host events")
            notes.append(
                f"{others} of execution that are not dispatches left out ({listed}): an "
                "execute span encloses the dispatch spans of its command buffer, and the "
                "others are no kernels"
            )
        events = sum(row.run.count for row in self.rows if row.kind in _EVENTS)
        if self.summary_valid is not None and self.summary_valid != events:
            notes.append(
                f"the dispatch_summary counts {self.summary_valid:,} valid dispatches "
                f"(valid_dispatches + valid_host_dispatches), the events read {events:,}"
            )
        return notes


_UNIT_WORDS = {NS: "ns", TICKS: "device ticks (no clock fit)"}


def _name(row: dict[str, Any]) -> str:
    key = row.get("key")
    if key is None and "name" in row:
        return fields.text(row, "name")
    return fields.text(row, "key")


def _device_time(row: dict[str, Any], stem: str) -> tuple[float, str]:
    """A device row's time `stem` (`duration`, `total`, `min`, `max`): its
    `_ns` field where the device clock was fitted, else its ticks (see
    the module docstring)."""
    ns_field = f"{stem}_ns"
    tick_field = f"{stem}_ticks"
    fitted = next((fields.flag(row, f) for f in _NS_FLAGS if f in row), None)
    if fitted is None:
        # No flag: ns unless it is 0 beside a time in ticks.
        ns = fields.number(row, ns_field) if ns_field in row else None
        if ns is not None and (ns > 0 or not row.get(tick_field)):
            return ns, NS
        fitted = False
    if fitted:
        return fields.number(row, ns_field), NS
    return fields.number(row, tick_field), TICKS


def read_iree_jsonl(path: Path, name: str, export: bool) -> KernelProfile:
    """The kernels of a JSONL file of `iree-profile` rows (`export`: of
    `iree-profile export --format=ireeperf-jsonl`)."""
    rows = IreeRows(name, export)
    for line, text, ended in lines(path):
        rows.add_line(line, text, ended)
    return rows.profile(str(path), EXPORT if export else REPORT)
