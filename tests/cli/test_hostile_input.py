"""A dump written to attack its reader: op names that would inject DOT
attributes, escape sequences (raw, and as MLIR string escapes that a
location decodes) in pass names, op names, symbols, location names, file
names and attribute strings (raw in pass names, which are no IR; in IR as the
escapes MLIR's printer writes, since a raw control character there is no
IR). Through every output (terminal text of each
command, the shell's show/src/repr, parse errors, DOT, SVG, PNG, the HTML
report, Model Explorer JSON) they must be inert: no control character
reaches the output, no attribute or link is injected."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tracksrc.analysis.lineage_graph import graph
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.opening import open_pipeline

ESC, BEL, CSI = "\x1b", "\x07", "\x9b"
# The control characters that must never reach an output (tab and newline
# may: they lay text out).
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
INJECTION = 'evil.q\\"]; n99 [URL=<javascript:alert(1)> label=X]; //'

STAGE = """\
// -----// IR Dump After Evil{esc}[2JPass (evil{esc}]0;pwned{bel}) //----- //
module {{
  func.func @"f\\1B[2J"() {{
    %0 = "{injection}\\1B[2J"() {{note = "\\1B]0;title\\07\\C2\\9B"}} : () -> i32 loc(#loc2)
    "test.keep"(%0) : (i32) -> () loc(#loc1)
    return loc(#loc1)
  }} loc(#loc1)
}} loc(#loc1)
#loc1 = loc("src\\1B]0;x\\07.py":3:5)
#loc2 = loc("name\\1B[31m\\1B[5m"(#loc1))
"""
LOWERED = """\
// -----// IR Dump After Lower{esc}[5mPass (lower{bel}) //----- //
module {{
  func.func @"f\\1B[2J"() {{
    %0 = "{injection}\\07lowered"() : () -> i32 loc(#loc2)
    "test.keep"(%0) : (i32) -> () loc(#loc1)
    return loc(#loc1)
  }} loc(#loc1)
}} loc(#loc1)
#loc1 = loc("src\\1B]0;x\\07.py":3:5)
#loc2 = loc("name\\1B[31m\\1B[5m"(#loc1))
"""


@pytest.fixture(scope="module")
def stream(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("hostile")
    values = {"esc": ESC, "bel": BEL, "csi": CSI, "injection": INJECTION}
    path = folder / "hostile.mlir"
    path.write_text(STAGE.format(**values) + LOWERED.format(**values), encoding="utf-8")
    # Its stages alone, for the commands that take one stage per file.
    (folder / "first.mlir").write_text(STAGE.format(**values), encoding="utf-8")
    (folder / "second.mlir").write_text(LOWERED.format(**values), encoding="utf-8")
    # The source file the locations name, with escapes of its own.
    (folder / f"src{ESC}]0;x{BEL}.py").write_text(
        f"line one\nline two\n  x = conv{ESC}[31m(y)\n", encoding="utf-8"
    )
    return path


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    run = subprocess.run(
        [sys.executable, "-m", "tracksrc", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=dict(os.environ, XDG_CACHE_HOME=str(cwd / "cache"), NO_COLOR="1"),
        timeout=120,
    )
    assert "Traceback" not in run.stderr, run.stderr
    return run


def _assert_inert(text: str) -> None:
    found = CONTROL.search(text)
    assert found is None, f"control character {found.group()!r} in output: {text!r}"


SHELL_CODE = """
ops = op_index.get_ops_by_type(op_index.types() and sorted(op_index.types())[0])
evil = [info for info in op_index.infos if info.op_name.startswith("evil")]
show(evil)
show(track(evil))
src(evil)
print(repr(evil), repr(evil[0].location), evil[0].location, evil[0].names)
print(op_index.types())
dump_infos(evil, content=True)
print(track(evil))
"""


@pytest.mark.parametrize(
    "command",
    [
        ["stages", "{stream}"],
        ["track", "{first}", "{second}", "--type", "test.keep"],
        ["lineage", "{stream}", "--op", "%0"],
        ["lineage", "{stream}", "--op", "%0", "--ops"],
        ["blame", "{stream}", "--op", "%0"],
        ["audit", "{stream}"],
        ["diff", "{stream}", "0", "1"],
        ["analyze", "{stream}", "--type", "test.keep", "--lowering-paths"],
        ["run", "{script}", "--input-mlir", "{first}", "--track-mlir", "{second}"],
    ],
    ids=lambda command: command[0] + ("-ops" if "--ops" in command else ""),
)
def test_no_control_character_reaches_the_terminal(command: list[str], stream: Path) -> None:
    script = stream.parent / "script.py"
    script.write_text(SHELL_CODE, encoding="utf-8")
    first, second = stream.parent / "first.mlir", stream.parent / "second.mlir"
    args = [
        part.format(stream=stream, script=script, first=first, second=second) for part in command
    ]
    run = _run(*args, cwd=stream.parent)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip()
    _assert_inert(run.stdout)
    _assert_inert(run.stderr)


def test_the_escapes_read_as_mlir_prints_them(stream: Path) -> None:
    script = stream.parent / "script.py"
    script.write_text(SHELL_CODE, encoding="utf-8")
    run = _run(
        "run",
        str(script),
        "--input-mlir",
        str(stream.parent / "first.mlir"),
        "--track-mlir",
        str(stream.parent / "second.mlir"),
        cwd=stream.parent,
    )
    # The op's own text, as printed, with its raw ESC and BEL made visible.
    assert '{note = "\\1B]0;title\\07\\C2\\9B"}' in run.stdout
    # A location's decoded escapes print as MLIR escapes them again.
    assert 'loc("name\\1B[31m\\1B[5m"("src\\1B]0;x\\07.py":3:5))' in run.stdout
    # src() read the source file whose name holds escapes; caret under `conv`.
    assert "3 |   x = conv\\1B[31m(y)" in run.stdout
    stages = _run("stages", str(stream), cwd=stream.parent).stdout
    assert "evil\\1B]0;pwned\\07  after" in stages and "lower\\07  " in stages


def test_a_junk_line_with_escapes_is_reported_inertly(tmp_path: Path) -> None:
    dump = tmp_path / "junk.mlir"
    dump.write_text(f"module {{\n  oops {ESC}]0;pwned{BEL} junk\n}}\n", encoding="utf-8")
    run = _run("track", str(dump), str(dump), "--type", "x.y", cwd=tmp_path)
    assert run.returncode == 2
    _assert_inert(run.stderr)
    lines = run.stderr.splitlines()
    (snippet,) = [line for line in lines if line.startswith("    oops")]
    assert snippet == "    oops \\1B]0;pwned\\07 junk"
    # The error is the control character (no IR), the caret under its
    # visible escape.
    caret = lines[lines.index(snippet) + 1]
    assert caret.index("^") == snippet.index("\\1B")
    assert "a control character (U+001B): this is not IR" in run.stderr


def _hostile_graph(stream: Path):  # type: ignore[no-untyped-def]
    pipeline = open_pipeline(stream, cache=False)
    index = pipeline.stages[0].op_index()
    evil = [info for info in index.infos if info.op_name.startswith("evil")]
    assert evil, "the hostile op was parsed"
    return graph(evil, pipeline)


def test_dot_labels_cannot_inject_attributes(stream: Path) -> None:
    drawn = _hostile_graph(stream)
    dot = drawn.to_dot()
    _assert_inert(dot)
    # Every line of the DOT is one statement the graph made: the hostile
    # quote is escaped inside its label, so nothing after it is DOT.
    statements = [line.strip() for line in dot.splitlines()]
    for line in statements:
        if "[label=" in line:
            label = line[line.index('[label="') + 8 : line.rindex('"];')]
            # Inside the label every quote is escaped (preceded by an odd
            # number of backslashes).
            for match in re.finditer('"', label):
                backslashes = len(label[: match.start()]) - len(label[: match.start()].rstrip("\\"))
                assert backslashes % 2 == 1, line
    assert "n99 [" not in [line.split("label")[0] for line in statements]
    assert 'evil.q\\\\\\"]; n99 [URL=<javascript:alert(1)> label=X]; //' in dot


def test_svg_drawn_here_or_by_graphviz_has_no_link_and_no_control(
    stream: Path, tmp_path: Path
) -> None:
    drawn = _hostile_graph(stream)
    for svg in (drawn.to_svg(), drawn.save(tmp_path / "g.svg").read_text(encoding="utf-8")):
        _assert_inert(svg)
        assert "href" not in svg and "URL" not in svg.replace("URL=&lt;", "")
        assert svg.count("<text") >= len(drawn.nodes())
    # One drawn node per node of the graph: no node was injected.
    drawn_svg = (tmp_path / "g.svg").read_text(encoding="utf-8")
    nodes = drawn_svg.count('class="node"') + drawn_svg.count('class="node fused"')
    assert nodes == len(drawn.nodes())


def test_png_is_drawn_by_graphviz_or_refused_clearly(stream: Path, tmp_path: Path) -> None:
    drawn = _hostile_graph(stream)
    try:
        path = drawn.save(tmp_path / "g.png")
    except TracksrcError as exc:
        assert "PNG output needs Graphviz" in str(exc)
    else:
        assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def test_html_report_and_model_explorer_json_are_inert(stream: Path) -> None:
    folder = stream.parent
    report = folder / "report.html"
    run = _run(
        "report", str(stream), "-o", str(report), "--type", "test.keep", "--op", "%0", cwd=folder
    )
    assert run.returncode == 0, run.stderr
    page = report.read_text(encoding="utf-8")
    _assert_inert(page)
    assert "<script" not in page and "javascript:alert(1)&gt;" in page
    assert 'href="javascript' not in page
    sync = folder / "sync.json"
    run = _run(
        "export-model-explorer", "0", "1", "--stream", str(stream), "-o", str(sync), cwd=folder
    )
    assert run.returncode == 0, run.stderr
    text = sync.read_text(encoding="utf-8")
    _assert_inert(text)
    json.loads(text)


def test_a_bug_is_one_line_and_status_70_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Whatever escapes a command that is not about its input (a bug) is
    # said in one inert line, pointing at the traceback's switch.
    from tracksrc.cli import pipeline as pipeline_commands
    from tracksrc.cli.main import main

    def broken(args: object) -> int:
        raise OverflowError("int too big \x1b[31mto convert")

    monkeypatch.setattr(pipeline_commands, "run_stages", broken)
    assert main(["stages", "any.mlir"]) == 70
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "tracksrc: internal error: OverflowError: int too big \\1B[31mto convert (a bug in "
        "tracksrc: please report it with the command; TRACKSRC_LOG_LEVEL=6 prints the "
        "traceback)\n"
    )


def test_a_users_pattern_runs_in_linear_time(tmp_path: Path) -> None:
    stream = str(Path(__file__).parents[2] / "sample_dumps" / "model.after_all.mlir")
    # 2^n steps in `re` on each pass name of n characters: minutes or more.
    done = _run("stages", stream, "--regex", "^(.|.|.)*!$", "--no-cache", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "tracksrc: 0 of 7 stages" in done.stderr
    found = _run("stages", stream, "--regex", "^(c|x)anon", "--no-cache", cwd=tmp_path)
    assert found.returncode == 0 and "canonicalize" in found.stdout
    for bad, why in (("(a)\\1", "invalid escape sequence"), ("(?<=a)b", "invalid perl operator")):
        refused = _run("stages", stream, "--regex", bad, "--no-cache", cwd=tmp_path)
        assert refused.returncode == 2 and why in refused.stderr
        assert "no backreferences or lookaround" in refused.stderr
        assert "Traceback" not in refused.stderr and "re2.cc" not in refused.stderr


def test_log_level_6_prints_the_traceback_of_a_bug(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # What the one line points at is there: the traceback, inert, naming
    # where the exception was raised.
    from tracksrc.cli import pipeline as pipeline_commands
    from tracksrc.cli.main import main

    def broken(args: object) -> int:
        raise OverflowError("int too big \x1b[31mto convert")

    monkeypatch.setattr(pipeline_commands, "run_stages", broken)
    monkeypatch.setenv("TRACKSRC_LOG_LEVEL", "6")
    try:
        assert main(["stages", "any.mlir"]) == 70
    finally:
        monkeypatch.delenv("TRACKSRC_LOG_LEVEL")
        from tracksrc import logs

        logs.configure()
    err = capsys.readouterr().err
    shown = err.split("the traceback of this internal error:", 1)[1]
    assert "Traceback (most recent call last):" in shown
    assert 'in broken\n    raise OverflowError("int too big \\x1b[31mto convert")' in shown
    assert "OverflowError: int too big \\1B[31mto convert" in shown
    _assert_inert(err)


def test_a_stream_whose_name_is_not_utf8_is_read_and_named_with_escapes(tmp_path: Path) -> None:
    # Its name is in messages, in the locations of ops printed without one
    # and in the store: as `\FF`, never a crash on the byte.
    sample = Path(__file__).parents[2] / "sample_dumps" / "model.after_all.mlir"
    name = os.fsdecode(b"m\xffx.mlir")
    (tmp_path / name).write_bytes(sample.read_bytes())
    for args in (["passes", name], ["stages", name], ["lineage", name, "--loc", "model.mlir:7:11"]):
        run = _run(*args, cwd=tmp_path)
        assert run.returncode == 0, run.stderr
        _assert_inert(run.stdout + run.stderr)
    stages = _run("stages", name, cwd=tmp_path).stdout
    assert "m\\FFx.mlir:" in stages
