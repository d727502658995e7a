"""Which modules one `classify(ops, target=stage)` call passes through, and
whether they call each other back and forth (run by hand; see
docs/ARCHITECTURE.md).

    python benchmarks/trace_layers.py [STREAM [STAGE [OP_TYPE]]]

Defaults: the bundled sample stream, stage 3, `tosa.conv2d`. The call is
made once to import everything it needs (so imports are not counted), then
traced with `sys.setprofile` on a freshly opened pipeline. Printed:

- the modules whose code runs, in order of first call;
- call cycles: modules that call each other, directly or around a loop;
- calls into a module already on the call stack (re-entry);
- calls from a lower layer up into a higher one;
- the modules of lower layers the analysis layer calls, and how often
  control goes from the analysis layer down into the pipeline layer.

Also `import tracksrc` and `tracksrc --help`: how many of tracksrc's
modules they load.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RANK = {
    "ground": 0,
    "reading": 1,
    "tracking": 2,
    "pipeline": 3,
    "analysis": 4,
    "shell": 5,
    "cli": 6,
}


def layer(module: str) -> str:
    """The layer of a module named without its `tracksrc.` prefix."""
    head = module.split(".")[0]
    return head if head in RANK else "ground"


def _module_of(frame: FrameType | None) -> str | None:
    while frame is not None:
        name = frame.f_globals.get("__name__", "")
        if name.startswith("tracksrc."):
            return name[len("tracksrc.") :]
        frame = frame.f_back
    return None


def _strongly_connected(edges: set[tuple[str, str]]) -> list[list[str]]:
    graph: dict[str, set[str]] = {}
    for caller, callee in edges:
        graph.setdefault(caller, set()).add(callee)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            found.append(component)

    for node in list(graph):
        if node not in index:
            visit(node)
    return [sorted(component) for component in found if len(component) > 1]


def trace(stream: str, stage_number: int, op_type: str) -> None:
    """Trace one classify call and print what it passed through."""
    import tracksrc

    def call() -> Any:
        pipeline = tracksrc.open_pipeline(stream, cache=False)
        ops = pipeline.stages[0].op_index().get_ops_by_type(op_type)[:1]
        stage = pipeline.find(stage_number)
        return ops, stage

    ops, stage = call()
    tracksrc.classify(ops, stage)  # imports everything the call needs
    ops, stage = call()

    visited: list[str] = []
    edges: set[tuple[str, str]] = set()
    reentries: set[tuple[str, str]] = set()
    walk: list[str] = []
    stack: list[str | None] = []

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            name = frame.f_globals.get("__name__", "")
            if not name.startswith("tracksrc."):
                stack.append(None)
                return
            module = name[len("tracksrc.") :]
            caller = _module_of(frame.f_back)
            if module not in visited:
                visited.append(module)
            if caller is not None and caller != module:
                edges.add((caller, module))
                if module in stack:
                    reentries.add((caller, module))
            stack.append(module)
            here: str | None = module
        elif event == "return":
            if stack:
                stack.pop()
            here = _module_of(frame.f_back)
        else:
            return
        if here is not None:
            current = layer(here)
            if not walk or walk[-1] != current:
                walk.append(current)

    sys.setprofile(profile)
    result = tracksrc.classify(ops, stage)
    sys.setprofile(None)
    print(f"classify {len(ops)} {op_type} op(s) into {result.title.split(' into ', 1)[1]}")
    print(f"modules passed through: {len(visited)}")
    print("  " + " -> ".join(visited))
    cycles = _strongly_connected(edges)
    inside = [(a, b) for a, b in edges if any(a in c and b in c for c in cycles)]
    print(f"module-to-module call edges: {len(edges)}; inside call cycles: {len(inside)}")
    for component in cycles:
        print("  cycle: " + ", ".join(component))
    print(f"calls into a module already on the call stack: {len(reentries)}")
    for caller, module in sorted(reentries):
        print(f"  {caller} -> {module}")
    upward = sorted((a, b) for a, b in edges if RANK[layer(b)] > RANK[layer(a)])
    print(f"calls from a lower layer up into a higher one: {len(upward)}")
    for caller, module in upward:
        print(f"  {caller} -> {module}")
    below = sorted({b for a, b in edges if layer(a) == "analysis" and layer(b) != "analysis"})
    moves = Counter(itertools.pairwise(walk))
    print(f"modules of lower layers the analysis layer calls: {', '.join(below)}")
    print(
        f"control goes from the analysis layer down into the pipeline layer "
        f"{moves[('analysis', 'pipeline')]} times"
    )


def start_up() -> None:
    """How many of tracksrc's modules `import tracksrc` and `--help` load."""
    for label, code in [
        ("import tracksrc", "import tracksrc"),
        (
            "tracksrc --help",
            "import sys; sys.argv = ['tracksrc', '--help']\n"
            "from tracksrc.cli.main import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass",
        ),
    ]:
        probe = code + "\nimport sys\nprint(sum(m.startswith('tracksrc') for m in sys.modules))"
        done = subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, check=True
        )
        print(f"{label}: {done.stdout.splitlines()[-1]} tracksrc modules loaded")


def main() -> None:
    """Trace the call given on the command line (or the default one)."""
    os.environ.setdefault("TRACKSRC_CACHE_DIR", tempfile.mkdtemp())
    stream = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "sample_dumps/model.after_all.mlir")
    stage = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    op_type = sys.argv[3] if len(sys.argv) > 3 else "tosa.conv2d"
    trace(stream, stage, op_type)
    start_up()


if __name__ == "__main__":
    main()
