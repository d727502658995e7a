"""What `-o` writes, and CSV: never onto an input (by any name or link),
through a temporary file renamed over the target (a link at the target is
replaced, never followed), and CSV cells a spreadsheet cannot run."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from conftest import SAMPLES

from tracksrc.cli.main import main
from tracksrc.errors import EXIT_BAD_INPUT
from tracksrc.results import ResultTable


@pytest.fixture
def stream(tmp_path: Path) -> Path:
    copy = tmp_path / "model.after_all.mlir"
    shutil.copy(SAMPLES / "model.after_all.mlir", copy)
    return copy


def test_no_command_writes_onto_its_input(
    stream: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = stream.read_bytes()
    link = tmp_path / "link.mlir"
    link.symlink_to(stream)
    source = tmp_path / "model.mlir"
    shutil.copy(SAMPLES / "model.mlir", source)
    lowered = tmp_path / "model.lowered.mlir"
    shutil.copy(SAMPLES / "model.lowered.mlir", lowered)
    lowered_before = lowered.read_bytes()
    commands = [
        ["program", "--no-cache", str(stream), "-o", str(stream)],
        ["program", "--no-cache", str(stream), "-o", str(link)],
        ["report", "--no-cache", str(stream), "-o", str(stream)],
        ["export-model-explorer", str(source), str(lowered), "-o", str(lowered)],
    ]
    for command in commands:
        assert main(command) == EXIT_BAD_INPUT, command
        assert "is an input of this command" in capsys.readouterr().err
        assert stream.read_bytes() == before
    assert lowered.read_bytes() == lowered_before and link.is_symlink()


def test_output_replaces_a_link_instead_of_following_it(stream: Path, tmp_path: Path) -> None:
    dangling = tmp_path / "out.mlir"
    nowhere = tmp_path / "nowhere" / "target.mlir"
    dangling.symlink_to(nowhere)
    assert main(["program", "--no-cache", str(stream), "-o", str(dangling)]) == 0
    assert not dangling.is_symlink() and "\nmodule {\n" in dangling.read_text()
    assert not nowhere.parent.exists()
    # Nothing but the output is left in the folder (no temporary file).
    assert sorted(path.name for path in tmp_path.iterdir()) == [
        "model.after_all.mlir",
        "out.mlir",
    ]


def test_output_into_a_folder_is_a_clear_error(
    stream: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["program", "--no-cache", str(stream), "-o", str(tmp_path)]) == EXIT_BAD_INPUT
    assert "is a folder; name a file to write" in capsys.readouterr().err
    missing = tmp_path / "no" / "out.mlir"
    assert main(["program", "--no-cache", str(stream), "-o", str(missing)]) == EXIT_BAD_INPUT
    assert "no such folder" in capsys.readouterr().err


def test_csv_cells_cannot_run_as_formulas() -> None:
    table = ResultTable(
        "t",
        ("name", "value"),
        [
            ('=HYPERLINK("http://x")', 1),
            ("+1+1", -3),
            ("@SUM(A1)", "-3"),
            ("-x", "a\x1b[31mb\x07"),
            ("plain", 2.5),
        ],
    )
    assert table.to_csv() == (
        "name,value\n"
        '"\'=HYPERLINK(""http://x"")",1\n'
        "'+1+1,-3\n"
        "'@SUM(A1),-3\n"
        "'-x,a\\1B[31mb\\07\n"
        "plain,2.5\n"
    )
