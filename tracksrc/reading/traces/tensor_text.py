"""A tensor's elements as IREE prints them, read a block at a time.

IREE prints a tensor of rank r ≥ 2 as its outer dimension's rows, each in
brackets, down to the innermost rows, which are the elements separated by
single spaces: `2x3xi32=[1 2 3][4 5 6]`, `2x1x2xf32=[[1 2]][[3 4]]`; a
vector has no brackets (`4xf32=1 2 3 4`), a scalar is one element
(`f32=3.25`). Elided (`--output_max_element_count`), it prints the first
elements in row-major order, then `...` in place of the rest of each
innermost row: `2x3xi32=[2 4...][...]`. How each element prints:
`tracksrc.reading.traces.element_types`.

`text_blocks` reads such a text by ranges of the file, a block of bytes
at a time (a tensor of gigabytes is a line of gigabytes), and gives its
elements as arrays, checking as it goes that each element is one of its
type (a float, an integer in range, hex of the right width), that no
element follows the first `...`, and at the end that the count is the
shape's (fewer when elided) and the brackets are those of the shape. A
tensor that breaks any of these is a ParseError at its line and column,
the caret under the first wrong character: a cut tensor at the end of
what was printed.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from typing import BinaryIO

import numpy as np

from tracksrc.errors import ParseError
from tracksrc.reading.traces.element_types import ElementType
from tracksrc.reading.traces.trace import TensorRef

_SEPARATORS = bytes.maketrans(b"[]", b"  ")
_ELLIPSIS = b"..."
# The characters each kind of element is written with (and the separators,
# and the dots of `...`).
_ALLOWED = {
    "float": b"0123456789+-.eEinfatyINFATY() []",
    "signed": b"0123456789-. []",
    "unsigned": b"0123456789. []",
    "hex": b"0123456789abcdefABCDEF. []",
}
_NUMBER = {
    "float": re.compile(
        rb"[-+]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|inf(?:inity)?|nan(?:\([0-9a-z_]*\))?)",
        re.IGNORECASE,
    ),
    "signed": re.compile(rb"-?[0-9]+"),
    "unsigned": re.compile(rb"[0-9]+"),
}
_TOKEN = re.compile(rb"[^ \[\]]+")
# An element longer than this is no element: the reader would otherwise
# carry it over from block to block.
_LONGEST = 1024


def expected_brackets(shape: tuple[int, ...]) -> int:
    """How many `[` (and `]`) IREE prints for a tensor of `shape`: one pair
    per row of every dimension but the innermost."""
    total, rows = 0, 1
    for dimension in shape[:-1]:
        rows *= dimension
        total += rows
    return total


class _Reader:
    """The state of one tensor's text being read (see `text_blocks`)."""

    def __init__(self, handle: BinaryIO, ref: TensorRef, name: str) -> None:
        self.handle = handle
        self.ref = ref
        self.name = name
        self.kind = ref.element_type.kind
        self.count = 0
        self.brackets = [0, 0]
        self.elided_at = -1  # file offset of the first `...`

    # -- errors ------------------------------------------------------------

    def error(self, offset: int, message: str, expected: str, cut: bool = False) -> ParseError:
        """A ParseError at file offset `offset` of the tensor's line, shown
        with a window of the line around it."""
        start = max(self.ref.start, offset - 100)
        end = min(self.ref.end, offset + 100)
        self.handle.seek(start)
        window = self.handle.read(end - start).decode("utf-8", errors="replace")
        return ParseError(
            message,
            self.name,
            self.ref.line,
            offset - self.ref.start + 1,
            window,
            expected,
            cut,
            text_column=start - self.ref.start + 1,
        )

    def _bad_token(self, data: bytes, at: int) -> ParseError:
        """The error for the first element of `data` (at file offset `at`)
        that is not one of the type's."""
        element = self.ref.element_type
        pattern = _NUMBER.get(self.kind)
        for token in _TOKEN.finditer(data):
            text = token.group()
            if text == _ELLIPSIS:
                continue
            if pattern is None:
                good = len(text) == 2 * element.byte_size and _is_hex(text)
            else:
                good = pattern.fullmatch(text) is not None
            if not good:
                return self.error(
                    at + token.start(),
                    f"{_shown(text)} is not an element of type {element.name}",
                    _what(element),
                )
        bad = next(index for index, byte in enumerate(data) if byte not in _ALLOWED[self.kind])
        return self.error(
            at + bad, f"{_shown(data[bad : bad + 1])} in the elements of a tensor", _what(element)
        )

    # -- reading -------------------------------------------------------------

    def values(self, data: bytes, at: int) -> np.ndarray:
        """The elements of `data` (whole elements, at file offset `at`)."""
        if data.translate(None, _ALLOWED[self.kind]):
            raise self._bad_token(data, at)
        self.brackets[0] += data.count(b"[")
        self.brackets[1] += data.count(b"]")
        if self.elided_at >= 0:
            rest, data = data, b""  # past the first `...`: no element more
        else:
            ellipsis = data.find(_ELLIPSIS)
            if ellipsis >= 0:
                self.elided_at = at + ellipsis
                rest = data[ellipsis:]
                data = data[:ellipsis]
            else:
                rest = b""
        if rest and rest.translate(None, b". []"):
            first = next(index for index, byte in enumerate(rest) if byte not in b". []")
            raise self.error(
                at + len(data) + first,
                "an element after `...`: an elided tensor prints nothing more but `...`",
                "`...` and brackets to the end of the tensor",
            )
        if rest and rest.replace(_ELLIPSIS, b"").translate(None, b" []"):
            raise self.error(
                self.elided_at, "dots that are not IREE's `...`", "`...` after an element"
            )
        values = self._parse(data.translate(_SEPARATORS), data, at)
        self.count += len(values)
        if self.count > self.ref.count:
            extra = len(values) - (self.count - self.ref.count)
            token = list(_TOKEN.finditer(data))[extra]
            raise self.error(
                at + token.start(),
                f"more elements than the shape {self.ref.type_text} holds ({self.ref.count:,})",
                "the end of the tensor",
            )
        return values

    def _parse(self, text: bytes, data: bytes, at: int) -> np.ndarray:
        element = self.ref.element_type
        if self.kind == "hex":
            tokens = text.split()
            if any(len(token) != 2 * element.byte_size for token in tokens):
                raise self._bad_token(data, at)
            raw = bytes.fromhex(b"".join(tokens).decode("ascii"))
            return np.frombuffer(raw, dtype=element.value_dtype).copy()
        parsed_as = {"float": np.float64, "signed": np.int64, "unsigned": np.uint64}[self.kind]
        values = _numbers(text, parsed_as)
        if values is None:
            raise self._bad_token(data, at)
        if self.kind == "float":
            return self._floats(values, data, at)
        target = element.value_dtype
        if values.size and target != values.dtype:
            limits = np.iinfo(target)
            wrong = (values < limits.min) | (values > limits.max)
            if wrong.any():
                raise self._out_of_range(
                    data, at, wrong, f"an integer from {limits.min} to {limits.max}"
                )
        return values.astype(target, copy=False)

    def _floats(self, values: np.ndarray, data: bytes, at: int) -> np.ndarray:
        target = self.ref.element_type.value_dtype
        if target == values.dtype:
            return values
        with np.errstate(over="ignore"):
            narrowed = values.astype(target)
        overflow = np.isinf(narrowed) & np.isfinite(values)
        if overflow.any():
            raise self._out_of_range(
                data, at, overflow, f"a value {self.ref.element_type.name} holds"
            )
        return narrowed

    def _out_of_range(self, data: bytes, at: int, wrong: np.ndarray, expected: str) -> ParseError:
        """The error for the first element of `data` flagged in `wrong`: a
        number its type cannot hold."""
        token = list(_TOKEN.finditer(data))[int(np.argmax(wrong))]
        return self.error(
            at + token.start(),
            f"{_shown(token.group())} is out of the range of {self.ref.element_type.name}",
            expected,
        )

    def finish(self) -> None:
        """The checks of the whole tensor: its count and brackets."""
        ref = self.ref
        elided = self.elided_at >= 0
        if self.count < ref.count and not elided:
            raise self.error(
                ref.end,
                f"the tensor ends after {self.count:,} of the {ref.count:,} elements of "
                f"{ref.type_text} (a trace cut short?)",
                "the rest of its elements",
                cut=True,
            )
        if elided and self.count >= ref.count:
            raise self.error(
                self.elided_at,
                "`...` after the last element: nothing is elided",
                "the end of the tensor",
            )
        wanted = expected_brackets(ref.shape)
        if self.brackets != [wanted, wanted]:
            opened, closed = self.brackets
            raise self.error(
                ref.end,
                f"{opened:,} `[` and {closed:,} `]` in a tensor of shape {ref.type_text}, which "
                f"IREE prints with {wanted:,} of each",
                "one bracketed row per row of each dimension but the innermost",
            )


def text_blocks(handle: BinaryIO, ref: TensorRef, name: str, block: int) -> Iterator[np.ndarray]:
    """The elements of the tensor at `ref` (read from `handle`, a file
    whose trace is named `name` in errors), at most about `block` bytes of
    text at a time (see the module docstring)."""
    reader = _Reader(handle, ref, name)
    position = ref.body
    carry = b""
    while position < ref.end:
        handle.seek(position)
        piece = handle.read(min(block, ref.end - position))
        if not piece:
            raise reader.error(position, "the file ends inside the tensor", "its elements", True)
        start = position - len(carry)
        data = carry + piece
        position += len(piece)
        if position < ref.end:
            # Only whole elements: the one running on is read with the next block.
            cut = max(data.rfind(b" "), data.rfind(b"["), data.rfind(b"]")) + 1
            carry, data = data[cut:], data[:cut]
            if len(carry) > _LONGEST:
                raise reader.error(
                    start + cut,
                    f"an element of more than {_LONGEST:,} characters",
                    _what(ref.element_type),
                )
        else:
            carry = b""
        if data:
            values = reader.values(data, start)
            if values.size:
                yield values
    reader.finish()


def _numbers(text: bytes, dtype: type) -> np.ndarray | None:
    """The numbers of `text` (separated by whitespace) as `dtype`, read by
    numpy's C reader; None if a token is not one. (numpy says so with a
    warning that "the string could not be read to its end", a ValueError
    in later versions.)"""
    if not text.strip():
        # (numpy reads a text of spaces alone as [-1].)
        return np.zeros(0, dtype)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            values: np.ndarray = np.fromstring(text, dtype=dtype, sep=" ")
        except ValueError:
            return None
    if any("to its end" in str(warning.message) for warning in caught):
        return None
    return values


def _is_hex(text: bytes) -> bool:
    return not text.translate(None, b"0123456789abcdefABCDEF")


def _shown(text: bytes) -> str:
    shown = text[:40].decode("utf-8", errors="replace")
    return repr(shown + ("..." if len(text) > 40 else ""))


def _what(element: ElementType) -> str:
    if element.kind == "float":
        return f"numbers as IREE prints {element.name} (1.5, -2E-05, NAN, INF), separated by spaces"
    if element.kind == "hex":
        return (
            f"the hex of each {element.name} element's {element.byte_size} byte(s) "
            f"({'00' * element.byte_size}), separated by spaces"
        )
    return f"whole numbers that fit {element.name}, separated by spaces"
