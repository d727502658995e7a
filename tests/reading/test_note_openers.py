"""`find_openers` (which lines of a capture start a note) against a plain
line-by-line reading of the same rules: the fast search (one regex pass per
group of markers, overlapping markers included) finds exactly the lines the
rules name, whatever the lines hold."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tracksrc.reading import notes
from tracksrc.reading.notes import find_openers

# Pieces of lines: every marker, the ones easily confused, and IR.
_PIECES = [
    *(marker for marker, *_ in notes._OPENERS),
    *(b": " + start for start in notes._LABELLED_STARTS),
    b": note: define ",
    b"foo: note: define x",
    b"a: error: b",
    b"t.mlir:1:2: error: q",
    b"iree-opt: warning: w",
    b"f.py:3: UserWarning: x",
    b": remark: : define ",
    b"lbl: define i32 @f() {",
    b"==-=====",
    b"... Execution time report ...",
    b"%0 = arith.addf %a, %b : f32",
    b"  ",
    b"x",
    b"\n",
    b"\n",
    b"\n",
]


def _reference(data: bytes) -> list[tuple[int, str]]:
    """The rules of `notes`, line by line: a line-start marker of a kind
    (in the order they are listed), else a marker anywhere in the line
    (likewise), else a diagnostic; each only if the kind's pattern matches
    at the line's start (a report's banner not closing one)."""
    found: list[tuple[int, str]] = []
    start = 0
    while start < len(data):
        end = data.find(b"\n", start)
        end = len(data) if end == -1 else end
        line = data[start:end]

        def accepted(kind: str, pattern, start: int = start) -> bool:  # type: ignore[no-untyped-def]
            return bool(pattern.match(data, start)) and not (
                kind == "report" and notes._closes_banner(data, start)
            )

        kind = next(
            (
                kind
                for marker, kind, _, pattern in notes._LINE_START_OPENERS
                if line.startswith(marker) and accepted(kind, pattern)
            ),
            None,
        )
        if kind is None:
            kind = next(
                (
                    kind
                    for marker, kind, _, pattern in notes._MID_LINE_OPENERS
                    if marker in line and accepted(kind, pattern)
                ),
                None,
            )
        if kind is None and any(b": " + s in line for s in notes._LABELLED_STARTS):
            kind = "llvm-ir" if accepted("llvm-ir", notes._LABELLED_LLVM_IR) else None
        if (
            kind is None
            and any(b": " + s + b": " in line for s in (b"error", b"warning", b"note", b"remark"))
            and (
                notes._DIAGNOSTIC_AT.match(data, start)
                or notes._PROGRAM_DIAGNOSTIC.match(data, start)
            )
        ):
            kind = "diagnostic"
        if kind is not None:
            found.append((start, kind))
        start = end + 1
    return found


@given(st.lists(st.sampled_from(_PIECES), max_size=40))
@settings(max_examples=3000, deadline=None, derandomize=True)
def test_the_lines_found_are_the_lines_the_rules_name(pieces: list[bytes]) -> None:
    data = b"".join(pieces)
    assert find_openers(data) == _reference(data)
