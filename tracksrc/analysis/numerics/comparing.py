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

import os
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path

from tracksrc.analysis.numerics.alignment import Aligned
from tracksrc.analysis.numerics.tensors import (
    TensorComparison,
    Tolerance,
    comparable_shapes,
    compare_refs,
    summarize_ref,
)
from tracksrc.progress import ProgressBar
from tracksrc.reading.traces.trace import TensorRef, Trace
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


# A task: ("pair", A's ref, B's ref) or ("lone", side, ref), and where its
# result goes: (entry number, "inputs"/"outputs"/"lone"/"results").
_Task = tuple[str, object, TensorRef]


@dataclass
class _Plan:
    tasks: list[tuple[tuple[str, object, TensorRef], tuple[int, str]]] = field(default_factory=list)
    size: int = 0

    def pair(self, x: TensorRef, y: TensorRef, where: tuple[int, str]) -> None:
        self.tasks.append((("pair", x, y), where))
        self.size += (x.end - x.body) + (y.end - y.body)

    def lone(self, side: str, ref: TensorRef, where: tuple[int, str]) -> None:
        self.tasks.append((("lone", side, ref), where))
        self.size += ref.end - ref.body


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
    task: _Task, a: tuple[Path, str], b: tuple[Path, str], tolerance: Tolerance
) -> TensorComparison:
    kind, first, ref = task
    if kind == "pair":
        assert isinstance(first, TensorRef)
        return compare_refs(a[0], a[1], first, b[0], b[1], ref, tolerance)
    data, name = a if first == "a" else b
    return summarize_ref(data, name, ref, str(first))


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
    found = [EntryTensors() for _ in entries]
    results = EntryTensors()
    where_a, where_b = (a.data, a.name), (b.data, b.name)
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    bar = ProgressBar(plan.size, "comparing tensors")
    done = 0

    def place(where: tuple[int, str], comparison: TensorComparison) -> None:
        number, kind = where
        target = results if number < 0 else found[number]
        getattr(target, "outputs" if kind == "results" else kind).append(comparison)

    try:
        if jobs <= 1 or plan.size < _POOL_BYTES or len(plan.tasks) < 2:
            for task, where in plan.tasks:
                place(where, _run(task, where_a, where_b, tolerance))
                done += _bytes(task)
                bar.update(done)
        else:
            with worker_pool(min(jobs, len(plan.tasks))) as pool:
                futures: list[Future[TensorComparison]] = [
                    pool.submit(_run, task, where_a, where_b, tolerance) for task, _ in plan.tasks
                ]
                for future, (task, where) in zip(futures, plan.tasks, strict=True):
                    place(where, future.result())
                    done += _bytes(task)
                    bar.update(done)
    finally:
        bar.close()
    return found, results


def _bytes(task: _Task) -> int:
    kind, first, ref = task
    size = ref.end - ref.body
    if kind == "pair" and isinstance(first, TensorRef):
        size += first.end - first.body
    return size
