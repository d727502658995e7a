"""The ops the line reader (`line_summary`) has read of a stage, column by
column in pre-order, and the ops whose regions are open: what MLIR's
parser would create besides (implicit terminators, the location of a
masked op) is added as `tracksrc.reading.materialized` says.
"""

from __future__ import annotations

from tracksrc.reading.dialects import region_dialect
from tracksrc.reading.materialized import IMPLICIT_TERMINATORS


class OpenOp:
    """An op whose regions are being read, and the state its text resumes
    with after a region closes (brackets open, type begun)."""

    __slots__ = (
        "blocks",
        "brackets",
        "children",
        "dialect",
        "first",
        "generic",
        "last",
        "name",
        "position",
        "region",
        "typed",
    )

    def __init__(self, position: int, name: str, generic: bool) -> None:
        self.position = position
        self.name = name
        self.generic = generic
        self.dialect = region_dialect(name)
        self.region = 0  # which of its regions is open
        self.blocks = 0  # blocks of that region so far
        self.last: str | None = None  # the name of its block's last op
        # The first op of its first region (-2: one MLIR's parser created).
        self.first = -1
        self.children: list[int] = []
        self.brackets = ""
        self.typed = False


class ReadOps:
    """The ops read so far, in pre-order, column by column."""

    def __init__(self) -> None:
        self.names: list[str] = []
        self.parents: list[int] = []
        self.lines: list[int] = []
        self.results: list[str] = []
        self.name_columns: list[int] = []
        self.symbols: list[str | None] = []
        self.generic: list[bool] = []
        # An op's location text, or the position of the op at whose name
        # in the dump it is located (its own when it has no `loc(...)`).
        self.locations: list[str | int] = []
        self.children_of: dict[int, list[int]] = {}
        self.top: list[int] = []  # the ops at the top level

    def add(
        self,
        name: str,
        holder: OpenOp | None,
        number: int,
        result_text: str,
        column: int,
        symbol: str | None,
        location: str | int,
        generic: bool = False,
    ) -> int:
        """Add an op read (or created) in `holder`'s open region (None: at
        the top level); its position."""
        position = len(self.names)
        self.names.append(name)
        self.lines.append(number)
        self.results.append(result_text)
        self.name_columns.append(column)
        self.symbols.append(symbol)
        self.generic.append(generic)
        self.locations.append(location)
        if holder is None:
            self.parents.append(-1)
            self.top.append(position)
        else:
            self.parents.append(holder.position)
            holder.children.append(position)
            if holder.region == 0 and holder.first == -1:
                holder.first = position
            if holder.blocks == 0:
                holder.blocks = 1
            holder.last = name
        return position

    def close_region(self, holder: OpenOp, number: int) -> None:
        """The open region of `holder` closes on line `number`: append the
        terminator MLIR's parser appends to a single block that does not
        end with it (`materialized.add_implicit_terminators`), located at
        the op's name."""
        if holder.blocks == 0:
            holder.blocks = 1  # an empty region has one empty block
        terminator = IMPLICIT_TERMINATORS.get(holder.name)
        if terminator is None or holder.generic or holder.blocks > 1 or holder.last == terminator:
            return
        first = holder.first
        self.add(terminator, holder, number, "", 0, None, holder.position)
        if first == -1:
            holder.first = -2  # created: no masked op

    def finish(self, holder: OpenOp, location: str | None) -> None:
        """The text of `holder`'s op ends (with `location`, if printed)."""
        self.children_of[holder.position] = holder.children
        locations = self.locations
        if location is not None:
            locations[holder.position] = location
        first = holder.first
        masked = holder.name == "vector.mask" and not holder.generic and first >= 0
        if masked and locations[first] == first:
            # The masked op is printed without its location: it takes the
            # mask's (`tracksrc.reading.materialized`).
            locations[first] = locations[holder.position]
