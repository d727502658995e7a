"""How alike two printed ops are, for the replay
(`tracksrc.pipeline.composition.replay`) to tell which op of the program
a fragment replaces: the region ops of a stage by (type, symbol), the
symbols of declarations, and the source frames and op types an op holds.

A function declaration (`func.func private @iree_uk_pack(...)`) is printed
on its own too: MLIR's pass manager runs function passes on declarations.
A summary keeps the symbol of every op holding a region (`StageSummary.
keys`), and, for each, the symbols of its children in order; an op without
region has no key of its own. Its symbol is read from its parent's list of
child symbols when that list lines up with the children: every child
without region then defines a symbol (the children of a module, an
executable, a variant, or of the module MLIR creates around a fragment)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from itertools import chain

from tracksrc.pipeline.streams.summaries.summary import StageSummary


def region_keys(summary: StageSummary) -> dict[tuple[str, str], list[int]]:
    keys: dict[tuple[str, str], list[int]] = {}
    types, op_type = summary.types, summary.op_type
    # (`key_of` without its child symbols: this runs for every stage.)
    for position, entry in summary.keys.items():
        if position == 0 and summary.implicit_root:
            continue  # the module MLIR creates around a fragment is no op of the program
        pair = (types[op_type[position]], entry[0] if entry else "")
        keys.setdefault(pair, []).append(position)
    return keys


def fingerprint(summary: StageSummary, position: int) -> frozenset[int]:
    """The source frames and op types of an op and everything nested in it."""
    frame_ids: set[int] = set()
    type_ids: set[int] = set()
    if position == 0 or summary.subtree_end[position] - position == len(summary) - 1:
        # (Nearly) the whole stage: its tables are the answer.
        type_ids.update(range(len(summary.types)))
        frame_ids.update(range(summary.frame_count))
    else:
        for inner in range(position, summary.subtree_end[position]):
            type_ids.add(summary.op_type[inner])
            for stack in summary.stackset(summary.op_stackset[inner]):
                frame_ids.update(summary.stack(stack))
    files = summary.files
    # Hashes, not the tuples: far less memory, and Jaccard does not mind.
    found = {hash(summary.types[type_id]) for type_id in type_ids}
    for frame_id in frame_ids:
        file_id, start, end = summary.frame(frame_id)
        # Frames in the dump itself move with it: no use for comparing.
        if files[file_id]:
            found.add(hash((files[file_id], start, end)))
    return frozenset(found)


def likeness(first: frozenset, second: frozenset) -> float:  # type: ignore[type-arg]
    """Jaccard similarity of two sets."""
    if not first or not second:
        return 0.0
    shared = len(first & second)
    return shared / (len(first) + len(second) - shared)


def child_symbols(
    memo: dict[tuple[int, int], frozenset[str]], summary: StageSummary, position: int
) -> frozenset[str]:
    """The child symbols of the op at `position` of `summary` (`memo`: those
    worked out before, by summary and position). Those of a module (see
    `DEFINING_CHILDREN`) take in those of the modules directly inside it:
    IREE converts the anonymous inner module of each VMVX variant to
    `module attributes {vm.toplevel} { vm.module public @module {...} }`,
    whose only own child symbol, `@module`, every converted one shares
    (the print replaced another executable's module converted before,
    not its own, which defines the functions `@module` now does)."""
    memo_key = (id(summary), position)
    known = memo.get(memo_key)
    if known is None:
        known = summary.key_of(position)[2]
        nested = [summary.key_of(child)[2] for child in nested_modules(summary, position)]
        if nested:
            known = known.union(*nested)
        memo[memo_key] = known
    return known


def nested_modules(summary: StageSummary, position: int) -> list[int]:
    """The positions of the modules (`vm.module`, `builtin.module`) directly
    inside the module at `position` (none for other ops)."""
    if summary.type_of(position) not in DEFINING_CHILDREN:
        return []
    return [
        child
        for child in _children(summary, position)
        if child in summary.keys and summary.type_of(child).rsplit(".", 1)[-1] == "module"
    ]


# What a candidate that keeps every child symbol it held gets over one that
# loses some: more than all the rest of the likeness (at most 3) can make up.
KEPT_ALL = 4.0
# Ops whose child symbols are the symbols their children define (a module's
# functions and globals), not ones they use (an initializer's
# `util.global.load @g`: a print using fewer globals is no other op's).
DEFINING_CHILDREN = frozenset({"builtin.module"})


def symbol_likeness(
    ours: frozenset[str],
    candidates: list[frozenset[str]],
    defining: bool,
    kept_directly: Callable[[int], bool] | None = None,
) -> list[float]:
    """How alike the child symbols of a printed op are to those of each
    candidate op it may replace: their Jaccard similarity plus how much of
    what the candidate held the print still holds, each symbol weighing the
    less the more candidates hold it; where the children define them
    (`defining`: see `DEFINING_CHILDREN`), `KEPT_ALL` more for a candidate
    whose every symbol the print still defines. A pass adds definitions far
    more often than it drops its op's own: code generation adds the same
    helpers to every executable's inner module (`@__shared_memory__`,
    `@__ocml_pow_f32`) as it converts it to LLVM, and another executable's
    module converted before, alike in op types and holding the same
    helpers, outscored the module's own earlier print, which defines only
    its function. With the symbols of nested modules taken in (see
    `child_symbols`), `KEPT_ALL` also needs the print to define, at its own
    level, every symbol the candidate defines at its own (`kept_directly`,
    asked of a candidate by its index only then):
    the functions a VMVX module converted to the VM defines in its
    `vm.module` are also those of the LLVM module of the executable's other
    variant."""
    if not ours:
        return [0.0] * len(candidates)
    held = Counter(chain.from_iterable(candidates))

    def weight(symbol: str) -> float:
        return 1.0 / held.get(symbol, 1)

    own = sum(map(weight, ours))
    found = []
    for index, theirs in enumerate(candidates):
        shared = ours & theirs
        if not shared:
            found.append(0.0)
            continue
        common, gone = sum(map(weight, shared)), sum(map(weight, theirs - ours))
        alike = common / (own + gone) + common / (common + gone)
        kept_all = defining and not gone and (kept_directly is None or kept_directly(index))
        found.append(alike + KEPT_ALL if kept_all else alike)
    return found


def top_symbols(summary: StageSummary, kind: str | None = None) -> set[str]:
    """The symbols the ops at the top level of the module `summary` prints
    define (only ops whose type's last word is `kind`, if given)."""
    return {
        entry[0]
        for position, entry in summary.keys.items()
        if entry
        and entry[0]
        and summary.parent[position] == 0
        and (kind is None or summary.type_of(position).rsplit(".", 1)[-1] == kind)
    }


def defines_most(defined: set[str], symbols: set[str]) -> bool:
    """True if `defined` holds at least half of `symbols` (True for none)."""
    return not symbols or 2 * len(symbols & defined) >= len(symbols)


# The last word of the types of ops whose children are the program's
# symbols (builtin.module, hal.executable, hal.executable.variant, ...).
_HOLDER_WORDS = frozenset({"module", "executable", "variant"})


def _children(summary: StageSummary, position: int) -> Iterator[int]:
    """The positions of the ops directly inside the op at `position`."""
    child, end = position + 1, summary.subtree_end[position]
    while child < end:
        yield child
        child = summary.subtree_end[child]


def _child_symbols(summary: StageSummary, parent: int) -> dict[int, str]:
    """The symbols of the children without region of the op at `parent`,
    by position: none unless every such child has one (then the parent's
    list of child symbols lines up with its children)."""
    entry = summary.keys.get(parent)
    if not entry:
        return {}
    listed = entry[1:]
    keys = summary.keys
    children = list(_children(summary, parent))
    keyed = sum(1 for child in children if child in keys and keys[child][0])
    if len(children) - sum(1 for child in children if child in keys) + keyed != len(listed):
        return {}
    found: dict[int, str] = {}
    at = 0
    for child in children:
        own = keys.get(child)
        if own is not None:
            if own[0]:
                if own[0] != listed[at]:
                    return {}  # (not lined up after all)
                at += 1
            continue
        found[child] = listed[at]
        at += 1
    return found


def declared_symbol(summary: StageSummary, position: int) -> str | None:
    """The symbol the op without region at `position` defines, when its
    parent's list of child symbols tells (see the module docstring); None
    for an op with a region (its key tells) or when the list cannot."""
    if position in summary.keys or position <= 0:
        return None
    return _child_symbols(summary, summary.parent[position]).get(position)


def declaration_keys(summary: StageSummary) -> dict[tuple[str, str], list[int]]:
    """(type, symbol) -> positions of the ops without region that define a
    symbol directly inside an op holding the program's symbols (or the
    module MLIR creates around a fragment): the declarations a fragment
    printed on its own may replace."""
    found: dict[tuple[str, str], list[int]] = {}
    for position in summary.keys:
        if not (position == 0 and summary.implicit_root) and (
            summary.type_of(position).rsplit(".", 1)[-1] not in _HOLDER_WORDS
        ):
            continue
        for child, symbol in _child_symbols(summary, position).items():
            found.setdefault((summary.type_of(child), symbol), []).append(child)
    for positions in found.values():
        positions.sort()
    return found
