"""Assembly read into a `CodeFile`: GNU as syntax (x86-64, AMDGCN, AArch64,
RISC-V, ... as LLVM prints them) and PTX, in one pass over its lines.

* Functions are the labels that `.type NAME,@function` or `.globl NAME`
  declared before them (`NAME:`; a quoted `"a$b":` is unquoted), and PTX's
  `.entry`/`.func` headers, whose body is the `{ ... }` after them. A
  function ends at the next one, at its `.size NAME, ...`, at LLVM's
  `.Lfunc_endN:` label, or (PTX) at its closing `}`. Local labels
  (`.LBB0_2:`, `$L__BB0_2:`) are blocks, never functions; a `.globl` label
  that holds no instruction is data and is left out (said in the notes).
* Instructions are a function's lines that are not directives (a word
  starting with `.`), labels, comments or blank; PTX's lone `{`/`}` lines
  are scopes, not instructions. An instruction's text is the line without
  its indentation and trailing comment (`#` x86-64 and RISC-V, `;`
  AMDGCN, `//` PTX and AArch64).
* Each instruction takes the last `.loc` before it in its function; a
  `.loc` with line 0 means "no line" (no location). `.file N` may come
  after its use (PTX puts them at the end): locations are resolved once the
  file is read. PTX's `inlined_at F L C` gives the call site, itself
  inlined where the latest `.loc` at F L C says (so nested helpers give
  their whole chain); AMDGPU's comment after a `.loc` (`a.py:26:9 @[
  b.py:37:10 ]`) gives the whole chain, outer frames by file name (matched
  to the `.file` of that name).
* Anything else outside a function (a line that is no directive, label or
  comment) is an error at its line: the file is not assembly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from tracksrc.reading.machine.code import (
    CodeFile,
    Locations,
    coverage_notes,
)
from tracksrc.reading.machine.columns import Body, Columns
from tracksrc.reading.machine.directives import (
    RawFrame,
    comment_chain,
    error,
    file_directive,
    inlined_at,
    label,
    loc_directive,
    named_symbol,
    ptx_header,
    type_directive,
)
from tracksrc.safe_text import visible_line

NO_LINES = (
    "no line information: the file has no `.loc` directive, so no instruction has a location "
    "(the compiler was not asked for debug info, or its target drops it: IREE's ROCm and CUDA "
    "targets keep none; for IREE's llvm-cpu target, line information needs "
    "--mlir-print-debuginfo)"
)
_FUNCTION_TYPES = frozenset({"function", "gnu_indirect_function", "STT_FUNC"})
_OUTSIDE = (
    "a function's label (declared by `.type NAME,@function` or `.globl NAME`) before its "
    "instructions, or a directive, a label or a comment"
)
_PTX_OUTSIDE = (
    "a function's `.entry NAME(...)` or `.func NAME(...)` header and `{` before its "
    "instructions, or a directive, a label or a comment"
)


@dataclass(frozen=True)
class Syntax:
    """How one target's assembly is written: its kind, its comment marker,
    whether it is PTX and whether its `.loc` comments carry inlining chains."""

    kind: str
    comment: str
    ptx: bool = False
    chain_comments: bool = False


SYNTAXES = {
    "x86-64 assembly": Syntax("x86-64 assembly", "#"),
    "AMDGCN assembly": Syntax("AMDGCN assembly", ";", chain_comments=True),
    "PTX": Syntax("PTX", "//", ptx=True),
    "aarch64": Syntax("aarch64", "//"),
    "riscv32": Syntax("riscv32", "#"),
    "riscv64": Syntax("riscv64", "#"),
    "assembly": Syntax("assembly", "#"),
}


def read_assembly(
    pieces: Iterable[list[str]], name: str, syntax: Syntax, cut: Callable[[], bool]
) -> CodeFile:
    """The functions and instructions of the assembly whose lines `pieces`
    gives (see the module docstring); `name` names the file in errors and
    in the result, `cut()` says (once read) whether its compressed copy
    ended inside its stream."""
    reader = _Reader(name, syntax)
    reader.read(pieces)
    return reader.finish(cut())


class _Reader:
    """The state of one pass over an assembly file."""

    def __init__(self, name: str, syntax: Syntax) -> None:
        self.name = name
        self.syntax = syntax
        self.functions: dict[str, Body] = {}
        self.body: Body | None = None
        self.current = ""
        # The latest `.loc`'s number (0: none): its chain is `keys`'s
        # entry of that number, resolved into `chains` at the end.
        self.loc = 0
        self.keys: dict[tuple[RawFrame, ...], int] = {}
        self.columns = Columns()
        # Names declared functions (by how) and data (`.type X,@object`).
        self.declared: dict[str, str] = {}
        self.data: set[str] = set()
        self.files: dict[int, str] = {}
        # The first `.loc` naming each file number not declared by then.
        self.file_uses: dict[int, tuple[int, str]] = {}
        # PTX: the chain of the latest `.loc` at each position, in this function.
        self.inlined: dict[RawFrame, tuple[RawFrame, ...]] = {}
        self.loc_count = 0
        self.mismatched = 0
        self.depth = 0
        self.pending: str | None = None
        self.pending_line = 0
        self.metadata = False
        self.handlers: dict[str, Callable[[str, int, str], None]] = {
            ".loc": self._loc,
            ".file": self._file,
        }
        if syntax.ptx:
            for word in (".visible", ".entry", ".func", ".weak", ".extern"):
                self.handlers[word] = self._ptx_header
        else:
            self.handlers.update(
                {
                    ".type": self._type,
                    ".globl": self._globl,
                    ".global": self._globl,
                    ".size": self._size,
                    ".amdgpu_metadata": self._metadata,
                    ".end_amdgpu_metadata": self._metadata,
                }
            )
        # The first four characters of the directives (and labels) that
        # matter: any other line starting with `.` is passed over at once.
        self.prefixes = {word[:4] for word in self.handlers} | {".Lfu"}

    # -- the pass ------------------------------------------------------------

    def read(self, pieces: Iterable[list[str]]) -> None:
        """Read every line (see the module docstring)."""
        comment = self.syntax.comment
        ptx = self.syntax.ptx
        prefixes = self.prefixes
        add = self.columns.append
        number = 0
        for lines in pieces:
            for raw in lines:
                number += 1
                s = raw.strip()
                if not s:
                    continue
                if s[0] == ".":
                    if s[:4] in prefixes:
                        self._directive(s, number, raw)
                    continue
                cut = s.find(comment)
                if cut >= 0:
                    if cut == 0:
                        continue
                    s = s[:cut].rstrip()
                if s[-1] == ":":
                    found = label(s)
                    if found is not None:
                        self._label(found, number, raw)
                        continue
                if ptx and (s == "{" or s == "}"):
                    self._brace(s, number, raw)
                    continue
                if self.body is not None:
                    add(number, self.loc, s)
                else:
                    self._outside(s, number, raw)

    def _directive(self, s: str, number: int, raw: str) -> None:
        word = s.split(None, 1)[0]
        if word in (".loc", ".file"):
            self.handlers[word](s, number, raw)
            return
        cut = s.find(self.syntax.comment)
        if cut > 0:
            s = s[:cut].rstrip()
            word = s.split(None, 1)[0]
        if s[-1] == ":":
            name = label(s)
            if name is not None:
                self._label(name, number, raw)
                return
        handler = self.handlers.get(word)
        if handler is not None:
            handler(s, number, raw)

    def _file(self, s: str, number: int, raw: str) -> None:
        found = file_directive(s, self.name, number, raw)
        if found is not None:
            self.files[found[0]] = found[1]

    def _loc(self, s: str, number: int, raw: str) -> None:
        self.loc_count += 1
        frame, rest = loc_directive(s, self.name, number, raw)
        self._uses(frame[0], number, raw)
        if frame[1] == 0:
            self.loc = 0
            return
        chain: tuple[RawFrame, ...] = (frame,)
        if self.syntax.ptx:
            outer = inlined_at(rest)
            if outer is not None:
                self._uses(outer[0], number, raw)
                chain = (frame, *self.inlined.get(outer, (outer,)))
            self.inlined[frame] = chain
        elif self.syntax.chain_comments and "@[" in rest:
            frames = comment_chain(rest[rest.find(self.syntax.comment) + 1 :])
            if frames and frames[0][1:] == frame[1:]:
                chain = (frame, *frames[1:])
            else:
                self.mismatched += 1
        self.loc = self.keys.setdefault(chain, len(self.keys) + 1)

    def _uses(self, file: int | str, number: int, raw: str) -> None:
        if isinstance(file, int) and file not in self.files and file not in self.file_uses:
            self.file_uses[file] = (number, raw)

    def _label(self, name: str, number: int, raw: str) -> None:
        if name.startswith((".Lfunc_end", "$L__func_end")):
            if not self.syntax.ptx:
                self._end()
            return
        if name.startswith((".L", "$L")) or self.syntax.ptx or name not in self.declared:
            return
        self._begin(name, number, raw)

    def _begin(self, name: str, number: int, raw: str) -> None:
        if name in self.functions:
            raise error(
                f"function {visible_line(name)} defined again (first at line "
                f"{self.functions[name].first_line})",
                self.name,
                number,
                raw,
                expected="each function once (two files joined into one?)",
            )
        self._end()
        self.functions[name] = self.body = Body(self.columns, name, number)
        self.current = name
        self.loc = 0
        self.inlined = {}

    def _end(self) -> None:
        if self.body is not None:
            self.body.end = len(self.columns)
        self.body = None
        self.current = ""
        self.loc = 0

    def _type(self, s: str, number: int, raw: str) -> None:
        found = type_directive(s)
        if found is None:
            return
        name, what = found
        if what in _FUNCTION_TYPES:
            self.declared[name] = "type"
            self.data.discard(name)
        else:
            self.data.add(name)
            self.declared.pop(name, None)

    def _globl(self, s: str, number: int, raw: str) -> None:
        name = named_symbol(s)
        if name is not None and name not in self.data:
            self.declared.setdefault(name, "globl")

    def _size(self, s: str, number: int, raw: str) -> None:
        if self.body is not None and named_symbol(s) == self.current:
            self._end()

    def _metadata(self, s: str, number: int, raw: str) -> None:
        self.metadata = s.startswith(".amdgpu_metadata")

    def _ptx_header(self, s: str, number: int, raw: str) -> None:
        name = ptx_header(s)
        if name is None:
            return
        words = s.split()
        if ".extern" in words or s.endswith(";"):
            self.pending = None
            return
        self.pending, self.pending_line = name, number

    def _brace(self, s: str, number: int, raw: str) -> None:
        if s == "{":
            if self.depth == 0 and self.pending is not None:
                self._begin(self.pending, number, raw)
                self.pending = None
            self.depth += 1
            return
        if self.depth == 0:
            raise error(
                "a `}` that closes no `{`", self.name, number, raw, expected="`{` before it"
            )
        self.depth -= 1
        if self.depth == 0 and self.body is not None:
            self._end()

    def _outside(self, s: str, number: int, raw: str) -> None:
        if self.metadata:
            return  # the YAML of `.amdgpu_metadata`
        if self.syntax.ptx and not s.strip("();"):
            if ";" in s:
                self.pending = None  # a prototype's end
            return
        raise error(
            f"{visible_line(s)[:60]!r} is outside any function: not {self.syntax.kind}",
            self.name,
            number,
            raw,
            expected=_PTX_OUTSIDE if self.syntax.ptx else _OUTSIDE,
        )

    # -- the end -------------------------------------------------------------

    def finish(self, cut: bool) -> CodeFile:
        """The `CodeFile` read, its locations resolved."""
        if self.syntax.ptx and self.body is not None:
            start = self.functions[self.current].first_line
            raise error(
                f"the file ends inside function {visible_line(self.current)}, before its `}}`",
                self.name,
                start,
                "",
                1,
                expected="`}` closing the function",
                cut=True,
            )
        for file, (number, raw) in self.file_uses.items():
            if file not in self.files:
                raise error(
                    f"`.loc` names file {file}, which no `.file {file}` declares",
                    self.name,
                    number,
                    raw,
                    expected=f'`.file {file} "name"` somewhere in the file',
                )
        self._end()
        self.columns.close()
        self._resolve()
        functions: dict[str, Body] = {}
        dropped = []
        for name, body in self.functions.items():
            if not body and self.declared.get(name) == "globl":
                dropped.append(name)
                continue
            functions[name] = body
        total = len(self.columns)
        missing = self.columns.location_ids.count(0)
        return CodeFile(
            self.name,
            self.syntax.kind,
            functions,
            self._notes(functions, total, missing, dropped, cut),
        )

    def _resolve(self) -> None:
        """Each `.loc`'s chain (`keys`) as the file's `CodeLocation`s, in
        the columns' `chains` at its number."""
        locations = Locations()
        by_name: dict[str, str] = {}
        for key in self.keys:
            frames = []
            for file, line, column in key:
                if not line:
                    continue
                if isinstance(file, int):
                    path = self.files[file]
                else:
                    path = by_name.get(file) or by_name.setdefault(file, self._file_named(file))
                frames.append(locations.frame(path, line, column))
            self.columns.chains.append(locations.chain(frames))

    def _file_named(self, name: str) -> str:
        """The declared file a comment names by its name only, if one fits."""
        fits = {path for path in self.files.values() if path == name or path.endswith("/" + name)}
        return fits.pop() if len(fits) == 1 else name

    def _notes(
        self,
        functions: dict[str, Body],
        total: int,
        missing: int,
        dropped: list[str],
        cut: bool,
    ) -> list[str]:
        notes = []
        if not self.functions:
            notes.append("no function in this file (no label declared a function)")
        if self.loc_count == 0:
            if total:
                notes.append(NO_LINES)
        elif missing:
            notes += coverage_notes(
                functions, "before their function's first `.loc`, or after a `.loc` with line 0"
            )
        if self.mismatched:
            notes.append(
                f"{self.mismatched} inlining comments after a `.loc` disagree with it: "
                "those `.loc`s are read without their call sites"
            )
        if dropped:
            shown = ", ".join(visible_line(name) for name in dropped[:5])
            more = f" and {len(dropped) - 5} more" if len(dropped) > 5 else ""
            notes.append(
                f"{len(dropped)} `.globl` labels hold no instruction (data, not functions) "
                f"and are left out: {shown}{more}"
            )
        if cut:
            notes.append(
                "the compressed file ends inside its stream (a copy cut short): "
                "its last function may be incomplete"
            )
        return notes
