"""The `instructions` tool of `tracksrc mcp`, through the SDK's own client,
on IREE's CPU compile of mnist_like with its dump folder beside the
stream: its pages put together are `tracksrc instructions --stream S
--json`; an instruction's way back ends at the model's op."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import run_tracksrc
from tests.mcp.mcp_client import Server, served
from tests.reading.machine.machine_samples import IREE_CPU, LINKED, extract_dumps

STREAM = "mnist_like.after_all.mlir.xz"


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    place = tmp_path_factory.mktemp("mcp-instructions")
    extract_dumps(place)
    shutil.copyfile(IREE_CPU / STREAM, place / STREAM)
    return place


@pytest.fixture(scope="module")
def server(folder: Path, summary_cache: Path) -> Iterator[Server]:
    with served([STREAM], folder, folder / "log") as running:
        yield running


def test_the_pages_are_the_commands_json(server: Server, folder: Path) -> None:
    done = run_tracksrc(
        "instructions", "--stream", STREAM, "--loc", "mnist_like.mlir:17:11", "--json", cwd=folder
    )
    assert done.returncode == 0, done.stderr
    expected = json.loads(done.stdout)
    joined, pages = server.all_pages(
        "instructions", {"loc": "mnist_like.mlir:17:11", "limit": 40}, "instructions"
    )
    assert len(pages) == -(-len(expected["instructions"]) // 40) > 1
    assert joined == expected


def test_an_instruction_back_to_the_model(server: Server) -> None:
    answer = server.answer("instructions", {"at": f"{LINKED}.s:560"})
    (chain,) = answer["result"]["hops"]
    assert chain[-1]["where"] == "mnist_like.mlir:17:11"
    assert chain[1]["op"].startswith("%8 = linalg.generic")
    said = server.error("instructions", {"loc": "mnist_like.mlir:17:11", "at": "x.s:1"})
    assert "give one of loc, at" in said
