"""Where a compile failed: the first thing every query says about it.

MLIR prints a stage for a pass that failed (`IR Dump After P Failed`),
then one for each pass around it that failed because it did (IREE: the
op pipeline adaptor, the translation of the executable variant, of all
executables). A `Failure` is such a chain: the pass that failed (the first
of the chain), what it ran on and the dispatch that is (from the query
store's dispatches), the source ops that dispatch computes, the passes
around it that failed with it, and the compiler's error diagnostics about
it (those naming its function or located at its sources; if none does,
every error diagnostic of the capture: none is left unsaid).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from tracksrc.pipeline.dispatches.dispatch import Dispatch, cut_line
from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.store.units import is_function
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.results import JsonResult
from tracksrc.safe_text import visible_line

_ERROR = re.compile(r":\d+:\d+: error: |^error: ", re.MULTILINE)


@dataclass
class Failure:
    """One failed pass and what failed with it (see the module docstring)."""

    stage: int
    pass_label: str
    scope: str
    compile: int
    dispatch: str = ""
    sources: list[str] = field(default_factory=list)
    # (stage, pass) of the passes around it that failed with it.
    around: list[tuple[int, str]] = field(default_factory=list)
    # The first line of each error diagnostic about it.
    diagnostics: list[str] = field(default_factory=list)

    def concerns(self, places: set[str]) -> bool:
        """Whether the failed dispatch computes a source at one of `places`
        (`file:line:col`)."""
        return any(source.split(" ", 1)[0] in places for source in self.sources)

    def brief(self) -> str:
        """One line: which pass failed, where."""
        on = (
            f" on {visible_line(self.dispatch or self.scope)}"
            if self.dispatch or self.scope
            else ""
        )
        return f"FAILED: {self.pass_label} at stage {self.stage}{on}"

    def lines(self) -> list[str]:
        """The failure as lines of text (dump text made visible, long
        diagnostics cut)."""
        on = f" on {visible_line(self.scope)}" if self.scope else ""
        what = f" (dispatch {visible_line(self.dispatch)})" if self.dispatch else ""
        nested = f" in nested compile {self.compile}" if self.compile else ""
        lines = [f"FAILED: {self.pass_label} at stage {self.stage}{on}{what}{nested}"]
        for source in self.sources:
            lines.append(f"  which computes {visible_line(source)}")
        if self.around:
            passes = ", ".join(f"{label} ({stage})" for stage, label in self.around)
            lines.append(f"  failing with it: {passes}")
        for text in self.diagnostics:
            lines.append(f"  {visible_line(cut_line(text))}")
        return lines

    def __str__(self) -> str:
        return "\n".join(self.lines())

    def json_data(self) -> dict[str, Any]:
        """The failure as plain data."""
        return {
            "stage": self.stage,
            "pass": self.pass_label,
            "scope": self.scope,
            "compile": self.compile,
            "dispatch": self.dispatch,
            "sources": self.sources,
            "around": [{"stage": stage, "pass": label} for stage, label in self.around],
            "diagnostics": self.diagnostics,
        }


class Failures(JsonResult, list[Failure]):
    """The failures of a pipeline, in stage order."""

    def json_data(self) -> list[dict[str, Any]]:
        """A list of failures (see `Failure.json_data`)."""
        return [item.json_data() for item in self]

    def __str__(self) -> str:
        return "\n".join(str(item) for item in self) or "(no failure)"

    def about(self, places: set[str]) -> list[str]:
        """The failures as lines for a query of sources at `places`: in full
        where the failed dispatch computes one of them, else one line
        each (the compile failed elsewhere)."""
        lines: list[str] = []
        for item in self:
            if item.concerns(places):
                lines += [*item.lines(), "  (this source's code)"]
            else:
                lines.append(f"{item.brief()} (not this source's code)")
        return lines

    def of_stage(self, number: int) -> Failure | None:
        """The failure a failed stage belongs to."""
        for item in self:
            if item.stage == number or any(stage == number for stage, _ in item.around):
                return item
        return None


def _chains(pipeline: Pipeline) -> list[list[Stage]]:
    """Failed stages grouped into chains: a failed pass, then the passes
    around it failing with it. Those print after it, each on the same op
    as the last (a pass running a pipeline on it: IREE's
    `iree-llvmgpu-lower-executable-target` on the function) or on an op
    around it (module, variant, executable): a failed stage on another
    function, or on an op of a type the chain has, starts another chain
    (another dispatch failing on another thread)."""
    chains: list[list[Stage]] = []
    for stage in pipeline.stages:
        if not stage.failed:
            continue
        if chains:
            chain = chains[-1]
            kinds = {each.scope_op for each in chain}
            if stage.compile == chain[0].compile and (
                (stage.scope == chain[-1].scope and len(kinds) == 1)
                or (not is_function(stage.scope_op or "") and stage.scope_op not in kinds)
            ):
                chain.append(stage)
                continue
        chains.append([stage])
    return chains


def _dispatch_of(chain: list[Stage], dispatches: list[Dispatch]) -> Dispatch | None:
    """The dispatch the failed passes ran on, by their scopes' symbols."""
    for stage in chain:
        symbol = stage.scope_symbol
        if not symbol:
            continue
        for item in dispatches:
            if symbol in item.names or symbol in item.executables:
                return item
    return None


def _errors(pipeline: Pipeline) -> list[tuple[str, str]]:
    """Every error diagnostic of the capture: its first line, and its text
    with what follows it to the next error (the notes MLIR prints after it,
    each a diagnostic of its own: `see current operation:` and the op,
    which names the function that failed)."""
    lines = [line for _, note in pipeline.notes("diagnostic") for line in note.text.splitlines()]
    starts = [number for number, line in enumerate(lines) if _ERROR.search(line)]
    ends = [*starts[1:], len(lines)]
    return [
        (lines[start].strip(), "\n".join(lines[start:end]))
        for start, end in zip(starts, ends, strict=True)
    ]


def _names(text: str, names: list[str]) -> bool:
    """Whether `text` names one of the symbols `names` (whole: a dispatch
    `@m$async_dispatch_2` is not `@m$async_dispatch_20_...`)."""
    return any(
        re.search(re.escape(name.lstrip("@")) + r"(?![\w$.\-])", text) for name in names if name
    )


def _place(line: str) -> str:
    """The `file:line:col` an error diagnostic's first line starts with."""
    return line.split(": error: ", 1)[0] if ": error: " in line else ""


def failures(pipeline: Pipeline) -> Failures:
    """The failures of `pipeline` (see the module docstring); empty when no
    pass failed."""
    chains = _chains(pipeline)
    if not chains:
        return Failures()
    dispatches = query_store_of(pipeline).dispatches()
    found = Failures()
    names: list[list[str]] = []
    for chain in chains:
        first = chain[0]
        item = Failure(first.number, first.label, first.scope, first.compile)
        item.around = [(stage.number, stage.label) for stage in chain[1:]]
        dispatch = _dispatch_of(chain, dispatches)
        own: list[str] = [first.scope_symbol] if first.scope_symbol else []
        if dispatch is not None:
            item.dispatch = dispatch.name
            item.sources = [str(source) for source in dispatch.computed]
            own += dispatch.names
        found.append(item)
        names.append(own)
    # A diagnostic naming a failed function is that failure's, and so are
    # the ones after it at its place (IREE's "failed to run translation");
    # one naming none is the failure's whose sources hold its place
    # (several may: dispatches computing parts of one source op).
    errors = _errors(pipeline)
    by_place: dict[str, list[int]] = {}
    owners: list[list[int]] = []
    for line, text in errors:
        named = [number for number, own in enumerate(names) if _names(text, own)]
        if named:
            by_place.setdefault(_place(line), named)
        owners.append(named)
    for (line, _), named in zip(errors, owners, strict=True):
        place = _place(line)
        if not named:
            named = by_place.get(place) or [
                number
                for number, item in enumerate(found)
                if any(
                    (where := source.split(" ", 1)[0]) and where in line for source in item.sources
                )
            ]
        for number in named:
            found[number].diagnostics.append(line)
    claimed = {text for item in found for text in item.diagnostics}
    unclaimed = [line for line, _ in errors if line not in claimed]
    if unclaimed:
        # Said somewhere: with the first failure.
        found[0].diagnostics.extend(unclaimed)
    return found
