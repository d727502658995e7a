"""Reading streams as the tools that wrote them do: a byte-order mark at the
start, `.xz`/`.gz` files of several streams, padding and junk after them,
files cut short, tree-dir folders with parts that cannot be read or lead
out of the tree. Inputs are made here from the repository's own dumps."""

from __future__ import annotations

import gzip
import itertools
import lzma
import os
import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import DATA, SAMPLES, run_tracksrc

from tracksrc.cli.main import main
from tracksrc.errors import ParseError, TracksrcError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.reading.files import read_file
from tracksrc.reading.loading import read_dump

STREAM = SAMPLES / "model.after_all.mlir"
BOM = b"\xef\xbb\xbf"
_HEADER = re.compile(rb"(?m)^// -----//")


def _compress(kind: str, data: bytes) -> bytes:
    return lzma.compress(data, preset=1) if kind == "xz" else gzip.compress(data, mtime=0)


def _stage_starts(data: bytes) -> list[int]:
    return [match.start() for match in _HEADER.finditer(data)]


def _first_op_positions(path: Path) -> list[tuple[int, int]]:
    stage = open_pipeline(path, cache=False).stages[0]
    return [info.op.name_position for info in stage.op_index().infos]


# -- a byte-order mark --------------------------------------------------------


@pytest.mark.parametrize("kind", ["plain", "xz", "gz"])
def test_a_byte_order_mark_at_the_start_is_skipped(kind: str, tmp_path: Path) -> None:
    data = STREAM.read_bytes()
    suffix = "" if kind == "plain" else f".{kind}"
    path = tmp_path / f"bom.after_all.mlir{suffix}"
    path.write_bytes(BOM + data if kind == "plain" else _compress(kind, BOM + data))
    plain = open_pipeline(STREAM, cache=False)
    marked = open_pipeline(path, cache=False)
    assert len(marked) == len(plain) == 7
    assert [s.text() for s in marked.stages] == [s.text() for s in plain.stages]
    assert [s.line for s in marked.stages] == [s.line for s in plain.stages]
    # Offsets stay those of the file: the mark is 3 bytes before the text.
    assert [s.byte_offset for s in marked.stages] == [s.byte_offset + 3 for s in plain.stages]
    assert _first_op_positions(path) == _first_op_positions(STREAM)
    done = run_tracksrc("stages", str(path), "--no-cache")
    assert done.returncode == 0 and "7 of 7 stages" in done.stderr
    assert "inline" in done.stdout.splitlines()[1]


def test_a_byte_order_mark_keeps_line_one_columns_right(tmp_path: Path) -> None:
    # A file without a header: its first op is on line 1, column 1.
    source = SAMPLES / "model.mlir"
    path = tmp_path / "model.mlir"
    path.write_bytes(BOM + source.read_bytes())
    assert read_file(path).data == source.read_bytes()
    marked, plain = list(read_dump(path).walk()), list(read_dump(source).walk())
    assert [op.name_position for op in marked] == [op.name_position for op in plain]
    assert marked[1].name_position == (1, 1)  # (after the implicit module)
    assert _first_op_positions(path) == _first_op_positions(source)
    # An error on line 1 is at the column an editor shows.
    (tmp_path / "bad.mlir").write_bytes(BOM + b'module { %0 = "x.y"( }\n')
    with pytest.raises(ParseError) as caught:
        read_dump(tmp_path / "bad.mlir")
    assert (caught.value.line, caught.value.column) == (1, 22)


def test_a_byte_order_mark_in_a_two_stage_file_and_a_tree_dir(tmp_path: Path) -> None:
    two = DATA / "errors" / "two_stages.mlir"
    (tmp_path / "two.mlir").write_bytes(BOM + two.read_bytes())
    errors = []
    for path in (two, tmp_path / "two.mlir"):
        with pytest.raises(ParseError) as caught:
            read_dump(path)
        errors.append((caught.value.line, caught.value.column, caught.value.message))
    assert errors[0] == errors[1] == (6, 1, errors[0][2])
    tree = tmp_path / "tree"
    shutil.copytree(SAMPLES / "model.tree", tree)
    for path in tree.rglob("*.mlir"):
        path.write_bytes(BOM + path.read_bytes())
    marked = open_pipeline(tree, cache=False)
    plain = open_pipeline(SAMPLES / "model.tree", cache=False)
    assert [s.text() for s in marked.stages] == [s.text() for s in plain.stages]
    assert len(marked) == 7


# -- several streams in one compressed file -----------------------------------


def _pieces(kind: str, data: bytes, cuts: list[int], padding: bytes = b"") -> bytes:
    bounds = [0, *cuts, len(data)]
    return padding.join(_compress(kind, data[a:b]) for a, b in itertools.pairwise(bounds))


@pytest.mark.parametrize("kind", ["xz", "gz"])
def test_every_stream_of_a_concatenated_file_is_read(kind: str, tmp_path: Path) -> None:
    data = STREAM.read_bytes()
    starts = _stage_starts(data)
    plain = open_pipeline(STREAM, cache=False)
    # At stage boundaries (`cat a.xz b.xz`), mid-line, in three streams.
    for cuts in ([starts[4]], [starts[4] + 100], [starts[2], starts[5] + 7]):
        path = tmp_path / f"joined.mlir.{kind}"
        path.write_bytes(_pieces(kind, data, cuts))
        assert read_file(path).data == data
        joined = open_pipeline(path, cache=False)
        assert [s.text() for s in joined.stages] == [s.text() for s in plain.stages]
        assert [s.line for s in joined.stages] == [s.line for s in plain.stages]
        done = run_tracksrc("stages", str(path), "--no-cache")
        assert done.returncode == 0 and "7 of 7 stages" in done.stderr, done.stderr


def test_padding_the_formats_allow_is_accepted(tmp_path: Path) -> None:
    data = STREAM.read_bytes()
    cut = _stage_starts(data)[3]
    cases = {
        "xz-between": _pieces("xz", data, [cut], b"\0" * 8),
        "xz-after": _pieces("xz", data, [cut]) + b"\0" * 4,
        "gz-after": _pieces("gz", data, [cut]) + b"\0" * 3,
    }
    for name, packed in cases.items():
        path = tmp_path / f"{name}.mlir.{name[:2]}"
        path.write_bytes(packed)
        assert read_file(path).data == data, name
        assert len(open_pipeline(path, cache=False)) == 7


# What follows the data, and where the junk starts after it (None: padding
# of a length xz refuses).
_JUNK = {
    "xz": [(b"garbage", 0), (b"\0\0\0\0garbage after padding", 4), (b"\0\0\0", None)],
    "gz": [(b"garbage", 0), (b"\0\0trailing garbage", 0), (b"\0\0\0" + gzip.compress(b"x"), 0)],
}


@pytest.mark.parametrize("kind", ["xz", "gz"])
def test_junk_after_the_compressed_data_is_an_error_naming_the_file(
    kind: str, tmp_path: Path
) -> None:
    data = STREAM.read_bytes()
    whole = _pieces(kind, data, [_stage_starts(data)[3]])
    for junk, after in _JUNK[kind]:
        path = tmp_path / f"junk.mlir.{kind}"
        path.write_bytes(whole + junk)
        with pytest.raises(TracksrcError) as caught:
            open_pipeline(path, cache=False, allow_partial=True)
        message = str(caught.value)
        assert message.startswith(f"{path}: cannot read: "), message
        if after is None:
            assert f"{len(junk)} zero bytes after an xz stream" in message
            assert "multiples of 4 bytes only" in message
        else:
            where = len(whole) + after
            assert f"the {len(junk) - after:,} bytes after the end of its" in message, message
            assert f"(from byte {where:,}) are not" in message, message
        with pytest.raises(TracksrcError):
            read_file(path)
        done = run_tracksrc("stages", str(path), "--no-cache")
        assert done.returncode == 2 and str(path) in done.stderr
        assert "Traceback" not in done.stderr and done.stdout == ""


@pytest.mark.parametrize("kind", ["xz", "gz"])
def test_an_empty_compressed_file_is_an_error(kind: str, tmp_path: Path) -> None:
    path = tmp_path / f"empty.mlir.{kind}"
    path.write_bytes(b"")
    with pytest.raises(TracksrcError, match="the file is empty"):
        open_pipeline(path, cache=False)


@pytest.mark.parametrize("kind", ["xz", "gz"])
def test_a_truncated_file_is_a_cut_kept_with_allow_partial(kind: str, tmp_path: Path) -> None:
    data = STREAM.read_bytes()
    starts = _stage_starts(data)
    first = _compress(kind, data[: starts[4]])
    second = _compress(kind, data[starts[4] :])
    # Cut inside the second stream, then inside its first bytes.
    for keep, whole in ((len(second) // 2, 4), (3, 4)):
        path = tmp_path / f"cut.mlir.{kind}"
        path.write_bytes(first + second[:keep])
        with pytest.raises(ParseError) as caught:
            open_pipeline(path, cache=False)
        assert caught.value.cut and caught.value.filename == str(path)
        assert "the compressed file ends early" in caught.value.message
        partial = open_pipeline(path, cache=False, allow_partial=True)
        stages = partial.stages
        assert [s.text() for s in stages[:whole]] == [
            data[a:b].decode() for a, b in itertools.pairwise(starts[: whole + 1])
        ]
        assert stages[-1].cut is not None and all(s.cut is None for s in stages[:-1])
        assert len(partial.whole_stages()) == len(stages) - 1 >= whole - 1
        done = run_tracksrc("stages", str(path), "--no-cache", "--allow-partial")
        assert done.returncode == 0, done.stderr
        assert "the compressed file ends early" in done.stderr and "CUT" in done.stdout


# -- tree-dir folders ---------------------------------------------------------


def _tree(tmp_path: Path) -> Path:
    tree = tmp_path / "tree"
    shutil.copytree(SAMPLES / "model.tree", tree)
    return tree


def _unreadable(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """`folder` cannot be listed (as after chmod 000, which does not deny
    root)."""
    listing: Callable[..., Iterator[os.DirEntry[str]]] = os.scandir

    def scandir(path: str | os.PathLike[str]) -> Iterator[os.DirEntry[str]]:
        if Path(path) == folder:
            raise PermissionError(13, "Permission denied", str(path))
        return listing(path)  # type: ignore[no-any-return]

    monkeypatch.setattr(os, "scandir", scandir)


def test_a_tree_dir_folder_that_cannot_be_read_is_an_error_or_left_out(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    tree = _tree(tmp_path)
    folder = tree / "builtin_module_no-symbol-name" / "func_func_main"
    _unreadable(monkeypatch, folder)
    named = (
        "1 part(s) of the tree-dir would be left out, and the stages in them missing: "
        "builtin_module_no-symbol-name/func_func_main (a folder that cannot be read: "
        "Permission denied)"
    )
    with pytest.raises(TracksrcError, match=re.escape(named)):
        open_pipeline(tree, cache=False)
    with caplog.at_level("WARNING"):
        partial = open_pipeline(tree, cache=False, allow_partial=True)
    assert [stage.pass_argument for stage in partial] == ["inline"]
    assert "left out 1 part(s) of the tree-dir" in caplog.text
    assert "func_func_main (a folder that cannot be read" in caplog.text
    # The command says so, with status 2 (run here: the patch is this
    # process's).
    assert main(["stages", str(tree), "--no-cache"]) == 2
    assert named in capsys.readouterr().err


def test_a_tree_dir_link_to_a_folder_outside_is_not_followed(tmp_path: Path) -> None:
    tree = _tree(tmp_path)
    moved = tmp_path / "elsewhere"
    inner = tree / "builtin_module_no-symbol-name" / "func_func_main"
    shutil.move(inner, moved)
    inner.symlink_to(moved, target_is_directory=True)
    done = run_tracksrc("stages", str(tree), "--no-cache")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert (
        "builtin_module_no-symbol-name/func_func_main (a link to a folder outside the tree-dir)"
        in done.stderr
    )
    assert "links leading out of the tree-dir are not followed" in done.stderr
    done = run_tracksrc("stages", str(tree), "--no-cache", "--allow-partial")
    assert done.returncode == 0, done.stderr
    assert "left out 1 part(s) of the tree-dir" in done.stderr
    assert "1 of 1 stages" in done.stderr
