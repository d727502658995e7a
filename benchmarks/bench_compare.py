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
- compare with warm caches: a new process that opens both streams and
  compares every source op, each run followed (its summaries read from the
  cache) in a process of its own, as `tracksrc compare` does; its time and
  peak memory;
- the differing source ops found.

Targets (2 cores): a compare of two ~60 MB streams takes no longer than
indexing both cold; two ~250 MB streams (`17000`) compare in <= 10 s with
warm caches. Run by hand.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tracksrc.cli.main import main as tracksrc_main

PIPELINE = "to-linalg,canonicalize,lower-conv,fuse-elementwise,canonicalize,cse"

_COMPARE = """
import json, resource, sys, time
import tracksrc
from tracksrc.analysis.compare import compare
started = time.perf_counter()
a = tracksrc.open_pipeline(sys.argv[1], cache=sys.argv[3])
b = tracksrc.open_pipeline(sys.argv[2], cache=sys.argv[3])
opened = time.perf_counter() - started
# As `tracksrc compare` does: each run's summaries read from the cache by
# the process that follows it.
result = compare(a, b, jobs=int(sys.argv[4]))
elapsed = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
child = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(json.dumps({"seconds": elapsed, "opened": opened, "peak_mb": peak, "child_mb": child,
                  "ops": len(result.ops), "differing": len(result.differing),
                  "aligned": result.alignment.aligned}))
"""


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

    cache = folder / f"cache{layers}"
    started = time.perf_counter()
    for stream in streams:
        pipeline = tracksrc.open_pipeline(stream, cache=cache)
        pipeline.index_all(jobs=jobs, progress=False)
    cold = time.perf_counter() - started
    print(f"  cold index of both on {jobs} processes: {cold:.2f} s")
    done = subprocess.run(
        [sys.executable, "-c", _COMPARE, *map(str, streams), str(cache), str(jobs)],
        capture_output=True,
        text=True,
        check=True,
    )
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    print(
        f"  compare with warm caches (new process): {figures['seconds']:.2f} s "
        f"(finding both streams' stages {figures['opened']:.2f} s); peak RSS "
        f"{figures['peak_mb']:.0f} MB, the largest of the two run processes "
        f"{figures['child_mb']:.0f} MB"
    )
    print(
        f"  {figures['ops']:,} source ops compared, {figures['differing']:,} lowered "
        f"differently; {figures['aligned']:,} passes aligned"
    )
    verdict = "met" if figures["seconds"] <= cold else "NOT met"
    print(f"  compare (warm) <= cold index of both: {verdict}")


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
