"""IREE's executable dump folders and locations moved into files a pass
wrote, on a real compile.

`convs_dumps` is `convs.mlir` compiled with the five
`--iree-hal-dump-executable-*-to` flags beside its after-all stream;
`convs.after_all` is the same compile without them. The dump passes replace
the executables' locations by places in the dumped files, so the second
stream is the independent answer: every stage printed after the dump that
has a twin in it (the same text but for locations) must track each input
op to the same ops. The files' names and lines are checked against IREE's
naming and the files' own text.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import shutil
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from pathlib import Path

import pytest

import tracksrc
from tests.conftest import REAL
from tests.mlir_counts import iree_opt
from tracksrc.cli.main import main
from tracksrc.pipeline.dispatches.executable_dumps import (
    followed_dumps,
    read_executable_dumps,
    read_executable_file,
)
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.tracking.snapshots import follow_snapshots

CAPTURES = REAL / "iree" / "captures"
FOLDERS = ("sources", "configurations", "benchmarks", "intermediates", "files")
KIND_OF_FOLDER = {
    "sources": "source",
    "configurations": "configuration",
    "benchmarks": "benchmark",
    "files": "binary",
}


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The compile's folder: the stream, the input and the dump folders."""
    folder = tmp_path_factory.mktemp("convs_dumps")
    with tarfile.open(CAPTURES / "convs_dumps.tar.xz") as archive:
        archive.extractall(folder, filter="data")
    shutil.copy(CAPTURES / "convs_dumps.after_all.mlir.xz", folder)
    shutil.copy(CAPTURES / "convs.mlir", folder)
    yield folder


def _without_locations(text: str) -> str:
    """A stage's text with every `loc(...)` and location alias removed."""
    pieces: list[str] = []
    index = 0
    while (start := text.find("loc(", index)) >= 0:
        pieces.append(text[index:start])
        depth, cursor = 0, start + 3
        while True:
            char = text[cursor]
            if char == '"':
                cursor = text.index('"', cursor + 1)
            elif char == "(":
                depth += 1
            elif char == ")":
                depth -= 1
                if depth == 0:
                    break
            cursor += 1
        index = cursor + 1
    pieces.append(text[index:])
    lines = "".join(pieces).splitlines()
    kept = [line.rstrip() for line in lines if not line.startswith(("#loc", "// -----//"))]
    return hashlib.sha1("\n".join(kept).encode()).hexdigest()


def test_locations_in_dumped_files_track_as_without_the_dump(run_dir: Path) -> None:
    dumped = tracksrc.open_pipeline(run_dir / "convs_dumps.after_all.mlir.xz", cache=False)
    plain = tracksrc.open_pipeline(CAPTURES / "convs.after_all.mlir.xz", cache=False)
    assert dumped.remap.snapshots is not None  # found from the headers, beside the stream
    dump_stage = next(
        stage.number
        for stage in dumped.stages
        if stage.pass_argument == "iree-hal-dump-executable-sources"
    )
    twins: dict[tuple[str | None, str], tracksrc.Stage] = {}
    for stage in plain.stages:
        twins.setdefault((stage.pass_argument, _without_locations(stage.text())), stage)
    queries = [
        info
        for _, info in tracksrc.parse_file(run_dir / "convs.mlir", filename="convs.mlir")
        if info.op_name.startswith("linalg.") and info.op_name != "linalg.yield"
    ]
    compared = tracked = 0
    for stage in dumped.stages[dump_stage:]:
        if stage.pass_argument and stage.pass_argument.startswith("iree-hal-dump-"):
            continue
        twin = twins.get((stage.pass_argument, _without_locations(stage.text())))
        if twin is None:
            # Whole-module prints differ where the executables' code
            # generation interleaves differently, and serialized binaries
            # embed the dump paths in their debug information; every other
            # print of one function, executable or variant has its twin.
            assert stage.scope_op in ("builtin.module", "vm.module") or (
                "hal.executable.binary" in stage.text()
            ), stage
            continue
        ours, theirs = stage.op_index(), twin.op_index()
        for query in queries:
            expected = sorted(op.unique_id for op in tracksrc.track(query, theirs))
            assert sorted(op.unique_id for op in tracksrc.track(query, ours)) == expected, (
                stage,
                query,
            )
            compared += 1
            tracked += bool(expected)
        stage.forget()
        twin.forget()
    assert tracked > 1000 and compared > 4000


def test_a_stream_without_its_dump_folders_says_what_to_pass(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Folders are looked for in the working directory too: one of the same
    # name that holds no dump (a project's own `benchmarks/`) is not taken.
    work = tmp_path / "work"
    (work / "benchmarks").mkdir(parents=True)
    (work / "benchmarks" / "bench_core.py").write_text("print(1)\n")
    monkeypatch.chdir(work)
    shutil.copy(CAPTURES / "convs_dumps.after_all.mlir.xz", tmp_path)
    with caplog.at_level(logging.WARNING):
        pipeline = tracksrc.open_pipeline(tmp_path / "convs_dumps.after_all.mlir.xz", cache=False)
    assert pipeline.remap.snapshots is None
    dump_stages = [
        stage.number
        for stage in pipeline.stages
        if stage.pass_argument == "iree-hal-dump-executable-sources"
    ]
    messages = [record.getMessage() for record in caplog.records]
    # One warning per folder the stream names (sources, configurations).
    assert len(messages) == 2
    for number, message in zip(dump_stages, messages, strict=True):
        assert f"stage {number} (iree-hal-dump-executable-sources)" in message
        assert "--executable-dumps DIR" in message
    # The folders of the executables' code: said when their code is read.
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        assert followed_dumps(pipeline) is None
    (said,) = [record.getMessage() for record in caplog.records]
    serialize = next(
        stage.number
        for stage in pipeline.stages
        if stage.pass_argument == "iree-hal-serialize-target-executables"
    )
    for folder in ("intermediates", "files"):
        assert f"{folder} (stage {serialize}, iree-hal-serialize-target-executables)" in said
    assert "benchmarks (stage" in said and "--executable-dumps DIR" in said
    # With the folders beside the stream, nothing is said.
    with tarfile.open(CAPTURES / "convs_dumps.tar.xz") as packed:
        packed.extractall(tmp_path, filter="data")
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        found = tracksrc.open_pipeline(tmp_path / "convs_dumps.after_all.mlir.xz", cache=False)
        assert followed_dumps(found) is not None
    assert not caplog.records


def test_dump_files_are_read_by_kind_and_entry_point(run_dir: Path) -> None:
    found = read_executable_dumps(run_dir / folder for folder in FOLDERS)
    names = {path.name for folder in FOLDERS for path in (run_dir / folder).iterdir()}
    assert {item.path.name for item in found} == names
    for item in found:
        folder = item.path.parent.name
        assert item.kind == KIND_OF_FOLDER.get(folder, "intermediate"), item
    entry_points = found.entry_points
    assert len(entry_points) == 3
    for item in found:
        text = item.path.read_bytes().decode("utf-8", "replace").splitlines()
        for name, line in found.entry_points_of(item).items():
            bare = name[1:]
            written = text[line - 1]
            if item.path.suffix == ".mlir":
                assert "hal.executable.export" in written and f"@{bare} " in written
            elif item.path.suffix == ".ll":
                assert written.startswith("define ") and f"@{bare}(" in written
            else:
                assert written == f"{bare}:"
        if item.path.suffix in (".ll", ".s"):
            assert set(found.entry_points_of(item)) == entry_points  # one linked executable


def test_generic_form_dumps_are_read(run_dir: Path, tmp_path: Path) -> None:
    source = run_dir / "sources" / "module_convs_dispatch_1.mlir"
    generic = tmp_path / source.name
    subprocess.run(
        [iree_opt(), "--mlir-print-op-generic", str(source), "-o", str(generic)],
        check=True,
        capture_output=True,
    )
    pretty, printed = read_executable_file(source), read_executable_file(generic)
    assert printed.executables == pretty.executables == ["@convs_dispatch_1"]
    assert printed.variants == pretty.variants == ["@embedded_elf_x86_64"]
    assert set(printed.defines) == set(pretty.defines)


def test_each_dispatch_gets_its_files(run_dir: Path) -> None:
    pipeline = tracksrc.open_pipeline(run_dir / "convs_dumps.after_all.mlir.xz", cache=False)
    found = dispatches(pipeline)
    assert len(found) == 3
    linked = sorted(
        path for folder in ("intermediates", "files") for path in (run_dir / folder).iterdir()
    )
    for item in found:
        # IREE names the per-executable files after the executable as HAL
        # knows it, before linking.
        executable = next(name for name in item.executables if "dispatch" in name)[1:]
        expected = {
            run_dir / "sources" / f"module_{executable}.mlir",
            run_dir / "configurations" / f"configured_module_{executable}.mlir",
            run_dir / "benchmarks" / f"module_{executable}_embedded_elf_x86_64_benchmark.mlir",
            *linked,
        }
        assert {file.path for file in item.files} == expected
        assert item.file("benchmark").name.endswith("_benchmark.mlir")
        data = item.json_data()["files"]
        for entry in data:
            if entry["path"].endswith((".mlir", ".ll", ".s")):
                lines = Path(entry["path"]).read_text(encoding="utf-8").splitlines()
                assert item.name[1:] in lines[entry["line"] - 1]
            else:
                assert entry["line"] is None
    with pytest.raises(tracksrc.TracksrcError, match="no listing file"):
        found[0].file("listing")


def test_input_tracks_into_a_configuration_through_its_source(run_dir: Path) -> None:
    configured = run_dir / "configurations" / "configured_module_convs_dispatch_0.mlir"
    source = run_dir / "sources" / "module_convs_dispatch_0.mlir"
    remap = follow_snapshots(None, [run_dir / "sources"])
    following = tracksrc.parse_file(configured, remap)
    alone = tracksrc.parse_file(configured)
    from_source = tracksrc.parse_file(source)
    inputs = tracksrc.parse_file(run_dir / "convs.mlir", filename="convs.mlir")

    def reached(index: tracksrc.OperationIndex) -> set[str]:
        return {op.unique_id for _, info in index for op in tracksrc.track_back(info, inputs)}

    # Each op located at a line of the source has that line's op's
    # provenance (the line read from the printed location).
    by_line = {int(info.dump_position.split(":")[-2]): info for _, info in from_source}
    moved = 0
    for _, info in following:
        match = re.search(r'loc\("sources/module_convs_dispatch_0.mlir":(\d+):\d+\)', info.text)
        if match and not info.op.regions:
            moved += 1
            assert info.stacks == by_line[int(match.group(1))].stacks, info
    assert moved > 20
    # Configuration rewrites some ops (an empty tensor takes its fill's
    # location), never adds provenance.
    reached_ops = {inputs.get_op(identifier) for identifier in reached(following)}
    assert {op.unique_id for op in reached_ops if op} <= reached(from_source)
    assert "linalg.conv_2d_nchw_fchw" in {op.op_name for op in reached_ops if op}
    assert not reached(alone)


def test_upstream_snapshot_op_locations_is_followed(tmp_path: Path) -> None:
    shutil.copy(CAPTURES / "convs.mlir", tmp_path)
    common = [iree_opt(), "--mlir-print-debuginfo", "convs.mlir"]
    snapshot = "snapshot-op-locations{filename=snap.mlir print-debuginfo=true}"
    for pipeline, output in (
        (f"builtin.module({snapshot})", "moved.mlir"),
        ("builtin.module()", "kept.mlir"),
    ):
        subprocess.run(
            [*common, f"--pass-pipeline={pipeline}", "-o", output],
            check=True,
            capture_output=True,
            cwd=tmp_path,
        )
    moved_text = (tmp_path / "moved.mlir").read_text(encoding="utf-8")
    assert '"snap.mlir"' in moved_text
    remap = follow_snapshots(None, [tmp_path / "snap.mlir"])
    moved = tracksrc.parse_file(tmp_path / "moved.mlir", remap)
    kept = tracksrc.parse_file(tmp_path / "kept.mlir")
    assert len(moved) == len(kept)
    for (identifier, info), (other, expected) in zip(moved, kept, strict=True):
        assert identifier == other
        assert info.stacks == expected.stacks, identifier


def test_dispatches_cli_lists_files(run_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    stream = str(run_dir / "convs_dumps.after_all.mlir.xz")
    assert main(["dispatches", stream, "--no-cache", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    kinds = [sorted({entry["kind"] for entry in item["files"]}) for item in listed]
    assert kinds == [["benchmark", "binary", "configuration", "intermediate", "source"]] * 3


def test_a_cut_snapshot_is_an_error_at_the_cut(run_dir: Path, tmp_path: Path) -> None:
    """A dumped file cut short is read when a location points into it: the
    command stops with the error there, not a traceback, not a silent
    half-followed location."""
    bad = tmp_path / "sources"
    shutil.copytree(run_dir / "sources", bad)
    cut = bad / "module_convs_dispatch_1.mlir"
    text = cut.read_text(encoding="utf-8")
    cut.write_text(text[: len(text) // 2], encoding="utf-8")
    stream = tmp_path / "stream.mlir.xz"  # alone: only the given folder is followed
    shutil.copy(run_dir / "convs_dumps.after_all.mlir.xz", stream)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "tracksrc",
            "lineage",
            str(stream),
            "--loc",
            "convs.mlir:13:9",
            "--no-cache",
            "--executable-dumps",
            str(bad),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert f"{cut}:" in result.stderr and "error: the text ends here" in result.stderr
    assert "Traceback" not in result.stderr


def test_dump_folders_are_found_beside_the_stream_once_cached(
    run_dir: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The store keeps each file's name as it was opened; the folders the
    headers name are still looked for beside the stream as given now (they
    were looked for relative to the directory of the first open: a false
    warning, and no tracking into the sources)."""
    cache = tmp_path / "cache"
    monkeypatch.chdir(run_dir)
    first = tracksrc.open_pipeline("convs_dumps.after_all.mlir.xz", cache=cache)
    expected = {(run_dir / folder).resolve() for folder in FOLDERS}
    assert {path.resolve() for path in first.dump_folders} == expected
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    with caplog.at_level(logging.WARNING):
        again = tracksrc.open_pipeline(run_dir / "convs_dumps.after_all.mlir.xz", cache=cache)
    assert not caplog.records
    assert again.remap.snapshots is not None
    assert {path.resolve() for path in again.dump_folders} == expected
