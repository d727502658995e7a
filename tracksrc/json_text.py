"""JSON as every `--json` prints it: indented a level per nesting, and each
flat record (an object or array holding no object or array) on one line.

`json.dumps(value, indent=1)` gives every value a line of its own, and
CPython encodes an indented document in Python, not C: a lineage of a
convolution through a GPU compile (9 MB, 70,000 ops) took 0.8 s to encode,
a third of the command. A record per line is as readable (an op is one
line, as in a table), and each is encoded by the C encoder: the
containers around them are few.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any, TextIO

# One line per flat record, with the separators `indent=1` prints.
_flat = json.JSONEncoder(separators=(", ", ": ")).encode
_key = json.JSONEncoder().encode
_CONTAINERS = (dict, list, tuple)


def json_text(value: Any) -> str:
    """`value` (plain data) as JSON text, laid out as the module docstring
    says."""
    return "".join(_pieces(value, "\n"))


def write_json_items(items: Iterable[Any], stream: TextIO) -> None:
    """Write `items` (records: objects) to `stream` as
    `json_text(list(items))` prints them, and a newline, one item at a time
    (a list of 40,000 rows is never held whole, nor its text)."""
    opened = False
    for item in items:
        stream.write("[\n " if not opened else ",\n ")
        stream.write("".join(_pieces(item, "\n ")))
        opened = True
    stream.write("\n]\n" if opened else "[]\n")


def _is_flat(values: Iterable[Any]) -> bool:
    return not any(isinstance(value, _CONTAINERS) for value in values)


def _pieces(value: Any, newline: str) -> Iterator[str]:
    """The text of `value` starting at a line whose break and indent is
    `newline`, in pieces."""
    if isinstance(value, dict):
        if not value or _is_flat(value.values()):
            yield _flat(value)
            return
        inner = newline + " "
        yield "{"
        separator = inner
        for key, item in value.items():
            yield separator
            yield _key(key if isinstance(key, str) else _key_text(key))
            yield ": "
            yield from _pieces(item, inner)
            separator = "," + inner
        yield newline + "}"
    elif isinstance(value, (list, tuple)):
        if not value or _is_flat(value):
            yield _flat(value)
            return
        inner = newline + " "
        yield "["
        separator = inner
        for item in value:
            yield separator
            yield from _pieces(item, inner)
            separator = "," + inner
        yield newline + "]"
    else:
        yield _flat(value)


def _key_text(key: Any) -> str:
    """A key as `json.dumps` writes a key that is not a string."""
    return str(json.loads(json.dumps({key: 0})).popitem()[0])
