"""A compact, serialisable table of one stage: what whole-pipeline queries
need from each stage without keeping its parsed IR.

A `StageSummary` holds, per operation in pre-order: its type, parent,
subtree end, line in the stage, local id (see `tracksrc.tracking.op_ids`)
and precise provenance (stacks of frames, see
`tracksrc.tracking.provenance`), plus the symbol keys of ops that hold
regions (what a function-level fragment replaces). It depends only on the
stage's text: lines and frames in the dump itself are stored relative to the
stage's first line and source renaming (`SourceReMap`) is applied when the
summary is bound to a pipeline. So identical stages share one summary and
the on-disk cache (`tracksrc.pipeline.streams.summaries.summary_cache`)
can key summaries by content.

Summaries serialise to bytes (`to_bytes`/`from_bytes`): a JSON header and
raw integer columns, checked when read; no pickle, nothing a cache file
could use to run code.
"""

from __future__ import annotations

import json
import struct
import sys
from array import array
from collections.abc import Iterable, Sequence

from tracksrc.pipeline.streams.rules_version import READING, versioned
from tracksrc.pipeline.streams.summaries.summary_checks import check_summary
from tracksrc.reading.locations import LINE_STEP, SnapshotResolver, SourceReMap
from tracksrc.tracking.op_ids import OpIds
from tracksrc.tracking.provenance import (
    SYMBOL_FILE,
    Frame,
    Stack,
)

# Bump the first number when the summary layout changes; a change of what the
# parser produces or accepts changes the rules' digest (`rules_version`).
# Cached summaries of another version are rebuilt.
SUMMARY_VERSION = versioned(11, READING)


_INT_COLUMNS = (
    "op_type",
    "parent",
    "subtree_end",
    "line",
    "op_stackset",
    "stackset_offsets",
    "stackset_items",
    "stack_offsets",
    "stack_items",
)
_MAGIC = b"TSS2"


def flatten(groups: Iterable[Sequence[int]], typecode: str = "i") -> tuple[array[int], array[int]]:
    """Groups of integers as two arrays: where each group starts in the
    items (one more than there are groups), and the items."""
    offsets = array(typecode, [0])
    items = array(typecode)
    for group in groups:
        items.extend(group)
        offsets.append(len(items))
    return offsets, items


class StageSummary:
    """The compact table of one stage (see the module docstring).

    Per op (by pre-order position): `op_type` (index into `types`),
    `parent` (-1 for the root), `subtree_end` (the first position after its
    nested ops), `line` (in the stage, 1 = the header line; 0 for the
    module MLIR creates around a fragment), `op_stackset` and its unique id.
    A stack set is a list of stack ids, a stack a list of frame ids
    (innermost first), a frame `(file id, start key, end key)`, file ids
    into `files`. The file "" stands for the dump itself, with keys
    relative to the stage's first line. Columns are `array`s: compact in
    memory, and stored as raw bytes.
    """

    # (Slots: a pipeline holds one per distinct stage, tens of thousands.)
    __slots__ = (
        "_ids",
        "_regions",
        "columns",
        "files",
        "frames",
        "implicit_root",
        "keys",
        "line",
        "local_ids_text",
        "op_stackset",
        "op_type",
        "parent",
        "subtree_end",
        "types",
    )

    def __init__(
        self,
        types: tuple[str, ...],
        files: tuple[str, ...],
        keys: dict[int, tuple[str, ...]],
        implicit_root: bool,
        columns: dict[str, array[int]],
        frames: array[int],
        local_ids_text: str,
    ) -> None:
        self.types = types
        self.files = files
        # position -> (symbol or "", symbols of its children...) for region ops
        self.keys = keys
        self.implicit_root = implicit_root
        self.columns = columns
        self.op_type = columns["op_type"]
        self.parent = columns["parent"]
        self.subtree_end = columns["subtree_end"]
        self.line = columns["line"]
        self.op_stackset = columns["op_stackset"]
        self.frames = frames  # 3 uint64 per frame: file id, start and end keys
        # Local ids (see `tracksrc.tracking.op_ids`), one line per op: whole
        # ids would grow with the square of the nesting depth.
        self.local_ids_text = local_ids_text
        self._ids: OpIds | None = None
        self._regions: list[int] | None = None

    def __len__(self) -> int:
        return len(self.op_type)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, StageSummary):
            return NotImplemented
        return self.to_bytes() == other.to_bytes()

    __hash__ = None  # type: ignore[assignment]

    def type_of(self, position: int) -> str:
        """The op type of the op at `position`."""
        return self.types[self.op_type[position]]

    def unique_id(self, position: int) -> str:
        """The unique id of the op at `position` (as `OperationIndex` gives)."""
        if self._ids is None:
            self._ids = OpIds(self.local_ids_text.split("\n"), self.parent)
        return self._ids.unique_id(position)

    @property
    def stackset_count(self) -> int:
        """How many distinct stack sets the stage holds."""
        return len(self.columns["stackset_offsets"]) - 1

    def stackset(self, number: int) -> array[int]:
        """The stack ids of stack set `number`."""
        return self._group("stackset", number)

    @property
    def stack_count(self) -> int:
        """How many distinct stacks the stage holds."""
        return len(self.columns["stack_offsets"]) - 1

    def stack(self, number: int) -> array[int]:
        """The frame ids of stack `number`, innermost first."""
        return self._group("stack", number)

    def _group(self, kind: str, number: int) -> array[int]:
        # Groups are stored flat: items, and offsets where each one starts.
        offsets = self.columns[f"{kind}_offsets"]
        return self.columns[f"{kind}_items"][offsets[number] : offsets[number + 1]]

    @property
    def frame_count(self) -> int:
        """How many distinct frames the stage holds."""
        return len(self.frames) // 3

    def frame(self, number: int) -> tuple[int, int, int]:
        """(file id, start key, end key) of frame `number`."""
        base = 3 * number
        return self.frames[base], self.frames[base + 1], self.frames[base + 2]

    def region_positions(self) -> list[int]:
        """The positions of the ops that hold regions, in order."""
        if self._regions is None:
            self._regions = sorted(self.keys)
        return self._regions

    def key_of(self, position: int) -> tuple[str, str, frozenset[str]]:
        """(op type, symbol, symbols of its children) of a region op."""
        entry = self.keys.get(position)
        if not entry:
            return self.type_of(position), "", frozenset()
        return self.type_of(position), entry[0], frozenset(entry[1:])

    def root(self) -> int:
        """The position of the op the stage printed (the fragment's op, or
        the module)."""
        if self.implicit_root and len(self) > 1 and self.subtree_end[1] == len(self):
            return 1
        return 0

    def to_bytes(self) -> bytes:
        """The summary as bytes: a JSON header, then raw little-endian
        columns (see `from_bytes`)."""
        header = {
            "version": SUMMARY_VERSION,
            "types": self.types,
            "files": self.files,
            "keys": {str(position): value for position, value in self.keys.items()},
            "implicit_root": self.implicit_root,
            "lengths": [len(self.columns[name]) for name in _INT_COLUMNS] + [len(self.frames)],
        }
        ids = self.local_ids_text.encode("utf-8", errors="surrogatepass")
        header["ids_bytes"] = len(ids)
        head = json.dumps(header, separators=(",", ":")).encode()
        parts = [_MAGIC, struct.pack("<I", len(head)), head]
        for column in [*(self.columns[name] for name in _INT_COLUMNS), self.frames]:
            parts.append(_little_endian(column).tobytes())
        parts.append(ids)
        return b"".join(parts)

    @classmethod
    def from_bytes(
        cls, data: bytes, checked: bool = True, shared: SharedParts | None = None
    ) -> StageSummary:
        """Rebuild a summary from `to_bytes` output (ValueError if it is
        not one of this version, or inconsistent). `checked=False` skips
        the checks of its values (`summary_checks`) for bytes this process
        had built, not read back. Parts equal to those of summaries decoded
        before with the same `shared` are the same objects."""
        if shared is None:
            shared = SharedParts()
        try:
            if data[:4] != _MAGIC:
                raise ValueError("not a stage summary")
            (head_length,) = struct.unpack_from("<I", data, 4)
            header = json.loads(data[8 : 8 + head_length])
            if header.get("version") != SUMMARY_VERSION:
                raise ValueError("a stage summary of another version")
            offset = 8 + head_length
            arrays = []
            for typecode, length in zip(
                ["i"] * len(_INT_COLUMNS) + ["Q"], header["lengths"], strict=True
            ):
                column = array(typecode)
                size = column.itemsize * length
                raw = data[offset : offset + size]
                column.frombytes(raw)
                if len(column) != length:
                    raise ValueError("a stage summary cut short")
                arrays.append(shared.column(_little_endian(column), raw))
                offset += size
            if len(data) - offset != header["ids_bytes"]:
                raise ValueError("a stage summary of the wrong length")
            columns = dict(zip(_INT_COLUMNS, arrays[:-1], strict=True))
            summary = cls(
                types=shared.names(header["types"]),
                files=shared.names(header["files"]),
                keys={
                    int(position): shared.key(value) for position, value in header["keys"].items()
                },
                implicit_root=bool(header["implicit_root"]),
                columns=columns,
                frames=arrays[-1],
                # (Two prints alike but for their locations have the same.)
                local_ids_text=sys.intern(data[offset:].decode("utf-8", errors="surrogatepass")),
            )
        except (KeyError, TypeError, struct.error, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ValueError(f"undecodable stage summary: {exc}") from None
        count = len(summary)
        if any(
            len(columns[name]) != count for name in ("parent", "subtree_end", "line", "op_stackset")
        ):
            raise ValueError("stage summary columns differ in length")
        if summary.local_ids_text.count("\n") != max(count - 1, 0):
            raise ValueError("stage summary ids do not match its ops")
        if checked:
            check_summary(summary.types, summary.files, summary.keys, columns, summary.frames)
        return summary


class SharedParts:
    """What the summaries of one pipeline share: each distinct op type and
    symbol name, key, list of types or files and column one object, kept
    while the pipeline lives. Prints of one function, and prints of
    functions alike (a model's repeated blocks), hold equal columns but for
    their locations: on a 263 MB CPU stream nearly every column was equal
    to one decoded before. Shared parts are never changed in place."""

    def __init__(self) -> None:
        self._keys: dict[tuple[str, ...], tuple[str, ...]] = {}
        self._names: dict[tuple[str, ...], tuple[str, ...]] = {}
        # (typecode, length, hash of the bytes) -> the column
        self._columns: dict[tuple[str, int, int], array[int]] = {}

    def key(self, symbols: list[str]) -> tuple[str, ...]:
        """A region op's key (its symbol, its children's)."""
        key = tuple(map(sys.intern, symbols))
        return self._keys.setdefault(key, key)

    def names(self, names: list[str]) -> tuple[str, ...]:
        """A summary's op types or files."""
        found = tuple(map(sys.intern, names))
        return self._names.setdefault(found, found)

    def column(self, column: array[int], raw: bytes) -> array[int]:
        """`column`, read from `raw`, or an equal one decoded before."""
        key = (column.typecode, len(column), hash(raw))
        found = self._columns.setdefault(key, column)
        # (Equal hashes of unequal columns: that one is not shared.)
        return found if found == column else column


def _little_endian(column: array[int]) -> array[int]:
    if sys.byteorder == "little":
        return column
    swapped = array(column.typecode, column)
    swapped.byteswap()
    return swapped


class StackTable:
    """Stacks of a whole pipeline, each given one integer id, so that a
    query matches each distinct stack once for every stage."""

    def __init__(self) -> None:
        self.ids: dict[Stack, int] = {}
        self.stacks: list[Stack] = []
        # One object per distinct set of stack ids: an op keeps its set
        # through every pass that leaves it alone, so what is worked out
        # per set (memoised by it) is found by identity. Each has a number,
        # its place in `set_list`.
        self.sets: dict[frozenset[int], frozenset[int]] = {}
        self.set_list: list[frozenset[int]] = []
        self.set_ids: dict[frozenset[int], int] = {}

    def intern(self, stack: Stack) -> int:
        """The id of `stack` (a new one if first seen)."""
        found = self.ids.get(stack)
        if found is None:
            found = self.ids[stack] = len(self.stacks)
            self.stacks.append(stack)
        return found

    def intern_set(self, stack_ids: frozenset[int]) -> frozenset[int]:
        """The one object standing for this set of stack ids."""
        found = self.sets.get(stack_ids)
        if found is None:
            found = self.sets[stack_ids] = stack_ids
            self.set_ids[stack_ids] = len(self.set_list)
            self.set_list.append(stack_ids)
        return found


def bind_stacksets(
    summary: StageSummary,
    dump_name: str,
    first_line: int,
    remap: SourceReMap | None,
    table: StackTable,
) -> list[frozenset[int]]:
    """The summary's stack sets as sets of pipeline-wide stack ids, with
    frames of the dump placed at the stage's lines and `remap` applied
    (a disabled file's frames are dropped, as the index drops them)."""
    shift = (first_line - 1) * LINE_STEP
    file_names: list[str | None] = []
    remapping = remap if remap else None  # (asked once: it counts its snapshots)
    for file in summary.files:
        if file == "":
            file_names.append(dump_name)
        elif file.startswith(SYMBOL_FILE):
            file_names.append(file)  # a debug symbol: no file to rename
        elif remapping is not None and remapping.is_file_disabled(file):
            file_names.append(None)
        else:
            file_names.append(remapping.remap_name(file) if remapping is not None else file)
    # (Plain loops over the flat columns: this runs for every stage.)
    frames: list[Frame | None] = []
    flat = summary.frames
    for base in range(0, len(flat), 3):
        file_id, start, end = flat[base], flat[base + 1], flat[base + 2]
        name = file_names[file_id]
        if name is None:
            frames.append(None)
        elif start >= LINE_STEP and summary.files[file_id] == "":
            frames.append((name, start + shift, end + shift))
        else:
            frames.append((name, start, end))
    snapshots = remap.snapshots if remap is not None else None
    expansions = _snapshot_expansions(frames, snapshots) if snapshots else {}
    columns = summary.columns
    stack_offsets, stack_items = columns["stack_offsets"], columns["stack_items"]
    ids, intern = table.ids, table.intern
    stack_ids: list[tuple[int, ...]] = []
    for number in range(len(stack_offsets) - 1):
        frame_ids = stack_items[stack_offsets[number] : stack_offsets[number + 1]]
        if expansions and any(i in expansions for i in frame_ids):
            stacks = _expanded(frame_ids, frames, expansions)
            stack_ids.append(tuple(intern(stack) for stack in stacks))
            continue
        with_dropped = tuple([frames[i] for i in frame_ids])
        stack: Stack = (
            tuple(frame for frame in with_dropped if frame is not None)
            if None in with_dropped
            else with_dropped  # type: ignore[assignment]
        )
        if not stack:
            stack_ids.append(())
            continue
        found = ids.get(stack)
        stack_ids.append((intern(stack) if found is None else found,))
    set_offsets, set_items = columns["stackset_offsets"], columns["stackset_items"]
    intern_set = table.intern_set
    return [
        intern_set(
            frozenset(
                [
                    each
                    for i in set_items[set_offsets[number] : set_offsets[number + 1]]
                    for each in stack_ids[i]
                ]
            )
        )
        for number in range(len(set_offsets) - 1)
    ]


def _snapshot_expansions(
    frames: list[Frame | None], snapshots: SnapshotResolver
) -> dict[int, tuple[Stack, ...]]:
    # Frames in files a location snapshot wrote, by frame number: the
    # provenance of the op printed there.
    found: dict[int, tuple[Stack, ...]] = {}
    # (Only frames in snapshot files expand: asked once per file name.)
    followed: dict[str, bool] = {}
    for number, frame in enumerate(frames):
        if frame is None:
            continue
        name = frame[0]
        known = followed.get(name)
        if known is None:
            known = followed[name] = snapshots.follows(name)
        if known:
            expanded = snapshots.expand(*frame)
            if expanded is not None:
                found[number] = expanded
    return found


def _expanded(
    frame_ids: Sequence[int],
    frames: list[Frame | None],
    expansions: dict[int, tuple[Stack, ...]],
) -> tuple[Stack, ...]:
    # A stack with snapshot frames: each such frame becomes each stack it
    # stands for, in place (one per combination, as call sites combine).
    stacks: list[Stack] = [()]
    for i in frame_ids:
        frame = frames[i]
        if i in expansions:
            stacks = [stack + inner for stack in stacks for inner in expansions[i]]
        elif frame is not None:
            stacks = [(*stack, frame) for stack in stacks]
    return tuple(dict.fromkeys(stack for stack in stacks if stack))
