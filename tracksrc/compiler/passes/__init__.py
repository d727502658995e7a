"""The mini-compiler's passes, by pass argument, and its default pipeline."""

from __future__ import annotations

from tracksrc.compiler.pass_manager import Pass
from tracksrc.compiler.passes.bufferize import Bufferize
from tracksrc.compiler.passes.cleanup import Canonicalize, CommonSubexpressions
from tracksrc.compiler.passes.form_dispatches import FormDispatches
from tracksrc.compiler.passes.fuse_elementwise import FuseElementwise
from tracksrc.compiler.passes.inline import Inline
from tracksrc.compiler.passes.lower_conv import LowerConvolutions
from tracksrc.compiler.passes.lower_to_loops import LowerToLoops
from tracksrc.compiler.passes.to_linalg import ToLinalg

PASSES: dict[str, type[Pass]] = {
    cls.argument: cls
    for cls in (
        Inline,
        ToLinalg,
        LowerConvolutions,
        FuseElementwise,
        Canonicalize,
        CommonSubexpressions,
        FormDispatches,
        Bufferize,
        LowerToLoops,
    )
}

DEFAULT_PIPELINE = (
    "inline",
    "to-linalg",
    "canonicalize",
    "lower-conv",
    "fuse-elementwise",
    "canonicalize",
    "cse",
)


def build_pipeline(arguments: tuple[str, ...] | list[str] = DEFAULT_PIPELINE) -> list[Pass]:
    """Pass objects for pass arguments (KeyError names an unknown one)."""
    return [PASSES[argument]() for argument in arguments]
