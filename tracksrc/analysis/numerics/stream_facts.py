"""What a compile stream says of the dispatches a trace names.

A trace names a dispatch `executable::export` as the compile named it when
it put the trace in (`iree-flow-inject-dispatch-tracing`, after
`iree-flow-annotate-dispatches` gave the export its op kind, shape and
types). The stream of that compile (`--mlir-print-ir-after-all
--mlir-print-debuginfo`) knows the same dispatch (`tracksrc dispatches`):
the source ops it computes (`file:line:col` of the input, the input's op
types there) and, where the input's locations carry names (an ONNX model
imported with its node names, JAX, torch), those names. The flow-level
program before `iree-stream-conversion` holds its `flow.dispatch` ops and
its public functions' `hal.tensor.import` ops: the operand and result
types of the dispatch, and the element types a function takes (which
`--iree-input-demote-f32-to-f16` and the like change).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from tracksrc.analysis.source_names import source_names
from tracksrc.pipeline.composition.program import Program, program_at
from tracksrc.pipeline.dispatches.dispatch import Dispatch, Dispatches
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.reading.op_syntax import defined_symbol, symbol_references
from tracksrc.reading.traces.trace import Invocation
from tracksrc.tracking.index import OperationInfo

_IMPORT = re.compile(
    r"=>\s*%arg(?P<index>[0-9]+)\s*:\s*!hal\.buffer_view\s*->\s*tensor<(?P<type>[^>]*)>"
    r"(?:\s+as\s+tensor<(?P<storage>[^>]*)>)?"
)


@dataclass(frozen=True)
class SourceOp:
    """An input op a dispatch computes: `file:line:col`, the input's op
    types there and the names its location gives it."""

    where: str
    types: tuple[str, ...]
    names: tuple[str, ...]

    def __str__(self) -> str:
        named = f" ({', '.join(self.names)})" if self.names else ""
        return f"{self.where}{named} {', '.join(self.types) or '(not in the input)'}"

    def json_data(self) -> dict[str, object]:
        """`where`, `types`, `names`."""
        return {"where": self.where, "types": list(self.types), "names": list(self.names)}


class StreamFacts:
    """One compile stream's answers about the dispatches of its trace."""

    def __init__(self, pipeline: Pipeline) -> None:
        self.pipeline = pipeline

    @cached_property
    def dispatches(self) -> Dispatches:
        """The dispatches of the main compile."""
        return dispatches(self.pipeline, files=False)

    @cached_property
    def _by_name(self) -> dict[str, Dispatch]:
        found: dict[str, Dispatch] = {}
        for item in self.dispatches:
            for name in [*item.names, *item.executables]:
                found.setdefault(name.lstrip("@"), item)
        return found

    def dispatch_of(self, invocation: Invocation) -> Dispatch | None:
        """The dispatch an invocation ran: by its entry point's name (any
        name it had), else its executable's; None for a trace point that
        names no dispatch."""
        if "::" not in invocation.key:
            return None
        return self._by_name.get(invocation.export) or self._by_name.get(invocation.executable)

    def sources(self, invocation: Invocation) -> frozenset[str]:
        """The source ops (`file:line:col`) an invocation's dispatch computes
        (`Dispatch.computed`: not those only its helper ops name)."""
        found = self.dispatch_of(invocation)
        return frozenset() if found is None else frozenset(s.where for s in found.computed)

    def source_ops(self, invocation: Invocation) -> list[SourceOp]:
        """The source ops an invocation's dispatch computes, with their
        types and names."""
        found = self.dispatch_of(invocation)
        if found is None:
            return []
        return [
            SourceOp(source.where, tuple(source.types), tuple(self._names.get(source.where, ())))
            for source in found.computed
        ]

    @cached_property
    def _names(self) -> dict[str, list[str]]:
        """Per source op, the names its location carries
        (`tracksrc.analysis.source_names`)."""
        return source_names(self.pipeline)

    # -- the flow-level program ---------------------------------------------

    @cached_property
    def flow_stage(self) -> Stage | None:
        """The program of the main compile just before `iree-stream-conversion`
        (where dispatches are `flow.executable`s called by `flow.dispatch`):
        that pass's before print, or the stage before its first print; None
        when the stream has neither."""
        main = self.pipeline.main_stages()
        for position, stage in enumerate(main):
            if stage.pass_argument == "iree-stream-conversion":
                if stage.before:
                    return stage
                return main[position - 1] if position else None
        return None

    @property
    def whole(self) -> bool:
        """Whether the stream shows the compile from its first passes (an
        after-all or before-all stream), not only the flow-level program:
        only such a stream tells where two compiles part."""
        stage = self.flow_stage
        main = self.pipeline.main_stages()
        return stage is not None and bool(main) and main[0].number < stage.number

    @cached_property
    def _flow_program(self) -> Program | None:
        return None if self.flow_stage is None else program_at(self.flow_stage)

    def flow_dispatch(self, invocation: Invocation) -> OperationInfo | None:
        """The first `flow.dispatch` op of the flow-level program that runs
        the invocation's dispatch, or None."""
        if self._flow_program is None or "::" not in invocation.key:
            return None
        wanted = {f"@{invocation.executable}::@{invocation.export}"}
        found = self.dispatch_of(invocation)
        if found is not None:
            wanted |= {
                f"{executable}::{name}" for executable in found.executables for name in found.names
            }
        for info in self._flow_program.get_ops_by_type("flow.dispatch"):
            if wanted.intersection(symbol_references(info.op)):
                return info
        return None

    def input_types(self, function: str) -> list[tuple[str, str]] | None:
        """Per input of a public function, the element type of the buffer
        view it takes and the one its storage is read as (`f32`, `f16`:
        `--iree-input-demote-f32-to-f16` keeps the f32 view and reads its
        bytes as f16: `hal.tensor.import ... as tensor<...xf16>`); None if
        the stream does not say."""
        if self._flow_program is None:
            return None
        names = {f"@{function}", f"@{function}$async"}
        found: dict[int, tuple[str, str]] = {}
        for info in self._flow_program.get_ops_by_type("hal.tensor.import"):
            parent = info.parent
            if parent is None or defined_symbol(parent.op) not in names:
                continue
            match = _IMPORT.search(info.text)
            if match is not None:
                view = match["type"].rsplit("x", 1)[-1]
                storage = (match["storage"] or match["type"]).rsplit("x", 1)[-1]
                found.setdefault(int(match["index"]), (view, storage))
        if not found or sorted(found) != list(range(len(found))):
            return None
        return [found[index] for index in range(len(found))]
