"""IREE's command-line tools, found where IREE's Python packages put them.

`iree-base-compiler` ships `iree-compile` and `iree-opt`; `iree-base-runtime`
ships `iree-run-module`, `iree-benchmark-module` and `iree-profile`. Each is
looked for in its package first, then beside this Python, then on PATH, so
that a user with the packages in a virtual environment needs no PATH set.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from tracksrc.errors import TracksrcError

# The tools of IREE's runtime package (the others are the compiler's).
RUNTIME_TOOLS = frozenset({"iree-run-module", "iree-benchmark-module", "iree-profile"})


def find_tool(name: str, extra: str = "numerics") -> str:
    """The path of an IREE tool: from IREE's Python packages when they are
    installed, else beside this Python, else on PATH; a clear error naming
    the package (and tracksrc's optional `extra` that installs it) when it
    is nowhere."""
    found: str | None = None
    try:
        if name in RUNTIME_TOOLS:
            from iree._runtime import libs  # type: ignore[import-not-found]

            candidate = Path(libs.library_path) / name
            found = str(candidate) if candidate.is_file() else None
        else:
            from iree.compiler.tools import binaries

            found = binaries.find_tool(name)
    except (ImportError, OSError, ValueError, AttributeError):
        found = None
    if found is None:
        beside = Path(sys.executable).with_name(name)
        found = str(beside) if beside.is_file() else shutil.which(name)
    if found is None:
        package = "iree-base-runtime" if name in RUNTIME_TOOLS else "iree-base-compiler"
        raise TracksrcError(
            f"tracksrc: error: {name} is not installed: pip install 'tracksrc[{extra}]' "
            f"(or {package}), or put it on PATH"
        )
    return found
