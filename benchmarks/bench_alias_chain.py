"""Benchmark of long location alias chains (issue 29, item 9): reading a
stage whose op is located by the last of N aliases, each defined by the one
before, must take time linear in N.

    python benchmarks/bench_alias_chain.py [--quick] [--kind KIND] [--order ORDER]

The stage is printed as MLIR prints one: a `// -----// IR Dump` header,
the module, then the aliases (`#loc0 = loc("a.mlir":1:1)`, then for the
callsite kind `#loc{i} = loc(callsite(#loc{i-1} at "a.mlir":{i}:1))`), in
printing order or another (`--order reverse|shuffle`). Other kinds nest the
chain on the caller side, in `fused[...]`, or in nested call sites on
either side. A callsite stack of depth N is itself N frames long: the
op's provenance is one stack of N + 1 frames.

For N = 10k, 50k, 100k, 200k (a tenth with `--quick`) it prints, each in a
fresh process, the seconds of:
- api: `tracksrc.parse_file` (read, aliases resolved, indexed) and the
  op's provenance stacks;
- stages: `tracksrc stages FILE`;
- lineage: `tracksrc lineage FILE --loc a.mlir:1:1 --no-cache --jobs 1`
  (summarised by the line reader, bound, the query store built);
- track: `tracksrc track FILE FILE --op %0` (both sides parsed, indexed,
  the op tracked);
then each column's ratio of the largest N to the smallest: linear time is
the ratio of the sizes (20 for 200k / 10k), quadratic its square.
Run by hand; the figures go into the closing note.
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

from tracksrc.compiler.stress import CHAIN_ORDERS, STAGE_CHAIN_KINDS, alias_chain_stage

# (The chain's kinds bar `named`, whose names only add text.)
KINDS = tuple(kind for kind in STAGE_CHAIN_KINDS if kind != "named")


def chain_stage(depth: int, kind: str = "callsite", order: str = "printed") -> str:
    """The stage the benchmark reads (`stress.alias_chain_stage`)."""
    return alias_chain_stage(depth, kind, order, seed=29)


def _api(path: str) -> dict[str, float]:
    # In the worker process: read the file and ask the op for its provenance.
    from tracksrc import parse_file

    start = time.perf_counter()
    index = parse_file(path)
    (constant,) = index.get_ops_by_name("%0")
    frames = sum(len(stack) for stack in constant.stacks)
    return {"seconds": time.perf_counter() - start, "frames": frames}


def _seconds(command: list[str], cache: str) -> float:
    # Wall seconds of one command in a process of its own.
    env = dict(os.environ, XDG_CACHE_HOME=cache, TRACKSRC_CACHE_DIR=cache)
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command[:4])} ... failed:\n{done.stderr[-2000:]}")
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a tenth of the sizes")
    parser.add_argument("--kind", choices=KINDS, default="callsite")
    parser.add_argument("--order", choices=CHAIN_ORDERS, default="printed")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(_api(args.worker)))
        return
    sizes = [size // (10 if args.quick else 1) for size in (10_000, 50_000, 100_000, 200_000)]
    tracksrc = [sys.executable, "-m", "tracksrc"]
    columns = ("api", "stages", "lineage", "track")
    print(f"alias chain of kind {args.kind}, aliases defined in {args.order} order")
    print(f"{'aliases':>8} {'frames':>7} " + " ".join(f"{name + ' s':>9}" for name in columns))
    rows: list[list[float]] = []
    with tempfile.TemporaryDirectory() as scratch:
        for size in sizes:
            path = Path(scratch) / f"chain{size}.mlir"
            path.write_text(chain_stage(size, args.kind, args.order))
            cache = tempfile.mkdtemp(dir=scratch)
            worker = subprocess.run(
                [sys.executable, __file__, "--worker", str(path)],
                check=True,
                capture_output=True,
                text=True,
            )
            api = json.loads(worker.stdout.splitlines()[-1])
            file = str(path)
            lineage = ["lineage", file, "--loc", "a.mlir:1:1", "--no-cache", "--jobs", "1"]
            row = [
                api["seconds"],
                _seconds([*tracksrc, "stages", file, "--no-cache"], cache),
                _seconds([*tracksrc, *lineage], cache),
                _seconds([*tracksrc, "track", file, file, "--op", "%0"], cache),
            ]
            rows.append(row)
            print(
                f"{size:8} {api['frames']:7.0f} " + " ".join(f"{value:9.2f}" for value in row),
                flush=True,
            )
    ratios = [last / max(first, 1e-9) for first, last in zip(rows[0], rows[-1], strict=True)]
    print(
        f"{sizes[-1]} / {sizes[0]} (linear: {sizes[-1] / sizes[0]:.0f}x) "
        + " ".join(f"{ratio:8.1f}x" for ratio in ratios)
    )


if __name__ == "__main__":
    main()
