"""Streams printed for some passes only, on functions: which passes made a
change when passes print before and after selectively, and the constant
evaluation compile IREE nests in the main one when no whole module prints
before it starts.

The captures are `iree-compile` 3.13 runs of `consteval.mlir` (see
`tests/data/real/README.md`): `consteval.after_canonicalize` printed after
every canonicalize only, `consteval.before_outline.after_canonicalize`
before `iree-flow-outline-dispatch-regions` too; `consteval.after_all` is
the same compile printed after every pass."""

from __future__ import annotations

import lzma
import re
from collections import Counter
from pathlib import Path

import pytest

from tests.conftest import REAL
from tests.mlir_counts import mlir_op_counts
from tracksrc.analysis.lowering import lowering_histories
from tracksrc.pipeline.composition.passes.attribution import UNPRINTED, prints_selected_both_ways
from tracksrc.pipeline.store.queries.audit_report import audit
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.store.queries.passes import passes
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline

CAPTURES = REAL / "iree" / "captures"
BOTH_WAYS = CAPTURES / "consteval.before_outline.after_canonicalize.mlir.xz"
AFTER_CANONICALIZE = CAPTURES / "consteval.after_canonicalize.mlir.xz"
AFTER_ALL = CAPTURES / "consteval.after_all.mlir.xz"
OUTLINE = "iree-flow-outline-dispatch-regions"
MATMUL = "consteval.mlir:13:8"
# What only the constant-evaluation compile prints: its module's marker
# attribute and its functions.
JIT_WORDS = ("iree.consteval", "jit_eval")
_HEADER = re.compile(r"^// -----// IR Dump (Before|After) \w+: ([\w-]+)", re.MULTILINE)


def _stages(path: Path) -> list[tuple[str, str, str]]:
    """(Before/After, pass argument, text) of each stage, read with a
    regular expression: independent of tracksrc."""
    with lzma.open(path, "rt", encoding="utf-8") as handle:
        text = handle.read()
    starts = [match.start() for match in _HEADER.finditer(text)]
    return [
        (match.group(1), match.group(2), text[start:end])
        for match, start, end in zip(
            _HEADER.finditer(text), starts, [*starts[1:], len(text)], strict=True
        )
    ]


def _jit_span(stages: list[tuple[str, str, str]]) -> list[int]:
    """The stages from the first to the last that names the constant
    module (the initializers it prints between them name neither)."""
    named = [n for n, (_, _, text) in enumerate(stages) if any(w in text for w in JIT_WORDS)]
    return list(range(named[0], named[-1] + 1))


@pytest.fixture(scope="module")
def both_ways() -> Pipeline:
    return open_pipeline(BOTH_WAYS, cache=False)


def test_a_stream_printing_some_passes_each_way_says_so(both_ways: Pipeline) -> None:
    headers = _stages(BOTH_WAYS)
    assert {name for kind, name, _ in headers if kind == "Before"} == {OUTLINE}
    assert {name for kind, name, _ in headers if kind == "After"} == {"canonicalize"}
    assert prints_selected_both_ways(both_ways.stages)
    # Printed both ways for every pass, or one way: no.
    for name in ("mixed", "after", "before", "some_passes"):
        assert not prints_selected_both_ways(
            open_pipeline(CAPTURES / f"{name}.mlir.xz", cache=False).stages
        )


def test_what_unprinted_passes_did_is_charged_to_no_printed_pass(both_ways: Pipeline) -> None:
    headers = _stages(BOTH_WAYS)
    jit = set(_jit_span(headers))
    # The main compile's print before outlining, and its print before that
    # (the last print outside the constant compile): between them IREE
    # formed the dispatch regions, passes that printed nothing.
    (outlined,) = [
        n for n, (kind, name, _) in enumerate(headers) if kind == "Before" and n not in jit
    ]
    previous = max(n for n in range(outlined) if n not in jit)
    assert (outlined, previous) == (86, 3)
    label = f"(unprinted passes, stages {previous}-{outlined})"
    rows = {row.stage: row for row in lineage(both_ways, MATMUL).rows}
    row = rows[outlined]
    assert (row.pass_argument, row.pass_stage, row.since) == (label, outlined, previous)
    assert row.types["flow.dispatch.workgroups"] == 1
    # After every pass, the workgroups are made by a pass this stream never
    # printed, between canonicalize and outlining.
    every = open_pipeline(AFTER_ALL, cache=False)
    made = next(r for r in lineage(every, MATMUL).rows if r.types.get("flow.dispatch.workgroups"))
    assert made.pass_argument == "iree-dispatch-creation-convert-dispatch-regions-to-workgroups"
    assert made.pass_argument not in {name for _, name, _ in headers}
    assert every.stages[made.stage].number < every.find(OUTLINE).number
    # The audit says the same; the printed pass is charged with nothing it
    # did not do.
    (audited,) = [r for r in audit(both_ways).rows if r.stage == outlined]
    assert (audited.pass_argument, audited.pass_stage, audited.since) == (label, outlined, previous)
    # MLIR's own counts: the module then, and before it the last print of
    # each of its functions (iree-opt reads each in a module of its own)
    # and the module that held them, there all along.
    last_print: dict[str, int] = {}
    for number in range(previous + 1):
        if number not in jit:
            symbol = re.search(r"^util\.func \w+ @(\w+)\(", headers[number][2], re.MULTILINE)
            assert symbol is not None
            last_print[symbol.group(1)] = number
    assert last_print == {"_main": 0, "main": 3}
    counts = mlir_op_counts([headers[n][2].split("\n", 1)[1] for n in (outlined, 0, 3)])
    assert audited.after.ops == sum(counts[0].values()) == 19
    assert audited.before.ops == sum(counts[1].values()) + sum(counts[2].values()) - 1 == 27
    table = {row.pass_argument: row for row in passes(both_ways).passes}
    assert (table[OUTLINE].runs, table[OUTLINE].ops_added, table[OUTLINE].ops_removed) == (1, 0, 0)
    unprinted = table[UNPRINTED]
    assert (unprinted.runs, unprinted.name) == (0, None)
    assert unprinted.ops_removed == 8  # the module before outlining: 27 ops, then 19
    # Lowering paths (and the report) name the step the same way, and what
    # the matmul reached there is what lineage says.
    (history,) = lowering_histories([MATMUL], both_ways)
    (step,) = [step for step in history if step.stage == outlined]
    assert (step.pass_argument, step.occurrence) == (label, 0)
    assert step.types == frozenset(t for t, n in row.types.items() if n > 0)


def test_a_stream_printing_after_every_pass_keeps_naming_printed_passes() -> None:
    # (After-all: a pass between two prints would have printed itself.)
    every = open_pipeline(AFTER_ALL, cache=False)
    assert not prints_selected_both_ways(every.stages)
    assert not any(row.pass_argument == UNPRINTED for row in passes(every).passes)


@pytest.mark.parametrize("path", [AFTER_CANONICALIZE, BOTH_WAYS], ids=lambda p: p.name)
def test_the_constant_compile_is_recognised_from_its_functions(path: Path) -> None:
    pipeline = open_pipeline(path, cache=False)
    headers = _stages(path)
    # No whole module prints before the constant compile starts.
    span = _jit_span(headers)
    assert not any(text.split("\n", 2)[1].startswith("module") for _, _, text in headers[: span[0]])
    assert [c.number for c in pipeline.compiles] == [0, 1]
    nested = pipeline.compiles[1]
    assert nested.stages == span
    assert nested.parent == 0 and nested.runner is None  # (no print says which pass ran it)
    assert pipeline.stages[span[-1] + 1].compile == 0
    # The same canonicalize prints as the after-all capture of the same
    # compile has in its nested compile, and in its main one.
    every = open_pipeline(AFTER_ALL, cache=False)

    def printed(stream: Pipeline, compile: int) -> Counter[str]:
        return Counter(
            stream.stages[n].scope
            for n in stream.compiles[compile].stages
            if stream.stages[n].label == "canonicalize" and not stream.stages[n].before
        )

    assert printed(pipeline, 1) == printed(every, 1)
    assert printed(pipeline, 0) == printed(every, 0)
    assert sum(printed(pipeline, 1).values()) == 81
    # The main program's lineage never enters the constant compile.
    assert all(row.stage not in span for row in lineage(pipeline, MATMUL).rows)
