"""Benchmark of whole pipelines (issue 4): opening a stream, summarising
every stage in parallel, reopening with the cache, and peak memory.

    python benchmarks/bench_pipeline.py [STREAM ...] [--jobs 2] [--serial]

Without arguments it uses the mnist_like after-all stream the tests carry
(tests/data/real/iree/mnist_like, 19.7 MB). For each stream it prints:
- open: finding the stage boundaries (and decompressing .xz/.gz);
- full index: every distinct stage parsed and summarised by `--jobs`
  processes, the cache empty (a fresh temporary folder), in MB/s of the
  whole stream;
- cached reopen: `open_pipeline` plus `index_all` reading the cache, in a
  new process (the time inside it, and its peak memory);
- nested compiles: recognising them (module prints' symbols read from text);
- lineage/audit: one lineage query and the audit on the indexed pipeline;
- program text: the whole program after the last main stage as MLIR text;
- dispatches: every dispatch followed through the stream, and `extract` of
  the first one at its last stage (the module text and its pass pipeline);
- peak RSS of this process (open, full index, queries) and of the largest
  worker.
`--serial` also parses and indexes each stage with `OperationIndex` one
after the other (the per-stage path of `pipe.stage(i)`).
Targets (250 MB stream, 2 cores): full index >= 10 MB/s, cached reopen
<= 3 s, peak memory <= 3x the stream size. Run by hand.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tracksrc.pipeline.composition.program_text import program_text
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.dispatches.extract import extract
from tracksrc.pipeline.store.queries.audit_report import audit
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.streams.opening import open_pipeline

DEFAULT = (
    Path(__file__).resolve().parent.parent
    / "tests"
    / "data"
    / "real"
    / "iree"
    / "mnist_like"
    / "mnist_like.after_all.mlir.xz"
)


def _peak_mb(who: int) -> float:
    return resource.getrusage(who).ru_maxrss / 1024


_REOPEN = """
import resource, sys, time
from tracksrc.pipeline.streams.opening import open_pipeline
started = time.perf_counter()
pipeline = open_pipeline(sys.argv[1], cache=sys.argv[2])
pipeline.index_all(jobs=int(sys.argv[3]), progress=False)
elapsed = time.perf_counter() - started
# ru_maxrss survives exec on Linux (it would be the parent's): VmHWM is ours.
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
try:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                peak = int(line.split()[1]) / 1024
except OSError:
    pass
print(elapsed, peak)
"""


def _reopen_in_new_process(stream: Path, cache: str, jobs: int) -> tuple[float, float]:
    output = subprocess.run(
        [sys.executable, "-c", _REOPEN, str(stream), cache, str(jobs)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    return float(output[0]), float(output[1])


def bench(stream: Path, jobs: int, serial: bool) -> None:
    """Print the figures for one stream."""
    with tempfile.TemporaryDirectory() as cache:
        started = time.perf_counter()
        pipeline = open_pipeline(stream, cache=cache)
        opened = time.perf_counter() - started
        size = sum(stage.size for stage in pipeline)
        distinct = len({stage.digest for stage in pipeline.stages})
        started = time.perf_counter()
        pipeline.index_all(jobs=jobs, progress=False)
        indexed = time.perf_counter() - started
        ops = sum(len(summary) for summary in pipeline.summaries().values())
        started = time.perf_counter()
        compiles = len(pipeline.compiles)
        recognised = time.perf_counter() - started
        started = time.perf_counter()
        tracker = tracker_of(pipeline)
        bound = time.perf_counter() - started
        started = time.perf_counter()
        tracker.events()
        replayed = time.perf_counter() - started
        query = next(iter(tracker.table.stacks))[0]
        started = time.perf_counter()
        lineage(pipeline, [(query,)])
        traced = time.perf_counter() - started
        started = time.perf_counter()
        audit(pipeline)
        audited = time.perf_counter() - started
        started = time.perf_counter()
        text = program_text(pipeline.main_stages()[-1])
        composed = time.perf_counter() - started
        started = time.perf_counter()
        found = dispatches(pipeline)
        listed = time.perf_counter() - started
        started = time.perf_counter()
        reproducer = extract(pipeline, found[0].name) if found else None
        extracted = time.perf_counter() - started
        peak = _peak_mb(resource.RUSAGE_SELF)
        worker_peak = _peak_mb(resource.RUSAGE_CHILDREN)
        stages = len(pipeline)
        # The second open, as a user makes it: a new process.
        reopened, reopen_peak = _reopen_in_new_process(stream, cache, jobs)
        first = opened + indexed
        print(
            f"{stream.name}: {stages:,} stages ({distinct:,} distinct), "
            f"{size / 1e6:.1f} MB, {ops:,} ops in distinct stages\n"
            f"  open {opened:.2f} s\n"
            f"  full index on {jobs} processes {indexed:.2f} s = {size / 1e6 / indexed:.2f} MB/s "
            f"(open + index {first:.2f} s)\n"
            f"  {compiles} compile(s) recognised in {recognised:.2f} s\n"
            f"  bind all stages {bound:.2f} s; whole-program replay (once) {replayed:.2f} s; "
            f"one lineage {traced:.2f} s; audit {audited:.2f} s\n"
            f"  program text after the last stage {composed:.2f} s ({len(text) / 1e6:.2f} MB)\n"
            f"  {len(found)} dispatches {listed:.2f} s; extract of the first {extracted:.2f} s "
            f"({len(reproducer.text) / 1e3 if reproducer else 0:.0f} KB)\n"
            f"  peak RSS of open + full index + lineage + audit: {peak:.0f} MB "
            f"({peak / (size / 1e6):.2f}x the stream); largest worker {worker_peak:.0f} MB\n"
            f"  cached reopen in a new process (open + index_all from the cache) "
            f"{reopened:.2f} s = {first / reopened:.1f}x faster; its peak RSS {reopen_peak:.0f} MB"
        )
    if serial:
        pipeline = open_pipeline(stream, cache=False)
        started = time.perf_counter()
        for stage in pipeline:
            index = stage.op_index()
            index.build_trees()
            stage.forget()  # measure the pass, not holding every index
        elapsed = time.perf_counter() - started
        print(
            f"  serial parse + index of every stage {elapsed:.1f} s "
            f"({size / 1e6 / elapsed:.2f} MB/s on one core)"
        )


def main() -> None:
    """Run the benchmark on the streams given (or the default one)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("streams", nargs="*", type=Path, default=[DEFAULT])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--serial", action="store_true")
    args = parser.parse_args()
    for stream in args.streams:
        bench(stream, args.jobs, args.serial)


if __name__ == "__main__":
    main()
