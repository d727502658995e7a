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

from typing import Any

from tracksrc.pipeline.store.kept import kept_answer
from tracksrc.pipeline.streams.stream import Pipeline


def source_names(pipeline: Pipeline) -> dict[str, list[str]]:
    """Per source op (`file:line:col`), the names its location carries in
    the first stage of the main compile ({} for a stream without one);
    worked out once (it parses that stage) and kept in the stream's store
    (`tracksrc.pipeline.store.kept`)."""
    return kept_answer(pipeline, "source names", lambda: _names(pipeline), dict, _read)


def _read(kept: dict[str, Any]) -> dict[str, list[str]]:
    if not all(isinstance(names, list) for names in kept.values()):
        raise TypeError("a source's names are no list")
    return {str(where): [str(name) for name in names] for where, names in kept.items()}


def _names(pipeline: Pipeline) -> dict[str, list[str]]:
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
