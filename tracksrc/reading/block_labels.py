"""The arguments a block label lists: `^bb0(%a: f32 loc(...), %b: i32)`.

Split into names, types and location texts; the parser turns the location
texts into locations (resolving aliases) when the arguments are first asked
for.
"""

from __future__ import annotations

import re
from typing import NamedTuple

# A block argument starts right after the `(` or a `,`: `%name: `.
_BLOCK_ARG = re.compile(r"(?<=[(,])\s*(%[\w$.\-]+)\s*:\s*")
_LOC = re.compile(r"(?<![\w$.\-])loc\(")


class LabelArgument(NamedTuple):
    """One argument as its label writes it; offsets are into the label."""

    name: str
    name_offset: int
    type: str
    loc_text: str | None
    loc_offset: int


def label_arguments(label_text: str) -> list[LabelArgument]:
    """The arguments of a block label, in order."""
    inner_end = label_text.rindex(")")
    starts = list(_BLOCK_ARG.finditer(label_text, 0, inner_end))
    arguments = []
    for index, match in enumerate(starts):
        stop = starts[index + 1].start() - 1 if index + 1 < len(starts) else inner_end
        type_text = label_text[match.end() : stop]
        loc = _LOC.search(type_text)
        if loc is None:
            arguments.append(
                LabelArgument(match.group(1), match.start(1), type_text.strip(), None, 0)
            )
        else:
            arguments.append(
                LabelArgument(
                    match.group(1),
                    match.start(1),
                    type_text[: loc.start()].strip(),
                    type_text[loc.start() :].strip(),
                    match.end() + loc.start(),
                )
            )
    return arguments
