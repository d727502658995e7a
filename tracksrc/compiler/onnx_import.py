"""`tracksrc import-onnx`: an ONNX graph to the mini-compiler's input dialect.

Each ONNX node becomes one or more `tosa.*` ops located by a name location
carrying the node's name, at a line of its own in the ONNX file:

    loc("Conv_12"("model.onnx":13:1))

Line N is the N-th node of the graph (a node-per-line view of the model, so
that every node is a distinct source range and tracking keeps nodes apart);
column 1 is the op that computes the node's output, columns 2, 3, ... the
ops the import added for it (layout transposes, its constants), so that
tracking tells them apart too (`model.onnx:13:1-13:99` is the whole node).
The graph's inputs are on line 0, column K for the K-th input.

Layout: ONNX images are NCHW; TOSA's convolutions and pools are NHWC. Four
dimensional activations are kept NHWC from the first op that needs it (a
`tosa.transpose`) and turned back (another) only where an op needs ONNX's
layout (reshape, flatten, the outputs). Weights are rearranged when the
model is read. Constants (initializers, `Constant`, `ConstantOfShape` and
ops on constants only) are folded with NumPy. `onnx` and NumPy are needed
only here (`pip install tracksrc[onnx]`).
"""

from __future__ import annotations

from pathlib import Path

from tracksrc.compiler.onnx_folds import FOLDS
from tracksrc.compiler.onnx_importer import Importer, onnx_modules
from tracksrc.compiler.onnx_ops import HANDLERS
from tracksrc.errors import TracksrcError


def import_onnx(path: str | Path, filename: str | None = None) -> str:
    """The input program of the ONNX model at `path`; its ops are located in
    `filename` (default: the model's file name)."""
    onnx, _ = onnx_modules()
    try:
        model = onnx.load(str(path))
    except (OSError, ValueError) as exc:
        raise TracksrcError(f"tracksrc: error: {path}: {exc}") from None
    except Exception as exc:  # protobuf's DecodeError and friends
        raise TracksrcError(f"tracksrc: error: {path}: not an ONNX model ({exc})") from None
    return Importer(model, filename or Path(path).name, HANDLERS, FOLDS).run()
