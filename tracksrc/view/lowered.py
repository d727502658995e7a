"""Where a dispatch is lowered: the stages of a run the timeline marks for
it, whatever the mark says of it (a verdict of the traces, a share of the
kernel time).

They are the stages of the main compile whose pass ran on the dispatch
(the query store's `QueryStore.dispatch_stages`: a print of its function,
or of its executable or what code generation prints inside it, while no
other dispatch shares that executable) between the stage where `tracksrc
dispatches` first sees it and the last that prints its code; a dispatch
with no such stage is marked where it is formed (its first stage).
"""

from __future__ import annotations

from collections.abc import Iterable

from tracksrc.pipeline.dispatches.dispatch import Dispatch
from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.stream import Pipeline


class LoweredStages:
    """The stages where the dispatches of one run are lowered (see the
    module docstring), read from its query store once."""

    def __init__(self, pipeline: Pipeline) -> None:
        self._lowered = query_store_of(pipeline).dispatch_stages()

    def of(self, items: Iterable[Dispatch]) -> tuple[list[int], bool]:
        """The stages where `items` (one dispatch, or those one mark stands
        for) are lowered, in order, and whether one of them has none of its
        own (then marked where it is formed)."""
        stages: set[int] = set()
        formed = False
        for item in items:
            own = self._lowered.get(item.name)
            if own:
                stages.update(own)
            else:
                stages.add(item.first_stage)
                formed = True
        return sorted(stages), formed
