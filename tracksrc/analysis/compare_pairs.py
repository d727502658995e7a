"""Many comparisons at once: regression triage over a model suite
(yesterday's compiler against today's, fifty models), one table.

A manifest lists pairs, one `A B` per line (paths relative to the
manifest; `#` starts a comment). Each pair is compared in its own task:
on a local process pool by default, on a Dask cluster when a scheduler
address is given and trusted (the `distributed` package, `pip install
'.[dask]'`; `tracksrc.analysis.scheduler`).
Tasks take paths and return plain data (`Comparison.json_data()`), so
nothing but the pair travels to a worker and nothing but JSON-able results
come back; each worker keeps its own summary cache.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tracksrc.analysis.compare import compare, few_types
from tracksrc.analysis.scheduler import SchedulerTrust, run_on_dask
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.reading.files import check_regular_file
from tracksrc.reading.locations import SourceReMap
from tracksrc.results import ResultTable
from tracksrc.safe_text import visible_line
from tracksrc.worker_pools import worker_pool


@dataclass(frozen=True)
class Pair:
    """Two pipelines to compare, as the manifest names them."""

    a: Path
    b: Path

    @property
    def name(self) -> str:
        """`A vs B` by file names."""
        return f"{self.a.name} vs {self.b.name}"


# A manifest lists paths, one pair a line: megabytes would be a mistake.
_MANIFEST_BYTES = 16 << 20


def read_manifest(path: str | Path) -> list[Pair]:
    """The pairs of a manifest, their paths made absolute against its
    folder (so that any worker finds them); a clear error at file:line:col
    for anything but two paths, a path that is not there, text that is not
    UTF-8 or an open quote, and for a manifest that is no regular file or
    is too large to be one."""
    manifest = Path(path)
    shown = visible_line(str(manifest))
    try:
        check_regular_file(manifest, "manifest")
        with manifest.open("rb") as handle:
            data = handle.read(_MANIFEST_BYTES + 1)
    except TracksrcError as exc:
        raise TracksrcError(f"tracksrc: error: {exc}") from None
    except OSError as exc:
        raise TracksrcError(f"tracksrc: error: {shown}: {exc.strerror}") from None
    if len(data) > _MANIFEST_BYTES:
        raise TracksrcError(
            f"tracksrc: error: {shown}: more than {_MANIFEST_BYTES >> 20} MB: not a manifest "
            "of pairs"
        )
    # An editor's byte-order mark is not part of the first path.
    data = data.removeprefix(b"\xef\xbb\xbf")
    folder = manifest.resolve().parent
    pairs: list[Pair] = []
    for number, raw_line in enumerate(data.split(b"\n"), start=1):
        line = _decoded_line(raw_line.removesuffix(b"\r"), shown, number)
        try:
            words = shlex.split(line, comments=True)
        except ValueError as exc:
            column = max(line.find('"'), line.find("'")) + 1 or 1
            raise _error(shown, number, column, f"{exc} (a quote left open)", line) from None
        if not words:
            continue
        if len(words) != 2:
            raise _error(shown, number, 1, f"expected two paths (A B), found {len(words)}", line)
        a, b = (folder / word for word in words)
        for word, side in zip(words, (a, b), strict=True):
            if not side.exists():
                column = line.find(word) + 1 or 1
                missing = f"{visible_line(str(side))}: no such file or folder"
                raise _error(shown, number, column, missing, line)
        pairs.append(Pair(a, b))
    if not pairs:
        raise TracksrcError(f"tracksrc: error: {shown} lists no pair")
    return pairs


def _decoded_line(raw: bytes, shown: str, number: int) -> str:
    """A manifest line as text; an error at the first byte that is not
    UTF-8."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        column = len(raw[: exc.start].decode("utf-8")) + 1
        line = raw.decode("utf-8", "replace")
        message = f"not UTF-8 text (byte 0x{raw[exc.start]:02x})"
        raise _error(shown, number, column, message, line) from None


def _error(shown: str, number: int, column: int, message: str, line: str) -> TracksrcError:
    """A manifest error at line `number`, column `column`: the line, and a
    caret under the place."""
    text = visible_line(line)
    # (Escapes widen the line: the caret goes under the same character.)
    caret = len(visible_line(line[: column - 1]))
    return TracksrcError(f"{shown}:{number}:{column}: error: {message}\n  {text}\n  {' ' * caret}^")


def compare_pair(a: str, b: str, options: dict[str, Any]) -> dict[str, Any]:
    """One task: compare two pipelines by path; plain data back. The
    option `src_remap_list` (`ORIG=MAPPED` words) renames source files in
    both runs' locations."""
    options = dict(options)
    renames = options.pop("src_remap_list", None) or []
    # One process per pair already: the two runs are followed in turn,
    # each with a remap of its own (it follows that run's dump folders).
    result = compare(
        open_pipeline(a, SourceReMap.create(renames)),
        open_pipeline(b, SourceReMap.create(renames)),
        jobs=1,
        **options,
    )
    return result.json_data()


def _pair_task(a: str, b: str, options: dict[str, Any]) -> dict[str, Any]:
    """`compare_pair`, its clear error (a dump that does not read) sent back
    as text: exceptions with fields of their own do not always cross
    processes."""
    try:
        return {"comparison": compare_pair(a, b, options)}
    except TracksrcError as exc:
        return {"error": str(exc)}


@dataclass
class PairsComparison(ResultTable):
    """One row per differing source op of every pair; `results[pair]` is
    each pair's whole comparison (JSON data)."""

    results: dict[str, dict[str, Any]] = field(default_factory=dict)

    def json_data(self) -> dict[str, Any]:  # type: ignore[override]
        """`pairs`: each pair's comparison, by name."""
        return {"title": self.title, "pairs": self.results}


def compare_pairs(
    pairs: Iterable[Pair],
    *,
    jobs: int | None = None,
    scheduler: str | None = None,
    trust: SchedulerTrust | None = None,
    **options: Any,
) -> PairsComparison:
    """Compare every pair (see the module docstring): on `jobs` local
    processes, or on the Dask cluster at `scheduler` (`tls://HOST:PORT` or
    `tcp://HOST:PORT`), connected to only as `trust` allows
    (`tracksrc.analysis.scheduler`). A pair that fails is named in the
    error."""
    pairs = list(pairs)
    arguments = [(str(pair.a), str(pair.b), options) for pair in pairs]
    names = [pair.name for pair in pairs]
    if scheduler is not None:
        answers = run_on_dask(scheduler, trust or SchedulerTrust(), _pair_task, arguments, names)
    else:
        answers = _on_pool(jobs, arguments)
    outcomes = []
    for name, answer in zip(names, answers, strict=True):
        if "error" in answer:
            message = answer["error"].removeprefix("tracksrc: error: ")
            raise TracksrcError(f"tracksrc: error: pair {visible_line(name)}: {message}")
        outcomes.append(answer["comparison"])
    table = PairsComparison(
        f"{len(pairs)} pairs compared",
        ("pair", "source", "op type", "parts at", "only in A", "only in B"),
    )
    for pair, data in zip(pairs, outcomes, strict=True):
        table.results[pair.name] = data
        for op in data["ops"]:
            if op["same"]:
                continue
            table.rows.append(
                (
                    pair.name,
                    op["source"],
                    op["op_type"],
                    op["diverges_at"]["pass"],
                    few_types(op["only_a"], 4),
                    few_types(op["only_b"], 4),
                )
            )
    differing = sum(data["totals"]["differing"] for data in outcomes)
    table.title += f": {differing} source ops lowered differently"
    return table


def _on_pool(jobs: int | None, arguments: list[tuple[str, str, dict[str, Any]]]) -> list[Any]:
    """`_pair_task` of each pair on `jobs` local processes (or here)."""
    if jobs == 1 or len(arguments) == 1:
        return [_pair_task(*each) for each in arguments]
    with worker_pool(jobs) as pool:
        futures = [pool.submit(_pair_task, *each) for each in arguments]
        return [future.result() for future in futures]
