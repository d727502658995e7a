"""What `tracksrc mcp` serves: the pipelines opened at start, the folder
`extract` may write into, and the last few answers, kept for paging."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from tracksrc.pipeline.streams.stream import Pipeline

# How many whole answers are kept, so that paging through one does not
# work it out again (a compare takes seconds; a program is up to MBs).
KEPT_ANSWERS = 8

T = TypeVar("T")


@dataclass
class Served:
    """What the server was started on: the pipeline (`STREAM...`), the
    second run to compare with (`--compare`), the folder `extract` may
    write to (`--out`); each stream as named on the command line; the
    profiles of each run (`--profile`, `--profile-b`), read at start."""

    pipeline: Pipeline
    names: list[str]
    other: Pipeline | None = None
    other_name: str | None = None
    out: Path | None = None
    profiles: list[Any] = field(default_factory=list)
    profiles_b: list[Any] = field(default_factory=list)
    _kept: OrderedDict[Hashable, Any] = field(default_factory=OrderedDict, init=False, repr=False)

    def kept(self, key: Hashable, make: Callable[[], T]) -> T:
        """The answer of `key`, worked out by `make` once while it is among
        the last `KEPT_ANSWERS` asked for."""
        if key in self._kept:
            self._kept.move_to_end(key)
            return self._kept[key]  # type: ignore[no-any-return]
        value = make()
        self._kept[key] = value
        while len(self._kept) > KEPT_ANSWERS:
            self._kept.popitem(last=False)
        return value

    def forget_parsed(self) -> None:
        """Drop the operation index of every stage served (`Stage.forget`):
        what a call parsed (a program composed from many prints, an op
        shown, a unit extracted) is not kept on the stages, or a server
        answering for hours would hold every stage it ever parsed."""
        for pipeline in (self.pipeline, self.other):
            if pipeline is not None:
                for stage in pipeline.stages:
                    stage.forget()
