"""`capture(COMMAND...)`: from a compiler run to a bundle that answers at
once.

The command runs with what its tool needs added (`tools`), its stderr
split into the bundle's stream and the terminal as it comes (`running`),
`capture.json` recording how; then the bundle's store is built, so that
the first question after the compiler exits is answered from it; a failed
compile ends with its answer (`failure`). The result says what was
captured and how long each part took.
"""

from __future__ import annotations

import gc
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from tracksrc.analysis.capture.failure import FailedCompile, failed_compile
from tracksrc.analysis.capture.running import (
    Run,
    default_bundle,
    program_path,
    run_compiler,
    start_run,
)
from tracksrc.errors import TracksrcError
from tracksrc.freed_memory import return_freed_memory
from tracksrc.logs import status
from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.bundles import Bundle
from tracksrc.pipeline.streams.live_scan import LiveScan
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.summaries.indexing import parse_ahead, started_workers
from tracksrc.pipeline.streams.summaries.summary import SharedParts
from tracksrc.pipeline.streams.summaries.summary_cache import SummaryCache, default_cache_dir
from tracksrc.results import JsonResult
from tracksrc.safe_text import visible_line


@dataclass
class CaptureResult(JsonResult):
    """What a capture made: the run (`capture.json`), how long the index
    took after the compiler exited, and a failed compile's answer."""

    run: Run
    indexed_seconds: float | None = None
    failed: FailedCompile | None = None
    # The bundle's files, all told.
    bundle_bytes: int = 0

    @property
    def bundle(self) -> Path:
        """The bundle's folder."""
        return self.run.bundle

    def json_data(self) -> dict[str, object]:
        """The run as `capture.json` holds it, with the bundle, the index's
        time and a failed compile's answer."""
        return {
            "bundle": str(self.run.bundle),
            **self.run.json_data(),
            "indexed_seconds": None
            if self.indexed_seconds is None
            else round(self.indexed_seconds, 3),
            "bundle_bytes": self.bundle_bytes,
            "failed": None if self.failed is None else self.failed.json_data(),
        }

    def __str__(self) -> str:
        run = self.run
        program = visible_line(Path(run.argv[0]).name)
        lines = [
            f"captured {run.stages:,} stages"
            + (f" and {run.llvm_prints:,} LLVM prints" if run.llvm_prints else "")
            + f" of {program} ({run.stream_bytes / 1e6:,.1f} MB, "
            f"{run.compressed_bytes / 1e6:,.1f} MB as zstd) in {run.wall_seconds:.1f} s "
            f"into {visible_line(str(run.bundle))}"
            + (" (partial: interrupted)" if run.partial else "")
        ]
        if self.indexed_seconds is not None:
            lines.append(f"indexed {self.indexed_seconds:.1f} s after the compiler exited")
        if run.stream_bytes:
            lines.append(
                f"bundle {self.bundle_bytes / 1e6:,.1f} MB, "
                f"{self.bundle_bytes / run.stream_bytes:.1%} of the stream"
            )
        if self.failed is not None:
            lines.append(str(self.failed))
        elif run.stages == 0:
            lines.append(
                f"{program} printed no IR"
                + (
                    ""
                    if run.added.flags or run.added.environment
                    else " (nothing was added: give it print flags, or leave out --no-flags)"
                )
            )
        return "\n".join(lines)


def capture(
    command: Sequence[str],
    bundle: str | Path | None = None,
    *,
    add_flags: bool = True,
    index: bool = True,
    pack: bool = True,
    terminal: TextIO | None = None,
    jobs: int | None = None,
    cache_dir: str | Path | None = None,
) -> CaptureResult:
    """Run `command` (an argument vector) capturing its compile into
    `bundle` (default: `MODEL.tracksrc` in the working folder; it must not
    exist). `add_flags=False` adds nothing to the run; `index=False` leaves
    the store to the first command that opens the bundle; `pack=False`
    keeps the store and IREE's executable files as files; `jobs` worker
    processes summarise the stages as they are printed (default:
    `capture_jobs()`); `cache_dir` is where their summaries are cached
    (default: tracksrc's cache folder)."""
    out = terminal if terminal is not None else sys.stderr
    program_path(command)
    folder = Path(bundle) if bundle is not None else default_bundle(command)
    cache = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    run = start_run(command, folder, add_flags)
    _say_added(run)
    with started_workers(jobs if jobs is not None else capture_jobs()):
        # The stream scanned as it is printed, its stages summarised by the
        # workers meanwhile (`LiveScan`): the store needs the rest only.
        # (Summaries built then are only cached: held decoded through a
        # whole compile, they were most of the capture's memory.)
        ahead = parse_ahead(SummaryCache(cache), SharedParts(), keep=False)
        live = LiveScan(Bundle(folder), ahead)
        try:
            run_compiler(run, out, live.feed)
        except KeyboardInterrupt:
            run.write_record("interrupted: its process group was ended; what it printed is kept")
            live.finish()
            raise
        except OSError as exc:
            live.finish()
            run.write_record(f"could not start: {exc.strerror or exc}")
            raise TracksrcError(
                f"tracksrc: error: {visible_line(run.argv[0])}: could not start "
                f"({exc.strerror or exc})"
            ) from None
        exited = time.monotonic()
        run.write_record(_summary(run))
        live.finish()
    result = CaptureResult(run)
    pipeline = None
    if run.stages and (index or run.exit_status):
        pipeline = open_pipeline(folder, cache=cache)
        if index:
            query_store_of(pipeline)
    if run.exit_status:
        result.failed = failed_compile(pipeline, run.first_error, run.exit_status)
    if pipeline is not None:
        pipeline.store.close()
        # (What was worked out is in the store: let go before packing it.)
        del pipeline
        gc.collect()
        return_freed_memory()
        if pack:
            _pack(Bundle(folder), cache if index else None)
        result.indexed_seconds = time.monotonic() - exited
    elif pack:
        _pack(Bundle(folder), None)
    result.bundle_bytes = _size_of(folder)
    return result


def _pack(bundle: Bundle, cache: Path | None) -> None:
    """Pack what the bundle holds as files for its compile's readers: the
    store (when built: it goes to `cache`, where opening the bundle finds
    it) and the dump folder."""
    if cache is not None:
        bundle.pack_store(cache)
    bundle.pack_dumps()


def _size_of(folder: Path) -> int:
    """The bytes of the files in `folder`, in all its folders."""
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def capture_jobs() -> int:
    """The worker processes a capture starts by default: half the cores,
    at least 2, at most 4. The compiler needs the cores more: stages arrive
    at the compile's pace (a few MB/s), which 2 workers outpace."""
    return min(4, max(2, (os.cpu_count() or 1) // 2))


def _say_added(run: Run) -> None:
    added = run.added
    words = [*added.flags, *(f"{name}={value}" for name, value in added.environment.items())]
    if words:
        status(f"tracksrc capture: added {visible_line(' '.join(words))}")
    else:
        status("tracksrc capture: added nothing (the command runs as given)")


def _summary(run: Run) -> str:
    if run.exit_status:
        return f"the compiler exited with status {run.exit_status}"
    if not run.stages:
        return "its compile printed no IR"
    return "complete"
