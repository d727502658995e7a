"""rocprofv3's `--output-format json`: the kernel dispatches of a run.

The document is `{"rocprofiler-sdk-tool": [ {...}, ... ]}`, one element
per process profiled; each element holds `kernel_symbols` (`kernel_id`,
`kernel_name` with the code object's `.kd` suffix, and the
`formatted_kernel_name`, `demangled_kernel_name` and
`truncated_kernel_name` rocprofv3 derives from it) and
`buffer_records.kernel_dispatch`: one record per dispatch, its time
`end_timestamp - start_timestamp` (ns), its `dispatch_info` naming the
kernel (`kernel_id`), `workgroup_size` and `grid_size` (`{x, y, z}`; the
grid in work-items, as HSA's dispatch packet has it).

These files reach gigabytes for long runs (tens of MB for a few training
steps), so the document is walked as a stream (`json_stream`): only the
two arrays are decoded, element by element; every other value (agents,
strings, code objects, the API call records) is skipped unread. Other
buffer records that are device work but not kernels (`memory_copy`) are
counted in a note.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.reading.profiles import fields
from tracksrc.reading.profiles.documents import text_pieces
from tracksrc.reading.profiles.json_stream import JsonStream
from tracksrc.reading.profiles.kernels import Extent, KernelProfile, KernelRun

FORMAT = "rocprofv3 json"
_TOP = "rocprofiler-sdk-tool"
# The symbol's names, the first as rocprofv3 names the kernel.
_NAMES = ("kernel_name", "formatted_kernel_name", "demangled_kernel_name", "truncated_kernel_name")
# Buffer records of device work that is not a kernel, noted.
_NOT_KERNELS = ("memory_copy", "memory_allocation", "scratch_memory")


@dataclass
class _Dispatch:
    """A dispatch as read, before its kernel's names are known (the
    symbols may come after the dispatches)."""

    process: int
    kernel_id: int
    time: float
    grid: Extent | None
    workgroup: Extent | None
    where: str


def read_rocprofv3_json(path: Path, name: str) -> KernelProfile:
    """The kernel dispatches of a rocprofv3 JSON document (see the module
    docstring); `name` names the file in messages."""
    stream = JsonStream(name, text_pieces(path))
    profile = KernelProfile(str(path), FORMAT, grid_kind="work-items")
    symbols: dict[tuple[int, int], tuple[str, ...]] = {}
    dispatches: list[_Dispatch] = []
    others: dict[str, int] = {}
    commands: list[str] = []
    found_top = False
    for key in stream.keys("the document"):
        if key != _TOP:
            stream.skip()
            continue
        found_top = True
        for process in stream.elements(f"`{_TOP}`"):
            for part in stream.keys(f"`{_TOP}`[{process}]"):
                if part == "kernel_symbols":
                    _read_symbols(stream, process, symbols)
                elif part == "buffer_records":
                    _read_buffers(stream, process, dispatches, others)
                elif part == "metadata":
                    command = _command(stream.value())
                    if command:
                        commands.append(command)
                else:
                    stream.skip()
    stream.end()
    if not found_top:
        raise TracksrcError(
            f"{name}: not a rocprofv3 JSON document: no `{_TOP}` key at its top "
            "(rocprofv3 --output-format json writes one)"
        )
    for dispatch in dispatches:
        names = symbols.get((dispatch.process, dispatch.kernel_id))
        if names is None:
            raise fields.row_error(
                name,
                dispatch.where,
                f"its kernel_id {dispatch.kernel_id} names no kernel symbol of "
                f"`{_TOP}`[{dispatch.process}].kernel_symbols",
            )
        profile.runs.append(
            KernelRun.once(
                names,
                dispatch.time,
                dispatch.where,
                dispatch.grid,
                dispatch.workgroup,
            )
        )
    for kind, count in others.items():
        profile.notes.append(
            f"{fields.counted(count, kind + ' record', kind + ' records')} left out: "
            "device work, not kernels"
        )
    profile.source = "; ".join(commands)
    return profile


def _read_symbols(
    stream: JsonStream, process: int, symbols: dict[tuple[int, int], tuple[str, ...]]
) -> None:
    """The kernel symbols of one process: id -> names (the distinct ones,
    `kernel_name` first)."""
    for index in stream.elements("kernel_symbols"):
        at = stream.position()
        symbol = stream.value("a kernel symbol")
        try:
            if not isinstance(symbol, dict):
                raise fields.FieldError("kernel_symbols", "not an object", "a kernel symbol")
            kernel_id = fields.integer(symbol, "kernel_id")
            names: list[str] = []
            if symbol.get("kernel_name"):
                fields.text(symbol, "kernel_name")
                for field in _NAMES:
                    value = symbol.get(field)
                    if isinstance(value, str) and value and value not in names:
                        names.append(value)
        except fields.FieldError as exc:
            raise stream.error_at_position(
                at, f"kernel_symbols[{index}]: {exc.message}", exc.expected, exc.field
            ) from None
        # The null symbol rocprofv3 writes first (id 0, an empty
        # kernel_name, "0" for its derived names) names no kernel; a
        # dispatch naming it is an error below.
        if names:
            symbols[(process, kernel_id)] = tuple(names)


def _read_buffers(
    stream: JsonStream, process: int, dispatches: list[_Dispatch], others: dict[str, int]
) -> None:
    """The kernel dispatches of one process's `buffer_records`."""
    for kind in stream.keys("buffer_records"):
        if kind == "kernel_dispatch":
            for index in stream.elements("kernel_dispatch"):
                at = stream.position()
                record = stream.value("a kernel dispatch record")
                where = f"`{_TOP}`[{process}].buffer_records.kernel_dispatch[{index}]"
                try:
                    dispatches.append(_dispatch(record, process, where))
                except fields.FieldError as exc:
                    raise stream.error_at_position(
                        at, f"kernel_dispatch[{index}]: {exc.message}", exc.expected, exc.field
                    ) from None
        elif kind in _NOT_KERNELS:
            count = _count_skipped(stream, kind)
            if count:
                others[kind] = others.get(kind, 0) + count
        else:
            stream.skip()


def _count_skipped(stream: JsonStream, what: str) -> int:
    """How many elements the array that comes next has, skipped unread."""
    count = 0
    for _ in stream.elements(what):
        stream.skip()
        count += 1
    return count


def _dispatch(record: Any, process: int, where: str) -> _Dispatch:
    if not isinstance(record, dict):
        raise fields.FieldError("kernel_dispatch", "not an object", "a kernel dispatch record")
    start = fields.integer(record, "start_timestamp")
    end = fields.integer(record, "end_timestamp")
    info = fields.present(record, "dispatch_info", "the dispatch's `dispatch_info` object")
    if not isinstance(info, dict):
        raise fields.FieldError("dispatch_info", "not an object", "an object")
    return _Dispatch(
        process,
        fields.integer(info, "kernel_id"),
        fields.span("end_timestamp", start, end),
        fields.extent(info, "grid_size"),
        fields.extent(info, "workgroup_size"),
        where,
    )


def _command(metadata: Any) -> str:
    """The command rocprofv3 profiled, as its metadata records it."""
    command = metadata.get("command") if isinstance(metadata, dict) else None
    if isinstance(command, list) and all(isinstance(word, str) for word in command):
        return " ".join(command)
    return ""
