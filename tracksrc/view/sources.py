"""The source files a source pane may show: those the streams' locations
name that are on disk, each by its number.

A page asks for a source file by number, never by path: no path in a
request reaches the filesystem. The list is made once, at start, from the
files the pipelines' locations name (`PipelineTracker.location_files`,
as the remap reads them), the streams themselves left out; a name is
looked for as written when absolute, else beside each stream and in the
working directory, and kept only when it is a regular file with content,
of at most `LARGEST_SOURCE` bytes, outside `/proc`, `/sys` and `/dev`
(a dump naming `loc("/proc/self/environ":1:1)` shows no environment).
"""

from __future__ import annotations

import stat
from dataclasses import dataclass
from pathlib import Path

from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.streams.stream import Pipeline

# A source file larger than this is not shown (a source, not a dump).
LARGEST_SOURCE = 64 * 1024 * 1024
_LANGUAGES = {".mlir": "mlir", ".py": "python"}


@dataclass(frozen=True)
class SourceFile:
    """A file the locations name, as they spell it (`name`), and where it
    is on disk."""

    number: int
    name: str
    path: Path

    @property
    def language(self) -> str:
        """How it is coloured: `mlir`, `python`, or `text`."""
        return _LANGUAGES.get(self.path.suffix, "text")


# Where no source is: the kernel's files (`/proc/self/environ` is a
# "regular file" of size 0 holding the server's environment), devices.
_NOT_SOURCES = ("/proc/", "/sys/", "/dev/")


def _found(name: str, folders: list[Path]) -> Path | None:
    written = Path(name)
    places = [written] if written.is_absolute() else [folder / written for folder in folders]
    for place in places:
        try:
            resolved = place.resolve()
            if str(resolved).startswith(_NOT_SOURCES) or str(place).startswith(_NOT_SOURCES):
                continue
            found = resolved.stat()
            if stat.S_ISREG(found.st_mode) and 0 < found.st_size <= LARGEST_SOURCE:
                return resolved
        except (OSError, ValueError):
            continue  # (a name no file system takes: not a source on disk)
    return None


def source_files(pipelines: list[Pipeline]) -> list[SourceFile]:
    """The files the pipelines' locations name that are on disk (see the
    module docstring), numbered in name order."""
    names: set[str] = set()
    streams: set[Path] = set()
    folders: list[Path] = []
    for pipeline in pipelines:
        names |= tracker_of(pipeline).location_files()
        for dump in pipeline.files:
            streams.add(dump.path.resolve())
            if dump.path.parent.resolve() not in folders:
                folders.append(dump.path.parent.resolve())
    folders.append(Path.cwd())
    found: list[SourceFile] = []
    for name in sorted(names):
        path = _found(name, folders)
        if path is not None and path not in streams:
            found.append(SourceFile(len(found), name, path))
    return found
