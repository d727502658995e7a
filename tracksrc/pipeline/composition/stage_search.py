"""The first stage where something holds of the whole program.

`first_stage(predicate, pipeline)` calls `predicate(program)` on the whole
program after stages of the main compile (`program_at`) and returns the
first stage where it is true. A *monotone* predicate (false up to some
stage, true from there on: "a `linalg.mmt4d` exists", "this dispatch
exists", "this op has lost its location" once it never gets it back) is
found by bisection in about log2(stages) calls; any other by a scan from
the first stage (`monotone=False`), with a progress bar on a terminal.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from tracksrc.pipeline.composition.program import Program, program_at
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.progress import ProgressBar

logger = logging.getLogger("tracksrc.pipeline.composition.stage_search")


def first_stage(
    predicate: Callable[[Program], Any], pipeline: Pipeline, monotone: bool = True
) -> Stage | None:
    """The first stage of the main compile after which `predicate(program)`
    is true (truthy: a non-empty list of ops counts), or None if it never
    is. With `monotone` (the default) the predicate must stay true once it
    is: the stage is found by bisection, checking the last stage first; say
    `monotone=False` to scan every stage instead."""
    stages = pipeline.main_stages()
    if not stages:
        return None

    def holds(index: int) -> bool:
        result = bool(predicate(program_at(stages[index])))
        logger.debug("stage %d: %s", stages[index].number, result)
        return result

    if not monotone:
        bar = ProgressBar(len(stages), "tracksrc: scanning stages")
        try:
            for index in range(len(stages)):
                bar.update(index)
                if holds(index):
                    return stages[index]
        finally:
            bar.close()
        return None
    if not holds(len(stages) - 1):
        return None
    low, high = 0, len(stages) - 1  # high holds; find the first that does
    while low < high:
        middle = (low + high) // 2
        if holds(middle):
            high = middle
        else:
            low = middle + 1
    return stages[low]
