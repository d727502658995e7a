"""Every tensor of two aligned traces compared, on the cores there are.

For each aligned entry (`tracksrc.analysis.numerics.alignment`), A's and
B's inputs are paired (those of the first invocation of each side) and so
are their outputs (of the last: a group fused differently is compared
where it ends): by position when the two lists match in length and shape,
else each of A's with the next of B's of the same shape. A tensor left
unpaired, and every tensor of an invocation the other run has not, is
still read to its end (checked, its NaN and Inf counted). The function
results the runs printed are paired by position.

Each pair is a task for a worker process (`worker_pool`): it reads its two
tensors in step a block at a time (`tensors.compare_refs`), so a worker
holds a block of each, whatever the tensors' size, and sends back only
the statistics.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field

from tracksrc.analysis.numerics.alignment import Aligned
from tracksrc.analysis.numerics.tensors import (
    TensorComparison,
    Tolerance,
    comparable_shapes,
    compare_refs,
    same_ref,
    summarize_ref,
)
from tracksrc.progress import ProgressBar
from tracksrc.reading.traces.trace import TensorRef, Trace, TraceData
from tracksrc.worker_pools import worker_pool

# Below this many bytes of tensors, work is done here, not in workers.
_POOL_BYTES = 32 << 20


@dataclass
class EntryTensors:
    """The comparisons of one aligned entry: its inputs and outputs paired
    (`inputs`, `outputs`), and the tensors no other stood against
    (`lone`: read and counted, not compared)."""

    inputs: list[TensorComparison] = field(default_factory=list)
    outputs: list[TensorComparison] = field(default_factory=list)
    lone: list[TensorComparison] = field(default_factory=list)


def pair_tensors(
    a: Sequence[TensorRef], b: Sequence[TensorRef]
) -> tuple[list[tuple[TensorRef, TensorRef]], list[TensorRef], list[TensorRef]]:
    """Pairs of A's and B's tensors (see the module docstring), and those
    of each side left unpaired."""
    if len(a) == len(b) and all(not comparable_shapes(x, y) for x, y in zip(a, b, strict=True)):
        return list(zip(a, b, strict=True)), [], []
    pairs: list[tuple[TensorRef, TensorRef]] = []
    left_a: list[TensorRef] = []
    unused = list(b)
    for x in a:
        match = next((y for y in unused if not comparable_shapes(x, y)), None)
        if match is None:
            left_a.append(x)
        else:
            unused.remove(match)
            pairs.append((x, match))
    return pairs, left_a, unused


# A task: ("pair", A's ref, B's ref), ("same", A's ref, B's ref: bytes
# equal, read once) or ("lone", side, ref).
_Task = tuple[str, object, TensorRef]
# Where a task's result goes: (entry number, "inputs"/"outputs"/"lone"/
# "results"), and how it is taken: as it is, or, for a tensor read by
# another task, that task's counts of one side (`lone a`, `lone b`).
_Place = tuple[tuple[int, str], int, str, TensorRef]


@dataclass
class _Plan:
    """The tasks of a comparison, each tensor's bytes read once: a pair
    already compared is not again, a tensor read (by any task) is not read
    again to be checked, and two equal tensors are read as one."""

    tasks: list[_Task] = field(default_factory=list)
    places: list[_Place] = field(default_factory=list)
    size: int = 0
    _pairs: dict[tuple[bytes, bytes, str, str], int] = field(default_factory=dict)
    # Per digest, the task that reads those bytes and as which side.
    _read: dict[bytes, tuple[int, str]] = field(default_factory=dict)

    def _new(self, task: _Task, *refs: TensorRef) -> int:
        self.tasks.append(task)
        self.size += sum(ref.end - ref.body for ref in refs)
        return len(self.tasks) - 1

    def pair(self, x: TensorRef, y: TensorRef, where: tuple[int, str]) -> None:
        key = (x.digest, y.digest, x.type_text, y.type_text)
        number = self._pairs.get(key) if x.digest and y.digest else None
        if number is None:
            if x.digest and x.digest == y.digest and x.type_text == y.type_text:
                number = self._new(("same", x, y), x)
            else:
                number = self._new(("pair", x, y), x, y)
            self._pairs[key] = number
            for ref, side in ((x, "a"), (y, "b")):
                if ref.digest:
                    self._read.setdefault(ref.digest, (number, side))
        self.places.append((where, number, "", x))

    def lone(self, side: str, ref: TensorRef, where: tuple[int, str]) -> None:
        known = self._read.get(ref.digest) if ref.digest else None
        if known is None:
            number = self._new(("lone", side, ref), ref)
            if ref.digest:
                self._read[ref.digest] = (number, side)
            self.places.append((where, number, "", ref))
        else:
            self.places.append((where, known[0], f"lone {known[1]} {side}", ref))


def _plan(entries: Sequence[Aligned], a: Trace, b: Trace) -> _Plan:
    plan = _Plan()
    for number, entry in enumerate(entries):
        if entry.a and entry.b:
            for kind, first_a, first_b in (
                ("inputs", entry.a[0].inputs, entry.b[0].inputs),
                ("outputs", entry.a[-1].outputs, entry.b[-1].outputs),
            ):
                pairs, left_a, left_b = pair_tensors(first_a or [], first_b or [])
                for x, y in pairs:
                    plan.pair(x, y, (number, kind))
                for ref in left_a:
                    plan.lone("a", ref, (number, "lone"))
                for ref in left_b:
                    plan.lone("b", ref, (number, "lone"))
        # Every other tensor is read too: nothing of a trace goes unchecked.
        for side, invocations, other in (("a", entry.a, entry.b), ("b", entry.b, entry.a)):
            for position, invocation in enumerate(invocations):
                if not (other and position == 0):
                    for ref in invocation.inputs or []:
                        plan.lone(side, ref, (number, "lone"))
                if not (other and position == len(invocations) - 1):
                    for ref in invocation.outputs or []:
                        plan.lone(side, ref, (number, "lone"))
    pairs, left_a, left_b = pair_tensors(a.results, b.results)
    for x, y in pairs:
        plan.pair(x, y, (-1, "results"))
    for ref in left_a:
        plan.lone("a", ref, (-1, "lone"))
    for ref in left_b:
        plan.lone("b", ref, (-1, "lone"))
    return plan


def _run(
    task: _Task, a: tuple[TraceData, str], b: tuple[TraceData, str], tolerance: Tolerance
) -> TensorComparison:
    kind, first, ref = task
    if kind == "pair":
        assert isinstance(first, TensorRef)
        return compare_refs(a[0], a[1], first, b[0], b[1], ref, tolerance)
    if kind == "same":
        assert isinstance(first, TensorRef)
        return same_ref(a[0], a[1], first, ref)
    data, name = a if first == "a" else b
    return summarize_ref(data, name, ref, str(first))


def _taken(result: TensorComparison, how: str, ref: TensorRef) -> TensorComparison:
    """A result as a place takes it: as it is, or a tensor read by another
    task, counted as that task counted its side."""
    if not how:
        return result
    _, read_as, side = how.split()
    taken = TensorComparison(ref.type_text, "", count=ref.count, reason="not aligned")
    setattr(taken, f"nan_{side}", getattr(result, f"nan_{read_as}"))
    setattr(taken, f"inf_{side}", getattr(result, f"inf_{read_as}"))
    return taken


def compare_entries(
    entries: Sequence[Aligned],
    a: Trace,
    b: Trace,
    tolerance: Tolerance,
    jobs: int | None = None,
) -> tuple[list[EntryTensors], EntryTensors]:
    """The comparisons of every entry (in order) and of the results (their
    `outputs`; their `lone`, results one run printed alone)."""
    plan = _plan(entries, a, b)
    where_a, where_b = (a.data, a.name), (b.data, b.name)
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    bar = ProgressBar(plan.size, "comparing tensors")
    results: list[TensorComparison] = []
    done = 0
    try:
        if jobs <= 1 or plan.size < _POOL_BYTES or len(plan.tasks) < 2:
            for task in plan.tasks:
                results.append(_run(task, where_a, where_b, tolerance))
                done += _bytes(task)
                bar.update(done)
        else:
            # Forked where the platform forks: a worker needs nothing of
            # this process but what its task says (two refs, two paths).
            forks = "fork" in multiprocessing.get_all_start_methods()
            context = multiprocessing.get_context("fork") if forks else None
            with worker_pool(min(jobs, len(plan.tasks)), context) as pool:
                futures: list[Future[TensorComparison]] = [
                    pool.submit(_run, task, where_a, where_b, tolerance) for task in plan.tasks
                ]
                for future, task in zip(futures, plan.tasks, strict=True):
                    results.append(future.result())
                    done += _bytes(task)
                    bar.update(done)
    finally:
        bar.close()
    found = [EntryTensors() for _ in entries]
    whole = EntryTensors()
    for (number, kind), task_number, how, ref in plan.places:
        target = whole if number < 0 else found[number]
        result = _taken(results[task_number], how, ref)
        getattr(target, "outputs" if kind == "results" else kind).append(result)
    return found, whole


def _bytes(task: _Task) -> int:
    kind, first, ref = task
    size = ref.end - ref.body
    if kind == "pair" and isinstance(first, TensorRef):
        size += first.end - first.body
    return size
