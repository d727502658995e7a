"""Locations that point into a file the compiler wrote mid-pipeline: follow
them to the locations printed there.

MLIR's `generateLocationsFromIR` (IREE's `--iree-hal-dump-executable-sources-to`
and `-configurations-to`, upstream's `-snapshot-op-locations` without a tag)
prints ops to a file and then *replaces* each op's location with its place in
that file, `loc("dumps/module_x.mlir":9:8)`: line, and the column where the op
starts (its indentation, counted from 0). From that pass on, a stream's
executables no longer name the input: tracking would say every device op
vanished there. `LocationSnapshots` knows such files; a frame in one of them
stands for the provenance of the op printed on that line, read from the file
itself (recursively: configurations point into sources, sources into the
input). A frame that names no op of the file, or an op printed without a location
(a snapshot written without debug information), stays as it is; an op
whose location is unknown makes it unknown.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from tracksrc.reading.loading import read_dump
from tracksrc.reading.locations import SourceReMap, aligned_name, key_position
from tracksrc.safe_text import visible_line
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.provenance import Stack

logger = logging.getLogger("tracksrc.tracking.snapshots")

# What a folder of snapshots holds that can be read as MLIR.
SNAPSHOT_SUFFIXES = (".mlir",)


class LocationSnapshots:
    """MLIR files written by a location snapshot, found by the name
    locations give them (`dumps/module_x.mlir` meets `/tmp/run/dumps/module_x.mlir`:
    the longest common tail of the paths decides).

    `expand` is what `SourceReMap` asks (see `SourceReMap.follow_snapshots`);
    files are parsed when first needed, with the remap they belong to, so a
    snapshot's own locations are followed too."""

    def __init__(self, files: Iterable[str | Path], folders: Iterable[Path] = ()) -> None:
        # The folders the files were found in (for what else they hold).
        self.folders = list(folders)
        self._by_basename: dict[str, list[Path]] = {}
        for file in files:
            path = Path(file)
            self._by_basename.setdefault(path.name, []).append(path)
        self.remap: SourceReMap | None = None
        self._indexes: dict[Path, OperationIndex] = {}
        self._lines: dict[Path, dict[int, list[OperationInfo]]] = {}
        self._resolved: dict[str, Path | None] = {}
        self._active: set[Path] = set()
        self._expanded: dict[tuple[str, int], tuple[Stack, ...] | None] = {}
        self._count = sum(len(paths) for paths in self._by_basename.values())
        # Per file, its state (inode, size, time) and the digest of its bytes.
        self._digests: dict[Path, tuple[tuple[int, int, int], str]] = {}

    def description(self) -> list[object]:
        """The files followed, by name, with their sizes and the digests of
        their bytes (what the expansions depend on: not where the files
        lie, so that a capture bundle moved to another machine reads its
        dump folders as it did where it was made, nor when they were
        copied). A file is read again only when its state changed: stores
        ask for this several times a command."""
        found: list[object] = []
        for name in sorted(self._by_basename):
            for path in self._by_basename[name]:
                try:
                    info = path.stat()
                except OSError:
                    found.append([name, None, None])
                    continue
                state = (info.st_ino, info.st_size, info.st_mtime_ns)
                known = self._digests.get(path)
                if known is None or known[0] != state:
                    try:
                        digest = hashlib.blake2b(path.read_bytes(), digest_size=12).hexdigest()
                    except OSError:
                        found.append([name, None, None])
                        continue
                    known = self._digests[path] = (state, digest)
                found.append([name, info.st_size, known[1]])
        return found

    @classmethod
    def of_paths(cls, paths: Iterable[str | Path]) -> LocationSnapshots:
        """The MLIR files of folders (not their subfolders) and files."""
        files: list[Path] = []
        folders: list[Path] = []
        for each in paths:
            path = Path(each)
            if path.is_dir():
                folders.append(path)
                files.extend(
                    sorted(item for item in path.iterdir() if item.suffix in SNAPSHOT_SUFFIXES)
                )
            elif path.is_file():
                files.append(path)
            else:
                raise ValueError(f"{visible_line(str(path))}: no such file or folder")
        return cls(files, folders)

    def __len__(self) -> int:
        # (Asked once per stage bound, through `SourceReMap.__bool__`.)
        return self._count

    def follows(self, filename: str) -> bool:
        """True if `filename` names a snapshot file: only its frames expand."""
        return self.path_of(filename) is not None

    def __repr__(self) -> str:
        return f"<LocationSnapshots of {len(self)} files>"

    @property
    def files(self) -> list[Path]:
        """The snapshot files, in the order given."""
        return [path for paths in self._by_basename.values() for path in paths]

    def path_of(self, filename: str) -> Path | None:
        """The snapshot file a location's file name means, if any."""
        if filename in self._resolved:
            return self._resolved[filename]
        name = PurePosixPath(filename.replace("\\", "/")).name
        candidates = {str(path): path for path in self._by_basename.get(name, [])}
        found = candidates.get(aligned_name(filename, set(candidates)))
        if found is None and len(candidates) > 1:
            logger.warning(
                "locations in %s could be in any of %s: not followed",
                visible_line(filename),
                ", ".join(visible_line(path) for path in candidates),
            )
        self._resolved[filename] = found
        return found

    def index_of(self, path: Path) -> OperationIndex:
        """The snapshot file's operation index (parsed once)."""
        index = self._indexes.get(path)
        if index is None:
            index = self._indexes[path] = OperationIndex(read_dump(path), self.remap)
            lines: dict[int, list[OperationInfo]] = {}
            for _, info in index:
                lines.setdefault(info.op.start_position[0], []).append(info)
            self._lines[path] = lines
        return index

    def op_at(self, filename: str, line: int, column: int) -> OperationInfo | None:
        """The op printed at `line` of the snapshot `filename` names (of
        several on the line, the one starting at `column` + 1)."""
        path = self.path_of(filename)
        if path is None:
            return None
        self.index_of(path)
        on_line = self._lines[path].get(line, [])
        for info in on_line:
            if info.op.start_position[1] == column + 1:
                return info
        return on_line[0] if on_line else None

    def expand(self, filename: str, start: int, end: int) -> tuple[Stack, ...] | None:
        """The provenance a frame in a snapshot stands for, or None when the
        frame is not in a snapshot (or leads nowhere): keep it then."""
        path = self.path_of(filename)
        if path is None or path in self._active:
            return None
        key = (filename, start)
        if key in self._expanded:
            return self._expanded[key]
        found = self._expand(path, filename, start)
        self._expanded[key] = found
        return found

    def _expand(self, path: Path, filename: str, start: int) -> tuple[Stack, ...] | None:
        line, column = key_position(start)
        self._active.add(path)
        try:
            info = self.op_at(filename, line, column)
            if info is None:
                return None
            stacks = info.stacks
        finally:
            self._active.discard(path)
        # An op printed without a location (a snapshot printed without
        # debug information) is located in the snapshot itself: nothing to
        # follow, the frame stays. An unknown location stays unknown.
        own = str(path)
        if any(frame[0] == own for stack in stacks for frame in stack):
            return None
        return stacks


def follow_snapshots(remap: SourceReMap | None, paths: Iterable[str | Path]) -> SourceReMap:
    """`remap` (or a new one) that follows locations into the MLIR files of
    `paths`: folders (IREE's executable dump folders) or files."""
    remap = remap if remap is not None else SourceReMap()
    snapshots = LocationSnapshots.of_paths(paths)
    snapshots.remap = remap
    remap.follow_snapshots(snapshots)
    return remap
