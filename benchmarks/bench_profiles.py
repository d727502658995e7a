"""Benchmark of `tracksrc profile` on large profiles: reading rocprofv3's
`--output-format json` (the readers, `tracksrc.reading.profiles`), reading
and joining it (`profile(P)`: every kernel grouped), and the join of a
profile against a warm GPU stream (`profile(P, stream)`).

    python benchmarks/bench_profiles.py [PROFILE] [--repeat 3] [--kind KIND]
        [--stream STREAM --cache-dir DIR --rows 43915]

Without PROFILE it reads the sample the tests carry
(tests/data/profiles/rocprofv3/tracelens_908_results.json.gz: 43,915
kernel dispatches and 9,889 kernel symbols, 37 MB unpacked), else
/work/shared/profiles' copy of it. Each read runs in a fresh process (the
imports counted), under a small process of its own that measures it: the
reader's wall time and its peak RSS (`ru_maxrss` of the finished child; a
child forked from this process would count this one's memory in its
peak). Then the whole answer without a stream, `profile(P)`.

With `--stream` (a large `--mlir-print-ir-after-all` GPU stream: the
figures that count come from a 776 MB ROCm capture of densenet121), the
stream is indexed first (warm store in `--cache-dir`), and a rocprofv3
`kernel_trace.csv` of `--rows` executions of its dispatches is written
(their export names, round robin; seeded random durations: a synthetic
profile, for no GPU ran the program here); each run then reads that
profile alone, and reads and joins it to the stream (`profile(P, S)`, its
dispatches, source ops and codegen facts), in fresh processes: the join's
cost is the difference. Targets (2 cores): the sample read in <= 1.2 s and
<= 150 MB peak RSS, read and joined in <= 2 s and <= 200 MB; the join to a
warm 700 MB stream adds <= 1 s to reading the profile. Run by hand.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CANDIDATES = (
    ROOT / "tests" / "data" / "profiles" / "rocprofv3" / "tracelens_908_results.json.gz",
    Path("/work/shared/profiles/rocprofv3/tracelens_908_results.json.gz"),
)

# Reads the profile (with argv[3], answers `profile` on it, against the
# stream argv[4] if given) and prints its executions and the seconds from
# the start of the process (imports included).
_READ = """
import json, sys, time
start = time.perf_counter()
from tracksrc.reading.profiles.formats import read_profile
profile = read_profile(sys.argv[1], sys.argv[2] or None)
found = profile.format
if sys.argv[3]:
    from tracksrc.analysis.profiles.profile import profile as answer
    stream = sys.argv[4] or None
    report = answer([profile], stream, cache=sys.argv[5] if len(sys.argv) > 5 else True)
    joined = report.side_a.joined
    found = f"{len(joined.dispatches)} dispatches, {len(joined.foreign)} other kernels"
print(json.dumps([profile.executions, time.perf_counter() - start, found]))
"""
# Runs the reader and adds its peak RSS (KB) as a child of this small process.
_MEASURE = """
import json, resource, subprocess, sys, time
start = time.perf_counter()
done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
wall = time.perf_counter() - start
if done.returncode:
    sys.exit(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else done.returncode)
executions, seconds, found = json.loads(done.stdout)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(json.dumps([executions, seconds, wall, peak, found]))
"""


def measure(
    profile: Path,
    kind: str | None,
    answer: bool = False,
    stream: Path | None = None,
    cache: Path | None = None,
) -> tuple[int, float, float, float, str]:
    """One read (with `answer`, `profile(P[, stream])`) in a fresh process:
    (executions, seconds of the process from its start, wall seconds from
    outside, peak RSS in MB, what it found)."""
    extra = ["1" if answer else "", str(stream or ""), *([str(cache)] if cache else [])]
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            _MEASURE,
            sys.executable,
            "-c",
            _READ,
            str(profile),
            kind or "",
            *extra,
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    if done.returncode:
        raise SystemExit(f"reading {profile} failed: {done.stderr.strip()}")
    executions, seconds, wall, peak_kb, found = json.loads(done.stdout)
    return executions, seconds, wall, peak_kb / 1024, found


def _synthetic_trace(stream: Path, cache: Path, rows: int, folder: Path) -> Path:
    """A rocprofv3 `kernel_trace.csv` of `rows` executions of the stream's
    dispatches (see the module docstring)."""
    import random

    from tracksrc.pipeline.store.queries.dispatch_list import dispatches
    from tracksrc.pipeline.streams.opening import open_pipeline

    names = [
        item.name.lstrip("@")
        for item in dispatches(open_pipeline(stream, cache=cache), files=False)
        if not item.merged_into
    ]
    chance = random.Random(0)
    path = folder / "kernel_trace.csv"
    columns = (
        "Kind,Agent_Id,Queue_Id,Stream_Id,Thread_Id,Dispatch_Id,Kernel_Id,Kernel_Name,"
        "Correlation_Id,Start_Timestamp,End_Timestamp,LDS_Block_Size,Scratch_Size,VGPR_Count,"
        "Accum_VGPR_Count,SGPR_Count,Workgroup_Size_X,Workgroup_Size_Y,Workgroup_Size_Z,"
        "Grid_Size_X,Grid_Size_Y,Grid_Size_Z"
    )
    with path.open("w", encoding="utf-8") as handle:
        handle.write(columns + "\n")
        clock = 1_000_000
        for number in range(rows):
            name = names[number % len(names)]
            length = chance.randint(2_000, 400_000)
            handle.write(
                f'"KERNEL_DISPATCH","Agent 2",1,0,1,{number + 1},{number % len(names)},"{name}",'
                f"{number + 1},{clock},{clock + length},0,0,32,0,32,64,1,1,4096,1,1\n"
            )
            clock += length + 500
    return path


def _join_figures(arguments: argparse.Namespace) -> None:
    """The join against a warm stream (see the module docstring)."""
    import tempfile

    cache = arguments.cache_dir or Path(tempfile.mkdtemp(prefix="tracksrc-bench-cache-"))
    indexed = subprocess.run(
        [
            sys.executable,
            "-m",
            "tracksrc",
            "index",
            str(arguments.stream),
            "--cache-dir",
            str(cache),
        ],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
    )
    if indexed.returncode:
        raise SystemExit(f"indexing {arguments.stream} failed: {indexed.stderr.strip()}")
    with tempfile.TemporaryDirectory() as folder:
        trace = _synthetic_trace(arguments.stream, cache, arguments.rows, Path(folder))
        print(
            f"{arguments.stream} ({arguments.stream.stat().st_size / 1e6:,.0f} MB, warm store), "
            f"a synthetic kernel_trace.csv of {arguments.rows:,} executions"
        )
        for _ in range(arguments.repeat):
            _, read_alone, _, read_peak, _ = measure(trace, None)
            executions, joined, _, joined_peak, found = measure(
                trace, None, answer=True, stream=arguments.stream, cache=cache
            )
            print(
                f"read {executions:,} executions in {read_alone:.2f} s (peak {read_peak:.0f} MB); "
                f"read and joined to the stream in {joined:.2f} s (peak {joined_peak:.0f} MB): "
                f"the join adds {joined - read_alone:.2f} s [{found}]"
            )


def main() -> None:
    """Read the profile `--repeat` times, printing each read's figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("profile", nargs="?", type=Path, help="the profile to read")
    parser.add_argument("--repeat", type=int, default=3, help="reads (fresh processes)")
    parser.add_argument("--kind", help="its format (a key of FORMATS); detected without")
    parser.add_argument("--stream", type=Path, help="a large stream to join a profile to")
    parser.add_argument("--cache-dir", type=Path, help="the stream's store (default: a new one)")
    parser.add_argument("--rows", type=int, default=43_915, help="executions of that profile")
    arguments = parser.parse_args()
    if arguments.stream is not None:
        _join_figures(arguments)
        return
    profile = arguments.profile or next((p for p in CANDIDATES if p.is_file()), None)
    if profile is None:
        raise SystemExit("no profile: give one (the rocprofv3 JSON sample is not here)")
    size = profile.stat().st_size / 1e6
    print(f"{profile} ({size:,.1f} MB)")
    for _ in range(arguments.repeat):
        executions, seconds, wall, peak, found = measure(profile, arguments.kind)
        print(
            f"read {executions:,} kernel executions in {seconds:.2f} s "
            f"({wall:.2f} s with the interpreter's start), peak RSS {peak:.0f} MB [{found}]"
        )
    for _ in range(arguments.repeat):
        executions, seconds, wall, peak, found = measure(profile, arguments.kind, answer=True)
        print(
            f"read and joined {executions:,} kernel executions in {seconds:.2f} s "
            f"({wall:.2f} s with the interpreter's start), peak RSS {peak:.0f} MB [{found}]"
        )


if __name__ == "__main__":
    main()
