"""The report's "Where the time goes": runtime profiles joined to the
report's stream (`tracksrc report STREAM --profile P...`), as `tracksrc
profile` answers them (`analysis.profiles.profile.profile`).

How far the profiles match the stream, then two tables: the source ops
ranked by time (a dispatch computing several counts, whole, for each: the
rows say what is shared), and the dispatches with their codegen facts
(pipeline, workgroup size, every op's lowering configuration, where they
were vectorized); the kernels of no dispatch after them, when there are
any. Times are per run (the mean over the profiles' runs), printed as
`tracksrc profile` prints them; every text from a profile or a stream is
escaped as the report escapes everything else (`escape_html`).
"""

from __future__ import annotations

from typing import Any

from tracksrc.analysis.profiles.report import Profile
from tracksrc.analysis.profiles.report_text import percent, time_text
from tracksrc.analysis.report import escape_html, html_table
from tracksrc.results import Cell, ResultTable
from tracksrc.tables import counted

TITLE = "Where the time goes"
ANCHOR = "time-section"


def time_section(report: Profile) -> str:
    """The section's HTML (without its heading: `build_report` adds it)."""
    data = report.json_data()["a"]
    unit, runs, total = data["unit"], max(data["runs"], 1), data["total"]

    def per_run(value: float) -> str:
        return time_text(value / runs, unit)

    profiles = ", ".join(p["path"] for p in data["profiles"])
    formats = ", ".join(dict.fromkeys(p["format"] for p in data["profiles"]))
    parts = [
        f'<p id="time-summary">{escape_html(profiles)} ({escape_html(formats)}): '
        f"{counted(data['runs'], 'run')}, {escape_html(per_run(total))} of kernel time per run; "
        f"{counted(len(data['dispatches']), 'dispatch', 'dispatches')} of the stream's "
        f"{data['dispatches_in_stream']} ran, {percent(data['matched_total'], total)} of the "
        "kernel time. A dispatch's time counts whole for every source op it computes: "
        "shares of source ops add up to more than 100%.</p>"
    ]
    notes = [
        *report.notes,
        *(f"{p['path']}: {note}" for p in data["profiles"] for note in p["notes"]),
    ]
    parts += [f'<p class="caption">{escape_html(note)}</p>' for note in notes]
    sources = ResultTable(
        "source ops by time per run",
        ("source", "op type", "names", "time/run", "share", "alone", "dispatches", "shared with"),
    )
    for row in data["sources"]:
        sources.rows.append(
            (
                row["source"],
                row["op_type"] + (" (moves data only)" if row["moves_data_only"] else ""),
                " ".join(row["names"]),
                per_run(row["total"]),
                percent(row["total"], total),
                per_run(row["alone"]),
                " ".join(row["dispatches"]),
                " ".join(row["shared_with"]),
            )
        )
    parts.append(html_table(sources, "time-sources"))
    table = ResultTable(
        "dispatches by time per run, with their codegen",
        (
            "dispatch",
            "executions",
            "time/run",
            "share",
            "mean",
            "min",
            "max",
            "spread",
            "computes",
            "pipeline",
            "workgroup",
            "lowering configs",
            "vectorized",
        ),
    )
    for row in data["dispatches"]:
        table.rows.append(_dispatch_row(row, runs, unit, total))
    parts.append(html_table(table, "time-dispatches"))
    if data["not_dispatches"] or data["ambiguous"]:
        kernels = ResultTable(
            "kernels of no dispatch of the stream (a library's, a copy, another program's), "
            "and kernel names several dispatches fit",
            ("kernel", "executions", "time/run", "share", "dispatches it fits"),
        )
        for row in data["not_dispatches"]:
            kernels.rows.append(
                (
                    row["kernel"],
                    row["count"],
                    per_run(row["total"]),
                    percent(row["total"], total),
                    "",
                )
            )
        for row in data["ambiguous"]:
            kernels.rows.append(
                (
                    row["kernel"],
                    row["count"],
                    per_run(row["total"]),
                    percent(row["total"], total),
                    " ".join(row["candidates"]),
                )
            )
        parts.append(html_table(kernels, "time-kernels"))
    return "".join(parts)


def _dispatch_row(row: dict[str, Any], runs: int, unit: str, total: float) -> tuple[Cell, ...]:
    codegen = row["codegen"] or {}
    sizes = codegen.get("workgroup_size")
    configs = "; ".join(
        f"{item['op']}: " + ", ".join(f"{name} {value}" for name, value in item["config"].items())
        for item in codegen.get("lowering_configs", [])
    )
    if codegen.get("replaced_after_selection"):
        configs = "(replaced after selection) " + configs
    vectorized = codegen.get("vectorized")
    spread = row["spread"]
    return (
        row["dispatch"] + ("" if not row["merged"] else f" (and {' '.join(row['merged'])})"),
        row["count"],
        time_text(row["total"] / runs, unit),
        percent(row["total"], total),
        time_text(row["mean"], unit),
        time_text(row["min"], unit),
        time_text(row["max"], unit),
        "" if spread is None else f"{100 * spread:.0f}%",
        ("moves data for " if row["moves_data_only"] else "") + " ".join(row["sources"]),
        codegen.get("pipeline", "") if row["codegen"] else "(not configured in the stream)",
        "x".join(str(n) for n in sizes) if sizes else "",
        configs,
        ""
        if not row["codegen"]
        else f"by {codegen.get('vectorized_by', '')}"
        if vectorized
        else "no"
        if vectorized is False
        else "not printed",
    )
