"""The pictures of `tracksrc view` in docs/ and README, taken as the tests
drive it: `python -m tests.view.screenshots [FOLDER]` (from the
repository's root) writes docs/view.png and docs/view-compare.png from the
real GPU captures the tests carry (IREE 3.13, ROCm gfx942:
`tests/data/real/iree/gpu/`), and docs/view-profile.png from the two
profiled configurations of tests/data/iree/profile (into FOLDER instead of
docs/ when given).

- view.png: stage 0, the codegen stage where the convolution at
  gpu_cnn.mlir:18:11 first became `amdgpu.mfma` (iree-gpu-lower-ops) and
  the input file, the convolution clicked in stage 0; its story beside.
- view-compare.png: the same compile against the one without implicit
  GEMM, the first op lowered differently chosen: both paths, each run's
  pane at its parting stage.
- view-profile.png: the fast and slow configurations with their profiles
  (`--profile`, `--profile-b`): each dispatch's stages coloured by its
  share of the kernel time, the source ops ranked by the time the slow one
  adds, the first of them selected (the input file's lines heated, its
  story telling its time); a stage of the dispatch it is in opened.
- view-code.png: IREE's llvm-cpu compile of mnist_like with its dump
  folder (tests/data/llvm/iree_cpu/): stage 0, the linked LLVM IR, the x86
  assembly and the input file, an instruction of the ReLU at
  mnist_like.mlir:17:11 clicked; its way back in the story.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.conftest import DATA, GPU, MNIST, ROOT
from tests.reading.machine.machine_samples import IREE_CPU, extract_dumps
from tests.view.browser import Tab, chromium, new_tab
from tests.view.viewer import viewing

STREAM = "gpu_cnn.after_all.mlir.xz"
OTHER = "gpu_cnn.no_igemm.after_all.mlir.xz"
# Where the convolution at gpu_cnn.mlir:18:11 first became amdgpu.mfma.
CODEGEN = 1939


# The profiled configurations, named from the model's folder (its
# locations name mnist_like.mlir there).
PROFILED = "../../../iree/profile"


def main() -> None:
    docs = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs"
    with tempfile.TemporaryDirectory() as cache, chromium(1600, 950) as browser:
        environment = {"TRACKSRC_CACHE_DIR": cache}
        with viewing([STREAM, OTHER], GPU, env=environment, timeout=900) as running:
            tab = new_tab(browser)
            tab.open(running.url, f"#panes=a.s.0,a.s.{CODEGEN},f.0&focus=0&filter=lower-ops")
            pane = tab.page.locator('.pane[data-key="a.s.0"]')
            pane.locator(".row .t-o", has_text="torch.aten.convolution").first.click()
            tab.page.wait_for_selector("body[data-sync='1']")
            tab.page.wait_for_selector("#side[data-story]")
            _rest(tab)
            tab.page.screenshot(path=str(docs / "view.png"))
            print(f"wrote {docs / 'view.png'}")
            compared = new_tab(browser)
            compared.open(running.url, "#panes=a.s.0")
            compared.page.click("#compare")
            compared.page.wait_for_selector("#side[data-compare]", timeout=600_000)
            compared.page.locator("#side table.compare tbody tr").first.click()
            compared.page.wait_for_selector("#side .paths .columns")
            compared.page.wait_for_selector("body[data-sync='1']")
            _rest(compared)
            compared.page.screenshot(path=str(docs / "view-compare.png"))
            print(f"wrote {docs / 'view-compare.png'}")
            for each in (tab, compared):
                assert each.errors == [], each.errors
        with viewing(_profiled(), MNIST, env=environment, timeout=900) as running:
            tab = new_tab(browser)
            # (A stage of dispatch 3, the one the slow configuration slows.)
            stage = running.get("/api/profile/stages", run="b")["dispatches"][0]["stages"][40]
            tab.open(running.url, f"#panes=b.s.{stage},f.0&focus=1")
            tab.page.locator("#time-changes button.change").first.click()
            tab.page.wait_for_selector("#side ul.time")
            _rest(tab)
            tab.page.screenshot(path=str(docs / "view-profile.png"))
            print(f"wrote {docs / 'view-profile.png'}")
            assert tab.errors == [], tab.errors
        code_picture(docs, browser, environment)


def code_picture(docs: Path, browser: Any, environment: dict[str, str]) -> None:
    """docs/view-code.png (see the module docstring)."""
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        extract_dumps(folder)
        shutil.copyfile(IREE_CPU / "mnist_like.after_all.mlir.xz", folder / "stream.mlir.xz")
        shutil.copyfile(MNIST / "mnist_like.mlir", folder / "mnist_like.mlir")
        with viewing(["stream.mlir.xz"], folder, env=environment, timeout=900) as running:
            tab = new_tab(browser)
            tab.open(running.url, "#panes=a.s.0,a.c.0,a.c.3,f.0&focus=2")
            pane = tab.page.locator('.pane[data-key="a.c.3"]')
            pane.locator(".scroll").evaluate("box => { box.scrollTop = 18 * 540; }")
            tab.page.wait_for_selector('.pane[data-key="a.c.3"] .row[data-row="559"] .t-o')
            pane.locator('.row[data-row="559"] .t-o').first.click()
            tab.page.wait_for_selector("#side[data-story]")
            _rest(tab)
            tab.page.screenshot(path=str(docs / "view-code.png"))
            print(f"wrote {docs / 'view-code.png'}")
            assert tab.errors == [], tab.errors


def _profiled() -> list[str]:
    """`tracksrc view`'s arguments: the two configurations, their profiles."""
    assert (DATA / "iree" / "profile" / "fast.after_all.mlir.xz").is_file()
    runs = {
        name: [f"{PROFILED}/{name}.run{k}.dispatch.jsonl" for k in (1, 2, 3)]
        for name in ("fast", "slow")
    }
    return [
        f"{PROFILED}/fast.after_all.mlir.xz",
        f"{PROFILED}/slow.after_all.mlir.xz",
        "--profile",
        *runs["fast"],
        "--profile-b",
        *runs["slow"],
    ]


def _rest(tab: Tab) -> None:
    """Let the page finish what it asked for, and draw."""
    tab.settle()
    time.sleep(0.5)
    tab.settle()


if __name__ == "__main__":
    main()
