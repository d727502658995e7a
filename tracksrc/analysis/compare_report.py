"""A comparison of two runs as one self-contained HTML page (`tracksrc
compare --html OUT`): the totals, the passes each run has alone, and for
each differing source op its two lowering paths side by side, the pass
where they part highlighted. Same style and safety as the report: no
script, no network, every text from a dump escaped."""

from __future__ import annotations

from tracksrc.analysis.compare import Comparison, OpComparison
from tracksrc.analysis.lowering import Step
from tracksrc.analysis.report import STYLE, escape_html, html_table

_STYLE = (
    STYLE
    + ".paths{display:flex;gap:16px}.paths>div{flex:1;min-width:0}"
    + ".parts{background:#fde8e8;font-weight:bold}ol.path{font-size:12px}"
)


def _path(steps: list[Step], parting: str) -> str:
    items = []
    before: Step | None = None
    for step in steps:
        marked = bool(parting) and step.pass_text == parting
        items.append(
            f"<li{' class=parts' if marked else ''}>stage {step.stage} "
            f"<b>{escape_html(step.pass_text)}</b>: {escape_html(step.change_from(before))}</li>"
        )
        before = step
    return f'<ol class="path">{"".join(items)}</ol>'


def _op_section(number: int, op: OpComparison) -> str:
    parting = op.diverges_at.run_pass if op.diverges_at else ""
    where = (
        f"parts at <span class=parts>{escape_html(op.diverges_at.pass_text)}</span> (stage "
        f"{op.diverges_at.a_stage} in A, {op.diverges_at.b_stage} in B)"
        if op.diverges_at
        else "lowered alike"
    )
    return (
        f'<section id="op-{number}"><h3>{escape_html(op.source)} '
        f"{escape_html(op.op_type)}</h3><p>{where}</p>"
        f'<div class="paths"><div><h4>A</h4>{_path(op.a_path, parting)}</div>'
        f"<div><h4>B</h4>{_path(op.b_path, parting)}</div></div></section>"
    )


def _attribute_section(result: Comparison) -> str:
    assert result.attributes_at is not None
    pass_spec, a_stages, b_stages = result.attributes_at
    rows = [
        f"<tr><td>{escape_html(op.source)}</td><td>{escape_html(change.op_type)}</td>"
        f"<td>{escape_html(change.name)}</td>"
        f"<td>{'<br>'.join(escape_html(value) for value in change.a)}</td>"
        f"<td>{'<br>'.join(escape_html(value) for value in change.b)}</td></tr>"
        for op in result.ops
        for change in op.attribute_changes
    ]
    return (
        f"<h2>Attribute-level changes after {escape_html(pass_spec)}</h2>"
        f"<p>Read from {len(a_stages)} print(s) of A and {len(b_stages)} of B; not counted as "
        "differences.</p>"
        "<table><tr><th>source</th><th>op type</th><th>attribute</th><th>A</th><th>B</th></tr>"
        f"{''.join(rows)}</table>"
    )


def compare_html(result: Comparison, a_name: str, b_name: str) -> str:
    """The page of `result` (A is `a_name`, B is `b_name`)."""
    alignment = result.alignment
    body = [
        f"<h1>tracksrc compare</h1><p>A: {escape_html(a_name)}<br>B: {escape_html(b_name)}</p>",
        f"<p>{escape_html(result.title)}; passes: {alignment.aligned} aligned, "
        f"{len(alignment.only_in_a)} only in A, {len(alignment.only_in_b)} only in B.</p>",
        html_table(result, "differing"),
    ]
    for side, names in (("A", alignment.only_in_a), ("B", alignment.only_in_b)):
        if names:
            body.append(
                f"<details><summary>passes only in {side} ({len(names)})</summary>"
                f"<p>{escape_html(', '.join(names))}</p></details>"
            )
    if result.pass_deltas is not None and result.pass_deltas.rows:
        body.append(html_table(result.pass_deltas, "pass-deltas"))
    body.append("<h2>Lowering paths side by side</h2>")
    body.extend(_op_section(number, op) for number, op in enumerate(result.differing))
    if result.attributes_at is not None:
        body.append(_attribute_section(result))
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>tracksrc compare</title><style>{_STYLE}</style></head>"
        f"<body>{''.join(body)}</body></html>\n"
    )
