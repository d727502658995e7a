"""`tracksrc report`: one self-contained HTML page about a pipeline.

The page needs no network and no script: inline CSS, inline SVG charts
and graphs drawn by tracksrc. It holds the pass list with the program's op
count after each stage (a chart and a table), the location-loss audit, a
classification and the lowering paths for each op type the user names,
and lineage graphs for selected ops; given runtime profiles, first where
the time goes (`tracksrc.analysis.report_time`). Every op named in a table
or a graph links to its text, printed at the end of the page.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tracksrc.analysis.classify import Classification, classify, op_types, reaches
from tracksrc.analysis.lineage_graph import LineageGraph, graph
from tracksrc.analysis.lowering import LoweringPaths, first_ops_of_type, lowering_paths
from tracksrc.analysis.reach import Reach
from tracksrc.analysis.reach import reach as reach_anywhere
from tracksrc.errors import TracksrcError
from tracksrc.output_files import write_output
from tracksrc.pipeline.composition.refs import OpRef
from tracksrc.pipeline.store.queries.audit_report import audit_of
from tracksrc.pipeline.store.queries.passes import passes
from tracksrc.pipeline.store.queries.stage_rows import program_sizes
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.results import ResultTable
from tracksrc.safe_text import visible
from tracksrc.tables import counted
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.version import __version__

# Op texts longer than this are cut in the page (a function's text would
# repeat everything in it).
TEXT_LINES = 40
# Graphs drawn per op type when the user names no op.
GRAPHS_PER_TYPE = 3
# Stage tables longer than this show only the stages that changed the count.
FULL_STAGE_TABLE = 300
# Stage tables longer than this are folded under a <details> summary.
COLLAPSED_ROWS = 40


@dataclass
class _Anchors:
    """Ops the page links to, each printed once at the end."""

    texts: dict[str, tuple[str, str]] = field(default_factory=dict)

    def of_info(self, info: OperationInfo) -> str:
        """The anchor of an op of an index (the text is taken now)."""
        key = "op-" + _slug(info.dump_position)
        if key not in self.texts:
            self.texts[key] = (f"{info.op_name} {info.unique_id} ({info.dump_position})", info.text)
        return key

    def of_ref(self, pipeline: Pipeline, ref: OpRef) -> str:
        """The anchor of an op a pipeline query reported."""
        info = pipeline.stages[ref.stage].op_index().get_op(ref.unique_id)
        if info is None:  # pragma: no cover - summaries and indexes agree
            raise TracksrcError(f"tracksrc: error: stage {ref.stage} has no op {ref.unique_id}")
        return self.of_info(info)


def _slug(text: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in text)


def escape_html(value: object) -> str:
    """Text from dumps for HTML: control characters shown as escapes, then
    HTML's own."""
    return html.escape(visible(str(value)))


def html_table(table: ResultTable, table_id: str, links: dict[int, list[str]] | None = None) -> str:
    """A result table as HTML; `links[row]` adds op links in a last cell."""
    head = "".join(f"<th>{escape_html(column)}</th>" for column in table.columns)
    if links is not None:
        head += "<th>ops</th>"
    body = []
    for number, row in enumerate(table.rows):
        cells = "".join(
            f'<td class="num">{escape_html(cell)}</td>'
            if isinstance(cell, (int, float))
            else f"<td>{escape_html(cell)}</td>"
            for cell in row
        )
        if links is not None:
            anchors = links.get(number, [])
            cells += (
                "<td>"
                + " ".join(f'<a href="#{anchor}">{n + 1}</a>' for n, anchor in enumerate(anchors))
                + "</td>"
            )
        body.append(f"<tr>{cells}</tr>")
    return (
        f'<p class="caption">{escape_html(table.title)}</p>'
        f'<table id="{escape_html(table_id)}"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table>"
    )


def _chart(counts: Sequence[int], labels: Sequence[str]) -> str:
    """An SVG bar chart of op counts per stage (a line past 400 stages)."""
    width, height, left, bottom = 900, 220, 50, 30
    top = max(counts) if counts else 1
    plot_width, plot_height = width - left - 10, height - bottom - 10
    step = plot_width / max(len(counts), 1)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'role="img" aria-label="ops per stage" id="stage-chart">',
        f'<line x1="{left}" y1="{10 + plot_height}" x2="{width - 10}" y2="{10 + plot_height}" '
        'stroke="#888"/>',
        f'<text x="{left - 6}" y="16" text-anchor="end" class="axis">{top}</text>',
        f'<text x="{left - 6}" y="{10 + plot_height}" text-anchor="end" class="axis">0</text>',
    ]
    if len(counts) <= 400:
        for number, (count, label) in enumerate(zip(counts, labels, strict=True)):
            bar = plot_height * count / top if top else 0
            x = left + number * step
            parts.append(
                f'<rect x="{x + step * 0.1:.1f}" y="{10 + plot_height - bar:.1f}" '
                f'width="{max(step * 0.8, 0.5):.1f}" height="{bar:.1f}" class="bar">'
                f"<title>stage {number} {escape_html(label)}: {counted(count, 'op')}</title></rect>"
            )
            if len(counts) <= 40:
                parts.append(
                    f'<text x="{x + step / 2:.1f}" y="{24 + plot_height}" text-anchor="middle" '
                    f'class="axis">{number}</text>'
                )
    else:
        points = " ".join(
            f"{left + number * step:.1f},{10 + plot_height - plot_height * count / top:.1f}"
            for number, count in enumerate(counts)
        )
        parts.append(f'<polyline points="{points}" class="line"/>')
        # Hovering a stage names it: a transparent column per stage.
        for number, (count, label) in enumerate(zip(counts, labels, strict=True)):
            parts.append(
                f'<rect x="{left + number * step:.1f}" y="10" width="{max(step, 0.5):.2f}" '
                f'height="{plot_height}" class="hover"><title>stage {number} '
                f"{escape_html(label)}: {counted(count, 'op')}</title></rect>"
            )
    parts.append(
        f'<text x="{left + plot_width / 2:.0f}" y="{height - 2}" text-anchor="middle" '
        f'class="axis">stage (0 to {len(counts) - 1})</text></svg>'
    )
    return "".join(parts)


# The page's style, shared with the comparison page.
STYLE = """
body{font-family:system-ui,sans-serif;margin:24px;color:#222;max-width:1400px}
h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #ccc}
h3{font-size:15px}
table{border-collapse:collapse;font-size:13px;margin:6px 0 14px}
th,td{border:1px solid #ccc;padding:3px 8px;text-align:left;vertical-align:top}
th{background:#f0f3f7}td.num{text-align:right;font-variant-numeric:tabular-nums}
.caption{color:#555;font-size:13px;margin:4px 0}
.bar{fill:#4a78a8}.hover{fill:transparent}.hover:hover{fill:#4a78a833}.line{fill:none;stroke:#4a78a8;stroke-width:1.5}
.axis{font-size:11px;fill:#555}
pre{background:#f7f7f7;border:1px solid #ddd;padding:8px;font-size:12px;overflow-x:auto}
.graph{overflow-x:auto;border:1px solid #eee;padding:6px;margin-bottom:16px}
.graph svg{max-width:100%;height:auto}
nav#contents{font-size:14px}nav#contents ol{margin:4px 0 0}
details>summary{cursor:pointer;color:#335;margin:6px 0}
.loss{color:#a02020;font-weight:bold}
"""


def build_report(
    pipeline: Pipeline,
    name: str,
    op_type_names: Sequence[str] = (),
    reach: str | None = None,
    ops: Sequence[OperationInfo] = (),
    source: OperationIndex | None = None,
    target: int | str | None = None,
    time: str | None = None,
) -> str:
    """The report page as HTML text. `op_type_names` get a classification
    (into stage `target`, default the last; with `reach`, by whether they
    reach that type) and their lowering paths; `ops` get lineage graphs
    (default: a few ops of each type, one per lowering path); `source`
    (the pipeline's input file) supplies the ops of each type instead of
    the first stage that has them. `time`: the "Where the time goes"
    section (`report_time.time_section`), first after the summary."""
    anchors = _Anchors()
    contents: list[tuple[str, str]] = []
    counts = program_sizes(pipeline, compile=0)
    labels = [stage.label for stage in pipeline.stages]
    body: list[str] = [
        f"<h1>tracksrc report: {escape_html(name)}</h1>",
        f'<p id="summary">{len(pipeline)} stages, '
        f"{len({stage.digest for stage in pipeline.stages})} distinct; "
        f"{counted(counts[-1] if counts else 0, 'op')} after the last stage. "
        f"tracksrc {__version__}, precise tracking.</p>",
        *(
            f'<p class="nested">Kept apart from the main program: {escape_html(line)}.</p>'
            for line in pipeline.nested_compiles()
        ),
    ]
    summary_end = len(body)
    if time is not None:
        body += [_heading("Where the time goes", "time-section", contents), time]
    # -- passes -----------------------------------------------------------
    stage_table = ResultTable(
        "the whole program after each stage", ("stage", "pass", "scope", "ops", "change")
    )
    for stage, count in zip(pipeline.stages, counts, strict=True):
        change = count - counts[stage.number - 1] if stage.number else 0
        if len(pipeline) > FULL_STAGE_TABLE and stage.number and not change:
            continue
        stage_table.rows.append(
            (
                stage.number,
                labels[stage.number],
                stage.scope_symbol or stage.scope_op or "",
                count,
                f"{change:+d}" if stage.number else "",
            )
        )
    body += [
        _heading("Passes", "passes-section", contents),
        _chart(counts, labels),
        _collapsed(
            html_table(stage_table, "stages"),
            f"{stage_table.title} ({len(stage_table.rows)} rows)",
            len(stage_table.rows) > COLLAPSED_ROWS,
        ),
        html_table(passes(pipeline), "passes"),
    ]
    # -- audit ------------------------------------------------------------
    body += [
        _heading("Location audit", "audit-section", contents),
        html_table(audit_of(pipeline).table(), "audit"),
    ]
    # -- op types -----------------------------------------------------------
    chosen_ops = list(ops)
    for op_type in op_type_names:
        body.append(_heading(op_type, f"type-{op_type}", contents))
        start = 0
        if source is not None:
            members = source.required_ops_of_type(op_type)
        else:
            first_stage, members = first_ops_of_type(op_type, pipeline)
            start = first_stage.number
        found: Classification
        if reach and target is None:
            found = reach_anywhere(members, reach, pipeline, start=start)
        else:
            into = pipeline if target is None else pipeline.find_spec(target)
            found = classify(members, into, reaches(reach) if reach else op_types)
        links = {
            number: [anchors.of_info(info) for info in found.groups[str(row[0])][:5]]
            for number, row in enumerate(found.rows)
        }
        body.append(html_table(found, f"classify-{op_type}", links))
        if isinstance(found, Reach):
            per_op = found.per_op()
            body.append(
                _collapsed(
                    html_table(per_op, f"reach-{op_type}"),
                    f"{per_op.title} ({len(per_op.rows)} ops)",
                    len(per_op.rows) > COLLAPSED_ROWS,
                )
            )
        paths: LoweringPaths = lowering_paths(members, pipeline, start=start)
        path_links = {
            number: [anchors.of_info(info) for info in paths.groups[str(row[0])][:5]]
            for number, row in enumerate(paths.rows)
        }
        body.append(html_table(paths, f"paths-{op_type}", path_links))
        for label, steps in paths.paths.items():
            items = "".join(
                f"<li>stage {step.stage} <b>{escape_html(step.pass_text)}</b>: "
                f"{escape_html(step.change_from(before))}</li>"
                for before, step in zip([None, *steps], steps, strict=False)
            )
            body.append(f"<h3>{escape_html(label)}</h3><ol>{items}</ol>")
        if not ops:
            chosen_ops += [group[0] for group in list(paths.groups.values())[:GRAPHS_PER_TYPE]]
    # -- graphs -------------------------------------------------------------
    if chosen_ops:
        body.append(_heading("Lineage graphs", "graphs-section", contents))
    for info in chosen_ops:
        drawn: LineageGraph = graph(info, pipeline)
        svg = drawn.to_svg(link=lambda ref: "#" + anchors.of_ref(pipeline, ref))
        body.append(
            f'<h3><a href="#{anchors.of_info(info)}">{escape_html(drawn.title)}</a></h3>'
            f'<div class="graph">{svg}</div>'
        )
    # -- op texts -----------------------------------------------------------
    body.append(_heading("Operations", "operations-section", contents))
    for key, (title, text) in anchors.texts.items():
        lines = text.splitlines()
        if len(lines) > TEXT_LINES:
            lines = [*lines[:TEXT_LINES], f"… ({len(lines) - TEXT_LINES} more lines)"]
        body.append(
            f'<section id="{key}"><h3>{escape_html(title)}</h3>'
            f"<pre>{escape_html(chr(10).join(lines))}</pre></section>"
        )
    items = "".join(
        f'<li><a href="#{key}">{escape_html(title)}</a></li>' for title, key in contents
    )
    body.insert(summary_end, f'<nav id="contents"><b>Contents</b><ol>{items}</ol></nav>')
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>tracksrc report: {escape_html(name)}</title><style>{STYLE}</style></head>"
        f"<body>{''.join(body)}</body></html>\n"
    )


def _heading(title: str, key: str, contents: list[tuple[str, str]]) -> str:
    """An `<h2>` the table of contents links to."""
    anchor = re.sub(r"[^\w.-]", "-", key)
    contents.append((title, anchor))
    return f'<h2 id="{escape_html(anchor)}">{escape_html(title)}</h2>'


def _collapsed(html: str, summary: str, collapse: bool) -> str:
    """`html` folded under `summary` when `collapse` (a long table would
    push the analyses asked for far down the page)."""
    if not collapse:
        return html
    return f"<details><summary>{escape_html(summary)}</summary>{html}</details>"


def write_report(path: str | Path, text: str) -> Path:
    """Write the page; returns its path."""
    return write_output(path, text)
