"""Sync by location: what every pane marks for the op (or source place)
selected in one of them.

A selection is written as pages write it, in their URLs: `DOC!ID` (the op
of unique id ID in document DOC: `a.s.46!builtin.module[0]/func.func[1]
/%5`), `loc!PLACE` (a source place, `file:line` or `file:line:col` as
`--loc` takes it: what clicking a source line selects) or `CODE!LINE` (the
instruction at line LINE of a code document: `a.c.3!560`, what clicking
an instruction selects; its source is its location's stacks, as
`tracksrc instructions --at` follows them).

In each other pane the ops it became or came from are those `tracksrc
track` answers: in a stage of the same run printed later, or in the
other run, what the op became (`track`); earlier, where it came from
(`track_back`); in the pane it was clicked in, the ops sharing its source
(`related`). A source place selects the ops whose provenance overlaps it
(`track` of a `SourceRange`); an instruction, the ops whose provenance
matches its stacks (`match_provenance`, as `track` matches an op's). A
source pane marks the lines of the selection's frames in its file; a code
pane the instructions of the same source (`tracksrc.view.code`). A pane
where nothing matches says so (`nearest` names the stage nearest to it
whose program holds some, from the lineage).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from tracksrc.analysis.answers import op_record, tracked_ops
from tracksrc.analysis.instructions import query_frame
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.reading.locations import (
    LINE_STEP,
    MAX_LINE_OR_COLUMN,
    SourceLocation,
    SourceRange,
    line_number,
)
from tracksrc.safe_text import visible_line
from tracksrc.tracking.code_index import Located
from tracksrc.tracking.index import OperationInfo
from tracksrc.tracking.provenance import Stack
from tracksrc.tracking.track import related, track
from tracksrc.view.code import frame_place
from tracksrc.view.documents import DocKey, Document
from tracksrc.view.served import Served

# At most this many ops are marked in one pane (and said how many more).
MOST_MARKED = 2000


@dataclass(frozen=True)
class Selected:
    """What is selected: an op of a document, a source place, or an
    instruction of a code document (`code`; `place`, its first stack's
    innermost frame, None when it has no location)."""

    text: str
    key: DocKey | None = None
    info: OperationInfo | None = None
    place: str | None = None
    code: Located | None = None
    # An instruction's stacks, named as the pipeline's locations name files.
    source: tuple[Stack, ...] = ()

    @property
    def query(self) -> OperationInfo | str:
        """The selection as lineage, blame and dispatches take it (an
        instruction: its source place)."""
        if self.info is not None:
            return self.info
        if self.place is None:
            raise TracksrcError(
                f"tracksrc: error: {self.text}: the instruction carries no source location"
            )
        return self.place

    @property
    def stacks(self) -> tuple[Stack, ...] | None:
        """The source stacks of an op or instruction (None for a place)."""
        if self.info is not None:
            return self.info.stacks
        return self.source if self.code is not None else None

    def record(self) -> dict[str, Any]:
        """The selection as pages show it."""
        if self.code is not None:
            instruction = self.code.instruction
            return {
                "sel": self.text,
                "doc": str(self.key),
                "place": self.place,
                "instruction": {
                    "file": self.code.code.path,
                    "line": instruction.line,
                    "text": instruction.text,
                    "function": instruction.function,
                    "kind": self.code.code.kind,
                    "sources": sorted({frame_place(stack[0]) for stack in self.source}),
                },
                "summary": f"instruction at {self.code.where}: {instruction.text}, in "
                f"{instruction.function}",
                "unknown": not self.source,
            }
        if self.info is None or self.key is None:
            return {"sel": self.text, "place": self.place}
        stacks = self.info.stacks
        return {
            "sel": self.text,
            "doc": str(self.key),
            "op": op_record(self.info),
            "fused": len(stacks) > 1,
            "unknown": not stacks,
        }


def place_range(place: str) -> SourceRange:
    """A source place as `--loc` takes it (`file:line` the whole line,
    `file:line:col`, `file:l:c-l:c`) as a `SourceRange`."""
    text = place.strip()
    whole_line = re.fullmatch(r"(.+):(\d+)", text)
    try:
        if whole_line is not None and not re.fullmatch(r".*:\d+:\d+(?:-\d+:\d+)?", text):
            file, line = whole_line.group(1), line_number(whole_line.group(2))
            return SourceRange(
                SourceLocation.from_str(f"{file}:{line}:0"),
                SourceLocation.from_str(f"{file}:{line}:{MAX_LINE_OR_COLUMN}"),
            )
        return SourceRange.from_str(text)
    except ValueError as exc:
        raise TracksrcError(
            f"tracksrc: error: {visible_line(text)[:80]}: {exc} (or file:line)"
        ) from None


def parse_selection(served: Served, text: str) -> Selected:
    """A selection as pages write it (see the module docstring)."""
    head, bang, rest = text.partition("!")
    if not bang or not rest:
        raise TracksrcError(
            f"tracksrc: error: no such selection {visible_line(text)[:80]!r}: expected DOC!ID, "
            "CODE!LINE or loc!FILE:LINE[:COL]"
        )
    if head == "loc":
        place_range(rest)  # (a clear error now for a malformed place)
        return Selected(text, place=rest)
    key = DocKey.parse(head)
    if key.kind == "c":
        if not rest.isdigit() or len(rest) > 9:
            raise TracksrcError(
                f"tracksrc: error: {visible_line(rest)[:40]!r}: expected the line of an instruction"
            )
        return _instruction(served, key, int(rest))
    document = served.document(key)
    info = None if document.index is None else document.index.get_op(rest)
    if info is None:
        raise TracksrcError(
            f"tracksrc: error: {document.title} has no op {visible_line(rest)[:120]!r}"
        )
    return Selected(text, key, info)


def select_at(served: Served, key: DocKey, row: int, column: int) -> Selected:
    """What clicking row `row`, column `column` of a document selects:
    the innermost op there, in a source file the line, in a code file the
    instruction on the line."""
    if key.kind == "c":
        return _instruction(served, key, row + 1)
    document = served.document(key)
    if key.kind == "f":
        place = f"{document.title}:{document.first_line + row}"
        return Selected(f"loc!{place}", place=place)
    info = document.op_at(row, column)
    if info is None:
        raise TracksrcError(
            f"tracksrc: error: no op at row {row}, column {column} of {document.title}"
        )
    return Selected(f"{key}!{info.unique_id}", key, info)


def _instruction(served: Served, key: DocKey, line: int) -> Selected:
    """The instruction at `line` of code document `key`, selected."""
    code = served.code_of(key.run)
    item = code.at(key.number, line)
    source = code.pipeline_stacks(item.stacks)
    place = frame_place(source[0][0]) if source else None
    return Selected(f"{key}!{line}", key, place=place, code=item, source=source)


def marked(served: Served, selected: Selected, key: DocKey, keep: bool = True) -> dict[str, Any]:
    """What the pane showing `key` marks for `selected`: its ops (see
    `Document.op_rows`, at most `MOST_MARKED`, `more` the rest), or, in
    a source file, the lines, in a code file its runs of instructions
    (`tracksrc.view.code`); `nothing` when there is none. (`keep` off:
    a document no pane shows, looked at in passing.)"""
    if key.kind == "c":
        code = served.code_of(key.run)
        if selected.code is None and selected.info is None:
            assert selected.place is not None
            found_code = code.marks(key.number, frame=query_frame(selected.place))
        else:
            found_code = code.marks(key.number, stacks=selected.stacks)
        return {"doc": str(key), **found_code}
    document = served.document(key, keep)
    if key.kind == "f":
        rows = _source_rows(document, selected)
        return {"doc": str(key), "ops": rows, "more": 0, "nothing": not rows}
    if document.index is None:
        return {"doc": str(key), "ops": [], "more": 0, "nothing": True}
    found: list[OperationInfo]
    if selected.code is not None:
        found = document.index.match_provenance(selected.source)
    elif selected.info is None:
        assert selected.place is not None
        found = track(place_range(selected.place), document.index)
    elif selected.key == key:
        found = related(selected.info, document.index)
    else:
        assert selected.key is not None
        back = selected.key.run == key.run and key.number < selected.key.number
        ((_, found),) = tracked_ops([selected.info], document.index, back)
    ops = sorted((document.op_rows(info) for info in found), key=lambda op: op["first"])
    return {
        "doc": str(key),
        "ops": ops[:MOST_MARKED],
        "more": max(0, len(ops) - MOST_MARKED),
        "nothing": not ops,
    }


def _source_rows(document: Document, selected: Selected) -> list[dict[str, Any]]:
    """The lines of a source file the selection's frames (or place) name."""
    name = document.title
    spans: list[tuple[int, int]] = []
    if selected.stacks is not None:
        for stack in selected.stacks:
            for file, start, end in stack:
                if file == name:
                    spans.append((start // LINE_STEP, end // LINE_STEP))
    elif selected.place is not None:
        where = place_range(selected.place)
        if str(where.file_path) == name:
            spans.append((where.start.line, where.end.line))
    rows = []
    for first, last in sorted(set(spans)):
        top = max(0, first - 1)
        bottom = max(top, min(last - 1, document.rows - 1))
        lines = f"{first}" if last <= first else f"{first}-{last}"
        rows.append(
            {
                "id": f"{name}:{lines}",
                "type": "source",
                "first": top,
                "head": bottom,
                "last": bottom,
                "name": [top, 0],
                "fused": False,
                "unknown": False,
                "added": False,
            }
        )
    return rows


def sync(served: Served, selected: Selected, keys: list[DocKey]) -> dict[str, Any]:
    """The selection and what each pane of `keys` marks for it."""
    return {
        "selection": selected.record(),
        "panes": [marked(served, selected, key) for key in keys],
    }


def nearest(served: Served, selected: Selected, key: DocKey) -> dict[str, Any]:
    """For a pane where the selection has nothing: the stage nearest to
    its stage after which the whole program of its run holds ops of the
    selection (from `lineage`), how many, and whether that stage's own
    print holds some (`track`, as the panes mark them); `stage` None when
    no stage does."""
    pipeline = served.run(key.run).pipeline
    if key.kind not in ("s", "p"):
        raise TracksrcError(f"tracksrc: error: {key} is not a stage: no stage is nearest to it")
    try:
        found = served.kept(
            ("lineage", key.run, selected.text),
            lambda: lineage(pipeline, selected.query, llvm_passes=False),
        )
    except TracksrcError as exc:
        # Nothing to follow (no location, a place no op is at): no stage.
        return {
            "doc": str(key),
            "stage": None,
            "count": 0,
            "printed_at": None,
            "label": None,
            "why": str(exc),
        }
    holding: list[tuple[int, int, int]] = []  # (first, last, count) of stretches holding some
    for at, row in enumerate(found.rows):
        end = found.rows[at + 1].stage - 1 if at + 1 < len(found.rows) else len(pipeline) - 1
        if row.count > 0:
            holding.append((row.stage, end, row.count))
    if not holding:
        return {"doc": str(key), "stage": None, "count": 0, "printed_at": None, "label": None}
    here = key.number

    def distance(stretch: tuple[int, int, int]) -> int:
        first, last, _ = stretch
        return 0 if first <= here <= last else min(abs(first - here), abs(last - here))

    first, last, count = min(holding, key=distance)
    stage = first if here < first else min(max(here, first), last)
    printed = bool(marked(served, selected, DocKey("s", key.run, first), keep=False)["ops"])
    served.forget_unshown(key.run)
    return {
        "doc": str(key),
        "stage": stage,
        "count": count,
        "printed_at": first if printed else None,
        "label": pipeline.stages[stage].label,
    }
