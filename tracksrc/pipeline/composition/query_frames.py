"""What a user's query names, as the frames the pipeline's locations are
kept by (`tracksrc.pipeline.composition.tracker.PipelineTracker.query_stacks`),
and how places are named back in its errors."""

from __future__ import annotations

import re
from collections.abc import Sequence

from tracksrc.errors import TracksrcError
from tracksrc.reading.locations import (
    LINE_STEP,
    PositionOutOfRange,
    SourceLocation,
    SourceRange,
    line_number,
    range_text,
)
from tracksrc.safe_text import visible_line
from tracksrc.tracking.provenance import Frame


def text_frame(text: str) -> Frame:
    """The frame a user types: `file:line:col`, a range `file:l:c-l:c`, or
    `file:line`, the whole line."""
    whole_line = re.fullmatch(r"(.+):(\d+)", text.strip())
    try:
        # (`file:l:c` and `file:l:c-l:c` end in digits too.)
        if whole_line is not None and not re.fullmatch(r".*:\d+:\d+(?:-\d+:\d+)?", text.strip()):
            line = line_number(whole_line.group(2))
            return (whole_line.group(1), line * LINE_STEP, (line + 1) * LINE_STEP - 1)
        return range_frame(SourceRange.from_str(text))
    except PositionOutOfRange as exc:
        typed = text.strip() if len(text.strip()) <= 80 else text.strip()[:77] + "..."
        raise TracksrcError(f"{visible_line(typed)}: {exc}") from None
    except ValueError as exc:
        raise TracksrcError(f"{exc}, or file:line") from None


def places_text(file: str, frames: Sequence[tuple[int, int]]) -> str:
    """Frames of one file as `file:line:col` texts (the first few)."""
    shown = [range_text(file, start, end) for start, end in frames[:6]]
    more = f" and {len(frames) - 6} more" if len(frames) > 6 else ""
    return ", ".join(visible_line(text) for text in shown) + more


def range_frame(where: SourceLocation | SourceRange) -> Frame:
    """The frame of a location or range (an unknown one is an error)."""
    if isinstance(where, SourceLocation):
        return (str(where.file_path), where.key, where.key)
    if where.is_unknown:
        raise TracksrcError("an unknown location has no lineage")
    return (str(where.file_path), where.start.key, where.end.key)


def some_names(names: set[str], limit: int = 8) -> str:
    """A few of `names`, sorted ("no file" if none)."""
    shown = sorted(names)
    more = f" and {len(shown) - limit} more" if len(shown) > limit else ""
    return ", ".join(visible_line(name) for name in shown[:limit]) + more if shown else "no file"


def unnamed_files(files: set[str], known: set[str], sources: set[str]) -> TracksrcError:
    """The error for a query naming `files`, none of which the pipeline's
    locations name (`known`; `sources`: those that are no dump)."""
    hint = (
        f"; they name {some_names(sources)} (--src-remap-list FILE=NAME reads one as another)"
        if sources
        else f": its ops are located where they are printed ({some_names(known)}), "
        "in no source: print it with --mlir-print-debuginfo"
    )
    named_files = visible_line(", ".join(sorted(files)))
    return TracksrcError(f"tracksrc: error: no location of the pipeline names {named_files}{hint}")


def unlocated_op(op_name: str, sources: set[str]) -> TracksrcError:
    """The error for an op located only where it is printed (`sources`: the
    source files other ops of the pipeline name)."""
    said = f"tracksrc: error: the {visible_line(op_name)} carries no source location (it is "
    said += "located where it is printed"
    if sources:
        return TracksrcError(f"{said}; others name {some_names(sources)})")
    return TracksrcError(
        f"{said}), nor does any op of the pipeline: print the IR with --mlir-print-debuginfo"
    )
