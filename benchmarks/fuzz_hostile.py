"""Hostile-input fuzz (issue 29): seeded mutants of the real dumps in
`tests/data`, read as a user would, counted per class of mutation.

    python benchmarks/fuzz_hostile.py [--mutants 10000] [--seed 29] [--jobs 2]
    python benchmarks/fuzz_hostile.py --write NUMBER FILE   # one mutant, to look at

Each mutant is a window of 2-6 stages of a real stream with one mutation of
one class:

- bytes: a byte flipped, binary bytes, invalid UTF-8, a control byte;
- cut: the text cut at a random place;
- junk line: a line that is no IR (`a.b c`, `x = y`, `12345`, `"quoted"`,
  `</script>`, a diagnostic, `= …`, `: …`, `-> …`) put between two ops or
  after a closing brace, inside a stage;
- number: a number made 5,000 digits long, or a location line/column made
  2^32 or more;
- string: a quote put in an op's line (an unterminated string);
- brace: a brace or bracket added or removed;
- encoding: CRLF line ends, a BOM at the start or in the middle.

Each is opened with the API (`open_pipeline`, every stage summarised in this
process, then `audit`), under a 20 s alarm; 1 in 40 also through the CLI
(`tracksrc stages`, `tracksrc audit`, in a process of its own). Counted per
class:

- traceback: an exception that is not the clear error of bad input
  (`TracksrcError`), or CLI output holding `Traceback` or an internal error;
- hang: the alarm went off (or the CLI's 60 s timeout);
- junk accepted: a mutant of a class that makes the stage text no MLIR
  (junk line inside a stage, string, brace, a number out of MLIR's range in
  a location) read without an error;
- dropped: fewer stages listed than the mutant has stage headers, without
  an error or a warning saying so.

"accepted" counts the mutants read without error (fine for classes that
keep the text valid: CRLF, a BOM at the start, a 5,000-digit constant).
Run by hand; the counts go into the closing note.
"""

from __future__ import annotations

import argparse
import collections
import logging
import lzma
import multiprocessing
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parents[1]
STREAMS = [
    "tests/data/real/iree/mnist_like/mnist_like.after_change.local.mlir.xz",
    "tests/data/real/iree/captures/consteval.after_all.mlir.xz",
    "tests/data/real/iree/captures/convs.after_all.mlir.xz",
    "tests/data/real/iree/captures/short_forms.after_all.mlir.xz",
    "tests/data/torch/net.after_all.mlir.xz",
    "tests/data/triton/dump.mlir.xz",
]
HEADER = re.compile(r"^// -----// IR Dump ", re.MULTILINE)
CLASSES = ["bytes", "cut", "junk line", "number", "string", "brace", "encoding"]
# Classes whose mutants are no MLIR (see the module docstring).
NOT_IR = {"junk line", "string", "brace"}
# (A diagnostic after a stage's last line is that stage's note: no junk.)
DIAGNOSTIC = "model.mlir:1:1: error: x"
JUNK = [
    DIAGNOSTIC,
    "os.system('rm -rf /')",
    "a.b \x01\x02",
    "word.word more words",
    "x = y",
    "12345",
    '"quoted"',
    "</script><script>alert(1)</script>",
    "= 5",
    ": i32",
    "-> tensor<2xf32>",
]


def _windows() -> list[str]:
    """Windows of 2-6 consecutive stages (at most ~60 KB) of each stream."""
    chosen = random.Random(0)
    found: list[str] = []
    for name in STREAMS:
        with lzma.open(ROOT / name, "rt", encoding="utf-8", errors="surrogateescape") as handle:
            text = handle.read()
        starts = [match.start() for match in HEADER.finditer(text)] + [len(text)]
        for _ in range(40):
            first = chosen.randrange(len(starts) - 1)
            last = min(len(starts) - 1, first + chosen.randint(2, 6))
            window = text[starts[first] : starts[last]]
            if len(window) <= 60_000:
                found.append(window)
    return found


def _op_lines(lines: list[str]) -> list[int]:
    """Lines inside a stage that end an op (with its location)."""
    return [n for n, line in enumerate(lines) if line.rstrip().endswith(")") and "loc(" in line]


def mutate(text: str, kind: str, chosen: random.Random) -> tuple[str, bool]:
    """The mutant of `text` of class `kind`, and whether it is no MLIR."""
    data = text.encode("utf-8", errors="surrogateescape")
    lines = text.split("\n")
    if kind == "bytes":
        at = chosen.randrange(len(data))
        piece = chosen.choice(
            [b"\xff", b"\xc3\x28", b"\x00", b"\x01\x02\x03", bytes([data[at] ^ 0x20])]
        )
        return (data[:at] + piece + data[at + 1 :]).decode("utf-8", "surrogateescape"), False
    if kind == "cut":
        return text[: chosen.randrange(len(text))], False
    if kind == "junk line":
        places = _op_lines(lines) or [1]
        at = chosen.choice(places) + 1
        if not HEADER.match(lines[at] if at < len(lines) else "") and at < len(lines):
            junk = chosen.choice(JUNK)
            lines.insert(at, junk)
            # A diagnostic after a stage's last line is its note, as a
            # compiler prints one: no junk.
            rest = lines[at + 1 :]
            stage_rest = rest[
                : next((n for n, line in enumerate(rest) if HEADER.match(line)), len(rest))
            ]
            after_stage = junk == DIAGNOSTIC and not any(line.strip() for line in stage_rest)
            return "\n".join(lines), not after_stage
        return text, False
    if kind == "number":
        if chosen.random() < 0.5:
            match = list(re.finditer(r'loc\("[^"]*":(\d+):(\d+)\)', text))
            if match:
                picked = chosen.choice(match)
                big = chosen.choice([str(2**32), str(2**40), "1" + "0" * 5000])
                return text[: picked.start(1)] + big + text[picked.end(1) :], True
        numbers = list(re.finditer(r"(?<=constant )\d+(?= : i)", text))
        if numbers:
            picked = chosen.choice(numbers)
            return text[: picked.start()] + "9" * 5000 + text[picked.end() :], False
        return text, False
    if kind == "string":
        places = _op_lines(lines)
        if places:
            at = chosen.choice(places)
            line = lines[at]
            cut = line.index("loc(")
            lines[at] = line[:cut] + 'message("oops) ' + line[cut:]
            return "\n".join(lines), True
        return text, False
    if kind == "brace":
        places = _op_lines(lines)
        if places:
            at = chosen.choice(places)
            lines[at] = lines[at].replace(
                " loc(", chosen.choice([" { loc(", " ] loc(", " ( loc("]), 1
            )
            return "\n".join(lines), True
        return text, False
    # encoding
    choice = chosen.randrange(3)
    if choice == 0:
        return text.replace("\n", "\r\n"), False
    if choice == 1:
        return "\ufeff" + text, False
    at = chosen.choice(_op_lines(lines) or [0])
    lines[at] = "\ufeff" + lines[at]
    return "\n".join(lines), True


class _Alarm(Exception):
    pass


def _ring(signum: int, frame: FrameType | None) -> None:
    raise _Alarm


def _run_api(path: Path) -> tuple[str, int, bool]:
    """(outcome, stages listed, warned): outcome is ok, error, traceback or
    hang."""
    from tracksrc.errors import TracksrcError
    from tracksrc.pipeline.store.queries.audit_report import audit
    from tracksrc.pipeline.streams.opening import open_pipeline

    warnings: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            warnings.append(record.getMessage())

    handler = Keep(logging.WARNING)
    logging.getLogger("tracksrc").addHandler(handler)
    signal.signal(signal.SIGALRM, _ring)
    signal.alarm(20)
    listed = -1
    try:
        pipeline = open_pipeline(path, cache=False)
        listed = len(pipeline.stages)
        pipeline.index_all(jobs=1, progress=False)
        str(audit(pipeline))
        outcome = "ok"
    except TracksrcError:
        outcome = "error"
    except _Alarm:
        outcome = "hang"
    except Exception:  # (what this script counts)
        outcome = "traceback"
    finally:
        signal.alarm(0)
        logging.getLogger("tracksrc").removeHandler(handler)
    return outcome, listed, bool(warnings)


def _run_cli(path: Path) -> str:
    """traceback, hang, error or ok, of `stages` and `audit` on `path`."""
    worst = "ok"
    for command in ("stages", "audit"):
        try:
            done = subprocess.run(
                [sys.executable, "-m", "tracksrc", command, str(path), "--no-cache"],
                capture_output=True,
                text=True,
                timeout=60,
                errors="replace",
            )
        except subprocess.TimeoutExpired:
            return "hang"
        if "Traceback" in done.stderr or "internal error" in done.stderr:
            return "traceback"
        if done.returncode:
            worst = "error"
    return worst


def _mutant(number: int, seed: int) -> tuple[str, str, bool]:
    """Mutant `number` of run `seed`: its class, its text, whether it is no
    MLIR."""
    kind = CLASSES[number % len(CLASSES)]
    chosen = random.Random(seed * 1_000_003 + number)
    return (kind, *mutate(chosen.choice(_WINDOWS), kind, chosen))


def _one(job: tuple[int, int]) -> tuple[str, dict[str, int], str]:
    """Mutant `number` of run `seed`: its counts, and a reproducer's
    description when it failed."""
    number, seed = job
    kind, mutant, not_ir = _mutant(number, seed)
    counts = collections.Counter[str]()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "mutant.mlir"
        path.write_bytes(mutant.encode("utf-8", errors="surrogateescape"))
        outcome, listed, warned = _run_api(path)
        if number % 40 == 0:
            cli = _run_cli(path)
            if cli in ("traceback", "hang"):
                outcome = cli
    headers = len(HEADER.findall(mutant))
    counts["mutants"] += 1
    counts[outcome] += 1
    if outcome == "ok":
        counts["accepted"] += 1
        if not_ir:
            counts["junk accepted"] += 1
    if outcome == "ok" and 0 <= listed < headers and not warned:
        counts["dropped"] += 1
    failed = outcome in ("traceback", "hang") or (outcome == "ok" and not_ir) or counts["dropped"]
    return kind, dict(counts), f"{kind} #{number} (seed {seed})" if failed else ""


_WINDOWS: list[str] = []


def _start() -> None:
    _WINDOWS[:] = _windows()


def main() -> None:
    """Run the mutants and print the counts per class."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--write",
        nargs=2,
        metavar=("NUMBER", "FILE"),
        help="write mutant NUMBER (as the failures name it) to FILE and stop",
    )
    args = parser.parse_args()
    if args.write:
        number, path = int(args.write[0]), Path(args.write[1])
        if path.exists():
            parser.error(f"{path} exists: name a new file")
        _start()
        kind, mutant, not_ir = _mutant(number, args.seed)
        path.write_bytes(mutant.encode("utf-8", errors="surrogateescape"))
        print(f"{kind} #{number} (seed {args.seed}): {'no MLIR' if not_ir else 'MLIR'} -> {path}")
        return
    jobs = [(number, args.seed) for number in range(args.mutants)]
    totals: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    failures: dict[str, list[str]] = collections.defaultdict(list)
    started = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(args.jobs, initializer=_start) as pool:
        for done, (kind, counts, failed) in enumerate(pool.imap_unordered(_one, jobs, 8), 1):
            totals[kind].update(counts)
            if failed:
                failures[kind].append(failed)
            if sys.stderr.isatty() and done % 100 == 0:
                print(f"\r{done:,} of {len(jobs):,} mutants", end="", file=sys.stderr)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    columns = ["mutants", "accepted", "error", "traceback", "hang", "junk accepted", "dropped"]
    print(
        f"{len(jobs):,} mutants of {len(STREAMS)} real streams, seed {args.seed}, "
        f"{time.perf_counter() - started:.0f} s"
    )
    print(f"{'class':<11}" + "".join(f"{column:>15}" for column in columns))
    grand = collections.Counter[str]()
    for kind in CLASSES:
        grand.update(totals[kind])
        print(f"{kind:<11}" + "".join(f"{totals[kind][column]:>15,}" for column in columns))
    print(f"{'all':<11}" + "".join(f"{grand[column]:>15,}" for column in columns))
    for kind, described in failures.items():
        print(f"{kind}: {len(described)} failing, first: {', '.join(described[:5])}")


if __name__ == "__main__":
    main()
