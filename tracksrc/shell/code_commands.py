"""The shell's commands on the code a compile produced below MLIR: the
LLVM IR and machine instructions a source op became, and where an
instruction comes from (`instructions`, which calls
`tracksrc.instructions`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from tracksrc.analysis.instructions import Instructions
from tracksrc.analysis.instructions import instructions as instructions_query
from tracksrc.pipeline.streams.stream import Pipeline

Register = Callable[[str], Callable[[Callable[..., Any]], Callable[..., Any]]]


def register_code_commands(command: Register, pipeline: Pipeline | None) -> None:
    """The commands of the module docstring, as `command` registers them;
    `pipeline` is the session's (`pipe`), whose dump folders hold code."""

    @command("the LLVM IR and machine instructions a source op became, or an instruction's source")
    def instructions(
        code: str | Path | Sequence[str | Path] | None = None,
        loc: str | None = None,
        at: str | None = None,
        stream: str | Path | Pipeline | None = None,
    ) -> Instructions:
        """Read code (assembly .s/.ptx/.amdgcn, LLVM IR .ll, or folders
        holding them: IREE's executable dumps, a Triton cache) and give
        the instructions whose debug locations come from loc (FILE:L:C,
        a range, FILE:L), through the MLIR files the compiler dumped, or
        the instruction at at (CODE_FILE:LINE) with its way back to the
        source. Without code, the executable dump folders of stream
        (default: pipe). .found, .hops, .through, .to_json()."""
        if code is None and stream is None:
            stream = pipeline
        return instructions_query(code, loc=loc, at=at, stream=stream)
