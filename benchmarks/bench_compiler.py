"""Benchmark of the mini-compiler (issue 5): compile time and after-all
dump size of generated models.

    python benchmarks/bench_compiler.py [N ...] [--many-stages] [--keep DIR]

For each N (default 10 100 1000) it generates `--gen-model layers=N`
(half of the convolutions on the matmul path), compiles it with the default
pipeline and `--print-ir-after-all --print-debuginfo`, and prints the time
(best of 3 for small N) and the size of the stream. With `--many-stages`
the pipeline leaves out `inline`: the model's functions stay, and every
function pass prints every function, as IREE's streams do (thousands of
stages): `python benchmarks/bench_compiler.py 17000 --many-stages --keep
/tmp/big` writes a stream of about 250 MB for `bench_pipeline.py`. Run by
hand.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from tracksrc.cli.main import main as tracksrc_main

MANY_STAGES = "to-linalg,canonicalize,lower-conv,fuse-elementwise,canonicalize,cse"


def bench(layers: int, repeats: int, many_stages: bool, keep: Path | None) -> None:
    """Print the figures for one model size."""
    best = float("inf")
    with tempfile.TemporaryDirectory() as scratch:
        folder = keep if keep is not None else Path(scratch)
        source = folder / f"gen{layers}.mlir"
        stream = folder / f"gen{layers}.after_all.mlir"
        pipeline = ["--pipeline", MANY_STAGES] if many_stages else []
        for _ in range(repeats):
            started = time.perf_counter()
            status = tracksrc_main(
                [
                    "compile",
                    "--gen-model",
                    f"layers={layers}",
                    str(source),
                    *pipeline,
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
        with stream.open(encoding="utf-8") as handle:
            stages = sum(line.startswith("// -----// IR Dump") for line in handle)
        print(
            f"layers={layers:>5}: compile + print {best:7.2f} s; after-all stream "
            f"{size / 1e6:8.1f} MB, {stages} stages; input {source.stat().st_size / 1e3:.0f} KB"
        )


def main() -> None:
    """Run the benchmark for the sizes given."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("layers", nargs="*", type=int, default=[10, 100, 1000])
    parser.add_argument(
        "--many-stages", action="store_true", help="no inlining: every function printed per pass"
    )
    parser.add_argument("--keep", type=Path, help="write the streams into this folder")
    args = parser.parse_args()
    for layers in args.layers:
        bench(layers, 3 if layers <= 100 else 1, args.many_stages, args.keep)


if __name__ == "__main__":
    main()
