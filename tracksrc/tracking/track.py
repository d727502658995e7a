"""Following operations from one index into another by source locations.

`track(x, index)` answers "what did this become?" (x from an earlier stage,
`index` a later one) and, with `use_combined_src=True`, "where did this come
from?" (`track_back`: the op's own provenance and that of everything nested
in it, since a fused kernel's body keeps the locations of what it fused).
The semantics of a match are those of `tracksrc.tracking.provenance`, in the mode
given or the target index's mode. The helpers keep mlir-track-src's names.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tracksrc.reading.locations import SourceRange
from tracksrc.safe_text import visible_line
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.provenance import Mode

Trackable = OperationInfo | SourceRange | Sequence[OperationInfo]


def unique_ops(op_infos: Iterable[OperationInfo | None]) -> list[OperationInfo]:
    """The ops without duplicates (and without None), first occurrence first."""
    seen: set[int] = set()
    unique: list[OperationInfo] = []
    for info in op_infos:
        if info is not None and id(info) not in seen:
            seen.add(id(info))
            unique.append(info)
    return unique


def track(
    oi: Trackable,
    track_op_index: OperationIndex,
    use_combined_src: bool = False,
    mode: Mode | str | None = None,
) -> list[OperationInfo]:
    """The ops of `track_op_index` whose source matches `oi`'s.

    `oi` is an op, a list of ops (results merged, duplicates dropped) or a
    `SourceRange`. With `use_combined_src`, an op counts with everything
    nested in it. `mode` is "precise" or "compat" (default: the index's).
    """
    chosen = track_op_index.resolve_mode(mode)
    if oi is None:
        # Most often what a lookup gave for an op it did not find: an
        # empty answer would read as "tracked, and nothing came of it".
        raise TypeError(
            "track() got None, not an op: the lookup that gave it found nothing "
            "(get_op_by_id returns None for an id the index does not hold)"
        )
    if isinstance(oi, SourceRange):
        return track_op_index.get_ops_by_src_range(oi, chosen)
    if isinstance(oi, OperationInfo):
        return _track_one(oi, track_op_index, use_combined_src, chosen)
    if isinstance(oi, (str, bytes)) or not isinstance(oi, Iterable):
        raise TypeError(
            f"track() takes an op, a list of ops or a SourceRange, not {type(oi).__name__} "
            f"{visible_line(repr(oi))[:60]}; for a name use op_index.get_ops_by_name(...), for a "
            "location SourceRange.from_str('file:line:col')"
        )
    result: list[OperationInfo] = []
    for single in oi:
        result.extend(track(single, track_op_index, use_combined_src, chosen))
    return unique_ops(result)


def _track_one(
    info: OperationInfo, target: OperationIndex, use_combined_src: bool, mode: Mode
) -> list[OperationInfo]:
    if mode is Mode.COMPAT:
        # Frames are already renamed by the op's own index's remap.
        frame = info.combined_compat_frame() if use_combined_src else info.compat_frame
        return target.match_frame(frame, mode)
    stacks = info.combined_stacks() if use_combined_src else info.stacks
    return target.match_provenance(stacks, mode)


def track_back(
    oi: Trackable, op_index: OperationIndex, mode: Mode | str | None = None
) -> list[OperationInfo]:
    """Where ops of a later stage came from: `track` into the earlier
    `op_index` with the combined source of each op and its nested ops."""
    return track(oi, op_index, use_combined_src=True, mode=mode)


def related(
    oi: Trackable, op_index: OperationIndex, mode: Mode | str | None = None
) -> list[OperationInfo]:
    """Ops of the same index that share `oi`'s source (the op itself too)."""
    return track(oi, op_index, use_combined_src=False, mode=mode)


def _has_ancestor_in(info: OperationInfo, members: set[int]) -> bool:
    parent = info.parent
    while parent is not None:
        if id(parent) in members:
            return True
        parent = parent.parent
    return False


def shrink_to_parents(ops: Sequence[OperationInfo]) -> list[OperationInfo]:
    """Drop ops whose parent (at any depth) is also in the list."""
    members = {id(info) for info in ops}
    return [info for info in ops if not _has_ancestor_in(info, members)]


def shrink_to_children(ops: Sequence[OperationInfo]) -> list[OperationInfo]:
    """Drop ops that are a parent (at any depth) of another op in the list."""
    ancestors: set[int] = set()
    for info in ops:
        parent = info.parent
        while parent is not None:
            ancestors.add(id(parent))
            parent = parent.parent
    return [info for info in ops if id(info) not in ancestors]
