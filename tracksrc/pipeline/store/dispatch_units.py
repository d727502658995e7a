"""Which dispatch each unit of the program belongs to.

A unit (`tracksrc.pipeline.store.units`) is a function or a top-level op,
named by its symbol. A dispatch is known by every name its entry point and
its executable had (`Dispatch.names`, `Dispatch.executables`): its units
are the functions and executables of those names in the main compile. An
executable shared by several dispatches (IREE links them all into one,
`@m_linked`) belongs to each of them, and is the dispatch of none.
"""

from __future__ import annotations

from tracksrc.pipeline.dispatches.dispatch import Dispatch
from tracksrc.pipeline.store.units import UnitKey


class DispatchUnits:
    """The units of each dispatch and the dispatch of each unit."""

    def __init__(self, units: list[UnitKey], dispatches: list[Dispatch]) -> None:
        # Dispatches merged into another as duplicates: their code lives on
        # in the kept one's (`tracksrc.pipeline.dispatches.merging`).
        self.merged = frozenset(item.name for item in dispatches if item.merged_into)
        owners: dict[str, list[str]] = {}
        for item in dispatches:
            for symbol in dict.fromkeys([*item.names, *item.executables]):
                owners.setdefault(symbol, []).append(item.name)
        self._units: dict[str, set[int]] = {}
        self._dispatch: dict[int, str] = {}
        for number, (compile, _, symbol) in enumerate(units):
            if compile != 0 or symbol not in owners:
                continue
            names = owners[symbol]
            for name in names:
                self._units.setdefault(name, set()).add(number)
            if len(names) == 1:
                self._dispatch[number] = names[0]

    def units_of(self, dispatch: str) -> frozenset[int]:
        """The numbers of the units of the dispatch named `dispatch`."""
        return frozenset(self._units.get(dispatch, ()))

    def dispatch_of(self, unit: int) -> str:
        """The name of the dispatch unit `unit` belongs to ("" if none or
        several)."""
        return self._dispatch.get(unit, "")
