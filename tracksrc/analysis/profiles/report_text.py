"""`profile`'s answer as text: how the profiles match the stream, then the
source ops, op types, dispatches and foreign kernels, each ranked by time,
and, comparing two configurations, the source ops by the time B adds.

Times are per run (the mean over a configuration's runs) in the profile's
unit, shown as `224.4 us`; every text from a profile or a stream goes
through `safe_text`.
"""

from __future__ import annotations

from collections.abc import Sequence

from tracksrc.analysis.profiles.attribution import Attribution
from tracksrc.analysis.profiles.comparing import WITHIN_NOISE, SourceChange
from tracksrc.analysis.profiles.joining import Joined
from tracksrc.reading.profiles.kernels import NS
from tracksrc.results import examples
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted, format_table

# Rows each section of the text shows (all of them in JSON and CSV).
SHOWN = 12


def time_text(value: float, unit: str) -> str:
    """A time as a table shows it: `850 ns`, `224.4 us`, `12.30 ms`,
    `1.230 s` (device ticks as counted)."""
    if unit != NS:
        return f"{value:,.0f} {unit}"
    size = abs(value)
    if size < 1e3:
        return f"{value:.0f} ns"
    if size < 1e6:
        return f"{value / 1e3:.1f} us"
    if size < 1e9:
        return f"{value / 1e6:.2f} ms"
    return f"{value / 1e9:.3f} s"


def percent(part: float, whole: float) -> str:
    """`part` of `whole` as a percentage."""
    return f"{100 * part / whole:.1f}%" if whole else "-"


def _table(rows: Sequence[tuple[str, ...]], right: list[int], indent: str = "  ") -> list[str]:
    return [indent + line for line in format_table(rows, right=right).split("\n")]


def _more(count: int) -> list[str]:
    return [f"  +{count - SHOWN} more (--json or --csv for all)"] if count > SHOWN else []


def side_lines(
    joined: Joined,
    attribution: Attribution | None,
    stream: str | None,
    dispatch_count: int,
    label: str = "",
) -> list[str]:
    """One configuration's part of the text (see the module docstring)."""
    unit, runs, total = joined.unit, joined.runs, joined.total
    name = f"profile {label}" if label else "profile"
    paths = ", ".join(visible_line(p.path) for p in joined.profiles[:4])
    more = f" +{len(joined.profiles) - 4} more" if len(joined.profiles) > 4 else ""
    formats = ", ".join(dict.fromkeys(p.format for p in joined.profiles))
    lines = [
        f"{name}: {paths}{more} ({formats}): {counted(runs, 'run')}, "
        f"{counted(sum(p.executions for p in joined.profiles), 'kernel execution')}, "
        f"{time_text(total / runs, unit)} of kernel time per run"
    ]
    lines += _note_lines(joined)
    if attribution is None:
        lines += ["", "kernels by time (no stream given: --stream joins them to source ops)"]
        return lines + _kernel_lines(joined, runs)
    matched = joined.matched_total
    ran = counted(len(joined.dispatches), "dispatch", "dispatches")
    lines.append(
        f"stream: {visible_line(stream or '')}: {ran} of its {dispatch_count} ran, "
        f"{percent(matched, total)} of the kernel time"
    )
    if joined.foreign:
        names = sorted(joined.foreign, key=lambda n: -joined.foreign[n].total)
        lines.append(
            f"  not from this compile: {counted(len(names), 'kernel')}, "
            f"{percent(sum(g.total for g in joined.foreign.values()), total)} of the time: "
            + visible_line(examples([_short(name) for name in names[:3]], 3, len(names)))
        )
    for kernel, (group, candidates) in joined.ambiguous.items():
        lines.append(
            f"  {visible_line(kernel)} fits {len(candidates)} dispatches alike "
            f"({visible_line(', '.join(candidates))}): its {time_text(group.total / runs, unit)} "
            "is given to none"
        )
    lines += ["", "source ops by time (a dispatch computing several counts for each: shared)"]
    rows: list[tuple[str, ...]] = [
        ("source", "op type", "time/run", "share", "alone", "dispatches", "shared with")
    ]
    for entry in attribution.sources[:SHOWN]:
        named = f" ({', '.join(entry.names)})" if entry.names else ""
        moves = " (data movement)" if entry.moves_only else ""
        rows.append(
            (
                visible_line(entry.where + named),
                visible_line(entry.kind) + moves,
                time_text(entry.total / runs, unit),
                percent(entry.total, total),
                percent(entry.alone, total),
                str(len(entry.dispatches)),
                visible_line(examples(entry.shared_with, 3)),
            )
        )
    lines += _table(rows, right=[2, 3, 4, 5]) + _more(len(attribution.sources))
    lines += ["", "time by the op types each dispatch computes (each dispatch in one row)"]
    rows = [("op types", "time/run", "share", "dispatches")]
    for combination in attribution.combinations[:SHOWN]:
        rows.append(
            (
                visible_line(combination.kind),
                time_text(combination.total / runs, unit),
                percent(combination.total, total),
                str(len(combination.dispatches)),
            )
        )
    lines += _table(rows, right=[1, 2, 3]) + _more(len(attribution.combinations))
    lines += ["", "per op type (the dispatches computing one of that type, each once)"]
    for kind in attribution.types[:SHOWN]:
        mixed = f"; {kind.mixed} also compute other types" if kind.mixed else ""
        lines.append(
            f"  {visible_line(kind.kind)}: {percent(kind.total, total)} of the time "
            f"({counted(kind.sources, 'source op')}, "
            f"{counted(len(kind.dispatches), 'dispatch', 'dispatches')}{mixed})"
        )
    lines += _more(len(attribution.types))
    lines += ["", "dispatches by time, with their codegen"]
    rows = [("dispatch", "runs", "time/run", "share", "mean", "spread", "codegen")]  # (7 wide)
    for row in attribution.dispatches[:SHOWN]:
        spread = row.time.spread
        rows.append(
            (
                visible_line(row.name),
                f"{row.time.count / runs:g}x",
                time_text(row.time.total / runs, unit),
                percent(row.time.total, total),
                time_text(row.time.mean, unit),
                "-" if spread is None else f"{100 * spread:.0f}%",
                visible_line(row.facts.brief() if row.facts else "(not configured in the stream)"),
            )
        )
    lines += _table(rows, right=[1, 2, 3, 4, 5]) + _more(len(attribution.dispatches))
    if joined.foreign:
        lines += ["", "kernels of no dispatch of this compile"]
        lines += _kernel_lines(joined, runs, foreign_only=True)
    return lines


def _short(name: str, width: int = 80) -> str:
    """A kernel name cut to what a line shows (C++ kernels' names run to
    kilobytes)."""
    return name if len(name) <= width else name[: width - 3] + "..."


def _note_lines(joined: Joined) -> list[str]:
    """The profiles' notes, each once: with its file, or with how many files
    say it where several do (the same rows left out of every run)."""
    said: dict[str, list[str]] = {}
    for profile in joined.profiles:
        for note in profile.notes:
            said.setdefault(note, []).append(profile.path)
    return [
        f"  {visible_line(paths[0])}: {visible_line(note)}"
        if len(paths) == 1
        else f"  {visible_line(note)} (in {len(paths)} files)"
        for note, paths in said.items()
    ]


def _kernel_lines(joined: Joined, runs: int, foreign_only: bool = False) -> list[str]:
    unit, total = joined.unit, joined.total
    groups = list(joined.foreign.items())
    if not foreign_only:
        groups += [(" + ".join(g.kernels), g) for g in joined.dispatches.values()]
    groups.sort(key=lambda item: (-item[1].total, item[0]))
    rows = [("kernel", "runs", "time/run", "share", "mean")]
    for name, group in groups[:SHOWN]:
        rows.append(
            (
                visible_line(_short(name, 100)),
                f"{group.count / runs:g}x",
                time_text(group.total / runs, unit),
                percent(group.total, total),
                time_text(group.mean, unit),
            )
        )
    return _table(rows, right=[1, 2, 3, 4]) + _more(len(groups))


def change_lines(changes: list[SourceChange], unit: str, by_kernel: bool = False) -> list[str]:
    """The comparison's part of the text: source ops (without streams,
    kernels) by the time B adds."""
    what = "kernels" if by_kernel else "source ops"
    lines = [f"{what} by the time B adds per run (A -> B; negative: B saves)"]
    rows = [
        (
            "kernel" if by_kernel else "source",
            "op type",
            "A",
            "B",
            "added",
            "ratio",
            "noise",
            "parts at",
        )
    ]
    for change in changes[:SHOWN]:
        named = f" ({', '.join(change.names)})" if change.names else ""
        parting = change.parting
        rows.append(
            (
                visible_line(change.where + named),
                visible_line(change.kind),
                time_text(change.a, unit),
                time_text(change.b, unit),
                ("+" if change.added > 0 else "") + time_text(change.added, unit),
                "-" if change.ratio is None else f"{change.ratio:.2f}x",
                change.verdict,
                "-"
                if parting is None
                else "lowered alike"
                if parting["alike"]
                else visible_line(
                    f"{parting['pass']} (stage {parting['a_stage']} of A, "
                    f"{parting['b_stage']} of B)"
                ),
            )
        )
    lines += _table(rows, right=[2, 3, 4, 5]) + _more(len(changes))
    # The codegen of the dispatches behind the largest changes, side by
    # side, once per group of source ops they compute.
    shown: dict[tuple[str, ...], list[SourceChange]] = {}
    for change in changes[:SHOWN]:
        if change.verdict == WITHIN_NOISE or not (change.a_facts or change.b_facts):
            continue
        key = (*change.a_dispatches, "|", *change.b_dispatches)
        shown.setdefault(key, []).append(change)
    for group in list(shown.values())[:3]:
        places = ", ".join(change.where for change in group)
        lines.append(f"  {visible_line(places)}:")
        for side, facts in (("A", group[0].a_facts), ("B", group[0].b_facts)):
            for item in facts:
                lines.append(
                    f"    {side} {visible_line(item.dispatch)}: {visible_line(item.brief())}"
                )
    return lines
