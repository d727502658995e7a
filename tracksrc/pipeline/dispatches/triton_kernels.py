"""A Triton cache narrowed to the kernels of the program read.

Triton's cache keeps each compiled kernel in a folder of its own, with its
`.ttir`, `.ttgir`, `.llir`, `.ptx` or `.amdgcn` and a `KERNEL.json` naming
the kernel and its target (`{"backend": "hip", "arch": "gfx942"}`). A
stream holds one program per kernel compiled (`Pipeline.programs`), and a
script that compiles a kernel for two targets puts the same source lines
in the code of both: the code below MLIR of the program read is that of
the folders whose kernel it defines, for the target its prints name
(`ttg.target = "hip:gfx942"`, from TritonGPU on). Where the prints name no
target, or no folder matches, every folder is kept: code is never hidden
for want of a match.
"""

from __future__ import annotations

import json
import re
import weakref
from pathlib import Path

from tracksrc.pipeline.streams.stream import Pipeline

_TARGET = re.compile(rb'ttg\.target = "([^"\n]{1,64})"')
# What is read of a stage's text to find the target (its module's
# attributes, printed first).
_HEAD = 1 << 16
_MOST_JSON = 1 << 20


# What was chosen, per pipeline, program and folder: the view asks on
# every request, and a cache holds a folder per kernel compiled.
_CHOSEN: weakref.WeakKeyDictionary[Pipeline, dict[tuple[int, Path], list[Path]]]
_CHOSEN = weakref.WeakKeyDictionary()


def program_kernel_folders(pipeline: Pipeline, folder: Path) -> list[Path]:
    """`folder` as the code of the program read is found in it: the kernel
    folders of a Triton cache that are the program's (see the module
    docstring), else the folder itself."""
    chosen = _CHOSEN.setdefault(pipeline, {})
    key = (pipeline.program, folder)
    if key not in chosen:
        chosen[key] = _chosen(pipeline, folder)
    return chosen[key]


def _chosen(pipeline: Pipeline, folder: Path) -> list[Path]:
    kernels = _kernels(folder)
    if not kernels or not pipeline.stages:
        return [folder]
    program = pipeline.programs[pipeline.program - 1]
    target = _program_target(pipeline, program.first, program.last)
    chosen = [
        path
        for path, (name, built_for) in kernels.items()
        if (not program.names or name in program.names) and target in (None, built_for)
    ]
    return chosen or [folder]


def _kernels(folder: Path) -> dict[Path, tuple[str, str]]:
    """The kernel folders of a Triton cache, with the kernel each holds and
    its target (`hip:gfx942`); none for a folder that is no Triton cache."""
    found: dict[Path, tuple[str, str]] = {}
    try:
        subfolders = sorted(path for path in folder.iterdir() if path.is_dir())
    except OSError:
        return {}
    for subfolder in subfolders:
        for described in subfolder.glob("*.json"):
            if described.name.startswith("__grp__"):
                continue
            kernel = _described(described)
            if kernel is not None:
                found[subfolder] = kernel
    return found


def _described(path: Path) -> tuple[str, str] | None:
    """The kernel and target a Triton `KERNEL.json` names, or None."""
    try:
        if path.stat().st_size > _MOST_JSON:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None
    if not isinstance(data, dict):
        return None
    name, target = data.get("name"), data.get("target")
    if not isinstance(name, str) or not isinstance(target, dict):
        return None
    backend, arch = target.get("backend"), target.get("arch")
    if not isinstance(backend, str) or not isinstance(arch, (str, int)):
        return None
    return name, f"{backend}:{arch}"


def _program_target(pipeline: Pipeline, first: int, last: int) -> str | None:
    """The target the program's prints name, looked for from its last
    stage back (the first prints are Triton IR, which names none)."""
    for number in range(last, first - 1, -1):
        stage = pipeline.stages[number]
        if stage.cut is not None:
            continue
        found = _TARGET.search(stage.data(_HEAD))
        if found is not None:
            return found.group(1).decode("utf-8", "replace")
    return None
