"""A pipeline's stages as the recognition of compiles reads them
(`tracksrc.pipeline.streams.compiles.find_compiles`): each stage's pass,
scope and side of its pass, and, read from its text only when asked, the
symbols a module print names and defines and whether its module carries
IREE's constant-evaluation mark (`stage_scope`); the symbols module prints
name, gathered as the stream is scanned (`ModuleSymbols`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import partial
from typing import Protocol, TypeVar, overload

from tracksrc.pipeline.streams.compiles import StagePrint
from tracksrc.pipeline.streams.scanning.records import StageBytes, StageRecord, stage_pieces
from tracksrc.pipeline.streams.stage_scope import (
    holds_constant_module,
    marks_constant_module,
    module_symbols,
    prints_whole_module,
    top_level_definitions,
)

Found = TypeVar("Found")


class ModuleSymbols:
    """The symbols of every module print, gathered while a stream is
    scanned (a `StageSink`): what `find_compiles` reads of the text, once
    per distinct print, so that finding the compiles reads no stage
    again."""

    def __init__(self) -> None:
        self.by_digest: dict[bytes, frozenset[str]] = {}
        # One object per symbol: prints name the same symbols over and over.
        self._names: dict[str, str] = {}

    def collect(
        self, source: object, record: StageRecord, stage_bytes: StageBytes, _: bytes
    ) -> None:
        """Keep the symbols a module print names (read a piece at a time
        from a long one: a symbol never spans lines)."""
        if record.scope_op != "builtin.module" or record.digest in self.by_digest:
            return
        names = self._names
        self.by_digest[record.digest] = frozenset(
            names.setdefault(name, name)
            for piece in stage_pieces(stage_bytes)
            for name in module_symbols(piece, 0, len(piece))
        )


class Stage(Protocol):
    """What is read of a stage (`tracksrc.pipeline.streams.stream.Stage`)."""

    number: int
    digest: bytes

    @property
    def pass_argument(self) -> str | None: ...

    @property
    def scope_op(self) -> str | None: ...

    @property
    def scope_symbol(self) -> str | None: ...

    @property
    def before(self) -> bool: ...

    def data(self, size: int | None = None) -> bytes:
        """The stage's bytes (its first `size`), header included."""


class StagePrints(Sequence[StagePrint]):
    """`stages` as `find_compiles` reads them, each made when read (made
    all at once, they cost more than the stages themselves); the symbols
    of module prints the scan gathered (`ModuleSymbols`), by
    digest, are taken from `known_symbols` rather than read again."""

    def __init__(
        self, stages: Sequence[Stage], known_symbols: Mapping[bytes, frozenset[str]] | None
    ) -> None:
        self._stages = stages
        self._known = known_symbols

    @overload
    def __getitem__(self, index: int) -> StagePrint: ...

    @overload
    def __getitem__(self, index: slice) -> list[StagePrint]: ...

    def __getitem__(self, index: int | slice) -> StagePrint | list[StagePrint]:
        if isinstance(index, slice):
            return [self.print_of(stage) for stage in self._stages[index]]
        return self.print_of(self._stages[index])

    def __iter__(self) -> Iterator[StagePrint]:
        return map(self.print_of, self._stages)

    def __len__(self) -> int:
        return len(self._stages)

    def print_of(self, stage: Stage) -> StagePrint:
        """What the recognition of compiles reads of `stage`."""
        return StagePrint(
            stage.number,
            stage.pass_argument,
            stage.scope_op,
            stage.scope_symbol,
            stage.before,
            partial(self._module_symbols, stage),
            partial(_read, top_level_definitions, stage),
            partial(_read, marks_constant_module, stage),
            partial(_read, holds_constant_module, stage),
            partial(_read_head, prints_whole_module, stage),
        )

    def _module_symbols(self, stage: Stage) -> frozenset[str]:
        known = self._known.get(stage.digest) if self._known is not None else None
        return known if known is not None else _read(module_symbols, stage)


# How much of a stage tells whether it prints a whole module: as much as
# `first_op_scope` reads.
_HEAD = 1 << 16


def _read_head(read: Callable[[bytes, int, int], Found], stage: Stage) -> Found:
    """What `read` finds in a stage's first bytes (`_HEAD`)."""
    head = stage.data(_HEAD)
    return read(head, 0, len(head))


def _read(read: Callable[[bytes, int, int], Found], stage: Stage) -> Found:
    """What `read` finds in a stage's text."""
    data = stage.data()
    return read(data, 0, len(data))
