"""What the prints after a position of a stream hold, answered without
reading them one by one: the recognition of a compile nested in one that
prints functions only (`compiles._function_restart`) asks it at every new
function a pipeline of function passes prints (thousands of times)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Protocol


class Print(Protocol):
    """What is read of a print (`compiles.StagePrint`)."""

    @property
    def whole_module(self) -> bool: ...

    @property
    def scope_symbol(self) -> str | None: ...


class LaterPrints:
    """The function each print of `stages` is of (`functions`, None for a
    whole module or no symbol), with what is asked of the prints after a
    position answered a block of prints at a time."""

    _BLOCK = 64

    def __init__(self, stages: Sequence[Print]) -> None:
        count = len(stages)
        self.functions = [
            None if stage.whole_module or stage.scope_symbol is None else stage.scope_symbol[1:]
            for stage in stages
        ]
        first: dict[str, int] = {}
        last: dict[str, int] = {}
        for at, name in enumerate(self.functions):
            if name is not None:
                first.setdefault(name, at)
                last[name] = at
        # Per print: where its function was first printed (-1 for a whole
        # module, whose symbols are read; never, for none); and, at a
        # function's first print, where it was printed last (else -1).
        self._first = [
            -1 if stage.whole_module else sys.maxsize if name is None else first[name]
            for stage, name in zip(stages, self.functions, strict=True)
        ]
        self._last = [
            -1 if name is None or first[name] != at else last[name]
            for at, name in enumerate(self.functions)
        ]
        block = self._BLOCK
        self._first_min = [min(self._first[at : at + block]) for at in range(0, count, block)]
        self._last_max = [max(self._last[at : at + block]) for at in range(0, count, block)]

    def next_earlier(self, start: int, before: int) -> int | None:
        """The first print from `start` on of a function first printed
        before `before`, or of a whole module; None if there is none."""
        first, block = self._first, self._BLOCK
        at = start
        while at < len(first):
            if at % block == 0 and self._first_min[at // block] >= before:
                at += block
            elif first[at] < before:
                return at
            else:
                at += 1
        return None

    def printed_again(self, start: int, end: int) -> int:
        """The last print of any function first printed from `start` to
        `end` (exclusive); -1 for none."""
        last, block = self._last, self._BLOCK
        found = -1
        at = start
        while at < end:
            if at % block == 0 and at + block <= end:
                found = max(found, self._last_max[at // block])
                at += block
            else:
                found = max(found, last[at])
                at += 1
        return found
