"""What the shell offers on Tab: pure functions of (text before the cursor,
namespace), tested without a terminal.

* Inside the string argument of `get_ops_by_type("` the op types of that
  index, of `get_ops_by_name("` its SSA names, of `get_op("` its unique ids.
* After `name.`, `name.attr.` or `ops[0].` the attributes of that object
  (found by attribute lookups, and subscripts of lists, tuples and dicts by
  a literal index or key: nothing the user typed is called or evaluated).
* Otherwise names of the namespace, Python builtins and keywords.
"""

from __future__ import annotations

import ast
import builtins
import keyword
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tracksrc.tracking.index import OperationIndex

_STRING_ARGUMENT = re.compile(
    r"(?P<receiver>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\.(?P<method>get_ops_by_type|get_ops_by_name|get_op)"
    r"\(\s*(?P<quote>['\"])(?P<prefix>[^'\"]*)$"
)
_SUBSCRIPT = r"\[\s*(?:-?\d+|'[^'\]]*'|\"[^\"\]]*\")\s*\]"
_DOTTED = re.compile(rf"(?P<path>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*|{_SUBSCRIPT})*)\.(?P<prefix>\w*)$")
_STEP = re.compile(rf"\.(?P<attribute>[A-Za-z_]\w*)|(?P<subscript>{_SUBSCRIPT})")
_NAME = re.compile(r"(?P<prefix>[A-Za-z_]\w*)$")
_LIMIT = 500


@dataclass(frozen=True)
class Suggestion:
    """One completion: `text` replaces the `replace` characters before the
    cursor; `meta` says what it is."""

    text: str
    replace: int
    meta: str = ""


def _lookup(path: str, namespace: Mapping[str, Any]) -> tuple[bool, Any]:
    """Resolve `a.b[0].c` by attribute lookups and subscripts of built-in
    containers only (no calls)."""
    first = re.match(r"[A-Za-z_]\w*", path)
    if first is None:
        return False, None
    name = first.group(0)
    if name in namespace:
        value = namespace[name]
    elif hasattr(builtins, name):
        value = getattr(builtins, name)
    else:
        return False, None
    for step in _STEP.finditer(path, first.end()):
        try:
            if step.group("attribute"):
                value = getattr(value, step.group("attribute"))
                continue
            key = ast.literal_eval(step.group("subscript").strip()[1:-1].strip())
            if isinstance(value, (list, tuple)) and isinstance(key, int):
                value = list.__getitem__(list(value), key)
            elif isinstance(value, dict) and isinstance(key, str):
                value = dict.__getitem__(value, key)
            else:
                return False, None
        except Exception:
            return False, None
    return True, value


def _matching(candidates: Iterable[str], prefix: str, meta: str) -> list[Suggestion]:
    found = sorted({c for c in candidates if c.startswith(prefix)})
    return [Suggestion(text, len(prefix), meta) for text in found[:_LIMIT]]


def complete(text_before_cursor: str, namespace: Mapping[str, Any]) -> list[Suggestion]:
    """The suggestions for the text before the cursor."""
    argument = _STRING_ARGUMENT.search(text_before_cursor)
    if argument is not None:
        found, receiver = _lookup(argument.group("receiver"), namespace)
        if not found or not isinstance(receiver, OperationIndex):
            return []
        method, prefix = argument.group("method"), argument.group("prefix")
        if method == "get_ops_by_type":
            return _matching(receiver.types(), prefix, "op type")
        if method == "get_ops_by_name":
            return _matching(receiver.names(), prefix, "SSA name")
        return _matching(receiver.operations, prefix, "op id")
    if _inside_string(text_before_cursor):
        return []
    dotted = _DOTTED.search(text_before_cursor)
    if dotted is not None:
        found, value = _lookup(dotted.group("path"), namespace)
        if not found:
            return []
        prefix = dotted.group("prefix")
        names = [name for name in dir(value) if prefix.startswith("_") or not name.startswith("_")]
        return _matching(names, prefix, "attribute")
    name = _NAME.search(text_before_cursor)
    if name is None:
        return []
    prefix = name.group("prefix")
    suggestions = _matching(namespace, prefix, "name")
    builtin_names = (n for n in dir(builtins) if not n.startswith("_") and n not in namespace)
    suggestions += _matching(builtin_names, prefix, "builtin")
    suggestions += _matching(keyword.kwlist, prefix, "keyword")
    return suggestions


def _inside_string(text: str) -> bool:
    """True if the text ends inside an unterminated string on its last line."""
    line = text.rsplit("\n", 1)[-1]
    quote: str | None = None
    escaped = False
    for char in line:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif quote is None and char in "'\"":
            quote = char
        elif char == quote:
            quote = None
        elif quote is None and char == "#":
            return True  # a comment
    return quote is not None
