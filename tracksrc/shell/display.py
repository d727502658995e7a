"""Showing operations and their source to a person.

`show` prints ops exactly as the dump printed them (the text span kept by
the parser, regions included), de-duplicated, with nested ops folded into
their parents and in file order. `src` prints the source lines an op's
location points at, with line numbers and the located range marked.
"""

from __future__ import annotations

import dataclasses
import json
import os
import pydoc
import shutil
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

from tracksrc.analysis.answers import op_record
from tracksrc.reading.ir import Operation
from tracksrc.reading.locations import SourceRange, key_position
from tracksrc.safe_text import visible, visible_line
from tracksrc.shell.highlight import highlight, use_colour
from tracksrc.tracking.index import OperationInfo
from tracksrc.tracking.provenance import Frame, frame_symbol
from tracksrc.tracking.track import shrink_to_parents, unique_ops

SEPARATOR = "-" * 40


def _as_list(ops: OperationInfo | Iterable[OperationInfo] | None) -> list[OperationInfo]:
    if ops is None:
        return []
    if isinstance(ops, OperationInfo):
        return [ops]
    if isinstance(ops, (str, bytes, SourceRange)):
        raise TypeError(f"expected an op or a list of ops, got {type(ops).__name__}")
    items = list(ops)
    for item in items:
        if not isinstance(item, OperationInfo):
            raise TypeError(f"expected ops (OperationInfo), got {type(item).__name__}")
    return items


@dataclasses.dataclass
class Settings:
    """How `show` prints: `pager` pages output longer than the terminal,
    `json` prints one JSON object per op instead of its text (for CI).
    Each shell session has its own (`settings` in its namespace)."""

    pager: bool = True
    json: bool = False


def _collapsed_text(op: Operation, depth: int) -> str:
    """The op's text with its regions nested deeper than `depth` shown as
    `{ ... }`."""
    cuts: list[tuple[int, int]] = []
    pending = [(region, 1) for region in op.regions]
    while pending:
        region, level = pending.pop()
        if level > depth and region.start >= 0:
            cuts.append((region.start + 1, region.end - 1))
            continue
        for nested in region.operations():
            pending.extend((inner, level + 1) for inner in nested.regions)
    if not cuts:
        return op.text
    text = op.source.text
    pieces = []
    position = op.start
    for start, end in sorted(cuts):
        pieces.append(text[position:start])
        pieces.append(" ... ")
        position = end
    pieces.append(text[position : op.end])
    return "".join(pieces)


def _created_note(op: Operation) -> str:
    """What `show` prints for an op the dump does not print (an implicit
    terminator, a short form's body): a comment naming it and its parent."""
    parent = op.parent
    where = ""
    if parent is not None:
        line, column = parent.start_position
        where = f" of {parent.op_name} at line {line}, column {column}"
    return f"// {op.op_name}{where}: not printed; MLIR's parser adds it"


def format_ops(
    ops: OperationInfo | Iterable[OperationInfo] | None, depth: int | None = None
) -> str:
    """The text `show` prints; `depth` limits how many levels of nested
    regions are shown (0: regions as `{ ... }`)."""
    infos = shrink_to_parents(unique_ops(_as_list(ops)))
    infos.sort(key=lambda info: (info.op.source.filename, info.op.start, info.position))
    blocks = []
    for info in infos:
        line, column = info.op.start_position
        indent = info.op.source.line_text(line)[: column - 1]
        if info.op.materialized:
            text = _created_note(info.op)
        elif depth is None or info.op.implicit:
            text = info.text
        else:
            text = _collapsed_text(info.op, depth)
        if not info.op.implicit and indent.strip() == "":
            # Indent the first line like the following ones.
            text = indent + text
        # The dump's text as printed, but no control character of it
        # reaches a terminal (highlighting adds tracksrc's own colours).
        blocks.append(visible(text.rstrip("\n")))
    return f"\n{SEPARATOR}\n".join(blocks)


def show(
    ops: OperationInfo | Iterable[OperationInfo] | None,
    depth: int | None = None,
    file: TextIO | None = None,
    settings: Settings | None = None,
) -> None:
    """Print ops as the dump printed them (see the module docstring):
    highlighted on a terminal unless NO_COLOR is set, paged when longer than
    the terminal (`settings.pager`), as JSON lines with `settings.json`.
    `depth` limits the levels of nested regions shown."""
    out = sys.stdout if file is None else file
    settings = Settings() if settings is None else settings
    infos = _as_list(ops)
    if settings.json:
        for info in sorted(shrink_to_parents(unique_ops(infos)), key=lambda i: i.position):
            print(json.dumps(op_record(info)), file=out)
        return
    text = format_ops(infos, depth)
    if not text:
        print("(no operations)", file=out)
        return
    terminal = use_colour(out)
    if terminal:
        format = infos[0].index.file.format
        text = f"\n{SEPARATOR}\n".join(
            highlight(block, format) for block in text.split(f"\n{SEPARATOR}\n")
        )
    emit(text, out, settings, coloured=terminal)


def emit(text: str, out: TextIO, settings: Settings, coloured: bool = False) -> None:
    """Print `text`, through a pager when `settings.pager` is on, `out` is
    the terminal and the text is longer than it."""
    if (
        settings.pager
        and out is sys.stdout
        and out.isatty()
        and text.count("\n") + 1 > shutil.get_terminal_size().lines - 1
    ):
        if coloured:
            # -R keeps the colours; -F leaves short text on the screen, -X keeps
            # what was paged there after q.
            pydoc.pipepager(text, os.environ.get("PAGER", "less -R -F -X"))
        else:
            pydoc.pager(text)
        return
    print(text, file=out)


def _source_lines(path: str, search_dirs: Iterable[Path]) -> list[str] | None:
    candidates = [Path(path)] + [directory / path for directory in search_dirs]
    for candidate in candidates:
        if candidate.is_file():
            with candidate.open(encoding="utf-8", errors="replace") as handle:
                return handle.read().splitlines()
    return None


def format_frame(frame: Frame, search_dirs: Iterable[Path] = (), context: int = 0) -> str:
    """The lines of one frame's source range, numbered, the range marked
    with `^` under it."""
    path, start_key, end_key = frame
    symbol = frame_symbol(frame)
    if symbol is not None:
        return f"debug symbol {visible_line(symbol)}"
    start_line, start_column = key_position(start_key)
    end_line, end_column = key_position(end_key)
    title = str(SourceRange.from_keys(path, start_key, end_key))
    lines = _source_lines(path, search_dirs)
    if lines is None:
        return f"{title}: source file not found"
    if start_line < 1 or start_line > len(lines):
        return f"{title}: line {start_line} is outside the file ({len(lines)} lines)"
    first = max(1, start_line - context)
    last = min(len(lines), max(end_line, start_line) + context)
    width = len(str(last))
    out = [f"{title}:"]
    for number in range(first, last + 1):
        # Source files are read as they are: show their control characters
        # as escapes; the caret then counts the line as it reads.
        raw = lines[number - 1].replace("\t", " ")
        out.append(f"{number:>{width}} | {visible_line(raw)}")
        if start_line <= number <= end_line:
            # A point is marked by one caret, a range under its whole extent.
            begin = max(start_column if number == start_line else 1, 1)
            stop = end_column if number == end_line else len(raw)
            stop = max(stop, begin)
            # Columns of the file, shifted by the escapes before them.
            begin = len(visible_line(raw[: begin - 1])) + 1
            stop = len(visible_line(raw[:stop]))
            stop = max(stop, begin)
            out.append(" " * width + " | " + " " * (begin - 1) + "^" * (stop - begin + 1))
    return "\n".join(out)


def format_src(
    ops: OperationInfo | Iterable[OperationInfo] | None, search_dirs: Iterable[Path] = ()
) -> str:
    """The text `src` prints: each distinct frame of the ops' provenance."""
    infos = _as_list(ops)
    frames: dict[Frame, None] = {}
    for info in infos:
        for stack in info.stacks:
            frames.update(dict.fromkeys(stack))
    dirs = list(search_dirs)
    for info in infos:
        parent = Path(info.op.source.filename).parent
        if parent not in dirs:
            dirs.append(parent)
    return f"\n{SEPARATOR}\n".join(format_frame(frame, dirs) for frame in frames)


def src(ops: OperationInfo | Iterable[OperationInfo] | None, file: TextIO | None = None) -> None:
    """Print the source lines the ops' locations point at."""
    out = sys.stdout if file is None else file
    text = format_src(ops, [Path(os.getcwd())])
    print(text if text else "(no known source location)", file=out)


def dump_infos(
    op_infos: OperationInfo | Iterable[OperationInfo] | None,
    /,
    indent: int = 0,
    content: bool = False,
) -> None:
    """Print the fields of each op (mlir-track-src's `dump_infos`)."""
    for info in _as_list(op_infos):
        info.dump(indent=indent, content=content)
