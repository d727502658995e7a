"""Seeded fuzzing of real stages: a few thousand mutated dumps (characters
changed, spans deleted or copied, lines deleted, duplicated, swapped or
joined, junk inserted, text cut) each give a clear error or a result whose
op count equals an independent count; never another exception, never a
hang. A few go through the command line too: exit 0 or 2, no traceback."""

from __future__ import annotations

import random
import re
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from conftest import real_stage_corpus

import tracksrc
from tracksrc.cli.main import main
from tracksrc.errors import TracksrcError

SEED = 20261123
MUTANTS = 3000
CORPUS = real_stage_corpus()

# An op starts at a line start, after the `{ ` that opens a region or after
# a block label on the same line: results, then a quoted generic name with its `(`, a
# dotted name or a bare op of func/builtin (not an attribute name).
_OP_START = re.compile(
    r"(?:^[ \t]*|\{[ \t]+)(?:\^[^\n]*?\):[ \t]+|\^[\w$.\-]+:[ \t]+)?(?:%[\w$.\-]+(?::\d+)?(?:[ \t]*,[ \t]*%[\w$.\-]+(?::\d+)?)*\s*=[ \t]*)?"
    r'(?:"[^"\n]*"[ \t]*\(|[A-Za-z_][\w$]*\.[\w$.]*[\w$](?![\w$.])|(?:return|module|call)\b)'
    # (`key = value` is an attribute.)
    r"(?![ \t]+=(?!>))",
    re.MULTILINE,
)
_RESOURCES = re.compile(r"\{-#.*?#-\}", re.DOTALL)
_DIAGNOSTIC = re.compile(r"^\S[^\n]*?:\d+(?::\d+)?: (?:error|warning|note|remark): ", re.M)
_HEADER_LINE = re.compile(r"^// -----//[^\n]*\n?", re.MULTILINE)
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')


def independent_op_count(text: str) -> int:
    """Ops by their starts, counted from the text alone (not through the
    parser): resource blocks, diagnostics, headers and strings set aside."""
    diagnostic = _DIAGNOSTIC.search(text)
    if diagnostic is not None:
        text = text[: diagnostic.start()]
    text = _HEADER_LINE.sub("", _RESOURCES.sub("", text))
    # A string may hold `{ %0 = ...`; keep its quotes (a generic op's name).
    text = _STRING.sub(lambda match: '"' + "x" * (len(match.group()) - 2) + '"', text)
    return len(_OP_START.findall(text))


def parsed_op_count(index: tracksrc.OperationIndex) -> int:
    """The ops the dump holds (not the module MLIR makes around a fragment)."""
    printed = sum(1 for info in index.infos if not info.op.materialized)
    return printed - (1 if index.file.module.implicit else 0)


def _mutate(rng: random.Random, text: str) -> str:
    if len(text) < 2:
        return text + "x"
    lines = text.split("\n")
    kind = rng.randrange(9) if len(lines) > 2 else rng.randrange(3)
    if kind == 0:  # change characters
        chars = list(text)
        for _ in range(rng.randint(1, 3)):
            chars[rng.randrange(len(chars))] = rng.choice('abz09_.%#@!"(){}[]<>=:,- \n\t')
        return "".join(chars)
    if kind == 1:  # delete a span
        start = rng.randrange(len(text))
        return text[:start] + text[start + rng.randint(1, 40) :]
    if kind == 2:  # copy a span elsewhere
        start = rng.randrange(len(text))
        span = text[start : start + rng.randint(1, 60)]
        at = rng.randrange(len(text))
        return text[:at] + span + text[at:]
    if kind == 3:  # delete a line
        del lines[rng.randrange(len(lines))]
    elif kind == 4:  # duplicate a line
        at = rng.randrange(len(lines))
        lines.insert(at, lines[at])
    elif kind == 5:  # swap two lines
        at = rng.randrange(len(lines) - 1)
        lines[at], lines[at + 1] = lines[at + 1], lines[at]
    elif kind == 6:  # insert junk
        junk = rng.choice(["oops this is junk", "x y", "@@", "12 apples", "this, is not IR"])
        lines.insert(rng.randrange(1, len(lines)), "  " + junk)
    elif kind == 7:  # cut the text
        return text[: rng.randrange(1, len(text))]
    else:  # join two lines
        at = rng.randrange(len(lines) - 1)
        lines[at : at + 2] = [lines[at] + " " + lines[at + 1].lstrip()]
    return "\n".join(lines)


def mutants(count: int, seed: int) -> Iterator[str]:
    """`count` mutated real stages (one to three mutations each)."""
    rng = random.Random(seed)
    for _ in range(count):
        text = rng.choice(CORPUS)
        for _ in range(rng.randint(1, 3)):
            text = _mutate(rng, text)
        yield text


class Hang(Exception):
    """A parse took longer than it may."""


@contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    """Raise `Hang` if the block runs longer than `seconds`."""

    def alarm(signum: int, frame: object) -> None:
        raise Hang

    previous: Callable[..., object] | int | None = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_the_independent_count_agrees_on_every_unmutated_stage() -> None:
    for text in CORPUS:
        index = tracksrc.parse_text(text, "stage.mlir")
        assert parsed_op_count(index) == independent_op_count(text)


def test_mutated_real_stages_give_a_clear_error_or_the_right_op_count() -> None:
    outcomes = {"error": 0, "parsed": 0}
    for number, text in enumerate(mutants(MUTANTS, SEED)):
        with time_limit(10):
            try:
                index = tracksrc.parse_text(text, "fuzz.mlir")
            except TracksrcError as exc:
                message = str(exc)
                assert message.startswith(("fuzz.mlir:", "tracksrc: error:")), (number, message)
                outcomes["error"] += 1
                continue
        outcomes["parsed"] += 1
        assert parsed_op_count(index) == independent_op_count(text), number
    # Both outcomes occur: the mutations are neither all fatal nor all benign.
    assert outcomes["error"] > MUTANTS // 4 and outcomes["parsed"] > MUTANTS // 10, outcomes


def test_mutated_dumps_through_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for number, text in enumerate(mutants(40, SEED + 1)):
        path = tmp_path / f"mutant{number}.mlir"
        path.write_text(text, encoding="utf-8", errors="surrogateescape")
        with time_limit(20):
            status = main(["track-src", "--input-mlir", str(path), "-c", "print(len(op_index))"])
        out, err = capsys.readouterr()
        assert status in (0, 2), (number, err)
        assert "Traceback" not in err
        if status == 2:
            assert f"\n{path}:" in err or "tracksrc: error:" in err, err
        else:
            index = tracksrc.parse_text(text, "m.mlir")
            assert int(out.split()[-1]) == len(index), number
            assert parsed_op_count(index) == independent_op_count(text), number
