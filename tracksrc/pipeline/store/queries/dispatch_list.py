"""`dispatches(pipeline)`: the dispatches a pipeline's main compile forms,
kept in its query store (worked out once, over the replay, when the store
is built: `tracksrc.pipeline.dispatches.finding`), each given its files in
the executable dump folders when asked, and its functions in the code
there (`compiled_code.function_rows`). At a stage (`stage=`) they are
worked out for that stage; before outlining, `dispatches_or_regions` gives
the dispatch regions instead."""

from __future__ import annotations

from tracksrc.pipeline.dispatches.compiled_code import function_rows
from tracksrc.pipeline.dispatches.dispatch import Dispatches
from tracksrc.pipeline.dispatches.executable_dumps import ExecutableDumps, followed_dumps
from tracksrc.pipeline.dispatches.finding import find_dispatches
from tracksrc.pipeline.dispatches.regions import DispatchRegions, dispatch_regions
from tracksrc.pipeline.store.queries.failures import failures
from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.stream import Pipeline


def dispatches(
    pipeline: Pipeline,
    stage: int | str | None = None,
    executable_dumps: ExecutableDumps | None = None,
    files: bool = True,
) -> Dispatches:
    """Every dispatch the pipeline's main compile forms (from its query
    store); with `stage`, those that exist after that stage, with their
    sources and size there. Each gets its files in `executable_dumps`
    (default: the dump folders the pipeline follows locations into),
    unless `files` is off; one a pass failed on carries the failure
    (`tracksrc.pipeline.store.queries.failures`)."""
    if stage is not None:
        found = find_dispatches(pipeline, stage, executable_dumps, files)
    else:
        found = query_store_of(pipeline).dispatches()
    for failure in failures(pipeline):
        for item in found:
            if failure.dispatch == item.name:
                item.failure = failure.json_data()
    if stage is not None:
        return found
    if executable_dumps is None and files:
        executable_dumps = followed_dumps(pipeline)
    if executable_dumps is not None:
        for item in found:
            item.files = executable_dumps.files_of(item.names, item.executables)
            item.code = function_rows(pipeline, item.names)
    return found


def dispatches_or_regions(
    pipeline: Pipeline, stage: int | str | None = None
) -> Dispatches | DispatchRegions:
    """`dispatches(pipeline, stage)`, or at a stage where the dispatches
    are still regions of their functions, those regions (what the
    `dispatches` command and the shell's `dispatches()` show)."""
    found = dispatches(pipeline, stage)
    if stage is None or found or not found.regions:
        return found
    return dispatch_regions(pipeline, stage, dispatches(pipeline, files=False))
