"""The header line of one stage of a print-ir stream, read.

MLIR's `--mlir-print-ir-*` options print each stage behind a line such as
`// -----// IR Dump After CanonicalizerPass: canonicalize{...} //----- //`.
`HEADER_MARKER` is what every such line starts with (the one place this
text is spelled); `parse_header` reads any of the forms MLIR and the
compilers built on it print:

* `After`/`Before`, current (`Name: arg{options}`) and older (`Name (arg)`)
  display, a `Failed` pass;
* module or nested scope: `('func.func' operation: @f)`, quoted symbols;
* the `-print-ir{label=X}` form (`IR Dump X`) and other `// -----// ...`
  lines (such as Triton's internal dumps), kept as their text.
"""

from __future__ import annotations

import dataclasses
import re

from tracksrc.safe_text import visible_line

HEADER_MARKER = "// -----//"
HEADER_MARKER_BYTES = HEADER_MARKER.encode()
_HEADER_END = "//----- //"

_PASS_HEADER = re.compile(
    # The display name may hold `::` (mlir::iree_compiler::...Pass) and a
    # parenthesised scope before one (`HAL::(anonymous namespace)::
    # PropagateExecutableTargetPass`, as C++ names a pass class of an
    # anonymous namespace); the argument follows `: ` (current MLIR) or
    # stands in parentheses (older).
    r"IR Dump (?P<when>After|Before) "
    r"(?P<name>(?:\([^()]*\)(?=::)|[^:(\s]|::|\s(?!\())+?)(?P<failed> Failed)?"
    r"(?::\s+(?P<argument>[^\s{(]+)(?P<options>\{.*\})?|\s+\((?P<old_argument>[^)\s]+)\))?"
    r"(?:\s+\('(?P<op>[^']+)' operation(?::\s*(?P<symbol>@\"(?:[^\"\\]|\\.)*\"|@\S+))?\))?\s*$"
)


@dataclasses.dataclass(frozen=True)
class StageHeader:
    """What a `// -----// ... //----- //` line says about a stage."""

    text: str
    kind: str  # "after", "before", "label" (-print-ir), "other", or "file" (no header)
    pass_name: str | None = None
    pass_argument: str | None = None
    options: str | None = None
    failed: bool = False
    scope_op: str | None = None
    scope_symbol: str | None = None
    label: str | None = None


NO_HEADER = StageHeader(text="", kind="file")


def parse_header(line: str) -> StageHeader:
    """Read one header line (any form; unknown ones keep their text). It is
    read for display: control characters in it become escapes."""
    text = visible_line(line.strip())
    body = text[len(HEADER_MARKER) :].strip() if text.startswith(HEADER_MARKER) else text
    if body.endswith(_HEADER_END):
        body = body[: -len(_HEADER_END)].strip()
    match = _PASS_HEADER.match(body)
    if match:
        return StageHeader(
            text=text,
            kind=match.group("when").lower(),
            pass_name=match.group("name").strip(),
            pass_argument=match.group("argument") or match.group("old_argument"),
            options=match.group("options"),
            failed=bool(match.group("failed")),
            scope_op=match.group("op"),
            scope_symbol=match.group("symbol"),
        )
    if body.startswith("IR Dump "):
        return StageHeader(text=text, kind="label", label=body[len("IR Dump ") :].strip())
    return StageHeader(text=text, kind="other", label=body)


def header_line(title: str) -> str:
    """The header line MLIR prints for a stage titled `title`
    (`After CanonicalizerPass: canonicalize`)."""
    return f"{HEADER_MARKER} IR Dump {title} {_HEADER_END}"
