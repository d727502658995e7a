"""Benchmark of `tracksrc capture` on a real compile (issue 48).

    python benchmarks/bench_capture.py MODEL.mlir [--target rocm|cpu] [--keep DIR] [--loc L]

Runs the compile twice, as a user would:
- by hand: `iree-compile MODEL <target> <the flags capture adds> 2> stream.mlir`
  (the stream on disk, as the README used to tell users);
- captured: `tracksrc capture -o bundle -- iree-compile MODEL <target>`.

Prints for each its wall time, then: the capture's wall time as a multiple
of the compile by hand; the time from the compiler's exit to the bundle
answering (the index capture builds when the compiler exits, then a
`lineage` of the first convolution in a new process); the bundle's size
(stream, store, dumps) against the stream's; the peak memory of the
capture process itself (its resident set, sampled every 20 ms; the
compiler's own is not counted).

Targets (2 cores; a 100+-convolution model for gfx942, ~700 MB printed):
first answer <= 5 s after the compiler exits, compile wall <= 1.15x, bundle
<= 2% of the stream, capture memory <= 500 MB. Run by hand.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

TARGETS = {
    "rocm": [
        "--iree-hal-target-backends=rocm",
        "--iree-rocm-target=gfx942",
        "--iree-codegen-llvmgpu-use-reduction-vector-distribution=false",
    ],
    "cpu": ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"],
}


def _rss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def _peak(process: subprocess.Popen[bytes], found: list[int]) -> None:
    while process.poll() is None:
        found[0] = max(found[0], _rss_kb(process.pid))
        time.sleep(0.02)


def _size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(item.stat().st_size for item in path.rglob("*") if item.is_file())


def main() -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model", type=Path)
    parser.add_argument("--target", choices=sorted(TARGETS), default="rocm")
    parser.add_argument("--keep", type=Path, help="keep the stream and bundle in DIR")
    parser.add_argument("--loc", help="the location lineage asks (default: the first conv)")
    options = parser.parse_args()
    folder = options.keep or Path(tempfile.mkdtemp(prefix="bench-capture-"))
    folder.mkdir(parents=True, exist_ok=True)
    model = options.model.resolve()
    compile_words = ["iree-compile", str(model), *TARGETS[options.target], "-o", os.devnull]
    bundle = folder / "model.tracksrc"

    started = time.monotonic()
    captured = subprocess.Popen(
        [sys.executable, "-m", "tracksrc", "capture", "--json", "-o", str(bundle), "--",
         *compile_words],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=folder,
    )  # fmt: skip
    peak = [0]
    watcher = threading.Thread(target=_peak, args=(captured, peak), daemon=True)
    watcher.start()
    out, _ = captured.communicate()
    capture_wall = time.monotonic() - started
    watcher.join()
    result = json.loads(out)
    added = result["added"]["flags"]
    compiler_seconds = result["wall_seconds"]
    indexed = result["indexed_seconds"] or 0.0
    print(f"capture: {capture_wall:.1f} s wall ({compiler_seconds:.1f} s the compiler's run, "
          f"{indexed:.1f} s indexing after it exited); {result['stages']:,} stages, "
          f"{result['stream_bytes'] / 1e6:,.1f} MB printed")  # fmt: skip

    hand_stream = folder / "stream.mlir"
    dumps = [f"--iree-hal-dump-executable-files-to={folder / 'hand_dumps'}"]
    flags = [flag for flag in added if not flag.startswith("--iree-hal-dump-executable")] + dumps
    started = time.monotonic()
    with hand_stream.open("wb") as errors:
        subprocess.run([*compile_words, *flags], stderr=errors, cwd=folder, check=False)
    hand_wall = time.monotonic() - started
    print(f"by hand (2> stream.mlir): {hand_wall:.1f} s wall, {_size(hand_stream) / 1e6:,.1f} MB")

    loc = options.loc
    if loc is None:
        text = model.read_text(errors="replace")
        found = re.search(r"^(.*?)linalg\.conv|^(.*?)onnx\.Conv", text, re.M)
        line = text[: found.start()].count("\n") + 1 if found else 1
        column = (found.group(0).find("=") + 3) if found else 1
        loc = f"{model.name}:{line}:{column}"
    started = time.monotonic()
    asked = subprocess.run(
        [sys.executable, "-m", "tracksrc", "lineage", str(bundle), "--loc", loc],
        capture_output=True, text=True, cwd=folder, check=False,
    )  # fmt: skip
    answer = time.monotonic() - started
    print(f"lineage --loc {loc} on the bundle, a new process: {answer:.2f} s "
          f"(status {asked.returncode}, {len(asked.stdout.splitlines())} lines)")  # fmt: skip

    for words, where in (
        (["--json"], "on the bundle"),
        ([], "on the bundle elsewhere (a new, empty cache)"),
        (["--json"], "on the bundle elsewhere, again"),
    ):
        environment = dict(os.environ)
        if "elsewhere" in where:
            environment["TRACKSRC_CACHE_DIR"] = str(folder / "elsewhere_cache")
        started = time.monotonic()
        asked = subprocess.run(
            [sys.executable, "-m", "tracksrc", "lineage", str(bundle), "--loc", loc, *words],
            capture_output=True, text=True, cwd=folder, check=False, env=environment,
        )  # fmt: skip
        print(f"lineage {' '.join(words)} {where}: {time.monotonic() - started:.2f} s "
              f"(status {asked.returncode}, {len(asked.stdout):,} characters)")  # fmt: skip

    stream = _size(bundle / "stream.mlir.zst")
    store = sum(
        _size(path) for path in [*bundle.glob("store.sqlite3*"), *bundle.glob("store.image*")]
    )
    dump_bytes = sum(_size(path) for path in bundle.glob("dumps*"))
    printed = result["stream_bytes"]
    print(f"bundle: stream {stream / 1e6:,.1f} MB ({stream / printed:.1%} of the stream), "
          f"store {store / 1e6:,.1f} MB ({store / printed:.1%}), dumps {dump_bytes / 1e6:,.1f} MB; "
          f"all {(stream + store + dump_bytes) / printed:.1%}")  # fmt: skip
    print(f"first answer after the compiler exited: {indexed + answer:.1f} s "
          f"(index {indexed:.1f} s + lineage {answer:.2f} s); target <= 5 s")  # fmt: skip
    print(f"compile wall with capture / by hand: {capture_wall - indexed:.1f} / {hand_wall:.1f} s "
          f"= {(capture_wall - indexed) / hand_wall:.2f}x; target <= 1.15x")  # fmt: skip
    print(f"capture's peak memory: {peak[0] / 1024:,.0f} MB; target <= 500 MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
