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
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline

CAPTURES = REAL / "iree" / "captures"
BOTH_WAYS = CAPTURES / "consteval.before_outline.after_canonicalize.mlir.xz"
AFTER_CANONICALIZE = CAPTURES / "consteval.after_canonicalize.mlir.xz"
AFTER_ALL = CAPTURES / "consteval.after_all.mlir.xz"
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
