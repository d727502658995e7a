"""Hostile use of the newer surfaces (issue 50): seeded probes per class of
defect, counted, so that one command says whether any class is back.

    python benchmarks/fuzz_surfaces.py [--seed 50] [--probes 200]

Classes (each probe run in this process, or against a `tracksrc mcp` of
its own for the MCP classes):

- outputs: every option that names a file to write (found by walking the
  CLI's parser, as `tests/cli/test_output_safety.py` does), pointed at an
  input by name, through a symlink and a hard link, at a symlink to a file
  elsewhere, at a dangling link, and inside tracksrc's cache folder.
  `outside`: an input changed, a file elsewhere changed, a dangling link's
  target made, or a file made in the cache.
- patterns: seeded patterns built of the pieces that make backtracking
  engines take exponential time (nested quantifiers, alternations of
  overlapping branches, backreferences, lookaround, huge repeats), matched
  against 40,000 characters chosen to make them backtrack; and given to
  `stages --regex`. `hang`: a match or a command over 2 s.
- cursors: MCP `tracksrc://stage/N?cursor=C` and tools' `cursor` with
  seeded values (negative, huge, not numbers). `loop`: a page whose
  `next_cursor` does not move forward.
- errors: MCP tool arguments of up to 1 MB. `unbounded`: an error longer
  than 4,100 characters.
- store: one value of one row of a store's table changed (a stream with
  every table filled: an IREE capture with deduplicated executables),
  then `lineage` and `audit`. `wrong`: an answer differing from the
  store-free one, exit 0.
- npy: `.npy` headers mutated (nesting, negative or huge shapes, junk).

`traceback` in every class: an exception that is not a clear error, or
`Traceback`/`internal error` in what a command printed.
Run by hand; the counts go into the closing note (each class at 0).
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import io
import json
import os
import random
import shutil
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from tests.cli.test_output_safety import INVOCATIONS, SAMPLES, _copied  # noqa: E402
from tests.pipeline.test_store_damage import _damage_one_value  # noqa: E402
from tracksrc.cli.main import main  # noqa: E402
from tracksrc.errors import TracksrcError  # noqa: E402

Counts = collections.Counter[str]
STORE_STREAM = ROOT / "tests/data/real/iree/captures/convs.after_all.mlir.xz"
STORE_LOCATION = "convs.mlir:5:9"


def _run_main(arguments: list[str]) -> tuple[int, str]:
    """`tracksrc ARGUMENTS` in this process: its status and what it said."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(arguments)
        except SystemExit as exc:
            status = int(exc.code or 0)
        except BaseException as exc:  # (counted, not hidden)
            return 70, f"Traceback: {exc!r}"
    return status, out.getvalue() + err.getvalue()


def _said_badly(said: str) -> bool:
    return "Traceback" in said or "internal error" in said


def outputs(generator: random.Random, counts: dict[str, Counts]) -> None:
    """Every output option at inputs, links and the cache (see above)."""
    count = counts["outputs"]
    ways = ["by name", "symlink", "hard link", "link elsewhere", "dangling", "in the cache"]
    for key in sorted(INVOCATIONS):
        names, arguments = INVOCATIONS[key]
        for way in ways:
            with tempfile.TemporaryDirectory() as folder_name:
                folder = Path(folder_name)
                kept = {folder / name: data for name, data in _copied(folder, names).items()}
                victim = next(path for path in kept if path.parent == folder)
                elsewhere = folder / "elsewhere.txt"
                elsewhere.write_text("keep\n")
                cache = folder / "cache"
                target = {
                    "by name": victim.name,
                    "symlink": "out.link",
                    "hard link": "out.hard",
                    "link elsewhere": "out.other",
                    "dangling": "out.dangling",
                    "in the cache": "cache/streams/out.txt",
                }[way]
                if way == "symlink":
                    os.symlink(victim.name, folder / target)
                elif way == "hard link":
                    os.link(victim, folder / target)
                elif way == "link elsewhere":
                    os.symlink("elsewhere.txt", folder / target)
                elif way == "dangling":
                    os.symlink("missing.txt", folder / target)
                elif way == "in the cache":
                    (cache / "streams").mkdir(parents=True)
                here = Path.cwd()
                os.chdir(folder)
                os.environ["TRACKSRC_CACHE_DIR"] = str(cache)
                try:
                    _, said = _run_main(arguments(target))
                finally:
                    os.chdir(here)
                count["tried"] += 1
                count["traceback"] += _said_badly(said)
                changed = any(
                    path.is_symlink() or path.read_bytes() != data for path, data in kept.items()
                )
                changed |= elsewhere.read_text() != "keep\n"
                changed |= (folder / "missing.txt").exists()
                changed |= way == "in the cache" and (cache / "streams/out.txt").exists()
                if changed:
                    print(f"  outside: {key} {way}: {said[-300:]}")
                count["outside"] += changed
    os.environ.pop("TRACKSRC_CACHE_DIR", None)


_PIECES = [
    "(a*)*", "(a|a)*", "(.|.)*", "(a+)+", "(a|aa)+", "(\\w+\\s?)*", "a{1000}", "(a{2,}){2,}",
    ".*.*.*", "[a-z]*", "^", "$", "!", "(?i)", "a", "(a|b|ab)*", "(x+x+)+y", "(.*a){12}",
]  # fmt: skip
# Pieces no linear-time engine takes (refused with a clear error), or that
# leave the pattern unbalanced.
_REFUSED_PIECES = ["\\1", "(?=a)", "(?!b)", "(?<=a)", "(", ")", "[", "a{1001}{1001}"]


def patterns(generator: random.Random, probes: int, counts: dict[str, Counts]) -> None:
    """Seeded catastrophic patterns, matched and given to `stages --regex`."""
    from tracksrc.user_patterns import user_pattern

    count = counts["patterns"]
    text = "a" * 40_000 + "\u00e9"
    stream = str(SAMPLES / "model.after_all.mlir")
    for number in range(probes):
        pattern = "".join(
            generator.choice(_REFUSED_PIECES if generator.random() < 0.05 else _PIECES)
            for _ in range(generator.randint(1, 6))
        )
        count["tried"] += 1
        started = time.monotonic()
        try:
            user_pattern(pattern).search(text)
        except TracksrcError:
            count["refused"] += 1
        except Exception as exc:  # (counted)
            print(f"  traceback: {pattern!r}: {exc!r}")
            count["traceback"] += 1
        count["hang"] += time.monotonic() - started > 2
        if number % 10 == 0:
            started = time.monotonic()
            status, said = _run_main(["stages", stream, "--regex", pattern, "--no-cache"])
            count["traceback"] += _said_badly(said) or status not in (0, 1, 2)
            count["hang"] += time.monotonic() - started > 2


def mcp_surfaces(generator: random.Random, probes: int, counts: dict[str, Counts]) -> None:
    """Cursors and huge arguments against a `tracksrc mcp` of its own."""
    from mcp.shared.exceptions import MCPError

    from tests.mcp.mcp_client import served

    cursors: list[object] = [-1, -300, 0, 1, 10**18, 2**63, 1.5, True, "x", "-1", "", None]
    sample = str(SAMPLES / "model.after_all.mlir")
    os.environ["TRACKSRC_CACHE_DIR"] = tempfile.mkdtemp(prefix="fuzz-cache-")
    with (
        tempfile.TemporaryDirectory() as folder,
        served([sample], ROOT, Path(folder) / "log") as server,
    ):
        count = counts["cursors"]
        for _ in range(probes):
            cursor = generator.choice([*cursors, generator.randint(-(10**6), 10**6)])
            count["tried"] += 1
            uri = f"tracksrc://stage/{generator.randint(-2, 4)}?cursor={cursor}"
            try:
                text = server.portal.call(server.session.read_resource, uri)
                page = text.contents[0].text  # type: ignore[union-attr]
                if '"next_cursor"' in page:
                    found = json.loads(page)["page"]["next_cursor"]
                    count["loop"] += found is not None and found <= int(str(cursor))
            except MCPError as exc:
                count["traceback"] += _said_badly(str(exc))
            result = server.call("stages", {"cursor": cursor, "limit": 3})
            said = result.content[0].text  # type: ignore[union-attr]
            count["traceback"] += _said_badly(said)
            if not result.is_error:
                found = json.loads(said)["page"]["next_cursor"]
                count["loop"] += found is not None and found <= int(cursor)  # type: ignore[call-overload]
        count = counts["errors"]
        for _ in range(max(probes // 10, 5)):
            size = generator.choice([10, 5_000, 100_000, 1_000_000])
            value = "".join(generator.choice("ab:.\u00e9\n") for _ in range(64)) * (size // 64)
            tool, argument = generator.choice(
                [("lineage", "loc"), ("lineage", "op"), ("stages", "regex"), ("audit", "loc")]
            )
            result = server.call(tool, {argument: value})
            said = result.content[0].text  # type: ignore[union-attr]
            count["tried"] += 1
            count["traceback"] += _said_badly(said)
            count["unbounded"] += result.is_error and len(said) > 4100


def store_damage(generator: random.Random, probes: int, counts: dict[str, Counts]) -> None:
    """One value of one table changed, then lineage and audit compared."""
    count = counts["store"]
    with tempfile.TemporaryDirectory() as folder_name:
        folder = Path(folder_name)
        stream = folder / STORE_STREAM.name
        shutil.copyfile(STORE_STREAM, stream)
        questions = [["lineage", str(stream), "--loc", STORE_LOCATION], ["audit", str(stream)]]
        fresh = [_run_main([*question, "--no-cache"]) for question in questions]
        cache = folder / "cache"
        with_cache = ["--cache-dir", str(cache)]
        built = [_run_main([*q, *with_cache]) for q in questions]
        assert [_answer(said) for _, said in built] == [_answer(said) for _, said in fresh]
        for _ in range(probes):
            (store,) = (cache / "streams").glob("*.sqlite3")
            with sqlite3.connect(store) as db:
                tables = [
                    n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
                ]
            table = generator.choice(tables)
            if not _damage_one_value(store, table, generator):
                continue
            count["tried"] += 1
            for question, expected in zip(questions, fresh, strict=True):
                status, said = _run_main([*question, *with_cache])
                count["traceback"] += _said_badly(said)
                if status == 0 and _answer(said) != _answer(expected[1]):
                    print(f"  wrong: {table}: {said[:300]!r}")
                    count["wrong"] += 1
                count["ended"] += status != 0
            # The next commands answer as before.
            again = [_run_main([*q, *with_cache]) for q in questions]
            count["wrong"] += [_answer(said) for _, said in again] != [
                _answer(said) for _, said in fresh
            ]


def _answer(said: str) -> str:
    # (Without warnings and the status lines that give timings.)
    return "\n".join(
        line
        for line in said.splitlines()
        if "warning" not in line and not (line.startswith("tracksrc: ") and "error" not in line)
    )


def npy_headers(generator: random.Random, probes: int, counts: dict[str, Counts]) -> None:
    """Mutated `.npy` headers read as traces."""
    from tracksrc.reading.traces.npy import read_npy

    count = counts["npy"]
    shapes = ["(-2, -5)", "(-1, 10)", "(2**70,)", "(" * 5000 + ")" * 5000, "(1e3,)", "('a',)",
              "(" + "-" * 5000 + "1,)", "(99999999999, 99999999999)", "(3,)", "()"]  # fmt: skip
    dtypes = ["'<f4'", "'<i8'", "'|O'", "'xx'", "[('a', '<f4')]", "1"]
    with tempfile.TemporaryDirectory() as folder_name:
        for number in range(probes):
            shape, dtype = generator.choice(shapes), generator.choice(dtypes)
            header = f"{{'descr': {dtype}, 'fortran_order': False, 'shape': {shape}, }}"
            header = header.ljust((len(header) + 11) // 64 * 64 + 53) + "\n"
            data = b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header.encode()
            if generator.random() < 0.3:
                data = data[: generator.randrange(len(data))]
            path = Path(folder_name) / f"t{number}.npy"
            path.write_bytes(data + bytes(generator.randrange(64)))
            count["tried"] += 1
            try:
                read_npy(path)
            except TracksrcError:
                count["refused"] += 1
            except Exception as exc:  # (counted)
                print(f"  traceback: {shape} {dtype}: {exc!r}")
                count["traceback"] += 1


def run(seed: int, probes: int) -> dict[str, Counts]:
    """Every class, seeded; the counts per class."""
    generator = random.Random(seed)
    counts: dict[str, Counts] = collections.defaultdict(collections.Counter)
    for name, step in [
        ("outputs", lambda: outputs(generator, counts)),
        ("patterns", lambda: patterns(generator, probes, counts)),
        ("mcp", lambda: mcp_surfaces(generator, probes // 4, counts)),
        ("store", lambda: store_damage(generator, probes // 4, counts)),
        ("npy", lambda: npy_headers(generator, probes, counts)),
    ]:
        started = time.monotonic()
        step()
        print(f"{name}: done in {time.monotonic() - started:.0f} s", file=sys.stderr)
    return counts


def main_(argv: list[str] | None = None) -> int:
    """Run the probes and print the counts per class."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=50)
    parser.add_argument("--probes", type=int, default=200)
    options = parser.parse_args(argv)
    counts = run(options.seed, options.probes)
    columns = ["tried", "traceback", "hang", "outside", "loop", "unbounded", "wrong"]
    print(f"{'class':10} " + " ".join(f"{c:>9}" for c in columns) + "  other")
    for name, count in counts.items():
        other = ", ".join(f"{k} {v}" for k, v in count.items() if k not in columns)
        print(f"{name:10} " + " ".join(f"{count[c]:>9}" for c in columns) + f"  {other}")
    bad = sum(count[c] for count in counts.values() for c in columns[1:])
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main_())
