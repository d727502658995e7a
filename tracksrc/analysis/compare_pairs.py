"""Many comparisons at once: regression triage over a model suite
(yesterday's compiler against today's, fifty models), one table.

A manifest lists pairs, one `A B` per line (paths relative to the
manifest; `#` starts a comment). Each pair is compared in its own task:
on a local process pool by default, on a Dask cluster when a scheduler
address is given (the `distributed` package, `pip install '.[dask]'`).
Tasks take paths and return plain data (`Comparison.json_data()`), so
nothing but the pair travels to a worker and nothing but JSON-able results
come back; each worker keeps its own summary cache.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tracksrc.analysis.compare import compare, few_types
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.reading.locations import SourceReMap
from tracksrc.results import ResultTable
from tracksrc.safe_text import visible_line


@dataclass(frozen=True)
class Pair:
    """Two pipelines to compare, as the manifest names them."""

    a: Path
    b: Path

    @property
    def name(self) -> str:
        """`A vs B` by file names."""
        return f"{self.a.name} vs {self.b.name}"


def read_manifest(path: str | Path) -> list[Pair]:
    """The pairs of a manifest; a clear error at the line for anything
    but two paths, or a path that is not there."""
    manifest = Path(path)
    try:
        text = manifest.read_text(encoding="utf-8")
    except OSError as exc:
        raise TracksrcError(
            f"tracksrc: error: {visible_line(str(manifest))}: {exc.strerror}"
        ) from None
    pairs: list[Pair] = []
    for number, line in enumerate(text.splitlines(), start=1):
        words = shlex.split(line, comments=True)
        if not words:
            continue
        if len(words) != 2:
            raise TracksrcError(
                f"{visible_line(str(manifest))}:{number}:1: error: expected two paths "
                f"(A B), found {len(words)}\n  {visible_line(line)}"
            )
        a, b = (manifest.parent / word for word in words)
        for side in (a, b):
            if not side.exists():
                raise TracksrcError(
                    f"{visible_line(str(manifest))}:{number}:1: error: "
                    f"{visible_line(str(side))}: no such file or folder"
                )
        pairs.append(Pair(a, b))
    if not pairs:
        raise TracksrcError(f"tracksrc: error: {visible_line(str(manifest))} lists no pair")
    return pairs


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
    **options: Any,
) -> PairsComparison:
    """Compare every pair (see the module docstring): on `jobs` local
    processes, or on the Dask cluster at `scheduler` (`tcp://HOST:PORT`)."""
    pairs = list(pairs)
    arguments = [(str(pair.a), str(pair.b), options) for pair in pairs]
    run = _on_dask(scheduler) if scheduler is not None else _on_pool(jobs)
    outcomes = run(arguments)
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


Runner = Callable[[list[tuple[str, str, dict[str, Any]]]], list[dict[str, Any]]]


def _on_pool(jobs: int | None) -> Runner:
    def run(arguments: list[tuple[str, str, dict[str, Any]]]) -> list[dict[str, Any]]:
        if jobs == 1 or len(arguments) == 1:
            return [compare_pair(*each) for each in arguments]
        with ProcessPoolExecutor(jobs) as pool:
            futures = [pool.submit(compare_pair, *each) for each in arguments]
            return [future.result() for future in futures]

    return run


def _on_dask(scheduler: str) -> Runner:
    try:
        from distributed import Client
    except ImportError:
        raise TracksrcError(
            "tracksrc: error: --scheduler needs Dask's distributed package: "
            "pip install '.[dask]' (or distributed>=2024.1)"
        ) from None

    def run(arguments: list[tuple[str, str, dict[str, Any]]]) -> list[dict[str, Any]]:
        with Client(scheduler) as client:
            futures = [client.submit(compare_pair, *each, pure=False) for each in arguments]
            return list(client.gather(futures))

    return run
