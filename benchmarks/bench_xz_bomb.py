"""Benchmark of compressed streams that expand to gigabytes (issue 9): the
peak memory of `tracksrc stages` and `tracksrc index` on them.

    python benchmarks/bench_xz_bomb.py [--size 3e9] [--shape one|many|both]

Two `.xz` files are written to a temporary folder, each expanding to
`--size` bytes (3 GB by default), piped through `xz -T2 -1` as they are
made (Python's lzma when `xz` is missing): nothing of that size is ever on
disk or in memory here.
- one: a single stage of one op line repeated (a few hundred KB of xz):
  the scan must not hold the stage. `tracksrc index` is not run on it: a
  stage of a hundred million ops is summarised op by op.
- many: the stages of `sample_dumps/model.after_all.mlir` repeated, each
  copy's headers made distinct (`canonicalize{copy=N}`): hundreds of
  thousands of stages sharing seven distinct texts.
For each it prints the compressed size, then per command (in a fresh
process, `--no-cache` for `stages`, a fresh cache folder for `index`) the
exit status, seconds and peak RSS (of the command and its workers, the
largest of them). Run by hand; figures go into the closing note.
"""

from __future__ import annotations

import argparse
import json
import lzma
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_dumps" / "model.after_all.mlir"
_BLOCK = 8 << 20

# Runs a command and prints its exit code, seconds, peak RSS (KB) and the
# last line of its stderr. A small process of its own measures: a child
# forked from this one would count this process's memory in its peak.
_MEASURE = """
import json, resource, subprocess, sys, time
start = time.perf_counter()
done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
seconds = time.perf_counter() - start
last = (done.stderr.strip().splitlines() or [""])[-1]
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(json.dumps([done.returncode, seconds, peak, last]))
"""


def one_stage(size: int) -> Iterator[bytes]:
    """One stage of `size` bytes: a function of one op line repeated."""
    yield b"// -----// IR Dump After CSEPass: cse //----- //\nfunc.func @f() {\n"
    block = b"  %0 = arith.constant 0 : i32\n" * (_BLOCK // 30)
    written = 0
    while written < size:
        part = block[: size - written]
        written += len(part)
        yield part
    yield b"  return\n}\n\n"


def many_stages(size: int) -> Iterator[bytes]:
    """The sample stream's stages repeated to `size` bytes, each copy's
    headers distinct."""
    text = SAMPLE.read_bytes()
    stages = [part for part in re.split(rb"(?m)^(?=// -----//)", text) if part]
    written = 0
    copy = 0
    while written < size:
        block = []
        for stage in stages:
            newline = stage.index(b"\n")
            header = stage[:newline].replace(b" //----- //", b"{copy=%d} //----- //" % copy)
            block.append(header + stage[newline:])
        data = b"".join(block)
        written += len(data)
        copy += 1
        yield data


def write_xz(path: Path, parts: Iterator[bytes]) -> None:
    """Compress `parts` into `path` as they come."""
    with path.open("wb") as out:
        if shutil.which("xz"):
            process = subprocess.Popen(["xz", "-T2", "-1", "-c"], stdin=subprocess.PIPE, stdout=out)
            stdin: BinaryIO = process.stdin  # type: ignore[assignment]
            for part in parts:
                stdin.write(part)
            stdin.close()
            if process.wait():
                raise SystemExit("xz failed")
            return
        compressor = lzma.LZMACompressor(preset=1)
        for part in parts:
            out.write(compressor.compress(part))
        out.write(compressor.flush())


def measure(command: list[str]) -> tuple[int, float, int, str]:
    """Exit status, seconds, peak RSS (bytes) and last stderr line."""
    output = subprocess.run(
        [sys.executable, "-c", _MEASURE, *command], check=True, capture_output=True, text=True
    ).stdout
    code, seconds, peak_kb, last = json.loads(output)
    return code, seconds, peak_kb * 1024, last


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=float, default=3e9, help="bytes each file expands to")
    parser.add_argument("--shape", choices=("one", "many", "both"), default="both")
    args = parser.parse_args()
    size = int(args.size)
    shapes: dict[str, Callable[[int], Iterator[bytes]]] = {}
    if args.shape in ("one", "both"):
        shapes["one"] = one_stage
    if args.shape in ("many", "both"):
        shapes["many"] = many_stages
    tracksrc = [sys.executable, "-m", "tracksrc"]
    with tempfile.TemporaryDirectory(prefix="bench-xz-bomb-") as scratch:
        code, seconds, baseline, _ = measure([*tracksrc, "stages", str(SAMPLE), "--no-cache"])
        print(f"`tracksrc stages` on the 42 KB sample: peak RSS {baseline / 1e6:.0f} MB\n")
        print(f"{'file':22} {'xz KB':>8} {'expands to':>11}  {'command':7} {'exit':>4} "
              f"{'seconds':>8} {'peak RSS MB':>12}  last line of stderr")  # fmt: skip
        for shape, make in shapes.items():
            path = Path(scratch) / f"{shape}.after_all.mlir.xz"
            write_xz(path, make(size))
            commands = {"stages": [*tracksrc, "stages", str(path), "--no-cache"]}
            if shape == "many":
                cache = Path(scratch) / "cache"
                commands["index"] = [*tracksrc, "index", str(path), "--cache-dir", str(cache)]
            for name, command in commands.items():
                code, seconds, peak, last = measure(command)
                print(
                    f"{path.name:22} {path.stat().st_size / 1e3:8.0f} {size / 1e9:9.1f} GB  "
                    f"{name:7} {code:4} {seconds:8.1f} {peak / 1e6:12.0f}  {last[:70]}"
                )
            path.unlink()


if __name__ == "__main__":
    main()
