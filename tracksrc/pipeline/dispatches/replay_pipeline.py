"""The pass pipeline that replays, on an extracted unit, what the run did
to it after a stage.

The run's stages on the unit (a pass on it, on an op inside it, or on the
whole module) give the passes in order, nested by the op types they ran
on as the program stood then (a dispatch is a `stream.executable` before
`iree-hal-materialize-interfaces`, a `hal.executable` after), with the
options their headers printed.

Some passes run a pipeline of their own (a dynamic pass pipeline: IREE's
configuration and translation of executables, `*-lower-executable-
target`): the stream prints their nested passes one by one, then the
wrapper. Replaying both would run the nested passes twice, so the nesting
is worked out: a wrapper is replayed as itself, with its options, when the
replay starts before its nested passes, and left out, its remaining
nested passes replayed, when the replay starts among them. Which passes
wrap others is `tracksrc.pipeline.composition.passes.nesting`'s answer
(bracketed by the prints of a stream printed both ways, the known wrappers
and the pipelines their headers print in one printed one way). Adaptors
(`PURE_ADAPTORS`) have no pass of their own to name: their nested passes
are replayed one by one.

The names are checked against the installed `iree-opt`, when there is
one: a pass it does not know is left out of the replay and said.
"""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from tracksrc.pipeline.composition.passes.nesting import pass_runs
from tracksrc.pipeline.composition.passes.printed_paths import printed_path
from tracksrc.pipeline.composition.passes.wrappers import DYNAMIC_WRAPPERS, PURE_ADAPTORS
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.streams.stream import Pipeline, Stage

_PASS_LINE = re.compile(r"^      --([\w.\-]+)\s")


@dataclass
class Step:
    """One pass the run made on the unit: at `stage`, on the op `path`
    leads to (op types below the module; `depth` of them), `text` its name
    and options. A wrapper (`wrapper`) nests the steps `nested` (indexes,
    low to high inclusive; empty when low > high) and started at stage
    `start` (its before print, or its first nested pass's)."""

    stage: int
    path: list[str]
    depth: int
    name: str
    text: str
    wrapper: bool = False
    nested: tuple[int, int] = (0, -1)
    start: int = -1


def unit_steps(pipeline: Pipeline, symbol: str | None) -> list[Step]:
    """The passes of the main compile on the unit defining `symbol` (or
    on the whole module), one per pass run (its after print, or its only
    print)."""
    events = {event.stage.number: event for event in tracker_of(pipeline).events()}
    kinds = {stage.header.kind for stage in pipeline.main_stages()}
    kept_kind = "after" if "after" in kinds else "before"
    steps: list[Step] = []
    for stage in pipeline.main_stages():
        event = events.get(stage.number)
        if stage.pass_argument is None or event is None:
            continue
        printed = printed_path(event)
        if printed is None:
            continue
        path, symbols = printed
        if path and (symbol is None or symbol not in symbols):
            continue
        if stage.header.kind == kept_kind:
            text = stage.pass_argument + (stage.options or "")
            steps.append(Step(stage.number, path, len(path), stage.pass_argument, text))
    return steps


def nest(steps: list[Step], pipeline: Pipeline) -> None:
    """Mark the wrappers among `steps`, the steps each nests and where it
    started, as `nesting.pass_runs` nests the stream's passes (see the
    module docstring)."""
    runs = pass_runs(pipeline)
    index_of = {step.stage: index for index, step in enumerate(steps)}
    members: dict[int, list[int]] = {}
    started: dict[int, int] = {}
    for index, step in enumerate(steps):
        for run in runs.enclosing(step.stage):
            # (A run of a stream printed both ways is named by its
            # before-print, the step by its after-print.)
            wrapper = index_of.get(runs.ends.get(run, run))
            if wrapper is not None and wrapper != index:
                members.setdefault(wrapper, []).append(index)
                started[wrapper] = run
    for index, step in enumerate(steps):
        inside = members.get(index)
        if inside is None and step.name not in DYNAMIC_WRAPPERS | PURE_ADAPTORS:
            continue
        step.wrapper = True
        step.nested = (min(inside), max(inside)) if inside else (0, -1)
        run = started.get(index, step.stage)
        # A wrapper printed after its nested passes started with the first.
        step.start = min(run, steps[step.nested[0]].stage) if inside else run


def replayed(steps: list[Step], stage: int, until: int | None = None) -> list[Step]:
    """The steps that replay what followed `stage` (up to stage `until`,
    if given: a wrapper that started by then runs whole): a wrapper that
    started after the stage stands for its nested passes; one that started
    before (the stage is inside it) is left out and its remaining nested
    passes kept; adaptors never stand for theirs."""
    dropped: set[int] = set()
    for index, step in enumerate(steps):
        if not step.wrapper:
            continue
        if step.name in PURE_ADAPTORS or step.start <= stage:
            dropped.add(index)
        else:
            low, high = step.nested
            dropped.update(range(low, high + 1))
    return [
        step
        for index, step in enumerate(steps)
        if step.stage > stage
        and index not in dropped
        and (until is None or (step.start if step.wrapper else step.stage) <= until)
    ]


def render(steps: list[Step]) -> str:
    """`builtin.module(...)` from the steps in order, consecutive passes
    on one path grouped."""

    def group(items: list[tuple[list[str], str]]) -> str:
        parts: list[str] = []
        index = 0
        while index < len(items):
            path, name = items[index]
            if not path:
                parts.append(name)
                index += 1
                continue
            head = path[0]
            inner = []
            while index < len(items) and items[index][0][:1] == [head]:
                inner.append((items[index][0][1:], items[index][1]))
                index += 1
            parts.append(f"{head}({group(inner)})")
        return ",".join(parts)

    return f"builtin.module({group([(step.path, step.text) for step in steps])})"


def iree_opt() -> str | None:
    """The `iree-opt` beside the running Python or on PATH, if any."""
    beside = Path(sys.executable).with_name("iree-opt")
    return str(beside) if beside.exists() else shutil.which("iree-opt")


@functools.cache
def registered_passes(tool: str) -> frozenset[str]:
    """The pass names `tool --help` lists (empty if it lists none)."""
    try:
        done = subprocess.run(
            [tool, "--help"], capture_output=True, text=True, check=False, timeout=60
        )
    except (OSError, subprocess.TimeoutExpired):
        return frozenset()
    names: set[str] = set()
    inside = False
    for line in done.stdout.splitlines():
        if line.strip() == "Passes:":
            inside = True
            continue
        if inside and line.strip().endswith(":") and not line.startswith("      "):
            break
        match = _PASS_LINE.match(line) if inside else None
        if match is not None:
            names.add(match.group(1))
    return frozenset(names)


# Why a module-scope capture gets no replay.
MODULE_SCOPE = (
    "printed with --mlir-print-ir-module-scope, every stage is the whole module and a pass on "
    "an op without a symbol (an executable's inner module) is not told apart from a pass on "
    "the module: the passes on the unit cannot be nested"
)


def pass_pipeline(
    pipeline: Pipeline, stage: Stage, symbol: str | None, until: Stage | None = None
) -> tuple[str, list[str]]:
    """The replay of what followed `stage` (up to `until`, if given) on
    the unit defining `symbol` (see the module docstring), and the passes
    left out because the installed `iree-opt` does not know them."""
    steps = unit_steps(pipeline, symbol)
    nest(steps, pipeline)
    chosen = replayed(steps, stage.number, None if until is None else until.number)
    tool = iree_opt()
    known = registered_passes(tool) if tool is not None else frozenset()
    unknown = [step.name for step in chosen if known and step.name not in known]
    return render([step for step in chosen if not known or step.name in known]), list(
        dict.fromkeys(unknown)
    )
