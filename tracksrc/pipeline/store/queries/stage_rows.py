"""The stages as rows (`tracksrc stages --json`), with the size of the
whole program after each, read from the query store."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tracksrc.collector import collecting_less
from tracksrc.pipeline.store.queries.failures import failures
from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.stream import Pipeline, Stage


def program_sizes(pipeline: Pipeline, compile: int | None = None) -> list[int]:
    """The number of ops of the whole program after each stage: the program
    of the compile that printed the stage (`Stage.compile`), or of
    `compile` at every stage (it stands still while another compile
    prints)."""
    sizes = query_store_of(pipeline).program_sizes()
    if compile is None:
        return sizes
    found = []
    current = 0
    for stage in pipeline.stages:
        if stage.compile == compile:
            current = sizes[stage.number]
        found.append(current)
    return found


@collecting_less()  # (a row per stage: 40,000 dicts at once, none of them garbage)
def stage_rows(pipeline: Pipeline, stages: list[Stage] | None = None) -> list[dict[str, Any]]:
    """Each stage (default: all) as JSON-able data (`each_stage_row`)."""
    return list(each_stage_row(pipeline, stages))


def each_stage_row(
    pipeline: Pipeline, stages: list[Stage] | None = None
) -> Iterator[dict[str, Any]]:
    """Each stage (default: all) as JSON-able data, one at a time: `number`,
    `pass` (its argument), `name` (the pass class), `options` (as its
    header printed them), `parents` (the passes it ran inside, outermost
    first: `composition.passes.nesting`), `kind` (`before`/
    `after`), `scope` (op and symbol), `failed`, `cut`, `bytes`, `file`,
    `line`, `notes` (how many), `note_kinds` (the kind of each, in order:
    `diagnostic`, `llvm-ir`, ...), `compile` (0: the main one; another: a
    compile nested in it) and `program_ops`: the op count of that
    compile's whole program after it; `failure`: for a failed stage, the
    failure it is part of (`tracksrc.pipeline.store.queries.failures`),
    else null."""
    store = query_store_of(pipeline)
    sizes = store.program_sizes()
    failed = failures(pipeline)
    # (Worked out once, not per row: the shell lists 40,000 stages.)
    compiles = pipeline.compile_numbers
    paths = [str(file.path) for file in pipeline.files]
    # (A few scopes repeat over all the stages: each one's text made once.)
    scopes: dict[tuple[str | None, str | None], str] = {}

    def failure(stage: Stage) -> dict[str, Any] | None:
        found = failed.of_stage(stage.number)
        return None if found is None else found.json_data()

    for stage in pipeline.stages if stages is None else stages:
        header, record, number = stage.header, stage.record, stage.number
        scope_key = (record.scope_op, record.scope_symbol)
        scope = scopes.get(scope_key)
        if scope is None:
            scope = scopes[scope_key] = stage.scope
        yield {
            "number": number,
            "pass": stage.label,
            "name": header.pass_name,
            "options": header.options,
            "parents": store.parent_passes(number),
            "kind": header.kind,
            "scope": scope,
            "failed": header.failed,
            "cut": stage.cut is not None,
            "bytes": stage.size,
            "file": paths[record.file],
            "line": stage.line,
            "notes": len(record.notes),
            "note_kinds": [note.kind for note in record.notes],
            "compile": compiles[number],
            "program_ops": sizes[number],
            "failure": failure(stage) if header.failed else None,
        }
