"""Benchmark of `tracksrc view` as a user meets it (issue 30): the server
started as typed on a stream whose cache is warm, Debian's Chromium driven
by Playwright with real clicks.

    python benchmarks/bench_view.py [STREAM] [--cache-dir DIR] [--clicks 5]

Without STREAM it uses the GPU capture the tests carry (small, to try the
script); the figures that count come from a 700 MB stream (here the 776 MB,
41,872-stage ROCm capture of densenet121: `/work/captures/densenet121.rocm.
after_all.mlir`), its cache warmed first (`tracksrc index STREAM
--cache-dir DIR`, run here before timing when the store is cold). Prints:
- first paint: from starting `tracksrc view` (the browser already open) to
  the timeline of every stage drawn in the page, and to the first pane
  (stage 0) drawn with its text;
- a 1 MB stage opened in a pane: typing its number into a pane's stage
  box, to its rows drawn (the stages nearest 1 MB, each opened once: the
  server reads and indexes it then);
- click-to-highlight across three panes (open and indexed): clicking an
  op in one pane to every pane marked (the server tracks it into the two
  others), median and worst of the clicks, each on another op, measured
  in the page from the click event to the frame showing the marks (and
  as Playwright sees it, its click action and polling included);
- the server's memory after all that (RSS, PSS and its peak RSS), next to
  the peak RSS of CLI queries on the same stream (`lineage`, `blame`,
  `program`), each a new process;
- the tab's memory: its JS heap (Chrome DevTools Protocol
  `Performance.getMetrics`) and the RSS of its renderer process.
Targets: first paint <= 2 s; a 1 MB stage <= 300 ms; click-to-highlight
<= 300 ms; the server no more than one CLI query; the tab <= 300 MB.
Run by hand, when the machine is quiet.
"""

from __future__ import annotations

import argparse
import os
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.view.browser import chromium, new_tab  # noqa: E402

DEFAULT = ROOT / "tests" / "data" / "real" / "iree" / "gpu" / "gpu_cnn.after_all.mlir.xz"


def _tracksrc(*args: str) -> list[str]:
    return [sys.executable, "-m", "tracksrc", *args]


def _environment() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def _status_kb(pid: int, field: str) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def _pss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as rollup:
        for line in rollup:
            if line.startswith("Pss:"):
                return int(line.split()[1])
    return 0


def _tab_renderer(browser: Any) -> int | None:
    """The renderer process of the tab: of Chromium's renderers (Chrome
    DevTools Protocol `SystemInfo.getProcessInfo`), not its own UI's, the
    one that has run the most."""
    session = browser.new_browser_cdp_session()
    processes = session.send("SystemInfo.getProcessInfo")["processInfo"]
    renderers = []
    for process in processes:
        if process["type"] != "renderer":
            continue
        try:
            with open(f"/proc/{process['id']}/cmdline", "rb") as command:
                if b"--top-chrome-webui" in command.read():
                    continue
        except OSError:
            continue
        renderers.append((process["cpuTime"], process["id"]))
    return max(renderers)[1] if renderers else None


def _peak_of(command: list[str]) -> tuple[float, int]:
    """Seconds and peak RSS (KB) of a command run to its end."""
    started = time.perf_counter()
    process = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_environment()
    )
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode:
        raise SystemExit(f"{' '.join(command)} failed ({process.returncode})")
    return time.perf_counter() - started, usage.ru_maxrss


def _lines(stream: Any, into: queue.Queue[str | None]) -> None:
    for line in stream:
        into.put(line)
    into.put(None)


def _start_view(stream: Path, cache: list[str]) -> tuple[subprocess.Popen[str], str, float]:
    started = time.perf_counter()
    process = subprocess.Popen(
        _tracksrc("view", str(stream), "--no-browser", "--port", "0", *cache),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=_environment(),
    )
    lines: queue.Queue[str | None] = queue.Queue()
    threading.Thread(target=_lines, args=(process.stdout, lines), daemon=True).start()
    url = lines.get(timeout=600)
    if url is None:
        raise SystemExit("tracksrc view did not start")
    return process, url.strip(), started


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:,.0f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("stream", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--cache-dir", type=Path, default=None)
    parser.add_argument("--clicks", type=int, default=5)
    args = parser.parse_args()
    stream = args.stream.resolve()
    cache = [] if args.cache_dir is None else ["--cache-dir", str(args.cache_dir)]
    print(f"stream: {stream} ({stream.stat().st_size / 1e6:,.0f} MB)")
    seconds, _ = _peak_of(_tracksrc("index", str(stream), *cache))
    print(f"tracksrc index (warming, not timed below): {seconds:.1f} s")

    import tracksrc

    pipeline = tracksrc.open_pipeline(stream, cache=args.cache_dir or True)
    stage0 = pipeline.stage(0)
    convolutions = [
        info
        for kind in ("torch.aten.convolution", "linalg.conv_2d_nchw_fchw", "linalg.matmul")
        for info in stage0.get_ops_by_type(kind)
    ] or list(stage0.operations.values())[1:]
    chosen = convolutions[: args.clicks]
    rows = tracksrc.lineage(pipeline, chosen[0]).rows
    lowered = [row.stage for row in rows if any("amdgpu" in t or "vector" in t for t in row.types)]
    deep = lowered[-1] if lowered else rows[-1].stage
    megabyte = sorted(
        (stage for stage in pipeline.stages if stage.number not in (0, deep)),
        key=lambda stage: abs(stage.size - 1_000_000),
    )[:3]
    first_size = pipeline.stages[0].size / 1e6
    print(f"panes: stage 0 ({first_size:.2f} MB), stage {deep} (codegen of the first op)")
    del pipeline, stage0

    with chromium(1600, 950) as browser:
        blank = new_tab(browser)
        blank.page.goto("about:blank")
        empty = _tab_renderer(browser.browser)
        if empty is not None:
            print(
                f"an empty tab, for comparison: renderer RSS "
                f"{_status_kb(empty, 'VmRSS') / 1024:,.0f} MB, PSS {_pss_kb(empty) / 1024:,.0f} MB"
            )
        blank.page.context.close()
        tab = new_tab(browser)
        page = tab.page
        process, url, started = _start_view(stream, cache)
        try:
            page.goto(url + "#panes=a.s.0")
            page.wait_for_selector("html[data-painted]", timeout=120_000)
            painted = time.perf_counter() - started
            page.wait_for_selector('.pane[data-ready="1"]', timeout=120_000)
            first_pane = time.perf_counter() - started
            page.wait_for_selector("html[data-ready='1']")
            print(f"first paint (timeline of every stage): {_ms(painted)} after start")
            print(f"first pane drawn (stage 0): {_ms(first_pane)} after start")

            for stage in megabyte:
                box = page.locator(".pane .pane-head input.stage").first
                box.fill(str(stage.number))
                began = time.perf_counter()
                box.press("Enter")
                page.wait_for_selector(f'.pane[data-key="a.s.{stage.number}"][data-ready="1"]')
                print(
                    f"stage {stage.number} ({stage.size / 1e6:.2f} MB, {stage.label}) opened "
                    f"in a pane: {_ms(time.perf_counter() - began)}"
                )

            page.goto(url + f"#panes=a.s.0,a.s.{deep},a.s.{megabyte[0].number}&focus=0")
            page.wait_for_selector("html[data-ready='1']", timeout=120_000)
            # (each pane indexed by the server once shown, before the clicks)
            for key in ("a.s.0", f"a.s.{deep}", f"a.s.{megabyte[0].number}"):
                page.wait_for_selector(f'.pane[data-key="{key}"][data-ops]', timeout=120_000)
            tab.settle()
            timings, reported = [], []
            for count, info in enumerate(chosen, start=1):
                row = info.op.name_position[0] - info.op.source.first_line
                pane = page.locator('.pane[data-key="a.s.0"]')
                pane.locator(".pane-head input.search").fill(f"{info.ssa_name} = ")
                pane.locator(".pane-head input.search").press("Enter")
                page.wait_for_selector(f'.pane[data-key="a.s.0"] .row[data-row="{row}"] .t-o')
                target = page.locator(f'.pane[data-key="a.s.0"] .row[data-row="{row}"] .t-o').first
                began = time.perf_counter()
                target.click()
                page.wait_for_selector(f"body[data-sync='{count}']", timeout=120_000)
                timings.append(time.perf_counter() - began)
                reported.append(float(page.evaluate("() => document.body.dataset.syncMs")))
                tab.settle()
                if count == 1:
                    marked = page.inner_text(f'.pane[data-key="a.s.{deep}"] .match-count')
                    print(f"the first op, marked in the codegen pane: {marked}")
            print(
                "click-to-highlight across three panes, from the click event to the frame "
                f"showing the marks: median {statistics.median(reported):,.0f} ms, worst "
                f"{max(reported):,.0f} ms ({len(reported)} clicks); as Playwright sees it "
                f"(its click action and polling included): median "
                f"{_ms(statistics.median(timings))}, worst {_ms(max(timings))}"
            )

            session = page.context.new_cdp_session(page)
            session.send("Performance.enable")
            listed = session.send("Performance.getMetrics")["metrics"]
            metrics = {item["name"]: item["value"] for item in listed}
            renderer = _tab_renderer(browser.browser)
            server = process.pid
            rss, peak = _status_kb(server, "VmRSS") / 1024, _status_kb(server, "VmHWM") / 1024
            print(
                f"server: RSS {rss:,.0f} MB, PSS {_pss_kb(server) / 1024:,.0f} MB, "
                f"peak RSS {peak:,.0f} MB"
            )
            used, total = metrics.get("JSHeapUsedSize", 0), metrics.get("JSHeapTotalSize", 0)
            said = "renderer not found"
            if renderer is not None:
                said = (
                    f"renderer RSS {_status_kb(renderer, 'VmRSS') / 1024:,.0f} MB, PSS "
                    f"{_pss_kb(renderer) / 1024:,.0f} MB"
                )
            print(f"tab: JS heap {used / 1e6:,.1f} MB used of {total / 1e6:,.1f} MB; {said}")
            if tab.errors:
                print(f"console errors: {tab.errors}")
        finally:
            process.terminate()
            process.wait(timeout=30)

    first = convolutions[0]
    with tempfile.TemporaryDirectory() as folder:
        for name, command in (
            ("lineage", ["lineage", str(stream), "--op", first.unique_id]),
            ("blame", ["blame", str(stream), "--op", first.unique_id]),
            (
                "program --stage 200",
                ["program", str(stream), "--stage", "200", "-o", f"{folder}/p.mlir"],
            ),
        ):
            seconds, peak = _peak_of(_tracksrc(*command, *cache))
            print(f"CLI {name}: {seconds:.2f} s, peak RSS {peak / 1024:,.0f} MB")


if __name__ == "__main__":
    main()
