"""Code panes of `tracksrc view`, on IREE's real llvm-cpu compile of
mnist_like (its stream, and the dump folder beside it holding the LLVM IR
IREE wrote at three points and the x86 assembly): the code files listed
in pipeline order with what they hold (counted here with regular
expressions); their lines sent as the files hold them, coloured; a source
place, an op, an op at a line of a file IREE dumped and a clicked
instruction each mark exactly the lines `tracksrc instructions --stream
... --loc ... --json` answers, which agree with a regex reading of the
`.loc` lines through the dumped MLIR files (tests/analysis/
test_instructions.py); a clicked instruction marks its source's ops and
lines, and its story is `instructions --at`'s way back. IREE's ROCm code,
which carries no location, says so; a hostile code file stays text. In
Chromium: an instruction and an op clicked, their marks and the story."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import MNIST, run_tracksrc

import tracksrc
from tests.analysis.test_instructions import _asm_sources, _source_of
from tests.reading.machine.machine_samples import (
    IREE_CPU,
    LINKED,
    ROCM,
    extract_dumps,
    x86_functions,
)
from tests.view.browser import chromium, new_tab
from tests.view.viewer import Viewer, viewing
from tracksrc.reading.location_attributes import location_text
from tracksrc.safe_text import visible

STREAM = "mnist_like.after_all.mlir.xz"
CODE = [f"{LINKED}.linked.ll", f"{LINKED}.optimized.ll", f"{LINKED}.codegen.ll", f"{LINKED}.s"]
DOCS = ",".join(f"a.c.{number}" for number in range(len(CODE)))
ASM = "a.c.3"
# A stage printing dispatch 3's code whose ops are located in the
# configurations IREE dumped (`dumps/configured_module_...mlir:L:C`).
DUMPED_STAGE = 1090
# The header of a stream whose executables' code IREE wrote to FOLDER.
SERIALIZE = (
    "// -----// IR Dump After SerializeTargetExecutablesPass: iree-hal-serialize-target-"
    "executables{{debug-level=2 dump-binaries-path={folder} dump-intermediates-path={folder} "
    "target=rocm target-registry=unknown}} //----- //\n"
)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The stream, its dump folder beside it, and the model (a source pane)."""
    here = tmp_path_factory.mktemp("code")
    extract_dumps(here)
    shutil.copyfile(IREE_CPU / STREAM, here / STREAM)
    shutil.copyfile(MNIST / "mnist_like.mlir", here / "mnist_like.mlir")
    return here


@pytest.fixture(scope="module")
def viewer(folder: Path, summary_cache: Path) -> Iterator[Viewer]:
    with viewing([STREAM], folder) as running:
        yield running


def file_lines(path: Path) -> list[str]:
    """A file's lines, split on newlines only (as code readers number them)."""
    return path.read_text(encoding="utf-8").removesuffix("\n").split("\n")


def answered(folder: Path, *args: str) -> dict[str, Any]:
    """`tracksrc instructions --stream STREAM ARGS --json`."""
    done = run_tracksrc("instructions", "--stream", STREAM, *args, "--json", cwd=folder)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def cli_lines(folder: Path, place: str) -> dict[str, set[int]]:
    """Per code file a pane shows (its name), the lines `instructions --loc
    PLACE` lists (binaries, which no pane shows, left out)."""
    found: dict[str, set[int]] = {name: set() for name in CODE}
    for item in answered(folder, "--loc", place)["instructions"]:
        if not item["line_is_address"]:
            found[Path(item["file"]).name].add(item["line"])
    return found


def id_lines(ids: list[str]) -> list[range]:
    """The runs of lines marks name (each `FILE:FIRST[-LAST]`)."""
    runs = []
    for mark in ids:
        first, _, last = mark.rsplit(":", 1)[1].partition("-")
        runs.append(range(int(first), int(last or first) + 1))
    return runs


def marked_lines(pane: dict[str, Any]) -> set[int]:
    """The lines a code pane's marks cover, checked against their rows
    and kept apart (contiguous lines are one mark)."""
    lines: set[int] = set()
    for mark, span in zip(pane["ops"], id_lines([m["id"] for m in pane["ops"]]), strict=True):
        assert (mark["first"], mark["last"]) == (span[0] - 1, span[-1] - 1)
        assert not lines & set(span) and span[0] - 1 not in lines
        lines.update(span)
    return lines


def code_marks(answer: dict[str, Any]) -> dict[str, set[int]]:
    return {
        CODE[int(pane["doc"].rsplit(".", 1)[1])]: marked_lines(pane)
        for pane in answer["panes"]
        if ".c." in pane["doc"]
    }


def test_the_session_lists_the_code_of_the_dump_folder(viewer: Viewer, folder: Path) -> None:
    session = viewer.get("/api/session")
    assert [Path(item["name"]).name for item in session["code"]] == CODE
    assert [item["doc"] for item in session["code"]] == DOCS.split(",")
    assert [item["language"] for item in session["code"]] == ["llvm"] * 3 + ["asm"]
    files = viewer.get("/api/code", run="a")["files"]
    assert [item["kind"] for item in files] == ["LLVM IR"] * 3 + ["x86-64 assembly"]
    # Functions: `define`s of the LLVM IR, `.type X,@function` of the assembly.
    dumps = folder / "dumps"
    defined = [(dumps / name).read_text().count("\ndefine ") for name in CODE[:3]]
    text = (dumps / CODE[3]).read_text()
    typed = len(re.findall(r"^\t\.type\t[^.\s][^,]*,@function$", text, re.MULTILINE))
    assert [item["functions"] for item in files] == [*defined, typed] == [51, 51, 7, 51]
    # Instructions and those with a source: the regex readings of the `.s`.
    assert files[3]["instructions"] == sum(map(len, x86_functions(text).values())) == 2390
    sources = _asm_sources(dumps)
    assert files[3]["located"] == sum(1 for where in sources.values() if where)
    assert all(item["error"] is None and item["notes"] for item in files)


def test_a_code_pane_sends_the_files_lines_coloured(viewer: Viewer, folder: Path) -> None:
    lines = file_lines(folder / "dumps" / CODE[3])
    layout = viewer.get("/api/doc", doc=ASM)
    assert layout["rows"] == len(lines) and layout["language"] == "asm"
    window = viewer.get("/api/lines", doc=ASM, start=0, end=100_000)
    assert window["lines"] == lines[:2000]  # (a window at most: never the file)
    classes = viewer.get("/api/session")["classes"]

    def colour(doc: str, line: int, word: str) -> str:
        shown = viewer.get("/api/lines", doc=doc, start=line - 1, end=line)
        text, tokens = shown["lines"][0], shown["tokens"][0]
        at = 0
        for length, number in zip(tokens[::2], tokens[1::2], strict=True):
            if text[at : at + length] == word:
                return str(classes[number])
            at += length
        raise AssertionError(f"{word} is no token of {text!r}")

    assert lines[559].split("\t")[1] == "movsd"
    assert colour(ASM, 560, "movsd") == "o"  # (a mnemonic, drawn as an op)
    assert colour(ASM, 560, "%xmm0") == "v"
    linked = file_lines(folder / "dumps" / CODE[0])
    line = next(n for n, text in enumerate(linked, 1) if " = getelementptr " in text)
    assert colour("a.c.0", line, "getelementptr") == "k"


@pytest.mark.parametrize(
    "place", ["mnist_like.mlir:17:11", "mnist_like.mlir:15:11", "mnist_like.mlir:17"]
)
def test_a_source_place_marks_what_instructions_answers(
    viewer: Viewer, folder: Path, place: str
) -> None:
    expected = cli_lines(folder, place)
    answer = viewer.get("/api/sync", sel=f"loc!{place}", docs=DOCS)
    assert code_marks(answer) == expected
    # The `.s` lines: those whose `.loc` reaches the place through the
    # dumped MLIR files, read with regular expressions.
    sources = _asm_sources(folder / "dumps")
    prefix = place + ("" if place.count(":") == 2 else ":")
    by_regex = {
        line for line, where in sources.items() if where and (where + ":").startswith(prefix)
    }
    assert expected[CODE[3]] == by_regex and len(by_regex) > 50


def test_an_op_marks_the_instructions_it_became(viewer: Viewer, folder: Path) -> None:
    pipeline = tracksrc.open_pipeline(folder / STREAM)
    relu = pipeline.stage(0).get_ops_by_type("torch.aten.relu")[1]
    assert location_text(relu.op.location) == '"mnist_like.mlir":17:11'
    answer = viewer.get("/api/sync", sel=f"a.s.0!{relu.unique_id}", docs=DOCS)
    assert code_marks(answer) == cli_lines(folder, "mnist_like.mlir:17:11")
    # An op located at a line of a file IREE dumped: followed through the
    # dumped files to the model, as the instructions' `.loc`s are.
    (generic,) = [
        info
        for info in pipeline.stage(DUMPED_STAGE).infos
        if location_text(info.op.location).endswith('dispatch_3.mlir":28:8')
    ]
    dumped = "dumps/configured_module_mnist_like$async_dispatch_3.mlir"
    place = _source_of(folder / "dumps", dumped, 28)
    assert place == "mnist_like.mlir:17:11"
    answer = viewer.get("/api/sync", sel=f"a.s.{DUMPED_STAGE}!{generic.unique_id}", docs=DOCS)
    assert code_marks(answer) == cli_lines(folder, place)


def test_clicking_an_instruction_selects_its_source(viewer: Viewer, folder: Path) -> None:
    lines = file_lines(folder / "dumps" / CODE[3])
    docs = f"a.s.0,f.0,{DOCS}"
    answer = viewer.get("/api/sync", at=f"{ASM}:559:3", docs=docs)  # (row 559: line 560)
    selection = answer["selection"]
    assert selection["sel"] == f"{ASM}!560" and selection["place"] == "mnist_like.mlir:17:11"
    instruction = selection["instruction"]
    assert instruction["text"] == lines[559].strip() and instruction["line"] == 560
    assert instruction["function"] == "mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32"
    panes = {pane["doc"]: pane for pane in answer["panes"]}
    stage = tracksrc.open_pipeline(folder / STREAM).stage(0)
    ops = tracksrc.track(tracksrc.SourceRange.from_str("mnist_like.mlir:17:11"), stage)
    assert [op["id"] for op in panes["a.s.0"]["ops"]] == [info.unique_id for info in ops]
    assert [op["id"] for op in panes["f.0"]["ops"]] == ["mnist_like.mlir:17"]
    assert code_marks(answer) == cli_lines(folder, "mnist_like.mlir:17:11")
    # Its story: `instructions --at`'s way back, then its source's.
    story = viewer.get("/api/story", sel=f"{ASM}!560", run="a")
    assert story["instruction"] == answered(folder, "--at", f"dumps/{CODE[3]}:560")
    hops = [hop["where"] for hop in story["instruction"]["hops"][0]]
    assert hops == [
        "dumps/configured_module_mnist_like$async_dispatch_3.mlir:28:8",
        "dumps/module_mnist_like$async_dispatch_3.mlir:27:8",
        "mnist_like.mlir:17:11",
    ]
    assert [item["name"] for item in story["dispatches"]] == [
        "@mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32"
    ]
    # A line holding no instruction (a `.loc`) is said, not selected.
    assert lines[557].startswith("\t.loc")
    refused = viewer.request("/api/sync", {"at": f"{ASM}:557:1", "docs": ASM})
    assert refused.status == 400 and b"no instruction at line 558" in refused.body
    for wrong in (f"{ASM}!x", "a.c.99!1"):
        assert viewer.request("/api/sync", {"sel": wrong, "docs": ASM}).status == 400


def test_code_without_locations_says_so(tmp_path: Path, summary_cache: Path) -> None:
    """IREE's ROCm code (tests/data/llvm/iree_rocm) carries no location: its
    panes say so, with the reader's notes, and mark nothing."""
    shutil.copytree(ROCM, tmp_path / "nolink")
    stream = tmp_path / "rocm.after_all.mlir"
    stream.write_text(
        SERIALIZE.format(folder="nolink")
        + 'func.func @f() {\n  return loc("mnist_like.mlir":15:11)\n} loc("mnist_like.mlir":1:1)\n',
        encoding="utf-8",
    )
    with viewing([stream.name], tmp_path) as running:
        session = running.get("/api/session")
        names = [Path(item["name"]).name for item in session["code"]]
        assert names == sorted(path.name for path in ROCM.glob("*.ll")) + sorted(
            path.name for path in ROCM.glob("*.rocmasm")
        )
        docs = ",".join(item["doc"] for item in session["code"])
        for item in session["code"]:
            about = running.get("/api/folds", doc=item["doc"])["about"]
            assert about["located"] == 0 and about["instructions"] > 0
        answer = running.get("/api/sync", sel="loc!mnist_like.mlir:15:11", docs=docs)
        for pane in answer["panes"]:
            assert pane["nothing"] and pane["ops"] == []
            assert "carries a source location" in pane["why"]
            assert "IREE's ROCm and CUDA targets keep none" in pane["why"]
        # An instruction clicked: selected, said to have no location, no way back.
        assembly = session["code"][2]
        lines = file_lines(tmp_path / assembly["name"])
        line = next(n for n, text in enumerate(lines, 1) if re.match(r"\t[sv]_\w+ ", text))
        answer = running.get("/api/sync", at=f"{assembly['doc']}:{line - 1}:1", docs=docs)
        assert answer["selection"]["unknown"] and answer["selection"]["place"] is None
        assert answer["selection"]["instruction"]["text"] == lines[line - 1].strip()
        story = running.get("/api/story", sel=answer["selection"]["sel"], run="a")
        assert story["lineage"] is None and story["instruction"]["hops"] == []
        assert "carries no source location" in " ".join(story["instruction"]["notes"])


def _hostile_code(folder: Path) -> None:
    """A dump folder whose assembly names, comments and file names are
    markup and script, with control characters; a stream naming it."""
    (folder / "dumps").mkdir()
    image = "<img src=x onerror=alert(1)>.mlir"
    (folder / "dumps" / "hostile.s").write_text(
        f'\t.text\n\t.file\t1 "." "{image}"\n\t.globl\t"<svg onload=alert(2)>"\n'
        '\t.type\t"<svg onload=alert(2)>",@function\n"<svg onload=alert(2)>":\n\t.loc\t1 2 3\n'
        "\tmovq\t%rax, %rbx\t# <script>alert(3)</script>\x1b[2J\u202e\n\tretq\n.Lfunc_end0:\n",
        encoding="utf-8",
    )
    (folder / "hostile.after_all.mlir").write_text(
        SERIALIZE.format(folder="dumps")
        + f'module {{\n  func.func @f() {{\n    return loc("{image}":2:3)\n  }} loc("{image}":1:1)\n'
        f'}} loc("{image}":1:1)\n',
        encoding="utf-8",
    )


@pytest.mark.browser
def test_hostile_code_stays_text(tmp_path: Path, summary_cache: Path) -> None:
    _hostile_code(tmp_path)
    with viewing(["hostile.after_all.mlir"], tmp_path) as running, chromium() as browser:
        shown = running.get("/api/lines", doc="a.c.0", start=0, end=20)["lines"]
        raw = file_lines(tmp_path / "dumps" / "hostile.s")
        assert shown == [visible(line) for line in raw]
        assert "# <script>alert(3)</script>\\1B[2J\\E2\\80\\AE" in shown[6]
        answer = running.get("/api/sync", at="a.c.0:6:2", docs="a.s.0,a.c.0")
        assert answer["selection"]["instruction"]["function"] == "<svg onload=alert(2)>"
        panes = {pane["doc"]: pane for pane in answer["panes"]}
        assert [op["type"] for op in panes["a.s.0"]["ops"]] == ["func.return"]
        assert [op["id"] for op in panes["a.c.0"]["ops"]] == ["dumps/hostile.s:7-8"]
        tab = new_tab(browser)
        tab.open(running.url, "#panes=a.s.0,a.c.0&focus=1")
        tab.page.locator('.pane[data-key="a.c.0"] .row[data-row="6"] .t-o').click()
        tab.page.wait_for_selector("#side[data-story]")
        tab.settle()
        text = tab.page.inner_text("body")
        assert "<script>alert(3)</script>\\1B[2J\\E2\\80\\AE" in text
        assert "<svg onload=alert(2)>" in text and "<img src=x onerror=alert(1)>.mlir:2:3" in text
        counts = tab.page.evaluate(
            """() => ({img: document.querySelectorAll('img, svg, iframe, object, embed').length,
                      handlers: document.querySelectorAll('[onerror], [onload]').length,
                      scripts: document.scripts.length})"""
        )
        assert counts == {"img": 0, "handlers": 0, "scripts": 1}
        assert tab.errors == [] and tab.dialogs == []


@pytest.mark.browser
def test_code_panes_in_chromium(viewer: Viewer, folder: Path) -> None:
    """An instruction clicked marks its source's ops, lines and
    instructions and tells its way back; an op clicked marks its
    instructions; a source line clicked, the instructions from there."""
    with chromium() as browser:
        tab = new_tab(browser)
        tab.open(viewer.url, f"#panes=a.s.0,a.c.0,{ASM},f.0&focus=2")
        pane = tab.page.locator(f'.pane[data-key="{ASM}"]')
        pane.locator(".scroll").evaluate("box => { box.scrollTop = 18 * 540; }")
        tab.page.wait_for_selector(f'.pane[data-key="{ASM}"] .row[data-row="559"] .t-o')
        pane.locator('.row[data-row="559"] .t-o').first.click()
        tab.page.wait_for_selector("body[data-sync='1']")
        tab.page.wait_for_selector(f'#side[data-story="{ASM}!560"]')
        tab.settle()
        expected = cli_lines(folder, "mnist_like.mlir:17:11")
        panes = {item["key"]: item for item in tab.panes()}

        def lines(key: str) -> set[int]:
            return {line for span in id_lines(panes[key]["marked"]) for line in span}

        def _ids(key: str) -> list[str]:
            return list(panes[key]["marked"])

        assert "sel" in (pane.locator('.row[data-row="559"]').get_attribute("class") or "")
        story = tab.page.inner_text("#side")
        for where in ("configured_module_mnist_like$async_dispatch_3.mlir:28:8", "17:11"):
            assert where in story
        assert "mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32" in story
        assert _ids("f.0") == ["mnist_like.mlir:17"]
        stage = tracksrc.open_pipeline(folder / STREAM).stage(0)
        relu = stage.get_ops_by_type("torch.aten.relu")[1]
        assert _ids("a.s.0") == [relu.unique_id]
        assert {CODE[0]: lines("a.c.0"), CODE[3]: lines(ASM)} == {
            CODE[0]: expected[CODE[0]],
            CODE[3]: expected[CODE[3]],
        }
        # An op clicked (the convolution at 15:11), then a source line
        # (line 15, whole): the instructions from there.
        clicks = [
            (".pane[data-key='a.s.0'] .row .t-o", "torch.aten.convolution", "15:11"),
            (".pane[data-key='f.0'] .row[data-row='14'] .code", "", "15"),
        ]
        for sync, (where, text, place) in enumerate(clicks, 2):
            tab.page.locator(where, has_text=text).first.click(position={"x": 8, "y": 6})
            tab.page.wait_for_selector(f"body[data-sync='{sync}']")
            tab.settle()
            panes = {item["key"]: item for item in tab.panes()}
            expected = cli_lines(folder, f"mnist_like.mlir:{place}")
            assert lines(ASM) == expected[CODE[3]] and lines("a.c.0") == expected[CODE[0]]
            assert lines(ASM), place
        assert tab.errors == [] and tab.dialogs == []
