"""Prints that threads mixed up: which op each stage really printed.

IREE runs function and executable passes on several threads, and their
prints interleave: a header can come with no IR after it while its op
follows another header's op. `mixed_prints` gives each stage its op back;
the replay (`tracksrc.pipeline.composition.replay`) applies them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tracksrc.pipeline.streams.summaries.summary import StageSummary

if TYPE_CHECKING:
    from tracksrc.pipeline.streams.stream import Stage


def printed_nothing(summary: StageSummary) -> bool:
    """True for a header with no IR after it (see `mixed_prints`)."""
    return summary.implicit_root and len(summary) == 1


def top_level(summary: StageSummary) -> list[int]:
    """The positions of the ops printed at the top of a stage without a
    module around them."""
    if not summary.implicit_root:
        return []
    found = []
    position = 1
    while position < len(summary):
        found.append(position)
        position = summary.subtree_end[position]
    return found


def mixed_prints(stages: list[tuple[Stage, StageSummary]]) -> list[tuple[int, int] | None]:
    """The op each stage printed (the index of the stage whose text holds
    it, its position there), where threads mixed up the prints; None where
    the stage reads as it is.

    Compilers print fragments from several threads at once (IREE runs
    function and executable passes in parallel): a header can come with no
    IR after it and its op follow another header's op, so that one stage
    shows two ops (say two `stream.executable`s) and looks like a whole
    program. Each such extra op is given to the nearest earlier header left
    empty, a `module` too (`iree-convert-to-rocdl` on an executable's inner
    module, printed after the `llvm.func` the next pass printed); with no
    empty header to take it, several top-level ops are a whole program
    printed without its module."""
    prints: list[tuple[int, int] | None] = [None] * len(stages)
    orphans: list[int] = []
    for index, (_, summary) in enumerate(stages):
        if printed_nothing(summary):
            orphans.append(index)
            continue
        tops = top_level(summary)
        if len(tops) < 2 or len(tops) - 1 > len(orphans):
            continue
        prints[index] = (index, tops[0])
        for position in reversed(tops[1:]):
            prints[orphans.pop()] = (index, position)
    return prints
