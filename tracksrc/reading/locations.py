"""Source positions and source ranges: the value types of mlir-track-src's
API, kept name for name so its users' scripts keep working:
`SourceLocation` (a point in a file), `SourceRange` (an inclusive span
between two points of one file) and `SourceReMap` (renaming and disabling
source files). The MLIR location attributes of a dump (`loc(...)`) live in
`tracksrc.reading.location_attributes`.

Positions are also encoded as integers (`position_key`) so that interval
trees can order them: ordering the keys is ordering by (line, column).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Protocol

from tracksrc.safe_text import visible_line

# Columns get 32 bits of the key: MLIR reads lines and columns as unsigned
# 32-bit integers (and rejects bigger ones), so keys of different lines never
# interleave. Keys therefore reach 2^64 - 1, past a signed 64-bit integer:
# whatever stores them says how (`stored_key`).
_COLUMN_BITS = 32
# One line in a position key: keys of line L are [L * LINE_STEP, (L + 1) * LINE_STEP).
LINE_STEP = 1 << _COLUMN_BITS
# The largest line or column number MLIR reads, and the largest key.
MAX_LINE_OR_COLUMN = LINE_STEP - 1
MAX_KEY = LINE_STEP * LINE_STEP - 1
# Stores of signed 64-bit integers (SQLite, `array("q")`) keep a key moved
# down by 2^63 (`stored_key`): every key fits, in the same order, so range
# queries on stored keys stay range queries on keys.
_KEY_BIAS = 1 << 63


def stored_key(key: int) -> int:
    """A position key as a signed 64-bit store keeps it (order kept)."""
    return key - _KEY_BIAS


def key_of_stored(value: int) -> int:
    """The position key a signed 64-bit store kept (see `stored_key`)."""
    return value + _KEY_BIAS


def position_key(line: int, column: int) -> int:
    """Encode (line, column) as one integer that sorts like the pair."""
    return (line << _COLUMN_BITS) | column


def key_position(key: int) -> tuple[int, int]:
    """Decode a `position_key` back into (line, column)."""
    return key >> _COLUMN_BITS, key & (LINE_STEP - 1)


class PositionOutOfRange(ValueError):
    """A line or column number past what MLIR reads."""


def line_number(digits: str) -> int:
    """A line or column number as written (decimal digits):
    PositionOutOfRange past what MLIR reads, an unsigned 32-bit integer,
    found without converting thousands of digits (which int() refuses)."""
    significant = digits.lstrip("0")
    if len(significant) <= len(str(MAX_LINE_OR_COLUMN)):
        value = int(significant or "0")
        if value <= MAX_LINE_OR_COLUMN:
            return value
    raise PositionOutOfRange(
        f"line or column number out of range: expected 0 to {MAX_LINE_OR_COLUMN}"
    )


@functools.lru_cache(maxsize=4096)
def _file_text(file_path: str) -> str:
    # A file name as ranges print it (normalised as a path, escapes shown).
    return visible_line(str(_path(file_path)))


def range_text(file_path: str, start_key: int, end_key: int) -> str:
    """`str(SourceRange.from_keys(...))` without building the range: this
    runs for every op of a whole-pipeline query."""
    line, column = key_position(start_key)
    text = f"{_file_text(file_path)}:{line}:{column}"
    if end_key != start_key:
        end_line, end_column = key_position(end_key)
        text += f"-{end_line}:{end_column}"
    return text


@functools.lru_cache(maxsize=4096)
def _path(file_path: str) -> Path:
    # Path() is slow to build and files repeat in every location: share them.
    return Path(file_path)


_UNKNOWN_PATH = Path("unknown")


@functools.total_ordering
@dataclasses.dataclass(frozen=True, eq=True)
class SourceLocation:
    """A point in a source file: 1-based line and column (0 is legal: MLIR
    itself gives line 0 to the module it creates around a fragment)."""

    file_path: Path
    line: int
    column: int
    is_unknown: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.line <= MAX_LINE_OR_COLUMN:
            raise ValueError(f"line number must be in 0..{MAX_LINE_OR_COLUMN}: {self}")
        if not 0 <= self.column <= MAX_LINE_OR_COLUMN:
            raise ValueError(f"column number must be in 0..{MAX_LINE_OR_COLUMN}: {self}")

    def __str__(self) -> str:
        return f"{visible_line(str(self.file_path))}:{self.line}:{self.column}"

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, SourceLocation):
            return NotImplemented
        return (str(self.file_path), self.line, self.column) < (
            str(other.file_path),
            other.line,
            other.column,
        )

    @property
    def key(self) -> int:
        """The position as one sortable integer (see `position_key`)."""
        return position_key(self.line, self.column)

    @classmethod
    def from_str(cls, text: str) -> SourceLocation:
        """Parse `file:line:column`."""
        match = re.match(r"^(.*):(\d+):(\d+)$", text.strip())
        if not match:
            raise ValueError(f"invalid source location {text!r}: expected file_path:line:column")
        file_path, line, column = match.groups()
        return cls(file_path=_path(file_path), line=line_number(line), column=line_number(column))

    @classmethod
    def from_strs(cls, texts: Iterable[str]) -> list[SourceLocation]:
        """Parse several `file:line:column` strings."""
        return [cls.from_str(text) for text in texts]

    @classmethod
    def unknown(cls) -> SourceLocation:
        """The location of something whose source is not known."""
        return cls(file_path=_UNKNOWN_PATH, line=1, column=1, is_unknown=True)


@functools.total_ordering
@dataclasses.dataclass(frozen=True, eq=True)
class SourceRange:
    """An inclusive span `start`..`end` of one source file.

    A point location is a range whose start equals its end. An unknown range
    overlaps and contains nothing.
    """

    start: SourceLocation
    end: SourceLocation

    def __post_init__(self) -> None:
        if self.start.file_path != self.end.file_path:
            raise ValueError("start and end locations must be in the same file")
        if self.start.is_unknown != self.end.is_unknown:
            raise ValueError("start and end must both be unknown or both be known")
        if not self.start.is_unknown and (self.end.line, self.end.column) < (
            self.start.line,
            self.start.column,
        ):
            raise ValueError(f"range ends before it starts: {self.start} > {self.end}")

    def __str__(self) -> str:
        if self.is_unknown:
            return "unknown"
        if self.start == self.end:
            return str(self.start)
        return f"{self.start}-{self.end.line}:{self.end.column}"

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, SourceRange):
            return NotImplemented
        if self.start != other.start:
            return self.start < other.start
        return self.end < other.end

    @classmethod
    def from_str(cls, text: str) -> SourceRange:
        """Parse `file:line:col` (a point) or `file:line:col-line:col`."""
        text = text.strip()
        match = re.match(r"^(.*):(\d+):(\d+)-(\d+):(\d+)$", text)
        if match:
            file_name, start_line, start_column, end_line, end_column = match.groups()
            file_path = _path(file_name)
            return cls(
                start=SourceLocation(file_path, line_number(start_line), line_number(start_column)),
                end=SourceLocation(file_path, line_number(end_line), line_number(end_column)),
            )
        try:
            point = SourceLocation.from_str(text)
        except PositionOutOfRange:
            raise
        except ValueError:
            raise ValueError(
                f"invalid source range {text!r}: expected file:line:col or "
                "file:start_line:start_col-end_line:end_col"
            ) from None
        return cls(start=point, end=point)

    @classmethod
    def from_strs(cls, texts: Iterable[str]) -> list[SourceRange]:
        """Parse several ranges (see `from_str`)."""
        return [cls.from_str(text) for text in texts]

    @classmethod
    def unknown(cls) -> SourceRange:
        """The range of something whose source is not known."""
        unknown = SourceLocation.unknown()
        return cls(start=unknown, end=unknown)

    @classmethod
    def from_keys(cls, file_path: str, start_key: int, end_key: int) -> SourceRange:
        """Build a range from `position_key` integers."""
        path = _path(file_path)
        return cls(
            SourceLocation(path, *key_position(start_key)),
            SourceLocation(path, *key_position(end_key)),
        )

    @property
    def file_path(self) -> Path:
        """The file both ends of the range lie in."""
        return self.start.file_path

    @property
    def is_unknown(self) -> bool:
        """True for the range of something whose source is not known."""
        return self.start.is_unknown

    def contains(self, location: SourceLocation) -> bool:
        """True if `location` lies within this range (ends included)."""
        if self.is_unknown or location.is_unknown:
            return False
        if self.file_path != location.file_path:
            return False
        return self.start.key <= location.key <= self.end.key

    def overlaps(self, other: SourceRange) -> bool:
        """True if the two ranges share at least one position.

        ::

            [-------self-------]
                        [----other----]      overlaps
            [--self--]
                         [--other--]         does not
        """
        if self.is_unknown or other.is_unknown:
            return False
        if self.file_path != other.file_path:
            return False
        return self.start.key <= other.end.key and other.start.key <= self.end.key

    def merge(self, other: SourceRange) -> SourceRange:
        """The smallest range covering both (an unknown side is ignored).

        ::

            [-------self-------]
                        [----other----]
            [-------------------------]      result

            [--self--]       [--other--]
            [--------------------------]     result (the gap is covered too)

        Raises ValueError for ranges of different files.
        """
        if self.is_unknown:
            return other
        if other.is_unknown:
            return self
        if self.file_path != other.file_path:
            raise ValueError(
                "cannot merge source ranges of different files: "
                f"{self.file_path} != {other.file_path}"
            )
        start = min(self.start, other.start, key=lambda location: location.key)
        end = max(self.end, other.end, key=lambda location: location.key)
        return SourceRange(start=start, end=end)

    def try_merge(self, other: SourceRange) -> SourceRange:
        """Like `merge`, but returns self unchanged for a different file."""
        try:
            return self.merge(other)
        except ValueError:
            return self

    def get_content(self) -> str:
        """The text this range covers, read from its file.

        A point range gives its whole line, since a point says where an
        operation starts, not where it ends.
        """
        with self.file_path.open(encoding="utf-8", errors="replace") as source:
            lines = source.read().splitlines(keepends=True)
        if self.start.line < 1 or self.end.line > len(lines):
            raise ValueError(f"{self} lies outside {self.file_path} ({len(lines)} lines)")
        if self.start == self.end:
            return lines[self.start.line - 1]
        if self.start.line == self.end.line:
            line = lines[self.start.line - 1]
            return line[self.start.column - 1 : self.end.column]
        content = [lines[self.start.line - 1][self.start.column - 1 :]]
        content.extend(lines[self.start.line : self.end.line - 1])
        content.append(lines[self.end.line - 1][: self.end.column])
        return "".join(content)


class SnapshotResolver(Protocol):
    """What a remap asks about a frame `(file, start_key, end_key)`: the
    provenance stacks it stands for, or None to keep it."""

    def __len__(self) -> int: ...

    def follows(self, filename: str) -> bool:
        """True if frames in `filename` may be expanded (it is a snapshot)."""
        ...

    def expand(
        self, filename: str, start: int, end: int
    ) -> tuple[tuple[tuple[str, int, int], ...], ...] | None: ...

    def description(self) -> list[object]:
        """What the expansions depend on (the files followed and their
        states), for stores to tell one reading from another."""
        ...


class SourceReMap:
    """Renames source files and marks some as disabled.

    Locations in a disabled file count as unknown. Renaming lets a location
    recorded as `examples/conv_input.mlir:12:14` meet the operations parsed
    from `/home/me/conv_input.mlir`.
    """

    def __init__(
        self,
        file_mappings: Mapping[Path, Path] | None = None,
        disabled_files: Iterable[Path] | None = None,
    ) -> None:
        self._file_mappings: dict[str, str] = {
            str(original): str(mapped) for original, mapped in (file_mappings or {}).items()
        }
        self._disabled_files: set[str] = {str(path) for path in disabled_files or ()}
        self.snapshots: SnapshotResolver | None = None

    def __repr__(self) -> str:
        return (
            f"SourceReMap(file_mappings={self._file_mappings!r}, "
            f"disabled_files={sorted(self._disabled_files)!r})"
        )

    def __bool__(self) -> bool:
        return bool(self._file_mappings or self._disabled_files or self.snapshots)

    def description(self) -> dict[str, object]:
        """What reading locations through this remap depends on, as JSON-able
        data: stores keep work keyed by it."""
        return {
            "mappings": sorted(self._file_mappings.items()),
            "disabled": sorted(self._disabled_files),
            "snapshots": None if self.snapshots is None else self.snapshots.description(),
        }

    def follow_snapshots(self, snapshots: SnapshotResolver) -> None:
        """Read frames in files a compiler wrote mid-pipeline as the
        provenance of the op printed there (see
        `tracksrc.tracking.snapshots`)."""
        self.snapshots = snapshots

    def add_file_mapping(self, original: str | Path, mapped: str | Path) -> None:
        """Map locations in `original` to `mapped`."""
        if str(original) in self._file_mappings:
            raise ValueError(f"mapping for {original} already exists")
        self._file_mappings[str(original)] = str(mapped)

    def mapped_files(self) -> set[str]:
        """The files renamed or disabled (as written in locations)."""
        return set(self._file_mappings) | self._disabled_files

    def add_disabled_file(self, file_path: str | Path) -> None:
        """Treat every location in `file_path` as unknown."""
        self._disabled_files.add(str(file_path))

    def is_file_disabled(self, file_path: str | Path) -> bool:
        """True if locations in `file_path` count as unknown."""
        return str(file_path) in self._disabled_files

    def remap_file(self, original: str | Path) -> Path:
        """The file `original` maps to (itself if unmapped)."""
        return _path(self.remap_name(str(original)))

    def remap_name(self, original: str) -> str:
        """Like `remap_file`, on and to plain strings."""
        return self._file_mappings.get(original, original)

    @classmethod
    def create(
        cls, pairs: Iterable[str], place_holders: Mapping[str, str] | None = None
    ) -> SourceReMap:
        """Build a remap from `original=mapped` pairs.

        `place_holders` replaces whole sides, e.g. `%i` by the input file's
        path; an empty mapped side (`file=`) disables the file.
        """
        place_holders = place_holders or {}
        remap = cls()
        for pair in pairs:
            parts = pair.split("=")
            if len(parts) != 2 or not parts[0].strip():
                raise ValueError(f"invalid mapping {pair!r}: expected original_path=mapped_path")
            original, mapped = (place_holders.get(part.strip(), part.strip()) for part in parts)
            if mapped:
                remap.add_file_mapping(original, mapped)
            else:
                remap.add_disabled_file(original)
        return remap


def aligned_name(name: str, known: set[str]) -> str:
    """`name` as the locations in `known` spell it: itself if known, else
    the one known file of the same base name, else the one sharing the
    longest path suffix with it (`mnist_like.mlir` finds
    `/abs/path/mnist_like.mlir`)."""
    if name in known or not known:
        return name
    tail = name.replace("\\", "/").rsplit("/", 1)[-1]
    candidates = [file for file in known if file.replace("\\", "/").rsplit("/", 1)[-1] == tail]
    if len(candidates) == 1:
        return candidates[0]
    # The longest common path suffix decides between files of one name.
    candidates.sort(key=lambda file: -_common_suffix(file, name))
    if len(candidates) > 1 and _common_suffix(candidates[0], name) > _common_suffix(
        candidates[1], name
    ):
        return candidates[0]
    return name


def _common_suffix(first: str, second: str) -> int:
    count = 0
    for left, right in zip(reversed(first), reversed(second), strict=False):
        if left != right:
            break
        count += 1
    return count
