"""`tracksrc view --traces` on the miscompile made on purpose
(tests/data/iree/numerics): the server answers what `tracksrc numerics
--json` prints, marks each judged dispatch on the stages whose pass ran on
it (the culprit, dispatch 3; 4 and 5 inherit), the timeline in Chromium
draws and tells those marks, and a bad trace is the command's error
before anything is served (without numpy: tests/view/test_view_server.py)."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import DATA, run_tracksrc

import tracksrc
from tests.view.browser import chromium, new_tab
from tests.view.viewer import Viewer, viewing
from tracksrc.pipeline.store.queries.dispatch_list import dispatches

NUMERICS = DATA / "iree" / "numerics"
STREAM = "good.after_all.mlir.xz"
TRACES = ["good.trace.txt.xz", "bad.trace.txt.xz"]
CULPRIT = "@mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32"


@pytest.fixture(scope="module")
def viewer(summary_cache: Path) -> Iterator[Viewer]:
    assert run_tracksrc("index", STREAM, cwd=NUMERICS).returncode == 0
    with viewing([STREAM, "--traces", *TRACES], NUMERICS) as running:
        yield running


@pytest.fixture(scope="module")
def stages(viewer: Viewer) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = viewer.get("/api/numerics/stages", run="a")
    return found


def test_the_answer_is_what_numerics_json_prints(viewer: Viewer) -> None:
    done = run_tracksrc("numerics", *TRACES, "--stream-a", STREAM, "--json", cwd=NUMERICS)
    assert done.returncode == 0, done.stderr
    answer = viewer.get("/api/numerics")
    assert answer == json.loads(done.stdout)
    assert answer["culprit"]["index"] == 3
    assert [entry["index"] for entry in answer["inheriting"]] == [4, 5]
    assert viewer.get("/api/session")["numerics"] is True


def test_each_dispatch_is_marked_where_its_code_is_lowered(stages: list[dict[str, Any]]) -> None:
    assert [(m["order"], m["verdict"], m["culprit"]) for m in stages] == [
        (0, "agrees", False),
        (1, "agrees", False),
        (2, "agrees", False),
        (3, "diverges", True),
        (4, "inherits", False),
        (5, "inherits", False),
    ]
    # Independently, from the text: the stages of the main compile, from
    # where `dispatches` first sees the dispatch to the last that prints
    # it, whose print defines its function (`func.func`, after LLVM's
    # conversion `llvm.func`) and no other dispatch's: a print of the
    # function, of the executable, or of what code generation prints
    # inside it (the variant; the inner module, no symbol in its header).
    pipeline = tracksrc.open_pipeline(NUMERICS / STREAM)
    found = {item.name: item for item in dispatches(pipeline, files=False)}
    culprit = next(m for m in stages if m["culprit"])
    assert culprit["dispatches"] == [CULPRIT] and not culprit["formed"]
    defined = re.compile(r"\b(?:func\.func|llvm\.func) @([\w$.\-]+)\(")
    names = {name: {n.lstrip("@") for n in item.names} for name, item in found.items()}
    every = set().union(*names.values())
    item = found[CULPRIT]
    expected = []
    for stage in pipeline.main_stages():
        if item.first_stage <= stage.number <= item.last_stage:
            functions = set(defined.findall(stage.text())) & every
            if functions and functions <= names[CULPRIT]:
                expected.append(stage.number)
    assert culprit["stages"] == expected
    assert len(expected) == 119
    scopes = Counter(pipeline.stages[s].scope_op for s in expected)
    assert scopes["func.func"] and scopes["hal.executable.variant"]
    inner = [s for s in expected if pipeline.stages[s].scope_symbol is None]
    assert inner and all(pipeline.stages[s].scope_op == "builtin.module" for s in inner)
    # The linked executable (every dispatch's) marks no stage.
    marked = {stage for mark in stages for stage in mark["stages"]}
    assert not any(pipeline.stages[s].scope_symbol == "@mnist_like_linked" for s in marked)
    assert sum(len(mark["stages"]) for mark in stages) == len(marked)


def test_a_bad_trace_is_the_commands_error(tmp_path: Path) -> None:
    good = NUMERICS / "good.trace.txt.xz"
    bad = tmp_path / "bad.trace.txt"
    bad.write_text("EXEC @mnist_like\n  0.5 0.6 garbage\n", encoding="utf-8")
    said = run_tracksrc("numerics", str(good), str(bad))
    done = run_tracksrc(
        "view", STREAM, "--traces", str(good), str(bad), "--no-browser", cwd=NUMERICS
    )
    assert done.returncode == 2 and said.returncode == 2
    assert f"{bad}:2:1: error:" in done.stderr and "Traceback" not in done.stderr
    assert said.stderr.strip() in done.stderr and done.stdout == ""


@pytest.mark.browser
def test_the_timeline_colours_the_dispatches(viewer: Viewer, stages: list[dict[str, Any]]) -> None:
    by_kind: dict[str, list[int]] = {}
    for mark in stages:
        kind = "culprit" if mark["culprit"] else mark["verdict"]
        by_kind.setdefault(kind, []).extend(mark["stages"])
    with chromium() as browser:
        tab = new_tab(browser)
        try:
            tab.open(viewer.url, "#panes=a.s.0")
            strip = tab.page.locator("canvas.strip")
            drawn = {
                kind: [int(s) for s in (strip.get_attribute(f"data-marks-{kind}") or "").split()]
                for kind in ("culprit", "inherits", "agrees", "diverges")
            }
            assert drawn["culprit"] == sorted(by_kind["culprit"])
            assert drawn["inherits"] == sorted(by_kind["inherits"])
            assert drawn["agrees"] == sorted(by_kind["agrees"]) and drawn["diverges"] == []
            assert tab.page.locator("#numerics-legend").is_visible()
            # The culprit's first stage is drawn in its colour, unmarked
            # stage 0 is not.
            first = drawn["culprit"][0]
            box = strip.bounding_box()
            assert box is not None
            count = 2391

            def pixel(stage: int) -> list[int]:
                x = (stage + 0.5) / count * box["width"]
                return tab.page.evaluate(  # type: ignore[no-any-return]
                    """([x, y]) => { const c = document.querySelector('canvas.strip');
                       const r = window.devicePixelRatio || 1;
                       return [...c.getContext('2d').getImageData(Math.floor(x * r), Math.floor(y * r), 1, 1).data]; }""",
                    [x, 4],
                )

            assert pixel(first)[:3] == [0xD0, 0x02, 0x1B]
            assert pixel(0)[3] == 0
            # Hovering the mark tells the dispatch and its verdict.
            x = box["x"] + (first + 0.5) / count * box["width"]
            tab.page.mouse.move(x, box["y"] + 4)
            tip = tab.page.inner_text(".tip")
            assert CULPRIT in tip and "diverges" in tip and "the culprit" in tip
            assert "error out" in tip and "elements differ" in tip
            # Clicking it opens its stage and tells the dispatch under the strip.
            tab.page.mouse.down()
            tab.page.mouse.up()
            tab.page.wait_for_selector(f'.pane[data-key="a.s.{first}"][data-ready="1"]')
            tab.settle()
            detail = tab.page.locator(".numerics-detail")
            assert detail.get_attribute("data-order") == "3"
            assert CULPRIT in detail.inner_text() and "diverges" in detail.inner_text()
            assert tab.errors == [] and tab.dialogs == []
        finally:
            tab.page.context.close()
