"""A bounded memo for what one process learns while it reads stages: the
entries met lately kept, the others forgotten, at no cost per entry.

A stream repeats its lines, locations and op names within a stretch of
stages, so what the line reader worked out for one stage serves the next
few. `Generations` keeps two dicts: entries go into the newer one; when it
holds `half` entries it becomes the older one and a new one starts (the
oldest entries are dropped with the dict that held them: nothing is
copied, and a stage of 14,000 distinct lines never finds the memo empty,
as it would if everything were forgotten at once). An entry found in the
older dict moves to the newer one, so what every stage uses stays.
"""

from __future__ import annotations

from typing import Generic, TypeVar

_K = TypeVar("_K")
_V = TypeVar("_V")

# What `Generations.get` answers for a key it does not hold (None can be a
# value).
ABSENT: object = object()


class Generations(Generic[_K, _V]):
    """A memo of about `2 * half` entries (see the module docstring):
    more while one stage adds more than `half`, unless `rolling`, where a
    new generation also starts as an entry is put. Without `rolling`,
    `newer` may be read directly on a hot path (`dict.get`) during a stage,
    falling back on `get` when a key is not there."""

    __slots__ = ("half", "newer", "older", "rolling")

    def __init__(self, half: int, rolling: bool = False) -> None:
        self.half = half
        self.rolling = rolling
        self.newer: dict[_K, _V] = {}
        self.older: dict[_K, _V] = {}

    def get(self, key: _K) -> _V | object:
        """The value kept for `key`, or `ABSENT`."""
        found = self.newer.get(key, ABSENT)
        if found is ABSENT:
            found = self.older.pop(key, ABSENT)
            if found is not ABSENT:
                self.newer[key] = found  # type: ignore[assignment]
        return found

    def put(self, key: _K, value: _V) -> _V:
        """Keep `value` for `key`; returns it."""
        if self.rolling and len(self.newer) >= self.half:
            self.age()
        if self.older:
            self.older.pop(key, None)
        self.newer[key] = value
        return value

    def age(self) -> None:
        """Start a new generation if the newer one is full. Called between
        units of work (stages), never while a caller holds `newer`."""
        if len(self.newer) >= self.half:
            self.older = self.newer
            self.newer = {}

    def __len__(self) -> int:
        return len(self.newer) + len(self.older)
