"""Loading the Lark grammars shipped in `tracksrc.grammars`.

Each thread gets its own LALR parser per grammar (a Lark parser with a
transformer holds per-parse state), built once: building the tables costs
milliseconds, parsing a location microseconds.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

from lark import Lark, Transformer

T = TypeVar("T", bound=Transformer[Any, Any])

_local = threading.local()


def lalr_parser(grammar: str, make_transformer: Callable[[], T], **options: Any) -> tuple[Lark, T]:
    """The thread's LALR parser for `grammar` (a file of tracksrc.grammars)
    with its transformer applied during parsing."""
    cache: dict[str, tuple[Lark, Any]] = _local.__dict__.setdefault("parsers", {})
    found = cache.get(grammar)
    if found is None:
        transformer = make_transformer()
        lark = Lark.open_from_package(
            "tracksrc.grammars", grammar, parser="lalr", transformer=transformer, **options
        )
        found = cache[grammar] = (lark, transformer)
    return found
