"""`tracksrc view --profile` on the two configurations of one model made on
purpose (tests/data/iree/profile: `fast`, and `slow` with dispatch 3 given
poor tiles), three profiled runs each: the server answers what `tracksrc
profile --json` prints; each dispatch that ran is marked, with its share
of the kernel time and its time per run (summed here from the JSONL rows),
on the stages where it is lowered (found here from the text, as the
numerics test finds them); the source file's lines of the source ops
timed, the story's time, the ranking of what B makes slower; in
Chromium, the timeline's time track is drawn pixel for pixel in the
colours of those shares, hovering and clicking tell the dispatch, the
source pane heats the lines; a profile of another program is the
command's error before anything is served."""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import DATA, MNIST, REAL, run_tracksrc

import tracksrc
from tests.view.browser import Browser, chromium, new_tab
from tests.view.viewer import Viewer, viewing
from tracksrc.pipeline.store.queries.dispatch_list import dispatches

# Run from the model's folder: its locations name mnist_like.mlir, there.
PROFILE = DATA / "iree" / "profile"
HERE = "../../../iree/profile"
FAST = f"{HERE}/fast.after_all.mlir.xz"
SLOW = f"{HERE}/slow.after_all.mlir.xz"
FAST_RUNS = [f"{HERE}/fast.run{k}.dispatch.jsonl" for k in (1, 2, 3)]
SLOW_RUNS = [f"{HERE}/slow.run{k}.dispatch.jsonl" for k in (1, 2, 3)]
PREFIX = "@mnist_like$async_"
DISPATCH_3 = PREFIX + "dispatch_3_conv_16x14x14x8x5x5_f32"
# The source ops each dispatch computes, by line of mnist_like.mlir (the
# convolutions with their bias add and ReLU; dispatch 0 copies the input
# for the first convolution).
LINES = {
    "dispatch_0_slow_memcpy": [11],
    "dispatch_1_conv_8x28x28x5x5_f32": [11, 12, 13],
    "dispatch_2_conv_8x14x14x2x2_f32": [14],
    "dispatch_3_conv_16x14x14x8x5x5_f32": [15, 16, 17],
    "dispatch_4_conv_16x4x4x3x3_f32": [18],
    "dispatch_5_matmul_1x10x256_f32": [20, 21],
}
# The heat scale's steps (view/profile.py) and colours (time.js, view.css).
STEPS = [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.4]
HEAT = ["", "#f3e3bd", "#f8cf86", "#fbb45a", "#f7913a", "#ec6a2c", "#d8401f", "#b5201a", "#7f0e12"]


def summed(paths: list[str]) -> dict[str, float]:
    """Each kernel's duration_ns over the runs, read here from the JSONL."""
    found: dict[str, float] = defaultdict(float)
    for path in paths:
        for line in (MNIST / path).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["type"] == "host_dispatch_event":
                found[row["key"]] += row["duration_ns"]
    return found


def ns(value: float) -> str:
    """A time as `tracksrc profile` prints it."""
    size = abs(value)
    if size < 1e3:
        return f"{value:.0f} ns"
    return f"{value / 1e3:.1f} us" if size < 1e6 else f"{value / 1e6:.2f} ms"


def step(share: float) -> int:
    return 1 + sum(share >= limit for limit in STEPS)


@pytest.fixture(scope="module")
def viewer(summary_cache: Path) -> Iterator[Viewer]:
    assert run_tracksrc("index", FAST, cwd=MNIST).returncode == 0
    with viewing([FAST, "--profile", *FAST_RUNS], MNIST) as running:
        yield running


@pytest.fixture(scope="module")
def stages(viewer: Viewer) -> dict[str, Any]:
    found: dict[str, Any] = viewer.get("/api/profile/stages", run="a")
    return found


def test_the_answer_is_what_profile_json_prints(viewer: Viewer) -> None:
    done = run_tracksrc("profile", *FAST_RUNS, "--stream", FAST, "--json", cwd=MNIST)
    assert done.returncode == 0, done.stderr
    answer = viewer.get("/api/profile")
    assert answer == json.loads(done.stdout)
    assert answer["a"]["runs"] == 3 and answer["a"]["total"] == sum(summed(FAST_RUNS).values())
    assert viewer.get("/api/session")["profile"] == {"runs": ["a"], "changes": False}
    said = viewer.request("/api/profile/changes")
    assert said.status == 400 and "one run's profile" in said.json()["error"]


def test_each_dispatch_is_marked_with_its_share_and_time(stages: dict[str, Any]) -> None:
    sums = summed(FAST_RUNS)
    total = sum(sums.values())
    assert stages["runs"] == 3 and stages["unit"] == "ns" and stages["total"] == total
    ranked = sorted(sums, key=lambda key: -sums[key])
    assert [mark["dispatch"] for mark in stages["dispatches"]] == ["@" + key for key in ranked]
    for mark in stages["dispatches"]:
        time = sums[mark["dispatch"][1:]]
        assert mark["share"] == pytest.approx(time / total)
        assert mark["per_run"] == pytest.approx(time / 3)
        assert mark["level"] == step(time / total)
        assert mark["title"][0] == (
            f"{mark['dispatch']}: {100 * time / total:.1f}% of kernel time, {ns(time / 3)}/run"
        )
        assert mark["title"][1].startswith("3 executions in 3 runs, mean ")
        lines = LINES[mark["dispatch"].removeprefix(PREFIX)]
        assert [int(place.split(":")[1]) for place in mark["sources"]] == lines
    top = stages["dispatches"][0]
    assert top["dispatch"] == DISPATCH_3 and top["level"] == 8
    assert any(line.startswith("codegen: ConvTileAndDecomposeExpert") for line in top["title"])
    assert stages["summary"].startswith(
        f"time: 6 of 6 dispatches ran, {ns(total / 3)} of kernel time per run (3 runs)"
    )


def test_each_dispatch_is_marked_where_its_code_is_lowered(stages: dict[str, Any]) -> None:
    # Independently, from the text, as tests/view/test_view_numerics.py
    # finds them: the stages of the main compile between the first and
    # last where `dispatches` sees it whose print defines its function and
    # no other dispatch's.
    pipeline = tracksrc.open_pipeline(PROFILE / "fast.after_all.mlir.xz")
    found = {item.name: item for item in dispatches(pipeline, files=False)}
    defined = re.compile(r"\b(?:func\.func|llvm\.func) @([\w$.\-]+)\(")
    names = {name: {n.lstrip("@") for n in item.names} for name, item in found.items()}
    every = set().union(*names.values())
    texts = {stage.number: set(defined.findall(stage.text())) & every for stage in pipeline.stages}
    main = {stage.number for stage in pipeline.main_stages()}
    for mark in stages["dispatches"]:
        item = found[mark["dispatch"]]
        expected = [
            number
            for number in range(item.first_stage, item.last_stage + 1)
            if number in main and texts[number] and texts[number] <= names[item.name]
        ]
        assert mark["stages"] == expected and len(expected) > 100 and not mark["formed"]
    marked = [stage for mark in stages["dispatches"] for stage in mark["stages"]]
    assert len(marked) == len(set(marked))


def test_the_source_lines_are_marked_by_share(viewer: Viewer) -> None:
    session = viewer.get("/api/session")
    assert session["sources"] == [{"number": 0, "name": "mnist_like.mlir", "language": "mlir"}]
    answer = viewer.get("/api/profile/sources", file=0, run="a")
    sums = summed(FAST_RUNS)
    total = sum(sums.values())
    per_line: dict[int, float] = defaultdict(float)
    for key, lines in LINES.items():
        for line in lines:
            per_line[line] += sums[PREFIX[1:] + key]
    assert [row["line"] for row in answer["lines"]] == sorted(per_line)
    for row in answer["lines"]:
        time = per_line[row["line"]]
        assert row["row"] == row["line"] - 1
        assert row["share"] == pytest.approx(time / total) and row["level"] == step(time / total)
        assert row["title"][0].startswith(f"mnist_like.mlir:{row['line']}:")
        assert row["title"][0].endswith(
            f": {100 * time / total:.1f}% of kernel time, {ns(time / 3)}/run"
        )
    relu = next(row for row in answer["lines"] if row["line"] == 17)
    assert relu["title"] == [
        f"mnist_like.mlir:17:11 torch.aten.relu: {100 * per_line[17] / total:.1f}% of kernel "
        f"time, {ns(per_line[17] / 3)}/run",
        f"computed by {DISPATCH_3}",
        "shared with mnist_like.mlir:15:11 torch.aten.convolution, "
        "mnist_like.mlir:16:11 torch.aten.add.Tensor",
    ]
    pool = next(row for row in answer["lines"] if row["line"] == 14)
    assert not any(line.startswith("shared with") for line in pool["title"])


def test_the_story_tells_the_time(viewer: Viewer, stages: dict[str, Any]) -> None:
    top = stages["dispatches"][0]["title"][0]
    told = viewer.get("/api/story", run="a", sel="loc!mnist_like.mlir:15")["time"]
    assert [lines[0].split(":")[:3] for lines in told["sources"]] == [
        ["mnist_like.mlir", "15", "11 torch.aten.convolution"]
    ]
    assert told["dispatches"] == [top] and told["not_run"] == [] and told["elsewhere"] == {}
    # The ReLU of dispatch 3, as code generation prints it.
    relu = "a.s.1044!builtin.module[0]/func.func[1]/%8"
    told = viewer.get("/api/story", run="a", sel=relu)["time"]
    answer = viewer.get("/api/profile/sources", file=0)
    assert told["sources"] == [row["title"] for row in answer["lines"] if row["line"] == 17]
    assert told["dispatches"] == [top]


def test_a_profile_of_another_program_is_the_commands_error() -> None:
    convs = REAL / "iree" / "captures" / "convs.after_all.mlir.xz"
    runs = [str(MNIST / path) for path in FAST_RUNS]
    said = run_tracksrc("profile", *runs, "--stream", str(convs))
    done = run_tracksrc("view", str(convs), "--profile", *runs, "--no-browser", "--port", "0")
    assert done.returncode == 2 and said.returncode == 2
    assert "is a dispatch of" in said.stderr and "Traceback" not in done.stderr
    assert said.stderr.strip().splitlines()[-1] in done.stderr and done.stdout == ""
    # B's profiles need B's stream; a file that is no profile is said at once.
    alone = run_tracksrc(
        "view", FAST, "--profile", *FAST_RUNS, "--profile-b", *SLOW_RUNS, cwd=MNIST
    )
    assert alone.returncode == 2 and "give its stream too" in alone.stderr
    wrong = run_tracksrc("view", FAST, "--profile", "mnist_like.mlir", cwd=MNIST)
    assert wrong.returncode == 2 and "mnist_like.mlir" in wrong.stderr
    assert "Traceback" not in wrong.stderr and wrong.stdout == ""


@pytest.fixture(scope="module")
def two(summary_cache: Path) -> Iterator[Viewer]:
    for stream in (FAST, SLOW):
        assert run_tracksrc("index", stream, cwd=MNIST).returncode == 0
    arguments = [FAST, SLOW, "--profile", *FAST_RUNS, "--profile-b", *SLOW_RUNS]
    with viewing(arguments, MNIST) as running:
        yield running


def test_two_runs_rank_the_source_ops_by_the_time_b_adds(two: Viewer) -> None:
    done = run_tracksrc(
        "profile",
        *FAST_RUNS,
        "--stream",
        FAST,
        "--compare",
        *SLOW_RUNS,
        "--stream-b",
        SLOW,
        "--json",
        cwd=MNIST,
    )
    assert done.returncode == 0, done.stderr
    assert two.get("/api/profile") == json.loads(done.stdout)
    assert two.get("/api/session")["profile"] == {"runs": ["a", "b"], "changes": True}
    fast, slow = summed(FAST_RUNS), summed(SLOW_RUNS)
    changes = two.get("/api/profile/changes")
    added = {}
    for key, lines in LINES.items():
        for line in lines:
            place = next(c["source"] for c in changes if c["source"].split(":")[1] == str(line))
            added.setdefault(place, [0.0, 0.0])
            added[place][0] += fast[PREFIX[1:] + key] / 3
            added[place][1] += slow[PREFIX[1:] + key] / 3
    ranked = sorted(added, key=lambda place: -(added[place][1] - added[place][0]))
    assert [change["source"] for change in changes][:3] == ranked[:3]
    assert {change["source"] for change in changes} == set(added)
    for change in changes:
        a, b = added[change["source"]]
        assert change["added"] == pytest.approx(b - a)
        assert (
            f": {ns(a)} -> {ns(b)} per run, {'+' if b > a else ''}{ns(b - a)} (" in change["text"]
        )
    assert (
        changes[0]["verdict"] == "beyond noise" and changes[0]["source"] == "mnist_like.mlir:15:11"
    )
    # The story tells a source op's time in both runs.
    told = two.get("/api/story", run="a", sel="loc!mnist_like.mlir:15:11")["time"]
    lines_b = two.get("/api/profile/sources", file=0, run="b")["lines"]
    (conv_b,) = [row["title"] for row in lines_b if row["line"] == 15]
    assert told["elsewhere"] == {"b": [conv_b[0]]}
    a, b = added["mnist_like.mlir:15:11"]
    assert conv_b[0].endswith(f"of kernel time, {ns(b)}/run")
    assert told["sources"][0][0].endswith(f"of kernel time, {ns(a)}/run")
    # Each run its own marks: dispatch 3 takes most of B's time.
    marks_b = two.get("/api/profile/stages", run="b")["dispatches"]
    assert marks_b[0]["dispatch"] == DISPATCH_3
    assert marks_b[0]["share"] == pytest.approx(slow[DISPATCH_3[1:]] / sum(slow.values()))


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with chromium() as running:
        yield running


def _pixels(tab: Any, y: float) -> tuple[int, list[list[int]]]:
    """The canvas's width in CSS pixels and the colour of each column at `y`."""
    found: tuple[int, list[list[int]]] = tab.page.evaluate(
        """(y) => { const c = document.querySelector('canvas.strip');
           const r = window.devicePixelRatio || 1, width = c.clientWidth;
           const data = c.getContext('2d').getImageData(0, Math.floor(y * r), Math.round(width * r), 1).data;
           const columns = [];
           for (let x = 0; x < width; x++) columns.push([...data.slice(4 * Math.floor(x * r), 4 * Math.floor(x * r) + 4)]);
           return [width, columns]; }""",
        y,
    )
    return found


def _rgb(colour: str) -> list[int]:
    return [int(colour[at : at + 2], 16) for at in (1, 3, 5)]


@pytest.mark.browser
def test_the_timeline_and_the_source_pane_show_the_time(
    viewer: Viewer, stages: dict[str, Any], browser: Browser
) -> None:
    count = 1787
    # Per stage, the level of the dispatch lowered there (largest first).
    level = [0] * count
    owner: list[dict[str, Any] | None] = [None] * count
    for mark in stages["dispatches"]:
        for stage in mark["stages"]:
            if owner[stage] is None:
                level[stage], owner[stage] = mark["level"], mark
    tab = new_tab(browser)
    try:
        tab.open(viewer.url, "#panes=a.s.0,f.0")
        strip = tab.page.locator("canvas.strip")
        assert "time" in (strip.get_attribute("class") or "")
        for step_ in range(1, 9):
            drawn = strip.get_attribute(f"data-heat-{step_}")
            expected = [stage for stage in range(count) if level[stage] == step_]
            assert ([int(s) for s in drawn.split()] if drawn else []) == expected
        assert tab.page.locator("#time-legend").is_visible()
        # The time track (the first, 10 pixels), column by column: each in
        # the colour of the hottest stage it covers, as the strip folds them.
        width, columns = _pixels(tab, 4)
        hottest = [0] * width
        for stage in range(count):
            first = int(stage / count * width)
            last = max(first + 1, int((stage + 1) / count * width))
            for x in range(first, min(last, width)):
                hottest[x] = max(hottest[x], level[stage])
        for x, colour in enumerate(columns):
            if hottest[x]:
                assert colour == [*_rgb(HEAT[hottest[x]]), 255], x
            else:
                assert colour[3] == 0, x
        # The dispatches by share: their colours darken as their shares grow.
        shown = [mark["level"] for mark in stages["dispatches"]]
        assert shown == sorted(shown, reverse=True) and shown[0] == 8
        brightness = [sum(_rgb(HEAT[step_])) for step_ in range(1, 9)]
        assert brightness == sorted(brightness, reverse=True)
        # Hovering dispatch 3's mark tells its time; clicking it, under the strip.
        top = stages["dispatches"][0]
        stage = top["stages"][len(top["stages"]) // 2]
        box = strip.bounding_box()
        assert box is not None
        x = box["x"] + (stage + 0.5) / count * box["width"]
        tab.page.mouse.move(x, box["y"] + 4)
        tip = tab.page.inner_text(".tip")
        assert all(line in tip for line in top["title"])
        tab.page.mouse.down()
        tab.page.mouse.up()
        tab.page.wait_for_selector(f'.pane[data-key="a.s.{stage}"][data-ready="1"]')
        tab.settle()
        detail = tab.page.locator(".time-detail")
        assert detail.get_attribute("data-dispatch") == DISPATCH_3
        assert detail.inner_text() == " · ".join(top["title"])
        # The source pane: each timed source op's line heated, its time in its title.
        answer = viewer.get("/api/profile/sources", file=0)
        pane = tab.page.locator('.pane[data-key="f.0"]')
        assert (pane.get_attribute("data-heat") or "").split() == [
            str(row["row"]) for row in answer["lines"]
        ]
        for row in answer["lines"]:
            line = pane.locator(f'.row[data-row="{row["row"]}"]')
            assert f"heat-{row['level']}" in (line.get_attribute("class") or "").split()
            assert line.get_attribute("title") == "\n".join(row["title"])
        gutter = pane.locator('.row[data-row="16"] .gut')
        red, green, blue = _rgb(HEAT[8])
        assert gutter.evaluate("g => getComputedStyle(g).backgroundColor") == (
            f"rgb({red}, {green}, {blue})"
        )
        assert pane.locator('.row[data-row="0"]').get_attribute("title") is None
        # Clicking a line: the story tells its source op's time.
        pane.locator('.row[data-row="16"] .code').click()
        tab.page.wait_for_selector("#side[data-story]")
        tab.settle()
        told = tab.page.inner_text("#side ul.time")
        assert top["title"][0] in told and "mnist_like.mlir:17:11 torch.aten.relu" in told
        assert tab.errors == [] and tab.dialogs == []
    finally:
        tab.page.context.close()


@pytest.mark.browser
def test_the_ranking_of_two_runs_selects_an_op(two: Viewer, browser: Browser) -> None:
    changes = two.get("/api/profile/changes")
    tab = new_tab(browser)
    try:
        tab.open(two.url, "#panes=a.s.0,f.0")
        buttons = tab.page.locator("#time-changes button.change")
        assert buttons.count() == len(changes)
        assert [buttons.nth(at).get_attribute("data-source") for at in range(len(changes))] == [
            change["source"] for change in changes
        ]
        assert buttons.first.inner_text() == changes[0]["text"]
        assert len(tab.page.locator("canvas.strip.time").all()) == 2
        buttons.first.click()
        selection = f"loc!{changes[0]['source']}"
        tab.page.wait_for_selector(f'#side[data-story="{selection}"]')
        tab.settle()
        assert {pane["sel"] for pane in tab.panes()} == {selection}
        assert tab.page.locator('.pane[data-key="f.0"] .row.hit').count() == 1
        assert DISPATCH_3 in tab.page.inner_text("#side ul.time")
        other = tab.page.locator("#side ul.time li.elsewhere")
        assert other.count() == 1 and other.inner_text().startswith("run b: mnist_like.mlir:15:11")
        assert tab.errors == [] and tab.dialogs == []
    finally:
        tab.page.context.close()
