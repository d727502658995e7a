"""Showing operations and their source to a person.

`show` prints ops exactly as the dump printed them (the text span kept by
the parser, regions included), de-duplicated, with nested ops folded into
their parents and in file order. `src` prints the source lines an op's
location points at, with line numbers and the located range marked.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

from tracksrc.highlight import highlight, use_colour
from tracksrc.index import OperationInfo
from tracksrc.locations import SourceRange, key_position
from tracksrc.provenance import SYMBOL_FILE, Frame, symbol_at
from tracksrc.tracking import shrink_to_parents, unique_ops

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


def format_ops(ops: OperationInfo | Iterable[OperationInfo] | None) -> str:
    """The text `show` prints."""
    infos = shrink_to_parents(unique_ops(_as_list(ops)))
    infos.sort(key=lambda info: (info.op.source.filename, info.op.start, info.position))
    blocks = []
    for info in infos:
        line, _ = info.op.start_position
        indent = info.op.source.line_text(line)[: info.op.start_position[1] - 1]
        text = info.text
        if not info.op.implicit and indent.strip() == "":
            # Indent the first line like the following ones.
            text = indent + text
        blocks.append(text.rstrip("\n"))
    return f"\n{SEPARATOR}\n".join(blocks)


def show(ops: OperationInfo | Iterable[OperationInfo] | None, file: TextIO | None = None) -> None:
    """Print ops as the dump printed them (see the module docstring);
    highlighted on a terminal unless NO_COLOR is set."""
    out = sys.stdout if file is None else file
    infos = _as_list(ops)
    text = format_ops(infos)
    if not text:
        print("(no operations)", file=out)
        return
    if use_colour(out):
        format = infos[0].index.file.format
        text = f"\n{SEPARATOR}\n".join(
            highlight(block, format) for block in text.split(f"\n{SEPARATOR}\n")
        )
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
    if path == SYMBOL_FILE:
        return f"debug symbol {symbol_at(start_key)}"
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
        text = lines[number - 1]
        out.append(f"{number:>{width}} | {text}")
        if start_line <= number <= end_line:
            # A point is marked by one caret, a range under its whole extent.
            begin = max(start_column if number == start_line else 1, 1)
            stop = end_column if number == end_line else len(text)
            stop = max(stop, begin)
            out.append(" " * width + " | " + " " * (begin - 1) + "^" * (stop - begin + 1))
    return "\n".join(out)


def format_src(
    ops: OperationInfo | Iterable[OperationInfo] | None, search_dirs: Iterable[Path] = ()
) -> str:
    """The text `src` prints: each distinct frame of the ops' provenance."""
    frames: dict[Frame, None] = {}
    for info in _as_list(ops):
        for stack in info.stacks:
            frames.update(dict.fromkeys(stack))
    dirs = list(search_dirs)
    for info in _as_list(ops):
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
