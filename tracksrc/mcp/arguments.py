"""What the tools of `tracksrc mcp` take, described once for all of them:
the annotated argument types an agent reads (a stage, a source location,
an op, a page), and the check of the command line's mutually exclusive
options."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from tracksrc.errors import TracksrcError

StageSpec = Annotated[
    int | str | None,
    Field(
        description="a stage: its number, PASS (its first stage) or PASS:N (its N-th, from 0; "
        "-1 the last)"
    ),
]
Loc = Annotated[
    str | None,
    Field(
        description="a source location (--loc): FILE:LINE:COL, a range FILE:L:C-L:C, or "
        "FILE:LINE for every op on that line; a bare file name finds the path the stream "
        "spells. Give loc or op."
    ),
]
Op = Annotated[
    str | None,
    Field(
        description="an op (--op): its unique id or SSA name at `stage` (default stage 0), or a "
        "symbol, @name (a function, an executable, a dispatch: of the whole program, at the "
        "first stage that defines it unless `stage` says). Give loc or op."
    ),
]
Cursor = Annotated[
    int,
    Field(ge=0, description="where the page starts: 0, then the next_cursor of the page before"),
]
Limit = Annotated[
    int,
    Field(ge=1, le=1000, description="at most this many items (lines, for text) on the page"),
]


def one_of(**given: str | None) -> None:
    """A clear error unless exactly one of the arguments is given (the
    command line's mutually exclusive options)."""
    named = [name for name, value in given.items() if value is not None]
    if len(named) != 1:
        names = ", ".join(given)
        said = "none" if not named else " and ".join(named)
        raise TracksrcError(f"tracksrc: error: give one of {names} (given: {said})")
