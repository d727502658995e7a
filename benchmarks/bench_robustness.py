"""Benchmark of deep and wide inputs (issue 15): alias chains 10,000 deep,
regions nested 20,000 deep, one 10 MB line.

    python benchmarks/bench_robustness.py [--quick]

Each input comes from `tracksrc.compiler.stress` and is written to a
temporary file. For each it prints:
- parse_file: `tracksrc.parse_file` on it plus every op's provenance stacks
  and location text, in a fresh process: seconds, and the peak of the Python
  heap (tracemalloc, a second run) in MB and as a multiple of the file;
  both above what a 4-op file takes (grammars, tables);
- index CLI: `tracksrc index FILE` (read, summarise, cache) in a fresh
  process: seconds, and its peak RSS above that of `tracksrc --help`.
Then the nesting at several depths, to show memory grows linearly (the heap
per nesting level stays flat). Run by hand; figures go into the closing note.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

from tracksrc.compiler.stress import ALIAS_CHAIN_KINDS, alias_chain, long_line, nested_regions


def _work(path: str, heap: bool) -> dict[str, float]:
    # In the worker process: parse, index, ask every op for its provenance.
    from tracksrc import parse_file

    if heap:
        tracemalloc.start()
    start = time.perf_counter()
    index = parse_file(path)
    frames = sum(len(stack) for info in index.infos for stack in info.stacks)
    text = sum(len(str(info.location)) for info in index.infos)
    seconds = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1] if heap else 0
    return {"seconds": seconds, "heap": peak, "ops": len(index), "frames": frames, "text": text}


def _in_process(path: Path, heap: bool) -> dict[str, float]:
    output = subprocess.run(
        [sys.executable, __file__, "--worker", str(path), *(["--heap"] if heap else [])],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(output)  # type: ignore[no-any-return]


# Runs a command and prints its exit code, seconds and peak RSS (KB). The
# measuring is done by a small process of its own: a child forked from
# this one would count this process's memory in its peak.
_MEASURE = """
import json, resource, subprocess, sys, time
start = time.perf_counter()
code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
seconds = time.perf_counter() - start
print(json.dumps([code, seconds, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss]))
"""


def _peak_rss(command: list[str], cache: str) -> tuple[float, int]:
    # Seconds and peak RSS (bytes) of one command.
    env = dict(os.environ, XDG_CACHE_HOME=cache)
    output = subprocess.run(
        [sys.executable, "-c", _MEASURE, *command], check=True, capture_output=True, env=env
    ).stdout
    code, seconds, peak_kb = json.loads(output)
    if code != 0:
        raise SystemExit(f"{' '.join(command)} failed")
    return seconds, peak_kb * 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a tenth of the sizes")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--heap", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(_work(args.worker, args.heap)))
        return
    scale = 10 if args.quick else 1
    depth = 10_000 // scale
    # Texts made when their turn comes: this process stays small.
    cases: dict[str, Callable[[], str]] = {
        f"alias chain {kind} x{depth}": functools.partial(alias_chain, depth, kind)
        for kind in ALIAS_CHAIN_KINDS
    }
    cases[f"nested regions x{20_000 // scale}"] = functools.partial(nested_regions, 20_000 // scale)
    cases[f"one line of {10 // scale} MB"] = functools.partial(long_line, 10_000_000 // scale)
    with tempfile.TemporaryDirectory() as scratch:
        tiny = Path(scratch) / "tiny.mlir"
        tiny.write_text(nested_regions(1))
        _, baseline = _peak_rss([sys.executable, "-m", "tracksrc", "index", str(tiny)], scratch)
        base_heap = _in_process(tiny, heap=True)["heap"]
        print(
            f"on a file of 4 ops: `tracksrc index` peak RSS {baseline / 1e6:.1f} MB, "
            f"parse_file heap peak {base_heap / 1e6:.1f} MB (grammars, tables); "
            "figures below are above these\n"
        )
        header = (
            f"{'input':28} {'file KB':>8} {'ops':>6} {'frames':>7}  {'parse s':>7} "
            f"{'heap MB':>8} {'heap/file':>9}  {'index s':>7} {'RSS+ MB':>8} {'RSS+/file':>9}"
        )
        print(header)
        for name, make in cases.items():
            path = Path(scratch) / "input.mlir"
            path.write_text(make())
            size = path.stat().st_size
            timed = _in_process(path, heap=False)
            heap = _in_process(path, heap=True)["heap"] - base_heap
            index_seconds, rss = _peak_rss(
                [sys.executable, "-m", "tracksrc", "index", str(path)],
                tempfile.mkdtemp(dir=scratch),
            )
            extra = max(rss - baseline, 0)
            print(
                f"{name:28} {size / 1e3:8.0f} {timed['ops']:6.0f} {timed['frames']:7.0f}  "
                f"{timed['seconds']:7.2f} {heap / 1e6:8.1f} {heap / size:8.1f}x  "
                f"{index_seconds:7.2f} {extra / 1e6:8.1f} {extra / size:8.1f}x"
            )
        print("\nnesting depth: heap per level stays flat when memory grows linearly")
        for depth in (2_500, 5_000, 10_000, 20_000, 40_000):
            depth //= scale
            path = Path(scratch) / f"nested{depth}.mlir"
            path.write_text(nested_regions(depth))
            heap = _in_process(path, heap=True)["heap"] - base_heap
            print(
                f"  depth {depth:6}: {path.stat().st_size / 1e3:6.0f} KB, "
                f"heap {heap / 1e6:6.1f} MB, {heap / depth:6.0f} B per level"
            )


if __name__ == "__main__":
    main()
