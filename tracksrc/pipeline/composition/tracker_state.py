"""A tracker's work kept in the pipeline's store: read back, a second run
neither binds nor replays 40,000 stages again.

What `PipelineTracker` works out from every stage's summary is written as
integer arrays (`StreamStore.put_arrays`) under a key naming how locations
were read (`SourceReMap.description`: a remap reads the same summaries into
other stacks): the pipeline's stacks (frames of files) and stack sets, each
stage's binding (its stack sets' numbers), and the replay (every piece of
the program with its anchor and the replacements that hid parts of it, and
what each stage did). Read back, pieces carry no summary until one is used
(`Piece.summary`). Everything read is checked: an index out of range is a
`StoreError`, and the tracker works it all out again.
"""

from __future__ import annotations

import hashlib
import json
from array import array
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

from tracksrc.pipeline.composition.replay import Piece, StageEvent
from tracksrc.pipeline.composition.stack_lookup import StoredLookup
from tracksrc.pipeline.streams.rules_version import versioned
from tracksrc.pipeline.streams.storage.database import StoreError, StreamStore, damaged_midway
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.pipeline.streams.summaries.summary import StackTable, flatten
from tracksrc.reading.locations import key_of_stored, stored_key
from tracksrc.tracking.provenance import Stack


class PipelineTracker(Protocol):
    """What is kept of a tracker (`tracksrc.pipeline.composition.tracker`)."""

    pipeline: Pipeline
    _bound_stage: dict[int, Any]

    @property
    def table(self) -> StackTable:
        """The pipeline's stacks and stack sets."""

    def events(self) -> list[StageEvent]:
        """The replay."""


# Bump when what is kept, or how it is read, changes (a rule changed is
# in the rules' digest).
_VERSION = versioned(5)


def tracker_key(tracker: PipelineTracker) -> str:
    """What the kept work depends on besides the stream: how locations are
    read (the remap, the snapshot folders followed) and which of the
    stream's programs is read."""
    pipeline = tracker.pipeline
    description = json.dumps(
        [_VERSION, pipeline.remap.description(), pipeline.program], sort_keys=True, default=str
    )
    return "tracker:" + hashlib.blake2b(description.encode(), digest_size=12).hexdigest()


def _flat(groups: Iterable[Sequence[int]]) -> tuple[array[int], array[int]]:
    return flatten(groups, "q")


def _groups(offsets: array[int], items: array[int], bound: int | None) -> list[array[int]]:
    """The groups `_flat` made, each item checked to be in [0, `bound`)
    (None: any)."""
    if not offsets or offsets[0] != 0 or offsets[-1] != len(items):
        raise StoreError("groups out of step with their items")
    if bound is not None and items and (min(items) < 0 or max(items) >= bound):
        raise StoreError("an item out of range")
    found = []
    for number in range(len(offsets) - 1):
        start, end = offsets[number], offsets[number + 1]
        if end < start:
            raise StoreError("a group ending before it starts")
        found.append(items[start:end])
    return found


def save_tracker(tracker: PipelineTracker, store: StreamStore) -> None:
    """Keep the tracker's stacks, bindings and replay in the store (two
    entries: what a query of one place reads, the stacks, apart from the
    replay, which only queries of the whole program at a stage read)."""
    table = tracker.table
    files: dict[str, int] = {}
    # (Arrays filled as the groups are made, not lists of them: those,
    # freed once written, left their memory to the process.)
    stack_offsets, frames = array("q", [0]), array("q")
    for stack in table.stacks:
        for file, start, end in stack:
            # Keys as signed 64-bit integers hold them (they reach 2^64 - 1).
            frames.extend((files.setdefault(file, len(files)), stored_key(start), stored_key(end)))
        stack_offsets.append(len(frames))
    set_offsets, set_items = _flat(sorted(each) for each in table.set_list)
    bindings: dict[int, int] = {}
    binding_offsets, binding_items = array("q", [0]), array("q")
    stage_binding = array("q")
    set_ids = table.set_ids
    for stage in tracker.pipeline.stages:
        bound = tracker._bound_stage.get(stage.number)
        if bound is None:
            stage_binding.append(-1)
            continue
        number = bindings.get(id(bound.stacksets))
        if number is None:
            number = bindings[id(bound.stacksets)] = len(binding_offsets) - 1
            binding_items.extend(set_ids[each] for each in bound.stacksets)
            binding_offsets.append(len(binding_items))
        stage_binding.append(number)
    key = tracker_key(tracker)
    with store.transaction() as db:
        # One reading of the stream is kept at a time: the stack tables are
        # the last one's, and the key in `meta` says whose.
        db.execute("DELETE FROM arrays WHERE key LIKE 'tracker:%'")
        StoredLookup.write(table, db)
        store.set_meta("tracker", key)
        store.put_arrays(
            key + ":stacks",
            {
                "stack_offsets": stack_offsets,
                "frames": frames,
                "set_offsets": set_offsets,
                "set_items": set_items,
            },
            {"files": list(files)},
        )
        store.put_arrays(
            key + ":replay",
            {
                "binding_offsets": binding_offsets,
                "binding_items": binding_items,
                "stage_binding": stage_binding,
                **_replay_arrays(tracker.events()),
            },
        )


def is_kept(tracker: PipelineTracker, store: StreamStore) -> bool:
    """True if the store holds the tracker's work for this pipeline and
    remap."""
    key = tracker_key(tracker)
    if store.get_meta("tracker") != key:
        return False
    found = store.connection.execute(
        "SELECT count(*) FROM arrays WHERE key IN (?, ?)", (key + ":stacks", key + ":replay")
    ).fetchone()
    return bool(found) and found[0] == 2


def _replay_arrays(events: list[StageEvent]) -> dict[str, array[int]]:
    pieces: dict[Piece, int] = {}
    for event in events:
        if event.added is not None:
            pieces[event.added] = len(pieces)
    ordered = list(pieces)
    found: dict[str, array[int]] = {
        name: array("q")
        for name in ("piece_stage", "piece_root", "piece_printed", "anchor_piece", "anchor_at")
    }
    for piece in ordered:
        found["piece_stage"].append(piece.stage.number)
        found["piece_root"].append(piece.root)
        found["piece_printed"].append(-1 if piece.printed is None else piece.printed.number)
        found["anchor_piece"].append(-1 if piece.anchor is None else pieces[piece.anchor[0]])
        found["anchor_at"].append(-1 if piece.anchor is None else piece.anchor[1])
    found["hide_offsets"], hides = _flat([[v for r in p.hidden for v in r] for p in ordered])
    found["hides"] = hides
    found["event_added"] = array("q", [-1 if e.added is None else pieces[e.added] for e in events])
    found["event_container"] = array(
        "q", [-1 if e.container is None else pieces[e.container] for e in events]
    )
    found["event_compile"] = array("q", [event.compile for event in events])
    for name, parts in (("replaced", "replaced"), ("nested", "nested")):
        found[f"{name}_offsets"], found[name] = _flat(
            [
                [v for piece, at, hidden in getattr(e, parts) for v in (pieces[piece], at, hidden)]
                for e in events
            ]
        )
    for name in ("removed", "hidden"):
        found[f"{name}_offsets"], found[name] = _flat(
            [[pieces[piece] for piece in getattr(e, name)] for e in events]
        )
    return found


def load_stacks(tracker: PipelineTracker, store: StreamStore) -> StackTable:
    """The pipeline's stack sets, read back, and its stacks, read when first
    used (StoreError if the store holds none, or inconsistent sets; a stack
    found inconsistent then ends the command: `damaged_midway`)."""
    kept = store.get_arrays(tracker_key(tracker) + ":stacks")
    if kept is None:
        raise StoreError("the stacks are not kept")
    arrays, header = kept
    try:
        files = header["files"]  # type: ignore[index]
        if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
            raise StoreError("file names unreadable")
        offsets, frames = arrays["stack_offsets"], arrays["frames"]
        table = _KeptStackTable(lambda: _stacks_of(offsets, frames, files, store))
        for group in _groups(arrays["set_offsets"], arrays["set_items"], len(offsets) - 1):
            table.intern_set(frozenset(group))
    except (KeyError, TypeError, IndexError) as exc:
        raise StoreError(f"the stacks kept are unreadable ({exc})") from None
    return table


class _KeptStackTable(StackTable):
    """A table read back: its sets at once, its stacks (most of reading it:
    a tuple of frames each) when first used. A query of the ops at some
    stages (`lineage --json`) uses the sets alone."""

    def __init__(self, load: Callable[[], list[Stack]]) -> None:
        self._load: Callable[[], list[Stack]] | None = load
        self._stacks: list[Stack] = []
        self._ids: dict[Stack, int] = {}
        super().__init__()

    def _loaded(self) -> None:
        if self._load is not None:
            load, self._load = self._load, None
            self._stacks = load()
            self._ids = {stack: number for number, stack in enumerate(self._stacks)}

    @property  # type: ignore[override]
    def stacks(self) -> list[Stack]:
        """The stacks, by id."""
        self._loaded()
        return self._stacks

    @stacks.setter
    def stacks(self, value: list[Stack]) -> None:
        self._stacks = value

    @property  # type: ignore[override]
    def ids(self) -> dict[Stack, int]:
        """The id of each stack."""
        self._loaded()
        return self._ids

    @ids.setter
    def ids(self, value: dict[Stack, int]) -> None:
        self._ids = value


def _stacks_of(
    offsets: array[int], frames: array[int], files: list[str], store: StreamStore
) -> list[Stack]:
    """The stacks kept as `save_tracker` flattened them."""
    try:
        stacks: list[Stack] = []
        # (Frames hold stored keys, which any 64-bit integer can be.)
        for group in _groups(offsets, frames, None):
            if len(group) % 3 or any(
                not 0 <= group[i] < len(files) for i in range(0, len(group), 3)
            ):
                raise StoreError("a frame of no file")
            stacks.append(
                tuple(
                    (files[group[i]], key_of_stored(group[i + 1]), key_of_stored(group[i + 2]))
                    for i in range(0, len(group), 3)
                )
            )
        if len(set(stacks)) != len(stacks):
            raise StoreError("stacks kept twice")
    except StoreError as exc:
        raise damaged_midway(store, exc) from None
    return stacks


def load_replay(
    tracker: PipelineTracker, store: StreamStore
) -> tuple[list[list[frozenset[int]] | None], list[StageEvent]]:
    """Each stage's stack sets and the replay, read back (StoreError if the
    store holds none, or inconsistent ones)."""
    kept = store.get_arrays(tracker_key(tracker) + ":replay")
    if kept is None:
        raise StoreError("the replay is not kept")
    arrays, _ = kept
    stages = tracker.pipeline.stages
    sets = tracker.table.set_list
    try:
        bindings = [
            [sets[number] for number in group]
            for group in _groups(arrays["binding_offsets"], arrays["binding_items"], len(sets))
        ]
        stage_binding = arrays["stage_binding"]
        if len(stage_binding) != len(stages) or any(
            not -1 <= number < len(bindings) for number in stage_binding
        ):
            raise StoreError("stage bindings out of range")
        events = _replay_of(arrays, tracker)
    except (KeyError, TypeError, IndexError) as exc:
        raise StoreError(f"the replay kept is unreadable ({exc})") from None
    return [None if number < 0 else bindings[number] for number in stage_binding], events


def _replay_of(arrays: dict[str, array[int]], tracker: PipelineTracker) -> list[StageEvent]:
    stages = tracker.pipeline.stages
    count = len(arrays["piece_stage"])

    def stage_of(number: int) -> object:
        if not 0 <= number < len(stages):
            raise StoreError("a piece of no stage")
        return stages[number]

    hides = _groups(arrays["hide_offsets"], arrays["hides"], 1 << 62)
    pieces: list[Piece] = []
    for number in range(count):
        anchor = arrays["anchor_piece"][number]
        if not -1 <= anchor < number:
            raise StoreError("a piece anchored in one made after it")
        printed = arrays["piece_printed"][number]
        hidden = hides[number]
        pieces.append(
            Piece(
                stage_of(arrays["piece_stage"][number]),  # type: ignore[arg-type]
                None,
                arrays["piece_root"][number],
                [(hidden[i], hidden[i + 1]) for i in range(0, len(hidden), 2)],
                None if anchor < 0 else (pieces[anchor], arrays["anchor_at"][number]),
                None if printed < 0 else stage_of(printed),  # type: ignore[arg-type]
            )
        )
    parts = {
        name: _groups(arrays[f"{name}_offsets"], arrays[name], 1 << 62)
        for name in ("replaced", "nested", "removed", "hidden")
    }
    if any(len(groups) != len(stages) for groups in parts.values()):
        raise StoreError("events out of step with the stages")

    def piece(number: int) -> Piece:
        if not 0 <= number < count:
            raise StoreError("an event naming no piece")
        return pieces[number]

    events = []
    for number, stage in enumerate(stages):
        triples = {
            name: [(piece(group[i]), group[i + 1], group[i + 2]) for i in range(0, len(group), 3)]
            for name, group in (
                ("replaced", parts["replaced"][number]),
                ("nested", parts["nested"][number]),
            )
        }
        added = arrays["event_added"][number]
        container = arrays["event_container"][number]
        events.append(
            StageEvent(
                stage,
                replaced=triples["replaced"],
                nested=triples["nested"],
                container=None if container < 0 else piece(container),
                removed=[piece(n) for n in parts["removed"][number]],
                hidden=[piece(n) for n in parts["hidden"][number]],
                added=None if added < 0 else piece(added),
                compile=arrays["event_compile"][number],
            )
        )
    return events
