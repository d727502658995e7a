"""The values of a profile's rows, checked: numbers that are numbers,
times that are finite and not negative, grids of three counts.

A reader takes each field through these getters; a value that is not what
the format writes raises `FieldError` (the field, what is wrong, what was
expected), which the reader turns into an error at the row's line
(`line_error`), or names the row where a format has no lines (SQLite).
Nothing is taken as 0 or skipped silently.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from typing import Any

from tracksrc.errors import ParseError, TracksrcError
from tracksrc.reading.profiles.kernels import Extent
from tracksrc.safe_text import visible_line

# How much of a long line an error shows around its column.
_WINDOW = 200


class FieldError(ValueError):
    """A field of a row that is missing or not what the format writes."""

    def __init__(self, field: str, message: str, expected: str) -> None:
        self.field = field
        self.message = message
        self.expected = expected
        super().__init__(f"{field}: {message}")


def shown(value: Any) -> str:
    """A value of the file as a message quotes it: on one line, control
    characters escaped, cut to 80 characters."""
    text = visible_line(json.dumps(value) if isinstance(value, str) else repr(value))
    return text if len(text) <= 80 else text[:77] + "..."


def label(text: str) -> str:
    """A word of the file (a category, a row type) as a note names it: on
    one line, control characters escaped, cut to 60 characters."""
    text = visible_line(text)
    return text if len(text) <= 60 else text[:57] + "..."


def counted(number: int, one: str, many: str) -> str:
    """`1 row`, `2,048 rows`: a count in a note."""
    return f"{number:,} {one if number == 1 else many}"


def present(row: Mapping[str, Any], field: str, expected: str) -> Any:
    """The value of `field`, which the row must have."""
    if field not in row or row[field] is None:
        raise FieldError(field, f"the row has no `{field}`", expected)
    return row[field]


def integer(row: Mapping[str, Any], field: str) -> int:
    """A count or timestamp written as a JSON integer (not negative); SQLite
    and CSV readers give their values through `count_text` or as ints."""
    value = present(row, field, "a whole number")
    if isinstance(value, bool) or not isinstance(value, int):
        raise FieldError(field, f"`{field}` is {shown(value)}, not a whole number", "a number")
    if value < 0:
        raise FieldError(field, f"`{field}` is negative ({value})", "a number of 0 or more")
    return value


def number(row: Mapping[str, Any], field: str) -> float:
    """A time written as a JSON number: finite and not negative."""
    value = present(row, field, "a number")
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise FieldError(field, f"`{field}` is {shown(value)}, not a number", "a number")
    return checked_time(field, float(value))


def checked_time(field: str, value: float) -> float:
    """`value` if it can be a time: finite and not negative."""
    if not math.isfinite(value) or value < 0:
        raise FieldError(field, f"`{field}` is {value}", "a finite time of 0 or more")
    return value


def text(row: Mapping[str, Any], field: str) -> str:
    """A name: a JSON string, not empty."""
    value = present(row, field, "a name (a string)")
    if not isinstance(value, str) or not value:
        raise FieldError(field, f"`{field}` is {shown(value)}, not a name", "a non-empty string")
    return value


def flag(row: Mapping[str, Any], field: str) -> bool | None:
    """A JSON boolean, or None when the row has no such field."""
    value = row.get(field)
    if value is None or isinstance(value, bool):
        return value
    raise FieldError(field, f"`{field}` is {shown(value)}, not true or false", "true or false")


def extent(row: Mapping[str, Any], field: str) -> Extent | None:
    """A grid or workgroup size written as a list of three counts, or None
    when the row has no such field."""
    value = row.get(field)
    if value is None:
        return None
    if isinstance(value, Mapping):
        value = [value.get(axis) for axis in "xyz"]
    if (
        not isinstance(value, Sequence)
        or isinstance(value, str)
        or not 1 <= len(value) <= 3
        or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in value)
    ):
        raise FieldError(
            field, f"`{field}` is {shown(value)}", "three counts ([x, y, z] or {x, y, z})"
        )
    padded = [*value, 1, 1][:3]
    return (padded[0], padded[1], padded[2])


def count_text(field: str, value: str) -> int:
    """A whole number written as CSV text (`17`; `17.0` too, as some tools
    print integers through floats)."""
    stripped = value.strip()
    try:
        return int(stripped)
    except ValueError:
        pass
    try:
        as_float = float(stripped)
    except ValueError:
        raise FieldError(field, f"`{field}` is {shown(value)}, not a number", "a number") from None
    if not as_float.is_integer() or as_float < 0:
        raise FieldError(field, f"`{field}` is {shown(value)}", "a whole number of 0 or more")
    return int(as_float)


def time_text(field: str, value: str) -> float:
    """A time written as CSV text."""
    try:
        parsed = float(value.strip())
    except ValueError:
        raise FieldError(field, f"`{field}` is {shown(value)}, not a number", "a number") from None
    return checked_time(field, parsed)


def span(field: str, start: int | float, end: int | float) -> float:
    """The time from `start` to `end`, which must not come before it."""
    if end < start:
        raise FieldError(field, f"ends ({end}) before it starts ({start})", "end >= start")
    return float(end - start)


def line_error(
    name: str,
    line: int,
    line_text: str,
    message: str,
    expected: str | None = None,
    *,
    near: str | None = None,
    column: int | None = None,
    cut: bool = False,
) -> ParseError:
    """An error at line `line` of the file `name`: the caret at `column`, or
    under the text `near` (a field's name) where the line holds it, else at
    the line's start; long lines shown as a window around the caret."""
    if column is None:
        found = line_text.find(near) if near else -1
        column = found + 1 if found >= 0 else 1
    start = max(0, column - 1 - _WINDOW // 2)
    window = line_text[start : start + _WINDOW]
    return ParseError(message, name, line, column, window, expected, cut, start + 1)


def field_line_error(name: str, line: int, line_text: str, exc: FieldError) -> ParseError:
    """A `FieldError` of the row at `line` as an error at that line."""
    return line_error(name, line, line_text, exc.message, exc.expected, near=f'"{exc.field}"')


def row_error(name: str, where: str, message: str) -> TracksrcError:
    """An error in a row of a file without lines (a SQLite table's row)."""
    return TracksrcError(f"{name}: {visible_line(where)}: error: {visible_line(message)}")
