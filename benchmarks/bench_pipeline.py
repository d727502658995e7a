"""Benchmark of pipelines (issue 4, so far): opening a stream, then parsing
and indexing every stage one after the other, and peak memory.

    python benchmarks/bench_pipeline.py [STREAM ...]

Without arguments it uses the mnist_like after-all stream of
../shared/real_dumps (19.7 MB). Run by hand; figures go into closing notes.
The issue's 250 MB figures wait for a generator of big streams.
"""

from __future__ import annotations

import argparse
import resource
import time
from pathlib import Path

from tracksrc.pipeline import open_pipeline

DEFAULT = (
    Path(__file__).resolve().parent.parent.parent
    / "shared"
    / "real_dumps"
    / "iree"
    / "mnist_like"
    / "mnist_like.after_all.mlir.xz"
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("streams", nargs="*", type=Path, default=[DEFAULT])
    args = parser.parse_args()
    for stream in args.streams:
        started = time.perf_counter()
        pipeline = open_pipeline(stream)
        opened = time.perf_counter() - started
        size = sum(stage.size for stage in pipeline)
        ops = 0
        started = time.perf_counter()
        for stage in pipeline:
            index = stage.op_index()
            index.build_trees()
            ops += len(index)
            stage.forget()  # measure the pass, not holding every index
        indexed = time.perf_counter() - started
        peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(
            f"{stream.name}: {len(pipeline):,} stages, {size / 1e6:.1f} MB, {ops:,} ops; "
            f"open {opened:.2f} s; parse + index every stage {indexed:.1f} s "
            f"({size / 1e6 / indexed:.2f} MB/s on one core); peak RSS {peak_mb:.0f} MB"
        )


if __name__ == "__main__":
    main()
