"""The culprit alone: its dispatch, its captured inputs, and a script that
runs just that dispatch on both configurations and shows the difference.

For each run, the dispatch is cut out of the program before
`iree-stream-conversion` (`tracksrc extract`: its `flow.executable`, at
the stage where the host still calls it with `flow.dispatch`) and given a
public function that takes the dispatch's operands and returns its
results through that same `flow.dispatch`; the module's attributes are
dropped, so the configuration's flags choose the target. The inputs the
trace captured go beside it as `.npy` (`.bin`, raw, for types numpy has
not: bf16, i1, ...), and so do the outputs the trace holds (`*.traced*`).
`run.sh` compiles each module with its configuration's flags (those that
print, trace or dump left out), runs it on its inputs with
`iree-run-module` and compares the two outputs with `tracksrc numerics`.
Each run's dispatch is fed what it was fed in the run (the two inputs
agree within tolerance: that is what makes it the culprit), so what
differs is the dispatch's code.

A dispatch with a workload, scalar or dynamically shaped operands, or
operands that are not what the trace captured cannot be run so: an error
says which. A configuration that substitutes the dispatch's executable
source (`--iree-hal-substitute-executable-source`) gets a copy of it bound
to the reproducer's buffers (`substitutions`).
"""

from __future__ import annotations

import contextlib
import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from tracksrc.analysis.numerics.stream_facts import StreamFacts
from tracksrc.analysis.numerics.substitutions import rebound_substitutions
from tracksrc.errors import TracksrcError
from tracksrc.output_files import write_output
from tracksrc.pipeline.dispatches.extract import extract
from tracksrc.reading.traces.elements import whole_array
from tracksrc.reading.traces.npy import write_npy
from tracksrc.reading.traces.trace import Invocation, TensorRef, Trace
from tracksrc.results import JsonResult
from tracksrc.safe_text import visible_line

FUNCTION = "culprit"
# Flags of a configuration that have no place in the reproducer's compile:
# they print, trace, dump or break the program.
_DROPPED = re.compile(
    r"--(?:mlir-print-|mlir-elide-|iree-flow-trace-dispatch|iree-flow-break-dispatch|"
    r"iree-hal-dump-executable-|iree-flow-inject-tensor-tracing|o$|output-file)"
)
_LOCATION = re.compile(r"\s+loc\(.*\)\s*$", re.DOTALL)
_DISPATCH = re.compile(
    r"flow\.dispatch\s+(?P<callee>@[^\s(\[]+)(?P<workload>\[[^\]]*\])?\((?P<operands>[^)]*)\)"
    r"\s*:\s*\((?P<types>.*)\)\s*->\s*(?P<results>.+)$",
    re.DOTALL,
)
_NUMPY_TYPES = {
    "f16",
    "f32",
    "f64",
    "i8",
    "i16",
    "i32",
    "i64",
    "si8",
    "si16",
    "si32",
    "si64",
    "ui8",
    "ui16",
    "ui32",
    "ui64",
}


@dataclass
class Side:
    """One configuration as the reproducer runs it: its name, the compile
    flags and the device."""

    name: str
    flags: list[str]
    device: str = "local-sync"


@dataclass
class CulpritAlone(JsonResult):
    """What was written: the folder, its script and files, the command."""

    folder: Path
    script: Path
    files: list[Path] = field(default_factory=list)

    @property
    def command(self) -> str:
        """How to run it."""
        return f"sh {shlex.quote(str(self.script))}"

    def json_data(self) -> dict[str, Any]:
        """`folder`, `script`, `files`, `command`."""
        return {
            "folder": str(self.folder),
            "script": str(self.script),
            "files": [str(path) for path in self.files],
            "command": self.command,
        }

    def __str__(self) -> str:
        return f"the culprit alone, on both configurations: {visible_line(self.command)}"


def split_top_level(text: str) -> list[str]:
    """`text` split at the commas outside brackets (`<>`, `()`, `[]`, `{}`)."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        if char in "<([{":
            depth += 1
        elif char in ">)]}":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(text[start:index].strip())
            start = index + 1
    tail = text[start:].strip()
    return [*parts, tail] if tail or parts else []


def wrapper(dispatch_text: str, inputs: list[TensorRef], label: str) -> str:
    """A public function calling the dispatch as `dispatch_text` (a
    `flow.dispatch` op) does, on operands given as its arguments."""
    match = _DISPATCH.search(_LOCATION.sub("", dispatch_text.strip()))
    if match is None:
        raise TracksrcError(
            f"tracksrc: error: {label}: cannot read its flow.dispatch op: {dispatch_text[:200]}"
        )
    if match["workload"]:
        raise TracksrcError(
            f"tracksrc: error: {label} is dispatched with a workload {match['workload']}: the "
            "reproducer runs dispatches of static shape only"
        )
    operands = split_top_level(match["operands"])
    types = split_top_level(match["types"])
    if any(not t.startswith("tensor<") or "{" in t or "?" in t for t in types):
        raise TracksrcError(
            f"tracksrc: error: {label} takes operands that are not tensors of static shape "
            f"({', '.join(types)}): the reproducer cannot feed them from the trace"
        )
    traced = [ref.type_text for ref in inputs]
    if [t[len("tensor<") : -1] for t in types] != traced:
        raise TracksrcError(
            f"tracksrc: error: {label}: its flow.dispatch takes {', '.join(types)}, its trace "
            f"shows inputs {', '.join(traced)}"
        )
    results_text = match["results"].strip()
    if results_text.startswith("(") and results_text.endswith(")"):
        results_text = results_text[1:-1]
    results = split_top_level(results_text)
    if any("?" in r or "{" in r for r in results):
        raise TracksrcError(
            f"tracksrc: error: {label} returns tensors of dynamic shape ({results_text}): the "
            "reproducer runs dispatches of static shape only"
        )
    returned = []
    for result in results:
        if result.startswith("%"):  # a result tied to an operand
            returned.append(types[operands.index(result.split("{")[0].strip())])
        else:
            returned.append(result)
    arguments = [f"%arg{index}" for index in range(len(operands))]
    tied = [
        f"%arg{operands.index(r.split('{')[0].strip())}" if r.startswith("%") else r
        for r in results
    ]
    name = "%0" if len(results) == 1 else f"%0:{len(results)}"
    values = ["%0"] if len(results) == 1 else [f"%0#{i}" for i in range(len(results))]
    signature = ", ".join(f"{a}: {t}" for a, t in zip(arguments, types, strict=True))
    return "\n".join(
        [
            f"  util.func public @{FUNCTION}({signature}) -> ({', '.join(returned)}) {{",
            f"    {name} = flow.dispatch {match['callee']}({', '.join(arguments)}) : "
            f"({', '.join(types)}) -> ({', '.join(tied)})",
            f"    util.return {', '.join(values)} : {', '.join(returned)}",
            "  }",
        ]
    )


def dispatch_module(facts: StreamFacts, invocation: Invocation) -> str:
    """The dispatch of `invocation` cut out of its stream's flow-level
    program, with the public function that runs it (see the module
    docstring)."""
    label = visible_line(invocation.label)
    stage = facts.flow_stage
    op = facts.flow_dispatch(invocation)
    if stage is None or op is None:
        raise TracksrcError(
            f"tracksrc: error: {label}: the stream has no flow-level program calling it (a "
            "stage before iree-stream-conversion, printed with --mlir-print-ir-after-all)"
        )
    callee = _DISPATCH.search(_LOCATION.sub("", op.text.strip()))
    executable = callee["callee"].split("::")[0] if callee else "@" + invocation.executable
    text = extract(facts.pipeline, executable, stage.number).text
    text = re.sub(
        r"^((?:builtin\.)?module\b[^\n{]*?)\s+attributes\s+\{.*\}\s*\{$",
        r"\1 {",
        text,
        count=1,
        flags=re.M,
    )
    lines = text.split("\n")
    closing = max(index for index, line in enumerate(lines) if line == "}")
    lines.insert(closing, wrapper(op.text, invocation.inputs or [], label))
    return _unannotated("\n".join(lines), invocation)


def _unannotated(text: str, invocation: Invocation) -> str:
    """`text` with the dispatch's entry point named as it was before
    `iree-flow-annotate-dispatches` named it after its ops: as its
    executable (IREE outlines `@m_dispatch_3::@m_dispatch_3`). Compiled
    again, the module is annotated again, and the entry point gets the name
    it had in the run, which a substituted executable source is matched by."""
    first, last = "@" + invocation.executable, "@" + invocation.export
    if first == last or not last.startswith(first):
        return text
    return re.sub(re.escape(last) + r"(?![\w$.\-])", first, text)


def _write_tensor(trace: Trace, ref: TensorRef, path: Path) -> tuple[Path, str]:
    """Write a traced tensor beside `path` (`.npy`, or `.bin` for a type
    numpy has not); the file and how `--input` names it. A tensor printed
    elided is an error: its values are not all in the trace."""
    element = ref.element_type
    try:
        values = whole_array(trace, ref)
    except ValueError as exc:
        raise TracksrcError(f"tracksrc: error: {exc}") from None
    if element.name in _NUMPY_TYPES:
        target = write_npy(
            path.with_name(path.name + ".npy"), ref.shape, element.value_dtype, [values]
        )
        return target, f"@{target.name}"
    target = write_output(path.with_name(path.name + ".bin"), _raw(values, element.name))
    return target, f"{ref.type_text}=@{target.name}"


def _raw(values: np.ndarray, name: str) -> bytes:
    """Elements as the bytes a buffer of type `name` holds."""
    if name == "bf16":
        wide = values.astype(np.float32).view(np.uint32).astype(np.uint64)
        rounded = (wide + 0x7FFF + ((wide >> 16) & 1)) >> 16
        return rounded.astype("<u2").tobytes()
    if values.dtype.kind == "f":
        raise TracksrcError(f"tracksrc: error: the reproducer cannot write {name} values")
    return values.tobytes()


def kept_flags(flags: list[str]) -> list[str]:
    """A configuration's flags for compiling the dispatch alone: those that
    print, trace, dump or break left out (and `-o FILE`)."""
    kept: list[str] = []
    skip = False
    for flag in flags:
        if skip:
            skip = False
            continue
        if flag == "-o":
            skip = True
            continue
        if not _DROPPED.match(flag):
            kept.append(flag)
    return kept


def write_culprit(
    invocations: tuple[Invocation, Invocation],
    traces: tuple[Trace, Trace],
    facts: tuple[StreamFacts, StreamFacts],
    sides: tuple[Side, Side],
    folder: Path,
    tools: tuple[str, str] = ("iree-compile", "iree-run-module"),
) -> CulpritAlone:
    """Write the culprit alone into `folder` (made if missing; see the
    module docstring): each run's invocation of it, from its trace and its
    stream, and `run.sh`."""
    folder.mkdir(parents=True, exist_ok=True)
    files: list[Path] = []
    commands: list[str] = []
    for prefix, invocation, trace, stream, side in zip(
        ("a", "b"), invocations, traces, facts, sides, strict=True
    ):
        module = write_output(folder / f"{prefix}.mlir", dispatch_module(stream, invocation))
        arguments = []
        for number, ref in enumerate(invocation.inputs or []):
            path, argument = _write_tensor(trace, ref, folder / f"{prefix}.input{number}")
            files.append(path)
            arguments.append(f"--input={argument}")
        for number, ref in enumerate(invocation.outputs or []):
            with contextlib.suppress(TracksrcError):  # (an elided output is not kept)
                files.append(_write_tensor(trace, ref, folder / f"{prefix}.traced{number}")[0])
        files.append(module)
        outputs = [
            f"--output={'@' if number == 0 else '+'}{prefix}.outputs.npy"
            for number in range(len(invocation.outputs or []))
        ]
        executable = invocation.executable
        flags = rebound_substitutions(kept_flags(side.flags), module, executable, prefix, tools[0])
        compile_words = [module.name, *flags, "-o", f"{prefix}.vmfb"]
        run_words = [
            f"--module={prefix}.vmfb",
            f"--device={side.device}",
            f"--function={FUNCTION}",
            *arguments,
            *outputs,
        ]
        commands += [
            f"# {prefix.upper()}: {_comment(side.name)}, {_comment(invocation.label)}",
            '"$IREE_COMPILE" ' + " ".join(shlex.quote(word) for word in compile_words),
            '"$IREE_RUN_MODULE" ' + " ".join(shlex.quote(word) for word in run_words),
        ]
    script = "\n".join(
        [
            "#!/bin/sh",
            "# The culprit of a `tracksrc numerics` comparison alone: each configuration's",
            "# dispatch compiled with its flags and run on the inputs its trace captured,",
            "# then the two outputs compared. Tools: $IREE_COMPILE, $IREE_RUN_MODULE, $TRACKSRC.",
            "set -e",
            'cd "$(dirname "$0")"',
            f'IREE_COMPILE="${{IREE_COMPILE:-{tools[0]}}}"',
            f'IREE_RUN_MODULE="${{IREE_RUN_MODULE:-{tools[1]}}}"',
            'TRACKSRC="${TRACKSRC:-tracksrc}"',
            *commands,
            '$TRACKSRC numerics a.outputs.npy b.outputs.npy "$@"',
            "",
        ]
    )
    path = write_output(folder / "run.sh", script)
    return CulpritAlone(folder, path, files)


def _comment(text: str) -> str:
    return visible_line(text).replace("\n", " ")
