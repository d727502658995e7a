"""`lower-conv`: convolutions lowered by one of several strategies, chosen
by a shape heuristic and filterable as MIOpen filters its solvers.

- `1x1`: a 1x1 kernel with unit strides and dilations is a matmul: the
  input and the weights collapse to matrices, the weights are transposed
  (`linalg.transpose`), `linalg.matmul` computes, the result expands back.
- `im2col`: patches of the input (`linalg_ext.im2col`, one row per output
  pixel) times the collapsed, transposed weights (`linalg.matmul`).
- `direct`: the `linalg.conv_2d_nhwc_fhwc` stays (loops compute it later).

The heuristic: `1x1` where it applies; else `im2col` when the reduction
(KH*KW*C) is at least 32 and there are at least 16 output pixels; else
`direct`. `TRACKSRC_CONV_DIRECT`, `TRACKSRC_CONV_IM2COL`, `TRACKSRC_CONV_1X1`
(truthy/falsy words) turn strategies off or on; `TRACKSRC_CONV_FIND_ONLY=S`
allows only S (where S does not apply, the convolution stays direct). Every
op a strategy creates carries the convolution's location.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping

from tracksrc.compiler.ir import Module, Op, Value, derive, rewrite_ops
from tracksrc.compiler.pass_manager import Pass
from tracksrc.errors import TracksrcError
from tracksrc.logs import parse_switch

STRATEGIES = ("1x1", "im2col", "direct")
_VARIABLES = {
    "1x1": "TRACKSRC_CONV_1X1",
    "im2col": "TRACKSRC_CONV_IM2COL",
    "direct": "TRACKSRC_CONV_DIRECT",
}


def allowed_strategies(environment: Mapping[str, str] | None = None) -> set[str]:
    """The strategies the environment allows (all by default)."""
    environment = os.environ if environment is None else environment
    only = environment.get("TRACKSRC_CONV_FIND_ONLY", "").strip().lower()
    if only:
        if only not in STRATEGIES:
            raise TracksrcError(
                f"TRACKSRC_CONV_FIND_ONLY={only!r}: expected one of {', '.join(STRATEGIES)}"
            )
        return {only}
    allowed = set(STRATEGIES)
    for strategy, variable in _VARIABLES.items():
        setting = environment.get(variable)
        if setting is not None and parse_switch(variable, setting) is False:
            allowed.discard(strategy)
    return allowed


def _as_array(dense: str) -> str:
    """`dense<[2, 2]> : tensor<2xi64>` -> `array<i64: 2, 2>`."""
    values = dense.split(":")[0]
    return "array<i64: " + ", ".join(re.findall(r"-?\d+", values)) + ">"


def choose(conv: Op, allowed: set[str]) -> str:
    """The strategy for one `linalg.conv_2d_nhwc_fhwc`."""
    weight = conv.operands[1]
    _, kh, kw, c = weight.shaped.shape
    _, oh, ow, _ = conv.result.shaped.shape
    unit = conv.attributes["strides"].startswith("dense<[1, 1]>") and conv.attributes[
        "dilations"
    ].startswith("dense<[1, 1]>")
    # The heuristic's choice first, then the fallbacks if it is filtered out.
    if kh == kw == 1 and unit:
        preferred = ["1x1", "im2col", "direct"]
    elif kh * kw * c >= 32 and oh * ow >= 16:
        preferred = ["im2col", "direct"]
    else:
        preferred = ["direct", "im2col"]
    for strategy in preferred:
        if strategy in allowed:
            return strategy
    return "direct"


class LowerConvolutions(Pass):
    """Lower each `linalg.conv_2d_nhwc_fhwc` by its strategy."""

    argument = "lower-conv"
    name = "LowerConvolutionsPass"

    def __init__(self, allowed: set[str] | None = None) -> None:
        self.allowed = allowed

    def run_on_function(self, function: Op, module: Module) -> None:
        """Rewrite the convolutions of one function."""
        allowed = self.allowed if self.allowed is not None else allowed_strategies()

        def lower(op: Op) -> list[Op] | None:
            if op.name != "linalg.conv_2d_nhwc_fhwc":
                return None
            strategy = choose(op, allowed)
            return None if strategy == "direct" else self._as_matmul(op, strategy)

        rewrite_ops(function, lower)

    def _as_matmul(self, conv: Op, strategy: str) -> list[Op]:
        source, weight, init = conv.operands
        n, _, _, c = source.shaped.shape
        f, kh, kw, _ = weight.shaped.shape
        _, oh, ow, _ = conv.result.shaped.shape
        rows = n * oh * ow
        depth = kh * kw * c
        created: list[Op] = []

        def collapse(value: Value, shape: tuple[int, ...], groups: str) -> Value:
            op = derive(
                "tensor.collapse_shape",
                [value],
                [str(value.shaped.with_shape(shape))],
                [conv],
                {"reassociation": groups},
            )
            created.append(op)
            return op.result

        if strategy == "1x1":
            patches = collapse(source, (rows, c), "[[0, 1, 2], [3]]")
        else:
            empty = derive(
                "tensor.empty", [], [str(source.shaped.with_shape((rows, depth)))], [conv]
            )
            im2col = derive(
                "linalg_ext.im2col",
                [source, empty.result],
                [empty.result_types[0]],
                [conv],
                {
                    "kernel_size": f"array<i64: {kh}, {kw}>",
                    "strides": _as_array(conv.attributes["strides"]),
                    "dilations": _as_array(conv.attributes["dilations"]),
                },
            )
            created += [empty, im2col]
            patches = im2col.result
        weights = collapse(weight, (f, depth), "[[0], [1, 2, 3]]")
        transposed_type = str(weight.shaped.with_shape((depth, f)))
        transposed_init = derive("tensor.empty", [], [transposed_type], [conv])
        transposed = derive(
            "linalg.transpose",
            [weights, transposed_init.result],
            [transposed_type],
            [conv],
            {"permutation": "[1, 0]", "__inputs": "1"},
        )
        created += [transposed_init, transposed]
        accumulator = collapse(init, (rows, f), "[[0, 1, 2], [3]]")
        matmul = derive(
            "linalg.matmul",
            [patches, transposed.result, accumulator],
            [str(init.shaped.with_shape((rows, f)))],
            [conv],
            {"__inputs": "2"},
        )
        expand = derive(
            "tensor.expand_shape",
            [matmul.result],
            [conv.result_types[0]],
            [conv],
            {"reassociation": "[[0, 1, 2], [3]]", "static_output_shape": f"[{n}, {oh}, {ow}, {f}]"},
        )
        return [*created, matmul, expand]
