"""MLIR's own op counts of stages, from `iree-opt` (iree-base-compiler, a
test dependency): the independent check that tracksrc indexes the ops MLIR
would have.

`iree-opt --split-input-file --print-op-stats` counts the ops of each stage
as MLIR builds them when it reads the text (implicit terminators, short-form
bodies included); its generic print of the same stages shows which of them
are the bodies of named linalg ops (`linalg.matmul`, `linalg.fill`, ...),
which MLIR materialises from the op's name and tracksrc leaves out.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

_STATS_LINE = re.compile(r"^\s*([\w$.\-]+(?:\s*\.\s*[\w$.\-]+)*)\s*,\s*(\d+)\s*$")
_GENERIC_OP = re.compile(r'^(\s*)(?:%[^=]*=\s*)?"([\w$.\-]+)"\(')
# linalg ops whose body the text prints (in full or short form).
_PRINTED_BODIES = {"linalg.generic", "linalg.map", "linalg.reduce"}


def bound_ops(op: Any, named_bodies: bool = False) -> Iterator[Any]:
    """`op` (an `iree.compiler.ir` operation) and every op inside it, as
    MLIR's bindings hold them; the bodies MLIR builds for named linalg ops,
    which tracksrc leaves out, only with `named_bodies` (a generic print
    shows them)."""
    yield op
    if not named_bodies and op.name.startswith("linalg.") and op.name not in _PRINTED_BODIES:
        return
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                yield from bound_ops(child.operation, named_bodies)


def iree_opt() -> str:
    """The `iree-opt` of the environment the tests run in."""
    beside = Path(sys.executable).with_name("iree-opt")
    found = str(beside) if beside.exists() else shutil.which("iree-opt")
    assert found is not None, "iree-opt is a test dependency (iree-base-compiler)"
    return found


def _named_linalg_bodies(generic: str) -> Counter[str]:
    """Ops inside the regions of named linalg ops, in a generic print."""
    counts: Counter[str] = Counter()
    inside: str | None = None  # the indentation of the named op we are in
    for line in generic.splitlines():
        if inside is not None:
            if line.startswith(inside + "})"):
                inside = None
                continue
            match = _GENERIC_OP.match(line)
            if match is not None:
                counts[match.group(2)] += 1
            continue
        match = _GENERIC_OP.match(line)
        if (
            match is not None
            and match.group(2).startswith("linalg.")
            and match.group(2) not in _PRINTED_BODIES
            and line.rstrip().endswith("({")
        ):
            inside = match.group(1)
    return counts


def mlir_op_counts(stage_bodies: list[str]) -> list[Counter[str]]:
    """For each stage's IR (header line left out), the op names MLIR reads
    from it and how often, without the bodies of named linalg ops."""
    joined = "\n// -----\n".join(stage_bodies)
    command = [
        iree_opt(),
        "--split-input-file",
        "--mlir-very-unsafe-disable-verifier-on-parsing",
        "--print-op-stats",
        "--mlir-print-op-generic",
        "-o",
        "-",
        "-",
    ]
    done = subprocess.run(command, input=joined, capture_output=True, text=True, check=False)
    assert "error" not in done.stderr, done.stderr[:2000]
    stats = done.stderr.split("Operations encountered:")[1:]
    generic = done.stdout.split("\n// -----\n")
    assert len(stats) == len(generic) == len(stage_bodies)
    counts = []
    for block, printed in zip(stats, generic, strict=True):
        count: Counter[str] = Counter()
        for line in block.splitlines():
            match = _STATS_LINE.match(line)
            if match is not None:
                count[re.sub(r"\s+", "", match.group(1))] += int(match.group(2))
        counts.append(count - _named_linalg_bodies(printed))
    return counts


def _joined(stage_bodies: list[str]) -> tuple[str, list[int]]:
    """The bodies as one `--split-input-file` input, and the line each
    starts at in it."""
    starts = []
    line = 1
    for body in stage_bodies:
        starts.append(line)
        # Its lines, then the separator's.
        line += body.rstrip("\n").count("\n") + 2
    return "\n// -----\n".join(body.rstrip("\n") for body in stage_bodies), starts


def mlir_locations(stage_bodies: list[str]) -> list[list[tuple[str, object]]]:
    """For each stage's IR (header line left out), every op MLIR reads from
    it, in pre-order, with the location MLIR gives it (its own reprint with
    `--mlir-print-debuginfo`, read back by tracksrc's parser), without the
    bodies of named linalg ops. A position in the input is `"<stdin>":L:C`,
    L counted in the joined input (see `ours_with_locations`)."""
    from tracksrc.reading.parser import read_mlir_text

    joined, _ = _joined(stage_bodies)
    command = [
        iree_opt(),
        "--split-input-file",
        "--mlir-very-unsafe-disable-verifier-on-parsing",
        "--mlir-print-op-generic",
        "--mlir-print-debuginfo",
        "--mlir-print-local-scope",
        "-o",
        "-",
        "-",
    ]
    done = subprocess.run(command, input=joined, capture_output=True, text=True, check=False)
    assert "error" not in done.stderr, done.stderr[:2000]
    printed = done.stdout.split("\n// -----\n")
    assert len(printed) == len(stage_bodies)
    found = []
    for text in printed:
        module = read_mlir_text(text, "<mlir>").module
        ops = []
        for op in module.walk():
            parent = op.parent
            inside_named = False
            while parent is not None:
                if parent.op_name.startswith("linalg.") and parent.op_name not in _PRINTED_BODIES:
                    inside_named = True
                    break
                parent = parent.parent
            if not inside_named:
                ops.append((op.op_name, op.location))
        found.append(ops)
    return found


def ours_with_locations(stage_bodies: list[str]) -> list[list[tuple[str, object]]]:
    """The same as `mlir_locations`, as tracksrc reads each body (at the
    lines it has in the joined input, the file named `<stdin>`); the module
    MLIR creates around a fragment is located at the separator line it
    reads before it, in neither reading a place of the stage."""
    from tracksrc.reading.parser import read_mlir_text

    _, starts = _joined(stage_bodies)
    return [
        [
            (op.op_name, op.location)
            for op in read_mlir_text(body, "<stdin>", first_line=start).module.walk()
        ]
        for body, start in zip(stage_bodies, starts, strict=True)
    ]
