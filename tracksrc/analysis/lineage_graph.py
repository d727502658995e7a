"""The lineage of an op (or a group of ops) drawn as a graph.

Columns are the stages where what the ops had become changed (as
`tracksrc.pipeline.store.queries.lineage` finds them), left to right. In each
column, the ops carrying the same part of the query's provenance form one
node (a single op's lineage is a chain of nodes; ops of a group that a pass
fuses show as edges merging into one node). An edge joins nodes of
neighbouring columns that carry a common part.

`LineageGraph` prints as an indented tree, writes Graphviz DOT, and draws
SVG itself (no Graphviz needed) or, with the `dot` program or the
`graphviz` package, SVG and PNG through Graphviz.
"""

from __future__ import annotations

import html
import shutil
import subprocess
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.output_files import check_output_path, write_output
from tracksrc.pipeline.composition.refs import OpRef, stack_text, types_text
from tracksrc.pipeline.composition.tracker import Query, tracker_of
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted
from tracksrc.tracking.index import OperationInfo
from tracksrc.tracking.provenance import Stack

# Ops listed in a node's label; the rest are counted.
OPS_SHOWN = 12


@dataclass
class Node:
    """Ops of one column carrying the same part of the query."""

    name: str
    column: int
    ops: list[OpRef]
    # How many stacks of other sources these ops also carry (fusion).
    foreign: int = 0

    def types_text(self, limit: int = 4) -> str:
        """The node's op types with counts, most frequent first (at most
        `limit`, then how many more)."""
        return types_text(Counter(ref.op_type for ref in self.ops), limit)


@dataclass
class Column:
    """One stage of the lineage."""

    stage: int
    pass_label: str  # the pass with its parents (`inline > canonicalize`)
    nodes: list[Node] = field(default_factory=list)


@dataclass
class LineageGraph:
    """Columns of nodes and the edges between neighbouring columns."""

    title: str
    columns: list[Column]
    edges: list[tuple[str, str]]

    def nodes(self) -> list[Node]:
        """Every node, column by column."""
        return [node for column in self.columns for node in column.nodes]

    # -- text --------------------------------------------------------------

    def __str__(self) -> str:
        by_name = {node.name: node for node in self.nodes()}
        children: dict[str, list[str]] = {}
        parents: Counter[str] = Counter()
        for source, target in self.edges:
            children.setdefault(source, []).append(target)
            parents[target] += 1
        stage_of = {node.name: self.columns[node.column] for node in by_name.values()}
        lines = [visible_line(self.title)]
        printed: set[str] = set()

        def describe(name: str) -> str:
            node, column = by_name[name], stage_of[name]
            fused = f"  (+ {node.foreign} other sources)" if node.foreign else ""
            lines_of = sorted({ref.line for ref in node.ops if ref.line})
            where = f" lines {_ranges(lines_of)}" if lines_of else ""
            return visible_line(
                f"stage {column.stage} {column.pass_label}: {node.types_text()}{where}{fused}"
            )

        def walk(name: str, prefix: str, last: bool, root: bool) -> None:
            branch = "" if root else ("└─ " if last else "├─ ")
            if name in printed:
                lines.append(f"{prefix}{branch}{describe(name)}  (merged: see above)")
                return
            printed.add(name)
            lines.append(f"{prefix}{branch}{describe(name)}")
            below = children.get(name, [])
            extension = "" if root else ("   " if last else "│  ")
            for number, child in enumerate(below):
                walk(child, prefix + extension, number == len(below) - 1, False)

        roots = [node.name for node in self.nodes() if not parents[node.name]]
        for root in roots:
            walk(root, "", True, True)
        return "\n".join(lines)

    __repr__ = __str__

    # -- Graphviz ------------------------------------------------------------

    def to_dot(self) -> str:
        """The graph in Graphviz's DOT language (stages as clusters)."""
        out = [
            "digraph lineage {",
            "  rankdir=LR;",
            f"  label={_dot_string(self.title)}; labelloc=t;",
            '  node [shape=box, fontname="monospace", fontsize=10];',
        ]
        for number, column in enumerate(self.columns):
            out.append(f"  subgraph cluster_{number} {{")
            out.append(f"    label={_dot_string(_column_title(column))};")
            for node in column.nodes:
                # Each line escaped for DOT, then joined by `\l` (a line
                # break, left-justified), which must stay unescaped.
                label = "".join(_dot_escape(line) + "\\l" for line in node_lines(node))
                out.append(f'    {node.name} [label="{label}"];')
            out.append("  }")
        for source, target in self.edges:
            out.append(f"  {source} -> {target};")
        out.append("}")
        return "\n".join(out) + "\n"

    def save(self, path: str | Path) -> Path:
        """Write the graph: `.dot` as DOT; `.svg` drawn through Graphviz when
        it is installed, else by tracksrc itself; `.png` needs Graphviz."""
        target = Path(path)
        suffix = target.suffix.lower()
        if suffix in (".dot", ".gv"):
            return write_output(target, self.to_dot())
        if suffix not in (".svg", ".png"):
            raise TracksrcError(f"tracksrc: error: {target}: write .dot, .svg or .png")
        check_output_path(target)  # (before Graphviz works for nothing)
        rendered = _graphviz_render(self.to_dot(), suffix[1:])
        if rendered is not None:
            write_output(target, rendered)
        elif suffix == ".svg":
            write_output(target, self.to_svg())
        else:
            raise TracksrcError(
                "tracksrc: error: PNG output needs Graphviz (the `dot` program or "
                "`pip install graphviz` with Graphviz installed); .svg and .dot need nothing"
            )
        return target

    # -- SVG drawn here ------------------------------------------------------

    def to_svg(self, link: Callable[[OpRef], str | None] | None = None) -> str:
        """The graph as a standalone SVG image (columns left to right); with
        `link`, each op's line links to what `link(op)` returns."""
        line_height, char_width, pad = 14, 7, 6
        column_gap, node_gap, top = 60, 14, 40
        widths = []
        for column in self.columns:
            texts = [_column_title(column)] + [
                line for node in column.nodes for line in node_lines(node)
            ]
            widths.append(max(len(text) for text in texts) * char_width + 2 * pad)
        positions: dict[str, tuple[float, float, float, float]] = {}
        parts: list[str] = []
        x = 10.0
        bottom = float(top)
        for column, width in zip(self.columns, widths, strict=True):
            parts.append(
                f'<text x="{x:.0f}" y="{top - 16}" class="column">'
                f"{html.escape(_column_title(column))}</text>"
            )
            y = float(top)
            for node in column.nodes:
                lines = node_lines(node)
                height = len(lines) * line_height + 2 * pad
                positions[node.name] = (x, y, width, height)
                parts.append(
                    f'<rect x="{x:.0f}" y="{y:.0f}" width="{width}" height="{height}" rx="4" '
                    f'class="node{" fused" if node.foreign else ""}"/>'
                )
                for number, text in enumerate(lines):
                    baseline = y + pad + (number + 1) * line_height - 3
                    item = f'<text x="{x + pad:.0f}" y="{baseline:.0f}">{html.escape(text)}</text>'
                    shown = min(len(node.ops), OPS_SHOWN)
                    ref = node.ops[number - 1] if 0 < number <= shown else None
                    target = link(ref) if (link is not None and ref is not None) else None
                    if target:
                        item = f'<a href="{html.escape(target)}">{item}</a>'
                    parts.append(item)
                y += height + node_gap
            bottom = max(bottom, y)
            x += width + column_gap
        for source, target_name in self.edges:
            sx, sy, sw, sh = positions[source]
            tx, ty, _, th = positions[target_name]
            start_x, start_y = sx + sw, sy + sh / 2
            end_x, end_y = tx, ty + th / 2
            middle = (start_x + end_x) / 2
            parts.append(
                f'<path d="M{start_x:.0f},{start_y:.0f} C{middle:.0f},{start_y:.0f} '
                f'{middle:.0f},{end_y:.0f} {end_x:.0f},{end_y:.0f}" class="edge" '
                'marker-end="url(#arrow)"/>'
            )
        width_total = x - column_gap + 10
        height_total = bottom + 10
        style = (
            "text{font-family:monospace;font-size:11px;fill:#222}"
            ".column{font-weight:bold}"
            ".node{fill:#eef4fb;stroke:#4a78a8}.node.fused{fill:#fdf0e0;stroke:#c07a2c}"
            ".edge{fill:none;stroke:#555;stroke-width:1.2}a text{fill:#1a4f8b}"
        )
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width_total:.0f}" '
            f'height="{height_total:.0f}" viewBox="0 0 {width_total:.0f} {height_total:.0f}">'
            f"<title>{html.escape(self.title)}</title><style>{style}</style>"
            '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" '
            'markerWidth="6" markerHeight="6" orient="auto-start-reverse">'
            '<path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>' + "".join(parts) + "</svg>"
        )


def _ranges(numbers: Sequence[int]) -> str:
    """`3-5, 9` for [3, 4, 5, 9] (at most 4 runs, then how many more)."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][1] + 1:
            runs[-1][1] = number
        else:
            runs.append([number, number])
    shown = [str(a) if a == b else f"{a}-{b}" for a, b in runs[:4]]
    if len(runs) > 4:
        shown.append(f"+{len(runs) - 4} more")
    return ", ".join(shown)


def _column_title(column: Column) -> str:
    return visible_line(f"stage {column.stage}: {column.pass_label}")


def node_lines(node: Node) -> list[str]:
    """A node's label: its types, then its first `OPS_SHOWN` ops (a stage
    of a big program can hold thousands of ops carrying one source)."""
    head = node.types_text()
    if node.foreign:
        head += f"  (+{node.foreign} other sources)"
    lines = [head] + [f"  {ref.op_type}  line {ref.line}" for ref in node.ops[:OPS_SHOWN]]
    if len(node.ops) > OPS_SHOWN:
        lines.append(f"  ... +{len(node.ops) - OPS_SHOWN} more ops")
    return [visible_line(line) for line in lines]


def _dot_escape(text: str) -> str:
    """`text` inside a DOT string: every backslash and quote escaped (so
    that no `\\N`, `\\l` or `"` of a dump's name acts), control characters
    shown as escapes."""
    return visible_line(text).replace("\\", "\\\\").replace('"', '\\"')


def _dot_string(text: str) -> str:
    return '"' + _dot_escape(text) + '"'


def _graphviz_render(dot_text: str, output_format: str) -> bytes | None:
    """DOT rendered by Graphviz, or None when Graphviz is not installed."""
    program = shutil.which("dot")
    if program is not None:
        done = subprocess.run(
            [program, f"-T{output_format}"],
            input=dot_text.encode(),
            capture_output=True,
            check=False,
        )
        if done.returncode == 0:
            return done.stdout
        raise TracksrcError(f"tracksrc: error: Graphviz failed: {done.stderr.decode().strip()}")
    try:
        import graphviz  # type: ignore[import-not-found]
    except ImportError:
        return None
    try:
        return bytes(graphviz.Source(dot_text).pipe(format=output_format))
    except graphviz.ExecutableNotFound:
        return None


def graph(ops: Query | Sequence[OperationInfo], pipeline: Pipeline, start: int = 0) -> LineageGraph:
    """The lineage graph of an op, a list of ops (a group) or a
    `file:line:col` through `pipeline` from stage `start`."""
    tracker = tracker_of(pipeline)
    if isinstance(ops, Sequence) and ops and isinstance(ops[0], OperationInfo):
        members: list[OperationInfo] = list(ops)  # type: ignore[arg-type]
        stacks: tuple[Stack, ...] = tuple(
            dict.fromkeys(stack for info in members for stack in tracker.query_stacks(info))
        )
        title = f"lineage of {counted(len(members), 'op')} ({_group_types(members)})"
    else:
        stacks = tracker.query_stacks(ops)  # type: ignore[arg-type]
        if isinstance(ops, OperationInfo):
            title = f"lineage of {ops.op_name} {ops.ssa_name or ops.unique_id}"
        else:
            title = f"lineage of {'; '.join(stack_text(stack) for stack in stacks[:3])}"
    result = lineage(pipeline, stacks, start)
    # Each query stack's matching pipeline stack ids: a node's "part" of the
    # query is the set of query stacks its ops carry.
    per_query = [tracker.matching((stack,)) for stack in stacks]
    everything = set().union(*per_query) if per_query else set()
    positions: dict[tuple[int, str], int] = {}
    columns: list[Column] = []
    edges: list[tuple[str, str]] = []
    previous: dict[frozenset[int], str] = {}
    for row in result.rows:
        column = Column(row.stage, row.pass_named)
        groups: dict[frozenset[int], list[OpRef]] = {}
        foreign_of: dict[frozenset[int], set[int]] = {}
        for ref in row.ops:
            stage = pipeline.stages[ref.stage]
            bound = tracker.bound(stage)
            key = (ref.stage, ref.unique_id)
            if key not in positions:
                for position in range(len(bound.summary)):
                    positions[(ref.stage, bound.summary.unique_id(position))] = position
            stackset = bound.stacksets[bound.summary.op_stackset[positions[key]]]
            part = frozenset(n for n, ids in enumerate(per_query) if not stackset.isdisjoint(ids))
            groups.setdefault(part, []).append(ref)
            foreign_of.setdefault(part, set()).update(stackset - everything)
        current: dict[frozenset[int], str] = {}
        for part, refs in sorted(groups.items(), key=lambda item: sorted(item[0])):
            name = f"n{len(columns)}_{len(column.nodes)}"
            column.nodes.append(Node(name, len(columns), refs, len(foreign_of[part])))
            current[part] = name
            for earlier, earlier_name in previous.items():
                if not earlier.isdisjoint(part):
                    edges.append((earlier_name, name))
        columns.append(column)
        previous = current
    return LineageGraph(f"{title} through {len(pipeline)} stages", columns, edges)


def _group_types(members: list[OperationInfo]) -> str:
    counts = Counter(info.op_name for info in members)
    return ", ".join(f"{name} x{count}" if count > 1 else name for name, count in counts.items())
