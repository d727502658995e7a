"""The stages' table with each stage's notes under it (`stages --notes`).

What a capture holds besides IR (`tracksrc.reading.notes`) is kept on the
stage it follows; this shows it: each note named (file:line, kind, size)
with its first telling lines, control characters escaped.
"""

from __future__ import annotations

from collections.abc import Iterable

from tracksrc.pipeline.streams.scanning.sources import StageNote
from tracksrc.pipeline.streams.stage_list import format_stages
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.safe_text import visible_line


def format_stage_notes(pipeline: Pipeline, stages: Iterable[Stage]) -> str:
    """The stages' table, each row followed by the stage's notes (their
    first lines, indented); the notes before the first stage come first."""
    chosen = list(stages)
    table = format_stages(chosen).split("\n")
    parts = [table[0]]
    if pipeline.preamble_notes:
        parts.append("  before the first stage:")
        parts.extend(_note_lines(note) for note in pipeline.preamble_notes)
    for stage, row in zip(chosen, table[1:], strict=True):
        parts.append(row)
        parts.extend(_note_lines(note) for note in stage.notes)
    return "\n".join(parts)


def _note_lines(note: StageNote, shown: int = 3) -> str:
    """A note as a line naming it and its first telling lines (banners
    and blank lines skipped)."""
    lines = [
        line
        for line in note.text.rstrip("\n").split("\n")
        if line.strip() and not line.lstrip().startswith(("===-", "//===-"))
    ]
    body = [f"      | {visible_line(line)}" for line in lines[:shown]]
    if len(lines) > shown:
        body.append(f"      | ... {len(lines) - shown} more lines")
    return "\n".join([f"    {note}", *body])
