"""Results of queries and analyses: the one way they export, and tables.

Every result (a lineage, an audit, a classification, ...) is a `JsonResult`:
`json_data()` gives it as plain JSON-able data and `to_json(path=None)` as
JSON text, also written to `path` when one is given. The command line's
`--json` prints `to_json()`.

A `ResultTable` holds plain values (str, int, float) in named columns,
printed aligned (bold heading on a terminal) and exported to CSV, JSON or a
pandas DataFrame, losslessly and with nothing but the standard library;
pandas is used only when the user asks for a DataFrame and has it.
"""

from __future__ import annotations

import csv
import io
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tracksrc.json_text import json_text
from tracksrc.output_files import write_output
from tracksrc.safe_text import visible
from tracksrc.tables import format_table

Cell = str | int | float


class JsonResult:
    """A result that exports as JSON: subclasses say what (`json_data`)."""

    def json_data(self) -> Any:
        """The result as plain data (dicts, lists, str, int, float, bool, None)."""
        raise NotImplementedError

    def to_json(self, path: str | Path | None = None) -> str:
        """The result as JSON text (written to `path` when given)."""
        text = json_text(self.json_data())
        if path is not None:
            write_output(path, text + "\n")
        return text


def _use_colour() -> bool:
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


@dataclass
class ResultTable(JsonResult):
    """Rows of plain values under `columns`; `title` says what they are."""

    title: str
    columns: tuple[str, ...]
    rows: list[tuple[Cell, ...]] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.rows)

    def format(self, colour: bool = False) -> str:
        """The table as aligned text (numbers right-aligned); with `colour`,
        a bold heading and the first column in cyan (ANSI)."""
        numeric = [
            column
            for column in range(len(self.columns))
            if self.rows and all(isinstance(row[column], (int, float)) for row in self.rows)
        ]
        text_rows = [self.columns, *(tuple(_cell_text(cell) for cell in row) for row in self.rows)]
        if not self.rows:
            body = "  ".join(self.columns) + "\n(none)"
        else:
            body = format_table(text_rows, right=numeric)
        lines = body.split("\n")
        if colour:
            width = max(len(row[0]) for row in text_rows)
            lines[0] = f"\x1b[1m{lines[0]}\x1b[0m"
            if self.rows:
                lines[1:] = [f"\x1b[36m{line[:width]}\x1b[0m{line[width:]}" for line in lines[1:]]
        title = visible(self.title)
        return "\n".join([title, *lines] if title else lines)

    def __str__(self) -> str:
        return self.format()

    def __repr__(self) -> str:
        return self.format(colour=_use_colour())

    def as_dicts(self) -> list[dict[str, Cell]]:
        """One dict per row, keyed by column name."""
        return [dict(zip(self.columns, row, strict=True)) for row in self.rows]

    def to_csv(self, path: str | Path | None = None) -> str:
        """The table as CSV (written to `path` when given); returns the text."""
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow([_csv_cell(column) for column in self.columns])
        writer.writerows([_csv_cell(cell) for cell in row] for row in self.rows)
        text = buffer.getvalue()
        if path is not None:
            write_output(path, text)
        return text

    def json_data(self) -> dict[str, Any]:
        """`{"title", "columns", "rows": [{column: value, ...}, ...]}`."""
        return {"title": self.title, "columns": list(self.columns), "rows": self.as_dicts()}

    def to_pandas(self) -> Any:
        """The table as a pandas DataFrame (pandas is optional: a clear
        error names it when it is missing)."""
        try:
            import pandas  # type: ignore[import-untyped]
        except ImportError:
            raise ImportError(
                "to_pandas() needs pandas, which tracksrc does not require: "
                "pip install pandas (to_csv() and to_json() need nothing)"
            ) from None
        return pandas.DataFrame(list(self.rows), columns=list(self.columns))

    to_dataframe = to_pandas


# What a spreadsheet reads as the start of a formula (OWASP's CSV
# injection list).
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _csv_cell(cell: Cell) -> Cell:
    """A cell as CSV carries it: numbers as they are; text with control
    characters as escapes, and a `'` before text a spreadsheet would run
    as a formula (a file or op name starting with `=`, `+`, `-`, `@`)."""
    if not isinstance(cell, str):
        return cell
    text = visible(cell)
    if text.startswith(_FORMULA_STARTS) and not _is_number(text):
        return "'" + text
    return text


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _cell_text(cell: Cell) -> str:
    if isinstance(cell, float):
        return f"{cell:.4g}"
    return str(cell)


def examples(ids: Sequence[str], limit: int = 3, count: int | None = None) -> str:
    """The first `limit` ids, comma-separated, with how many more there are
    of `count` (default: all of `ids`; a caller may pass only the first
    ones, since an id can be long)."""
    total = len(ids) if count is None else count
    shown = ", ".join(ids[:limit])
    return shown + (f", +{total - limit} more" if total > limit else "")
