"""Google Model Explorer's navigation-sync mapping between two stages.

Model Explorer shows two graphs side by side and, with "Sync navigation"
set to "Upload mapping from computer", selects on one side the nodes that a
JSON file maps the selected node of the other side to. The file is its
`SyncNavigationData` (model-explorer `src/ui/.../common/sync_navigation.ts`):

    {"type": "sync_navigation",
     "mappingEntries": [{"leftNodeIds": [...], "rightNodeIds": [...]}, ...],
     "disableMappingFallback": true}

Node ids are those Model Explorer's built-in MLIR adapter gives (its
`translate_helpers.cc`): within each `func.func`, a counter over the ops of
the function's entry block in order, each op followed by the ops directly
inside its regions (deeper ops are not nodes of their own). An op deeper
than that maps through the nearest enclosing node. The mapping comes from
tracking: each left node's ops are tracked into the right function; left
nodes that reach the same right nodes share one entry. Fallback to equal
ids is disabled, since equal ids in two stages name unrelated ops.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.summaries.summary_builder import op_symbol
from tracksrc.reading.ir import Operation
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.track import track


def functions(index: OperationIndex) -> dict[str, OperationInfo]:
    """The `func.func` ops of an index by symbol (`@main`), in order."""
    found: dict[str, OperationInfo] = {}
    for info in index.ops_of_type("func.func"):
        symbol = op_symbol(info.op) or info.unique_id
        found.setdefault(symbol, info)
    return found


def _graph_ops(function: Operation) -> Iterator[Operation]:
    """The ops Model Explorer makes nodes of, in node-id order."""
    if not function.regions or not function.regions[0].blocks:
        return
    for op in function.regions[0].blocks[0].operations:
        yield op
        for region in op.regions:
            yield from region.operations()


def node_ids(index: OperationIndex, function: OperationInfo) -> dict[int, str]:
    """Model Explorer's node id for each op of `function` (by position in
    `index`); ops below the second level get their enclosing node's id."""
    own = {op: str(number) for number, op in enumerate(_graph_ops(function.op))}
    ids: dict[int, str] = {}
    for info in function.descendants():
        holder: OperationInfo | None = info
        while holder is not None and holder.op not in own:
            holder = holder.parent
        if holder is not None:
            ids[info.position] = own[holder.op]
    return ids


def choose_function(
    left: OperationIndex, right: OperationIndex, name: str | None
) -> tuple[str, str]:
    """The functions to map, (left symbol, right symbol): `name` (or
    `LEFT=RIGHT`), else the largest function of the left stage. A name the
    right stage does not have (IREE renames `@f` to `@f$async`, outlines
    dispatches) is paired by provenance: the right function holding the
    most ops tracked from the left one."""
    left_functions, right_functions = functions(left), functions(right)
    wanted_left, wanted_right = _function_pair(name or "")
    for side, wanted, found in (
        ("first", wanted_left, left_functions),
        ("second", wanted_right, right_functions),
    ):
        if wanted and _symbol(wanted) not in found:
            raise TracksrcError(
                f"tracksrc: error: the {side} stage has no function {_symbol(wanted)}; it has "
                f"{', '.join(found) or 'none'}"
            )
    if not left_functions or not right_functions:
        raise TracksrcError(
            "tracksrc: error: both stages need a function (func.func); "
            f"first: {', '.join(left_functions) or 'none'}; "
            f"second: {', '.join(right_functions) or 'none'}"
        )
    if wanted_left:
        chosen = _symbol(wanted_left)
    else:
        common = [symbol for symbol in left_functions if symbol in right_functions] or list(
            left_functions
        )
        chosen = max(common, key=lambda symbol: len(list(left_functions[symbol].descendants())))
    if wanted_right:
        return chosen, _symbol(wanted_right)
    if chosen in right_functions:
        return chosen, chosen
    return chosen, _paired(left_functions[chosen], right, right_functions)


def _function_pair(name: str) -> tuple[str, str]:
    """`LEFT=RIGHT` as (LEFT, RIGHT), `NAME` as (NAME, ""): split at the
    first `=` outside a quoted symbol (`@"a=b"` is one name)."""
    quoted = escaped = False
    for at, character in enumerate(name):
        if escaped:
            escaped = False
        elif character == "\\" and quoted:
            escaped = True
        elif character == '"':
            quoted = not quoted
        elif character == "=" and not quoted:
            return name[:at], name[at + 1 :]
    return name, ""


def _symbol(name: str) -> str:
    return name if name.startswith("@") else "@" + name


def _paired(
    function: OperationInfo, right: OperationIndex, candidates: dict[str, OperationInfo]
) -> str:
    """The right function holding the most ops tracked from `function`."""
    owner = {
        info.position: symbol
        for symbol, each in candidates.items()
        for info in [each, *each.descendants()]
    }
    votes: dict[str, int] = {}
    for info in function.descendants():
        for found in track(info, right):
            symbol = owner.get(found.position)
            if symbol is not None:
                votes[symbol] = votes.get(symbol, 0) + 1
    if not votes:
        raise TracksrcError(
            f"tracksrc: error: no op of {function.ssa_name or op_symbol(function.op)} tracks into "
            f"a function of the second stage ({', '.join(candidates)}): name the pair with "
            "--function LEFT=RIGHT"
        )
    return max(votes, key=lambda symbol: votes[symbol])


def sync_mapping(
    left: OperationIndex, right: OperationIndex, function: str | None = None
) -> dict[str, Any]:
    """The `SyncNavigationData` mapping `function` of `left` (default: the
    largest; `LEFT=RIGHT` names both) to the function of `right` it
    became (the same name, else the one its ops went to)."""
    left_symbol, right_symbol = choose_function(left, right, function)
    left_function, right_function = functions(left)[left_symbol], functions(right)[right_symbol]
    left_ids = node_ids(left, left_function)
    right_ids = node_ids(right, right_function)
    reached: dict[str, set[str]] = {}
    for info in left_function.descendants():
        node = left_ids.get(info.position)
        if node is None:
            continue
        targets = reached.setdefault(node, set())
        for found in track(info, right):
            target = right_ids.get(found.position)
            if target is not None:
                targets.add(target)
    by_targets: dict[frozenset[str], list[str]] = {}
    for node, targets in reached.items():
        if targets:
            by_targets.setdefault(frozenset(targets), []).append(node)
    entries = [
        {"leftNodeIds": sorted(nodes, key=int), "rightNodeIds": sorted(targets, key=int)}
        for targets, nodes in by_targets.items()
    ]
    entries.sort(key=lambda entry: int(entry["leftNodeIds"][0]))
    return {
        "type": "sync_navigation",
        "mappingEntries": entries,
        "disableMappingFallback": True,
    }
