"""The names a compile's locations give its source ops.

An ONNX model imported by IREE's importer names each op after its node
(`loc("Convolution110"("model.mlir":15:11))`), JAX names each op after its
primitive around a Python call stack, torch after its FX node. Per source
op (`file:line:col`, its innermost frame, as `tracksrc dispatches` lists
them), the names its ops carry in the first stage of the main compile, in
the order met: what a table shows beside the place, so that a user sees
`Convolution110` as well as `model.mlir:15:11`.
"""

from __future__ import annotations

from tracksrc.pipeline.streams.stream import Pipeline


def source_names(pipeline: Pipeline) -> dict[str, list[str]]:
    """Per source op (`file:line:col`), the names its location carries in
    the first stage of the main compile ({} for a stream without one)."""
    found: dict[str, list[str]] = {}
    stages = pipeline.main_stages()
    if not stages:
        return found
    for _, info in stages[0].op_index():
        names = info.names
        if not names:
            continue
        for source in info.source_ranges:
            known = found.setdefault(str(source), [])
            known.extend(name for name in names if name not in known)
    return found
