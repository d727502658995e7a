"""A real Triton kernel end to end: its `MLIR_ENABLE_DUMP` stream with its
cache folder (`--executable-dumps CACHE`) gives `lineage` the LLVM IR and
PTX a Python line became, and the view code panes synced both ways.

Triton 3.9's softmax for cuda sm90 (`tests/data/llvm/triton/README.md`).
Independent check: the PTX lines are read with a regular expression (each
instruction at the last `.loc` before it, `inlined_at` its call site); the
view's marks and lineage's rows must be what `tracksrc instructions` lists
of the same cache."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import tracksrc
from tests.conftest import run_tracksrc
from tests.reading.machine.machine_samples import TRITON
from tests.view.viewer import Viewer, viewing

STREAM = "softmax.cuda.dump.txt.xz"
PLACE = "kernels.py:17:13"  # tl.max(x, axis=0): inlines standard.py's max
_LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)\s+(\d+)(?:,.*?inlined_at\s+(\d+)\s+(\d+)\s+(\d+))?")
_INSTRUCTION = re.compile(r"^\s+(?:@!?%p\d+\s+)?[a-z][\w.:]*[\s;]")


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The stream, the cache beside it and the kernels' source."""
    here = tmp_path_factory.mktemp("triton")
    shutil.copytree(TRITON / "cache_cuda", here / "cache_cuda")
    for name in (STREAM, "kernels.py"):
        shutil.copyfile(TRITON / name, here / name)
    return here


@pytest.fixture(scope="module")
def viewer(folder: Path, summary_cache: Path) -> Iterator[Viewer]:
    with viewing([STREAM, "--executable-dumps", "cache_cuda"], folder) as running:
        yield running


def _ptx(folder: Path) -> Path:
    (found,) = folder.glob("cache_cuda/*/softmax_kernel.ptx")
    return found


def _ptx_lines_at(path: Path, line: int, column: int) -> set[int]:
    """The instruction lines of a PTX file coming from kernels.py (file 1)
    at `line:column`: their last `.loc` is there, or is inlined code whose
    chain of call sites reaches it (PTX gives only the innermost call site;
    the site's own call site is the one an earlier `.loc` gave it)."""
    found = set()
    called_from: dict[tuple[int, ...], tuple[int, ...]] = {}
    chain: list[tuple[int, ...]] = []
    for number, text in enumerate(path.read_text().split("\n"), 1):
        if match := _LOC.match(text):
            groups = [int(group) for group in match.groups() if group is not None]
            here = tuple(groups[:3])
            if len(groups) == 6:
                called_from[here] = tuple(groups[3:])
            chain = [here]
            while chain[-1] in called_from and len(chain) < 16:
                chain.append(called_from[chain[-1]])
        elif (
            _INSTRUCTION.match(text)
            and not text.lstrip().startswith((".", "//", "$"))
            and (1, line, column) in chain
        ):
            found.add(number)
    return found


def _instructions(folder: Path) -> dict[str, set[int]]:
    """Per code file, the lines `tracksrc instructions CACHE --loc PLACE`
    lists."""
    done = run_tracksrc("instructions", "cache_cuda", "--loc", PLACE, "--json", cwd=folder)
    assert done.returncode == 0, done.stderr
    found: dict[str, set[int]] = {}
    for item in json.loads(done.stdout)["instructions"]:
        found.setdefault(item["file"], set()).add(item["line"])
    return found


def test_lineage_goes_on_into_the_caches_llvm_ir_and_ptx(folder: Path) -> None:
    expected = _instructions(folder)
    assert expected[str(_ptx(folder).relative_to(folder))] == _ptx_lines_at(_ptx(folder), 17, 13)
    done = run_tracksrc(
        "lineage", STREAM, "--loc", PLACE, "--executable-dumps", "cache_cuda", "--json", cwd=folder
    )
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)["code"]
    assert {row["file"]: row["count"] for row in rows} == {
        file: len(lines) for file, lines in expected.items()
    }
    assert [row["kind"] for row in rows] == ["LLVM IR", "PTX"]
    assert {row["function"] for row in rows} == {"softmax_kernel"}


def _marks(answer: dict[str, Any], files: dict[str, str]) -> dict[str, set[int]]:
    found: dict[str, set[int]] = {}
    for pane in answer["panes"]:
        if pane["doc"] in files:
            lines: set[int] = set()
            for mark in pane["ops"]:
                lines.update(range(mark["first"] + 1, mark["last"] + 2))
            if lines:
                found[files[pane["doc"]]] = lines
    return found


def test_the_view_marks_the_kernels_code_and_takes_an_instruction_back(
    viewer: Viewer, folder: Path
) -> None:
    listed = viewer.get("/api/code", run="a")["files"]
    names = Counter(Path(item["name"]).suffix for item in listed)
    # The program's kernel's alone: the cache holds add_mul's too, which
    # the stream does not compile.
    assert names == {".llir": 1, ".ptx": 1}
    assert {Path(item["name"]).stem for item in listed} == {"softmax_kernel"}
    files = {item["doc"]: item["name"] for item in listed}
    docs = ",".join(files)
    answer = viewer.get("/api/sync", sel=f"loc!{PLACE}", docs=docs)
    assert _marks(answer, files) == _instructions(folder)
    # Click a PTX instruction at the line: its source, and the TTIR ops
    # there marked.
    ptx = str(_ptx(folder).relative_to(folder))
    (doc,) = [doc for doc, name in files.items() if name == ptx]
    line = min(_ptx_lines_at(_ptx(folder), 17, 13))
    clicked = viewer.get("/api/sync", at=f"{doc}:{line - 1}:3", docs=f"a.s.0,{docs}")
    selection = clicked["selection"]
    assert selection["instruction"]["line"] == line
    # (the innermost frame: tl.max's code in standard.py, inlined at the line)
    assert selection["place"].endswith("/triton/language/standard.py:216:16")
    panes = {pane["doc"]: pane for pane in clicked["panes"]}
    stage = tracksrc.open_pipeline(folder / STREAM).stage(0)
    assert panes["a.s.0"]["ops"], "the op the instruction comes from, in the first stage"
    ids = {info.unique_id for info in stage.get_ops_by_type("tt.call")}
    assert {op["id"] for op in panes["a.s.0"]["ops"]} & ids
