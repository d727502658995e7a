"""`run_traced`: compile a model in two configurations with dispatch
tracing on, run both, compare the traces, and write the culprit alone.

Into the output folder, for each configuration NAME: `NAME.vmfb`,
`NAME.after_all.mlir` (the compile stream; with `stream="flow"` only the
flow-level program, `NAME.flow.mlir`; with `stream="none"` none, and
`NAME.compile.txt` holds the compiler's messages), `NAME.trace.txt`
(what `iree-run-module` printed); an ONNX model is imported first into
`MODEL.mlir`, its ops named after their nodes
(`tracksrc.analysis.numerics.onnx_names`). Two compiled modules (`.vmfb`)
are run as they are. The traces are compared (`numerics`), and when a
culprit is found and streams were printed, it is written alone into
`culprit/` (`reproducer`). The compiles run side by side, and so do the
runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tracksrc.analysis.numerics.numerics import numerics
from tracksrc.analysis.numerics.report import Numerics
from tracksrc.analysis.numerics.reproducer import CulpritAlone, Side, write_culprit
from tracksrc.analysis.numerics.running import (
    STREAM_FILES,
    Config,
    absolute_flags,
    compile_configs,
    converted_inputs,
    only_function,
    parse_config,
    run_tools,
)
from tracksrc.analysis.numerics.stream_facts import StreamFacts
from tracksrc.analysis.numerics.tensors import RTOL
from tracksrc.errors import TracksrcError
from tracksrc.iree_tools import find_tool
from tracksrc.logs import status
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.progress import status_line
from tracksrc.reading.files import check_regular_file
from tracksrc.reading.traces.scan import scan_trace
from tracksrc.results import JsonResult


@dataclass
class Run:
    """One configuration run: its files and how the run ended."""

    config: Config
    module: Path
    trace: Path
    stream: Path | None = None
    inputs: list[str] = field(default_factory=list)
    status: int = 0

    def json_data(self) -> dict[str, Any]:
        """The run as plain data."""
        return {
            "name": self.config.name,
            "flags": self.config.flags,
            "device": self.config.device,
            "module": str(self.module),
            "stream": None if self.stream is None else str(self.stream),
            "trace": str(self.trace),
            "inputs": self.inputs,
            "status": self.status,
        }


@dataclass
class RunTraced(JsonResult):
    """Both runs, their comparison and the culprit alone (if written)."""

    runs: tuple[Run, Run]
    report: Numerics
    culprit: CulpritAlone | None = None
    function: str = ""

    def json_data(self) -> dict[str, Any]:
        """`runs`, `function`, `numerics` (the report's JSON), `culprit_alone`."""
        return {
            "runs": [run.json_data() for run in self.runs],
            "function": self.function,
            "numerics": self.report.json_data(),
            "culprit_alone": None if self.culprit is None else self.culprit.json_data(),
        }

    def __str__(self) -> str:
        text = str(self.report)
        return text if self.culprit is None else f"{text}\n\n{self.culprit}"


def run_traced(
    model: str | Path | Sequence[str | Path],
    configurations: Sequence[Config | str],
    inputs: Sequence[str],
    output: str | Path,
    *,
    function: str | None = None,
    stream: str = "all",
    reproducer: bool = True,
    stream_paths: tuple[Path | None, Path | None] = (None, None),
    rtol: float = RTOL,
    atol: float | None = None,
    ulps: int | None = None,
    jobs: int | None = None,
    cache: bool | Path = True,
) -> RunTraced:
    """Compile `model` (MLIR or ONNX) with each of the two `configurations`,
    or take two compiled modules (`.vmfb`, whose streams may be given as
    `stream_paths`), run both on `inputs` (`iree-run-module --input`
    values), and compare them (see the module docstring). A configuration
    is a `Config` or `"NAME=FLAGS"`; files go into `output`; `stream`:
    `all` (every pass), `flow` (the flow-level program) or `none`."""
    if stream not in STREAM_FILES:
        raise TracksrcError(f"tracksrc: error: stream {stream!r}: all, flow or none")
    models = [Path(model)] if isinstance(model, (str, Path)) else [Path(m) for m in model]
    configs = [parse_config(c) if isinstance(c, str) else c for c in configurations]
    out = Path(output)
    if len(configs) != 2 or configs[0].name == configs[1].name:
        raise TracksrcError("tracksrc: error: give two configurations of different names")
    for model in models:
        check_regular_file(model, "model")
    out.mkdir(parents=True, exist_ok=True)
    compiled = [model.suffix == ".vmfb" for model in models]
    if compiled == [True, True]:
        modules = list(models)
        stream_files = list(stream_paths)
    elif compiled == [False]:
        modules, stream_files = compile_configs(models[0], configs, out, stream)
    else:
        raise TracksrcError(
            "tracksrc: error: give one model to compile (.mlir, .mlirbc, .onnx) or two compiled "
            "modules (.vmfb)"
        )
    facts = [
        None if path is None else StreamFacts(open_pipeline(path, cache=cache))
        for path in stream_files
    ]
    chosen = function or only_function(modules[0])
    runs = (
        Run(configs[0], modules[0], out / f"{configs[0].name}.trace.txt", stream_files[0]),
        Run(configs[1], modules[1], out / f"{configs[1].name}.trace.txt", stream_files[1]),
    )
    tool = find_tool("iree-run-module")
    commands = []
    for run, fact in zip(runs, facts, strict=True):
        wanted = None if fact is None else fact.input_types(chosen)
        run.inputs = converted_inputs(list(inputs), wanted, run.config, out)
        words = [
            tool,
            f"--module={run.module}",
            f"--device={run.config.device}",
            f"--function={chosen}",
            *(f"--input={value}" for value in run.inputs),
        ]
        commands.append((words, run.trace))
    with status_line(f"running {runs[0].config.name} and {runs[1].config.name} (iree-run-module)"):
        statuses = run_tools(commands)
    for run, code in zip(runs, statuses, strict=True):
        run.status = code
        note = (
            ""
            if code == 0
            else f" (it failed: exit status {code}; the trace is read as far as it goes)"
        )
        status(f"tracksrc: ran {run.config.name} on {run.config.device}: {run.trace}{note}")
    partial = any(statuses)
    with (
        scan_trace(runs[0].trace, allow_partial=partial) as trace_a,
        scan_trace(runs[1].trace, allow_partial=partial) as trace_b,
    ):
        report = numerics(
            trace_a,
            trace_b,
            stream_a=facts[0],
            stream_b=facts[1],
            rtol=rtol,
            atol=atol,
            ulps=ulps,
            jobs=jobs,
            cache=cache,
        )
        result = RunTraced(runs, report, function=chosen)
        culprit = report.culprit
        fact_a, fact_b = facts
        alone = (
            reproducer
            and compiled == [False]
            and culprit is not None
            and len(culprit.aligned.a) == 1
            and len(culprit.aligned.b) == 1
        )
        if alone and culprit is not None and fact_a is not None and fact_b is not None:
            result.culprit = write_culprit(
                (culprit.aligned.a[0], culprit.aligned.b[0]),
                (trace_a, trace_b),
                (fact_a, fact_b),
                (_side(configs[0]), _side(configs[1])),
                out / "culprit",
                (find_tool("iree-compile"), tool),
            )
            status(f"tracksrc: wrote the culprit alone into {out / 'culprit'}")
    return result


def _side(config: Config) -> Side:
    return Side(config.name, absolute_flags(config.flags), config.device)
