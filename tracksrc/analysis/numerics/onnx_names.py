"""An ONNX model imported as `iree-import-onnx` imports it, each op located
at its place in the imported file *and* named after its ONNX node.

IREE's importer gives every op the name of the node it comes from
(`loc("Convolution28")`), but `iree-import-onnx` prints no locations, so
the compile locates each op at its position in the printed file
(`model.mlir:11:10`) and the names are lost. Here the module is imported
with IREE's own importer (the tool's `load_onnx_model`: shape inference,
the checker) and printed with its locations, then each op's name location
is wrapped around the position the compile would have given it,
`loc("Convolution28"("model.mlir":11:10))`; a location that is `unknown`
is dropped (the op gets its position). The file reads line for line as
`iree-import-onnx`'s output, so the compile's source locations are the
same, and every dispatch knows the ONNX nodes it computes.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.output_files import write_output
from tracksrc.safe_text import mlir_string

# A location at the end of a line: a name alone, or unknown.
_TRAILING_LOCATION = re.compile(r'\s+loc\((?:"(?P<name>(?:[^"\\]|\\.)*)"|(?P<unknown>unknown))\)$')
# Where an op's name starts on its line: after its results (`%a, %b:2 = `).
_RESULTS = re.compile(r"\s*(?:%[^=]*=\s*)?")


def import_onnx(model: Path, output: Path) -> Path:
    """Import `model` into `output` (see the module docstring); returns it.
    The positions name the file as `output` is spelt (the compile is given
    that path, and names the ops located by it so). Needs IREE's ONNX
    importer (`pip install iree-base-compiler[onnx]`)."""
    try:
        from iree.compiler.ir import Context
        from iree.compiler.tools.import_onnx.__main__ import load_onnx_model, onnx_importer
    except ImportError as exc:
        raise TracksrcError(
            f"tracksrc: error: importing {model} needs IREE's ONNX importer "
            f"({exc}): pip install 'iree-base-compiler[onnx]'"
        ) from None
    options = argparse.Namespace(
        input_file=str(model),
        opset_version=None,
        large_model=False,
        data_dir=None,
        data_prop=True,
        externalize_params=False,
    )
    try:
        proto = load_onnx_model(options)
        info = onnx_importer.ModelInfo(proto)
        module = info.create_module(context=Context()).operation
        onnx_importer.NodeImporter.define_function(info.main_graph, module).import_all()
        module.verify()
        text = module.get_asm(enable_debug_info=True, use_local_scope=True)
        # (A local-scope print leaves out the module's `dialect_resources`,
        # the weights: they are taken from a plain print.)
        plain = module.get_asm()
    except Exception as exc:  # what IREE's importer raises is its own
        raise TracksrcError(
            f"tracksrc: error: IREE's importer cannot import {model}: {exc}"
        ) from None
    resources = plain.find("\n{-#")
    if resources >= 0 and "{-#" not in text:
        text = text.rstrip("\n") + "\n" + plain[resources:]
    return write_output(output, located(text, str(output)))


def located(text: str, filename: str) -> str:
    """`text` (a module printed with local-scope locations) with each op's
    name location wrapped around the op's position in `text` itself
    (`filename:line:column`), and `unknown` locations dropped."""
    lines = text.split("\n")
    opened: list[tuple[int, int]] = []  # positions of the ops whose regions are open
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("}") and opened:
            position = opened.pop()  # the op whose region this closes
        else:
            start = _RESULTS.match(line)
            position = (number, (start.end() if start else 0) + 1)
        if stripped.endswith("{"):
            opened.append(position)  # (`} else {`: the same op goes on)
            continue
        match = _TRAILING_LOCATION.search(line)
        if match is None:
            continue
        if match["unknown"]:
            lines[number - 1] = line[: match.start()]
            continue
        place = f"{mlir_string(filename)}:{position[0]}:{position[1]}"
        lines[number - 1] = f'{line[: match.start()]} loc("{match["name"]}"({place}))'
    return "\n".join(lines)
