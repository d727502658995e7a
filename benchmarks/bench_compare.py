"""Benchmark of `tracksrc compare` (issue 16): two compilations of one
generated model, compared op by op.

    python benchmarks/bench_compare.py [LAYERS ...] [--jobs 2] [--keep DIR]

For each LAYERS (default 1000 and 4000), the mini-compiler generates a
model and compiles it twice with `--print-ir-after-all --print-debuginfo`,
without inlining (every function pass prints every function, as IREE's
streams do): once as is, once with the im2col convolution strategy off
(`--conv-im2col off`), so that some convolutions take another path. It
prints:

- cold index of both: `open_pipeline` + `index_all` of each stream into
  an empty summary cache, on `--jobs` processes;
- compare with warm caches: `tracksrc compare A B` run in a new process
  (each run opened and followed in a process of its own, summaries read
  from the cache the cold index filled), timed from start to exit, three
  times (the median is the figure), and the peak memory of its largest
  process;
- the differing source ops found.

Targets (2 cores): a compare of two ~60 MB streams takes no longer than
indexing both cold; two ~250 MB streams (`17000`) compare in <= 10 s with
warm caches. Run by hand.
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tracksrc.cli.main import main as tracksrc_main

PIPELINE = "to-linalg,canonicalize,lower-conv,fuse-elementwise,canonicalize,cse"

# How many times the command is run (the median is the figure).
RUNS = 3

# What the command prints that the figures are read from.
_TITLE = re.compile(r"([\d,]+) source ops? compared: ([\d,]+) lowered differently")
_PASSES = re.compile(r"passes: ([\d,]+) aligned")


def _compile(source: Path, stream: Path, layers: int, extra: list[str]) -> None:
    status = tracksrc_main(
        [
            "compile",
            "--gen-model",
            f"layers={layers}",
            str(source),
            "--pipeline",
            PIPELINE,
            "--print-ir-after-all",
            "--print-debuginfo",
            "--dump-to",
            str(stream),
            *extra,
        ]
    )
    if status != 0:
        raise SystemExit(status)


def bench(layers: int, jobs: int, folder: Path) -> None:
    """Print the figures for one model size."""
    source = folder / f"gen{layers}.mlir"
    streams = [folder / f"gen{layers}.default.mlir", folder / f"gen{layers}.no_im2col.mlir"]
    started = time.perf_counter()
    _compile(source, streams[0], layers, [])
    _compile(source, streams[1], layers, ["--conv-im2col", "off"])
    sizes = [stream.stat().st_size / 1e6 for stream in streams]
    print(
        f"layers={layers}: streams {sizes[0]:.1f} MB and {sizes[1]:.1f} MB "
        f"(compiled in {time.perf_counter() - started:.1f} s)"
    )
    import tracksrc

    # (As `tracksrc` finds it under XDG_CACHE_HOME.)
    cache = folder / f"xdg{layers}" / "tracksrc"
    started = time.perf_counter()
    for stream in streams:
        pipeline = tracksrc.open_pipeline(stream, cache=cache)
        pipeline.index_all(jobs=jobs, progress=False)
    cold = time.perf_counter() - started
    print(f"  cold index of both on {jobs} processes: {cold:.2f} s")
    # Let go of the indexed pipelines first: kept, they hold GBs this
    # process does not use while the command runs (measured: 1-2 s slower).
    del pipeline
    gc.collect()
    # The command as a user runs it, in a new process (import, both
    # streams opened and followed, the table printed), the summary cache
    # warm: the one the cold index filled.
    environment = {**os.environ, "XDG_CACHE_HOME": str(cache.parent)}
    runs = []
    for _ in range(RUNS):
        started = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "tracksrc", "compare", *map(str, streams)],
            capture_output=True,
            text=True,
            check=True,
            env=environment,
        )
        runs.append(time.perf_counter() - started)
    seconds = statistics.median(runs)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    title, passes = _TITLE.search(done.stdout), _PASSES.search(done.stdout)
    assert title is not None and passes is not None, done.stdout[:500]
    print(
        f"  tracksrc compare with warm caches (new process, as run): median {seconds:.2f} s "
        f"of {', '.join(f'{each:.2f}' for each in runs)}; peak RSS of its largest process "
        f"{peak:.0f} MB"
    )
    print(
        f"  {title.group(1)} source ops compared, {title.group(2)} lowered differently; "
        f"{passes.group(1)} passes aligned"
    )
    verdict = "met" if seconds <= cold else "NOT met"
    print(f"  compare (warm) <= cold index of both: {verdict}")
    if min(sizes) >= 200:
        print(f"  two ~250 MB streams compared in <= 10 s: {'met' if seconds <= 10 else 'NOT met'}")


def main() -> None:
    """Run the benchmark for the sizes given."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("layers", nargs="*", type=int, default=[1000, 4000])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--keep", type=Path, help="write the streams into this folder")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.keep if args.keep is not None else Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        for layers in args.layers:
            bench(layers, args.jobs, folder)


if __name__ == "__main__":
    main()
