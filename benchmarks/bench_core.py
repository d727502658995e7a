"""Benchmark of the core (issue 2): parse + index throughput, tracking every
op of one stage into another, and peak memory per MB of dump.

    python benchmarks/bench_core.py [--repeat N]

Uses the ResNet-50 stages the repository carries (tests/data/real/iree/
resnet50_stages, xz-compressed; read into memory before timing). Run by
hand; the figures go into the closing note, not into tests.
"""

from __future__ import annotations

import argparse
import gc
import time
import tracemalloc
from pathlib import Path

from tracksrc import track
from tracksrc.reading.files import read_text
from tracksrc.reading.parser import read_mlir_text
from tracksrc.tracking.index import OperationIndex

STAGES = Path(__file__).resolve().parent.parent / "tests/data/real/iree/resnet50_stages"
FILES = ["00000_convert-torch-onnx-to-torch.mlir.xz", "00154_canonicalize.mlir.xz"]


def timed(function, repeat: int) -> tuple[float, object]:  # type: ignore[no-untyped-def]
    """Best (minimum) seconds of `repeat` runs and the last result: this
    machine is shared, and the minimum is the figure least disturbed."""
    times = []
    result = None
    for _ in range(repeat):
        gc.collect()
        started = time.perf_counter()
        result = function()
        times.append(time.perf_counter() - started)
    return min(times), result


def reference_loop() -> int:
    """A fixed pure-Python workload: its time shows how fast the (shared,
    fluctuating) machine is at the moment of the measurement."""
    total = 0
    for number in range(1_000_000):
        total += number
    return total


def index_of(text: str, name: str) -> OperationIndex:
    index = OperationIndex(read_mlir_text(text, name))
    index.build_trees()
    return index


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    texts = {name: read_text(STAGES / name) for name in FILES}
    index_of(texts[FILES[0]], "warm-up")  # grammar construction, imports

    reference, _ = timed(reference_loop, args.repeat)
    print(
        f"best of {args.repeat} runs each; reference loop (1M additions): {reference * 1e3:.1f} ms"
    )
    columns = ("parse ms", "index ms", "total ms")
    print(f"{'file':40} {'KB':>7} {'ops':>6} " + " ".join(f"{c:>9}" for c in columns) + "   MB/s")
    indexes = {}
    for name, text in texts.items():
        runs = []
        for _ in range(args.repeat):
            gc.collect()
            started = time.perf_counter()
            mlir_file = read_mlir_text(text, name)
            parsed = time.perf_counter()
            index = OperationIndex(mlir_file)
            index.build_trees()
            runs.append((time.perf_counter() - started, parsed - started))
        total_s, parse_s = min(runs)  # the fastest run, both of its phases
        indexes[name] = index
        size = len(text.encode("utf-8"))
        print(
            f"{name:40} {size / 1024:7.0f} {len(index):6} {parse_s * 1e3:9.1f} "
            f"{(total_s - parse_s) * 1e3:9.1f} {total_s * 1e3:9.1f} {size / total_s / 1e6:6.2f}"
        )

    source, target = indexes[FILES[0]], indexes[FILES[1]]
    for mode in ("precise", "compat"):
        target.build_trees(mode)

        def track_all(mode: str = mode) -> int:
            target._query_memo.clear()
            return sum(len(track(info, target, mode=mode)) for _, info in source)

        seconds, found = timed(track_all, args.repeat)
        print(
            f"track every op of {FILES[0][:5]} ({len(source)} ops) into {FILES[1][:5]} "
            f"[{mode}]: {seconds * 1e3:.1f} ms, {found} results"
        )

    for name, text in texts.items():
        gc.collect()
        tracemalloc.start()
        index = index_of(text, name)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        size_mb = len(text.encode("utf-8")) / 1e6
        print(
            f"peak memory parsing + indexing {name}: {peak / 1e6:.1f} MB, "
            f"{peak / 1e6 / size_mb:.1f} MB per MB of dump (text itself excluded)"
        )
        del index


if __name__ == "__main__":
    main()
