"""A profiler's CSV table read row by row: its header checked for the
columns a reader needs, each row checked to have as many fields as the
header (a last row with fewer, or without its line end, or a quoted field
the file ends inside, is a file cut short), every problem an error at the
row's line.

rocprof (v1) and rocprofv3 write RFC 4180 CSV: a header row naming the
columns, quoted names (kernel names hold commas), one row per line.
"""

from __future__ import annotations

import csv
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tracksrc.errors import ParseError, TracksrcError
from tracksrc.reading.profiles.documents import lines
from tracksrc.reading.profiles.fields import FieldError, line_error


@dataclass(frozen=True)
class CsvRow:
    """A row of the table: its line (the last, for a row of quoted line
    breaks), that line's text, and its fields by column name."""

    line: int
    text: str
    values: dict[str, str]

    def error(self, name: str, exc: FieldError) -> ParseError:
        """A `FieldError` of this row as an error at its line, the caret
        under the field's value where the line shows it."""
        value = self.values.get(exc.field, "")
        return line_error(
            name, self.line, self.text, f"{exc.field}: {exc.message}", exc.expected, near=value
        )


class CsvTable:
    """The rows of the CSV file `path` (named `name` in messages), whose
    header must name every column of `required`; `what` names the format
    (`rocprofv3 kernel_trace.csv`) in errors."""

    def __init__(self, path: Path, name: str, what: str, required: tuple[str, ...]) -> None:
        self.name = name
        self.what = what
        self._lines = lines(path)
        # The last line read: its number, text and whether it had its newline.
        self._last: tuple[int, str, bool] = (0, "", True)
        self._reader = csv.reader(self._feed(), strict=True)
        header = self._next()
        if header is None:
            raise TracksrcError(f"{name}: the file is empty: no {what} header, no rows")
        self.header = [column.strip() for column in header]
        missing = [column for column in required if column not in self.header]
        if missing:
            raise line_error(
                name,
                self._last[0],
                self._last[1],
                f"not a {what} header: no column {', '.join(missing)}",
                f"a header naming {', '.join(required)} (as the tool writes it)",
            )

    def _feed(self) -> Iterator[str]:
        for number, text, ended in self._lines:
            self._last = (number, text, ended)
            yield text + "\n" if ended else text

    def _next(self) -> list[str] | None:
        """The next record that is not an empty line; None at the end."""
        while True:
            try:
                record = next(self._reader, None)
            except csv.Error as exc:
                number, text, ended = self._last
                cut = not ended or "end of data" in str(exc)
                raise line_error(
                    self.name,
                    number,
                    text,
                    "the file ends inside a quoted field (a file cut short?)"
                    if cut
                    else f"not CSV: {exc}",
                    "a row of CSV fields",
                    cut=cut,
                ) from None
            if record is None or record:
                return record

    def rows(self) -> Iterator[CsvRow]:
        """The table's rows, in the file's order (see the class docstring)."""
        width = len(self.header)
        while (record := self._next()) is not None:
            number, text, ended = self._last
            if len(record) != width:
                cut = len(record) < width and not ended
                raise line_error(
                    self.name,
                    number,
                    text,
                    f"the file ends inside a row: {len(record)} fields of {width} "
                    "(a file cut short?)"
                    if cut
                    else f"a row of {len(record)} fields under a header of {width}",
                    f"{width} fields, one per column of the header",
                    column=len(text) + 1 if cut else 1,
                    cut=cut,
                )
            if not ended:
                # The tools end every row with a line end; without one, the
                # last field may be cut (`12` of `1234`) with the row whole.
                raise line_error(
                    self.name,
                    number,
                    text,
                    "the file ends inside its last row, before its line end (a file cut short?)",
                    "a line end after the last row (as the profiler writes it)",
                    column=len(text) + 1,
                    cut=True,
                )
            yield CsvRow(number, text, dict(zip(self.header, record, strict=True)))
