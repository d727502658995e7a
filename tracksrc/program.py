"""The whole program as it stands at each stage of a pipeline.

A stage that prints one function (or one executable, one variant) is a
fragment: the rest of the program is whatever was printed last for it. A
`ProgramState` replays a pipeline's stages in order and keeps the *pieces*
that together make the program: the last module-scope stage (the base) and
every later fragment, each fragment hiding the op it replaces (matched by op
type and symbol) in the pieces printed before it.

Symbols do not always tell ops apart: IREE names the variant of every
executable `@embedded_elf_x86_64`, and the modules nested in them have no
symbol. When the program holds several region ops of one (type, symbol), a
fragment replaces the one whose child symbols are most like its own (the
variant's export, the inner module's functions).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tracksrc.summary import StageSummary

if TYPE_CHECKING:
    from tracksrc.pipeline import Stage

Key = tuple[str, str, frozenset[str]]


@dataclass
class Piece:
    """One stage's contribution to the program: its ops minus the subtrees
    (pre-order position ranges) that later pieces replaced."""

    stage: Stage
    summary: StageSummary
    root: int
    hidden: list[tuple[int, int]] = field(default_factory=list)

    def visible(self, position: int) -> bool:
        """True if the op at `position` is still part of the program."""
        return not any(start <= position < end for start, end in self.hidden)

    def positions(self) -> Iterator[int]:
        """The visible ops of the piece, in pre-order."""
        summary = self.summary
        position = self.root
        end = summary.subtree_end[self.root] if self.root else len(summary)
        if self.root == 0 and summary.implicit_root:
            position = 1
        hidden = sorted(self.hidden)
        while position < end:
            for start, stop in hidden:
                if start <= position < stop:
                    position = stop
                    break
            else:
                yield position
                position += 1


def _region_keys(summary: StageSummary) -> dict[tuple[str, str], list[int]]:
    keys: dict[tuple[str, str], list[int]] = {}
    for position in summary.keys:
        if position == 0 and summary.implicit_root:
            continue  # the module MLIR creates around a fragment is no op of the program
        op_type, symbol, _ = summary.key_of(position)
        keys.setdefault((op_type, symbol), []).append(position)
    return keys


def _fingerprint(summary: StageSummary, position: int) -> frozenset[object]:
    """The source frames and op types of an op and everything nested in it."""
    frame_ids: set[int] = set()
    type_ids: set[int] = set()
    for inner in range(position, summary.subtree_end[position]):
        type_ids.add(summary.op_type[inner])
        for stack in summary.stacksets[summary.op_stackset[inner]]:
            frame_ids.update(summary.stacks[stack])
    files = summary.files
    found: set[object] = {summary.types[type_id] for type_id in type_ids}
    for frame_id in frame_ids:
        file_id, start, end = summary.frames[frame_id]
        # Frames in the dump itself move with it: no use for comparing.
        if files[file_id]:
            found.add((files[file_id], start, end))
    return frozenset(found)


def _likeness(first: frozenset, second: frozenset) -> float:  # type: ignore[type-arg]
    """Jaccard similarity of two sets."""
    if not first or not second:
        return 0.0
    return len(first & second) / len(first | second)


class ProgramState:
    """The pieces of the program after the stages applied so far."""

    def __init__(self) -> None:
        self.pieces: list[Piece] = []
        # The piece holding the whole program (a module-scope stage), if any.
        self.base: Piece | None = None
        self._region_keys: dict[int, dict[tuple[str, str], list[int]]] = {}
        self._fingerprints: dict[tuple[int, int], frozenset[object]] = {}

    def _keys_of(self, summary: StageSummary) -> dict[tuple[str, str], list[int]]:
        found = self._region_keys.get(id(summary))
        if found is None:
            found = self._region_keys[id(summary)] = _region_keys(summary)
        return found

    def is_whole_program(self, summary: StageSummary) -> bool:
        """True if the stage printed the whole program: several top-level
        ops, or a module that is not one nested in the program (IREE prints
        each executable's inner module on its own during code generation)."""
        root = summary.root()
        if summary.implicit_root:
            return root == 0
        if summary.type_of(0) != "builtin.module":
            return False
        return not any(
            not (piece is self.base and position == piece.root)
            for piece, position in self.replaced_by(
                summary.key_of(0), self._fingerprint(summary, 0), len(summary)
            )
        )

    def _fingerprint(self, summary: StageSummary, position: int) -> frozenset[object]:
        key = (id(summary), position)
        found = self._fingerprints.get(key)
        if found is None:
            found = self._fingerprints[key] = _fingerprint(summary, position)
        return found

    def replaced_by(
        self, key: Key, fingerprint: frozenset[object] = frozenset(), size: int = 0
    ) -> list[tuple[Piece, int]]:
        """(piece, position) of the visible ops a fragment of `key` replaces:
        the op of the same type and symbol or, when several are (or there is
        no symbol), the one whose child symbols are most like the fragment's."""
        candidates = [
            (piece, position)
            for piece in self.pieces
            for position in self._keys_of(piece.summary).get(key[:2], ())
            if piece.visible(position)
        ]
        # Without a symbol (or with one shared by several), the most alike op
        # is the one: alike in child symbols first (symbol tables nest, so an
        # executable and the function in it can share a name), then in
        # source locations and op types (IREE's initializers have no symbol
        # and their children only use symbols), then in size.
        if len(candidates) > 1 or not key[1]:
            best: tuple[float, int] | None = None
            chosen: list[tuple[Piece, int]] = []
            for piece, position in candidates:
                likeness = 2 * _likeness(key[2], piece.summary.key_of(position)[2])
                likeness += _likeness(fingerprint, self._fingerprint(piece.summary, position))
                their_size = piece.summary.subtree_end[position] - position
                score = (likeness, -abs(size - their_size))
                if score[0] > 0 and (best is None or score > best):
                    best, chosen = score, [(piece, position)]
            candidates = chosen
        return candidates

    def apply(self, stage: Stage, summary: StageSummary) -> list[tuple[Piece, int]]:
        """Add a stage; returns what it replaced: (piece, position) pairs,
        position the replaced op (or the piece's root: all of it), each
        piece a copy as it stood before the stage."""
        if self.is_whole_program(summary):
            replaced = [(piece, piece.root) for piece in self.pieces]
            self.base = Piece(stage, summary, 0)
            self.pieces = [self.base]
            return replaced
        root = summary.root()
        replaced = self.replaced_by(
            summary.key_of(root), self._fingerprint(summary, root), summary.subtree_end[root] - root
        )
        snapshot = [
            (dataclasses.replace(piece, hidden=list(piece.hidden)), position)
            for piece, position in replaced
        ]
        for piece, position in replaced:
            if position == piece.root:
                self.pieces.remove(piece)
                if piece is self.base:
                    self.base = None
            else:
                piece.hidden.append((position, piece.summary.subtree_end[position]))
        self.pieces.append(Piece(stage, summary, root))
        return snapshot
