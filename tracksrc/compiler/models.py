"""Synthetic models of any size for the mini-compiler (`--gen-model`).

`generate_model("layers=133,matmul=64")` writes a CNN in the input dialect:
`layers` convolutions on a 1x16x16x8 tensor, each followed by a ReLU6
(`tosa.clamp`), a residual `tosa.add` every fourth layer, grouped four by
four into private functions that `@main` calls, the first of them called
twice (so inlining makes two copies with different call sites). Of the
convolutions, `matmul` (default: about half) are shaped so that the
lowering heuristic sends them to a matmul (1x1 and 3x3 kernels, alternating)
and the rest stay direct (1x3 and 3x1 kernels: too small a reduction),
spread evenly. Every weight and bias has its own value, so no two constants
merge. Options: `layers`, `matmul`, `channels` (8), `size` (16).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ModelSpec:
    """What `--gen-model` asks for."""

    layers: int
    matmul: int
    channels: int = 8
    size: int = 16

    @classmethod
    def parse(cls, text: str) -> ModelSpec:
        """Read `layers=N,matmul=M,...` (ValueError with the reason)."""
        values: dict[str, int] = {}
        for item in text.split(","):
            if not item.strip():
                continue
            name, _, value = item.partition("=")
            name = name.strip()
            if name not in ("layers", "matmul", "channels", "size"):
                raise ValueError(
                    f"--gen-model: unknown option {name!r} (layers, matmul, channels, size)"
                )
            try:
                values[name] = int(value)
            except ValueError:
                raise ValueError(f"--gen-model: {name}={value!r} is not a number") from None
        if values.get("layers", 0) < 1:
            raise ValueError("--gen-model: layers=N (N >= 1) is required")
        layers = values["layers"]
        matmul = values.get("matmul", layers // 2)
        if not 0 <= matmul <= layers:
            raise ValueError(f"--gen-model: matmul={matmul} must be between 0 and layers={layers}")
        return cls(layers, matmul, values.get("channels", 8), values.get("size", 16))


def layer_kinds(spec: ModelSpec) -> list[str]:
    """The kernel of each layer: "1x1"/"3x3" (matmul path) or "1x3"/"3x1"."""
    kinds: list[str] = []
    matmul_seen = direct_seen = 0
    for index in range(spec.layers):
        # Spread the matmul layers evenly: layer i is one when the running
        # share of matmul layers grows past an integer.
        if (index + 1) * spec.matmul // spec.layers > index * spec.matmul // spec.layers:
            kinds.append("1x1" if matmul_seen % 2 == 0 else "3x3")
            matmul_seen += 1
        else:
            kinds.append("1x3" if direct_seen % 2 == 0 else "3x1")
            direct_seen += 1
    return kinds


_PADS = {"1x1": (0, 0, 0, 0), "3x3": (1, 1, 1, 1), "1x3": (0, 0, 1, 1), "3x1": (1, 1, 0, 0)}


def generate_model(spec: ModelSpec | str) -> str:
    """The model's text in the input dialect."""
    if isinstance(spec, str):
        spec = ModelSpec.parse(spec)
    c, s = spec.channels, spec.size
    activation = f"tensor<1x{s}x{s}x{c}xf32>"
    bias_type = f"tensor<{c}xf32>"
    kinds = layer_kinds(spec)
    lines: list[str] = []
    blocks = [list(range(start, min(start + 4, spec.layers))) for start in range(0, spec.layers, 4)]
    for number, block in enumerate(blocks):
        lines.append(f"func.func private @block{number}(%x: {activation}) -> {activation} {{")
        current = "%x"
        for layer in block:
            kernel = kinds[layer]
            kh, kw = (int(part) for part in kernel.split("x"))
            weight_type = f"tensor<{c}x{kh}x{kw}x{c}xf32>"
            # Small distinct values: every constant differs, nothing merges.
            scale = 1.0 / (kh * kw * c)
            weight = scale * (1.0 + (layer % 97) / 97.0)
            bias = 0.001 * (layer + 1)
            top, bottom, left, right = _PADS[kernel]
            lines.append(
                f'  %w{layer} = "tosa.const"() {{values = dense<{weight:.6e}> : {weight_type}}} '
                f": () -> {weight_type}"
            )
            lines.append(
                f'  %b{layer} = "tosa.const"() {{values = dense<{bias:.6e}> : {bias_type}}} '
                f": () -> {bias_type}"
            )
            lines.append(
                f"  %conv{layer} = tosa.conv2d {current}, %w{layer}, %b{layer} {{dilation = "
                f"array<i64: 1, 1>, pad = array<i64: {top}, {bottom}, {left}, {right}>, stride = "
                f"array<i64: 1, 1>}} : ({activation}, {weight_type}, {bias_type}) -> {activation}"
            )
            lines.append(
                f"  %relu{layer} = tosa.clamp %conv{layer} {{max_fp = 6.000000e+00 : f32, "
                f"max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64}} : "
                f"({activation}) -> {activation}"
            )
            current = f"%relu{layer}"
            if layer % 4 == 3:
                lines.append(
                    f"  %sum{layer} = tosa.add {current}, %x : ({activation}, {activation}) -> "
                    f"{activation}"
                )
                current = f"%sum{layer}"
        lines.append(f"  return {current} : {activation}")
        lines.append("}")
    lines.append(f"func.func @main(%input: {activation}) -> {activation} {{")
    current = "%input"
    calls = [0, *range(len(blocks))] if len(blocks) > 1 else [0, 0]
    for step, number in enumerate(calls):
        lines.append(
            f"  %call{step} = call @block{number}({current}) : ({activation}) -> {activation}"
        )
        current = f"%call{step}"
    lines.append(f"  return {current} : {activation}")
    lines.append("}")
    return "\n".join(lines) + "\n"
