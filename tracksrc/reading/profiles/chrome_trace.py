"""Chrome trace event JSON, as torch.profiler (Kineto) and Perfetto's
legacy JSON write it: the GPU kernels of a run.

The document is `{"traceEvents": [...], ...}` or a bare list of events. A
kernel is a complete event (`"ph": "X"`) whose `cat` is `kernel` (any
case); `gpu_memcpy` and `gpu_memset` events are device work that no
compiler wrote, kept as kernels under the names the profiler gives them.
`dur` is in microseconds (a float), made ns; `args.grid` and
`args.block` are the launch's grid and block. Every other event (CPU ops,
runtime calls, flows, metadata) is left out, counted in a note by its
`cat`. The devices (`deviceProperties[].name`) are the profile's `source`.

Kineto on ROCm records the grid as the launch call gave it: in blocks for
`hipModuleLaunchKernel` and `hipLaunchKernel`, in work-items for
`hipExtModuleLaunchKernel` (hipBLASLt's kernels), so that one trace mixes
both; the kernels launched by the latter (matched by `args.correlation`)
are counted in a note. Traces are read as a stream (`json_stream`): one
event at a time, so a trace of gigabytes is never held whole.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.reading.profiles import fields
from tracksrc.reading.profiles.documents import text_pieces
from tracksrc.reading.profiles.json_stream import JsonStream
from tracksrc.reading.profiles.kernels import KernelProfile, KernelRun

FORMAT = "Chrome trace (torch.profiler)"
KERNEL_CATEGORIES = ("kernel", "gpu_memcpy", "gpu_memset")
# The ROCm launch call whose grid is in work-items.
_WORK_ITEM_LAUNCH = "hipExtModuleLaunchKernel"


class _Events:
    """The events read so far."""

    def __init__(self, stream: JsonStream, profile: KernelProfile) -> None:
        self.stream = stream
        self.profile = profile
        self.others: Counter[str] = Counter()
        self.correlations: list[Any] = []  # each kernel's args.correlation
        self.work_item_launches: set[Any] = set()

    def read(self, what: str) -> None:
        """Read the array of events that comes next."""
        for index in self.stream.elements(what):
            at = self.stream.position()
            event = self.stream.value("a trace event (an object)")
            try:
                self._event(event, f"{what}[{index}]")
            except fields.FieldError as exc:
                raise self.stream.error_at_position(
                    at, f"{what}[{index}]: {exc.message}", exc.expected, exc.field
                ) from None

    def _event(self, event: Any, where: str) -> None:
        if not isinstance(event, dict):
            raise fields.FieldError("traceEvents", "not an object", "a trace event (an object)")
        category = event.get("cat")
        args = event.get("args")
        args = args if isinstance(args, dict) else {}
        if event.get("ph") != "X" or not isinstance(category, str):
            self.others[category if isinstance(category, str) else f"ph {event.get('ph')}"] += 1
            return
        if category.lower() not in KERNEL_CATEGORIES:
            self.others[category] += 1
            if event.get("name") == _WORK_ITEM_LAUNCH and "correlation" in args:
                self.work_item_launches.add(_hashable(args["correlation"]))
            return
        # Microseconds, made ns.
        time = fields.number(event, "dur") * 1000.0
        self.profile.runs.append(
            KernelRun.once(
                (fields.text(event, "name"),),
                time,
                where,
                fields.extent(args, "grid"),
                fields.extent(args, "block"),
            )
        )
        self.correlations.append(_hashable(args.get("correlation")))

    def notes(self) -> list[str]:
        """What was left out, and the kernels whose grid is in work-items."""
        notes = []
        if self.others:
            listed = ", ".join(f"{fields.label(c)} {n:,}" for c, n in self.others.most_common())
            notes.append(
                f"{fields.counted(sum(self.others.values()), 'event', 'events')} that are not "
                f"kernels left out: {listed}"
            )
        launched = sum(
            1 for c in self.correlations if c is not None and c in self.work_item_launches
        )
        if launched:
            notes.append(
                f"{fields.counted(launched, 'kernel was', 'kernels were')} launched by "
                f"{_WORK_ITEM_LAUNCH}: their grid is "
                "in work-items (the global size), the others' in blocks"
            )
        return notes


def _hashable(value: Any) -> Any:
    return value if isinstance(value, (int, str)) and not isinstance(value, bool) else None


def read_chrome_trace(path: Path, name: str) -> KernelProfile:
    """The kernels of a Chrome trace (see the module docstring)."""
    stream = JsonStream(name, text_pieces(path))
    profile = KernelProfile(str(path), FORMAT)
    events = _Events(stream, profile)
    first = stream.peek()
    found = False
    if first == "[":
        events.read("the trace's events")
        found = True
    elif first == "{":
        for key in stream.keys("the trace"):
            if key == "traceEvents":
                events.read("traceEvents")
                found = True
            elif key == "deviceProperties":
                profile.source = _devices(stream.value())
            else:
                stream.skip()
    else:
        raise stream.error_at(0, "not a Chrome trace", '{"traceEvents": [...]} or [events]')
    stream.end()
    if not found:
        raise TracksrcError(f"{name}: not a Chrome trace: no `traceEvents` array")
    profile.notes.extend(events.notes())
    return profile


def _devices(properties: Any) -> str:
    """The names of the devices the trace lists (`deviceProperties`)."""
    if not isinstance(properties, list):
        return ""
    names = [p.get("name") for p in properties if isinstance(p, dict)]
    return ", ".join(sorted({n for n in names if isinstance(n, str)}))
