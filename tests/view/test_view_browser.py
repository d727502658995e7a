"""`tracksrc view` in Debian's Chromium, driven by Playwright with real
clicks, on real IREE streams: clicking a convolution of stage 0 marks in a
codegen stage's pane exactly the ops `track()` answers; the timeline
scrubs; a diff opens; the compare view of two real runs opens each run at
the parting stage; a deep link reopens the view; hostile names stay text;
and no page logs an error."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import MNIST, REAL, run_tracksrc
from playwright.sync_api import expect

import tracksrc
from tests.view.browser import Browser, Tab, chromium, new_tab
from tests.view.viewer import Viewer, viewing

pytestmark = pytest.mark.browser

CAPTURES = REAL / "iree" / "captures"
STREAM = "convs.after_all.mlir.xz"
CODEGEN = 650
RUNS = MNIST / "runs"
RUN_A, RUN_B = "mnist_like.run1.after_all.mlir.xz", "mnist_like.data_tiling.after_all.mlir.xz"


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with chromium() as running:
        yield running


@pytest.fixture(scope="module")
def viewer(summary_cache: Path) -> Iterator[Viewer]:
    assert run_tracksrc("index", STREAM, cwd=CAPTURES).returncode == 0
    with viewing([STREAM], CAPTURES) as running:
        yield running


@pytest.fixture
def tab(browser: Browser) -> Iterator[Tab]:
    opened = new_tab(browser)
    yield opened
    opened.page.context.close()
    assert opened.errors == []
    assert opened.dialogs == []


def _click_op(tab: Tab, key: str, op_type: str, token: str = "t-o") -> None:
    """Click the name of the first op of `op_type` in the pane of `key` (a
    token of class `token`: a generic op's name is a string), as a user
    does, and wait for the panes to be marked."""
    before = tab.page.evaluate("() => Number(document.body.dataset.sync || 0)")
    pane = tab.page.locator(f'.pane[data-key="{key}"]')
    pane.locator(f".row .{token}", has_text=op_type).first.click()
    tab.page.wait_for_selector(f"body[data-sync='{before + 1}']", timeout=120_000)
    tab.settle()


def test_clicking_a_convolution_marks_what_track_answers(viewer: Viewer, tab: Tab) -> None:
    tab.open(viewer.url, f"#panes=a.s.0,a.s.{CODEGEN},a.p.{CODEGEN}&focus=0")
    _click_op(tab, "a.s.0", "linalg.conv_2d_nchw_fchw")
    pipeline = tracksrc.open_pipeline(CAPTURES / STREAM)
    conv = pipeline.stage(0).get_ops_by_type("linalg.conv_2d_nchw_fchw")[0]
    panes = {pane["key"]: pane for pane in tab.panes()}
    expected = [info.unique_id for info in tracksrc.track(conv, pipeline.stage(CODEGEN))]
    assert expected and sorted(panes[f"a.s.{CODEGEN}"]["marked"]) == sorted(expected)
    program = tracksrc.parse_text(tracksrc.program_at(pipeline.stages[CODEGEN]).text(), "p")
    assert sorted(panes[f"a.p.{CODEGEN}"]["marked"]) == sorted(
        info.unique_id for info in tracksrc.track(conv, program)
    )
    selection = f"a.s.0!{conv.unique_id}"
    assert {pane["sel"] for pane in panes.values()} == {selection}
    # The codegen pane scrolled to the first of them, drawn marked.
    shown = tab.page.locator(f'.pane[data-key="a.s.{CODEGEN}"] .row.current')
    assert shown.count() == 1 and "hit" in (shown.get_attribute("class") or "")
    # The story: its lineage marked on the timeline, the dispatch computing it.
    tab.page.wait_for_selector(f'#side[data-story="{selection}"]')
    assert "@convs_dispatch_0_conv_8x14x14x8x3x3_f32" in tab.page.inner_text("#side")
    assert tab.page.locator("#side a.download").count() == 1
    # n steps through the matches of the focused pane.
    tab.page.locator(f'.pane[data-key="a.s.{CODEGEN}"] .pane-title').click()
    tab.page.keyboard.press("n")
    count = len(expected)
    assert tab.page.inner_text(f'.pane[data-key="a.s.{CODEGEN}"] .match-count') == f"2/{count}"
    # ] opens, in the focused pane, the next stage where its lineage changes.
    tab.page.locator('.pane[data-key="a.s.0"] .pane-title').click()
    tab.page.keyboard.press("]")
    following = tracksrc.lineage(pipeline, conv).rows[1].stage
    tab.page.wait_for_selector(f'.pane[data-key="a.s.{following}"][data-ready="1"]')
    tab.settle()
    assert tab.panes()[0]["key"] == f"a.s.{following}"


def test_scrubbing_the_timeline_opens_the_stage_under_the_pointer(viewer: Viewer, tab: Tab) -> None:
    tab.open(viewer.url, "#panes=a.s.0")
    strip = tab.page.locator("canvas.strip").first
    box = strip.bounding_box()
    assert box is not None
    y = box["y"] + 30
    tab.page.mouse.move(box["x"] + box["width"] * 0.2, y)
    tab.page.mouse.down()
    for step in range(1, 11):
        tab.page.mouse.move(box["x"] + box["width"] * (0.2 + 0.05 * step) + 0.3, y)
    assert tab.page.locator(".tip").is_visible()
    tab.page.mouse.up()
    stage = int((box["width"] * 0.7 + 0.3) / box["width"] * 986)
    tab.page.wait_for_selector(f'.pane[data-key="a.s.{stage}"][data-ready="1"]')
    tab.settle()
    assert [pane["key"] for pane in tab.panes()] == [f"a.s.{stage}"]
    assert f"panes=a.s.{stage}" in tab.page.url
    # The wheel zooms around the pointer.
    tab.page.mouse.move(box["x"] + box["width"] / 2, y)
    tab.page.mouse.wheel(0, -600)
    drawn = strip.get_attribute("data-drawn") or ""
    first, last = (int(part) for part in drawn.split("-"))
    assert 0 < last - first < 986


def test_a_pass_filter_and_a_diff(viewer: Viewer, tab: Tab) -> None:
    tab.open(viewer.url, f"#panes=a.s.{CODEGEN}")
    # A pattern that backtracks for ever in a JavaScript RegExp: matched by
    # the server in linear time, the tab goes on.
    tab.page.fill("#filter", "^(.|.)*!")
    expect(tab.page.locator("#filter-count")).to_have_text("0 stages")
    assert tab.page.evaluate("() => 1 + 1") == 2
    # Half typed, not a pattern yet: looked for as text, and nothing in
    # the console (the tab's errors are checked when it closes).
    tab.page.fill("#filter", "^(c")
    expect(tab.page.locator("#filter-count")).to_have_text("0 stages")
    tab.page.fill("#filter", "^cse$")
    stages = json.loads(
        run_tracksrc("stages", STREAM, "--pass", "cse", "--json", cwd=CAPTURES).stdout
    )
    expect(tab.page.locator("#filter-count")).to_have_text(f"{len(stages)} stages")
    tab.page.locator(f'.pane[data-key="a.s.{CODEGEN}"] button.diff').click()
    timeline = tab.page.evaluate("() => fetch('/api/timeline?run=a').then(r => r.json())")
    since = timeline["since"][CODEGEN]
    key = f"d.a.{since}.{CODEGEN}.1"
    tab.page.wait_for_selector(f'.pane[data-key="{key}"][data-ready="1"]')
    tab.settle()
    # One run: no run picker, and nothing where it would be ("diff null").
    head = tab.page.inner_text(f'.pane[data-key="{key}"] header')
    assert "null" not in head and head.split()[1] == "diff"
    expected = json.loads(
        run_tracksrc(
            "diff", STREAM, str(since), str(CODEGEN), "--prints", "--json", cwd=CAPTURES
        ).stdout
    )
    rows = tab.page.locator(f'.pane[data-key="{key}"] table.diff tbody tr')
    assert rows.count() == len(expected)
    assert [rows.nth(at).locator("td").first.inner_text() for at in range(rows.count())] == [
        row["source"] for row in expected
    ]
    assert "filter=%5Ecse%24" in tab.page.url


def test_a_deep_link_reopens_the_view(viewer: Viewer, browser: Browser, tab: Tab) -> None:
    tab.open(viewer.url, f"#panes=a.s.0,a.s.{CODEGEN},f.0&focus=0")
    _click_op(tab, "a.s.0", "linalg.conv_2d_nchw_fchw")
    link = tab.page.url
    assert "token" not in link
    fragment = link[link.index("#") :]
    before = tab.panes()
    again = new_tab(browser)
    try:
        again.open(viewer.url, fragment)
        again.page.wait_for_selector("body[data-sync='1']")
        again.settle()
        assert again.panes() == before
        assert again.page.url == link
        assert again.errors == []
    finally:
        again.page.context.close()
    # A stage out of range in a link is said, not a crash.
    broken = new_tab(browser)
    try:
        broken.open(viewer.url, "#panes=a.s.5000,a.s.1")
        panes = broken.panes()
        assert "stage 5000 does not exist" in (panes[0]["error"] or "")
        assert panes[1]["error"] is None
        assert [message for message in broken.errors if "status of 400" not in message] == []
    finally:
        broken.page.context.close()


def test_a_stage_of_50000_lines_is_virtualised(
    browser: Browser, tmp_path: Path, summary_cache: Path
) -> None:
    """Only the rows in view are in the page, however long the stage;
    scrolling draws the rows it reaches; a region folds; search finds."""
    body = "".join(
        f'  %v{n} = arith.constant {n} : i32 loc("big.mlir":{n + 2}:3)\n' for n in range(50_000)
    )
    stage = (
        "// -----// IR Dump After CSE (cse) //----- //\n"
        "func.func @big() -> i32 {\n" + body + '  return %v49999 : i32 loc("big.mlir":50002:3)\n'
        '} loc("big.mlir":1:1)\n'
    )
    (tmp_path / "big.after_all.mlir").write_text(stage, encoding="utf-8")
    with viewing(["big.after_all.mlir"], tmp_path) as running:
        tab = new_tab(browser)
        try:
            tab.open(running.url, "#panes=a.s.0")
            pane = '.pane[data-key="a.s.0"]'
            tab.page.wait_for_selector(f"{pane}[data-ops]")
            assert tab.page.get_attribute(pane, "data-rows") == "50005"
            assert tab.page.locator(f"{pane} .row").count() < 200
            tab.page.locator(f"{pane} .scroll").evaluate("box => { box.scrollTop = 18 * 40000; }")
            tab.page.wait_for_selector(f'{pane} .row[data-row="40001"] .t-v')
            assert "%v39999 = arith.constant 39999" in tab.page.inner_text(
                f'{pane} .row[data-row="40001"]'
            )
            assert tab.page.locator(f"{pane} .row").count() < 200
            # The function's body folds from its first row.
            tab.page.locator(f"{pane} .scroll").evaluate("box => { box.scrollTop = 0; }")
            tab.page.locator(f'{pane} .row[data-row="1"] .fold').click()
            tab.page.wait_for_selector(f'{pane} .row[data-row="1"] .folded')
            assert tab.page.locator(f'{pane} .row[data-row="2"]').count() == 0
            assert tab.page.locator(f'{pane} .row[data-row="50003"]').count() == 1
            tab.page.locator(f'{pane} .row[data-row="1"] .fold').click()
            # Search, on the server: Enter goes to the first row holding it.
            tab.page.fill(f"{pane} input.search", "%v45678 =")
            tab.page.press(f"{pane} input.search", "Enter")
            tab.page.wait_for_selector(f'{pane} .row.current[data-row="45680"]')
            assert tab.page.inner_text(f"{pane} .found-count") == "1 found"
            assert tab.errors == []
        finally:
            tab.page.context.close()


def _hostile_stream(folder: Path) -> Path:
    """A stream whose op names, symbols, strings and file names are markup
    and script, one file of them on disk."""
    script_file = "</script><script>alert(2)</script>.mlir"
    image_file = "<img src=x onerror=alert(5)>.mlir"

    def stage(name: str, argument: str, extra: str) -> str:
        return (
            f"// -----// IR Dump After {name} ({argument}) //----- //\n"
            f'func.func @"<svg onload=alert(1)>"(%arg0: i32 loc("{script_file}":1:1)) -> i32 {{\n'
            f'  %0 = "evil.<img src=x onerror=alert(3)>"(%arg0) {{note = "<script>alert(4)'
            f'</script>\\1B[2J\\E2\\80\\AE"}} : (i32) -> i32 loc("{image_file}":2:3)\n'
            f'  %1 = "evil.<b>bold</b>"(%0) : (i32) -> i32 loc(fused["{image_file}":2:3, '
            f'"{script_file}":1:1])\n'
            f"{extra}"
            f'  return %1 : i32 loc("{image_file}":3:3)\n'
            f'}} loc("{script_file}":1:1)\n'
        )

    stream = folder / "hostile.after_all.mlir"
    stream.write_text(
        stage("Canonicalizer", "canonicalize", "")
        + stage("CSE", "cse", '  %2 = "evil.x"(%1) : (i32) -> i32 loc(unknown)\n'),
        encoding="utf-8",
    )
    (folder / image_file).write_text(
        '<script>alert(7)</script>\n"<img src=x onerror=alert(8)>"\nthird\n', encoding="utf-8"
    )
    return stream


def test_hostile_names_stay_text(browser: Browser, tmp_path: Path, summary_cache: Path) -> None:
    stream = _hostile_stream(tmp_path)
    with viewing([stream.name], tmp_path) as running:
        tab = new_tab(browser)
        try:
            tab.open(running.url, "#panes=a.s.0,a.s.1,f.0")
            _click_op(tab, "a.s.0", "evil.<img", "t-q")
            tab.page.wait_for_selector("#side[data-story]")
            tab.settle()
            # Shown as written, as text: no element of theirs, no script run.
            text = tab.page.inner_text("body")
            assert "evil.<img src=x onerror=alert(3)>" in text
            assert "<svg onload=alert(1)>" in text
            assert "\\1B[2J" in text and "\\E2\\80\\AE" in text  # (controls made visible)
            counts = tab.page.evaluate(
                """() => ({img: document.querySelectorAll('img, svg, iframe, object, embed').length,
                          handlers: document.querySelectorAll('[onerror], [onload]').length,
                          scripts: document.scripts.length})"""
            )
            assert counts == {"img": 0, "handlers": 0, "scripts": 1}
            panes = tab.panes()
            # %1's location fuses the two places: marked, as fused.
            assert panes[1]["marked"] == [
                "builtin.module[0]/func.func[1]/%0",
                "builtin.module[0]/func.func[1]/%1",
            ]
            fused = tab.page.locator('.pane[data-key="a.s.1"] .row.fused')
            assert fused.count() == 1 and "evil.<b>bold</b>" in fused.inner_text()
            assert panes[2]["marked"] == ["<img src=x onerror=alert(5)>.mlir:2"]  # (its line)
            assert tab.dialogs == [] and tab.errors == []
            unknown = tab.page.locator('.pane[data-key="a.s.1"] .row', has_text="loc(unknown)")
            unknown.first.locator(".t-q").first.click()
            tab.page.wait_for_selector("body[data-sync='2']")
            tab.settle()
            assert "loc(unknown)" in tab.page.inner_text("#side .selected")
            assert tab.dialogs == [] and tab.errors == []
        finally:
            tab.page.context.close()


def test_the_compare_view_of_two_real_runs(browser: Browser, summary_cache: Path) -> None:
    for run in (RUN_A, RUN_B):
        assert run_tracksrc("index", run, cwd=RUNS).returncode == 0
    expected = json.loads(run_tracksrc("compare", RUN_A, RUN_B, "--json", cwd=RUNS).stdout)
    differing = [op for op in expected["ops"] if not op["same"]]
    assert differing
    with viewing([RUN_A, RUN_B], RUNS) as running:
        tab = new_tab(browser)
        try:
            tab.open(running.url, "#panes=a.s.0")
            assert len(tab.page.locator("canvas.strip").all()) == 2
            tab.page.click("#compare")
            tab.page.wait_for_selector("#side[data-compare]", timeout=300_000)
            rows = tab.page.locator("#side table.compare tbody tr")
            assert rows.count() == len(differing)
            op = differing[0]
            rows.first.click()
            part = op["diverges_at"]
            keys = [f"a.s.{part['a_stage']}", f"b.s.{part['b_stage']}"]
            for key in keys:
                tab.page.wait_for_selector(f'.pane[data-key="{key}"][data-ready="1"]')
            tab.page.wait_for_selector("#side .paths .columns")
            tab.settle()
            panes = {pane["key"]: pane for pane in tab.panes()}
            assert {pane["sel"] for key, pane in panes.items() if key in keys} == {
                f"loc!{op['source']}"
            }
            assert tab.page.locator("#side .paths tr.parting").count() == 2
            assert re.search(r"side=compare", tab.page.url)
            assert tab.errors == [] and tab.dialogs == []
        finally:
            tab.page.context.close()
