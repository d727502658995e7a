"""The line reader (`line_summary`) against the full parser: on every stage
of real dumps it takes, byte-equal summaries; it takes every stage of the
IREE, torch-mlir and Triton captures as printed; on seeded mutations of
real stages, it never takes a text the full parser rejects or reads
otherwise."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from conftest import DATA, GPU, MNIST, REAL

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.summaries.line_memo import LineMemo
from tracksrc.pipeline.streams.summaries.line_summary import summarize_lines
from tracksrc.pipeline.streams.summaries.summary import StageSummary
from tracksrc.pipeline.streams.summaries.summary_builder import summarize
from tracksrc.reading.parser import read_mlir_text

CAPTURES = REAL / "iree" / "captures"
# Streams with the line reader's yield on them: every stage taken (all),
# some left to the full parser (one-line masked regions, strings holding
# escapes in generic form), or none (every stage has a short-form body).
STREAMS = {
    GPU / "gpu_conv.after_all.mlir.xz": "all",
    GPU / "gpu_shared_memory.FAILED.after_all.mlir.xz": "all",
    GPU / "gpu_conv.before_all.mlir.xz": "all",
    CAPTURES / "consteval.after_all.mlir.xz": "all",
    DATA / "torch" / "net.after_all.mlir.xz": "all",
    DATA / "triton" / "dump.mlir.xz": "all",
    DATA / "iree" / "mnist_like.after_all.nodebug.mlir.xz": "all",
    MNIST / "mnist_like.after_change.local.mlir.xz": "all",
    DATA / "iree" / "mnist_like.after_all.generic.mlir.xz": "some",
    CAPTURES / "sve.after_all.mlir.xz": "some",
    CAPTURES / "short_forms.after_all.mlir.xz": "none",
    REAL / "jax" / "mlp.after_all.mlir.xz": "some",
}


def _full(text: str, name: str, first_line: int) -> StageSummary | None:
    """The full parser's summary, None where it rejects the text."""
    try:
        return summarize(read_mlir_text(text, name, first_line=first_line), first_line)
    except TracksrcError:
        return None


def _distinct_stages(path: Path) -> list[tuple[str, str, int]]:
    pipeline = open_pipeline(path, cache=False)
    seen: set[bytes] = set()
    stages = []
    for stage in pipeline.whole_stages():
        if stage.digest not in seen:
            seen.add(stage.digest)
            stages.append((stage.text(), stage.source.name, stage.line))
    return stages


@pytest.mark.parametrize("limit", [50_000, 8], ids=["memo", "tiny-memo"])
@pytest.mark.parametrize("path", list(STREAMS), ids=lambda path: path.name)
def test_line_reader_summaries_equal_the_full_parsers(path: Path, limit: int) -> None:
    # (A tiny memo forgets between every stage: what it finds in its older
    # generation or works out again must read the same.)
    memo = LineMemo(limit)
    taken = 0
    stages = _distinct_stages(path)
    for text, name, first_line in stages:
        quick = summarize_lines(text, name, first_line, memo)
        if quick is None:
            continue
        taken += 1
        full = _full(text, name, first_line)
        assert full is not None, f"stage at line {first_line} taken, but the parser rejects it"
        assert quick.to_bytes() == full.to_bytes(), f"stage at line {first_line}"
    expected = STREAMS[path]
    if expected == "all":
        assert taken == len(stages)
    elif expected == "none":
        assert taken == 0
    else:
        assert 0 < taken < len(stages)


@pytest.mark.parametrize(
    "path",
    [GPU / "gpu_conv.after_all.mlir.xz", DATA / "iree" / "mnist_like.after_all.generic.mlir.xz"],
)
def test_a_print_renumbered_is_read_through_the_shapes_of_its_lines(path: Path) -> None:
    # A pass that adds an op renumbers the SSA values after it: the next
    # print's lines are new only in their numbers (and in the widths those
    # take: `%9` becomes `%10`). Their records come from the lines of the
    # same shape, with the line's own results, name and symbol.
    memo = LineMemo()
    stages = [stage for stage in _distinct_stages(path) if "%" in stage[0]]
    renumbered = 0
    for text, name, first_line in stages[:40]:
        summarize_lines(text, name, first_line, memo)
        shifted = re.sub(r"%([0-9]+)", lambda value: f"%{int(value.group(1)) * 7 + 95}", text)
        classified = len(memo.shapes)
        quick = summarize_lines(shifted, name, first_line, memo)
        full = _full(shifted, name, first_line)
        assert (quick is None) == (full is None)
        if quick is not None and full is not None:
            assert quick.to_bytes() == full.to_bytes(), f"stage at line {first_line}"
            renumbered += 1
        # No line of the renumbered print had a new shape.
        assert len(memo.shapes) == classified
    assert renumbered >= 10


def _moved(line: str) -> str:
    """`line` with the lines of the location that closes it, if any, moved
    (`"f":L:C` becomes `"f":3L+7:C`)."""
    cut = line.rfind(" loc(")
    if cut < 0 or not line.endswith(")"):
        return line
    return line[:cut] + re.sub(
        r'("[^"]+"):([0-9]+):([0-9]+)',
        lambda point: f"{point.group(1)}:{int(point.group(2)) * 3 + 7}:{point.group(3)}",
        line[cut:],
    )


def test_lines_moved_elsewhere_in_the_source_are_read_through_their_shapes() -> None:
    # Inlining and function-level prints put each op's own location at
    # the end of its line: lines alike but for where their ops come from
    # share one shape, their locations taken from each line.
    memo = LineMemo()
    stages = [
        stage
        for stage in _distinct_stages(GPU / "gpu_conv.after_all.mlir.xz")
        if ' loc("' in stage[0]
    ]
    moved = 0
    for text, name, first_line in stages[:40]:
        summarize_lines(text, name, first_line, memo)
        elsewhere = "\n".join(map(_moved, text.split("\n")))
        assert elsewhere != text
        classified = len(memo.shapes)
        quick = summarize_lines(elsewhere, name, first_line, memo)
        full = _full(elsewhere, name, first_line)
        assert quick is not None and full is not None
        assert quick.to_bytes() == full.to_bytes(), f"stage at line {first_line}"
        assert quick.to_bytes() != summarize_lines(text, name, first_line, memo).to_bytes()  # type: ignore[union-attr]
        # No line of the print moved elsewhere had a new shape.
        assert len(memo.shapes) == classified
        moved += 1
    assert moved >= 10


@pytest.mark.parametrize(
    "path",
    [*sorted((DATA / "errors").glob("*.mlir")), CAPTURES / "resources.mlir", GPU / "gpu_conv.mlir"],
    ids=lambda path: path.name,
)
def test_line_reader_takes_no_file_the_parser_rejects(path: Path) -> None:
    text = path.read_bytes().decode("utf-8", errors="surrogateescape")
    full = _full(text, path.name, 1)
    quick = summarize_lines(text, path.name, 1, LineMemo())
    if full is None:
        assert quick is None
    else:
        assert quick is not None and quick.to_bytes() == full.to_bytes()


# What mutations insert: the brackets, strings, locations and statements
# the reader's rules turn on.
_JUNK = [
    "{", "}", "(", ")", "[", "]", '"', "loc(", "loc(#loc1)", ":", " : ", "=", ",", "\n",
    "^bb1:", "#loc9 = loc(unknown)", "//", "->", "\\", "%x = ", "{-#", "#-}", "module {",
    "} loc(unknown)", " {\n", "\n}\n", "\t", "<",
]  # fmt: skip


def _mutated(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        choice = rng.random()
        number = rng.randrange(len(lines))
        line = lines[number]
        if choice < 0.3:
            at = rng.randrange(len(line) + 1)
            lines[number] = line[:at] + rng.choice(_JUNK) + line[at:]
        elif choice < 0.5 and line:
            at = rng.randrange(len(line))
            lines[number] = line[:at] + line[at + 1 :]
        elif choice < 0.65 and len(lines) > 1:
            del lines[number]
        elif choice < 0.8:
            lines.insert(number, lines[rng.randrange(len(lines))])
        else:
            other = rng.randrange(len(lines))
            lines[number], lines[other] = lines[other], lines[number]
    return "\n".join(lines)


@pytest.mark.parametrize(
    ("path", "seed"),
    [
        (GPU / "gpu_conv.after_all.mlir.xz", 1),
        (DATA / "torch" / "net.after_all.mlir.xz", 2),
        (DATA / "triton" / "dump.mlir.xz", 3),
        (DATA / "iree" / "mnist_like.after_all.generic.mlir.xz", 4),
        (DATA / "iree" / "mnist_like.after_all.nodebug.mlir.xz", 5),
    ],
    ids=lambda value: value.name if isinstance(value, Path) else str(value),
)
def test_line_reader_never_takes_a_mutated_stage_the_parser_reads_otherwise(
    path: Path, seed: int
) -> None:
    rng = random.Random(seed)
    stages = [stage for stage in _distinct_stages(path) if len(stage[0]) < 40_000]
    memo = LineMemo()
    taken = 0
    for _ in range(400):
        text, name, first_line = rng.choice(stages)
        mutated = _mutated(text, rng)
        quick = summarize_lines(mutated, name, first_line, memo)
        if quick is None:
            continue
        taken += 1
        full = _full(mutated, name, first_line)
        assert full is not None, mutated
        assert quick.to_bytes() == full.to_bytes(), mutated
    # Most mutations keep the text IR (a duplicated or swapped line).
    assert taken > 100
