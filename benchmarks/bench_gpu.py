"""Benchmark of whole GPU pipelines as a user meets them (issue 28): every
command a new process of the `tracksrc` CLI, as typed, on one stream.

    python benchmarks/bench_gpu.py STREAM [--compare OTHER] [--loc FILE:L:C]
        [--type T --reaches U] [--jobs 2] [--cache-dir DIR]

Without STREAM it uses the GPU capture the tests carry
(tests/data/real/iree/gpu/gpu_cnn.after_all.mlir.xz): small, to try the
script; the figures that count come from hundreds of MB (a 776 MB
`--mlir-print-ir-after-all` ROCm capture of densenet121, and the 250 MB CPU
stream `python benchmarks/bench_compiler.py 17000 --many-stages --keep DIR`
writes). For the stream it prints:
- read once: the file read start to end in 16 MB blocks, first from the
  disk (its pages dropped from the page cache first, where the system
  allows: the yardstick of the targets, comparable between machines),
  then again from the page cache (a file just written is read that fast;
  printed so that the ratios can be judged against it too);
- cold index: `tracksrc index` into an empty cache (stage summaries and the
  query store), in MB/s of the stream;
- warm commands, each a new process: `stages`, `lineage` (and its
  `--json`, whose ops are found over the replay), `blame`,
  `dispatches`, `passes`, `analyze --reaches` (with --type/--reaches) and
  `compare` against OTHER (indexed first), with their time as a multiple of
  reading the stream once;
- the same queries inside one process with the pipeline open, as the shell
  runs them (median of 5, in ms);
- for each command, the peak memory of its whole process tree (the sum of
  the proportional set sizes of the process and its workers, so that the
  pages a forked worker shares with its parent count once; sampled every
  20 ms).
Targets (2 cores): warm lineage/blame/stages/dispatches <= 2x reading once;
shell queries <= 100 ms; compare of two warm 700 MB runs <= 10 s; cold
index >= 50 MB/s; peak memory <= the stream's size; listing stages
<= 200 MB. Run by hand.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

DEFAULT = (
    Path(__file__).resolve().parent.parent
    / "tests"
    / "data"
    / "real"
    / "iree"
    / "gpu"
    / "gpu_cnn.after_all.mlir.xz"
)

# A source location in a file the stream was compiled from (not the
# compiler's own `-` or `<unknown>`): a query every model has.
_FILE_LOCATION = rb'loc\("([^"<>]+\.(?:mlir|py|onnx))":(\d+):(\d+)\)'
# An op with results printed with its location, in place or as an alias
# (`%0 = ... loc(#loc3)`): not a function's argument or a block's.
_OP_LOCATION = re.compile(rb"^ +%[^\n]*? (?:" + _FILE_LOCATION + rb"|loc\((#loc\d*)\))$", re.M)


def _memory_kb(pid: int) -> int:
    """The memory of one process in KB: its proportional set size (pages
    shared with another process, as a forked worker shares its parent's,
    counted once between them), else its resident size."""
    for name, field in ((f"/proc/{pid}/smaps_rollup", "Pss:"), (f"/proc/{pid}/status", "VmRSS:")):
        try:
            with open(name, encoding="ascii") as lines:
                for line in lines:
                    if line.startswith(field):
                        return int(line.split()[1])
        except OSError:
            continue
    return 0


def _tree_memory_kb(root: int) -> int:
    """The memory of `root` and every process below it, in KB (shared
    pages counted once: see `_memory_kb`)."""
    total = 0
    pending = [root]
    while pending:
        pid = pending.pop()
        try:
            total += _memory_kb(pid)
            for task in os.listdir(f"/proc/{pid}/task"):
                with open(f"/proc/{pid}/task/{task}/children", encoding="ascii") as children:
                    pending.extend(int(child) for child in children.read().split())
        except (OSError, ValueError):
            continue  # it ended between two looks
    return total


def run_command(arguments: list[str]) -> tuple[float, float, str]:
    """Run `tracksrc ARGUMENTS` in a new process: (seconds, peak MB of its
    process tree, what it printed on stdout)."""
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "tracksrc", *arguments],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    peak = 0
    done = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not done.is_set():
            peak = max(peak, _tree_memory_kb(process.pid))
            done.wait(0.02)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    out, err = process.communicate()
    elapsed = time.perf_counter() - started
    done.set()
    sampler.join()
    if process.returncode not in (0, 1):
        raise SystemExit(f"tracksrc {' '.join(arguments)} failed:\n{err.decode(errors='replace')}")
    return elapsed, peak / 1024, out.decode(errors="replace")


def read_once(stream: Path, from_disk: bool = False) -> float:
    """Seconds to read `stream` start to end (decompressed if .xz/.gz);
    `from_disk`: its pages dropped from the page cache first (where the
    system has `posix_fadvise`)."""
    if from_disk and hasattr(os, "posix_fadvise"):
        descriptor = os.open(stream, os.O_RDONLY)
        try:
            os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(descriptor)
    started = time.perf_counter()
    if stream.suffix in (".xz", ".gz"):
        import gzip
        import lzma

        opener: Callable[..., Any] = lzma.open if stream.suffix == ".xz" else gzip.open
        with opener(stream, "rb") as compressed:
            while compressed.read(1 << 24):
                pass
    else:
        with stream.open("rb") as plain:
            while plain.read(1 << 24):
                pass
    return time.perf_counter() - started


def first_location(stream: Path) -> str:
    """FILE:LINE:COL of the first op with results printed in `stream` with
    a location in a source file (in place, or through an alias), else of
    the first location in a source file not at column 1."""
    import lzma

    opener: Callable[..., Any] = lzma.open if stream.suffix == ".xz" else open
    with opener(stream, "rb") as text:
        head = text.read(1 << 24)
    for each in _OP_LOCATION.finditer(head):
        if each.group(1):
            return ":".join(part.decode() for part in each.groups()[:3])
        # An alias is defined after the ops of its stage, at the end.
        alias = re.compile(
            rb"^" + re.escape(each.group(4)) + rb" = " + _FILE_LOCATION + rb"$", re.M
        )
        defined = alias.search(head, each.end())
        if defined is not None:
            return ":".join(part.decode() for part in defined.groups())
    # Else (locations in call sites, fused): the first file location not at
    # column 1 (a module's or a function's).
    found = next(
        (each for each in re.finditer(_FILE_LOCATION, head) if each.group(3) != b"1"), None
    )
    if found is None:
        raise SystemExit(f"{stream}: no source location in its first 16 MB: give --loc")
    return ":".join(part.decode() for part in found.groups())


def shell_queries(stream: Path, cache: str, loc: str) -> dict[str, float]:
    """Median milliseconds of each query in one process with the pipeline
    and its store open (what the shell's commands call)."""
    from tracksrc.pipeline.store.queries.blame import blame
    from tracksrc.pipeline.store.queries.dispatch_list import dispatches
    from tracksrc.pipeline.store.queries.failures import failures
    from tracksrc.pipeline.store.queries.lineage import lineage
    from tracksrc.pipeline.store.queries.stage_rows import stage_rows
    from tracksrc.pipeline.store.query_store import query_store_of
    from tracksrc.pipeline.streams.opening import open_pipeline

    pipeline = open_pipeline(stream, cache=cache)
    query_store_of(pipeline)
    queries: dict[str, Callable[[], object]] = {
        "lineage": lambda: lineage(pipeline, loc),
        "blame": lambda: blame(pipeline, loc),
        "dispatches": lambda: dispatches(pipeline, files=False),
        "failures": lambda: failures(pipeline),
        "stages": lambda: stage_rows(pipeline),
    }
    timings: dict[str, float] = {}
    for name, query in queries.items():
        query()  # the first asks the store; the shell's session goes on from there
        runs = []
        for _ in range(5):
            started = time.perf_counter()
            query()
            runs.append(time.perf_counter() - started)
        timings[name] = statistics.median(runs) * 1000
    return timings


def bench(args: argparse.Namespace, cache: str) -> None:
    """Print the figures for one stream (and its comparison)."""
    stream: Path = args.stream
    size = stream.stat().st_size if stream.suffix not in (".xz", ".gz") else None
    once = read_once(stream, from_disk=True)
    cached = read_once(stream)
    loc = args.loc or first_location(stream)
    common = ["--cache-dir", cache, "--jobs", str(args.jobs)]
    elapsed, peak, _ = run_command(["index", str(stream), *common])
    megabytes = (size or 0) / 1e6
    print(
        f"{stream.name}: {megabytes:.1f} MB, read once {once:.2f} s from the disk "
        f"({cached:.2f} s from the page cache), query location {loc}"
    )
    rate = f" = {megabytes / elapsed:.1f} MB/s" if size else ""
    print(f"  cold index {elapsed:.2f} s{rate}, peak {peak:.0f} MB")
    commands = {
        "stages": ["stages", str(stream)],
        "lineage": ["lineage", str(stream), "--loc", loc],
        "lineage --json": ["lineage", str(stream), "--loc", loc, "--json"],
        "blame": ["blame", str(stream), "--loc", loc],
        "dispatches": ["dispatches", str(stream)],
        "passes": ["passes", str(stream)],
    }
    if args.type and args.reaches:
        commands["analyze"] = [
            "analyze",
            str(stream),
            "--type",
            args.type,
            "--reaches",
            args.reaches,
        ]
    if args.compare:
        run_command(["index", str(args.compare), *common])
        commands["compare"] = ["compare", str(stream), str(args.compare)]
    for name, arguments in commands.items():
        elapsed, peak, out = run_command([*arguments, "--cache-dir", cache])
        print(
            f"  warm {name:<14} {elapsed:6.2f} s = {elapsed / once:5.1f}x reading once, "
            f"peak {peak:5.0f} MB, {len(out.splitlines()):,} lines printed"
        )
    timings = shell_queries(stream, cache, loc)
    print(
        "  in the shell (pipeline open, median of 5): "
        + ", ".join(f"{name} {ms:.0f} ms" for name, ms in timings.items())
    )


def main() -> None:
    """Run the benchmark on the stream given (or the tests' GPU capture)."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("stream", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--compare", type=Path, help="a second compile of the same model")
    parser.add_argument("--loc", help="the location lineage and blame ask about")
    parser.add_argument("--type", help="analyze --type (with --reaches)")
    parser.add_argument("--reaches", help="analyze --reaches")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cache-dir", help="a cache to reuse (default: a fresh one)")
    args = parser.parse_args()
    if args.cache_dir:
        bench(args, args.cache_dir)
        return
    with tempfile.TemporaryDirectory() as cache:
        bench(args, cache)


if __name__ == "__main__":
    main()
