"""LLVM's machine code as its pass dumps print it (`MachineFunction::print`:
`--print-after-all` after instruction selection), read into a `CodeFile`.

* A function runs from `# Machine code for function FN: PROPERTIES` to
  `# End machine code for function FN.`; what comes before its first block
  (`Frame Objects:`, `Constant Pool:`, `Function Live Ins:`, save/restore
  points) is its preamble, not code. Lines after the last function that
  are no print's header are what a program printed into the stream
  (counted in the notes, left out).
* A block starts at its label, `bb.N[.name][ (attributes)]:`; its
  instructions are its indented lines other than `successors:`,
  `liveins:`, `Irreducible loop header weight:` and a bundle's closing
  `}` (a bundle's members are instructions too). With slot indexes every
  line starts with its index and a tab (`16B\\t`), or a tab alone.
  `DBG_VALUE` and the other debug pseudo-instructions are not instructions
  (counted in the notes). Text is the line without its indentation and
  trailing comment (a `;` outside strings).
* Locations come from the comment LLVM writes after an instruction with
  a debug location (`DebugLoc::print`): `; file:LINE[:COLUMN]`, then
  `@[ file:LINE:COLUMN ]` per call site it was inlined into (nested), and
  for a debug value ` line no:N`. The file is the name of the location's
  scope's file, without its directory; a column of 0 is not printed; line
  0 is no line. `debug-location !N` without such a comment (hand-written
  MIR) gives no location, said in the notes: the `!N` metadata is not part
  of the print.
* A print's header (`# *** IR Dump After NAME (arg) ***:`, or the new pass
  manager's `; *** IR Dump After PASS on FN ***`) may come first; a second
  one, or a line that is none of these outside a function, is an error at
  its line; so is a file that ends inside a function.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from tracksrc.reading.machine.code import (
    CodeFile,
    CodeLocation,
    Instruction,
    Locations,
    coverage_notes,
)
from tracksrc.reading.machine.directives import error
from tracksrc.reading.machine.llvm_headers import machine_function_name
from tracksrc.reading.machine.llvm_ir import strip_comment
from tracksrc.safe_text import visible_line

KIND = "LLVM machine IR"
_FUNCTION = "# Machine code for function "
_END = "# End machine code for function "
_HEADER = re.compile(r"(?:[;#] )?\*\*\* IR Dump (After|Before) (.*?) \*\*\*")
_SLOT = re.compile(r"(?:\d{1,18}[Berd])?\t")
_FRAME = re.compile(r"(.*?):(\d{1,18})(?::(\d{1,18}))?")
_LINE_NO = re.compile(r"\s+line no:\d+(?: indirect)?$")
_SKIPPED = ("successors:", "liveins:", "Irreducible loop header weight:")
_DEBUG_PSEUDO = re.compile(r"(?:DBG_VALUE|DBG_VALUE_LIST|DBG_INSTR_REF|DBG_PHI|DBG_LABEL)\b")
# The note saying what followed the machine code was left out.
LEFT_OUT = "lines after the machine code are not part of it"
_NO_LINES = (
    "no line information: no instruction has a debug location (`debug-location !N` and its "
    "`; file:line:col` comment): the code was compiled without debug info"
)


def read_machine_ir(
    pieces: Iterable[list[str]], name: str, cut: Callable[[], bool], first_line: int = 1
) -> CodeFile:
    """The functions and instructions of the machine code whose lines
    `pieces` gives (see the module docstring); `name` names the file in
    errors and in the result, `first_line` is the number of its first line."""
    reader = _Reader(name)
    reader.read(pieces, first_line)
    return reader.finish(cut())


class _Reader:
    """The state of one pass over machine code."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.functions: dict[str, list[Instruction]] = {}
        self.body: list[Instruction] | None = None
        self.current = ""
        self.start = (0, "")
        self.in_blocks = False
        self.header: tuple[int, str] | None = None
        self.locations = Locations()
        self.frames: dict[str, tuple[CodeLocation, ...]] = {}
        self.debug_pseudo = self.unlocated = self.not_locations = self.with_location = 0
        self.trailing = 0
        self.trailing_first = (0, "")

    def read(self, pieces: Iterable[list[str]], first_line: int) -> None:
        """Read every line (see the module docstring)."""
        number = first_line - 1
        for lines in pieces:
            for raw in lines:
                number += 1
                if not raw:
                    continue
                if self.body is None:
                    self._top(raw, number)
                    continue
                first = raw[0]
                if first == ";":
                    continue
                if first == "#":
                    self._hash(raw, number)
                    continue
                text = raw
                if first == "\t" or first.isdigit():
                    slot = _SLOT.match(raw)
                    if slot is not None:
                        text = raw[slot.end() :]
                if not text or text[0] == ";":
                    continue
                if text[0] in " \t":
                    if self.in_blocks:
                        self._line(text, number)
                elif text.startswith("bb."):
                    self._label(text, raw, number)
                elif self.in_blocks and text.strip():
                    raise error(
                        f"{visible_line(text.strip())[:60]!r} inside the machine function "
                        f"{visible_line(self.current)} (from line {self.start[0]}), before its end",
                        self.name,
                        number,
                        raw,
                        expected="an instruction (indented), a block label `bb.N:`, or "
                        f"`{_END}{visible_line(self.current)}.`",
                    )

    def _top(self, raw: str, number: int) -> None:
        """A line outside functions."""
        s = raw.strip()
        if not s:
            return
        if s.startswith(_FUNCTION):
            name = machine_function_name(s) or ""
            if name in self.functions:
                raise error(
                    f"machine function {visible_line(name)} printed again",
                    self.name,
                    number,
                    raw,
                    expected="each function once (two prints joined?)",
                )
            self.body = self.functions[name] = []
            self.current, self.start, self.in_blocks = name, (number, raw), False
            return
        header = _HEADER.match(s)
        if header is None and self.functions:
            # After the machine code: what a program printed into the
            # stream before the next print (Triton's warnings between two
            # kernels' compiles). Kept out, and counted.
            if not self.trailing:
                self.trailing_first = (number, visible_line(s)[:80])
            self.trailing += 1
            return
        if header is None:
            raise error(
                f"{visible_line(s)[:60]!r} is not LLVM machine code",
                self.name,
                number,
                raw,
                expected=f"`{_FUNCTION}NAME: ...` or a print's header "
                "(`# *** IR Dump After NAME (arg) ***:`)",
            )
        if self.header is not None:
            raise error(
                "a second print: this is a stream of LLVM's prints, not one",
                self.name,
                number,
                raw,
                expected=f"one print (the first began at line {self.header[0]}): cut the print out",
            )
        self.header = (number, f"{header.group(1).lower()} {header.group(2)}")

    def _hash(self, raw: str, number: int) -> None:
        """A `#` line inside a function: its end."""
        if raw.startswith(_END):
            ended = raw.rstrip()[len(_END) :]
            if ended.endswith("."):
                ended = ended[:-1]
            if ended != self.current:
                raise error(
                    f"the end of machine function {visible_line(ended)} inside "
                    f"{visible_line(self.current)} (from line {self.start[0]})",
                    self.name,
                    number,
                    raw,
                    expected=f"`{_END}{visible_line(self.current)}.`",
                )
            self.body = None
            return
        raise error(
            f"{visible_line(raw.strip())[:60]!r} inside the machine function "
            f"{visible_line(self.current)} (from line {self.start[0]}), before its end",
            self.name,
            number,
            raw,
            expected=f"`{_END}{visible_line(self.current)}.`",
        )

    def _label(self, text: str, raw: str, number: int) -> None:
        if not text.rstrip().endswith(":"):
            raise error(
                "a block label without its `:`",
                self.name,
                number,
                raw,
                len(raw.rstrip()) + 1,
                expected="`bb.N[.name][ (attributes)]:`",
            )
        self.in_blocks = True

    def _line(self, text: str, number: int) -> None:
        """An indented line of a block."""
        s = text.strip()
        if not s:
            return
        first = s[0]
        if first == ";" or (first in "slI}" and (s == "}" or s.startswith(_SKIPPED))):
            return
        if first == "D" and _DEBUG_PSEUDO.match(s):
            self.debug_pseudo += 1
            return
        assert self.body is not None
        cut = s.find(";")
        if cut >= 0:
            code = strip_comment(s) if '"' in s else s[:cut].rstrip()
        if cut < 0 or len(code) == len(s):
            if "debug-location !" in s:
                self.unlocated += 1
            self.body.append(Instruction(number, s, self.current, ()))
            return
        comment = s[len(code) :].lstrip()[1:].strip()
        location = self.frames.get(comment)
        if location is None:
            location = self._location(comment)
        if location:
            self.with_location += 1
        self.body.append(Instruction(number, code, self.current, location))

    def _location(self, comment: str) -> tuple[CodeLocation, ...]:
        """The chain of a location comment (() for line 0, or a comment that
        is no location: counted)."""
        chain = comment_frames(_LINE_NO.sub("", comment))
        if chain is None:
            self.not_locations += 1
            return ()
        result: tuple[CodeLocation, ...] = ()
        if chain[0][1]:
            result = self.locations.chain([self.locations.frame(*frame) for frame in chain])
        if len(self.frames) < 1 << 16:
            self.frames[comment] = result
        return result

    def finish(self, cut: bool) -> CodeFile:
        """The `CodeFile` read."""
        if self.body is not None:
            number, raw = self.start
            raise error(
                f"the file ends inside machine function {visible_line(self.current)}, "
                "before its end line",
                self.name,
                number,
                raw,
                expected=f"`{_END}{visible_line(self.current)}.`",
                cut=True,
            )
        notes = []
        if self.header is not None:
            notes.append(f"one print of LLVM's machine code: {visible_line(self.header[1])}")
        if not self.functions:
            notes.append("no machine function in this print")
        if self.trailing:
            line, text = self.trailing_first
            notes.append(
                f"{self.trailing} {LEFT_OUT} (a program's output in the stream), from line "
                f"{line}: {text}"
            )
        total = sum(len(body) for body in self.functions.values())
        if self.with_location:
            notes.append(
                "locations as the comments after the instructions give them "
                "(`; file:line:col @[ call site ]`): files named without their directory"
            )
        if self.unlocated:
            notes.append(
                f"{self.unlocated} instructions have `debug-location !N` but no location comment: "
                "the metadata is not part of a machine-code print; read without location"
            )
        if self.not_locations:
            notes.append(
                f"{self.not_locations} instruction comments are no `file:line:col` location: "
                "read without location"
            )
        if self.debug_pseudo:
            notes.append(
                f"{self.debug_pseudo} debug pseudo-instructions (DBG_VALUE, ...) are not counted"
            )
        if total and not self.with_location and not self.unlocated:
            notes.append(_NO_LINES)
        elif total and self.with_location < total:
            notes += coverage_notes(self.functions, "no debug location, or line 0")
        if cut:
            notes.append(
                "the compressed file ends inside its stream (a copy cut short): "
                "the print may miss its last functions"
            )
        return CodeFile(self.name, KIND, self.functions, notes)


def comment_frames(comment: str) -> list[tuple[str, int, int]] | None:
    """The frames of a location comment, innermost first: `a.py:26:9 @[
    b.py:37 ]` -> [(a.py, 26, 9), (b.py, 37, 0)]; None when the comment is
    no such chain."""
    parts = comment.split(" @[ ")
    depth = len(parts) - 1
    if depth:
        closing = " ]" * depth
        if not parts[-1].endswith(closing):
            return None
        parts[-1] = parts[-1][: -len(closing)]
    frames = []
    for part in parts:
        match = _FRAME.fullmatch(part)
        if match is None:
            return None
        file, line, column = match.groups()
        frames.append((file, int(line), int(column or 0)))
    return frames
