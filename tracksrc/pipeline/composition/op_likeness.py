"""How alike two printed ops are, for the replay
(`tracksrc.pipeline.composition.replay`) to tell which op of the program
a fragment replaces: the region ops of a stage by (type, symbol), and the
source frames and op types an op holds."""

from __future__ import annotations

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
