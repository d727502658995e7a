"""Whether a decoded `StageSummary` is one tracksrc could have built: every
index in range and every derived column consistent with what it derives
from.

A summary read back from the cache passed its checksum, but a checksum
proves only that the bytes are the ones written under that key, not that
whoever wrote them wrote a sound summary (a cache file received from
elsewhere, a bug of another version). Queries index lists with these
columns, so an index out of range would be a crash far from its cause, and
a subtree that ends before it starts a silent wrong answer. The checks use
`min`/`max` and `map` over the arrays (C loops): they cost a few percent of
decoding.
"""

from __future__ import annotations

from array import array
from operator import ge, gt, le, lt


def check_summary(
    types: object,
    files: object,
    keys: object,
    columns: dict[str, array[int]],
    frames: array[int],
) -> None:
    """ValueError naming the first inconsistency of the parts of a
    `StageSummary` (its attributes of the same names), if any."""
    if not _strings(types) or not _strings(files):
        raise ValueError("stage summary types or files are not strings")
    if not isinstance(keys, dict) or not all(_strings(entry) for entry in keys.values()):
        raise ValueError("stage summary keys are not symbols")
    assert isinstance(types, tuple) and isinstance(files, tuple)
    count = len(columns["op_type"])
    _in_range("op_type", columns["op_type"], 0, len(types))
    _in_range("op_stackset", columns["op_stackset"], 0, len(columns["stackset_offsets"]) - 1)
    _in_range("line", columns["line"], 0, 1 << 31)
    _check_tree(columns["parent"], columns["subtree_end"], count)
    _check_groups("stackset", columns, len(columns["stack_offsets"]) - 1)
    if len(frames) % 3:
        raise ValueError("stage summary frames are not triples")
    _check_groups("stack", columns, len(frames) // 3)
    _in_range("frame file", frames[0::3], 0, len(files))
    _in_range("frame start", frames[1::3], 0, 1 << 64)
    _in_range("frame end", frames[2::3], 0, 1 << 64)
    if any(not 0 <= position < count for position in keys):
        raise ValueError("stage summary keys name an op it does not hold")


def _strings(values: object) -> bool:
    return isinstance(values, tuple) and all(isinstance(value, str) for value in values)


def _in_range(name: str, values: array[int], low: int, high: int) -> None:
    """Every value in `low <= value < high`."""
    if values and (min(values) < low or max(values) >= high):
        raise ValueError(f"stage summary {name} out of range")


def _check_tree(parent: array[int], subtree_end: array[int], count: int) -> None:
    # Pre-order: an op's parent comes before it (the first op is a root,
    # -1), its subtree ends after it and within its parent's.
    if not count:
        return
    if parent[0] != -1 or min(parent) < -1 or not all(map(lt, parent, range(count))):
        raise ValueError("stage summary parents are not in pre-order")
    if max(subtree_end) > count or not all(map(gt, subtree_end, range(count))):
        raise ValueError("stage summary subtrees end out of place")
    # (A root's subtree ends within the stage: index -1 reads `count`.)
    ends = [*subtree_end, count]
    if not all(map(le, subtree_end, map(ends.__getitem__, parent))):
        raise ValueError("stage summary subtree leaves its parent's")


def _check_groups(kind: str, columns: dict[str, array[int]], item_count: int) -> None:
    offsets, items = columns[f"{kind}_offsets"], columns[f"{kind}_items"]
    if not offsets or offsets[0] != 0 or offsets[-1] != len(items):
        raise ValueError(f"stage summary {kind} offsets do not cover its items")
    if not all(map(ge, offsets[1:], offsets)):
        raise ValueError(f"stage summary {kind} offsets go back")
    _in_range(f"{kind} items", items, 0, item_count)
