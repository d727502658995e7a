"""Plain-text tables: the one layout every table of tracksrc uses."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tracksrc.safe_text import visible_line


def format_table(rows: Sequence[Sequence[str]], right: Iterable[int] = ()) -> str:
    """Rows (the first one the heading) in aligned columns, two spaces
    apart; columns in `right` are right-aligned (numbers). Cells show their
    control characters as escapes: they hold names from dumps."""
    rows = [[visible_line(cell) for cell in row] for row in rows]
    aligned = set(right)
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    return "\n".join(
        "  ".join(
            cell.rjust(width) if column in aligned else cell.ljust(width)
            for column, (cell, width) in enumerate(zip(row, widths, strict=True))
        ).rstrip()
        for row in rows
    )


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """`1 op`, `2 ops`, `1,200 ops`: a count and its noun, agreeing."""
    word = noun if number == 1 else (plural or noun + "s")
    return f"{number:,} {word}"
