"""What `tracksrc capture` adds to a compiler's run: one entry per tool,
told by the program's name.

Each entry gives the flags to append and the environment variables to set
so that the run prints what tracksrc reads: every pass's IR with its
locations, the files a compile writes beside it (IREE's executable dumps,
Triton's cache) into the bundle. Flags the user gave win: a tool given
print flags of its own gets no print flags, one given its own dump folder
no dump flags; `--no-flags` adds nothing at all. A new tool is a new
`Tool` in `TOOLS`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tracksrc.pipeline.streams.bundles import DUMPS, PROFILE, TRITON_CACHE

# What makes MLIR print every pass's IR with its locations, small constants
# whole and large ones elided (a 700 MB stream instead of gigabytes).
MLIR_PRINT_FLAGS = (
    "--mlir-print-ir-after-all",
    "--mlir-print-debuginfo",
    "--mlir-elide-elementsattrs-if-larger=16",
)
_PRINT_GIVEN = re.compile(r"--?mlir-print-ir-(after|before|tree-dir|module-scope)")
_IREE_DUMPS_GIVEN = re.compile(r"--?iree-hal-dump-executable-")
# A ROCm target on iree-compile's line (old and new flag spellings).
_ROCM_TARGET = re.compile(
    r"--?iree-(hal-target-(backends|device)s?=.*\b(rocm|hip)\b|rocm-target|hip-target)"
)


@dataclass(frozen=True)
class Additions:
    """What a capture adds to a run: flags appended, variables set."""

    flags: list[str] = field(default_factory=list)
    environment: dict[str, str] = field(default_factory=dict)

    def json_data(self) -> dict[str, object]:
        """As `capture.json` keeps it."""
        return {"flags": list(self.flags), "environment": dict(self.environment)}


@dataclass(frozen=True)
class Tool:
    """A tool capture knows: how to tell it from its argument vector, and
    what to add to a run of it (given the bundle folder)."""

    name: str
    matches: Callable[[Sequence[str]], bool]
    additions: Callable[[Sequence[str], Path], Additions]
    # How to ask its version (appended to the program), for capture.json.
    version: tuple[str, ...] = ("--version",)


def _program(argv: Sequence[str]) -> str:
    return Path(argv[0]).name if argv else ""


def _print_flags(argv: Sequence[str]) -> list[str]:
    return [] if any(_PRINT_GIVEN.match(word) for word in argv[1:]) else list(MLIR_PRINT_FLAGS)


def _iree_compile(argv: Sequence[str], bundle: Path) -> Additions:
    flags = _print_flags(argv)
    if not any(_IREE_DUMPS_GIVEN.match(word) for word in argv[1:]):
        flags.append(f"--iree-hal-dump-executable-files-to={bundle / DUMPS}")
    if (
        any(_ROCM_TARGET.match(word) for word in argv[1:])
        and "--iree-rocm-emit-debug-info" not in argv
    ):
        # (Kernels' DWARF, for the code below MLIR, where the target keeps it.)
        flags.append("--iree-rocm-emit-debug-info")
    return Additions(flags)


def _mlir_opt(argv: Sequence[str], bundle: Path) -> Additions:
    return Additions(_print_flags(argv))


def _triton(argv: Sequence[str], bundle: Path) -> Additions:
    # Triton prints its MLIR passes when MLIR_ENABLE_DUMP is set, and LLVM's
    # with LLVM_IR_ENABLE_DUMP; its cache (the .llir, .ptx, .amdgcn of each
    # kernel) goes into the bundle, and every kernel is compiled anew
    # (a cached kernel prints nothing).
    return Additions(
        environment={
            "MLIR_ENABLE_DUMP": "1",
            "LLVM_IR_ENABLE_DUMP": "1",
            "TRITON_CACHE_DIR": str(bundle / TRITON_CACHE),
            "TRITON_ALWAYS_COMPILE": "1",
        }
    )


def _iree_run_module(argv: Sequence[str], bundle: Path) -> Additions:
    # The runtime's profile of each dispatch (what `tracksrc profile`
    # reads), timed as the host runs them on local devices.
    if any(word.startswith("--device_profiling_") for word in argv[1:]):
        return Additions()
    device = next((w.split("=", 1)[1] for w in argv[1:] if w.startswith("--device=")), "local")
    mode = "host-execution" if device.startswith("local") else "dispatch-events"
    return Additions(
        [f"--device_profiling_mode={mode}", f"--device_profiling_output={bundle / PROFILE}"]
    )


def _is_python(argv: Sequence[str]) -> bool:
    return bool(re.fullmatch(r"python[0-9.]*", _program(argv)))


TOOLS: tuple[Tool, ...] = (
    Tool("iree-compile", lambda argv: _program(argv) == "iree-compile", _iree_compile),
    Tool("iree-run-module", lambda argv: _program(argv) == "iree-run-module", _iree_run_module),
    Tool(
        "MLIR opt tool",
        lambda argv: _program(argv).endswith("-opt"),
        _mlir_opt,
    ),
    Tool(
        "Triton (python)",
        _is_python,
        _triton,
        ("-c", "import sys, triton; print(sys.version.split()[0], 'triton', triton.__version__)"),
    ),
)


def tool_of(argv: Sequence[str]) -> Tool | None:
    """The entry of `TOOLS` for this command, or None (nothing is added)."""
    return next((tool for tool in TOOLS if tool.matches(argv)), None)


def additions_for(argv: Sequence[str], bundle: Path, *, add: bool = True) -> Additions:
    """What to add to the run `argv` capturing into `bundle` (nothing when
    `add` is off or the tool is not known)."""
    tool = tool_of(argv)
    if not add or tool is None:
        return Additions()
    return tool.additions(argv, bundle)
