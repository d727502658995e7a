"""`tracksrc view` as a server, run as typed on a real IREE stream
(`convs.mlir` compiled for llvm-cpu): who it answers (token, Host,
headers), and that every answer is what the commands answer, computed by
the same functions (`track`, `lineage --json`, `blame --json`, `diff
--json`, `extract -o`, `stages --json`, `audit --json`)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import ANCHOR, REAL, run_tracksrc

import tracksrc
from tests.view.viewer import Viewer, viewing
from tracksrc.reading.highlighting import MlirLexer
from tracksrc.safe_text import visible

CAPTURES = REAL / "iree" / "captures"
STREAM = "convs.after_all.mlir.xz"
# A codegen stage of the first convolution's dispatch (llvm-cpu).
CODEGEN = 650


def cli_json(*args: str) -> Any:
    done = run_tracksrc(*args, "--json", cwd=CAPTURES)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def viewer(summary_cache: Path) -> Iterator[Viewer]:
    # The store built first, so that the server and the commands it is
    # checked against read the same one (see tests/mcp).
    assert run_tracksrc("index", STREAM, cwd=CAPTURES).returncode == 0
    with viewing([STREAM], CAPTURES) as running:
        yield running


@pytest.fixture(scope="module")
def pipeline(viewer: Viewer) -> tracksrc.Pipeline:
    return tracksrc.open_pipeline(CAPTURES / STREAM)


def test_requests_without_the_token_are_refused(viewer: Viewer) -> None:
    for path in ("/", "/api/session", "/static/main.js", "/api/lines", "/nothing"):
        refused = viewer.request(path, token=False)
        assert refused.status == 403, path
        assert b"token" in refused.body
    wrong = viewer.request("/api/session", token=False, headers={"X-Tracksrc-Token": "x" * 43})
    assert wrong.status == 403
    assert viewer.request("/", {"token": "nope"}, token=False).status == 403
    # The token in the URL once: kept in a cookie of this port, the page
    # sent on without it.
    welcomed = viewer.request("/", {"token": viewer.token, "x": "1"}, token=False)
    assert welcomed.status == 303
    assert welcomed.headers["location"] == "/?x=1"
    cookie = welcomed.headers["set-cookie"]
    assert cookie.startswith(f"tracksrc-view-{viewer.port}={viewer.token};")
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    # Sent on to this server only, the path as it came (still %-encoded).
    # (`/\\evil.example` too: browsers read a backslash as a slash.)
    for path, target in (
        ("//evil.example/x", "/"),
        ("/\\evil.example/x", "/"),
        ("/a\\b", "/"),
        ("/a%0d%0aSet-Cookie:%20x=1", None),
    ):
        sent_on = viewer.request(path, {"token": viewer.token}, token=False)
        assert sent_on.status == 303
        location = sent_on.headers["location"]
        assert location == (target or path) and "\n" not in location
    kept = {"Cookie": f"tracksrc-view-{viewer.port}={viewer.token}"}
    assert viewer.request("/api/session", token=False, headers=kept).status == 200
    other_port = {"Cookie": f"tracksrc-view-1={viewer.token}"}
    assert viewer.request("/api/session", token=False, headers=other_port).status == 403


def test_only_its_own_address_is_answered(viewer: Viewer) -> None:
    """A page of another site whose name resolves to 127.0.0.1 (DNS
    rebinding) sends its own Host: refused, token or not."""
    for host in ("evil.example", f"evil.example:{viewer.port}", "127.0.0.1:1", ""):
        assert viewer.request("/api/session", headers={"Host": host}).status in (400, 421), host
    for host in (f"localhost:{viewer.port}", f"127.0.0.1:{viewer.port}"):
        assert viewer.request("/api/session", headers={"Host": host}).status == 200


def test_every_answer_forbids_inline_script_and_framing(viewer: Viewer) -> None:
    for path, params in (
        ("/", {}),
        ("/static/main.js", {}),
        ("/api/session", {}),
        ("/api/doc", {"doc": "a.s.99999"}),
    ):
        answer = viewer.request(path, params)
        csp = answer.headers["content-security-policy"]
        assert "default-src 'self'" in csp and "script-src 'self'" in csp, path
        assert "unsafe-inline" not in csp and "unsafe-eval" not in csp
        assert "frame-ancestors 'none'" in csp
        assert answer.headers["x-content-type-options"] == "nosniff"
        assert answer.headers["referrer-policy"] == "no-referrer"
    assert viewer.request("/static/main.js").headers["content-type"].startswith("text/javascript")


def test_only_the_pages_files_are_served(viewer: Viewer) -> None:
    for path in (
        "/static/../app.py",
        "/static/%2e%2e%2fapp.py",
        "/static/..%2f..%2fetc%2fpasswd",
        "/static/app.py",
        "/static/",
        "/etc/passwd",
        "/api/source",
    ):
        assert viewer.request(path).status == 404, path


def test_the_session_names_the_stream_and_its_sources(viewer: Viewer) -> None:
    session = viewer.get("/api/session")
    assert session["runs"] == [{"run": "a", "name": STREAM, "stages": 986}]
    # The input the locations name is on disk beside the stream; the
    # stream itself is no source.
    assert [source["name"] for source in session["sources"]] == ["convs.mlir"]
    layout = viewer.get("/api/doc", doc="f.0")
    text = (CAPTURES / "convs.mlir").read_text(encoding="utf-8")
    assert layout["rows"] == len(text.split("\n"))
    assert viewer.get("/api/lines", doc="f.0", start=4, end=5)["lines"] == [text.split("\n")[4]]
    assert viewer.request("/api/doc", {"doc": "f.1"}).status == 400


def test_the_timeline_is_what_stages_and_audit_say(
    viewer: Viewer, pipeline: tracksrc.Pipeline
) -> None:
    timeline = viewer.get("/api/timeline", run="a")
    rows = cli_json("stages", STREAM)
    assert timeline["stages"] == len(rows) == 986
    # Each pass named with those it ran inside (`stages --json`'s parents).
    assert [timeline["labels"][at] for at in timeline["label"]] == [
        " > ".join([*row["parents"], row["pass"]]) for row in rows
    ]
    assert timeline["depth"] == [len(row["parents"]) for row in rows]
    assert any(timeline["depth"])  # IREE's adaptors and executable pipelines
    assert timeline["ops"] == [row["program_ops"] for row in rows]
    assert timeline["bytes"] == [row["bytes"] for row in rows]
    assert timeline["failed"] == [] and timeline["seconds"] is None
    audit = {row["stage"]: row for row in cli_json("audit", STREAM)}
    for stage in range(len(rows)):
        row = audit.get(stage)
        if row is None:
            assert timeline["delta"][stage] == 0 and timeline["unknown"][stage] == 0
            continue
        first = row["first_print"]
        assert timeline["delta"][stage] == (0 if first else row["ops_after"] - row["ops_before"])
        assert timeline["unknown"][stage] == row["became_unknown"]
        assert timeline["since"][stage] == row["since"]


def test_rows_come_in_windows_coloured_by_the_projects_lexer(
    viewer: Viewer, pipeline: tracksrc.Pipeline
) -> None:
    stage = pipeline.stages[CODEGEN]
    lines = stage.text().split("\n")
    layout = viewer.get("/api/doc", doc=f"a.s.{CODEGEN}")
    assert layout["rows"] == len(lines) and layout["first_line"] == stage.line
    assert layout["language"] == "mlir" and "folds" not in layout
    # Its regions and ops come once it is indexed (`Stage.op_index`).
    structure = viewer.get("/api/folds", doc=f"a.s.{CODEGEN}")
    index = stage.op_index()
    assert structure["ops"] == len(index)
    functions = [info for info in index.infos if info.op_name == "func.func"]
    body = functions[0].op.regions[0]
    first = body.start - 0
    rows = [stage.text()[:at].count("\n") for at in (body.start, body.end)]
    assert rows in structure["folds"] and first >= 0
    window = viewer.get("/api/lines", doc=f"a.s.{CODEGEN}", start=0, end=40)
    assert window["lines"] == [visible(line) for line in lines[:40]]
    for line, tokens in zip(window["lines"], window["tokens"], strict=True):
        assert sum(tokens[0::2]) == len(line)
    # The classes are those of the MLIR lexer: an op name is an op name.
    classes = viewer.get("/api/session")["classes"]
    header = window["tokens"][0]
    assert classes[header[1]] == "h"
    kinds = {kind for _, kind, _ in MlirLexer().get_tokens_unprocessed(lines[3])}
    assert kinds  # (the lexer reads the line)
    # Never more than a window, never the stream.
    assert len(viewer.get("/api/lines", doc=f"a.s.{CODEGEN}", start=0, end=10**6)["lines"]) == len(
        lines
    )


def test_a_pane_searches_its_document(viewer: Viewer, pipeline: tracksrc.Pipeline) -> None:
    lines = pipeline.stages[CODEGEN].text().split("\n")
    found = viewer.get("/api/search", doc=f"a.s.{CODEGEN}", q="VECTOR.")["rows"]
    assert found == [row for row, line in enumerate(lines) if "vector." in line.lower()]


def _marked(answer: dict[str, Any], key: str) -> list[str]:
    (pane,) = [pane for pane in answer["panes"] if pane["doc"] == key]
    return [op["id"] for op in pane["ops"]]


def test_sync_marks_what_track_answers(viewer: Viewer, pipeline: tracksrc.Pipeline) -> None:
    source = pipeline.stage(0)
    conv = source.get_ops_by_type("linalg.conv_2d_nchw_fchw")[0]
    line, column = conv.op.name_position
    row = line - pipeline.stages[0].line
    docs = f"a.s.0,a.s.{CODEGEN},a.s.300,a.p.{CODEGEN},f.0"
    answer = viewer.get("/api/sync", at=f"a.s.0:{row}:{column + 2}", docs=docs)
    selection = answer["selection"]
    assert selection["sel"] == f"a.s.0!{conv.unique_id}"
    assert selection["op"]["type"] == "linalg.conv_2d_nchw_fchw" and not selection["fused"]
    later = pipeline.stage(CODEGEN)
    expected = sorted(info.unique_id for info in tracksrc.track(conv, later))
    assert expected and sorted(_marked(answer, f"a.s.{CODEGEN}")) == expected
    assert sorted(_marked(answer, "a.s.0")) == sorted(
        info.unique_id for info in tracksrc.related(conv, source)
    )
    # A pane of an earlier stage than the selection's shows where it came
    # from (track_back); the same selection written as a URL writes it.
    back = viewer.get("/api/sync", sel=f"a.s.{CODEGEN}!{expected[0]}", docs="a.s.0")
    chosen = later.get_op(expected[0])
    assert _marked(back, "a.s.0") == sorted(
        (info.unique_id for info in tracksrc.track_back(chosen, source)),
        key=lambda uid: source.get_op(uid).op.start,
    )
    # The program after the stage, as `tracksrc program` writes it.
    program = tracksrc.parse_text(tracksrc.program_at(pipeline.stages[CODEGEN]).text(), "p")
    assert sorted(_marked(answer, f"a.p.{CODEGEN}")) == sorted(
        info.unique_id for info in tracksrc.track(conv, program)
    )
    # The source pane marks the convolution's line of convs.mlir.
    (source_pane,) = [pane for pane in answer["panes"] if pane["doc"] == "f.0"]
    assert [(op["first"], op["last"]) for op in source_pane["ops"]] == [(4, 4)]


def test_a_source_line_selects_its_ops_everywhere(
    viewer: Viewer, pipeline: tracksrc.Pipeline
) -> None:
    answer = viewer.get("/api/sync", at="f.0:4:0", docs=f"a.s.0,a.s.{CODEGEN}")
    assert answer["selection"] == {"sel": "loc!convs.mlir:5", "place": "convs.mlir:5"}
    whole_line = tracksrc.SourceRange.from_str("convs.mlir:5:0-5:65535")
    for number in (0, CODEGEN):
        expected = sorted(
            info.unique_id for info in tracksrc.track(whole_line, pipeline.stage(number))
        )
        assert expected and sorted(_marked(answer, f"a.s.{number}")) == expected


def test_nothing_here_is_said_with_the_nearest_stage(viewer: Viewer) -> None:
    """Stage 500 prints another dispatch's function: nothing of the first
    convolution there, said; its program holds it all the same (lineage),
    and the stage that printed what it had become is named."""
    conv = "a.s.0!builtin.module[0]/func.func[1]/%2"
    answer = viewer.get("/api/sync", sel=conv, docs="a.s.500")
    (pane,) = answer["panes"]
    assert pane["nothing"] and pane["ops"] == []
    near = viewer.get("/api/nearest", sel=conv, doc="a.s.500")
    rows = cli_json("lineage", STREAM, "--loc", "convs.mlir:5:9")["rows"]
    (holding,) = [row for row in rows if row["stage"] <= 500][-1:]
    assert near["stage"] == 500 and near["count"] == holding["count"] > 0
    printed = viewer.get("/api/sync", sel=conv, docs=f"a.s.{near['printed_at']}")
    assert printed["panes"][0]["ops"]
    # A place no op is at: no stage, and why (the command's message).
    nowhere = viewer.get("/api/nearest", sel="loc!convs.mlir:40", doc="a.s.500")
    assert nowhere["stage"] is None
    assert "no op of the pipeline is located at convs.mlir:40" in nowhere["why"]


def test_the_story_is_lineage_blame_and_dispatches(viewer: Viewer) -> None:
    sel = "a.s.0!builtin.module[0]/func.func[1]/%2"
    story = viewer.get("/api/story", run="a", sel=sel)
    lineage = cli_json("lineage", STREAM, "--op", "%2")
    assert story["lineage"]["rows"] == [
        {key: value for key, value in row.items() if key != "ops"} for row in lineage["rows"]
    ]
    assert story["blame"] == cli_json("blame", STREAM, "--op", "%2")
    names = [item["name"] for item in story["dispatches"]]
    assert names == ["@convs_dispatch_0_conv_8x14x14x8x3x3_f32"]
    everyone = {item["name"]: item for item in cli_json("dispatches", STREAM)}
    assert story["dispatches"][0]["first_stage"] == everyone[names[0]]["first_stage"]


def test_the_reproducer_is_what_extract_writes(viewer: Viewer, tmp_path: Path) -> None:
    answer = viewer.request(
        "/api/extract", {"run": "a", "dispatch": "@convs_dispatch_0_conv_8x14x14x8x3x3_f32"}
    )
    assert answer.status == 200
    assert "attachment" in answer.headers["content-disposition"]
    # (named as the unit and the stage: the executable the dispatch was linked into)
    assert answer.headers["content-disposition"].endswith('.stage780.mlir"')
    written = tmp_path / "repro.mlir"
    done = run_tracksrc(
        "extract",
        STREAM,
        "--dispatch",
        "@convs_dispatch_0_conv_8x14x14x8x3x3_f32",
        "-o",
        str(written),
        cwd=CAPTURES,
    )
    assert done.returncode == 0, done.stderr
    assert answer.body == written.read_bytes()


@pytest.mark.parametrize("prints", [False, True])
def test_the_diff_is_the_commands(viewer: Viewer, prints: bool) -> None:
    found = viewer.get("/api/diff", run="a", first=600, second=650, prints=int(prints))
    expected = cli_json("diff", STREAM, "600", "650", *(["--prints"] if prints else []))
    assert found["rows"] == expected and found["more"] == 0


def test_the_pass_filter_is_matched_in_linear_time(viewer: Viewer) -> None:
    labels = viewer.get("/api/timeline", run="a")["labels"]
    found = viewer.get("/api/filter", run="a", pattern="^CSE$")["labels"]
    # Every cse, wherever it ran (a label is the pass with its parents).
    assert {labels[at].split(" > ")[-1] for at in found} == {"cse"}
    assert "cse" in [labels[at] for at in found] and len(found) > 1
    wrapped = viewer.get("/api/filter", run="a", pattern="fixed-point")["labels"]
    assert "iree-util-fixed-point-iterator > iree-op-pipeline-adaptor > cse" in [
        labels[at] for at in wrapped
    ]
    assert viewer.get("/api/filter", run="a", pattern="^(.|.)*!")["labels"] == []
    # A pattern RE2 cannot take (half typed, or a backreference) is no
    # failed request, which a browser logs as an error: it says why.
    for pattern in ("(a)\\1", "^(c"):
        refused = viewer.get("/api/filter", run="a", pattern=pattern)
        assert refused["labels"] is None and "tracksrc: error: filter" in refused["error"]


@pytest.mark.parametrize(
    ("path", "params", "said"),
    [
        ("/api/doc", {"doc": "a.s.986"}, "stage 986 does not exist: the pipeline has 986 stages"),
        ("/api/doc", {"doc": "../../etc/passwd"}, "no such document"),
        ("/api/doc", {"doc": "b.s.1"}, "run 'b' is not served"),
        ("/api/lines", {"doc": "a.s.1", "start": "x"}, "expected a whole number"),
        ("/api/sync", {"sel": "a.s.0!%nothing", "docs": "a.s.1"}, "has no op '%nothing'"),
        ("/api/sync", {"sel": "garbage", "docs": ""}, "no such selection"),
        ("/api/sync", {"at": "a.s.0:0:0", "docs": ""}, "no op at row 0, column 0"),
        ("/api/story", {"sel": "loc!elsewhere.mlir:3:1"}, "no location of the pipeline names"),
        ("/api/compare", {}, "this view has one stream"),
        ("/api/extract", {"dispatch": "@nothing"}, "@nothing"),
        ("/api/diff", {"first": "1"}, "names no second"),
    ],
)
def test_bad_requests_get_the_commands_messages(
    viewer: Viewer, path: str, params: dict[str, str], said: str
) -> None:
    answer = viewer.request(path, params)
    assert answer.status == 400, answer.body
    message = answer.json()["error"]
    assert message.startswith("tracksrc: error") or ":" in message
    assert said in message, message
    assert "Traceback" not in message
    # The server goes on.
    assert viewer.request("/api/session").status == 200


def test_ctrl_c_stops_it_with_status_130(summary_cache: Path) -> None:
    with viewing([STREAM], CAPTURES) as running:
        assert running.get("/api/session")["runs"][0]["stages"] == 986
        assert running.stop() == 130
    assert "interrupted" in "".join(running.errors)


def test_two_stage_files_as_track_src_takes_them(summary_cache: Path) -> None:
    with viewing(["conv_input.mlir", "conv_lowered.mlir"], ANCHOR) as running:
        session = running.get("/api/session")
        assert [run["stages"] for run in session["runs"]] == [2]
        assert running.get("/api/folds", doc="a.s.1")["ops"] == len(
            tracksrc.parse_file(ANCHOR / "conv_lowered.mlir")
        )


def test_a_port_in_use_is_a_clear_error() -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        done = run_tracksrc("view", STREAM, "--no-browser", "--port", str(port), cwd=CAPTURES)
    finally:
        taken.close()
    assert done.returncode == 2
    assert f"tracksrc: error: cannot serve on 127.0.0.1 port {port}:" in done.stderr
    assert "Traceback" not in done.stderr


def test_another_host_is_said_as_a_warning(summary_cache: Path) -> None:
    with viewing([STREAM, "--host", "0.0.0.0"], CAPTURES) as running:
        assert running.url.startswith("http://127.0.0.1:")
        assert running.request("/api/session", token=False).status == 403
        assert running.get("/api/session")["runs"]
    said = "".join(running.errors)
    assert "warning: serving on 0.0.0.0, not 127.0.0.1" in said


@pytest.mark.parametrize(
    ("missing", "words", "extra"),
    [
        ("starlette", [], "view"),
        # (numpy for --traces: said before the streams are opened)
        ("numpy", ["--traces", "a.txt", "b.txt"], "numerics"),
    ],
)
def test_without_the_extra_it_says_how_to_install_it(
    missing: str, words: list[str], extra: str
) -> None:
    code = (
        f"import sys; sys.modules[{missing!r}] = None; "
        f"from tracksrc.cli.main import main; sys.exit(main(['view', 'x.mlir', *{words!r}]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"pip install 'tracksrc[{extra}]'" in done.stderr


def test_the_timeline_gives_each_stage_the_seconds_of_a_run_of_its_pass(
    summary_cache: Path,
) -> None:
    """A capture with a --mlir-timing report: each stage the mean seconds
    of a run of its pass (the report times passes, not stages)."""
    with viewing(["list.mlir.xz"], CAPTURES) as running:
        timeline = running.get("/api/timeline", run="a")
    passes = {row["pass"]: row for row in cli_json("passes", "list.mlir.xz") if row["pass"]}
    labels = [timeline["labels"][at].split(" > ")[-1] for at in timeline["label"]]
    assert timeline["seconds"] == [
        round(passes[label]["seconds"] / passes[label]["runs"], 6) for label in labels
    ]
    assert any(timeline["seconds"])


def test_a_bad_stream_is_the_commands_error(tmp_path: Path) -> None:
    """What every command says of a stream it cannot read, before any
    server starts."""
    (tmp_path / "notes.mlir").write_text("hello world\n", encoding="utf-8")
    for stream, said in (
        ("missing.after_all.mlir", "missing.after_all.mlir: no such file"),
        ("notes.mlir", "notes.mlir:1:1: error: 'hello' is not an operation"),
    ):
        done = run_tracksrc("view", stream, "--no-browser", "--port", "0", cwd=tmp_path)
        assert done.returncode == 2, done.stderr
        assert said in done.stderr
        assert "Traceback" not in done.stderr and done.stdout == ""


def test_a_python_source_pane_marks_the_call_stack(summary_cache: Path) -> None:
    """JAX locates ops by Python call stacks: the source pane of mlp.py (on
    disk beside the stream, coloured as Python) marks each frame's line
    of the op clicked; clicking a line of mlp.py selects its ops."""
    jax = REAL / "jax"
    with viewing(["mlp.after_all.mlir.xz"], jax) as running:
        session = running.get("/api/session")
        assert session["sources"] == [{"number": 0, "name": "mlp.py", "language": "python"}]
        window = running.get("/api/lines", doc="f.0", start=0, end=5)
        classes = session["classes"]
        assert "k" in {classes[kind] for tokens in window["tokens"] for kind in tokens[1::2]}
        dot = "a.s.0!builtin.module[0]/func.func[1]/%0"
        answer = running.get("/api/sync", sel=dot, docs="f.0")
        (pane,) = answer["panes"]
        # dense at line 4, called from mlp at line 7, called at line 13.
        assert [(op["first"] + 1, op["id"]) for op in pane["ops"]] == [
            (4, "mlp.py:4"),
            (7, "mlp.py:7"),
            (13, "mlp.py:13"),
        ]
        line = running.get("/api/sync", at="f.0:3:0", docs="a.s.0")
        assert line["selection"]["place"] == "mlp.py:4"
        marked = [op["type"] for op in line["panes"][0]["ops"]]
        assert marked.count("stablehlo.dot_general") == 3


def test_connections_slow_to_send_their_headers_are_closed(viewer: Viewer) -> None:
    # 100 connections each with half a request (a slow sender's): uvicorn
    # held them all without limit, and past 64 held answered every other
    # request, the page's own, 503. They are closed once their headers are
    # late (5 s), and the page is answered again.
    import time

    from tracksrc.view.header_timeout import HEADER_SECONDS

    slow = []
    for _ in range(100):
        connection = socket.create_connection(("127.0.0.1", viewer.port), timeout=30)
        connection.sendall(b"GET /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        slow.append(connection)
    started = time.monotonic()
    for connection in slow:
        # (Closed by the server: the read ends, with nothing answered.)
        assert connection.recv(1024) == b""
        connection.close()
    waited = time.monotonic() - started
    assert HEADER_SECONDS - 1 <= waited <= HEADER_SECONDS + 10
    assert viewer.request("/api/session").status == 200
