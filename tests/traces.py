"""Dispatch traces for the tests, made and read independently of tracksrc.

`format_tensor` prints an array as IREE's runtime does
(`runtime/src/iree/hal/string_util.c`: `iree_hal_format_buffer_elements`
and `iree_hal_format_element`): rows of every dimension but the innermost
in brackets, `%G` for floats, decimal integers, hex bytes for the other
types, and, with a maximum element count, `...` for what is elided. `block`
and `trace_text` put tensors into the blocks `iree-run-module` prints.

`raw_trace` reads a trace with nothing but string splitting and numpy
(`float()` of each element), and `truth` judges two traces' dispatches by
the definitions of README's numerics section, from those arrays: the
independent count the tests hold tracksrc's answers to.
"""

from __future__ import annotations

import lzma
import math
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

_BF16 = "bf16"


def _element(value: object, type_name: str) -> str:
    if type_name.startswith(("f", "bf")):
        number = float(value)  # type: ignore[arg-type]
        if math.isnan(number):
            return "-NAN" if math.copysign(1.0, number) < 0 else "NAN"
        return f"{number:G}"
    if type_name in ("i1",) or type_name.startswith(("cf", "x")):
        return bytes(np.asarray(value).tobytes()).hex().upper()
    return str(int(value))  # type: ignore[call-overload]


def format_tensor(values: np.ndarray, type_name: str, max_elements: int | None = None) -> str:
    """`values` (of their shape) as IREE prints a buffer view of type
    `type_name`: `SHAPExTYPE=ELEMENTS`."""
    shape = values.shape
    header = "x".join([*(str(d) for d in shape), type_name])
    budget = [values.size if max_elements is None else max_elements]
    flat = values.reshape(-1)
    position = [0]

    def leaf(length: int) -> str:
        shown = min(budget[0], length)
        budget[0] -= shown
        parts = [_element(flat[position[0] + i], type_name) for i in range(shown)]
        position[0] += length
        return " ".join(parts) + ("..." if shown < length else "")

    def nested(dims: tuple[int, ...]) -> str:
        if len(dims) <= 1:
            return leaf(dims[0] if dims else 1)
        return "".join("[" + nested(dims[1:]) + "]" for _ in range(dims[0]))

    return f"{header}={nested(shape)}"


def block(key: str, role: str, tensors: list[str]) -> str:
    """A trace block as iree-run-module prints it (role: inputs, outputs)."""
    return f"=== {key} {role} ===\n" + "".join(t + "\n" for t in tensors) + "\n"


def trace_text(invocations: list[tuple[str, list[str], list[str]]], results: list[str] = ()) -> str:  # type: ignore[assignment]
    """A whole trace: each (key, inputs, outputs) as two blocks, then the
    results as `iree-run-module` prints them."""
    text = "EXEC @main\n"
    for key, inputs, outputs in invocations:
        text += block(key, "inputs", inputs) + block(key, "outputs", outputs)
    for number, result in enumerate(results):
        text += f"result[{number}]: hal.buffer_view\n{result}\n"
    return text


# -- reading, independently --------------------------------------------------


@dataclass
class RawInvocation:
    key: str
    inputs: list[np.ndarray] = field(default_factory=list)
    outputs: list[np.ndarray] = field(default_factory=list)
    types: list[str] = field(default_factory=list)


def read_text(path: Path) -> str:
    """A trace file's text (.xz decompressed)."""
    if path.suffix == ".xz":
        with lzma.open(path, "rt", encoding="utf-8") as handle:
            return handle.read()
    return path.read_text(encoding="utf-8")


def _array(line: str) -> tuple[str, np.ndarray]:
    header, body = line.split("=", 1)
    cut = header.rfind("x")
    shape = [int(d) for d in header[:cut].split("x")] if cut >= 0 else []
    numbers = body.replace("[", " ").replace("]", " ").split()
    values = np.array([float(n) for n in numbers], dtype=np.float64)
    return header[cut + 1 :], values.reshape(shape)


def raw_trace(text: str) -> list[RawInvocation]:
    """The invocations of a trace, each block's tensors as float64 arrays."""
    found: list[RawInvocation] = []
    role = None
    for line in text.split("\n"):
        if line.startswith("=== ") and line.endswith(" ==="):
            key, role = line[4:-4].rsplit(" ", 1)
            if role == "inputs" or not found or found[-1].key != key or found[-1].outputs:
                found.append(RawInvocation(key))
        elif not line.strip():
            role = None
        elif role is not None:
            type_name, values = _array(line)
            getattr(found[-1], role).append(values)
            found[-1].types.append(type_name)
    return found


_ATOL = {"f16": 1e-3, "bf16": 1e-2, "f32": 1e-4, "f64": 1e-4}


@dataclass
class Truth:
    verdict: str
    error_in: float
    error_out: float
    mismatched: int
    rank: int | None = None

    @property
    def added(self) -> float:
        if math.isinf(self.error_out) and math.isinf(self.error_in):
            return 0.0
        return max(self.error_out - self.error_in, 0.0)


def _compare(a: np.ndarray, b: np.ndarray, atol: float, rtol: float) -> tuple[int, float]:
    """Elements that differ, and the normwise relative error (numpy only)."""
    both_nan = np.isnan(a) & np.isnan(b)
    finite = np.isfinite(a) & np.isfinite(b)
    with np.errstate(invalid="ignore"):
        wrong_finite = finite & (np.abs(b - a) > atol + rtol * np.abs(a))
    wrong_other = ~finite & ~both_nan & ~(a == b)
    wrong = int(wrong_finite.sum() + wrong_other.sum())
    if wrong_other.any():
        return wrong, math.inf
    largest = float(np.abs(np.where(finite, b - a, 0)).max()) if a.size else 0.0
    scale = float(np.abs(np.where(finite, a, 0)).max()) if a.size else 0.0
    if largest == 0:
        return wrong, 0.0
    return wrong, largest / scale if scale > 0 else math.inf


def truth(a: list[RawInvocation], b: list[RawInvocation], rtol: float = 1e-5) -> list[Truth]:
    """The verdict of each pair of invocations (aligned by position), and
    the ranking of the divergent ones by the error they add."""
    found = []
    for x, y in zip(a, b, strict=True):
        types = {t for t in x.types + y.types}
        atol = max(_ATOL.get(t, 0.0) for t in types)
        inputs = [_compare(p, q, atol, rtol) for p, q in zip(x.inputs, y.inputs, strict=True)]
        outputs = [_compare(p, q, atol, rtol) for p, q in zip(x.outputs, y.outputs, strict=True)]
        inputs_agree = all(wrong == 0 for wrong, _ in inputs)
        outputs_agree = all(wrong == 0 for wrong, _ in outputs)
        verdict = {
            (True, True): "agrees",
            (False, True): "absorbs",
            (True, False): "diverges",
            (False, False): "inherits",
        }[(inputs_agree, outputs_agree)]
        found.append(
            Truth(
                verdict,
                max((e for _, e in inputs), default=0.0),
                max((e for _, e in outputs), default=0.0),
                sum(wrong for wrong, _ in outputs),
            )
        )
    divergent = [t for t in found if t.verdict in ("diverges", "inherits")]
    order = sorted(range(len(divergent)), key=lambda i: (-divergent[i].added, i))
    for place, index in enumerate(order, 1):
        divergent[index].rank = place
    return found
