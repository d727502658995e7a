"""Benchmark of `tracksrc instructions` on a large assembly file: reading
it, the first answer in a new process, and answers in one process (the
shell's, the view's, the MCP server's).

    python benchmarks/bench_instructions.py [CODE] [--loc FILE:L:C] [--size MB]

CODE is a code file or a folder (an IREE dump folder). Without it, the
script makes one in a temporary folder from the IREE CPU dump folder the
tests carry (tests/data/llvm/iree_cpu/dumps.tar.xz): its MLIR files, and
its real `.s` written again and again, each copy's functions renamed,
up to `--size` MB (default 100; no compiler here writes a 100 MB `.s`
for the models the tests carry: densenet121's is 1 MB). The copies'
`.loc`s name lines of their own (the original's line plus a million
per copy: no op is printed there), as the functions of a large file come
from different dispatches, so that a source op's instructions are those
of one copy; with `--same-locations`
every copy keeps the original's and a source op has instructions in
every copy (the largest answer the file can give). Each figure
comes from a new process, its peak memory its own (VmHWM):
- read once: the file read start to end (the yardstick);
- parse: `read_code`, in MB/s, with the instructions found and the peak;
- cold: `tracksrc instructions CODE --loc L --json` as typed, its time as
  a multiple of parsing the file once, and its peak;
- warm: in one process, the answer asked again (the code read and indexed
  is kept), median of 5, in ms.
Targets (issue 47): the file read at no less than the MLIR reader's speed
per core (about 20 MB/s of CPU, see bench_llvm_stream.py --mlir); the
answer warm <= 100 ms, cold <= 2x reading it once; peak memory <= the
file's size. Run by hand.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DUMPS = ROOT / "tests" / "data" / "llvm" / "iree_cpu" / "dumps.tar.xz"
LINKED = "module_mnist_like_linked_embedded_elf_x86_64.s"
_LOC = re.compile(r"(\.loc\s+\d+\s+)(\d+)", re.M)

_PEAK = """
import time, json, sys
def peak_mb():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0
"""
_READ = (
    _PEAK
    + """
started = time.perf_counter()
with open(sys.argv[1], "rb") as handle:
    while handle.read(16 << 20):
        pass
print(json.dumps({"seconds": time.perf_counter() - started}))
"""
)
_PARSE = (
    _PEAK
    + """
from tracksrc.reading.machine.formats import read_code
started, cpu = time.perf_counter(), time.process_time()
code = read_code(sys.argv[1])
print(json.dumps({
    "seconds": time.perf_counter() - started,
    "cpu": time.process_time() - cpu,
    "instructions": sum(map(len, code.functions.values())),
    "peak": peak_mb(),
}))
"""
)
_WARM = (
    _PEAK
    + """
from tracksrc.analysis.instructions import instructions
started = time.perf_counter()
first = instructions(sys.argv[1], loc=sys.argv[2])
cold = time.perf_counter() - started
times = []
for _ in range(5):
    started = time.perf_counter()
    again = instructions(sys.argv[1], loc=sys.argv[2])
    times.append(time.perf_counter() - started)
times.sort()
print(json.dumps({
    "cold": cold, "warm": times[2], "found": len(again.found), "peak": peak_mb(),
}))
"""
)


def _run(script: str, *arguments: str) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", script, *arguments], capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def _made(folder: Path, megabytes: float, same_locations: bool = False) -> Path:
    """The test dump folder, its `.s` grown to `megabytes` by renamed copies
    (their `.loc` lines moved too, unless `same_locations`)."""
    with tarfile.open(DUMPS) as tar:
        tar.extractall(folder, filter="data")
    dumps = folder / "dumps"
    for item in dumps.iterdir():
        if not item.name.endswith(".mlir"):
            item.unlink()
    with tarfile.open(DUMPS) as tar:
        member = tar.extractfile(f"dumps/{LINKED}")
        assert member is not None
        source = member.read().decode()
    names = sorted(set(re.findall(r"\.type\s+([^\s,]+),@function", source)), key=len, reverse=True)
    pattern = re.compile(r"(?<![\w$.])(" + "|".join(map(re.escape, names)) + r")(?![\w$])")
    size, copy = 0, 0
    with (dumps / LINKED).open("w") as out:
        while size < megabytes * 1e6:
            suffix = f"_c{copy}"
            text_copy = pattern.sub(lambda match, end=suffix: match.group(1) + end, source)
            if copy and not same_locations:
                text_copy = _LOC.sub(
                    lambda match, shift=copy * 1_000_000: f"{match[1]}{int(match[2]) + shift}",
                    text_copy,
                )
            out.write(text_copy)
            size += len(text_copy)
            copy += 1
    return dumps


def main() -> None:
    """Measure and print the figures of the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("code", nargs="?", type=Path)
    parser.add_argument("--loc", default="mnist_like.mlir:17:11")
    parser.add_argument("--size", type=float, default=100.0, metavar="MB")
    parser.add_argument("--same-locations", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        code = args.code or _made(Path(scratch), args.size, args.same_locations)
        files = [code] if code.is_file() else sorted(code.glob("*.s"))
        largest = max(files, key=lambda path: path.stat().st_size)
        megabytes = largest.stat().st_size / 1e6
        print(f"{largest.name}: {megabytes:.1f} MB")
        read = _run(_READ, str(largest))
        print(f"read once: {read['seconds']:.2f} s ({megabytes / read['seconds']:.0f} MB/s)")
        parse = _run(_PARSE, str(largest))
        print(
            f"parse (read_code): {parse['seconds']:.2f} s, {megabytes / parse['seconds']:.1f} "
            f"MB/s ({megabytes / parse['cpu']:.1f} MB/s of CPU), "
            f"{int(parse['instructions']):,} instructions, peak {parse['peak']:.0f} MB"
        )
        warm = _run(_WARM, str(code), args.loc)
        print(
            f"first answer in a process: {warm['cold']:.2f} s "
            f"({warm['cold'] / parse['seconds']:.2f}x parsing once), "
            f"{int(warm['found']):,} instructions found, peak {warm['peak']:.0f} MB "
            f"({warm['peak'] / megabytes:.2f}x the file)"
        )
        print(f"answer again (warm, median of 5): {warm['warm'] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
