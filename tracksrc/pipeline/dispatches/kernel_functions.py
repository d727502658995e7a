"""Kernels that are functions: a compile that forms no IREE dispatch.

Triton compiles each `@triton.jit` function to one GPU kernel named after
it (`tt.func public @softmax_kernel`, then `llvm.func`), and profilers name
the kernel so (Proton, Nsight, rocprof, torch.profiler). A stream of such a
compile has no executables to follow: its kernels are the public functions
of its first print, each a `Dispatch` whose sources are the source ops
(Python lines, for Triton) its ops name there. Every op of a kernel
function computes but its constants (and its return): unlike an IREE
dispatch's body, a kernel's scalar arithmetic is its computation.
"""

from __future__ import annotations

from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.dispatches.dispatch import Dispatch, Dispatches
from tracksrc.pipeline.dispatches.finding import input_types, sources_of
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.reading.op_syntax import defined_symbol

# Ops that hold a kernel's body: functions of the dialects a kernel is
# written in.
FUNCTIONS = frozenset({"func.func", "tt.func", "gpu.func", "llvm.func"})
_PRIVATE = ("private", "nested")


def kernel_functions(pipeline: Pipeline) -> Dispatches:
    """The public functions of the main compile's first print, as
    dispatches (see the module docstring); none for an empty stream."""
    stages = pipeline.main_stages()
    if not stages:
        return Dispatches([], None)
    first, last = stages[0], stages[-1]
    types = input_types(tracker_of(pipeline), pipeline)
    found: list[Dispatch] = []
    for info in program_at(first).operations():
        if info.op_name not in FUNCTIONS or not info.op.regions:
            continue
        head = info.text.split("(", 1)[0].split()
        if any(word in _PRIVATE for word in head[1:]):
            continue
        symbol = defined_symbol(info.op)
        if symbol is None:
            continue
        inside = [
            (
                id(inner),
                id(inner.parent),
                inner.op_name,
                [stack[0] for stack in inner.stacks if stack],
            )
            for inner in info.descendants()
        ]
        item = Dispatch(
            symbol, "", [symbol], [], [info.op_name], first.number, last.number, len(inside)
        )
        item.sources = sources_of(id(info), inside, types, index_helpers=False)
        found.append(item)
    return Dispatches(found, None)
