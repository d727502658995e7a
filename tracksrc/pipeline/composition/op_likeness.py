"""How alike two printed ops are, for the replay
(`tracksrc.pipeline.composition.replay`) to tell which op of the program
a fragment replaces: the region ops of a stage by (type, symbol), and the
source frames and op types an op holds."""

from __future__ import annotations

from collections import Counter
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
    worked out before, by summary and position)."""
    memo_key = (id(summary), position)
    known = memo.get(memo_key)
    if known is None:
        known = memo[memo_key] = summary.key_of(position)[2]
    return known


# What a candidate that keeps every child symbol it held gets over one that
# loses some: more than all the rest of the likeness (at most 3) can make up.
KEPT_ALL = 4.0
# Ops whose child symbols are the symbols their children define (a module's
# functions and globals), not ones they use (an initializer's
# `util.global.load @g`: a print using fewer globals is no other op's).
DEFINING_CHILDREN = frozenset({"builtin.module"})


def symbol_likeness(
    ours: frozenset[str], candidates: list[frozenset[str]], defining: bool
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
    its function."""
    if not ours:
        return [0.0] * len(candidates)
    held = Counter(chain.from_iterable(candidates))

    def weight(symbol: str) -> float:
        return 1.0 / held.get(symbol, 1)

    own = sum(map(weight, ours))
    found = []
    for theirs in candidates:
        shared = ours & theirs
        if not shared:
            found.append(0.0)
            continue
        common, gone = sum(map(weight, shared)), sum(map(weight, theirs - ours))
        alike = common / (own + gone) + common / (common + gone)
        found.append(alike + KEPT_ALL if defining and not gone else alike)
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
