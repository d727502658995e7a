"""The whole program as it stands at each stage of a pipeline.

A stage that prints one function (or one executable, one variant) is a
fragment: the rest of the program is whatever was printed last for it. A
`ProgramState` replays a pipeline's stages in order and keeps the *pieces*
that together make the program: the last module-scope stage (the base) and
every later fragment, each fragment hiding the op it replaces (matched by op
type and symbol) in the pieces printed before it, and removing the pieces
printed earlier inside that op (a function printed alone, then its whole
executable: the later print holds the function, whatever scope printed it
first; each piece remembers the op it replaced, its `anchor`).

Symbols do not always tell ops apart: IREE names the variant of every
executable `@embedded_elf_x86_64`, and the modules nested in them have no
symbol. When the program holds several region ops of one (type, symbol), a
fragment replaces the one most like it: in child symbols first (the
variant's export, the inner module's functions), then in source locations
and op types (IREE's initializers), then in size. The replay runs once per
pipeline into a list of `StageEvent`s that queries play back with a `View`.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import chain

from tracksrc.pipeline.composition.mixed_prints import mixed_prints, printed_nothing
from tracksrc.pipeline.composition.op_likeness import (
    DEFINING_CHILDREN,
    child_symbols,
    declaration_keys,
    declared_symbol,
    defines_most,
    fingerprint,
    likeness,
    region_keys,
    symbol_likeness,
    top_symbols,
)
from tracksrc.pipeline.composition.pieces import CONTAINER_WORDS, Piece, is_container, root_key
from tracksrc.pipeline.streams.stream import Stage
from tracksrc.pipeline.streams.summaries.summary import StageSummary

Key = tuple[str, str, frozenset[str]]


# The declarations of a print that has none (`ProgramState._declarations_of`).
_NONE: dict[tuple[str, str], list[int]] = {}


class ProgramState:
    """The pieces of the program after the stages applied so far."""

    def __init__(self) -> None:
        # In order; a dict so that removing one is not a scan.
        self.pieces: dict[Piece, None] = {}
        # The pieces whose op holds symbols (`_latest_container`), kept apart:
        # a program of thousands of functions has few of them.
        self._containers: dict[Piece, None] = {}
        # The piece holding the whole program (a module-scope stage), if any.
        self.base: Piece | None = None
        # The summary of the last print of a whole builtin.module.
        self.last_module: StageSummary | None = None
        self._region_keys: dict[int, dict[tuple[str, str], list[int]]] = {}
        # The same with the declarations (`declaration_keys`): what a print
        # may replace.
        self._declarations: dict[int, dict[tuple[str, str], list[int]]] = {}
        self._fingerprints: dict[tuple[int, int], frozenset[int]] = {}
        # (id(summary), position) -> the symbols of the op's children, for
        # the ops compared with a print: IREE's inner modules have no
        # symbol, so each print of one during code generation is compared
        # with every executable's.
        self._children: dict[tuple[int, int], frozenset[str]] = {}
        # (type, symbol) -> the region ops of the pieces with that key, in
        # the order they came, keyed by (id(piece), position) so that a
        # piece's own entries go without scanning everyone else's.
        self._by_key: dict[tuple[str, str], dict[tuple[int, int], tuple[Piece, int]]] = {}
        # id(piece) -> the pieces anchored in it, so that finding what a
        # print holds visits those pieces only, not every piece.
        self._anchored: dict[int, dict[Piece, None]] = {}
        # (type, symbol) -> the pieces whose own op has that key, in the
        # order they came: what a print new to the program may hold
        # (`_held`), found without visiting every region op of that key
        # (every `linalg.generic` of the program has the key of none).
        self._roots: dict[tuple[str, str], dict[Piece, None]] = {}
        # symbol -> the op types that ever defined it (`_converted`).
        self._types: dict[str, dict[str, None]] = {}

    def _add(self, piece: Piece) -> None:
        self.pieces[piece] = None
        if is_container(piece):
            self._containers[piece] = None
        if piece.anchor is not None:
            self._anchored.setdefault(id(piece.anchor[0]), {})[piece] = None
        own_key = root_key(piece)
        if own_key is not None:
            self._roots.setdefault(own_key, {})[piece] = None
        for pair, positions in self._keys_in(piece):
            if pair[1]:
                self._types.setdefault(pair[1], {})[pair[0]] = None
            entries = self._by_key.setdefault(pair, {})
            for position in positions:
                entries[(id(piece), position)] = (piece, position)

    def _remove(self, piece: Piece) -> None:
        del self.pieces[piece]
        self._containers.pop(piece, None)
        if piece.anchor is not None:
            del self._anchored[id(piece.anchor[0])][piece]
        own_key = root_key(piece)
        if own_key is not None:
            del self._roots[own_key][piece]
        for pair, positions in self._keys_in(piece):
            entries = self._by_key[pair]
            for position in positions:
                # (Gone already if a later print hid it.)
                entries.pop((id(piece), position), None)

    def _hide(self, piece: Piece, start: int, end: int) -> None:
        """Hide the subtree [start, end) of `piece`: a later print replaced
        it. Its region ops leave the index of candidates, so that finding
        what a print replaces never looks at hidden ops."""
        piece.hidden.append((start, end))
        for pair, positions in self._keys_in(piece):
            entries = self._by_key[pair]
            for position in positions[bisect_left(positions, start) :]:
                if position >= end:
                    break
                entries.pop((id(piece), position), None)

    def _keys_in(self, piece: Piece) -> Iterator[tuple[tuple[str, str], list[int]]]:
        """The region keys of the piece's ops, and of its declarations (a
        stage's print can be split between pieces: see `mixed_prints`)."""
        summary = piece.summary
        keys = chain(self._keys_of(summary).items(), self._declarations_of(summary).items())
        if piece.root == 0 or piece.span() == (1, len(piece.summary)):
            yield from keys
            return
        start, end = piece.span()
        for pair, positions in keys:
            inside = [position for position in positions if start <= position < end]
            if inside:
                yield pair, inside

    def _keys_of(self, summary: StageSummary) -> dict[tuple[str, str], list[int]]:
        found = self._region_keys.get(id(summary))
        if found is None:
            found = self._region_keys[id(summary)] = region_keys(summary)
        return found

    def _declarations_of(self, summary: StageSummary) -> dict[tuple[str, str], list[int]]:
        # (Most prints have none: they share one empty dict.)
        found = self._declarations.get(id(summary))
        if found is None:
            found = self._declarations[id(summary)] = declaration_keys(summary) or _NONE
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
        found = self.replaced_by(summary, 0)
        if any(not (piece is self.base and position == piece.root) for piece, position in found):
            return False
        # No print of the whole program yet (some passes printed): a module
        # defining few of the functions printed so far is one nested in it
        # (an executable's inner module during code generation).
        return (
            bool(found)
            or self.base is not None
            or defines_most(top_symbols(summary), self._top_symbols())
        )

    def _top_symbols(self) -> set[str]:
        """The symbols of the ops printed on their own, each first of its
        kind (no op replaced)."""
        keys = (root_key(piece) for piece in self.pieces if piece.anchor is None)
        return {key[1] for key in keys if key is not None and key[1]}

    def converts_program(self, summary: StageSummary) -> bool:
        """True if the stage printed, as an op new to the program, a module
        defining at least half the top-level functions of the last module
        printed whole: the
        program converted into it (`iree-vm-conversion` moves everything
        into a new `vm.module`, which a before-all stream first shows
        printed on its own), not an op added beside the rest."""
        root = summary.root()
        if not summary.type_of(root).endswith(".module") or self.last_module is None:
            return False
        functions = top_symbols(self.last_module, "func")
        return (
            bool(functions)
            and not self.replaced_by(summary, root)
            and defines_most({entry[0] for entry in summary.keys.values() if entry}, functions)
        )

    def _fingerprint(self, summary: StageSummary, position: int) -> frozenset[int]:
        key = (id(summary), position)
        found = self._fingerprints.get(key)
        if found is None:
            found = self._fingerprints[key] = fingerprint(summary, position)
        return found

    def replaced_by(self, summary: StageSummary, root: int) -> list[tuple[Piece, int]]:
        """(piece, position) of the visible ops the fragment whose op is at
        `root` of `summary` replaces: the op of the same type and symbol
        or, when several are (or there is no symbol), the one whose child
        symbols are most like the fragment's."""
        key = summary.key_of(root)
        declared = declared_symbol(summary, root)
        if declared is not None:
            # A declaration printed on its own: the op of its type and
            # symbol that the print is most like, the latest printed of
            # equals (the module whose passes run now).
            key = (key[0], declared, key[2])
            found = list(self._by_key.get(key[:2], {}).values())
            printed = self._fingerprint(summary, root)
            scored = [
                (likeness(printed, self._fingerprint(piece.summary, at)), piece.stage.number, i)
                for i, (piece, at) in enumerate(found)
            ]
            return [found[max(scored)[2]]] if scored else []
        # (Only visible ops are indexed: see `_hide`.)
        candidates = list(self._by_key.get(key[:2], {}).values()) or self._converted(*key[:2])
        # Without a symbol (or with one shared by several), the most alike op
        # is the one: alike in child symbols first (symbol tables nest, so an
        # executable and the function in it can share a name), then in
        # source locations and op types (IREE's initializers have no symbol
        # and their children only use symbols), then in size.
        if len(candidates) > 1 or not key[1]:
            theirs = [child_symbols(self._children, p.summary, at) for p, at in candidates]
            ours = child_symbols(self._children, summary, root)
            alike_in_symbols = symbol_likeness(
                ours,
                theirs,
                key[0] in DEFINING_CHILDREN,
                lambda index: (
                    candidates[index][0].summary.key_of(candidates[index][1])[2] <= key[2]
                ),
            )
            by_symbols = sorted(
                zip(alike_in_symbols, range(len(theirs)), strict=True), reverse=True
            )
            # (Worked out only here: most prints replace the one op of their
            # symbol.)
            printed = self._fingerprint(summary, root)
            size = summary.subtree_end[root] - root
            best: tuple[float, int] | None = None
            chosen: list[tuple[Piece, int]] = []
            chosen_index = -1
            # No whole print yet (some passes printed): a module defining
            # none of a candidate's functions is another executable's.
            apart = self.base is None and key[0] in DEFINING_CHILDREN and bool(key[2])
            for alike, index in by_symbols:
                if best is not None and alike + 1 < best[0]:
                    break  # locations and types add at most 1
                if apart and not alike and theirs[index]:
                    continue
                piece, position = candidates[index]
                alike += likeness(printed, self._fingerprint(piece.summary, position))
                their_size = piece.summary.subtree_end[position] - position
                score = (alike, -abs(size - their_size))
                # Equal scores: the first candidate, as printed, wins.
                better = best is None or score > best or (score == best and index < chosen_index)
                if score[0] > 0 and better:
                    best, chosen, chosen_index = score, [(piece, position)], index
            candidates = chosen
        return candidates

    def _converted(self, op_type: str, symbol: str) -> list[tuple[Piece, int]]:
        """The visible ops of another type of the same kind defining
        `symbol` (`func.func @f` that IREE made `util.func @f`): one symbol
        table holds one op of a symbol."""
        kind = op_type.rsplit(".", 1)[-1]
        if not symbol or kind in CONTAINER_WORDS:
            return []  # (`vm.module @module` sits in `builtin.module @module`)
        return [
            found
            for other in self._types.get(symbol, ())
            if other != op_type and other.rsplit(".", 1)[-1] == kind
            for found in self._by_key.get((other, symbol), {}).values()
        ]

    def apply(
        self,
        stage: Stage,
        summary: StageSummary,
        root: int | None = None,
        printed: Stage | None = None,
    ) -> StageEvent:
        """Add a stage; returns what changed (see `StageEvent`). `root`: the
        one op of the print that is this stage's, `printed`: the stage whose
        text holds it, when another (see `mixed_prints`)."""
        if printed_nothing(summary):
            return StageEvent(stage, replaced=[])
        whole = root is None and self.is_whole_program(summary)
        if not whole and root is None and self.converts_program(summary):
            whole = True
        if not summary.implicit_root and summary.type_of(0) == "builtin.module":
            self.last_module = summary  # (after: the one before is what it converts)
        if whole:
            event = StageEvent(
                stage,
                replaced=[(piece, piece.root, len(piece.hidden)) for piece in self.pieces],
                removed=list(self.pieces),
            )
            for piece in list(self.pieces):
                self._remove(piece)
            self.base = Piece(stage, summary, 0)
            self._add(self.base)
            event.added = self.base
            return event
        if root is None:
            root = summary.root()
        found = self.replaced_by(summary, root)
        # An op new to the program may hold ops printed before on their own
        # (`--mlir-print-ir-after-failure` prints the op of the pass that
        # failed, then the op of each pass around it): it replaces them.
        held = [] if found else self._held(summary, root)
        event = StageEvent(
            stage, replaced=[(piece, position, len(piece.hidden)) for piece, position in found]
        )
        if not found and not held:
            event.container = self._latest_container()
        # Pieces printed earlier inside what this print replaces (a function
        # printed on its own, then its whole executable): the print holds
        # them, whatever scope printed them.
        anchor = None
        if len(held) == 1 and held[0].anchor is not None:
            anchor = held[0].anchor
        found_held = [(piece, piece.root) for piece in held]
        for piece in [*held, *self._nested_in([*found, *found_held])]:
            event.nested.append((piece, piece.root, len(piece.hidden)))
            self._remove(piece)
            event.removed.append(piece)
            if piece is self.base:
                self.base = None
        if anchor is not None and anchor[0] not in self.pieces:
            anchor = None
        for piece, position in found:
            if position == piece.root:
                anchor = piece.anchor  # takes the place of the whole piece
                self._remove(piece)
                event.removed.append(piece)
                if piece is self.base:
                    self.base = None
            else:
                anchor = (piece, position)
                self._hide(piece, position, piece.summary.subtree_end[position])
                event.hidden.append(piece)
        event.added = Piece(stage, summary, root, anchor=anchor, printed=printed)
        self._add(event.added)
        return event

    def _held(self, summary: StageSummary, root: int) -> list[Piece]:
        """The pieces whose op the print at `root` holds inside it: an op of
        the same type and symbol (without a symbol, one alike in child
        symbols: the module nested in a variant)."""
        held: dict[Piece, None] = {}
        end = summary.subtree_end[root]
        for pair, positions in self._keys_of(summary).items():
            pieces = self._roots.get(pair)
            if not pieces:
                continue
            inside = [position for position in positions if root < position < end]
            if not inside:
                continue
            for piece in pieces:
                if piece in held:
                    continue
                theirs = piece.summary.key_of(piece.root)[2]
                if pair[1] or any(
                    likeness(summary.key_of(mine)[2], theirs) >= 0.5 for mine in inside
                ):
                    held[piece] = None
        return list(held)

    def _latest_container(self) -> Piece | None:
        """The piece printed last whose op holds symbols (a module, an
        executable, a variant): where an op printed for the first time was
        most likely made, by the pass that ran on it."""
        found = None
        for piece in self._containers:
            if found is None or piece.stage.number > found.stage.number:
                found = piece
        return found

    def _nested_in(self, found: list[tuple[Piece, int]]) -> list[Piece]:
        """The pieces (other than those of `found`) that sit inside one of
        the ops `found` names: anchored inside it, or in such a piece."""
        own = {id(piece) for piece, _ in found}
        nested: list[Piece] = []
        pending: list[tuple[Piece, int, int]] = [
            (piece, position, piece.summary.subtree_end[position]) for piece, position in found
        ]
        while pending:
            outer, start, end = pending.pop()
            for piece in self._anchored.get(id(outer), ()):
                assert piece.anchor is not None
                if id(piece) not in own and start <= piece.anchor[1] < end:
                    nested.append(piece)
                    # Everything anchored in it is inside too.
                    pending.append((piece, 0, len(piece.summary)))
        return nested


@dataclass(eq=False, slots=True)
class StageEvent:
    """What one stage did to the program: the ops it replaced (piece,
    position, and how many replacements the piece had before), the pieces
    printed earlier inside those ops that it replaced too (`nested`, same
    form), the pieces it removed whole, those it hid a part of, and the
    piece it added (None for a stage that changes nothing: one cut short).
    For a print that replaces nothing (an op new to the program), the piece
    printed last that could hold it (`container`), else None."""

    stage: Stage
    replaced: list[tuple[Piece, int, int]]
    nested: list[tuple[Piece, int, int]] = field(default_factory=list)
    container: Piece | None = None
    removed: list[Piece] = field(default_factory=list)
    hidden: list[Piece] = field(default_factory=list)
    added: Piece | None = None
    # The compile whose program it changed (`Stage.compile`).
    compile: int = 0

    def earlier_parts(self) -> list[tuple[Piece, int, int]]:
        """Everything the stage's print replaced: `replaced`, then `nested`."""
        return [*self.replaced, *self.nested]

    def touched(self) -> list[Piece]:
        """The pieces the stage removed, cut or added, each once."""
        return list(dict.fromkeys([*self.removed, *self.hidden, *filter(None, [self.added])]))


def replay(stages: Iterable[tuple[Stage, StageSummary]]) -> list[StageEvent]:
    """The events of a pipeline's stages, in order. Each compile of the
    stream (`Stage.compile`: the main one, one nested in it) is replayed on
    its own: a nested compile's program is not the main one's."""
    listed = list(stages)
    by_compile: dict[int, list[int]] = {}
    for index, (stage, _) in enumerate(listed):
        by_compile.setdefault(stage.compile, []).append(index)
    events: list[StageEvent | None] = [None] * len(listed)
    for number, indexes in by_compile.items():
        own = [listed[index] for index in indexes]
        state = ProgramState()
        for index, (stage, summary), printed in zip(indexes, own, mixed_prints(own), strict=True):
            if printed is None:
                event = state.apply(stage, summary)
            else:
                holder, holder_summary = own[printed[0]]
                printed_in = None if holder is stage else holder
                event = state.apply(stage, holder_summary, printed[1], printed_in)
            event.compile = number
            events[index] = event
    return [event for event in events if event is not None]
