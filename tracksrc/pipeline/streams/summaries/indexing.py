"""Parallel full indexing: summaries of many stages, parsed in worker
processes.

`summarize_texts` takes plain descriptions of where each stage's text lies
(`StageText`) and returns each one's encoded summary (`tracksrc.pipeline.
summary`). Stages go in batches of ~2 MB to a process pool (one process per
core) when there is enough work. A worker reads a stage of a plain file by
range itself: nothing is sent to it but the file's name and offsets; the
stages of a compressed file (whose texts were kept when it was scanned)
travel with their task, read from `kept` as their batch is sent (a few
batches per worker are in flight). A worker's parse error comes back as
its message and is raised here as the usual clear error. Each batch's
summaries are handed on as soon as it is done (the cache is written as it
goes). `started_workers` lets a command start its workers before it scans
the stream, so that none carries a copy of what the scan holds; with them,
`ParseAhead` parses each stage as the scan finds it (`open_pipeline` hands
them over), so the workers do not wait for the scan to end.
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tracksrc.collector import collecting_less
from tracksrc.errors import TracksrcError
from tracksrc.freed_memory import return_freed_memory
from tracksrc.logs import TRACE
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.pipeline.streams.summaries.line_memo import LineMemo
from tracksrc.pipeline.streams.summaries.line_summary import summarize_lines
from tracksrc.pipeline.streams.summaries.summary import SharedParts, StageSummary
from tracksrc.pipeline.streams.summaries.summary_builder import summarize
from tracksrc.pipeline.streams.summaries.summary_cache import (
    SummaryCache,
    decode_summary,
    encode_summary,
)
from tracksrc.progress import ProgressBar
from tracksrc.reading.parser import read_mlir_text
from tracksrc.worker_pools import worker_pool

logger = logging.getLogger("tracksrc.pipeline.streams.summaries.indexing")


@dataclass(frozen=True)
class StageText:
    """Where one stage's text is: bytes `start:end` of the file at `path`
    (decompressed) named `name` (as locations name it), starting at line
    `first_line`; `digest` keys it."""

    digest: bytes
    name: str
    path: str
    first_line: int
    start: int
    end: int

    @property
    def size(self) -> int:
        """Its size in bytes."""
        return self.end - self.start

    def task(self, data: bytes | None) -> _Task:
        """The work of parsing it in a worker: with its bytes `data`, or
        None for the worker to read them from its file."""
        return (self.name, self.path, self.first_line, self.start, self.end, data)


# Work for one process: (file name, its path, first line, start, end, the
# stage's bytes or None). With None the worker reads the bytes from the file.
_Task = tuple[str, str, int, int, int, bytes | None]
_BATCH_BYTES = 1 << 21
# Less than this is parsed in the process that asks, without workers.
PARALLEL_MIN_BYTES = 1 << 21


# What this process learnt of the lines it read (`line_summary`).
_memo = LineMemo()


def _summarize_one(task: _Task) -> tuple[str, bytes | str]:
    name, path, first_line, start, end, data = task
    try:
        if data is None:
            data = DumpFile(Path(path)).read(start, end)
        text = data.decode("utf-8", errors="surrogateescape")
        summary = summarize_lines(text, name, first_line, _memo)
        if summary is None:
            # A line the line reader does not settle: the full parser
            # reads the stage (and reports what is wrong with it).
            summary = summarize(read_mlir_text(text, name, first_line=first_line), first_line)
        return "ok", encode_summary(summary)
    except TracksrcError as exc:
        # Exceptions with their own fields do not always cross processes:
        # send the message.
        return "error", str(exc)


@collecting_less()
def _summarize_batch(batch: list[_Task]) -> list[tuple[str, bytes | str]]:
    # (The memo a worker keeps is hundreds of thousands of containers: with
    # the collector's default thresholds, rescanning them took a fifth of
    # the time of a GPU stream's whole-model stages.)
    return [_summarize_one(task) for task in batch]


def _started() -> int:
    return os.getpid()


# A pool started before the stream was scanned (`started_workers`), used by
# `summarize_texts` when its size is the one asked for.
_prestarted: tuple[int, ProcessPoolExecutor] | None = None


@contextmanager
def started_workers(jobs: int | None = None) -> Iterator[None]:
    """Start fresh worker processes now for the first `summarize_texts`
    call inside the block. A worker forked from this process later would
    copy every page of it that it writes to (Python reuses the free space
    in them): after a 700 MB stream was scanned, a copy of the scan per
    worker. Spawned, the workers hold only what they parse, and they start
    while the stream is scanned. (Spawning imports the main module again
    in each worker: for the CLI, whose main module is guarded; a script
    calling the API keeps the forked workers of `summarize_texts`.)"""
    global _prestarted
    check_jobs(jobs)
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    if jobs <= 1 or _prestarted:
        yield
        return
    pool = worker_pool(jobs, multiprocessing.get_context("spawn"))
    try:
        # (Spawned workers start as tasks arrive: one task per worker.)
        for started in [pool.submit(_started) for _ in range(jobs)]:
            started.result()
        _prestarted = (jobs, pool)
        yield
    finally:
        _prestarted = None
        pool.shutdown(cancel_futures=True)  # (if no summary was needed)


class ParseAhead:
    """Stages handed to the workers started before the scan
    (`started_workers`) as the scan finds them, so that parsing runs while
    the stream is still being read instead of after it (`parse_ahead`).

    Each distinct stage is offered once; what the summary cache holds
    already is not parsed again. At most two batches per worker are in
    flight: past that the scan waits for one (a compressed stream's texts
    travel with their batch). Each batch done goes to the cache at once (a
    run killed halfway keeps it). A stage that does not parse is simply
    left out: it is parsed again when its summary is asked for, which
    reports its error where and as usual."""

    def __init__(
        self,
        pool: ProcessPoolExecutor,
        workers: int,
        cache: SummaryCache | None,
        shared: SharedParts,
        keep: bool = True,
    ) -> None:
        self._pool = pool
        # Whether the summaries built are decoded and held for `finish`
        # (False: only cached, for a later process or open to read).
        self._keep = keep
        self._limit = 2 * workers
        self._cache = cache
        self._shared = shared
        self._seen: set[bytes] = set()
        self._batch: list[tuple[bytes, _Task]] = []
        self._batch_bytes = 0
        self._futures: dict[Future[list[tuple[str, bytes | str]]], tuple[list[bytes], int]] = {}
        # Decoded as they arrive (sharing the parts of those before): held
        # encoded, they were most of this process's memory while it scanned.
        self._built: dict[bytes, StageSummary] = {}
        self._done_bytes = 0
        self._bar: ProgressBar | None = None

    def offer(self, text: StageText, data: bytes | None) -> None:
        """Parse `text` (its bytes `data`, or None to read them from its
        file) unless a stage of the same digest was offered."""
        if text.digest in self._seen:
            return
        self._seen.add(text.digest)
        self._batch.append((text.digest, text.task(data)))
        self._batch_bytes += text.size
        if self._batch_bytes >= _BATCH_BYTES:
            self._submit()

    def _submit(self) -> None:
        batch, self._batch, self._batch_bytes = self._batch, [], 0
        if batch and self._cache is not None:
            cached = self._cache.present([digest for digest, _ in batch])
            batch = [entry for entry in batch if entry[0] not in cached]
        if not batch:
            return
        while len(self._futures) >= self._limit:
            self._take(wait(self._futures, return_when=FIRST_COMPLETED)[0])
        size = sum(task[4] - task[3] for _, task in batch)
        future = self._pool.submit(_summarize_batch, [task for _, task in batch])
        self._futures[future] = ([digest for digest, _ in batch], size)

    def _take(self, done: set[Future[list[tuple[str, bytes | str]]]]) -> None:
        good: list[_Built] = []
        for future in done:
            digests, size = self._futures.pop(future)
            self._done_bytes += size
            good.extend(
                (digest, payload)  # type: ignore[misc]
                for digest, (status, payload) in zip(digests, future.result(), strict=True)
                if status == "ok"
            )
        if self._cache is not None:
            self._cache.put_many(good)
        if self._keep:
            for digest, encoded in good:
                self._built[digest] = decode_summary(encoded, True, self._shared)
        if self._bar is not None:
            self._bar.update(self._done_bytes)

    def finish(self, progress: bool = True) -> dict[bytes, StageSummary]:
        """Wait for the stages in flight (with a progress bar on a
        terminal); the summary of each that parsed, by digest (decoded with
        the `SharedParts` given). The workers are shut down: their memory
        goes back before the work that needs the summaries."""
        self._submit()
        pending = sum(size for _, size in self._futures.values())
        if progress and pending:
            self._bar = ProgressBar(self._done_bytes + pending, "indexing stages")
        try:
            while self._futures:
                self._take(wait(self._futures, return_when=FIRST_COMPLETED)[0])
        finally:
            if self._bar is not None:
                self._bar.close()
            self._pool.shutdown(cancel_futures=True)
        built, self._built = self._built, {}
        # (What the scan and the batches' transfers used is free now.)
        return_freed_memory()
        return built


_Built = tuple[bytes, bytes]


def parse_ahead(
    cache: SummaryCache | None, shared: SharedParts, keep: bool = True
) -> ParseAhead | None:
    """A `ParseAhead` on the workers started before the scan, if any (they
    are then its own: `summarize_texts` starts others if it needs any),
    skipping what `cache` holds and writing there what it builds, decoding
    it with `shared` and holding it for `finish` unless `keep` is off (a
    capture: what it builds is read from the cache after)."""
    global _prestarted
    if _prestarted is None:
        return None
    workers, pool = _prestarted
    _prestarted = None
    return ParseAhead(pool, workers, cache, shared, keep)


def check_jobs(jobs: object) -> None:
    """ValueError unless `jobs` is None (one process per core) or a whole
    number of processes, at least 1."""
    if jobs is not None and (isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1):
        raise ValueError(f"jobs must be a whole number of processes, at least 1, not {jobs!r}")


@contextmanager
def _pool(
    needed: int, jobs: int, context: multiprocessing.context.BaseContext
) -> Iterator[ProcessPoolExecutor]:
    """The pool started before (`started_workers`) when it has `jobs`
    processes, else a new one of `needed` processes, shut down after."""
    global _prestarted
    if _prestarted is not None and _prestarted[0] == jobs:
        # Used once: its workers' memory goes back before the rest of the
        # work (the query store) starts.
        pool = _prestarted[1]
        _prestarted = None
        try:
            yield pool
        finally:
            pool.shutdown(cancel_futures=True)
        return
    with worker_pool(needed, context) as pool:
        yield pool


def summarize_texts(
    stages: Sequence[StageText],
    kept: Mapping[bytes, bytes],
    jobs: int | None = None,
    progress: bool = True,
    sink: Callable[[list[tuple[bytes, bytes]]], None] | None = None,
) -> list[tuple[bytes, bytes]]:
    """(digest, encoded summary) of each stage, parsed here or in `jobs`
    worker processes (default: one per core); `kept` maps the digest of
    each stage of a compressed file to its bytes (the others are read from
    their files). A progress bar goes to stderr when it is a terminal.

    With a `sink`, each batch's summaries go to it as soon as the batch is
    done (so that a cache written there loses at most the batches in
    flight when the process is killed) and are not returned. A stage that
    does not parse is raised as its clear error once every batch is done
    (the first in the order of `stages`), after the others went to the
    sink."""
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
    parallel = jobs > 1 and total >= PARALLEL_MIN_BYTES and len(batches) > 1
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
        return [stage.task(kept.get(stage.digest)) for stage in batch]

    built: dict[int, list[tuple[bytes, bytes]]] = {}
    errors: dict[int, str] = {}  # stage number in `stages` -> its message
    first_of = [0]
    for batch in batches:
        first_of.append(first_of[-1] + len(batch))
    done = 0

    def finished(number: int, results: list[tuple[str, bytes | str]]) -> None:
        nonlocal done
        batch = batches[number]
        good: list[tuple[bytes, bytes]] = []
        for offset, (stage, (status, payload)) in enumerate(zip(batch, results, strict=True)):
            if status == "error":
                errors[first_of[number] + offset] = str(payload)
            else:
                good.append((stage.digest, payload))  # type: ignore[arg-type]
        if sink is not None:
            sink(good)
        else:
            built[number] = good
        logger.log(TRACE, "batch %d of %d done (%d stages)", number + 1, len(batches), len(batch))
        done += sum(stage.size for stage in batch)
        if bar:
            bar.update(done)

    try:
        if not parallel:
            for number, batch in enumerate(batches):
                finished(number, _summarize_batch(tasks(batch)))
        else:
            context = multiprocessing.get_context("fork" if forking else "spawn")
            workers = min(jobs, len(batches))
            with _pool(workers, jobs, context) as pool:
                # A few batches in flight per worker, not all: the texts of
                # a compressed stream's stages are read as their batch
                # goes (all at once, they would be the whole stream).
                waiting = iter(enumerate(batches))
                futures: dict[Future[list[tuple[str, bytes | str]]], int] = {}
                while True:
                    for number, batch in itertools.islice(waiting, 2 * workers - len(futures)):
                        futures[pool.submit(_summarize_batch, tasks(batch))] = number
                    if not futures:
                        break
                    ready, _ = wait(futures, return_when=FIRST_COMPLETED)
                    for future in ready:
                        finished(futures.pop(future), future.result())
    finally:
        if bar:
            bar.close()
    if errors:
        raise TracksrcError(errors[min(errors)])
    return [entry for number in sorted(built) for entry in built[number]]
