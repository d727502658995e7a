"""Real captures read whole: reports after the last stage, notes between
stages, `passes` with the reports' figures, and what is not a note."""

from __future__ import annotations

import json
import lzma
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

from tests.conftest import MNIST, REAL
from tracksrc.errors import ParseError
from tracksrc.pipeline.store.queries.passes import passes
from tracksrc.pipeline.streams.opening import open_pipeline

CAPTURES = REAL / "iree" / "captures"
TIMED = MNIST / "runs" / "mnist_like.timing_statistics.after_all.mlir.xz"


def _text(path: Path) -> str:
    with lzma.open(path, "rt", encoding="utf-8") as handle:
        return handle.read()


def _report_lines(text: str, title: str) -> list[str]:
    """The lines of the report with `title`, up to the next report or the
    end (an independent cut: by the banner text)."""
    after = text.split(f"... {title} ...", 1)[1].split("\n")[2:]
    end = next((i for i, line in enumerate(after) if line.startswith("===-")), len(after))
    return after[:end]


def _independent_seconds(text: str) -> dict[str, float]:
    """Wall seconds per timer name, summed, read from the report's text."""
    found: dict[str, float] = defaultdict(float)
    for line in _report_lines(text, "Execution time report"):
        if "%)" not in line:
            continue
        name = line[line.rindex("%)") + 2 :].strip()
        wall = float(line[: line.rindex("%)")].split("(")[-2].split()[-1])
        found[name] += wall
    return found


def _independent_statistics(text: str) -> dict[str, dict[str, int]]:
    found: dict[str, dict[str, int]] = {}
    current = ""
    for line in _report_lines(text, "Pass statistics report"):
        stripped = line.strip()
        if stripped.startswith("(S)"):
            value, rest = stripped[3:].split(None, 1)
            name = rest.split(" - ", 1)[0].strip()
            into = found.setdefault(current, {})
            into[name] = into.get(name, 0) + int(value)
        elif stripped:
            current = stripped
    return found


@pytest.mark.parametrize("path", [TIMED, CAPTURES / "list.mlir.xz"], ids=lambda p: p.name)
def test_a_capture_with_timing_and_statistics_indexes_whole(path: Path) -> None:
    text = _text(path)
    pipeline = open_pipeline(path, cache=False)
    pipeline.index_all(jobs=1, progress=False)
    assert len(pipeline) == text.count("// -----// IR Dump")
    kinds = [(stage.number, note.kind) for stage, note in pipeline.notes()]
    last = len(pipeline) - 1
    assert kinds == [(last, "statistics"), (last, "timing")]
    # The last stage's IR stops where the report starts.
    assert "Pass statistics report" not in pipeline.stages[-1].text()
    seconds = _independent_seconds(text)
    statistics = _independent_statistics(text)
    rows = passes(pipeline).passes
    timed = [row for row in rows if row.name in seconds]
    assert timed, "no pass of the report found"
    for row in timed:
        assert row.seconds == pytest.approx(seconds[row.name], abs=1e-9), row.name
        assert row.statistics == statistics.get(row.name, {}), row.name
    # Slowest first; each pass argument printed is one row, with its runs.
    assert [row.seconds for row in rows] == sorted((row.seconds for row in rows), reverse=True)
    runs = defaultdict(int)
    for stage in pipeline.stages:
        runs[stage.pass_argument] += 1
    assert {row.pass_argument: row.runs for row in rows if row.pass_argument} == runs


def test_the_json_timing_report_gives_the_same_figures_as_its_tree() -> None:
    text = _text(CAPTURES / "json.mlir.xz")
    report = json.loads("[" + text.split("\n[\n", 1)[1].rsplit("\n]", 1)[0] + "\n]")
    expected: dict[str, float] = defaultdict(float)

    def walk(entries: list[dict]) -> None:
        for entry in entries:
            if "name" in entry:
                expected[entry["name"]] += entry["wall"]["duration"]
                walk(entry.get("passes", []))

    walk(report)
    rows = {
        row.name: row
        for row in passes(open_pipeline(CAPTURES / "json.mlir.xz", cache=False)).passes
    }
    for name in ("InlinerPass", "ConvertTorchOnnxToTorch", "CanonicalizerPass", "CSEPass"):
        assert rows[name].seconds == pytest.approx(expected[name], abs=1e-9)
    assert rows["CSEPass"].statistics == {"num-cse'd": 12, "num-dce'd": 0}


def test_passes_command_json_keys() -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "tracksrc",
            "passes",
            str(CAPTURES / "list.mlir.xz"),
            "--json",
            "--no-cache",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    rows = json.loads(result.stdout)
    assert {"pass", "name", "runs", "changed", "seconds", "statistics"} <= set(rows[0])
    cse = next(row for row in rows if row["pass"] == "cse")
    assert cse["name"] == "CSEPass" and cse["runs"] == 1 and cse["changed"] == 1
    assert cse["statistics"] == {"num-cse'd": 12, "num-dce'd": 0}


STAGE = "// -----// IR Dump After CSEPass: cse //----- //\nfunc.func @f() {\n  return\n}\n\n"


@pytest.mark.parametrize(
    ("between", "kind"),
    [
        ("Args: iree-opt f.mlir -debug\n[greedy-rewriter] x\n", "debug"),
        (
            "\n//===-------------------------------------------===//\n"
            "Processing operation : 'func.return'(0x5581) {\n"
            '  "func.return"() : () -> ()\n\n'
            "  ** Insert  : 'arith.constant'(0x55)\n"
            "} -> failure : pattern failed to match\n"
            "//===-------------------------------------------===//\n",
            "debug",
        ),
        (
            "Legalizing operation : 'torch.aten.add'(0x1) {\n  %0 = torch.aten.add\n} -> SUCCESS\n",
            "debug",
        ),
        (
            'Traceback (most recent call last):\n  File "c.py", line 3, in <module>\n'
            "    main()\nRuntimeError: compile failed\n",
            "traceback",
        ),
        ("/x/y.py:12: DeprecationWarning: old\n  import z\n", "python-warning"),
        (
            "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\n"
            "Stack dump:\n0.\tProgram arguments: iree-opt f.mlir\n #0 0x000055d0 llvm::x\n",
            "crash",
        ),
        ("EXEC @main\nresult[0]: hal.buffer_view\n1x10xf32=[1 2 3]\n", "runtime"),
        ("f.mlir:3:5: remark: fused\n", "diagnostic"),
    ],
    ids=[
        "debug-lines",
        "greedy-block",
        "conversion",
        "traceback",
        "warning",
        "crash",
        "runtime",
        "remark",
    ],
)
def test_notes_between_stages_are_kept_and_not_read_as_ir(
    tmp_path: Path, between: str, kind: str
) -> None:
    path = tmp_path / "s.mlir"
    path.write_text(STAGE + between + STAGE)
    pipeline = open_pipeline(path, cache=False)
    assert len(pipeline) == 2
    ((stage, note),) = pipeline.notes()
    assert stage is pipeline.stages[0] and note.kind == kind
    assert note.text == between.lstrip("\n")
    assert note.line == STAGE.count("\n") + 1 + (1 if between.startswith("\n") else 0)
    assert [info.op_name for _, info in pipeline.stage(0)] == [
        "builtin.module",
        "func.func",
        "func.return",
    ]


@pytest.mark.parametrize(
    "between",
    [
        "oops this is junk\n",
        'Traceback (most recent call last):\n  File "c.py"\n    x\nError: y\nmore junk\n',
        "EXEC @main\nthis is not output\n",
    ],
)
def test_text_that_is_no_note_and_no_ir_is_an_error(tmp_path: Path, between: str) -> None:
    path = tmp_path / "s.mlir"
    path.write_text(STAGE + between + STAGE)
    with pytest.raises(ParseError) as caught:
        open_pipeline(path, cache=False).stage(0)
    assert caught.value.line > STAGE.count("\n")


def test_a_capture_cut_inside_its_report_names_the_cut(tmp_path: Path) -> None:
    text = _text(CAPTURES / "list.mlir.xz")
    # At a line end, before the report's `Total` line.
    whole_lines = text[: text.index("----Name----")].count("\n") + 3
    cut = "".join(text.splitlines(keepends=True)[:whole_lines])
    path = tmp_path / "cut.mlir"
    path.write_text(cut)
    with pytest.raises(ParseError) as caught:
        open_pipeline(path, cache=False)
    assert "ends inside the execution time report" in caught.value.message
    assert caught.value.line == whole_lines
    kept = open_pipeline(path, cache=False, allow_partial=True)
    assert len(kept) == text.count("// -----// IR Dump")
    # The whole statistics report and the cut timing report keep their kinds.
    assert [note.kind for _, note in kept.notes()] == ["statistics", "timing"]
    cse = next(row for row in passes(kept).passes if row.pass_argument == "cse")
    assert cse.statistics == {"num-cse'd": 12, "num-dce'd": 0}
    # In the middle of a line.
    path.write_text(cut[:-5])
    with pytest.raises(ParseError) as caught:
        open_pipeline(path, cache=False)
    assert caught.value.line == whole_lines and caught.value.cut


def test_the_shell_prints_notes_and_passes(capsys: pytest.CaptureFixture[str]) -> None:
    from tracksrc.shell.session import Session, run_code

    pipeline = open_pipeline(CAPTURES / "list.mlir.xz", cache=False)
    session = Session(pipeline.stage(0), pipeline.stage(-1), pipeline=pipeline)
    namespace = session.namespace()
    code = "notes('statistics')\nprint(passes().passes[-1].pass_argument)\nnotes('nothing')\n"
    assert run_code(namespace, code) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("list.mlir.xz:321: statistics (8 lines) (after stage 5)")
    assert "    (S) 12 num-cse'd - Number of operations CSE'd" in out
    assert out[-1] == "symbol-dce"


def test_stages_notes_lists_each_stage_notes_under_it() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tracksrc", "stages", "--notes", str(CAPTURES / "list.mlir.xz")],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = result.stdout.splitlines()
    last_stage = next(i for i, line in enumerate(lines) if line.lstrip().startswith("5 "))
    assert lines[last_stage + 1].strip().endswith("list.mlir.xz:321: statistics (8 lines)")
    assert "... Pass statistics report ..." in lines[last_stage + 2]


def test_the_report_has_the_passes_table() -> None:
    from html.parser import HTMLParser

    from tracksrc.analysis.report import build_report

    pipeline = open_pipeline(CAPTURES / "list.mlir.xz", cache=False)

    class Rows(HTMLParser):
        """The cells of the table with id `passes`, row by row."""

        def __init__(self) -> None:
            super().__init__()
            self.inside = False
            self.rows: list[list[str]] = []

        def handle_starttag(self, tag: str, attrs: list) -> None:
            if tag == "table":
                self.inside = dict(attrs).get("id") == "passes"
            elif self.inside and tag == "tr":
                self.rows.append([])

        def handle_endtag(self, tag: str) -> None:
            if tag == "table":
                self.inside = False

        def handle_data(self, data: str) -> None:
            if self.inside and self.rows:
                self.rows[-1].append(data)

    found = Rows()
    found.feed(build_report(pipeline, "list"))
    table = passes(pipeline)
    assert found.rows[0] == list(table.columns)
    assert found.rows[1:] == [[str(cell) for cell in row if str(cell)] for row in table.rows]
    assert found.rows[1][0] == "inline"  # slowest first


def test_stages_json_gives_the_whole_program_size_after_each_stage(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tracksrc.cli.main import main

    path = MNIST / "runs" / "mnist_like.before_all.mlir.xz"
    assert main(["stages", str(path), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    pipeline = open_pipeline(path, cache=False)
    assert [row["number"] for row in rows] == list(range(len(pipeline)))
    assert {"number", "pass", "kind", "scope", "program_ops"} <= set(rows[0])
    assert rows[0]["kind"] == "before" and rows[1]["pass"] == "convert-torch-onnx-to-torch"
    # At every print of the whole module (one holding the entry function,
    # not a module nested in an executable) the program is that print (an
    # independent count: the stage's own index).
    modules = [
        row
        for row in rows
        if row["scope"] == "builtin.module"
        and "@mnist_like(" in pipeline.stages[row["number"]].text()
    ]
    assert len(modules) == 245  # as a split of the text by header finds
    for row in modules:
        assert row["program_ops"] == len(pipeline.stages[row["number"]].op_index()), row
