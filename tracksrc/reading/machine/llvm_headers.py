"""The header lines of LLVM's `--print-after-all`/`--print-before-all`
prints, read, and what a print's first lines say about its scope.

Header styles (LLVM's `StandardInstrumentations` and legacy printers):

* new pass manager: `; *** IR Dump After InstCombinePass on FN ***`, the
  unit being `[module]`, a function, `loop %NAME in function FN`, a call
  graph SCC `(FN, FN2)` or a machine function; `--print-*-pass-number`
  puts `N-` before the pass, a pass that invalidated its unit ends
  ` (invalidated) ***`;
* legacy pass manager (codegen's IR passes): `*** IR Dump After Expand
  Atomic instructions (atomic-expand) ***`, with `--print-module-scope`
  followed by ` (function: FN)` or ` (loop: %NAME)`;
* legacy machine-function passes: `# *** IR Dump After Greedy Register
  Allocator (greedy) ***:`, then `# Machine code for function FN: ...`.

A legacy header without a suffix names no unit: the print's first lines
tell it (a `define` for a function, `; ModuleID` for the module, a blank
line for a call graph SCC, `; Preheader:` for a loop, blocks alone for a
loop or region pass: `blocks`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tracksrc.reading.machine.debug_info import llvm_unescape

# The scopes a print can have.
SCOPES = ("module", "function", "loop", "cgscc", "machine function", "blocks", "unknown")
IR = "LLVM IR"
MACHINE = "machine code"

_NEW = re.compile(
    r"; \*\*\* IR Dump (After|Before) (?:(\d{1,18})-)?(.*?) on (.*?)( \(invalidated\))? \*\*\*\s*$"
)
_NEW_BARE = re.compile(r"; \*\*\* IR Dump (After|Before) (.*?)( \(invalidated\))? \*\*\*\s*$")
_LEGACY = re.compile(
    r"\*\*\* IR Dump (After|Before) (.*?) \*\*\*(?: \((function|loop):? *(.*)\))?\s*$"
)
_MACHINE = re.compile(r"# \*\*\* IR Dump (After|Before) (.*?) \*\*\*:?\s*$")
_ARGUMENT = re.compile(r"(.*) \(([^()\s]*)\)")
_LOOP_UNIT = re.compile(r"loop (.*) in function (.+)")
_DEFINE = re.compile(rb'define\b[^@\n]*@("(?:[^"\\\n]|\\.)*"|[-\w$.]+)')
_MACHINE_FUNCTION = b"# Machine code for function "
_LABEL = re.compile(rb'(?:"[^"\n]*"|[-\w$.]+):(?:\s|$)')
HEADER_FORMS = (
    "`; *** IR Dump After PASS on UNIT ***`, `*** IR Dump After NAME (arg) ***` "
    "(maybe then ` (function: F)` or ` (loop: %L)`), or `# *** IR Dump After NAME (arg) ***:`"
)


@dataclass(frozen=True, slots=True)
class Header:
    """What a header line says: `style` ('new PM', 'legacy', 'legacy
    machine'), `when` ('after', 'before'), the pass's name and argument
    (legacy `(arg)`; None when not given), the unit the header names ('' for
    none: `[module]`, `loop %x in function f`, `(f)`, a function; legacy:
    the name after `function:`/`loop:`), the pass number (`N-`; 0: none)
    and whether the pass invalidated its unit."""

    style: str
    when: str
    pass_name: str
    argument: str | None
    unit: str
    suffix: str  # legacy: 'function', 'loop' or ''
    number: int
    invalidated: bool


def parse_header(text: str) -> Header | None:
    """The header line `text` (its line end removed) read; None when it
    is none of the forms (`HEADER_FORMS`)."""
    if text.startswith("# "):
        match = _MACHINE.match(text)
        if match is None:
            return None
        name, argument = _split_argument(match.group(2))
        return Header("legacy machine", match.group(1).lower(), name, argument, "", "", 0, False)
    if text.startswith("; "):
        match = _NEW.match(text)
        if match is not None:
            when, number, name, unit, invalidated = match.groups()
            return Header(
                "new PM", when.lower(), name, None, unit, "", int(number or 0), bool(invalidated)
            )
        bare = _NEW_BARE.match(text)
        if bare is None:
            return None
        return Header("new PM", bare.group(1).lower(), bare.group(2), None, "", "", 0, False)
    match = _LEGACY.match(text)
    if match is None:
        return None
    when, title, suffix, unit = match.groups()
    name, argument = _split_argument(title)
    return Header("legacy", when.lower(), name, argument, unit or "", suffix or "", 0, False)


def _split_argument(title: str) -> tuple[str, str | None]:
    """A legacy title `Name (arg)` as (Name, arg); (title, None) without one."""
    match = _ARGUMENT.fullmatch(title)
    return (match.group(1), match.group(2)) if match else (title, None)


def classify(header: Header, head: bytes) -> tuple[str, str | None, str]:
    """The scope of a print (one of `SCOPES`), the function it names (None
    for none: a module, a legacy loop with module scope), and the kind of
    its body (`IR` or `MACHINE`), from its header and `head`, the first
    bytes of its body."""
    first, blank_first = _first_line(head)
    if first.startswith(_MACHINE_FUNCTION) or header.style == "legacy machine":
        name = _machine_function(first) if first.startswith(_MACHINE_FUNCTION) else None
        return "machine function", name or (header.unit or None), MACHINE
    if header.style == "new PM":
        unit = header.unit
        if not unit:
            return "unknown", None, IR
        if unit == "[module]":
            return "module", None, IR
        loop = _LOOP_UNIT.fullmatch(unit)
        if loop is not None:
            return "loop", loop.group(2), IR
        if unit.startswith("(") and unit.endswith(")"):
            return "cgscc", unit[1:-1], IR
        return "function", unit, IR
    if header.suffix == "function":
        return "function", header.unit, IR
    if header.suffix == "loop":
        return "loop", None, IR
    return _legacy_scope(first, blank_first, head)


def _legacy_scope(first: bytes, blank_first: bool, head: bytes) -> tuple[str, str | None, str]:
    """The scope of a legacy print whose header names no unit."""
    if not first:
        return "unknown", None, IR
    if blank_first:
        # (The call graph printer writes a line end before the function,
        # the module or `Printing <null> Function`.)
        return "cgscc", _defined(head), IR
    if first.startswith((b"; ModuleID", b"source_filename", b"target ")):
        return "module", None, IR
    if first.startswith((b"; Preheader:", b"; Loop:")):
        return "loop", None, IR
    if first.startswith((b"define", b";")):
        name = _defined(head)
        return ("function", name, IR) if name is not None else ("module", None, IR)
    if first[:1] in (b" ", b"\t") or _LABEL.match(first):
        return "blocks", None, IR
    return "module", None, IR


def _first_line(head: bytes) -> tuple[bytes, bool]:
    """The first line of `head` holding text, and whether a blank line came
    before it."""
    position = 0
    blank = False
    while position < len(head):
        end = head.find(b"\n", position)
        if end < 0:
            end = len(head)
        line = head[position:end]
        if line.strip():
            return line, blank
        blank = True
        position = end + 1
    return b"", blank


def _defined(head: bytes) -> str | None:
    """The function of the first `define` among the first lines of `head`
    that are not comments (None when another line comes first)."""
    position = 0
    for _ in range(64):
        if position >= len(head):
            return None
        end = head.find(b"\n", position)
        if end < 0:
            end = len(head)
        line = head[position:end]
        position = end + 1
        stripped = line.strip()
        if not stripped or stripped.startswith((b";", b"Printing <null>")):
            continue
        match = _DEFINE.match(line)
        if match is None:
            return None
        name = match.group(1).decode("utf-8", "surrogateescape")
        return llvm_unescape(name[1:-1]) if name.startswith('"') else name
    return None


def _machine_function(line: bytes) -> str | None:
    """FN of `# Machine code for function FN: PROPERTIES`."""
    return machine_function_name(line.decode("utf-8", "surrogateescape"))


def machine_function_name(line: str) -> str | None:
    """FN of the line `# Machine code for function FN: PROPERTIES` (the
    properties may be empty); None for another line."""
    text = line.rstrip()
    prefix = _MACHINE_FUNCTION.decode()
    if not text.startswith(prefix):
        return None
    rest = text[len(prefix) :]
    if rest.endswith(":"):
        return rest[:-1]
    cut = rest.rfind(": ")
    return rest[:cut] if cut >= 0 else rest
