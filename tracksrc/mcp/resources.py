"""The resources of `tracksrc mcp`: what is served (`tracksrc://streams`)
and each stage (`tracksrc://stage/{number}`), read on the main thread as
the tools are."""

from __future__ import annotations

from typing import Any

from tracksrc.mcp.paging import text_page
from tracksrc.mcp.served import Served
from tracksrc.mcp.tools import TOOL_NAMES
from tracksrc.pipeline.store.queries.failures import failures
from tracksrc.pipeline.store.queries.stage_rows import stage_rows

# A stage longer than this is not read for the stage resource (the
# longest stages run to GBs, read by range): the program tool shows it.
STAGE_TEXT_LIMIT = 16 * 1024 * 1024


def streams_resource(served: Served) -> dict[str, Any]:
    """What the server serves: the stream, the second run, the folder
    extract writes into, and how to read a stage."""
    pipeline = served.pipeline
    return {
        "stream": {
            "paths": served.names,
            "stages": len(pipeline),
            "main_stages": len(pipeline.main_stages()),
            "nested_compiles": pipeline.nested_compiles(),
            "failures": [failure.json_data() for failure in failures(pipeline)],
        },
        "compare": None
        if served.other is None
        else {"paths": [served.other_name], "stages": len(served.other)},
        "out": None if served.out is None else str(served.out),
        "stage": "tracksrc://stage/{number}: a stage's row and its printed text, by lines "
        "(tracksrc://stage/{number}?cursor=N for more)",
        "tools": list(TOOL_NAMES),
    }


def stage_resource(served: Served, number: int, cursor: int = 0) -> dict[str, Any]:
    """Stage `number`: its row of `stages` and its printed text (header
    included), 200 lines from line `cursor`."""
    stage = served.pipeline.find_spec(number)
    row = stage_rows(served.pipeline, [stage])[0]
    if stage.size > STAGE_TEXT_LIMIT:
        return {
            "summary": f"stage {number} is {stage.size:,} bytes: its text is not shown here; "
            "the program and show_op tools show parts of it",
            "result": row,
        }
    return text_page(row, stage.text(), cursor, 200, f"stage {number}")
