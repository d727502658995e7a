"""Which unit of the program each op is in: the function holding it, else
the top-level op (an executable, a global, an initializer).

A unit is what the lineage of a source is counted per, besides its op
types: a dispatch's function (code generation lowers each dispatch in its
own stretch of stages), the host function calling it, the executable
around them. Each unit is a key `(compile, op type, symbol)`; an op of a
fragment printed inside a unit (an executable's inner module, a variant)
that is in no function is in the fragment's top-level op, found through
the ops the fragment replaced (`Piece.ancestry`).
"""

from __future__ import annotations

from array import array
from itertools import compress

from tracksrc.pipeline.composition.replay import Piece
from tracksrc.pipeline.streams.summaries.summary import StageSummary

UnitKey = tuple[int, str, str]

# The last word of the types of ops that are functions: `func.func`,
# `util.func`, `llvm.func`, `vm.func`, `tt.func`, initializers.
_FUNCTION_WORDS = frozenset({"func", "initializer"})


def is_function(op_type: str) -> bool:
    return op_type.rsplit(".", 1)[-1] in _FUNCTION_WORDS


# How many summaries and pieces `Units` keeps worked out: the sweep asks
# about the prints just made again and again (a pass that changed nothing),
# seldom about old ones; kept whole, they held a tenth of a 25,000-stage
# stream's store build.
_KEPT = 256


def drop_oldest(memo: dict, kept: int = _KEPT) -> None:  # type: ignore[type-arg]
    """Keep a memo filled in insertion order to its last `kept` entries
    (called after each insertion)."""
    if len(memo) > kept:
        del memo[next(iter(memo))]


class Units:
    """Unit keys of the ops of pieces, numbered (see the module docstring):
    worked out once per summary and piece."""

    def __init__(self) -> None:
        self.keys: list[UnitKey] = []
        self._numbers: dict[UnitKey, int] = {}
        # Per summary: per position, the nearest function at or above it
        # (-1: none) and the op at the top of the print above it.
        self._columns: dict[int, tuple[array[int], array[int]]] = {}
        # Per (summary, span, unit around it): the unit of each position
        # (the same print replaced by itself pass after pass: once).
        self._pieces: dict[tuple[int, int, int, int | None], array[int]] = {}

    def number(self, key: UnitKey) -> int:
        """The number of a unit key (a new one if first seen)."""
        found = self._numbers.get(key)
        if found is None:
            found = self._numbers[key] = len(self.keys)
            self.keys.append(key)
        return found

    def _of_summary(self, summary: StageSummary) -> tuple[array[int], array[int]]:
        found = self._columns.get(id(summary))
        if found is None:
            found = self._columns[id(summary)] = _columns(summary)
            drop_oldest(self._columns)
        return found

    def _key(self, compile: int, summary: StageSummary, position: int) -> UnitKey:
        op_type, symbol, _ = summary.key_of(position)
        return (compile, op_type, symbol)

    def of_piece(self, piece: Piece, compile: int) -> array[int]:
        """Per position of the piece's summary, the number of its unit (-1
        outside the piece)."""
        summary = piece.summary
        start, end = piece.span()
        outside = self._context(piece, compile)
        key = (id(summary), start, end, outside)
        known = self._pieces.get(key)
        if known is not None:
            return known
        nearest, top = self._of_summary(summary)
        # Per position, the op its unit is named by: the function around it
        # in the piece, else (outside None) its top-level op; -1 for the
        # unit around the piece.
        if outside is None:
            holders = [
                function if function >= start else top_level
                for function, top_level in zip(nearest[start:end], top[start:end], strict=True)
            ]
        else:
            holders = [function if function >= start else -1 for function in nearest[start:end]]
        # The unit of each function or top-level op, worked out once.
        unit_of = {
            holder: self.number(self._key(compile, summary, holder))
            for holder in dict.fromkeys(holders)
            if holder >= 0
        }
        if outside is not None:
            unit_of[-1] = outside
        found = array("q", [-1]) * len(summary)
        found[start:end] = array("q", map(unit_of.__getitem__, holders))
        self._pieces[key] = found
        drop_oldest(self._pieces)
        return found

    def _context(self, piece: Piece, compile: int) -> int | None:
        """For a piece printed inside a unit (its op not at the top of the
        program: an executable's inner module, a variant), that unit; None
        for a print of the whole program or of a top-level op."""
        chain = list(piece.ancestry(piece.root))
        if len(chain) <= 2:
            return None  # the print's op, and the program's module: top level
        outer, position = chain[-2]
        # A function around the piece, else the top-level op.
        for summary, inner in chain:
            if is_function(summary.type_of(inner)):
                return self.number(self._key(compile, summary, inner))
        return self.number(self._key(compile, outer, position))


def _columns(summary: StageSummary) -> tuple[array[int], array[int]]:
    """Per position of a summary, the nearest function at or above it (-1:
    none), and the op just inside the print's module above it (the module
    MLIR makes around a fragment, or the module printed). Filled subtree by
    subtree, in C: a 700 MB stream's summaries hold tens of millions of
    ops."""
    size = len(summary)
    parents, types, ends = summary.parent, summary.op_type, summary.subtree_end
    functions = [is_function(name) for name in summary.types]
    nearest = array("i", [-1]) * size
    top = array("i", [-1]) * size
    # (In print order: an inner function's subtree is filled after, over,
    # the outer one's.)
    for position in compress(range(size), map(functions.__getitem__, types)):
        end = ends[position]
        nearest[position:end] = array("i", [position]) * (end - position)
    for position in compress(range(size), map((0).__ge__, parents)):
        end = ends[position]
        top[position:end] = array("i", [position]) * (end - position)
    return nearest, top
