"""Answers worked out once and kept in a stream's store, beside its query
store: small facts a query reads often and works out slowly (the
dispatches' codegen facts, the source ops' names), kept as JSON under the
query store's key, so that a changed rule or another stream never reads
them. What is read back is checked; a damaged copy is worked out again,
with a warning, as a damaged query store is."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.storage.database import StoreError
from tracksrc.pipeline.streams.stream import Pipeline

logger = logging.getLogger("tracksrc.pipeline.store.kept")

_T = TypeVar("_T")


def kept_answer(
    pipeline: Pipeline,
    name: str,
    work_out: Callable[[], _T],
    write: Callable[[_T], Any],
    read: Callable[[Any], _T],
) -> _T:
    """The answer `name` of `pipeline`: read back (`read` turns the kept
    JSON into it, raising KeyError, TypeError or ValueError on what it
    cannot use), else worked out (`work_out`) and kept (`write` gives its
    JSON), replacing what another key kept under `name`."""
    store = query_store_of(pipeline)
    key = f"{name}:{store.key}"
    try:
        kept = pipeline.store.get_meta(key)
        if kept is not None:
            return read(kept)
    except (StoreError, KeyError, TypeError, ValueError, AttributeError) as problem:
        logger.warning("tracksrc: the %s kept are unreadable (%s): worked out again", name, problem)
    found = work_out()
    with pipeline.store.transaction() as db:
        db.execute("DELETE FROM meta WHERE key LIKE ?", (f"{name}:%",))
        pipeline.store.set_meta(key, write(found))
    return found
