"""LLVM IR read into a `CodeFile`: a `.ll`/`.llir` module, or one print of
LLVM's `--print-after-all` (`--print-module-scope` or not), in one pass.

* Functions are `define ... @NAME(...) ... {` ... `}` (`@"a$b"` unquoted);
  `declare`s have no body and are no functions. Instructions are the
  indented lines of a body that are not comments or blank; a line at the
  left margin is a block label (`bb1:`, `3:`, `.preheader:`). Debug
  records (`#dbg_value(...)`) are not instructions. Text is the line
  without its indentation and trailing comment (a `;` outside strings).
* `!dbg !N` names the instruction's location, resolved through the
  metadata (`tracksrc.reading.machine.debug_info`) once the file is read.
  A print whose instructions name metadata it does not hold (LLVM prints
  metadata only with module scope) is read without those locations and
  says so in its notes, never guessing.
* A print starts with its header (`; *** IR Dump After PASS on F ***`,
  legacy `*** IR Dump After NAME (arg) ***`); a loop pass's print holds
  only the loop's blocks, kept as the function it names (with module
  scope it holds the module, read as one). A second header
  (a whole stream), machine code (`# Machine code for function`) or
  anything that is not LLVM IR at the top level (an MLIR module) is an
  error at its line; so is a file that ends inside a function.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from tracksrc.reading.machine.assembly import NO_LINES
from tracksrc.reading.machine.code import CodeFile, CodeLocation, Instruction, coverage_notes
from tracksrc.reading.machine.debug_info import DebugInfo, MissingLocation, WrongNode, llvm_unescape
from tracksrc.reading.machine.directives import error
from tracksrc.reading.machine.llvm_headers import Header, classify, parse_header
from tracksrc.safe_text import visible_line

_NAME = r'(?:"[^"]*"|[-\w$.]+)'
_DEFINE = re.compile(rf"define\b[^@]*@({_NAME})\s*\(")
_TOP = re.compile(
    r"(?:define|declare|attributes|target|source_filename|module\s+asm|uselistorder(?:_bb)?)\b"
    r"|[@%!$;]"
)
_BLOCK = re.compile(rf"{_NAME}:")
_DBG = re.compile(r"!dbg !(\d{1,18})(?!\d)")
_TOP_EXPECTED = (
    "LLVM IR at the top level: `define`, `declare`, a global `@x = ...`, a type `%t = type`, "
    "metadata `!N = ...`, `attributes #N`, `target ...`, `source_filename`, or a `;` comment"
)
_NO_DEBUG = NO_LINES.replace("no `.loc` directive", "no `!dbg` attachment")


def strip_comment(s: str) -> str:
    """`s` without its trailing `; comment` (a `;` inside a string stays)."""
    cut = s.find(";")
    if cut < 0:
        return s
    if '"' not in s:
        return s[:cut].rstrip()
    inside = False
    for index, char in enumerate(s):
        if char == '"':
            inside = not inside
        elif char == ";" and not inside:
            return s[:index].rstrip()
    return s


def read_llvm_ir(
    pieces: Iterable[list[str]], name: str, cut: Callable[[], bool], first_line: int = 1
) -> CodeFile:
    """The functions and instructions of the LLVM IR whose lines `pieces`
    gives (see the module docstring); `name` names the file in errors and
    in the result, `first_line` is the number of the first line in it (a
    print cut out of a stream keeps the stream's line numbers)."""
    reader = _Reader(name)
    reader.read(pieces, first_line)
    return reader.finish(cut())


class _Reader:
    """The state of one pass over LLVM IR."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.functions: dict[str, list] = {}
        self.body: list | None = None
        self.current = ""
        self.start = (0, "")
        self.debug = DebugInfo(name)
        self.header: tuple[int, str] | None = None
        self.loop_function: str | None = None

    def read(self, pieces: Iterable[list[str]], first_line: int = 1) -> None:
        """Read every line (see the module docstring)."""
        number = first_line - 1
        match_dbg = _DBG.match
        # The lines of an instruction printed on several (`switch ... [`
        # up to `]`), and where it began.
        joining: list[str] | None = None
        joined_at = 0
        for lines in pieces:
            for raw in lines:
                number += 1
                body = self.body
                if body is None:
                    body = self._top(raw, number)
                    if body is None:
                        continue  # (else a loop's print begins)
                if not raw:
                    continue
                first = raw[0]
                if first == " " or first == "\t":
                    s = raw.strip()
                    if not s or s[0] == ";" or s.startswith("#dbg_"):
                        continue
                    if ";" in s:
                        s = strip_comment(s)
                    line = number
                    if joining is not None:
                        joining.append(s)
                        if s[0] != "]":
                            continue
                        s, line, joining = " ".join(joining), joined_at, None
                    elif s[-1] == "[":
                        joining, joined_at = [s], number
                        continue
                    elif s[0] in "cf" and (s == "cleanup" or s.startswith(("catch ", "filter "))):
                        self._clause(s, number, raw)
                        continue
                    at = s.rfind("!dbg !")
                    if at < 0:
                        body.append((line, s, -1))
                        continue
                    found = match_dbg(s, at)
                    if found is None:
                        raise error(
                            "`!dbg !` without a metadata number",
                            self.name,
                            number,
                            raw,
                            raw.find("!dbg !") + 1,
                            expected="`!dbg !N`, N a number of up to 18 digits",
                        )
                    body.append((line, s, int(found.group(1))))
                elif first == "}" and self.loop_function is None:
                    if joining is not None:
                        raise error(
                            f"`}}` before the `]` of the instruction begun at line {joined_at}",
                            self.name,
                            number,
                            raw,
                            expected="`]` closing the instruction's list",
                        )
                    self._close(raw, number)
                elif first != ";" and raw.strip():
                    self._label(raw, number)

    def _clause(self, s: str, number: int, raw: str) -> None:
        """A `landingpad`'s clause, printed on a line of its own: part of
        the instruction before it."""
        body = self.body
        if not body or "landingpad" not in body[-1][1]:
            raise error(
                "a landingpad clause after no landingpad",
                self.name,
                number,
                raw,
                expected="`catch`, `filter` or `cleanup` after `landingpad`",
            )
        line, text, _ = body[-1]
        text = f"{text} {s}"
        found = _DBG.search(text, text.rfind("!dbg !"))
        body[-1] = (line, text, int(found.group(1)) if found else -1)

    def _top(self, raw: str, number: int) -> list | None:
        """Read a line outside functions; when it begins a loop's print,
        the body its lines (this one first) are then read into."""
        s = raw.strip()
        if not s:
            return None
        if raw.startswith("define"):
            # (A loop pass's print with module scope holds whole functions.)
            self.loop_function = None
            self._define(raw, number)
        elif raw[0] == "!":
            self.debug.add(raw, number)
        elif (header := parse_header(s)) is not None and header.style != "legacy machine":
            self._header(header, s, raw, number)
        elif header is not None or s.startswith("# Machine code for function"):
            raise error(
                "machine code (MIR) printed by LLVM's codegen, not LLVM IR",
                self.name,
                number,
                raw,
                expected="one print of LLVM IR (`; *** IR Dump After ...` then `define ...`)",
            )
        elif _TOP.match(raw):
            pass
        elif self.header is not None and (raw[0] in " \t" or _BLOCK.fullmatch(strip_comment(s))):
            self.loop_function = self.loop_function or "<loop>"
            self._begin(self.loop_function, number, raw)
            return self.body
        else:
            raise error(
                f"{visible_line(s)[:60]!r} is not LLVM IR",
                self.name,
                number,
                raw,
                expected=_TOP_EXPECTED,
            )
        return None

    def _define(self, raw: str, number: int) -> None:
        match = _DEFINE.match(raw)
        if match is None:
            raise error(
                "malformed define: no `@name(`",
                self.name,
                number,
                raw,
                expected="`define ... @name(...) {`",
            )
        if not strip_comment(raw).rstrip().endswith("{"):
            raise error(
                "a define whose line does not end with `{`",
                self.name,
                number,
                raw,
                len(raw.rstrip()) + 1,
                expected="`{` at the end of the line (LLVM prints a body's lines after it)",
            )
        name = match.group(1)
        name = llvm_unescape(name[1:-1]) if name.startswith('"') else name
        self._begin(name, number, raw)

    def _begin(self, name: str, number: int, raw: str) -> None:
        if name in self.functions:
            raise error(
                f"function @{visible_line(name)} defined again",
                self.name,
                number,
                raw,
                expected="each function once (two prints joined?)",
            )
        self.functions[name] = self.body = []
        self.current = name
        self.start = (number, raw)

    def _close(self, raw: str, number: int) -> None:
        if raw.strip() != "}":
            self._label(raw, number)
            return
        self.body = None
        self.current = ""

    def _label(self, raw: str, number: int) -> None:
        s = strip_comment(raw.strip())
        if _BLOCK.fullmatch(s):
            return
        what = "a new `define`" if raw.startswith("define") else f"{visible_line(s)[:60]!r}"
        raise error(
            f"{what} inside @{visible_line(self.current)} (from line {self.start[0]}), "
            "before its closing `}`",
            self.name,
            number,
            raw,
            expected="an instruction (indented), a block label `name:`, or `}` closing it",
        )

    def _header(self, header: Header, s: str, raw: str, number: int) -> None:
        if self.header is not None:
            raise error(
                "a second print: this is a stream of LLVM's prints, not one",
                self.name,
                number,
                raw,
                expected=f"one print (the first began at line {self.header[0]}): cut the print out",
            )
        # (As printed, its first word lower-cased: `after NAME on UNIT`.)
        title = s.split("IR Dump ", 1)[1].split(" ***", 1)[0]
        self.header = (number, title[:1].lower() + title[1:])
        if header.style == "new PM" and header.unit.startswith("loop "):
            scope, function, _ = classify(header, b"")
            self.loop_function = function if scope == "loop" and function else "<loop>"

    def finish(self, cut: bool) -> CodeFile:
        """The `CodeFile` read, its locations resolved."""
        if self.body is not None and self.loop_function is None:
            number, raw = self.start
            raise error(
                f"the file ends inside @{visible_line(self.current)}, before its closing `}}`",
                self.name,
                number,
                raw,
                expected="`}` closing the function",
                cut=True,
            )
        functions: dict[str, list[Instruction]] = {}
        missing: dict[int, int] = {}
        located = with_dbg = total = 0
        for name, body in self.functions.items():
            for index, (number, text, ident) in enumerate(body):
                location: tuple[CodeLocation, ...] = ()
                if ident >= 0:
                    with_dbg += 1
                    try:
                        location = self.debug.chain(ident)
                    except MissingLocation as lost:
                        missing[lost.ident] = missing.get(lost.ident, 0) + 1
                    except WrongNode as wrong:
                        raise error(
                            f"!dbg !{ident} names a !{wrong.kind}, not a !DILocation",
                            self.name,
                            number,
                            text,
                            expected="`!dbg !N` naming `!N = !DILocation(...)`",
                        ) from None
                located += bool(location)
                body[index] = Instruction(number, text, name, location)
            total += len(body)
            functions[name] = body
        return CodeFile(
            self.name,
            "LLVM IR",
            functions,
            self._notes(functions, total, with_dbg, located, missing, cut),
            unresolved=sum(missing.values()),
        )

    def _notes(
        self,
        functions: dict[str, list[Instruction]],
        total: int,
        with_dbg: int,
        located: int,
        missing: dict[int, int],
        cut: bool,
    ) -> list[str]:
        notes = []
        if self.header is not None:
            notes.append(f"one print of LLVM's pass dumps: {visible_line(self.header[1])}")
        if self.loop_function is not None:
            notes.append("a loop pass's print: the loop's blocks only, not the whole function")
        if not self.functions:
            notes.append("no function defined in this file (declarations only)")
        if missing:
            shown = ", ".join(f"!{ident}" for ident in sorted(missing)[:5])
            notes.append(
                f"{sum(missing.values())} instructions name debug metadata this file does not hold "
                f"({shown}{', ...' if len(missing) > 5 else ''}): LLVM prints metadata only with "
                "module scope (print with --print-module-scope); they are read without location"
            )
        if total and not with_dbg:
            notes.append(_NO_DEBUG)
        elif total and located < total and not missing:
            notes += coverage_notes(functions, "no `!dbg`, line 0, or metadata not printed")
        if cut:
            notes.append(
                "the compressed file ends inside its stream (a copy cut short): "
                "the module may miss its last functions or metadata"
            )
        return notes
