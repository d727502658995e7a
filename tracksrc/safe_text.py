"""Text from a dump made safe to show: control characters made visible.

A dump is untrusted input: its strings (names, file names, op names in
generic form, MLIR escapes such as `\\1B` that a location decodes) may hold
ESC, BEL or the C1 controls a terminal obeys, or the bidirectional controls
that reorder what a reader sees. Whatever tracksrc prints from a dump goes
through `visible`, which writes each such character as MLIR escapes it in
strings: `\\XX` per UTF-8 byte (ESC is `\\1B`). Colour codes in tracksrc's
output come only from its own highlighting, added after this.
"""

from __future__ import annotations

import re

# C0 controls but tab and newline, DEL, the C1 controls, the Unicode
# bidirectional overrides, embeddings and isolates, and the bytes of a file
# name that are not UTF-8 (decoded as surrogates: Python's
# `surrogateescape`, which no UTF-8 output or SQLite text can hold).
_HIDDEN = "\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\udc80-\udcff"
_UNSAFE = re.compile(f"[{_HIDDEN}]")
_UNSAFE_LINE = re.compile(f"[{_HIDDEN}\t\n]")
_UNSAFE_IN_STRING = re.compile(f'[{_HIDDEN}\t\n"\\\\]')


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    if char in '"\\':
        return "\\" + char
    if "\udc80" <= char <= "\udcff":
        return f"\\{ord(char) - 0xDC00:02X}"  # the byte it stands for
    return "".join(f"\\{byte:02X}" for byte in char.encode("utf-8"))


def visible(text: str) -> str:
    """`text` with every control character but tab and newline written as
    `\\XX` (see the module docstring); other text unchanged."""
    return _UNSAFE.sub(_escape, text) if _UNSAFE.search(text) else text


def visible_line(text: str) -> str:
    """Like `visible`, and tabs and newlines escaped too: for text that
    must stay on one line (a table cell, a label)."""
    return _UNSAFE_LINE.sub(_escape, text) if _UNSAFE_LINE.search(text) else text


def mlir_string(text: str) -> str:
    """`text` as an MLIR string literal: quoted, with `"`, `\\` and every
    control character escaped as MLIR prints them."""
    return '"' + _UNSAFE_IN_STRING.sub(_escape, text) + '"'
