"""The operation index of one parsed file: lookups by id, SSA name, op type
and source location.

`OperationIndex` and `OperationInfo` keep mlir-track-src's API (names,
unique-id scheme, pre-order iteration of `(unique_id, info)` pairs) so its
users' scripts keep working. Name and type lookups are dictionaries; source
lookups are answered from interval trees (`tracksrc.tracking.source_trees`),
one per source file and tracking mode, built on first use: O(log n + k) per
query, never a scan over all operations.

Unique ids follow mlir-track-src: `<parent id>/<first result name>`, or
`<op name>[<pre-order index>]` for an op without results, e.g.
`builtin.module[0]/func.func[1]/%0` (see `tracksrc.tracking.op_ids`, which
stores them in space linear in the ops, however deep they nest).
"""

from __future__ import annotations

import logging
import re
from array import array
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from tracksrc.errors import TracksrcError
from tracksrc.reading.ir import MlirFile, Operation
from tracksrc.reading.location_attributes import Location, location_names, location_symbols
from tracksrc.reading.locations import SourceLocation, SourceRange, SourceReMap
from tracksrc.reading.op_syntax import defined_symbol
from tracksrc.safe_text import visible, visible_line
from tracksrc.suggestions import no_op_of_type, say_close_types
from tracksrc.tables import counted
from tracksrc.tracking.op_ids import IdMapping, OpIds, walk_with_ids
from tracksrc.tracking.provenance import (
    Frame,
    Mode,
    Stack,
    compat_frame,
    merge_frames,
    precise_stacks,
)
from tracksrc.tracking.source_trees import SourceTrees

logger = logging.getLogger("tracksrc.tracking.index")


_NAME_SUFFIX = re.compile(r"(?:#\d+|:\d+)$")


def _frame_range(frame: Frame | None) -> SourceRange:
    if frame is None:
        return SourceRange.unknown()
    return SourceRange.from_keys(*frame)


@dataclass(eq=False, slots=True)
class OperationInfo:
    """One operation of an index, with mlir-track-src's fields.

    `op` is the parsed operation (`tracksrc.reading.ir.Operation`); `src_rng` is its
    location as one range (mlir-track-src's view); `stacks` is its precise
    provenance (see `tracksrc.tracking.provenance`).
    """

    local_id: str
    ssa_name: str
    op_name: str
    op: Operation
    position: int
    index: OperationIndex = field(repr=False)
    parent: OperationInfo | None = field(default=None, repr=False)
    children: list[OperationInfo] = field(default_factory=list, repr=False)

    def __repr__(self) -> str:
        return f"<OperationInfo {self.unique_id} {self.op_name} at {self.dump_position}>"

    @property
    def unique_id(self) -> str:
        """The op's id, unique in its index: its parent's id, `/` and its
        `local_id` (see `tracksrc.tracking.op_ids`)."""
        return self.index.ids.unique_id(self.position)

    @property
    def location(self) -> Location:
        """The MLIR location of the op (aliases resolved)."""
        return self.op.location

    @property
    def src_rng(self) -> SourceRange:
        """The op's source as one range, as mlir-track-src computes it."""
        return _frame_range(self.compat_frame)

    @property
    def source_ranges(self) -> list[SourceRange]:
        """The innermost source range of each provenance stack (precise)."""
        seen = dict.fromkeys(stack[0] for stack in self.stacks)
        return [_frame_range(frame) for frame in seen]

    @property
    def stacks(self) -> tuple[Stack, ...]:
        """The precise provenance: one stack of frames per origin."""
        return self.index.stacks_of(self)

    @property
    def names(self) -> tuple[str, ...]:
        """Names given by name locations (`loc("Conv_12"(...))`)."""
        return location_names(self.op.location)

    @property
    def symbols(self) -> tuple[str, ...]:
        """Debug symbols of a listing instruction (MIGraphX), in order."""
        return location_symbols(self.op.location)

    @property
    def result_names(self) -> list[str]:
        """All result names as written in the file."""
        return self.op.result_names

    @property
    def dump_position(self) -> str:
        """`file:line:col` of the op in the dump it was parsed from: the
        position of its name, as MLIR gives it (its diagnostics point
        there, and an op printed without `loc(...)` is located there, so
        the text pastes into `--loc` for a pipeline's input file)."""
        line, column = self.op.name_position
        return f"{visible_line(self.op.source.filename)}:{line}:{column}"

    @property
    def text(self) -> str:
        """The op exactly as printed in the dump, regions included."""
        return self.op.text

    @property
    def compat_frame(self) -> Frame | None:
        """`src_rng` as a frame (None: unknown)."""
        return self.index.compat_frame_of(self)

    def combined_compat_frame(self) -> Frame | None:
        """`get_combined_src()` as a frame (None: unknown)."""
        frame = self.index.compat_frame_of(self)
        for descendant in self.descendants():
            other = self.index.compat_frame_of(descendant)
            if other is not None:
                frame = other if frame is None else merge_frames(frame, other)
        return frame

    def get_combined_src(self) -> SourceRange:
        """The op's range merged with its children's, recursively
        (mlir-track-src's view; see `combined_stacks` for the precise one)."""
        return _frame_range(self.combined_compat_frame())

    def combined_stacks(self) -> tuple[Stack, ...]:
        """The precise provenance of the op and everything nested in it."""
        stacks = dict.fromkeys(self.stacks)
        for descendant in self.descendants():
            stacks.update(dict.fromkeys(descendant.stacks))
        return tuple(stacks)

    def descendants(self) -> Iterator[OperationInfo]:
        """Every op nested in this one, in pre-order."""
        stack = list(reversed(self.children))
        while stack:
            info = stack.pop()
            yield info
            stack.extend(reversed(info.children))

    def dump(self, /, indent: int = 0, content: bool = False) -> None:
        """Print the op's id, names and source (with `content`, its source
        text read from the source file)."""
        pad = " " * indent
        print(f"{pad}OperationInfo:")
        print(f"{pad}  Unique Id: {self.unique_id}")
        print(f"{pad}  SSA Name: {self.ssa_name}")
        print(f"{pad}  Operation Name: {self.op_name}")
        print(f"{pad}  Location: {self.op.location}")
        print(f"{pad}  Source Range: {self.src_rng}")
        print(f"{pad}  In Dump: {self.dump_position}")
        if content:
            try:
                print(f"{pad}  Source Content:\n{visible(self.src_rng.get_content())}")
            except (OSError, ValueError) as exc:
                print(f"{pad}  Source Content: unavailable ({exc})")


def _contains(outer: OperationInfo, inner: OperationInfo) -> bool:
    parent = inner.parent
    while parent is not None:
        if parent is outer:
            return True
        parent = parent.parent
    return False


class OperationIndex:
    """Every operation of one parsed file, with fast lookups.

    Iterating yields `(unique_id, OperationInfo)` pairs in pre-order, as
    mlir-track-src's index does.
    """

    def __init__(
        self,
        mlir_file: MlirFile,
        remap: SourceReMap | None = None,
        mode: Mode = Mode.PRECISE,
    ) -> None:
        self.file = mlir_file
        self.remap = remap if remap is not None else SourceReMap()
        if not isinstance(mode, Mode):
            raise TypeError(f"mode must be a Mode, not {mode!r}: Mode.parse() reads a word")
        self.mode = mode
        self.infos: list[OperationInfo] = []
        self.info_by_op: dict[Operation, OperationInfo] = {}
        self._by_name: dict[str, list[OperationInfo]] = {}
        self._by_type: dict[str, list[OperationInfo]] = {}
        self._stacks: list[tuple[Stack, ...] | None] = []
        self._compat: list[Frame | None] | None = None
        self._trees: dict[Mode, SourceTrees] = {}
        self._query_memo: dict[tuple[Mode, Stack], tuple[int, ...]] = {}
        self._by_symbol: dict[str, list[OperationInfo]] | None = None
        self.ids = self._build()
        # mlir-track-src's dictionary of ops by unique id.
        self.operations: Mapping[str, OperationInfo] = IdMapping(self.ids, self.infos)

    # -- construction -----------------------------------------------------

    def _build(self) -> OpIds:
        by_name, by_type = self._by_name, self._by_type
        infos, info_by_op = self.infos, self.info_by_op
        local_ids: list[str] = []
        parents = array("i")
        duplicates = 0
        for op, parent_position, local_id, names, renamed in walk_with_ids(self.file.module):
            position = len(infos)
            duplicates += renamed
            parent = infos[parent_position] if parent_position >= 0 else None
            ssa_name = op.first_result_name
            info = OperationInfo(local_id, ssa_name, op.op_name, op, position, self, parent)
            if parent is not None:
                parent.children.append(info)
            local_ids.append(local_id)
            parents.append(parent_position)
            infos.append(info)
            info_by_op[op] = info
            for name in names:
                entries = by_name.get(name)
                if entries is None:
                    by_name[name] = [info]
                else:
                    entries.append(info)
            entries = by_type.get(op.op_name)
            if entries is None:
                by_type[op.op_name] = [info]
            else:
                entries.append(info)
        self._stacks = [None] * len(infos)
        if duplicates:
            logger.info(
                "%s: %d ops reuse a result name under the same parent; their ids carry "
                "their pre-order index",
                self.file.source.filename,
                duplicates,
            )
        return OpIds(local_ids, parents)

    # -- mlir-track-src's API ----------------------------------------------

    def __len__(self) -> int:
        return len(self.infos)

    def __iter__(self) -> Iterator[tuple[str, OperationInfo]]:
        return ((info.unique_id, info) for info in self.infos)

    def __repr__(self) -> str:
        return (
            f"<OperationIndex {self.file.source.filename}: {len(self)} ops, mode={self.mode.value}>"
        )

    def resolve_mode(self, mode: Mode | str | None) -> Mode:
        """The mode a query runs in: the one asked for, else the index's. A
        listing of debug symbols (MIGraphX) has no mlir-track-src reading,
        so it always runs precise."""
        if self.file.format != "mlir":
            return Mode.PRECISE
        return self.mode if mode is None else Mode.parse(mode)

    @property
    def filename(self) -> str:
        """The file this index was parsed from."""
        return self.file.source.filename

    def get_op(self, op_id: str) -> OperationInfo | None:
        """The op with this unique id, or None."""
        position = self.ids.position_of(op_id)
        return None if position is None else self.infos[position]

    def get_info_by_op(self, op: Operation) -> OperationInfo | None:
        """The info of a parsed `tracksrc.reading.ir.Operation`, or None."""
        return self.info_by_op.get(op)

    def get_ops_by_name(self, ssa_name: str) -> list[OperationInfo]:
        """Ops defining the SSA value `ssa_name` as written in the file
        (`%0`; `%0#1` and `%0:2` name the same op)."""
        name = ssa_name.strip()
        if self.file.format == "mlir" and not name.startswith("%"):
            name = "%" + name
        found = self._by_name.get(name)
        if found is None:
            found = self._by_name.get(_NAME_SUFFIX.sub("", name), [])
        return list(found)

    def get_ops_by_symbol(self, symbol: str) -> list[OperationInfo]:
        """Ops defining the symbol `@symbol` (a function, an executable, a
        dispatch's export, a global), in pre-order."""
        if self._by_symbol is None:
            table: dict[str, list[OperationInfo]] = {}
            for info in self.infos:
                defined = defined_symbol(info.op)
                if defined is not None:
                    table.setdefault(defined, []).append(info)
            self._by_symbol = table
        wanted = symbol if symbol.startswith("@") else "@" + symbol
        return list(self._by_symbol.get(wanted, ()))

    def find(self, name: str) -> OperationInfo:
        """The one op a user names: its unique id, an SSA name only one op
        defines, or a symbol (`@main`, a dispatch): of the ops defining it,
        the outermost, an export only when nothing else has the name (an
        executable holds its export and function of one name). A clear
        error when there is none, or several."""
        found = self.get_op(name)
        if found is not None:
            return found
        if name.startswith("@"):
            named = self.get_ops_by_symbol(name)
            outermost = [
                info for info in named if not any(_contains(other, info) for other in named)
            ]
            bodies = [info for info in outermost if not info.op_name.endswith(".export")]
            named = bodies or outermost
        else:
            named = self.get_ops_by_name(name)
        if len(named) == 1:
            return named[0]
        if named:
            ids = ", ".join(info.unique_id for info in named[:5])
            raise TracksrcError(
                f"tracksrc: error: {name} names {counted(len(named), 'op')} of {self.filename} "
                f"({ids}); "
                "give a unique id"
            )
        raise TracksrcError(f"tracksrc: error: {self.filename} has no op {name!r}")

    def get_ops_by_type(self, op_name: str) -> list[OperationInfo]:
        """Ops of one type, e.g. `linalg.matmul`, in pre-order. None of it:
        the types close to it are said on the log (a warning)."""
        found = self.ops_of_type(op_name)
        if not found:
            say_close_types(op_name, self._by_type, self.filename)
        return found

    def required_ops_of_type(self, op_name: str) -> list[OperationInfo]:
        """`get_ops_by_type`, a clear error naming the close types when the
        index holds none (a type the user named)."""
        found = self.ops_of_type(op_name)
        if not found:
            raise no_op_of_type(op_name, self._by_type, self.filename)
        return found

    def ops_of_type(self, op_name: str) -> list[OperationInfo]:
        """`get_ops_by_type` without the warning (for code asking of many
        indexes whether they hold a type)."""
        return list(self._by_type.get(op_name, ()))

    def get_ops_by_src_loc(
        self, src_loc: SourceLocation, mode: Mode | str | None = None
    ) -> list[OperationInfo]:
        """Ops whose source contains the position `src_loc`."""
        return self.get_ops_by_src_range(SourceRange(src_loc, src_loc), mode)

    def get_ops_by_src_range(
        self, src_rng: SourceRange, mode: Mode | str | None = None
    ) -> list[OperationInfo]:
        """Ops whose source overlaps `src_rng`: in precise mode any frame of
        their provenance (so ops inlined through a call at that range count),
        in compat mode their single range."""
        if src_rng.is_unknown:
            return self.match_frame(None, mode)
        frame = (
            self.remap.remap_name(str(src_rng.file_path)),
            src_rng.start.key,
            src_rng.end.key,
        )
        return self.match_frame(frame, mode)

    def location_files(self) -> set[str]:
        """The files the ops' locations name (as the remap reads them)."""
        return {frame[0] for info in self.infos for stack in info.stacks for frame in stack}

    def types(self) -> dict[str, int]:
        """Op type → count, in order of first appearance."""
        return {name: len(entries) for name, entries in self._by_type.items()}

    def names(self) -> list[str]:
        """Every SSA name defined in the file."""
        return list(self._by_name)

    # -- provenance ---------------------------------------------------------

    def stacks_of(self, info: OperationInfo) -> tuple[Stack, ...]:
        """The precise provenance stacks of an op of this index."""
        stacks = self._stacks[info.position]
        if stacks is None:
            stacks = precise_stacks(info.op.location, self.remap)
            self._stacks[info.position] = stacks
        return stacks

    def compat_frame_of(self, info: OperationInfo) -> Frame | None:
        """mlir-track-src's range of an op of this index (None: unknown)."""
        if self._compat is None:
            memo: dict[Location, Frame | None] = {}
            frames: list[Frame | None] = []
            for each in self.infos:
                location = each.op.location
                if location not in memo:
                    memo[location] = compat_frame(location, self.remap)
                frames.append(memo[location])
            self._compat = frames
        return self._compat[info.position]

    def _trees_for(self, mode: Mode) -> SourceTrees:
        trees = self._trees.get(mode)
        if trees is None:
            if mode is Mode.PRECISE:
                locations = [info.op.location for info in self.infos]
                trees = SourceTrees.precise(locations, self.remap, self._stacks)
            else:
                trees = SourceTrees.compat([self.compat_frame_of(info) for info in self.infos])
            self._trees[mode] = trees
        return trees

    def build_trees(self, mode: Mode | str | None = None) -> None:
        """Build the interval trees now rather than on the first query."""
        self._trees_for(self.resolve_mode(mode))

    def match_stack(self, stack: Stack, mode: Mode | str | None = None) -> list[OperationInfo]:
        """Ops whose provenance matches one stack, in pre-order."""
        chosen = self.resolve_mode(mode)
        return [self.infos[position] for position in self._match_positions(stack, chosen)]

    def _match_positions(self, stack: Stack, mode: Mode) -> tuple[int, ...]:
        key = (mode, stack)
        found = self._query_memo.get(key)
        if found is None:
            trees = self._trees_for(mode)
            if mode is Mode.COMPAT:
                hits = trees.overlapping_positions(stack[0])
            else:
                hits = trees.matching_positions(stack)
            found = self._query_memo[key] = tuple(sorted(hits))
        return found

    def match_provenance(
        self, stacks: Iterable[Stack], mode: Mode | str | None = None
    ) -> list[OperationInfo]:
        """Ops matching any of `stacks`, in pre-order."""
        chosen = self.resolve_mode(mode)
        positions: set[int] = set()
        for stack in stacks:
            positions.update(self._match_positions(stack, chosen))
        return [self.infos[position] for position in sorted(positions)]

    def match_frame(
        self, frame: Frame | None, mode: Mode | str | None = None
    ) -> list[OperationInfo]:
        """Ops whose source overlaps one frame (None: the unknown range)."""
        chosen = self.resolve_mode(mode)
        if frame is None:
            if chosen is Mode.COMPAT:
                return [self.infos[position] for position in self._trees_for(chosen).unknown]
            return []
        return self.match_stack((frame,), chosen)
