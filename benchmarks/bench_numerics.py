"""Benchmark of `tracksrc numerics` on two large dispatch traces (issue 31):
time and peak memory.

    python benchmarks/bench_numerics.py [--size 500e6] [--jobs 2] [--keep DIR]
    python benchmarks/bench_numerics.py --traces A B

Without `--traces`, two traces of about `--size` bytes each are written to
a temporary folder (or `--keep DIR`) in iree-run-module's format: a chain
of dispatches, each one's output the next one's input (f32 tensors of 1
to 4 units of elements, one of 8 units: the largest; each tensor its own:
tracksrc reads a tensor's bytes once, wherever they appear), the second trace
equal to the first until dispatch 9 (`--culprit`), whose outputs differ a little,
and the dispatches after it inheriting (with `--culprit 0` every tensor
differs: nothing is read once for both). Then `tracksrc numerics A B --json`
runs in a process of its own (`--jobs` workers) while this script samples
the resident memory of its whole process tree (the command and its
workers, their proportional set sizes summed: a page a forked worker
shares with its parent counted once; `bench_gpu.run_command`) every 20 ms.
Printed: the traces' sizes, the largest tensor (as text, and as the f32
array it holds), the seconds, the peak memory of the tree, that of a
python holding numpy and tracksrc's numerics (on its own) per process,
and the peak less those baselines (what
reading and comparing costs), and whether the answer is the culprit put
in. Figures go into the closing note.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from bench_gpu import run_command

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
# The elements of each dispatch's output, in order (the largest is 8M).
_SIZES = [1, 2, 4, 2, 1, 3, 8, 2, 4, 3, 2, 1, 4, 2, 3, 1]
_CULPRIT = 9


def _text(values: np.ndarray) -> bytes:
    """A 1-D f32 tensor as IREE prints it (`%G` each)."""
    body = " ".join(f"{value:G}" for value in values.tolist())
    return f"{values.size}xf32={body}".encode()


def _distinct(text: bytes, number: int) -> bytes:
    """`text` (a tensor) with its first element made `number`: every
    dispatch's output its own tensor (tracksrc reads equal tensors once),
    its elements as many as before."""
    first = text.index(b"=") + 1
    return text[:first] + str(number).encode() + text[text.index(b" ", first) :]


def write_traces(folder: Path, size: float, culprit: int = _CULPRIT) -> tuple[Path, Path]:
    """Two traces of about `size` bytes each (see the module docstring)."""
    rng = np.random.default_rng(0)
    # About 9.2 bytes per element as %G prints normal values; each tensor
    # is printed twice (a dispatch's output, the next one's input).
    unit = max(1, int(size / (sum(_SIZES) * 2 * 9.2)))
    pool = rng.standard_normal(max(_SIZES) * unit).astype(np.float32)
    texts = {count: _text(pool[: count * unit]) for count in sorted(set(_SIZES))}
    noisy: dict[int, bytes] = {}
    paths = folder / "a.trace.txt", folder / "b.trace.txt"
    with paths[0].open("wb") as a, paths[1].open("wb") as b:
        for handle in (a, b):
            handle.write(b"EXEC @main\n")
        inputs = (_distinct(texts[_SIZES[0]], -1), _distinct(texts[_SIZES[0]], -1))
        for number, count in enumerate(_SIZES):
            key = f"m$async_dispatch_{number}::m$async_dispatch_{number}_generic_{count}_f32"
            if number >= culprit and count not in noisy:
                noise = rng.standard_normal(count * unit).astype(np.float32) * 1e-3
                noisy[count] = _text(pool[: count * unit] + noise)
            made = _distinct(texts[count], number)
            outputs = (made, _distinct(noisy[count], number) if number >= culprit else made)
            for handle, given, made in zip((a, b), inputs, outputs, strict=True):
                handle.write(f"=== {key} inputs ===\n".encode() + given + b"\n\n")
                handle.write(f"=== {key} outputs ===\n".encode() + made + b"\n\n")
            inputs = outputs
    return paths


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=float, default=500e6, help="bytes per trace")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--keep", type=Path, help="write the traces here and keep them")
    parser.add_argument("--traces", nargs=2, type=Path, help="compare these instead")
    parser.add_argument(
        "--culprit",
        type=int,
        default=_CULPRIT,
        help="the dispatch whose outputs B changes (0: every tensor of B differs from A's)",
    )
    args = parser.parse_args()
    folder = args.keep or Path(tempfile.mkdtemp(prefix="tracksrc-bench-"))
    folder.mkdir(parents=True, exist_ok=True)
    if args.traces:
        a, b = args.traces
    else:
        started = time.perf_counter()
        a, b = write_traces(folder, args.size, args.culprit)
        print(f"wrote the traces in {time.perf_counter() - started:.1f} s")
    print(f"traces: {a.stat().st_size / 1e6:,.0f} MB and {b.stat().st_size / 1e6:,.0f} MB")
    sys.path.insert(0, str(ROOT))
    from tracksrc.reading.traces.scan import iter_tensors, scan_trace

    with scan_trace(a) as trace:
        biggest = max(iter_tensors(trace), key=lambda ref: ref.end - ref.body)
        tensors = sum(1 for _ in iter_tensors(trace))
    # What one process of the command holds before it reads a trace: a
    # python with numpy and tracksrc's numerics imported, on its own.
    os.environ["PYTHONPATH"] = str(ROOT)
    probe = (
        "import os, numpy, tracksrc.analysis.numerics.numerics\n"
        "from bench_gpu import _memory_kb\n"
        "print(_memory_kb(os.getpid()))"
    )
    found = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=HERE
    )
    baseline = int(found.stdout) * 1024
    print(
        f"{tensors:,} tensors per trace; the largest: {biggest.count:,} f32 elements, "
        f"{(biggest.end - biggest.body) / 1e6:.1f} MB as text, {biggest.count * 4 / 1e6:.1f} MB "
        "as an array"
    )
    print(f"a python holding numpy and tracksrc's numerics: {baseline / 1e6:,.0f} MB")
    report: dict = {}
    for jobs in sorted({1, args.jobs}):
        seconds, peak_mb, out = run_command(
            ["numerics", str(a), str(b), "--json", "--jobs", str(jobs)]
        )
        report = json.loads(out)
        peak = peak_mb * 1024 * 1024
        # With one job the command compares in its own process: what it holds
        # above the baseline is what reading and comparing cost.
        above = f"; above the baseline: {(peak - baseline) / 1e6:,.0f} MB" if jobs == 1 else ""
        print(
            f"numerics --jobs {jobs}: {seconds:.2f} s; peak memory of its process tree "
            f"(proportional set sizes summed): {peak / 1e6:,.0f} MB{above}"
        )
    culprit = report["culprit"]
    print(f"culprit: dispatch {culprit} (put in at {args.culprit}); verdicts {report['verdicts']}")
    if not args.keep and not args.traces:
        for path in (a, b):
            path.unlink()
        folder.rmdir()
    return 0 if culprit == args.culprit or args.traces else 1


if __name__ == "__main__":
    sys.exit(main())
