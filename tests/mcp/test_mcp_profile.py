"""The `profile` tool of `tracksrc mcp`, through the SDK's own client, on
two real CPU configurations of one model (one dispatch made slow on
purpose): its rows are those `tracksrc profile --csv --by BY` prints, paged;
a server started without profiles says how to give them."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import DATA, run_tracksrc
from tests.mcp.mcp_client import Server, served

FOLDER = DATA / "iree" / "profile"
FAST = [f"fast.run{k}.dispatch.jsonl" for k in (1, 2, 3)]
SLOW = [f"slow.run{k}.dispatch.jsonl" for k in (1, 2, 3)]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, summary_cache: Path) -> Iterator[Server]:
    for stream in ("fast.after_all.mlir.xz", "slow.after_all.mlir.xz"):
        assert run_tracksrc("index", stream, cwd=FOLDER).returncode == 0
    log = tmp_path_factory.mktemp("mcp-profile") / "log"
    arguments = [
        "fast.after_all.mlir.xz",
        "--compare",
        "slow.after_all.mlir.xz",
        "--profile",
        *FAST,
        "--profile-b",
        *SLOW,
    ]
    with served(arguments, FOLDER, log) as running:
        yield running


def _csv_rows(by: str) -> list[dict[str, str]]:
    done = run_tracksrc(
        "profile",
        *FAST,
        "--stream",
        "fast.after_all.mlir.xz",
        "--compare",
        *SLOW,
        "--stream-b",
        "slow.after_all.mlir.xz",
        "--csv",
        "--by",
        by,
        cwd=FOLDER,
    )
    assert done.returncode == 0, done.stderr
    return list(csv.DictReader(io.StringIO(done.stdout)))


@pytest.mark.parametrize("by", ["source", "dispatch", "change"])
def test_the_rows_are_the_commands_paged(server: Server, by: str) -> None:
    expected = _csv_rows(by)
    rows: list[dict[str, object]] = []
    cursor: int | None = 0
    while cursor is not None:
        answer = server.answer("profile", {"by": by, "cursor": cursor, "limit": 4})
        rows += answer["result"]["rows"]
        cursor = answer["page"]["next_cursor"]
    assert len(rows) == len(expected)
    for got, want in zip(rows, expected, strict=True):
        # (CSV writes numbers as str() does, and puts a `'` before text a
        # spreadsheet would take for a formula.)
        assert {key: str(value) for key, value in got.items()} == {
            key: value[1:] if value.startswith("'") else value for key, value in want.items()
        }
    if by == "change":
        first = rows[0]
        assert first["source"] == "mnist_like.mlir:15:11"
        assert first["parts at"] == "iree-hal-substitute-executables (B only)"


def test_without_profiles_it_says_how(tmp_path: Path, summary_cache: Path) -> None:
    with served(["fast.after_all.mlir.xz"], FOLDER, tmp_path / "log") as running:
        said = running.error("profile", {})
    assert "start the server with --profile FILE" in said
