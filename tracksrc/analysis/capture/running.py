"""Running a compiler under capture: its stderr split as it arrives into
the bundle's stream (zstd) and the terminal, a progress line, Ctrl-C
ending the compiler's process group, and `capture.json` written at the
start and at the end.

The command runs as given: an argument vector, never a shell string, in
the working folder it was typed in, its standard input and output the
user's (iree-compile's `-o -` still writes the module there). It runs in a
process group of its own, so that Ctrl-C reaches tracksrc alone, which
then ends the whole group (a Triton script's compile workers too) and
keeps what was printed, the bundle marked partial.
"""

from __future__ import annotations

import contextlib
import datetime
import fcntl
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

import zstandard

from tracksrc.analysis.capture.stderr_split import StderrSplit
from tracksrc.analysis.capture.tools import Additions, additions_for, tool_of
from tracksrc.errors import TracksrcError
from tracksrc.json_text import json_text
from tracksrc.output_files import protected_folder, write_output
from tracksrc.pipeline.streams.bundles import RECORD, STREAM
from tracksrc.progress import LiveLine
from tracksrc.reading.zstd_seekable import SeekableWriter
from tracksrc.safe_text import visible_line

# Compression of the stream as it arrives: zstd's seekable format (frames
# of `_FRAME_BYTES` of text, each compressed alone, their table at the end:
# a bundle's stages are read by range, not kept again in its store), each
# frame at level 9 with long-distance matching (each print repeats much of
# the one before it): 65x on 200 MB of a ROCm after-all stream, where
# level 3 gives 54x (0.8 s of CPU for those 200 MB against 0.5 s: 4 s over
# a 2-minute compile); reading a stage decompresses at most its frames
# (8 MB: ~10 ms).
_PARAMETERS = zstandard.ZstdCompressionParameters.from_level(
    9, enable_ldm=True, window_log=23, write_checksum=True, write_content_size=True
)
_FRAME_BYTES = 8 << 20
_READ_BYTES = 1 << 20
# LLVM's stderr is unbuffered: MLIR prints IR a few bytes per write (60
# million writes for a 134 MB stream), and a reader waiting on the pipe is
# woken for each, ~100 bytes a read, which cost the capture more CPU than
# the compiler's codegen. So the pipe is widened to `_PIPE_BYTES` (where
# the system allows) and, after a read that found little, the reader naps
# `_NAP` seconds while the bytes gather: reads of ~200 KB, 1/2000 the
# reads, and the compiler runs as fast (its writes never wait: the pipe
# holds 5 naps' worth at the rates seen). A pipe that stays narrow gets
# shorter naps (`_NARROW_NAP`: 64 KB at ~3 MB/s is 20 ms).
_PIPE_BYTES = 1 << 20
_SMALL_READ = 256 << 10
_NAP = 0.05
_NARROW_NAP = 0.005
# Seconds the compiler's group is given to end after SIGTERM.
_GRACE = 3.0


@dataclass
class Run:
    """What one capture ran and saw (kept in `capture.json`)."""

    bundle: Path
    argv: list[str]
    added: Additions
    cwd: str = field(default_factory=os.getcwd)
    started: str = ""
    ended: str = ""
    exit_status: int | None = None
    partial: bool = False
    stages: int = 0
    llvm_prints: int = 0
    stream_bytes: int = 0
    compressed_bytes: int = 0
    wall_seconds: float = 0.0
    first_error: str | None = None
    failed_header: str | None = None
    versions: dict[str, str] = field(default_factory=dict)
    summary: str = ""

    def json_data(self) -> dict[str, object]:
        """As `capture.json` holds it."""
        return {
            "argv": self.argv,
            "cwd": self.cwd,
            "added": self.added.json_data(),
            "versions": self.versions,
            "started": self.started,
            "ended": self.ended,
            "exit_status": self.exit_status,
            "partial": self.partial,
            "stages": self.stages,
            "llvm_prints": self.llvm_prints,
            "stream_bytes": self.stream_bytes,
            "compressed_bytes": self.compressed_bytes,
            "wall_seconds": round(self.wall_seconds, 3),
            "first_error": self.first_error,
            "failed_header": self.failed_header,
            "summary": self.summary,
        }

    def write_record(self, summary: str | None = None) -> None:
        """Write `capture.json` (whole or not at all), with `summary` if
        given."""
        if summary is not None:
            self.summary = summary
        write_output(self.bundle / RECORD, json_text(self.json_data()) + "\n")


def default_bundle(argv: Sequence[str]) -> Path:
    """`NAME.tracksrc` in the working folder, NAME the stem of the first
    argument naming a file (the model), else of the program."""
    for word in argv[1:]:
        if not word.startswith("-") and Path(word).is_file():
            return Path(Path(word).name.split(".")[0] + ".tracksrc")
    return Path(Path(argv[0]).name + ".tracksrc")


def check_bundle_path(bundle: Path) -> None:
    """A clear error for a bundle path that cannot be made: one that exists
    (a bundle is never written over), a missing folder, tracksrc's cache."""
    shown = visible_line(str(bundle))
    if bundle.exists() or bundle.is_symlink():
        what = "a folder" if bundle.is_dir() else "a file"
        raise TracksrcError(
            f"tracksrc: error: {shown} exists ({what}): a bundle is never written over; "
            "name a new one with -o"
        )
    if not bundle.parent.resolve().is_dir():
        raise TracksrcError(f"tracksrc: error: {shown}: no such folder {bundle.parent}")
    inside = protected_folder(bundle.parent)
    if inside is not None:
        raise TracksrcError(
            f"tracksrc: error: {shown} is inside tracksrc's cache folder {inside}: "
            "name a folder elsewhere"
        )


def program_path(argv: Sequence[str]) -> str:
    """The program `argv` runs, found as the shell would (an error if it is
    not there)."""
    if not argv:
        raise TracksrcError("tracksrc: error: give the command to capture after --")
    found = shutil.which(argv[0])
    if found is None:
        raise TracksrcError(
            f"tracksrc: error: {visible_line(argv[0])}: no such program "
            "(not a file, and not found on PATH)"
        )
    return found


def tool_versions(argv: Sequence[str]) -> dict[str, str]:
    """What the program says its version is (its first lines), by name."""
    tool = tool_of(argv)
    asked = [argv[0], *(tool.version if tool else ("--version",))]
    try:
        done = subprocess.run(asked, capture_output=True, text=True, timeout=20, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return {}
    said = (done.stdout or done.stderr).strip().splitlines()[:3]
    return {Path(argv[0]).name: visible_line(" / ".join(line.strip() for line in said))}


def _now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")


def _progress_text(split: StderrSplit, started: float) -> str:
    """The progress line: stages seen, MB, elapsed, the current pass."""
    minutes, seconds = divmod(int(time.monotonic() - started), 60)
    return (
        f"capture: {split.stages:,} stages, {split.total_bytes / 1e6:,.1f} MB, "
        f"{minutes}:{seconds:02d}, pass {visible_line(split.current_pass)[:60]}"
    )


def run_compiler(
    run: Run, terminal: TextIO | None = None, on_data: Callable[[bytes], None] | None = None
) -> StderrSplit:
    """Run `run.argv` with `run.added`, its stderr into the bundle's stream
    (see the module docstring) and to `on_data` (each piece, as it is
    read); `run` filled in as it goes. Ctrl-C ends the compiler's group
    and marks the run partial (then re-raised)."""
    out = terminal if terminal is not None else sys.stderr
    words = [*run.argv, *run.added.flags]
    environment = {**os.environ, **run.added.environment}
    started = time.monotonic()
    run.started = _now()
    split = StderrSplit()
    progress = LiveLine(out)
    stream_path = run.bundle / STREAM
    process = subprocess.Popen(
        words, stderr=subprocess.PIPE, env=environment, start_new_session=True
    )
    assert process.stderr is not None
    try:
        with (
            stream_path.open("wb") as raw,
            SeekableWriter(raw, _PARAMETERS, _FRAME_BYTES) as writer,
        ):
            try:
                _pump(process, split, writer, progress, started, out, on_data)
            except KeyboardInterrupt:
                run.partial = True
                _end_group(process)
                # (What it printed before it ended is kept too.)
                _pump(process, split, writer, progress, started, out, on_data)
        run.exit_status = process.wait()
    finally:
        progress.clear()
        if process.poll() is None:
            _end_group(process)
        run.wall_seconds = time.monotonic() - started
        run.ended = _now()
        run.stages = split.stages
        run.llvm_prints = split.llvm_prints
        run.stream_bytes = split.total_bytes
        run.first_error = split.first_error
        run.failed_header = split.failed_header
        if stream_path.exists():
            run.compressed_bytes = stream_path.stat().st_size
            if split.total_bytes == 0:
                stream_path.unlink()  # (nothing printed: no stream)
                run.compressed_bytes = 0
    if run.partial:
        raise KeyboardInterrupt
    return split


def _pump(
    process: subprocess.Popen[bytes],
    split: StderrSplit,
    writer: SeekableWriter,
    progress: LiveLine,
    started: float,
    out: TextIO,
    on_data: Callable[[bytes], None] | None,
) -> None:
    """Stderr to its end: every byte to the stream (and `on_data`), the
    lines to show to the terminal."""
    assert process.stderr is not None
    descriptor = process.stderr.fileno()
    nap = _NAP if _widen(descriptor) else _NARROW_NAP
    while True:
        data = os.read(descriptor, _READ_BYTES)
        if not data:
            break
        if len(data) < _SMALL_READ:
            time.sleep(nap)
        writer.write(data)
        if on_data is not None:
            on_data(data)
        _show(split.feed(data), progress, out)
        progress.show(_progress_text(split, started))
    _show(split.finish(), progress, out)


def _widen(descriptor: int) -> bool:
    """Widen the pipe to `_PIPE_BYTES` where the system can (Linux, within
    its limit for a user's pipes): True if it was."""
    resize = getattr(fcntl, "F_SETPIPE_SZ", None)
    if resize is None:
        return False
    try:
        return fcntl.fcntl(descriptor, resize, _PIPE_BYTES) >= _PIPE_BYTES
    except OSError:
        return False


def _show(lines: list[bytes], progress: LiveLine, out: TextIO) -> None:
    if not lines:
        return
    progress.clear()
    for line in lines:
        out.write(visible_line(line.decode("utf-8", "replace")) + "\n")
    out.flush()


def _end_group(process: subprocess.Popen[bytes]) -> None:
    """End the compiler's process group: SIGTERM, then SIGKILL after a
    grace period."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=_GRACE)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def start_run(argv: Sequence[str], bundle: Path, add_flags: bool) -> Run:
    """Check the bundle's path, make its folder and its first
    `capture.json`: the run of `argv` (a program `program_path` found),
    ready for `run_compiler`."""
    words = list(argv)
    check_bundle_path(bundle)
    bundle.mkdir()
    run = Run(bundle, words, additions_for(words, bundle.resolve(), add=add_flags))
    run.versions = tool_versions(words)
    run.write_record("running")
    return run
