"""The stages' table with each stage's notes under it (`stages --notes`).

What a capture holds besides IR (`tracksrc.reading.notes`) is kept on the
stage it follows; this shows it: each note named (file:line, kind, size)
with its first telling lines, control characters escaped. `count_notes`
says in one line how many there are of each kind (`stages` prints it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from tracksrc.pipeline.streams.scanning.sources import StageNote
from tracksrc.pipeline.streams.stage_list import format_stages
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.reading.notes import NOTE_KINDS
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted


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


def count_notes(pipeline: Pipeline, stages: Iterable[Stage]) -> str | None:
    """One line counting the notes before the first stage and after
    `stages`, kind by kind (`notes after 2 stages: 1 diagnostic, 1
    llvm-ir`); None when there are none. Their texts are not read."""
    kinds: Counter[str] = Counter(note.kind for note in pipeline.preamble_notes)
    after = 0
    for stage in stages:
        after += bool(stage.record.notes)
        kinds.update(note.kind for note in stage.record.notes)
    if not kinds:
        return None
    where = []
    if pipeline.preamble_notes:
        where.append("before the first stage")
    if after:
        where.append(f"after {counted(after, 'stage')}")
    order = {kind: number for number, kind in enumerate(NOTE_KINDS)}
    listed = ", ".join(
        f"{kinds[kind]:,} {kind}" for kind in sorted(kinds, key=lambda kind: order.get(kind, 99))
    )
    return f"notes {' and '.join(where)}: {listed}"
