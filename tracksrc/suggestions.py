"""Names close to one that was not found, to say "did you mean ...".

One rule everywhere a user names something that is not there (an op type in
`get_ops_by_type`, a name or attribute in the shell): names that contain
what was typed (`torch.aten.conv` → `torch.aten.convolution`), else near
spellings (difflib's ratio).
"""

from __future__ import annotations

import difflib
import logging
from collections.abc import Iterable

from tracksrc.errors import TracksrcError
from tracksrc.safe_text import visible_line

logger = logging.getLogger("tracksrc.suggestions")


def close_names(name: str, candidates: Iterable[str], limit: int = 5) -> list[str]:
    """Up to `limit` of `candidates` close to `name`: those containing it
    (shortest first), else near spellings (closest first)."""
    pool = sorted(set(candidates) - {name})
    if not name or not pool:
        return []
    # (Short names are in too many others to say which was meant.)
    containing = sorted(
        (each for each in pool if len(name) >= 4 and name in each),
        key=lambda each: (len(each), each),
    )
    if containing:
        # (Near spellings would add the dialect's other ops: `tosa.conv`
        # is not `tosa.const`.)
        return containing[:limit]
    return difflib.get_close_matches(name, pool, n=limit, cutoff=0.7)


def no_op_of_type(op_name: str, types: Iterable[str], where: str) -> TracksrcError:
    """The error for a type named by the user that `where` does not hold,
    naming the close types it holds."""
    hint = _close_hint(op_name, types)
    return TracksrcError(
        f"tracksrc: error: {visible_line(where)} has no op of type {visible_line(op_name)}{hint}"
    )


def say_close_types(op_name: str, types: Iterable[str], where: str) -> None:
    """Warn that `where` holds no op of type `op_name`, naming the close
    types it holds (nothing said when none is close: an absent type is a
    fine answer)."""
    hint = _close_hint(op_name, types)
    if hint:
        _say_absent(op_name, where, hint)


def say_absent_type(op_name: str, types: Iterable[str], where: str) -> None:
    """Warn that `where` holds no op of type `op_name` at all (an answer
    about it is then "none", likely a misspelling), naming the close types
    it holds."""
    _say_absent(op_name, where, _close_hint(op_name, types))


def _say_absent(op_name: str, where: str, hint: str) -> None:
    logger.warning("no op of type %s in %s%s", visible_line(op_name), visible_line(where), hint)


def _close_hint(op_name: str, types: Iterable[str]) -> str:
    """`; types close to it: ...` for the types close to `op_name`, or ""."""
    close = ", ".join(visible_line(each) for each in close_names(op_name, types))
    return f"; types close to it: {close}" if close else ""
