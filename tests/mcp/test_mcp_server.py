"""`tracksrc mcp` through the MCP SDK's own client over stdio, on a real
IREE stream (`convs.mlir` compiled for llvm-cpu, and the same compile with
executable dumps as the second run): every tool answers the JSON of its
command, paged; errors are the command's; a cancelled or interrupted call
leaves the server answering."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import REAL, run_tracksrc, stream_text

from tests.mcp.mcp_client import CANCEL, Server, served, server_pid
from tracksrc.mcp.paging import BUDGET
from tracksrc.mcp.tools import TOOL_NAMES

CAPTURES = REAL / "iree" / "captures"
STREAM = "convs.after_all.mlir.xz"
# The same program compiled with IREE's executable dumps: a second run.
OTHER = "convs_dumps.after_all.mlir.xz"
LOC = "convs.mlir:5:9"


def cli_json(*args: str) -> Any:
    """What `tracksrc ARGS --json` prints, read (run in CAPTURES)."""
    done = run_tracksrc(*args, "--json", cwd=CAPTURES)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("mcp-out")


@pytest.fixture(scope="module")
def server(out: Path, summary_cache: Path) -> Iterator[Server]:
    """One server for the module, on STREAM with OTHER to compare with.
    Both query stores are built first, so that the server and the
    commands it is checked against read the same stores (a store read
    back gives some lineage ops the line of a later identical print than
    the run that built it did: a difference of the pipeline layer)."""
    for stream in (STREAM, OTHER):
        assert run_tracksrc("index", stream, cwd=CAPTURES).returncode == 0
    with served([STREAM, "--compare", OTHER, "--out", str(out)], CAPTURES, out / "log") as running:
        yield running


def test_the_tools_and_resources(server: Server) -> None:
    listed = server.portal.call(server.session.list_tools).tools
    assert (
        {tool.name for tool in listed}
        == set(TOOL_NAMES)
        == {
            "stages",
            "lineage",
            "blame",
            "track",
            "compare",
            "dispatches",
            "extract",
            "program",
            "show_op",
            "profile",
            "instructions",
        }
    )
    for tool in listed:
        assert tool.description and "--json" in tool.description, tool.name
        assert tool.annotations is not None
        assert tool.annotations.read_only_hint is (tool.name != "extract")
    lineage = next(tool for tool in listed if tool.name == "lineage")
    assert {"loc", "op", "stage", "start", "cursor", "limit"} <= set(
        lineage.input_schema["properties"]
    )
    streams = server.portal.call(server.session.read_resource, "tracksrc://streams")
    data = json.loads(streams.contents[0].text)  # type: ignore[union-attr]
    assert data["stream"]["paths"] == [STREAM] and data["stream"]["stages"] == 986
    assert data["compare"]["paths"] == [OTHER]
    templates = server.portal.call(server.session.list_resource_templates).resource_templates
    assert [template.uri_template for template in templates] == [
        "tracksrc://stage/{number}{?cursor}"
    ]
    stage = server.portal.call(server.session.read_resource, "tracksrc://stage/3?cursor=2")
    page = json.loads(stage.contents[0].text)  # type: ignore[union-attr]
    assert page["result"]["number"] == 3 and page["result"]["pass"] == "iree-sanitize-module-names"
    lines = stream_text(CAPTURES / STREAM).splitlines()
    first = page["result"]["line"]  # the stage's header line in the stream
    assert page["result"]["text"].splitlines()[0] == lines[first - 1 + 2]


def test_a_long_lineage_pages_back_to_the_commands_json(server: Server) -> None:
    expected = cli_json("lineage", STREAM, "--loc", LOC)
    whole, pages = server.all_pages("lineage", {"loc": LOC, "limit": 10}, "rows")
    assert whole == expected
    assert len(expected["rows"]) == 102 and len(pages) >= 11
    assert pages[0]["summary"].startswith(f"lineage of {LOC}: 102 rows; rows 0-9 here")
    assert pages[-1]["summary"].endswith("that is all")
    for each in pages:
        # Bounded: a page of more than one row holds at most BUDGET characters of them.
        rows = each["result"]["rows"]
        assert len(rows) == 1 or sum(len(json.dumps(row)) for row in rows) <= BUDGET
    # The default page is bounded too, and says how to go on.
    first = server.answer("lineage", {"loc": LOC})
    assert first["page"]["next_cursor"] == first["page"]["returned"] < 102
    assert f"call again with cursor={first['page']['next_cursor']}" in first["summary"]


@pytest.mark.parametrize(
    ("tool", "arguments", "field", "command"),
    [
        ("stages", {}, None, ["stages", STREAM]),
        (
            "stages",
            {"pass_argument": "canonicalize"},
            None,
            ["stages", STREAM, "--pass", "canonicalize"],
        ),
        ("blame", {"loc": LOC}, "locations_lost", ["blame", STREAM, "--loc", LOC]),
        (
            "blame",
            {"op": "%2", "stage": 0},
            "locations_lost",
            ["blame", STREAM, "--op", "%2", "--stage", "0"],
        ),
        (
            "lineage",
            {"op": "@convs_dispatch_1"},
            "rows",
            ["lineage", STREAM, "--op", "@convs_dispatch_1"],
        ),
        ("dispatches", {}, None, ["dispatches", STREAM]),
        ("dispatches", {"stage": 120}, None, ["dispatches", STREAM, "--stage", "120"]),
        ("compare", {}, "ops", ["compare", STREAM, OTHER]),
        ("compare", {"loc": LOC}, "ops", ["compare", STREAM, OTHER, "--loc", LOC]),
    ],
    ids=[
        "stages",
        "stages-pass",
        "blame",
        "blame-op",
        "lineage-symbol",
        "dispatches",
        "dispatches-stage",
        "compare",
        "compare-loc",
    ],
)
def test_each_answer_is_the_commands_json(
    server: Server, tool: str, arguments: dict[str, Any], field: str | None, command: list[str]
) -> None:
    whole, _ = server.all_pages(tool, arguments, field)
    assert whole == cli_json(*command)


def test_program_pages_are_the_programs_text(server: Server) -> None:
    expected = cli_json("program", STREAM, "--stage", "iree-stream-conversion")
    first = server.answer("program", {"stage": "iree-stream-conversion", "limit": 60})
    texts = [first["result"]["text"]]
    cursor = first["page"]["next_cursor"]
    while cursor is not None:
        more = server.answer(
            "program", {"stage": "iree-stream-conversion", "cursor": cursor, "limit": 60}
        )
        texts.append(more["result"]["text"])
        cursor = more["page"]["next_cursor"]
    assert len(texts) > 1
    assert "\n".join(texts) == expected.pop("text").rstrip("\n")
    assert {key: value for key, value in first["result"].items() if key != "text"} == expected
    assert first["page"]["first_line"] == 1 and first["page"]["returned"] == 60


def test_show_op_is_the_op_as_the_stream_printed_it(server: Server) -> None:
    answer = server.answer("show_op", {"op": "%2", "stage": 0})
    record = answer["result"]
    assert record["type"] == "linalg.conv_2d_nchw_fchw" and record["sources"] == [LOC]
    line = stream_text(CAPTURES / STREAM).splitlines()[record["dump_line"] - 1]
    assert line.strip() == record["text"]
    executable = server.answer("show_op", {"op": "@convs_dispatch_1", "limit": 3})
    assert executable["page"]["returned"] == 3 and executable["page"]["next_cursor"] == 3
    assert executable["result"]["text"].startswith("flow.executable private @convs_dispatch_1 {")


def test_track_answers_what_track_prints(server: Server) -> None:
    import tracksrc
    from tracksrc.analysis.answers import op_record

    answer = server.answer(
        "track", {"op_type": "linalg.conv_2d_nchw_fchw", "from_stage": 0, "to_stage": 40}
    )
    pipeline = tracksrc.open_pipeline(CAPTURES / STREAM)
    source, target = pipeline.stage(0), pipeline.stage(40)
    expected = [
        {"op": op_record(info), "tracked": [op_record(o) for o in tracksrc.track(info, target)]}
        for info in source.get_ops_by_type("linalg.conv_2d_nchw_fchw")
    ]
    assert answer["result"] == expected and len(expected) == 3
    back = server.answer(
        "track", {"op": ["%collapsed"], "from_stage": 0, "to_stage": 40, "back": True}
    )
    assert back["result"] and {record["op"]["name"] for record in back["result"]} == {"%collapsed"}
    assert any(record["tracked"] for record in back["result"])


def test_extract_writes_into_out_what_the_command_writes(
    server: Server, out: Path, tmp_path: Path
) -> None:
    arguments = {"dispatch": "convs_dispatch_1", "stage": "iree-llvmcpu-select-lowering-strategy"}
    answer = server.answer("extract", arguments)
    written = out / "convs_dispatch_1.stage373.mlir"
    assert answer["result"]["file"] == str(written)
    command = tmp_path / "repro.mlir"
    expected = cli_json(
        "extract",
        STREAM,
        "--dispatch",
        "convs_dispatch_1",
        "--stage",
        "iree-llvmcpu-select-lowering-strategy",
        "-o",
        str(command),
    )
    assert written.read_text() == command.read_text()
    assert {**answer["result"], "file": str(command)} == expected
    named = server.answer("extract", {**arguments, "file": "mine.mlir"})
    assert named["result"]["file"] == str(out / "mine.mlir") and (out / "mine.mlir").is_file()
    for bad in ("../escape.mlir", "/tmp/x.mlir", "sub/x.mlir", ".hidden"):
        said = server.error("extract", {**arguments, "file": bad})
        assert said.startswith(f"tracksrc: error: file {bad!r}: name a plain file")
    assert not (out.parent / "escape.mlir").exists()


@pytest.mark.parametrize(
    ("tool", "arguments", "command"),
    [
        ("lineage", {"loc": "convs.mlir:99:9"}, ["lineage", STREAM, "--loc", "convs.mlir:99:9"]),
        ("lineage", {"loc": "convs.mlir:5:x"}, ["lineage", STREAM, "--loc", "convs.mlir:5:x"]),
        ("blame", {"loc": "nowhere.mlir:1:1"}, ["blame", STREAM, "--loc", "nowhere.mlir:1:1"]),
        ("lineage", {"op": "%nothing"}, ["lineage", STREAM, "--op", "%nothing"]),
        ("program", {"stage": "no-such-pass"}, ["program", STREAM, "--stage", "no-such-pass"]),
        ("stages", {"regex": "("}, ["stages", STREAM, "--regex", "("]),
        ("dispatches", {"stage": 5000}, ["dispatches", STREAM, "--stage", "5000"]),
    ],
    ids=[
        "no-op-there",
        "bad-location",
        "unknown-file",
        "no-such-op",
        "no-such-pass",
        "bad-regex",
        "no-stage",
    ],
)
def test_errors_are_the_commands_errors(
    server: Server, tool: str, arguments: dict[str, Any], command: list[str]
) -> None:
    done = run_tracksrc(*command, cwd=CAPTURES)
    assert done.returncode == 2
    said = [
        line
        for line in done.stderr.splitlines()
        if not line.startswith("tracksrc: ") or "error" in line
    ]
    assert server.error(tool, arguments) == "\n".join(said)
    # The server goes on.
    assert server.answer("stages", {"limit": 1})["page"]["returned"] == 1


def test_bad_arguments_are_tool_errors(server: Server) -> None:
    assert "give one of loc, op (given: none)" in server.error("lineage", {})
    assert "give one of loc, op (given: loc and op)" in server.error(
        "lineage", {"loc": LOC, "op": "%2"}
    )
    assert "cursor" in server.error("lineage", {"loc": LOC, "cursor": -1})
    assert "validation error" in server.error("stages", {"limit": "many"})


def test_a_bad_cursor_and_a_huge_argument_give_short_errors(server: Server) -> None:
    from mcp.shared.exceptions import MCPError

    for uri in (
        "tracksrc://stage/3?cursor=-1",
        "tracksrc://stage/3?cursor=-300",
        "tracksrc://stage/-2",
        "tracksrc://stage/3?cursor=x",
    ):
        with pytest.raises(MCPError, match="a stage number and a line, both from 0"):
            server.portal.call(server.session.read_resource, uri)
    # A huge argument is quoted in part: the error stays far inside a page.
    huge = "c" * 100_000 + ".mlir:5:9"  # (an argument of a command line is at most 128 KB)
    said = server.error("lineage", {"loc": huge})
    assert len(said) <= 4100 and "tracksrc: error" in said
    done = run_tracksrc("lineage", STREAM, "--loc", huge, cwd=CAPTURES)
    assert done.returncode == 2 and len(done.stderr) < 6000
    assert server.answer("stages", {"limit": 1})["page"]["returned"] == 1


def test_a_pattern_that_backtracks_forever_in_re_answers_at_once(server: Server) -> None:
    # `re` would take 2^n steps on every pass name of n characters, holding
    # the main thread (no cancel, no ping); patterns run in linear time.
    started = time.monotonic()
    found = server.answer("stages", {"regex": "^(.|.)*!"})
    assert found["page"]["total"] == 0 and time.monotonic() - started < 10
    assert server.answer("stages", {"regex": "^(c|a)anon", "limit": 1})["page"]["total"] > 0
    said = server.error("stages", {"regex": "(a)\\1"})
    assert "no backreferences or lookaround" in said


# A call that runs for seconds: tracking one op 150,000 times over.
SLOW = {"op": ["%2"] * 150_000, "from_stage": 0, "to_stage": 40}


def test_a_cancelled_call_is_interrupted_and_the_server_goes_on(server: Server) -> None:
    started = time.monotonic()
    assert server.call_until_running("track", SLOW, lambda: CANCEL) is None
    # The next call waits for the cancelled one to stop: interrupted, it
    # stops at once (running on, it would take seconds more).
    assert server.answer("stages", {"limit": 1})["page"]["total"] == 986
    assert time.monotonic() - started < 4.0
    assert "a call was interrupted (cancelled by the client); the server goes on" in server.log()
    whole, _ = server.all_pages("blame", {"loc": LOC}, "locations_lost")
    assert whole == cli_json("blame", STREAM, "--loc", LOC)


def test_ctrl_c_interrupts_the_running_call_only(server: Server, out: Path) -> None:
    pid = server_pid(str(out))
    result = server.call_until_running("track", SLOW, lambda: os.kill(pid, signal.SIGINT))
    assert result is not None and result.is_error
    assert result.content[0].text == "interrupted"  # type: ignore[union-attr]
    assert "a call was interrupted (Ctrl-C); the server goes on" in server.log()
    assert server.answer("dispatches", {"limit": 1})["page"]["total"] == 3


def test_without_out_and_compare_nothing_is_written(tmp_path: Path, summary_cache: Path) -> None:
    with served([STREAM], CAPTURES, tmp_path / "log") as bare:
        said = bare.error("extract", {"dispatch": "convs_dispatch_1"})
        assert said == (
            "tracksrc: error: extract writes a file, and this server may write none: "
            "start it with --out DIR (the folder extract writes into)"
        )
        assert bare.error("compare", {}).startswith(
            "tracksrc: error: compare needs a second run of the same program"
        )
    assert sorted(path.name for path in tmp_path.iterdir()) == ["log"]


def test_ctrl_c_while_idle_ends_the_server(summary_cache: Path) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "tracksrc", "mcp", STREAM],
        cwd=CAPTURES,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stderr is not None
    while "serving" not in process.stderr.readline():
        assert process.poll() is None
    process.send_signal(signal.SIGINT)
    stdout, stderr = process.communicate(timeout=30)
    assert process.returncode == 130 and stderr.strip() == "interrupted" and stdout == ""


def test_without_the_extra_it_says_how_to_install_it(summary_cache: Path) -> None:
    code = (
        "import sys; sys.modules['mcp'] = None; from tracksrc.cli.main import main; "
        f"sys.exit(main(['mcp', {STREAM!r}]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=CAPTURES, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "pip install 'tracksrc[mcp]'" in done.stderr
    assert done.stderr.startswith("tracksrc: error: tracksrc mcp needs the MCP SDK")
