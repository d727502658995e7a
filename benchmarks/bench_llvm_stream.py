"""Benchmark of LLVM print streams (`--print-after-all`): finding the prints
in one pass, and reading them into `CodeFile`s.

    python benchmarks/bench_llvm_stream.py [STREAM ...] [--no-read]
        [--read-limit MB] [--mlir MLIR_STREAM] [--mlir-limit MB]

Without STREAM it uses the IREE llvm-cpu stream the tests carry
(tests/data/llvm/iree_cpu/mnist_like.llvm_after_all.txt.xz, 72.5 MB of
text). Each figure comes from a new process, so that its peak memory is
its own (VmHWM, the resident set's high-water mark); times are wall clock,
and CPU time of the process (the figure to trust on a shared machine):
- scan: `scan_llvm_stream` (decompressing an `.xz`/`.gz` on the way), in
  MB/s of the text, with the number of prints and the peak RSS;
- read: `read_prints` of every print (or of the prints within the first
  `--read-limit` MB of text) into `CodeFile`s: MB/s of the prints' text
  read, the instructions found, and the peak RSS (the scan included);
- with `--mlir`, the MLIR reader on a `--mlir-print-ir-after-all` stream,
  for comparison, on one core: finding its stages (`open_pipeline`, no
  cache) and parsing them (`Stage.parse`, each stage once, up to
  `--mlir-limit` MB of stage text), in MB/s.
Targets (issue): a 300 MB LLVM stream read at no less than the MLIR
reader's speed per core; peak memory <= the file's size. Run by hand.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

DEFAULT = (
    Path(__file__).resolve().parent.parent
    / "tests"
    / "data"
    / "llvm"
    / "iree_cpu"
    / "mnist_like.llvm_after_all.txt.xz"
)

_PEAK = """
def peak_mb():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
"""

_SCAN = (
    _PEAK
    + """
import json, sys, time
from tracksrc.reading.machine.llvm_stream import scan_llvm_stream
started, cpu = time.perf_counter(), time.process_time()
stream = scan_llvm_stream(sys.argv[1])
elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
machine = sum(1 for p in stream.prints if p.kind != "LLVM IR")
print(json.dumps({"seconds": elapsed, "cpu": cpu, "size": stream.size, "prints": len(stream),
                  "machine": machine, "lines": stream.lines, "peak": peak_mb()}))
"""
)

_READ = (
    _PEAK
    + """
import json, sys, time
from tracksrc.reading.machine.llvm_stream import scan_llvm_stream
from tracksrc.reading.machine.llvm_prints import read_prints
stream = scan_llvm_stream(sys.argv[1])
limit = float(sys.argv[2]) * 1e6
chosen = [p.number for p in stream.prints if limit <= 0 or p.end <= limit]
started, cpu = time.perf_counter(), time.process_time()
size = instructions = located = 0
for found, code in read_prints(stream, chosen):
    size += found.end - found.start
    for body in code.functions.values():
        instructions += len(body)
        located += sum(1 for instruction in body if instruction.location)
elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
print(json.dumps({"seconds": elapsed, "cpu": cpu, "size": size, "prints": len(chosen),
                  "instructions": instructions, "located": located, "peak": peak_mb()}))
"""
)

_MLIR = (
    _PEAK
    + """
import json, sys, time
from tracksrc.pipeline.streams.opening import open_pipeline
started, cpu = time.perf_counter(), time.process_time()
pipeline = open_pipeline(sys.argv[1], cache=False)
opened, open_cpu = time.perf_counter() - started, time.process_time() - cpu
total = sum(stage.size for stage in pipeline)
limit = float(sys.argv[2]) * 1e6
seen = set()
size = 0
started, cpu = time.perf_counter(), time.process_time()
for stage in pipeline:
    if stage.digest in seen:
        continue
    seen.add(stage.digest)
    stage.parse()
    stage.forget()
    size += stage.size
    if limit > 0 and size >= limit:
        break
parsed, parse_cpu = time.perf_counter() - started, time.process_time() - cpu
print(json.dumps({"open": opened, "open_cpu": open_cpu, "total": total, "stages": len(pipeline),
                  "parsed": parsed, "parse_cpu": parse_cpu, "size": size, "peak": peak_mb()}))
"""
)


def _run(script: str, *args: str) -> dict[str, float]:
    output = subprocess.run(
        [sys.executable, "-c", script, *args], check=True, capture_output=True, text=True
    ).stdout
    return json.loads(output.strip().splitlines()[-1])


def bench(stream: Path, read: bool, read_limit: float) -> None:
    """Print the figures for one LLVM stream."""
    file_mb = stream.stat().st_size / 1e6
    scan = _run(_SCAN, str(stream))
    text_mb = scan["size"] / 1e6
    print(
        f"{stream.name}: {file_mb:.1f} MB on disk, {text_mb:.1f} MB of text, "
        f"{scan['lines']:,} lines, {scan['prints']:,} prints "
        f"({scan['machine']:,} of machine code)\n"
        f"  scan {scan['seconds']:.2f} s = {text_mb / scan['seconds']:.1f} MB/s "
        f"({text_mb / scan['cpu']:.1f} MB/s of CPU time), "
        f"peak RSS {scan['peak']:.0f} MB ({scan['peak'] / text_mb:.2f}x the text, "
        f"{scan['peak'] / file_mb:.2f}x the file)"
    )
    if not read:
        return
    done = _run(_READ, str(stream), str(read_limit))
    size_mb = done["size"] / 1e6
    print(
        f"  read {done['prints']:,} prints ({size_mb:.1f} MB of text) {done['seconds']:.2f} s "
        f"= {size_mb / done['seconds']:.1f} MB/s on one core ({size_mb / done['cpu']:.1f} MB/s "
        f"of CPU time); {done['instructions']:,} "
        f"instructions, {done['located']:,} with a location; peak RSS {done['peak']:.0f} MB "
        f"(scan included)"
    )


def bench_mlir(stream: Path, limit: float) -> None:
    """Print the MLIR reader's figures on one MLIR stream, one core."""
    found = _run(_MLIR, str(stream), str(limit))
    total_mb, size_mb = found["total"] / 1e6, found["size"] / 1e6
    print(
        f"MLIR {stream.name}: {found['stages']:,} stages, {total_mb:.1f} MB of stage text\n"
        f"  find stages (open_pipeline, no cache) {found['open']:.2f} s = "
        f"{total_mb / found['open']:.1f} MB/s ({total_mb / found['open_cpu']:.1f} MB/s of CPU)\n"
        f"  parse {size_mb:.1f} MB of distinct stages {found['parsed']:.2f} s = "
        f"{size_mb / found['parsed']:.1f} MB/s on one core ({size_mb / found['parse_cpu']:.1f} "
        f"MB/s of CPU); peak RSS {found['peak']:.0f} MB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("streams", nargs="*", type=Path, default=[DEFAULT])
    parser.add_argument("--no-read", action="store_true", help="scan only")
    parser.add_argument(
        "--read-limit", type=float, default=0, help="read the prints in the first MB only (0: all)"
    )
    parser.add_argument("--mlir", type=Path, help="an MLIR stream to compare with")
    parser.add_argument(
        "--mlir-limit", type=float, default=100, help="MB of MLIR stages to parse (0: all)"
    )
    args = parser.parse_args()
    for stream in args.streams:
        bench(stream, not args.no_read, args.read_limit)
    if args.mlir is not None:
        bench_mlir(args.mlir, args.mlir_limit)


if __name__ == "__main__":
    main()
