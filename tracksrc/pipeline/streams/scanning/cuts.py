"""Finding where a stream is cut: a compiler killed mid-print, a capture or
a download that stopped early.

Only the last stage of a file can be cut (stages are printed one after the
other). `find_cut` says whether one is, from its text alone: the compressed
file ends before its end marker; the text stops in the middle of a line
(MLIR ends every stage with a line end); the text ends inside a region, an
op or a bracket, or lacks location aliases its IR names (a `ParseError`
marked `cut` by the parser); or a stage header is followed by no operation.
The answer is an error at the cut (file:line:col, the last line, a caret
after its last character), or None for a whole stage.
"""

from __future__ import annotations

from tracksrc.errors import ParseError
from tracksrc.reading.ir import SourceText
from tracksrc.reading.parser import read_mlir_text


def _at_end(source: SourceText, message: str) -> ParseError:
    end = len(source.text.rstrip())
    return source.error(
        message, end, "the rest of the stream, or --allow-partial to keep the whole stages", True
    )


def find_cut(
    text: str,
    name: str,
    first_line: int,
    label: str,
    compressed_cut: bool = False,
    in_stream: bool = True,
) -> ParseError | None:
    """Why the stage `label` with this text (starting at `first_line` of
    the file `name`) is cut short, or None if it is whole. `in_stream`: the
    stage comes from a print-ir stream, whose stages end with a line end
    and hold an operation."""
    source = SourceText(name, text, first_line)
    if compressed_cut:
        return _at_end(source, f"the compressed file ends early, inside {label} (cut short)")
    if in_stream and not text.endswith("\n"):
        return _at_end(source, f"the stream ends in the middle of a line of {label} (cut short?)")
    try:
        parsed = read_mlir_text(text, name, first_line=first_line)
    except ParseError as exc:
        if not exc.cut:
            return None  # malformed, not cut: reported when the stage is used
        last_line = first_line + text.rstrip().count("\n")
        if exc.line == last_line:
            return exc
        # Found away from the end (an alias the cut definitions lack): say
        # so at the cut.
        return _at_end(
            source,
            f"{label} is cut short: {exc.message} (line {exc.line}, column {exc.column})",
        )
    if in_stream and not parsed.module.children:
        return _at_end(source, f"{label} ends before its first operation (cut short?)")
    return None
