"""The dispatches a pipeline forms: each kernel from the executable that
first holds it to the last stage where its code is printed.

IREE outlines each dispatch region into an executable (`flow.executable
@m_dispatch_0`, then `stream.executable`, then `hal.executable`) whose
export names the entry point (`@m_dispatch_0_matmul_8x16_f32`, renamed by
`iree-flow-annotate-dispatches`; executables are renamed by linking,
`@m_linked`). A `Dispatch` is one entry point followed through that
renaming: by its export name where the name survives, by its executable
where the executable keeps one export and the export is renamed. Its body
is the function of the export's name inside the executable (`func.func`,
`llvm.func`, ...), wherever the stage that printed it last is (a codegen
pass prints the function alone).

Everything but the sources and host ops is read from the stage summaries
during one sweep over the replay (no stage is parsed). `sources` are the
innermost source frames of the body's ops where the dispatch first
appears (as formed), or at the stage asked for, each with the op types the
input program has there; `hosts` are the ops outside executables that
name the entry point (`flow.dispatch @ex::@entry`,
`hal.executable.export.ordinal target(@ex::@variant::@entry)`), at the
last stage that names it.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field

from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.composition.refs import frame_text
from tracksrc.pipeline.composition.replay import Piece
from tracksrc.pipeline.composition.tracker import PipelineTracker, tracker_of
from tracksrc.pipeline.dispatches.compute_ops import COMPUTES, HELPER, MOVES, roles
from tracksrc.pipeline.dispatches.dispatch import Body, Dispatch, Dispatches, Source
from tracksrc.pipeline.dispatches.executable_dumps import (
    ExecutableDumps,
    followed_dumps,
)
from tracksrc.pipeline.dispatches.merging import MergeFinder
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.reading.op_syntax import symbol_references
from tracksrc.tracking.provenance import Frame

EXECUTABLE_TYPES = frozenset({"flow.executable", "stream.executable", "hal.executable"})
# Ops whose children symbols are export names.
_EXPORT_HOLDERS = frozenset({"flow.executable", "stream.executable", "hal.executable.variant"})
# Dispatch regions before outlining: anonymous, inside a host function.
REGION_TYPES = frozenset({"flow.dispatch.region", "flow.dispatch.workgroups"})
_NOT_BODIES = EXECUTABLE_TYPES | {"hal.executable.variant", "builtin.module"}


@dataclass
class _PieceFacts:
    """What one piece of the program holds of dispatches."""

    # export symbol -> (executable symbol, executable op type)
    exports: dict[str, tuple[str, str]] = field(default_factory=dict)
    # export symbol -> every executable holding an export so named (a
    # compile for several targets links each dispatch into one per target)
    held_in: dict[str, list[str]] = field(default_factory=dict)
    # symbol of a region op -> (piece, position, visible ops in it,
    # replacements in force)
    bodies: dict[str, Body] = field(default_factory=dict)
    regions: int = 0


def _enclosing(piece: Piece, position: int, types: frozenset[str]) -> tuple[str, str]:
    """(symbol, type) of the nearest op around `position` of one of
    `types`; ("", "") if none."""
    for summary, around in piece.ancestry(position):
        kind = summary.type_of(around)
        if kind in types:
            return summary.keys.get(around, [""])[0], kind
    return "", ""


def _piece_facts(piece: Piece, hidden: int) -> _PieceFacts:
    summary = piece.summary
    facts = _PieceFacts()
    types, op_type, keys = summary.types, summary.op_type, summary.keys
    # Only ops holding regions can be executables, dispatch regions or
    # bodies: the few positions the summary keeps keys of, not every op;
    # those in the piece's visible ranges.
    holders = summary.region_positions()
    visible = [
        position
        for start, end in piece.ranges(hidden)
        for position in holders[
            bisect.bisect_left(holders, start) : bisect.bisect_left(holders, end)
        ]
    ]
    for position in visible:
        entry = keys[position]
        kind = types[op_type[position]]
        if kind in REGION_TYPES:
            facts.regions += 1
        elif kind in _EXPORT_HOLDERS:
            executable = _enclosing(piece, position, EXECUTABLE_TYPES)
            for symbol in (entry or [""])[1:]:
                facts.exports[symbol] = executable
                facts.held_in.setdefault(symbol, []).append(executable[0])
        elif entry and entry[0] and kind not in _NOT_BODIES and not kind.endswith(".export"):
            within = (position, summary.subtree_end[position])
            size = sum(stop - begin for begin, stop in piece.ranges(hidden, within))
            facts.bodies[entry[0]] = (piece, position, size, hidden)
    return facts


class _MergedFacts(_PieceFacts):
    """The facts of the whole program, counting the exports of each
    executable."""

    def __init__(self) -> None:
        super().__init__()
        self.per_executable: Counter[str] = Counter()

    def exports_of(self, executable: str) -> int:
        """How many exports the program holds in `executable`."""
        return self.per_executable[executable]


class _ProgramFacts:
    """What the whole program holds of dispatches, kept up to date from the
    facts of the pieces a stage changed (merging every piece's facts at
    every stage cost the square of the stages)."""

    def __init__(self) -> None:
        self.merged = _MergedFacts()
        # Which piece's facts each entry came from (pieces print disjoint
        # parts; a later print of a symbol wins, as a merge in order would).
        self._export_owner: dict[str, int] = {}
        self._body_owner: dict[str, int] = {}
        # Per export symbol, the executables holding it, each with the
        # piece that printed it there (one piece may print one executable).
        self._holders: dict[str, dict[str, int]] = {}

    def change(self, old: _PieceFacts | None, new: _PieceFacts | None) -> None:
        """One piece's facts replaced by another's."""
        merged = self.merged
        if old is not None:
            merged.regions -= old.regions
            for symbol in old.exports:
                if self._export_owner.get(symbol) == id(old):
                    merged.per_executable[merged.exports[symbol][0]] -= 1
                    del merged.exports[symbol], self._export_owner[symbol]
            for symbol in old.bodies:
                if self._body_owner.get(symbol) == id(old):
                    del merged.bodies[symbol], self._body_owner[symbol]
            for symbol, holders in old.held_in.items():
                kept = self._holders.get(symbol, {})
                for holder in holders:
                    if kept.get(holder) == id(old):
                        del kept[holder]
        if new is not None:
            merged.regions += new.regions
            for symbol, executable in new.exports.items():
                if symbol in merged.exports:
                    merged.per_executable[merged.exports[symbol][0]] -= 1
                merged.exports[symbol] = executable
                merged.per_executable[executable[0]] += 1
                self._export_owner[symbol] = id(new)
            for symbol, body in new.bodies.items():
                merged.bodies[symbol] = body
                self._body_owner[symbol] = id(new)
            for symbol, holders in new.held_in.items():
                for holder in holders:
                    self._holders.setdefault(symbol, {})[holder] = id(new)

    def held_in(self, symbol: str) -> list[str]:
        """The executables holding an export named `symbol`, in the order
        they were printed."""
        return list(self._holders.get(symbol, {}))


def _hold(item: Dispatch, holders: list[str]) -> None:
    """Update the executables `item` is in (`Dispatch.held_in`) with those
    holding it now: one that lost it while an executable that got it later
    still holds it was linked into that one (left out); one that lost it
    otherwise (serialized for its target, in a compile for several) stays,
    with every executable it is linked into."""
    kept = item.held_in
    order = {name: at for at, name in enumerate(kept)}
    for name in list(kept):
        moved = any(order.get(other, len(kept)) > order[name] for other in holders)
        if name not in holders and moved:
            kept.remove(name)
    kept.extend(name for name in holders if name not in kept)


def _sources(
    tracker: PipelineTracker, body: tuple[Piece, int], types: dict[Frame, Counter[str]]
) -> list[Source]:
    """The source ops a body's ops name (see `sources_of`)."""
    piece, position = body
    summary = piece.summary
    bound = tracker.bound(piece.printed_in)
    facts = tracker.stackset_facts(bound)
    # The body's own op (the function) stands for no computation.
    inside = [
        (item, summary.parent[item], summary.type_of(item), facts[summary.op_stackset[item]][1])
        for start, end in piece.ranges(None, (position + 1, summary.subtree_end[position]))
        for item in range(start, end)
    ]
    return sources_of(position, inside, types)


# An op of a body as `sources_of` reads it: its key, its parent's key, its
# type and the innermost frames of its location.
BodyOp = tuple[Hashable, Hashable, str, Iterable[Frame]]


def sources_of(
    body: Hashable,
    inside: Sequence[BodyOp],
    types: dict[Frame, Counter[str]],
    index_helpers: bool = True,
) -> list[Source]:
    """The source ops the ops `inside` a body (in pre-order, the body's own
    op, keyed `body`, excluded) name, each with its role
    (`tracksrc.pipeline.dispatches.compute_ops`): those its compute ops
    name first, then those only its helpers name (in a body without a
    compute op: those it moves data for), with the input's op types there
    (`types`, from `input_types`); `index_helpers` as `roles` takes it."""
    parents = {key: parent for key, parent, _, _ in inside}
    kinds = {key: op_type for key, _, op_type, _ in inside}
    role_of = roles(body, parents, parents.__getitem__, kinds.__getitem__, index_helpers)
    computed: set[Frame] = set()
    helped: dict[Frame, list[str]] = {}
    for key, _, op_type, frames in inside:
        if role_of[key] == COMPUTES:
            computed.update(frames)
            continue
        for frame in frames:
            carriers = helped.setdefault(frame, [])
            if op_type not in carriers:
                carriers.append(op_type)
    helper_role = HELPER if computed else MOVES
    found = [
        Source(frame_text(frame), sorted(types.get(frame, Counter())), kind=_kind(types, frame))
        for frame in sorted(computed)
    ]
    found += [
        Source(
            frame_text(frame),
            sorted(types.get(frame, Counter())),
            role=helper_role,
            carried_by=sorted(helped[frame]),
            kind=_kind(types, frame),
        )
        for frame in sorted(helped.keys() - computed)
    ]
    return found


def _kind(types: dict[Frame, Counter[str]], frame: Frame) -> str:
    """The op type a source op is: the last op of the input at its place,
    in program order (an importer builds an op's operands, constants and
    lists, before the op itself)."""
    found = types.get(frame)
    return next(reversed(found), "") if found else ""


def input_types(tracker: PipelineTracker, pipeline: Pipeline) -> dict[Frame, Counter[str]]:
    """Per innermost frame, the op types of the first main stage's
    program there (the input), in the order of the last op of each type."""
    found: dict[Frame, Counter[str]] = {}
    stages = pipeline.main_stages()
    if not stages:
        return found
    view = tracker.view_at(stages[0].number)
    for piece, position in view.positions():
        bound = tracker.bound(piece.printed_in)
        op_type = piece.summary.type_of(position)
        for frame in tracker.stackset_facts(bound)[bound.summary.op_stackset[position]][1]:
            counts = found.setdefault(frame, Counter())
            # (Re-inserted: the last key is the type of the last op there.)
            counts[op_type] = counts.pop(op_type, 0) + 1
    return found


def _add_hosts(stage: Stage, items: list[Dispatch]) -> None:
    """Fill in `hosts` of the dispatches last seen at `stage`: the ops
    outside executables whose own text names one of their entry points,
    found in one pass over the program."""
    by_reference = {
        (executable, name): item
        for item in items
        for executable in item.executables
        for name in item.names
    }
    for info in program_at(stage).operations():
        if info.op_name in EXECUTABLE_TYPES or (not info.op.result_names and info.op.regions):
            continue
        for reference in symbol_references(info.op):
            parts = reference.split("::")
            item = by_reference.get((parts[0], parts[-1])) if len(parts) > 1 else None
            if item is not None:
                item.hosts.append(
                    f"{info.op_name} {info.ssa_name or info.unique_id} (stage {stage.number}, "
                    f"{info.dump_position})"
                )
                break


def find_dispatches(
    pipeline: Pipeline,
    stage: int | str | None = None,
    executable_dumps: ExecutableDumps | None = None,
    files: bool = True,
) -> Dispatches:
    """Every dispatch the pipeline's main compile forms (see the module
    docstring), worked out over the replay; with `stage`, those that exist
    after that stage, with their sources and size there. Each gets its
    files in `executable_dumps` (see `read_executable_dumps`; default: the
    dump folders the pipeline follows locations into), unless `files` is
    off (callers that only need names and sources). The query store keeps
    the list without a stage (`tracksrc.pipeline.store.queries.dispatch_list`)."""
    chosen = None if stage is None else pipeline.find_spec(stage)
    wanted = EXECUTABLE_TYPES | REGION_TYPES
    pipeline.index_all()  # in parallel, as the tracker would: not stage by stage here
    if not any(wanted.intersection(each.summary().types) for each in pipeline.whole_stages()):
        return Dispatches([], chosen, 0)  # no dispatch anywhere: nothing to sweep
    tracker = tracker_of(pipeline)
    found: dict[str, Dispatch] = {}
    by_name: dict[str, Dispatch] = {}
    at_chosen: set[str] = set()
    regions = 0
    types: dict[Frame, Counter[str]] = {}

    def sources(body: tuple[Piece, int]) -> list[Source]:
        if not types:
            types.update(input_types(tracker, pipeline))
        return _sources(tracker, body, types)

    end = None if chosen is None else chosen.number + 1
    program = _ProgramFacts()
    merging = MergeFinder(tracker)
    # Per dispatch, how many of its exports, and whether its body, the
    # program holds now; the last changed stage before this one.
    holding: Counter[int] = Counter()
    with_body: dict[int, Dispatch] = {}
    previous: Stage | None = None
    for event, _, changes in tracker.sweep(_piece_facts, end=end):
        if not changes:
            continue
        before = dict(program.merged.exports)
        bodies_before = set(program.merged.bodies)
        touched: dict[str, None] = {}
        for old, new in changes:
            program.change(old, new)
            if new is not None:
                touched.update(dict.fromkeys(new.exports))
                touched.update(dict.fromkeys(e for e in new.bodies if e in program.merged.exports))
        facts = program.merged
        number = event.stage.number
        regions = facts.regions
        # Exports the program no longer holds: their dispatches were last
        # seen at the stage before (a dispatch renamed keeps its item).
        for export in before.keys() - facts.exports.keys():
            vanished = by_name[export]
            holding[id(vanished)] -= 1
            if holding[id(vanished)] == 0:
                vanished._last_seen = previous
        for export in touched:
            executable, kind = facts.exports[export]
            found_item = by_name.get(export)
            if found_item is not None:
                item = found_item
            else:
                known = by_name.get(executable)
                if (
                    known is not None
                    and facts.exports_of(executable) == 1
                    and known.name not in facts.exports
                ):
                    item = known  # the export renamed, the executable kept
                else:
                    item = Dispatch(export, executable, [], [], [], number, number, 0)
                    found[export] = item
            if export not in before:
                holding[id(item)] += 1
            if export not in item.names:
                item.names.append(export)
                item.name = export
            if executable and executable not in item.executables:
                item.executables.append(executable)
                item.executable = executable
            _hold(item, program.held_in(export) or [executable])
            if kind and (not item.kinds or item.kinds[-1] != kind):
                item.kinds.append(kind)
            by_name[export] = by_name[executable] = item
            body = facts.bodies.get(export)
            if body is not None:
                item.size = body[2]
                if item._body is None:
                    item.sources = sources(body[:2])
                item._body = body
                with_body[id(item)] = item
        # A body gone (or its export): its code was last printed before.
        gone = (before.keys() - facts.exports.keys()) | (bodies_before - facts.bodies.keys())
        for name in sorted(gone):  # (a set: in order, the store is the same each run)
            ended = by_name.get(name)
            if ended is None or id(ended) not in with_body:
                continue
            current = ended.names[-1]
            if current not in facts.bodies or current not in facts.exports:
                ended.last_stage = previous.number if previous is not None else number
                del with_body[id(ended)]
                if current not in facts.exports and ended._body and previous is not None:
                    alive = [
                        (other, facts.bodies[other.names[-1]])
                        for other in with_body.values()
                        if other.names[-1] in facts.bodies
                    ]
                    merging.vanished(ended, ended._body, number, previous.number, alive)
        previous = event.stage
    for item in found.values():
        if holding[id(item)] > 0 and previous is not None:
            item._last_seen = previous
    for item in with_body.values():
        if previous is not None:
            item.last_stage = previous.number
    merges = merging.merges()
    for merge in merges:
        merge.vanished.merged_into = merge.kept.name
        merge.vanished.merged_at = merge.stage
    at_chosen = {item.name for item in found.values() if holding[id(item)] > 0}
    result = list(found.values())
    if chosen is not None:
        result = [item for item in result if item.name in at_chosen]
        for item in result:
            if item._body is not None:
                item.sources = sources(item._body[:2])
    last_seen: dict[int, tuple[Stage, list[Dispatch]]] = {}
    for item in result:
        seen = item._last_seen
        assert seen is not None  # a dispatch is made where it is seen
        last_seen.setdefault(seen.number, (seen, []))[1].append(item)
    for seen, items in last_seen.values():
        _add_hosts(seen, items)
    if executable_dumps is None and files:
        executable_dumps = followed_dumps(pipeline)
    if executable_dumps is not None:
        for item in result:
            item.files = executable_dumps.files_of(item.names, item.executables)
    formed = Dispatches(result, chosen, regions)
    formed.merges = merges
    return formed
