"""IREE's element types, as its runtime names and prints them.

A tensor prints as `SHAPExTYPE=ELEMENTS` (IREE's `runtime/src/iree/hal/
string_util.c`): the shape as dimensions joined by `x` (none for a
scalar), the type after the last `x` (`f32`, `si8`, `bf16`, `i1`, ...).
How an element prints depends on its type: the float types IREE knows
(`f16`, `bf16`, `f32`, `f64`, the `f8E...` types) with C's `%G` (six
significant digits: `1.5`, `1E+30`, `NAN`, `-INF`), the 8-, 16-, 32- and
64-bit integers in decimal (signless `iN` as signed, `uiN` unsigned),
and every other type (`i1`, complex `cf64`, sub-byte `i4`, opaque `x8`)
as the hex of its bytes in memory order (`01`, `0000803F0000803F`).

`ElementType` says which, and what the values are held in: the type's
own numpy dtype where numpy has one; `bf16` and the `f8` types, which it
lacks, as float32 (which holds each of their values exactly); hex types
as unsigned integers of their width (compared bit for bit).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

import numpy as np

# The float types IREE prints with %G, and their widths.
_DECIMAL_FLOATS = {
    "f16": 16,
    "bf16": 16,
    "f32": 32,
    "f64": 64,
    "f8E5M2": 8,
    "f8E4M3FN": 8,
    "f8E5M2FNUZ": 8,
    "f8E4M3FNUZ": 8,
    "f8E8M0FNU": 8,
}
_NUMPY_FLOATS = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
_DECIMAL_INT_BITS = (8, 16, 32, 64)
# How IREE spells a type: a prefix and a bit count, or one of the named
# f8 types (`iree_hal_parse_element_type`).
_TYPE = re.compile(r"(?:(?P<prefix>i|si|ui|f|bf|cf|x|\*)(?P<bits>[0-9]+)|(?P<named>f8E\w+))")


@dataclass(frozen=True)
class ElementType:
    """One element type: `name` as IREE prints it, `kind` how its elements
    print (`float`: %G; `signed`, `unsigned`: decimal; `hex`: bytes) and
    its width in bits."""

    name: str
    kind: str
    bits: int

    @property
    def byte_size(self) -> int:
        """Bytes per element in a buffer (sub-byte types take one)."""
        return max(1, (self.bits + 7) // 8)

    @property
    def is_float(self) -> bool:
        """Whether its elements are floating-point numbers."""
        return self.kind == "float"

    @property
    def value_dtype(self) -> np.dtype:
        """The numpy dtype its values are held in (see the module docstring)."""
        return _value_dtype(self)

    def __str__(self) -> str:
        return self.name


@cache
def _value_dtype(element_type: ElementType) -> np.dtype:
    if element_type.kind == "float":
        return np.dtype(_NUMPY_FLOATS.get(element_type.name, np.float32))
    if element_type.kind == "signed":
        return np.dtype(f"int{element_type.bits}")
    if element_type.kind == "unsigned":
        return np.dtype(f"uint{element_type.bits}")
    size = element_type.byte_size
    return np.dtype(f"<u{size}") if size in (1, 2, 4, 8) else np.dtype(f"V{size}")


@cache
def element_type(name: str) -> ElementType | None:
    """The element type IREE names `name`, or None if it names none."""
    if name in _DECIMAL_FLOATS:
        return ElementType(name, "float", _DECIMAL_FLOATS[name])
    match = _TYPE.fullmatch(name)
    if match is None or match["named"] is not None:
        return None
    prefix, bits = match["prefix"], int(match["bits"])
    if not 0 < bits <= 255:
        return None
    if prefix in ("i", "si") and bits in _DECIMAL_INT_BITS:
        return ElementType(name, "signed", bits)
    if prefix == "ui" and bits in _DECIMAL_INT_BITS:
        return ElementType(name, "unsigned", bits)
    return ElementType(name, "hex", bits)


# numpy dtypes of `.npy` files and the IREE types they hold.
_FROM_NUMPY = {
    "float16": "f16",
    "float32": "f32",
    "float64": "f64",
    "int8": "i8",
    "int16": "i16",
    "int32": "i32",
    "int64": "i64",
    "uint8": "ui8",
    "uint16": "ui16",
    "uint32": "ui32",
    "uint64": "ui64",
    "bool": "i1",
    "complex64": "cf64",
    "complex128": "cf128",
}


def from_numpy(dtype: np.dtype) -> ElementType | None:
    """The IREE element type of a numpy dtype (as `.npy` files hold them),
    or None for one IREE has no type for."""
    name = _FROM_NUMPY.get(np.dtype(dtype).name)
    return None if name is None else element_type(name)


class HeaderError(ValueError):
    """A tensor header (`4x8xf32`) that is not one: `offset` is where in it
    the problem is."""

    def __init__(self, message: str, offset: int) -> None:
        super().__init__(message)
        self.offset = offset


# Dimensions IREE can hold: an iree_hal_dim_t is 64 bits; a tensor of more
# elements than this could not be in memory anyway.
MAX_ELEMENTS = 1 << 48


def parse_header(text: str) -> tuple[tuple[int, ...], ElementType]:
    """The shape and element type of a tensor's header, the text before its
    `=` (`4x8xf32`, `f32` for a scalar), as IREE splits it: the type after
    the last `x`. A HeaderError says what is wrong and where."""
    cut = text.rfind("x")
    # An opaque type is spelt with an `x` prefix (`x8`): its `x` is part of
    # the type, the one before it (if any) ends the shape.
    if cut >= 0 and element_type(text[cut + 1 :]) is None and element_type(text[cut:]):
        cut -= 1
    shape_text, type_text = (text[:cut], text[cut + 1 :]) if cut >= 0 else ("", text)
    found = element_type(type_text)
    if found is None:
        raise HeaderError(
            f"{type_text!r} is no element type IREE prints (f32, f16, bf16, i8, si32, i1, ...)",
            cut + 1,
        )
    shape: list[int] = []
    offset = 0
    if cut >= 0:
        for word in shape_text.split("x"):
            if not word.isascii() or not word.isdigit():
                raise HeaderError(f"{word!r} is not a dimension (a whole number)", offset)
            shape.append(int(word))
            offset += len(word) + 1
    count = 1
    for dimension in shape:
        count *= dimension
    if count > MAX_ELEMENTS:
        raise HeaderError(f"a tensor of {count:,} elements is more than any buffer holds", 0)
    return tuple(shape), found
