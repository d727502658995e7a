"""`tracksrc report STREAM --profile P...`: the "Where the time goes"
section on the two configurations of one model made on purpose
(tests/data/iree/profile): the source-op and dispatch tables hold, per
row, the time per run and share summed here from the JSONL rows, the
dispatches their codegen (the slow compile's dispatch 3 the tiles of the
configuration substituted for it, read here from that file); a kernel
named with markup stays text."""

from __future__ import annotations

import json
import re
from collections import defaultdict
from html.parser import HTMLParser
from pathlib import Path

from conftest import DATA, MNIST, run_tracksrc

HERE = "../../../iree/profile"
PREFIX = "mnist_like$async_"
# The source ops each dispatch computes, by line of mnist_like.mlir.
LINES = {
    "dispatch_0_slow_memcpy": [11],
    "dispatch_1_conv_8x28x28x5x5_f32": [11, 12, 13],
    "dispatch_2_conv_8x14x14x2x2_f32": [14],
    "dispatch_3_conv_16x14x14x8x5x5_f32": [15, 16, 17],
    "dispatch_4_conv_16x4x4x3x3_f32": [18],
    "dispatch_5_matmul_1x10x256_f32": [20, 21],
}
HOSTILE = "<img src=x onerror=alert(1)>&amp;"


class Tables(HTMLParser):
    """Each table of a page by id: its rows, as the cells' texts."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self.headings: list[str] = []
        self._table: str | None = None
        self._cell: list[str] | None = None
        self._heading: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self._table = dict(attrs).get("id") or ""
            self.tables[self._table] = []
        elif tag == "tr" and self._table is not None:
            self.tables[self._table].append([])
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "h2":
            self._heading = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "table":
            self._table = None
        elif tag in ("td", "th") and self._cell is not None and self._table is not None:
            self.tables[self._table][-1].append("".join(self._cell))
            self._cell = None
        elif tag == "h2" and self._heading is not None:
            self.headings.append("".join(self._heading))
            self._heading = None

    def handle_data(self, data: str) -> None:
        for part in (self._cell, self._heading):
            if part is not None:
                part.append(data)


def summed(paths: list[Path]) -> dict[str, float]:
    found: dict[str, float] = defaultdict(float)
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["type"] == "host_dispatch_event":
                found[row["key"]] += row["duration_ns"]
    return found


def ns(value: float) -> str:
    size = abs(value)
    if size < 1e3:
        return f"{value:.0f} ns"
    return f"{value / 1e3:.1f} us" if size < 1e6 else f"{value / 1e6:.2f} ms"


def report(config: str, out: Path, profiles: list[str] | None = None) -> tuple[str, Tables]:
    runs = profiles or [f"{HERE}/{config}.run{k}.dispatch.jsonl" for k in (1, 2, 3)]
    page = out / f"{config}.html"
    done = run_tracksrc(
        "report",
        f"{HERE}/{config}.after_all.mlir.xz",
        "--profile",
        *runs,
        "-o",
        str(page),
        cwd=MNIST,
    )
    assert done.returncode == 0, done.stderr
    text = page.read_text(encoding="utf-8")
    tables = Tables()
    tables.feed(text)
    return text, tables


def test_the_tables_hold_the_time_of_each_source_op_and_dispatch(tmp_path: Path) -> None:
    text, tables = report("fast", tmp_path)
    assert tables.headings[:2] == ["Where the time goes", "Passes"]
    sums = summed([MNIST / f"{HERE}/fast.run{k}.dispatch.jsonl" for k in (1, 2, 3)])
    total = sum(sums.values())
    summary = re.search(r'<p id="time-summary">([^<]*)</p>', text)
    assert summary is not None
    assert (
        f"3 runs, {ns(total / 3)} of kernel time per run; 6 dispatches of the stream's 6 ran"
        in (summary.group(1))
    )
    # Dispatches, ranked by time: time per run, share.
    head, *rows = tables.tables["time-dispatches"]
    assert head[:4] == ["dispatch", "executions", "time/run", "share"]
    ranked = sorted(sums, key=lambda key: -sums[key])
    assert [row[0] for row in rows] == ["@" + key for key in ranked]
    for row in rows:
        time = sums[row[0][1:]]
        assert row[1:4] == ["3", ns(time / 3), f"{100 * time / total:.1f}%"]
        key = row[0].removeprefix("@" + PREFIX)
        moves = key == "dispatch_0_slow_memcpy"  # (a copy: moves data for the convolution)
        assert row[8].startswith("moves data for ") == moves
        places = row[8].removeprefix("moves data for ").split()
        assert [int(place.split(":")[1]) for place in places] == LINES[key]
    top = dict(zip(head, rows[0], strict=True))
    assert top["pipeline"] == "ConvTileAndDecomposeExpert"
    assert "distribution [0, 2, 7, 14, 0, 0, 0]" in top["lowering configs"]
    assert top["vectorized"].startswith("by ")
    # Source ops: each one's dispatches' time, whole.
    per_line: dict[int, float] = defaultdict(float)
    for key, lines in LINES.items():
        for line in lines:
            per_line[line] += sums[PREFIX + key]
    head, *rows = tables.tables["time-sources"]
    assert head[:5] == ["source", "op type", "names", "time/run", "share"]
    assert sorted(int(row[0].split(":")[1]) for row in rows) == sorted(per_line)
    for row in rows:
        time = per_line[int(row[0].split(":")[1])]
        assert row[3:5] == [ns(time / 3), f"{100 * time / total:.1f}%"]
    relu = next(row for row in rows if row[0] == "mnist_like.mlir:17:11")
    assert relu[1] == "torch.aten.relu"
    assert relu[7] == "mnist_like.mlir:15:11 mnist_like.mlir:16:11"


def test_the_slow_dispatch_shows_the_configuration_substituted(tmp_path: Path) -> None:
    _, tables = report("slow", tmp_path)
    head, *rows = tables.tables["time-dispatches"]
    top = dict(zip(head, rows[0], strict=True))
    assert top["dispatch"] == "@" + PREFIX + "dispatch_3_conv_16x14x14x8x5x5_f32"
    substituted = (DATA / "iree" / "profile" / "dispatch_3.slow.mlir").read_text(encoding="utf-8")
    tiles = re.findall(r"distribution = (\[[^\]]*\])", substituted)
    assert tiles and f"distribution {tiles[0]}" in top["lowering configs"]


def test_a_kernel_named_with_markup_stays_text(tmp_path: Path) -> None:
    first = MNIST / f"{HERE}/fast.run1.dispatch.jsonl"
    rows = [json.loads(line) for line in first.read_text(encoding="utf-8").splitlines()]
    extra = {**rows[0], "key": HOSTILE, "duration_ns": 1000}
    hostile = tmp_path / "hostile.dispatch.jsonl"
    hostile.write_text(
        "".join(json.dumps(row) + "\n" for row in [*rows[:-1], extra, rows[-1]]), encoding="utf-8"
    )
    text, tables = report("fast", tmp_path, [str(hostile)])
    assert "<img" not in text
    assert "&lt;img src=x onerror=alert(1)&gt;&amp;amp;" in text
    kernels = tables.tables["time-kernels"]
    assert kernels[1][:4] == [
        HOSTILE,
        "1",
        "1.0 us",
        f"{100 * 1000 / (sum(summed([first]).values()) + 1000):.1f}%",
    ]
