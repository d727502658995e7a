"""Reading a dump of any supported format into the IR model.

Textual MLIR and MIGraphX program listings are told apart by their first
statement; `format=` overrides the guess.
"""

from __future__ import annotations

import re
from pathlib import Path

from tracksrc.errors import ParseError
from tracksrc.reading.files import decode, read_file
from tracksrc.reading.ir import MlirFile, SourceText
from tracksrc.reading.migraphx import read_migraphx_text
from tracksrc.reading.parser import read_mlir_text

FORMATS = ("mlir", "migraphx")

# `module: "main"`, or an instruction: `@3 = dot(...)`, `x = @param:x -> ...`.
_MIGRAPHX_FIRST_LINE = re.compile(
    r'module: "'
    r"|[@\w][\w@:#.\-]* = "
    r"(?:@param:|@literal\{|@return\(|@?[A-Za-z_]\w*(?:::\w+)*(?:\[|\(| ->))"
)
_BLANK_OR_COMMENT = re.compile(r"(?:\s+|//[^\n]*)*")


def detect_format(text: str) -> str:
    """ "migraphx" for a MIGraphX program listing, otherwise "mlir"."""
    start = _BLANK_OR_COMMENT.match(text)
    position = start.end() if start else 0
    if _MIGRAPHX_FIRST_LINE.match(text, position):
        return "migraphx"
    return "mlir"


def read_dump_text(
    text: str, filename: str = "<string>", format: str | None = None, allow_partial: bool = False
) -> MlirFile:
    """Parse text of a supported format (guessed unless `format` is given)."""
    chosen = detect_format(text) if format in (None, "auto") else format
    if chosen == "migraphx":
        return read_migraphx_text(text, filename)
    if chosen == "mlir":
        return read_mlir_text(text, filename, allow_partial=allow_partial)
    raise ValueError(f"unknown format {format!r}: expected one of {', '.join(FORMATS)} or auto")


def read_dump(
    path: str | Path,
    filename: str | None = None,
    format: str | None = None,
    allow_partial: bool = False,
) -> MlirFile:
    """Read and parse one file. `filename` (default: `path` as given) is the
    name that MLIR ops printed without `loc(...)` are located in. A
    compressed file cut short is an error at the cut, or with
    `allow_partial` indexed as far as it is complete."""
    content = read_file(path)
    text = decode(content.data)
    name = str(path) if filename is None else filename
    if not text.strip().strip("\ufeff").strip():
        raise ParseError("empty file: there is no IR to index", name, 1, 1, "", "MLIR text")
    if content.cut and not allow_partial:
        raise SourceText(name, text).error(
            "the compressed file ends early: the text stops here (cut short)",
            len(text.rstrip()),
            "the rest of the file, or --allow-partial to index what is complete",
            cut=True,
        )
    parsed = read_dump_text(text, name, format, allow_partial)
    parsed.truncated = parsed.truncated or content.cut
    return parsed
