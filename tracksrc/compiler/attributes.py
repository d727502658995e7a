"""Reading the attribute texts the mini-compiler writes: integer lists
(`array<i64: 1, 2>`, `dense<[1, 2]> : tensor<2xi64>`, `[1, 2]`) and
affine maps (`affine_map<(d0, d1) -> (d0 floordiv 8, d1)>`), so that the
passes and the interpreter read them one way."""

from __future__ import annotations

import re

_INTEGER = re.compile(r"-?\d+")


def integers(text: str) -> list[int]:
    """The integers of `array<i64: 1, 2>`, `dense<[1, 2]> : tensor<2xi64>`
    (`dense<1> : vector<2xi64>` gives [1]) or `[1, 2]`."""
    text = text.strip()
    if text.startswith("array<"):
        text = text.split(":", 1)[1]
    elif text.startswith("dense<"):
        text = text.split(" : ")[0]
    return [int(item) for item in _INTEGER.findall(text)]


def pair(text: str) -> list[int]:
    """Two integers (strides, dilations), a splat (`dense<1> :
    vector<2xi64>`) repeated."""
    values = integers(text)
    return values * 2 if len(values) == 1 else values


def split_maps(text: str) -> list[str]:
    """The `affine_map<...>` texts of a list of maps (`indexing_maps`:
    `[affine_map<...>, affine_map<...>]`)."""
    text = text.strip()
    if text.startswith("[") and text.endswith("]"):
        text = text[1:-1]
    return [
        "affine_map<" + part.strip().rstrip(",").strip() for part in text.split("affine_map<")[1:]
    ]


def _inside(text: str) -> str:
    """What the outermost parentheses of `text` hold."""
    start = text.index("(")
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return text[start + 1 : index]
    raise ValueError(f"unbalanced parentheses in {text!r}")


def _top_level(text: str) -> list[str]:
    """`text` split at the commas outside parentheses, items stripped."""
    items, depth, start = [], 0, 0
    for index, char in enumerate(text):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "," and depth == 0:
            items.append(text[start:index].strip())
            start = index + 1
    items.append(text[start:].strip())
    return [item for item in items if item]


def map_dims(affine_map: str) -> list[str]:
    """The dimension names of a map: `(d0, d1) -> ...` gives [d0, d1]."""
    head, arrow, _ = affine_map.partition("->")
    if not arrow:
        raise ValueError(f"unsupported affine map {affine_map}")
    return _top_level(_inside(head))


def map_results(affine_map: str) -> list[str]:
    """The result expressions of a map, as written."""
    _, arrow, tail = affine_map.partition("->")
    if not arrow:
        raise ValueError(f"unsupported affine map {affine_map}")
    return _top_level(_inside(tail))


def projected_dims(affine_map: str) -> list[int]:
    """The dimensions a projection map reads, in result order
    (`(d0, d1, d2) -> (d2, d0)` gives [2, 0])."""
    dims = map_dims(affine_map)
    return [dims.index(result) for result in map_results(affine_map)]


def is_identity(affine_map: str) -> bool:
    """True for `(d0, ..., dn) -> (d0, ..., dn)`."""
    return map_dims(affine_map) == map_results(affine_map)
