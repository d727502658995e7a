"""Compiling and running a model with IREE's tools, dispatch tracing on.

The tools are those of IREE's Python packages when they are installed
(`iree-base-compiler`'s `iree-compile`, `iree-base-runtime`'s
`iree-run-module`: the `numerics` extra), else those on PATH. A
configuration is a name, `iree-compile` flags and the device
`iree-run-module` runs on. Compiling adds `--iree-flow-trace-dispatch-
tensors` (if the flags lack it) and, for the stream tracksrc reads,
`--mlir-print-ir-after-all --mlir-print-debuginfo
--mlir-elide-elementsattrs-if-larger=16` with stderr captured into
`NAME.after_all.mlir` (or, for a quicker run, only the flow-level program,
`--mlir-print-ir-before=iree-stream-conversion`, into `NAME.flow.mlir`:
enough for the inputs' types, the dispatches' source ops and the
reproducer, not for where two compiles part). (For the reproducer's script, which runs in a
folder of its own, flag values naming files, such as a substituted
executable source, are made absolute: `absolute_flags`.) Running captures what
`iree-run-module` prints, its stderr (the traces) and stdout (`EXEC`, the
results) into `NAME.trace.txt`, as a terminal would show them.

The inputs are `iree-run-module`'s `--input` values. A compile can change
the element types its function takes (`--iree-input-demote-f32-to-f16`
makes an f32 model take f16): the stream says which
(`StreamFacts.input_types`), and an input of another type is converted
for that run (a `.npy` file into `NAME.inputN.npy`, a value's type
rewritten), with a line on stderr; an f32 array passed to a module that
takes f16 would be read as other numbers.
"""

from __future__ import annotations

import contextlib
import os
import re
import shlex
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from tracksrc.analysis.numerics.onnx_names import import_onnx
from tracksrc.errors import TracksrcError
from tracksrc.iree_tools import find_tool
from tracksrc.logs import status
from tracksrc.output_files import note_input, output_stream
from tracksrc.progress import status_line
from tracksrc.reading.traces.element_types import element_type
from tracksrc.reading.traces.elements import whole_array
from tracksrc.reading.traces.npy import read_npy, write_npy
from tracksrc.safe_text import visible_line

# What each kind of stream prints: every pass, or the flow-level program.
STREAM_FLAGS = {
    "all": ("--mlir-print-ir-after-all",),
    "flow": ("--mlir-print-ir-before=iree-stream-conversion",),
    "none": (),
}
STREAM_FILES = {"all": "after_all.mlir", "flow": "flow.mlir", "none": "compile.txt"}
_PRINT = ("--mlir-print-debuginfo", "--mlir-elide-elementsattrs-if-larger=16")
TRACE_FLAG = "--iree-flow-trace-dispatch-tensors"
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.+-]*")
_TEXT_INPUT = re.compile(
    r"(?P<shape>(?:[0-9]+x)*)(?P<type>[A-Za-z][A-Za-z0-9]*)=(?P<rest>.*)", re.S
)
# How long a tool may run (a compile of a large model takes minutes).
_TIMEOUT = 6 * 3600


@dataclass
class Config:
    """A configuration: its name (used in file names), `iree-compile`
    flags and the `iree-run-module` device."""

    name: str
    flags: list[str] = field(default_factory=list)
    device: str = "local-sync"


def parse_config(word: str) -> Config:
    """`NAME=FLAGS` (FLAGS as a shell splits them) as a `Config`."""
    name, equals, flags = word.partition("=")
    if not equals or not _NAME.fullmatch(name):
        raise TracksrcError(
            f"tracksrc: error: --config {visible_line(word)!r}: expected NAME=FLAGS, NAME of "
            "letters, digits, '_', '.', '+', '-' (it names the files written)"
        )
    try:
        return Config(name, shlex.split(flags))
    except ValueError as exc:
        raise TracksrcError(
            f"tracksrc: error: --config {name}: cannot split its flags: {exc}"
        ) from None


def absolute_flags(flags: list[str]) -> list[str]:
    """Flags whose value (after the last `=`) names an existing file or
    folder relative to here, with that path made absolute."""
    result = []
    for flag in flags:
        head, equals, value = flag.rpartition("=")
        if equals and value and not os.path.isabs(value) and os.path.exists(value):
            flag = f"{head}={os.path.abspath(value)}"
        result.append(flag)
    return result


def compile_command(
    tool: str, model: Path, config: Config, module: Path, stream: str, trace: bool = True
) -> list[str]:
    """The `iree-compile` command of one configuration (see the module
    docstring), printing the `stream` asked for (`all`, `flow`, `none`),
    with dispatch tracing unless `trace` is off (profiling wants none)."""
    flags = list(config.flags)
    if trace and TRACE_FLAG not in flags:
        flags.append(TRACE_FLAG)
    printing = (*STREAM_FLAGS[stream], *_PRINT) if stream != "none" else ()
    return [tool, str(model), *flags, *printing, "-o", str(module)]


def run_tools(commands: list[tuple[list[str], Path]]) -> list[int]:
    """Run commands side by side, each one's stdout and stderr captured
    into its file (`tracksrc.output_files`: never over an input, whole or
    not at all); their exit statuses."""
    with contextlib.ExitStack() as stack:
        running = []
        try:
            for words, output in commands:
                handle = stack.enter_context(output_stream(output))
                running.append(subprocess.Popen(words, stdout=handle, stderr=subprocess.STDOUT))
            return [process.wait(timeout=_TIMEOUT) for process in running]
        except BaseException:
            for process in running:
                if process.poll() is None:
                    process.kill()
                    process.wait()
            raise


def failed(what: str, status: int, output: Path) -> TracksrcError:
    """The error for a tool that failed: its last lines of output."""
    try:
        tail = output.read_text(encoding="utf-8", errors="replace").splitlines()[-12:]
    except OSError:
        tail = []
    shown = "\n".join(f"  {visible_line(line[:300])}" for line in tail if line.strip())
    return TracksrcError(
        f"tracksrc: error: {what} failed (exit status {status}); its output is in {output}"
        + (f", ending:\n{shown}" if shown else "")
    )


def function_names(module: Path) -> list[str] | None:
    """The functions a compiled module exports for running (not `__init`,
    not the `$async` variants), read with IREE's Python runtime; None
    without it."""
    try:
        import iree.runtime as runtime
    except ImportError:
        return None
    try:
        loaded = runtime.VmModule.mmap(runtime.VmInstance(), str(module))
    except Exception as exc:  # the runtime's own errors
        raise TracksrcError(
            f"tracksrc: error: {module}: not a module IREE's runtime loads: {exc}"
        ) from None
    return [
        name for name in loaded.function_names if name != "__init" and not name.endswith("$async")
    ]


def converted_inputs(
    inputs: list[str], wanted: list[tuple[str, str]] | None, config: Config, folder: Path
) -> list[str]:
    """`inputs` as `config`'s module takes them (see the module docstring):
    `.npy` files of another element type converted into the output folder,
    text values' types rewritten. `wanted` is, per input, the element type
    of the buffer view the module takes and the one it reads its storage
    as (`StreamFacts.input_types`)."""
    if wanted is None:
        return list(inputs)
    result = []
    for number, value in enumerate(inputs):
        if number >= len(wanted):
            result.append(value)
            continue
        view, storage = wanted[number]
        converted = value
        if value.startswith("@") and value.endswith(".npy"):
            converted = _converted_npy(Path(value[1:]), view, storage, config, folder, number)
        elif view == storage and _retyped(value, view):
            converted = _retyped(value, view)
            status(f"tracksrc: {config.name} takes {view}: input {number} given as {view}")
        result.append(converted)
    return result


def _retyped(value: str, want: str) -> str:
    """A text input (`2x2xf32=1 2 3 4`) with its element type made `want`;
    "" when it is no such input, has that type, or reads a file."""
    match = _TEXT_INPUT.fullmatch(value)
    if match is None or match["type"] == want or match["rest"].startswith("@"):
        return ""
    if element_type(want) is None:
        return ""
    return f"{match['shape']}{want}={match['rest']}"


def _converted_npy(
    path: Path, view: str, storage: str, config: Config, folder: Path, number: int
) -> str:
    """An `.npy` input as a module takes it: its values converted to the
    storage type, in a buffer of the view's type (the bytes of the values
    first, zeros after: how IREE reads an f32 view demoted to f16)."""
    note_input(path)
    trace = read_npy(path)
    if len(trace.results) != 1:
        return f"@{path}"  # several arrays: passed as they are
    ref = trace.results[0]
    view_type, storage_type = element_type(view), element_type(storage)
    if view_type is None or storage_type is None or "hex" in (view_type.kind, storage_type.kind):
        return f"@{path}"
    if ref.element_type.name == view == storage:
        return f"@{path}"
    array = whole_array(trace, ref)
    with np.errstate(over="ignore", invalid="ignore"):
        values = array.astype(storage_type.value_dtype)
    packed = np.zeros(ref.shape, view_type.value_dtype)
    raw = values.tobytes()
    if len(raw) > packed.nbytes:
        return f"@{path}"
    packed.reshape(-1).view(np.uint8)[: len(raw)] = np.frombuffer(raw, np.uint8)
    target = folder / f"{config.name}.input{number}.npy"
    write_npy(target, ref.shape, view_type.value_dtype, [packed.ravel()])
    how = f"{storage} values in {view} buffer views" if storage != view else view
    status(
        f"tracksrc: {config.name} takes {how}: input {number} ({path.name}, "
        f"{ref.element_type}) converted into {target}"
    )
    return f"@{target}"


def compile_configs(
    model: Path, configs: list[Config], out: Path, stream: str, trace: bool = True
) -> tuple[list[Path], list[Path | None]]:
    """Compile `model` (imported first if ONNX) with each configuration
    side by side into `out` (`NAME.vmfb`, and the `stream` asked for:
    `STREAM_FILES`), with dispatch tracing unless `trace` is off; the
    modules and the streams (None for `none`)."""
    note_input(model)
    if model.suffix == ".onnx":
        with status_line(f"importing {visible_line(model.name)} (IREE's ONNX importer)"):
            model = import_onnx(model, out / f"{model.stem}.mlir")
        status(f"tracksrc: imported the ONNX model, its ops named after their nodes: {model}")
    tool = find_tool("iree-compile")
    modules = [out / f"{config.name}.vmfb" for config in configs]
    captures = [out / f"{config.name}.{STREAM_FILES[stream]}" for config in configs]
    commands = [
        (compile_command(tool, model, config, module, stream, trace), capture)
        for config, module, capture in zip(configs, modules, captures, strict=True)
    ]
    names = " and ".join(config.name for config in configs)
    traced = " with dispatch tracing" if trace else ""
    with status_line(f"compiling {names}{traced} (iree-compile)"):
        statuses = run_tools(commands)
    for config, code, capture in zip(configs, statuses, captures, strict=True):
        if code != 0:
            raise failed(f"iree-compile of {config.name}", code, capture)
        status(f"tracksrc: compiled {config.name}: {out / (config.name + '.vmfb')}, {capture}")
    return modules, [capture if stream != "none" else None for capture in captures]


def only_function(module: Path) -> str:
    """The one function a module exports for running; an error asking
    for --function where it exports several or the runtime cannot say."""
    names = function_names(module)
    if names is None:
        raise TracksrcError(
            "tracksrc: error: name the function to run (--function): IREE's Python runtime, "
            "which lists a module's functions, is not installed"
        )
    if len(names) != 1:
        raise TracksrcError(
            f"tracksrc: error: {module} exports {len(names)} functions "
            f"({visible_line(', '.join(names)) or 'none'}): name one with --function"
        )
    return names[0]
