"""Benchmark of the mini-compiler (issue 5): compile time and after-all
dump size of generated models.

    python benchmarks/bench_compiler.py [N ...]

For each N (default 10 100 1000) it generates `--gen-model layers=N`
(half of the convolutions on the matmul path), compiles it with the default
pipeline and `--print-ir-after-all --print-debuginfo`, and prints the time
(best of 3 for small N) and the size of the stream. Run by hand.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from tracksrc.cli import main as tracksrc_main


def bench(layers: int, repeats: int) -> None:
    """Print the figures for one model size."""
    best = float("inf")
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / f"gen{layers}.mlir"
        stream = Path(folder) / f"gen{layers}.after_all.mlir"
        for _ in range(repeats):
            started = time.perf_counter()
            status = tracksrc_main(
                [
                    "compile",
                    "--gen-model",
                    f"layers={layers}",
                    str(source),
                    "--print-ir-after-all",
                    "--print-debuginfo",
                    "--dump-to",
                    str(stream),
                ]
            )
            best = min(best, time.perf_counter() - started)
            if status != 0:
                raise SystemExit(status)
        size = stream.stat().st_size
        stages = stream.read_text(encoding="utf-8").count("// -----// IR Dump")
        print(
            f"layers={layers:>5}: compile + print {best:7.2f} s; after-all stream "
            f"{size / 1e6:8.1f} MB, {stages} stages; input {source.stat().st_size / 1e3:.0f} KB"
        )


def main() -> None:
    """Run the benchmark for the sizes given."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("layers", nargs="*", type=int, default=[10, 100, 1000])
    args = parser.parse_args()
    for layers in args.layers:
        bench(layers, 3 if layers <= 100 else 1)


if __name__ == "__main__":
    main()
