"""Machine code as read: files of instructions, each with its source location.

Every reader of `tracksrc.reading.machine` (GNU as assembly of x86-64,
AMDGCN and other targets, PTX, LLVM IR, ELF objects disassembled) gives a
`CodeFile`: its functions in order, each a list of `Instruction`s, and
each instruction's location as the compiler printed it (`.loc` directives, `!dbg` metadata) — the
innermost frame first, then each call site the code was inlined into.
Nothing is guessed: an instruction the file gives no line for has none,
and what a reader should know about the file (no line information at all,
metadata not printed) is in its `notes`. A binary has no lines: the
instructions of an ELF (`CodeFile.addressed`) give their address instead.

`Locations` makes the frames and chains of one file shared objects: a
100 MB file holds few distinct locations and millions of instructions.
A large file's functions are kept in columns (`tracksrc.reading.machine.
columns`), each `Instruction` made when asked for.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class CodeLocation:
    """One frame of an instruction's location: `file` as the code names it (its
    directory and name joined with '/' when both are given: 'dumps/configured_module_x.mlir';
    as given otherwise), `line` (1-based) and `column` as the tool printed it (0: none)."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


class Instruction:
    """One instruction: its `line` in the file (1-based; in an `addressed` file,
    its address in the binary instead), its text (stripped of indentation and
    trailing comments; disassembled: `mnemonic<TAB>operands`), the function it
    is in, and its location:
    innermost first, then each call site it was inlined into (Triton's helpers);
    () when it has none (no `.loc`/`!dbg`, or line 0: "no line").

    An instruction of a file kept in columns (`tracksrc.reading.machine.
    columns`) reads its text from them when it is first asked for: an
    answer of tens of thousands of instructions decompresses none of the
    texts it does not show."""

    __slots__ = ("_kept", "_text", "function", "line", "location")

    def __init__(
        self, line: int, text: str, function: str, location: tuple[CodeLocation, ...]
    ) -> None:
        self.line = line
        self._text: str | int = text
        self._kept: TextKeeper | None = None
        self.function = function
        self.location = location

    @classmethod
    def kept(
        cls,
        line: int,
        keeper: TextKeeper,
        number: int,
        function: str,
        location: tuple[CodeLocation, ...],
    ) -> Instruction:
        """The instruction whose text is `keeper.text(number)`, read when
        asked for."""
        made = cls.__new__(cls)
        made.line = line
        made._text = number
        made._kept = keeper
        made.function = function
        made.location = location
        return made

    @property
    def text(self) -> str:
        """The instruction's text."""
        text = self._text
        if isinstance(text, int):
            assert self._kept is not None
            text = self._text = self._kept.text(text)
            self._kept = None
        return text

    def _key(self) -> tuple[int, str, str, tuple[CodeLocation, ...]]:
        return (self.line, self.text, self.function, self.location)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Instruction):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash((self.line, self.function, self.location))

    def __repr__(self) -> str:
        return (
            f"Instruction(line={self.line!r}, text={self.text!r}, "
            f"function={self.function!r}, location={self.location!r})"
        )


class TextKeeper(Protocol):
    """Where the texts of instructions kept in columns are read."""

    def text(self, number: int) -> str:
        """The text of instruction `number` of the file."""


def body_locations(body: Sequence[Instruction]) -> Iterator[tuple[CodeLocation, ...]]:
    """Each instruction's location, reading no text where the body is kept
    in columns (it has `locations()`: `tracksrc.reading.machine.columns`)."""
    locations = getattr(body, "locations", None)
    if locations is not None:
        return locations()  # type: ignore[no-any-return]
    return (instruction.location for instruction in body)


@dataclass
class CodeFile:
    """A file of machine code or LLVM IR: its path, `kind` ('x86-64 assembly',
    'AMDGCN assembly', 'PTX', 'LLVM IR', the target triple's architecture for other
    assembly, 'x86-64 machine code' and the like for an ELF), its functions in order
    (name -> instructions), and `notes` (what a reader should know: no line
    information at all and why that may be, metadata not printed, rows left out).
    `addressed`: whether each `Instruction.line` is the instruction's address
    (machine code read from a binary, which has no lines: as `objdump -d` shows
    it, in a relocatable object relative to its section) rather than a line
    of the file. `unresolved`: how many instructions name debug metadata the
    file does not hold (a print of LLVM IR without module scope): their
    locations are unknown, not absent."""

    path: str
    kind: str
    functions: Mapping[str, Sequence[Instruction]]
    notes: list[str]
    addressed: bool = False
    unresolved: int = 0

    def instructions(self) -> list[Instruction]:
        """Every instruction of the file, function by function, in order."""
        return [instruction for body in self.functions.values() for instruction in body]


def join_file(directory: str, name: str) -> str:
    """A file as the code names it: `directory/name` when both are given
    (a `name` that is already absolute stands alone), else the one given."""
    if not directory or not name or name.startswith("/"):
        return name or directory
    return f"{directory.rstrip('/')}/{name}"


class Locations:
    """The frames and chains of one file, made once each and shared."""

    def __init__(self) -> None:
        self._frames: dict[tuple[str, int, int], CodeLocation] = {}
        self._chains: dict[tuple[CodeLocation, ...], tuple[CodeLocation, ...]] = {}

    def frame(self, file: str, line: int, column: int) -> CodeLocation:
        """The shared `CodeLocation` of `file:line:column`."""
        key = (file, line, column)
        found = self._frames.get(key)
        if found is None:
            found = self._frames[key] = CodeLocation(file, line, column)
        return found

    def chain(self, frames: list[CodeLocation]) -> tuple[CodeLocation, ...]:
        """The shared tuple of `frames` (innermost first); () for none."""
        key = tuple(frames)
        return self._chains.setdefault(key, key)


def coverage_notes(functions: Mapping[str, Sequence[Instruction]], without: str) -> list[str]:
    """Notes on the instructions of a file with line information that have
    none: the functions with no location at all (code compiled without
    debug info, such as runtime or libm functions linked in), and how many
    instructions of the others have none (`without`: why, as the format
    says it)."""
    bare = [name for name, body in functions.items() if body and not any(body_locations(body))]
    notes = []
    if bare:
        shown = ", ".join(bare[:5]) + (f" and {len(bare) - 5} more" if len(bare) > 5 else "")
        notes.append(
            f"{len(bare)} of {len(functions)} functions have no location at all (code compiled "
            f"without debug info, such as runtime or libm functions linked in): {shown}"
        )
    bare_set = set(bare)
    total = missing = 0
    for name, body in functions.items():
        if name not in bare_set:
            total += len(body)
            missing += sum(1 for location in body_locations(body) if not location)
    if missing:
        notes.append(
            f"{missing} of the {total} instructions of the other functions have no location "
            f"({without})"
        )
    return notes
