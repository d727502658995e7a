"""Syntax highlighting of dumps on a terminal: `highlight` colours text
with the project's Pygments lexers (`tracksrc.reading.highlighting`, kept
importable from here), `use_colour` says when to.
"""

from __future__ import annotations

import os
import sys
from typing import TextIO

from pygments import highlight as pygments_highlight
from pygments.formatters import TerminalFormatter

from tracksrc.reading.highlighting import MigraphxLexer, MlirLexer

__all__ = ["MigraphxLexer", "MlirLexer", "highlight", "use_colour"]


def use_colour(stream: TextIO | None = None) -> bool:
    """Colour only on a terminal, and never when NO_COLOR is set."""
    stream = sys.stdout if stream is None else stream
    if os.environ.get("NO_COLOR"):
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def highlight(text: str, format: str = "mlir") -> str:
    """`text` with terminal colour codes for `format` ("mlir", "migraphx")."""
    lexer = MigraphxLexer() if format == "migraphx" else MlirLexer()
    coloured = pygments_highlight(text, lexer, TerminalFormatter())
    # Pygments ends its output with a newline; keep the text's own ending.
    return coloured if text.endswith("\n") else coloured.rstrip("\n")
