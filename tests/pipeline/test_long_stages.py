"""Stages too long to hold (a few hundred KB of xz can expand to a stage of
gigabytes): read by range a piece at a time, with memory that does not
grow with them. The sizes that make a window long are made small here, so
that the repository's own dumps take that path; one test expands a bomb
of 200 MB in a process of its own and checks its peak memory."""

from __future__ import annotations

import gzip
import hashlib
import lzma
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import DATA, JAX, REAL, SAMPLES

from tracksrc.errors import ParseError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.scanning import cuts, dump_files, long_windows
from tracksrc.pipeline.streams.scanning.cuts import Nesting
from tracksrc.pipeline.streams.storage import kept_texts
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.reading.spill import Spill

STREAMS = [
    REAL / "iree" / "captures" / "list.mlir.xz",  # timing reports after stages
    REAL / "iree" / "captures" / "mixed.mlir.xz",  # threads' prints mixed up
    DATA / "triton" / "dump.mlir.xz",
    JAX / "mlp.after_all.mlir.xz",  # location aliases after the module
]


def small_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows of more than 3 KB are long, read in pieces of 1 KB from
    chunks of 1.5 KB, spilled in blocks of 700 bytes, kept in parts of
    2.5 KB; a last stage of more than 2 KB is not parsed for its cut."""
    monkeypatch.setattr(long_windows, "LONG_WINDOW", 3000)
    monkeypatch.setattr(long_windows, "PIECE", 1000)
    monkeypatch.setattr(dump_files, "CHUNK_BYTES", 1500)
    monkeypatch.setattr(Spill, "BLOCK", 700)
    monkeypatch.setattr(kept_texts, "PART", 2500)
    monkeypatch.setattr(cuts, "PARSE_LIMIT", 2000)


def _found(pipeline: Pipeline) -> list[object]:
    return [
        *(stage.record for stage in pipeline.stages),
        *pipeline._preamble,
        *(stage.data() for stage in pipeline.stages),
        *(stage.notes for stage in pipeline.stages),
    ]


@pytest.mark.parametrize("packed", STREAMS, ids=lambda path: path.name)
def test_long_windows_find_what_held_windows_do(
    packed: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = tmp_path / packed.stem
    plain.write_bytes(lzma.decompress(packed.read_bytes()))
    expected = {path: _found(open_pipeline(path, cache=False)) for path in (packed, plain)}
    small_windows(monkeypatch)
    for path in (packed, plain):
        assert _found(open_pipeline(path, cache=False)) == expected[path]
    # A long stage kept in parts, read back from the store of a second open.
    cache = tmp_path / "cache"
    open_pipeline(packed, cache=cache)
    assert _found(open_pipeline(packed, cache=cache)) == expected[packed]


def test_long_tree_files_and_a_marked_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tree = tmp_path / "tree"
    shutil.copytree(SAMPLES / "model.tree", tree)
    for path in tree.rglob("*.mlir"):
        path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    marked = tmp_path / "marked.mlir.gz"
    marked.write_bytes(
        gzip.compress(b"\xef\xbb\xbf" + (SAMPLES / "model.after_all.mlir").read_bytes())
    )
    expected = {path: _found(open_pipeline(path, cache=False)) for path in (tree, marked)}
    small_windows(monkeypatch)
    for path in (tree, marked):
        assert _found(open_pipeline(path, cache=False)) == expected[path]
    # The last tree file cut short: found without parsing it.
    last = sorted(tree.rglob("7_*.mlir"))[0]
    last.write_bytes(last.read_bytes()[:-40])
    with pytest.raises(ParseError, match="cut short"):
        open_pipeline(tree, cache=False)


def _last_stage_cut(data: bytes, at: int, path: Path) -> tuple[bool, int] | None:
    path.write_bytes(data[:at])
    try:
        open_pipeline(path, cache=False)
    except ParseError as error:
        return error.cut, error.line
    return None


def test_a_long_last_stage_cut_short_is_found_without_parsing_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = lzma.decompress((REAL / "iree" / "captures" / "list.mlir.xz").read_bytes())
    last = data.rindex(b"\n// -----//") + 1
    module = data.index(b"\nmodule", last) + 1
    closing = data.rindex(b"\n}") + 1
    region = data.index(b"\n", module + 2000) + 1
    cases = {
        "mid-line": region - 5,
        "at a line end, in a region": region,
        "right after the header": data.index(b"\n", last) + 1,
        "after the module's last op": closing,
    }
    held = {name: _last_stage_cut(data, at, tmp_path / "held.mlir") for name, at in cases.items()}
    small_windows(monkeypatch)
    for name, at in cases.items():
        found = _last_stage_cut(data, at, tmp_path / "long.mlir")
        assert found is not None and found[0], name
        assert found == held[name], name
    assert _last_stage_cut(data, len(data), tmp_path / "long.mlir") is None
    kept = open_pipeline(tmp_path / "long.mlir", cache=False)
    (tmp_path / "long.mlir").write_bytes(data[:region])
    partial = open_pipeline(tmp_path / "long.mlir", cache=False, allow_partial=True)
    assert [stage.record for stage in partial.stages[:-1]] == [
        stage.record for stage in kept.stages[:-1]
    ]
    cut = partial.stages[-1].cut
    assert cut is not None and "inside a region or an open bracket" in cut.message


def _fed(pieces: list[bytes]) -> Nesting:
    nesting = Nesting()
    for piece in pieces:
        nesting.feed(piece)
    return nesting


def _split(text: bytes, size: int) -> Iterator[bytes]:
    return (text[start : start + size] for start in range(0, len(text), size))


def test_nesting_leaves_out_strings_and_comments_across_pieces() -> None:
    text = (
        b'module {\n  %0 = "x.y"() {s = "a}\\"b{", t = "//"} : () -> () // } ) ]\n'
        b'  "x.z"() ({\n  ^bb0:\n  }) : () -> ()\n}\n'
    )
    for size in (1, 2, 3, 7, len(text)):
        whole = _fed(list(_split(text, size)))
        assert (whole.depth, whole.open, whole.operations) == ([0, 0, 0], False, True), size
        cut = _fed(list(_split(text[: text.index(b"^bb0")], size)))
        assert cut.depth == [2, 0, 1] and cut.open, size
    aliases = _fed([b"#map = affine_map<(d0) -> (d0)>\n", b'  "x"\n'])
    assert not aliases.operations and not aliases.open
    assert _fed([b"}\n", b"{\n"]).malformed and not _fed([b"}\n", b"{\n"]).open


def test_a_spill_gives_back_any_range_of_what_was_written() -> None:
    spill = Spill()
    written = b"".join(bytes([n % 251]) * (n % 97) for n in range(2000))
    position = 0
    for size in (1, 5000, 3, 1 << 20, 70000, len(written)):
        spill.write(memoryview(written)[position : position + size])
        position += size
    spill.finish()
    assert spill.size == len(written)
    for start, end in ((0, 10), (5, 1 << 20), (99999, 100001), (0, len(written)), (7, 7)):
        assert spill.read(start, end) == written[start:end]
    spill.close()


_BOMB = """
import resource, sys
from pathlib import Path
from tracksrc.pipeline.streams.opening import open_pipeline
stage = open_pipeline(sys.argv[1], cache=False).stages[0]
# The peak of this process since its exec (VmHWM, Linux): ru_maxrss would
# count the pytest process it was forked from.
status = Path("/proc/self/status")
lines = status.read_text().splitlines() if status.exists() else []
found = [line.split()[1] for line in lines if line.startswith("VmHWM:")]
peak = int(found[0]) if found else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(stage.size, stage.digest.hex(), peak)
"""


def test_a_stage_of_200_mb_is_read_in_bounded_memory(tmp_path: Path) -> None:
    """A 30 KB .xz that expands to one stage of 200 MB: before, the scan
    held it whole (and parsed it to check for a cut: 5 GB); read by range,
    the peak is that of a few copies of a 32 MB window (about 150 MB)."""
    header = b"// -----// IR Dump After CSEPass: cse //----- //\nfunc.func @f() {\n"
    block = b"  %0 = arith.constant 0 : i32\n" * (1 << 18)
    compressor = lzma.LZMACompressor(preset=1)
    packed = [compressor.compress(header)]
    packed.extend(compressor.compress(block) for _ in range(200_000_000 // len(block)))
    packed.append(compressor.compress(b"  return\n}\n"))
    packed.append(compressor.flush())
    path = tmp_path / "bomb.after_all.mlir.xz"
    path.write_bytes(b"".join(packed))
    done = subprocess.run(
        [sys.executable, "-c", _BOMB, str(path)],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    size, digest, peak_kb = done.stdout.split()
    body = hashlib.sha256(header[header.index(b"\n") + 1 :])
    for _ in range(200_000_000 // len(block)):
        body.update(block)
    body.update(b"  return\n}\n")
    assert digest == body.hexdigest()[:32]
    assert int(size) == len(header) + (200_000_000 // len(block)) * len(block) + 11
    assert int(peak_kb) < 300_000, f"peak RSS {int(peak_kb) // 1024} MB"
