"""Parallel full indexing: summaries of many stages, parsed in worker
processes.

`summarize_texts` takes plain descriptions of where each stage's text lies
(`StageText`) and returns each one's encoded summary (`tracksrc.pipeline.
summary`). Stages go in batches of ~2 MB to a process pool (one process per
core) when there is enough work. A worker reads a stage of a plain file by
range itself: nothing is sent to it but the file's name and offsets; the
stages of a compressed file (whose texts were kept when it was scanned)
travel with their task. A worker's parse error comes back as its message
and is raised here as the usual clear error.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.logs import TRACE
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.pipeline.streams.summaries.summary import summarize
from tracksrc.pipeline.streams.summaries.summary_cache import encode_summary
from tracksrc.progress import ProgressBar
from tracksrc.reading.parser import read_mlir_text

logger = logging.getLogger("tracksrc.pipeline.streams.summaries.indexing")


@dataclass(frozen=True)
class StageText:
    """Where one stage's text is: bytes `start:end` of the file `name`
    (decompressed), starting at line `first_line`; `digest` keys it."""

    digest: bytes
    name: str
    first_line: int
    start: int
    end: int

    @property
    def size(self) -> int:
        """Its size in bytes."""
        return self.end - self.start


# Work for one process: (file name, first line, start, end, the stage's
# bytes or None). With None the worker reads the bytes from the file.
_Task = tuple[str, int, int, int, bytes | None]
_BATCH_BYTES = 1 << 21
_PARALLEL_MIN_BYTES = 1 << 21


def _summarize_one(task: _Task) -> tuple[str, bytes | str]:
    name, first_line, start, end, data = task
    try:
        if data is None:
            data = DumpFile(Path(name)).read(start, end)
        text = data.decode("utf-8", errors="surrogateescape")
        parsed = read_mlir_text(text, name, first_line=first_line)
        return "ok", encode_summary(summarize(parsed, first_line))
    except TracksrcError as exc:
        # Exceptions with their own fields do not always cross processes:
        # send the message.
        return "error", str(exc)


def _summarize_batch(batch: list[_Task]) -> list[tuple[str, bytes | str]]:
    return [_summarize_one(task) for task in batch]


def check_jobs(jobs: object) -> None:
    """ValueError unless `jobs` is None (one process per core) or a whole
    number of processes, at least 1."""
    if jobs is not None and (isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1):
        raise ValueError(f"jobs must be a whole number of processes, at least 1, not {jobs!r}")


def summarize_texts(
    stages: Sequence[StageText],
    kept: Mapping[bytes, bytes],
    jobs: int | None = None,
    progress: bool = True,
) -> list[tuple[bytes, bytes]]:
    """(digest, encoded summary) of each stage, parsed here or in `jobs`
    worker processes (default: one per core); `kept` maps the digest of
    each stage of a compressed file to its bytes (the others are read from
    their files). A progress bar goes to stderr when it is a terminal."""
    check_jobs(jobs)
    total = sum(stage.size for stage in stages)
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    bar = ProgressBar(total, f"indexing {len(stages)} stages") if progress else None
    batches: list[list[StageText]] = [[]]
    batch_bytes = 0
    for stage in stages:
        if batch_bytes >= _BATCH_BYTES:
            batches.append([])
            batch_bytes = 0
        batches[-1].append(stage)
        batch_bytes += stage.size
    parallel = jobs > 1 and total >= _PARALLEL_MIN_BYTES and len(batches) > 1
    logger.debug(
        "summarising %d stages (%.1f MB) in %d batches %s",
        len(stages),
        total / 1e6,
        len(batches),
        f"on {min(jobs, len(batches))} processes" if parallel else "in this process",
    )
    # fork starts workers at once and runs no user script again; elsewhere
    # workers are spawned.
    forking = "fork" in multiprocessing.get_all_start_methods()

    def tasks(batch: list[StageText]) -> list[_Task]:
        return [
            (stage.name, stage.first_line, stage.start, stage.end, kept.get(stage.digest))
            for stage in batch
        ]

    results: dict[int, list[tuple[str, bytes | str]]] = {}
    done = 0
    try:
        if not parallel:
            for number, batch in enumerate(batches):
                results[number] = _summarize_batch(tasks(batch))
                logger.log(
                    TRACE, "batch %d of %d done (%d stages)", number + 1, len(batches), len(batch)
                )
                done += sum(stage.size for stage in batch)
                if bar:
                    bar.update(done)
        else:
            context = multiprocessing.get_context("fork" if forking else "spawn")
            with ProcessPoolExecutor(min(jobs, len(batches)), mp_context=context) as pool:
                futures = {
                    pool.submit(_summarize_batch, tasks(batch)): number
                    for number, batch in enumerate(batches)
                }
                for future in as_completed(futures):
                    number = futures[future]
                    results[number] = future.result()
                    logger.log(
                        TRACE,
                        "batch %d of %d done (%d stages)",
                        number + 1,
                        len(batches),
                        len(batches[number]),
                    )
                    done += sum(stage.size for stage in batches[number])
                    if bar:
                        bar.update(done)
    finally:
        if bar:
            bar.close()
    built: list[tuple[bytes, bytes]] = []
    for number, batch in enumerate(batches):
        for stage, (status, payload) in zip(batch, results[number], strict=True):
            if status == "error":
                raise TracksrcError(str(payload))
            built.append((stage.digest, payload))  # type: ignore[arg-type]
    return built
