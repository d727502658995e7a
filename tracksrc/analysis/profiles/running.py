"""Profiling a run here: `profile(run=...)`'s runs of IREE's runtime.

A user with a CPU needs no profiler of their own: each module is run
`repeat` times with `iree-run-module --device_profiling_mode=...`
(`host-execution` on IREE's local devices, which times each dispatch as
the host runs it; `dispatch-events` elsewhere), each run writing an
`.ireeprof` bundle `NAME.runK.ireeprof` that `iree-profile` reads
(`tracksrc.reading.profiles`). A model (`.mlir`, `.onnx`) is compiled
first with each configuration (`--config NAME="FLAGS"`, one or two), its
stream printed (`--mlir-print-ir-after-all --mlir-print-debuginfo`) so
that the profile joins to source ops; a compiled module (`.vmfb`) runs as
it is, its stream given apart. Everything goes into the output folder:
the user's, or a temporary one removed at the end. Runs go one after the
other, never side by side: they would take each other's cores.
"""

from __future__ import annotations

import contextlib
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tracksrc.analysis.numerics.running import (
    Config,
    compile_configs,
    converted_inputs,
    failed,
    only_function,
    parse_config,
)
from tracksrc.analysis.numerics.stream_facts import StreamFacts
from tracksrc.analysis.profiles.profile import profile
from tracksrc.analysis.profiles.report import Profile
from tracksrc.errors import TracksrcError
from tracksrc.iree_tools import find_tool
from tracksrc.logs import status
from tracksrc.output_files import check_output_path, output_stream
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.progress import status_line
from tracksrc.reading.files import check_regular_file
from tracksrc.reading.profiles.formats import read_profile
from tracksrc.reading.profiles.kernels import KernelProfile
from tracksrc.safe_text import visible_line

# How long one run may take.
_TIMEOUT = 3600


@dataclass
class ProfiledRun:
    """One configuration profiled: its module, stream, and the profile of
    each run."""

    config: Config
    module: Path
    stream: Path | None
    profiles: list[KernelProfile] = field(default_factory=list)


def profiling_mode(device: str) -> str:
    """The profiling mode that times each dispatch on `device`: as the host
    runs it on IREE's local devices, by device events elsewhere."""
    return "host-execution" if device.split("://")[0].startswith("local") else "dispatch-events"


def run_profiled(
    models: Sequence[str | Path],
    configurations: Sequence[Config | str],
    inputs: Sequence[str],
    output: Path,
    *,
    function: str | None = None,
    repeat: int = 3,
    device: str = "local-sync",
    streams: Sequence[Path | None] = (),
    cache: bool | Path = True,
) -> list[ProfiledRun]:
    """Compile (a model, with each configuration) or take (modules) and
    run each `repeat` times with profiling on (see the module docstring);
    the profiled runs, in the configurations' order."""
    if repeat < 1:
        raise TracksrcError(f"tracksrc: error: --repeat must be at least 1, not {repeat}")
    paths = [Path(model) for model in models]
    for path in paths:
        check_regular_file(path, "model")
    output.mkdir(parents=True, exist_ok=True)
    configs = [parse_config(c) if isinstance(c, str) else c for c in configurations]
    if all(path.suffix == ".vmfb" for path in paths):
        if len(paths) > 2:
            raise TracksrcError("tracksrc: error: give one or two compiled modules (.vmfb)")
        names = [path.stem for path in paths]
        if len(names) == 2 and names[0] == names[1]:
            names = ["a", "b"]
        configs = configs or [Config(name) for name in names]
        modules: list[Path] = paths
        stream_files: list[Path | None] = list(streams) + [None] * (len(paths) - len(streams))
    elif len(paths) == 1:
        if not 1 <= len(configs) <= 2 or len({c.name for c in configs}) != len(configs):
            raise TracksrcError(
                "tracksrc: error: give one or two configurations of different names "
                '(--config NAME="FLAGS")'
            )
        modules, stream_files = compile_configs(paths[0], configs, output, "all", trace=False)
    else:
        raise TracksrcError(
            "tracksrc: error: give one model to compile (.mlir, .mlirbc, .onnx) or compiled "
            "modules (.vmfb)"
        )
    if len(configs) != len(modules):
        raise TracksrcError(
            f"tracksrc: error: {len(modules)} modules but {len(configs)} configurations"
        )
    chosen = function or only_function(modules[0])
    tool = find_tool("iree-run-module", extra="profile")
    runs = []
    for config, module, stream in zip(configs, modules, stream_files, strict=True):
        config.device = device
        facts = None if stream is None else StreamFacts(open_pipeline(stream, cache=cache))
        wanted = None if facts is None else facts.input_types(chosen)
        values = converted_inputs(list(inputs), wanted, config, output)
        run = ProfiledRun(config, module, stream)
        for number in range(1, repeat + 1):
            run.profiles.append(_run_once(tool, run, chosen, values, output, number, repeat))
        runs.append(run)
    return runs


def _run_once(
    tool: str,
    run: ProfiledRun,
    function: str,
    inputs: list[str],
    output: Path,
    number: int,
    repeat: int,
) -> KernelProfile:
    """One profiled run of a module: its profile, read."""
    name = run.config.name
    bundle = check_output_path(output / f"{name}.run{number}.ireeprof")
    log = output / f"{name}.run{number}.txt"
    words = [
        tool,
        f"--module={run.module}",
        f"--device={run.config.device}",
        f"--function={function}",
        *(f"--input={value}" for value in inputs),
        f"--device_profiling_mode={profiling_mode(run.config.device)}",
        f"--device_profiling_output={bundle}",
    ]
    with (
        status_line(f"running {visible_line(name)} with profiling ({number} of {repeat})"),
        output_stream(log) as handle,
    ):
        try:
            code = subprocess.run(
                words, stdout=handle, stderr=subprocess.STDOUT, timeout=_TIMEOUT, check=False
            ).returncode
        except subprocess.TimeoutExpired:
            raise TracksrcError(
                f"tracksrc: error: {visible_line(name)} ran for more than {_TIMEOUT} s"
            ) from None
    if code != 0:
        raise failed(f"iree-run-module of {name} (run {number})", code, log)
    status(f"tracksrc: profiled {visible_line(name)} (run {number} of {repeat}): {bundle}")
    return read_profile(bundle)


def profile_run(
    models: Sequence[str | Path],
    configurations: Sequence[Config | str] = (),
    inputs: Sequence[str] = (),
    output: str | Path | None = None,
    *,
    function: str | None = None,
    repeat: int = 3,
    device: str = "local-sync",
    streams: Sequence[Path | None] = (),
    cache: bool | Path = True,
    jobs: int | None = None,
) -> Profile:
    """`run_profiled`, then `profile` of its runs: one configuration
    answered alone, two compared (B against A). Files go into `output`, or
    into a temporary folder removed at the end (none kept)."""
    with contextlib.ExitStack() as stack:
        folder = (
            Path(output)
            if output is not None
            else Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="tracksrc-profile-")))
        )
        runs = run_profiled(
            models,
            configurations,
            inputs,
            folder,
            function=function,
            repeat=repeat,
            device=device,
            streams=streams,
            cache=cache,
        )
        first = runs[0]
        second = runs[1] if len(runs) > 1 else None
        report = profile(
            first.profiles,
            first.stream,
            compare=None if second is None else second.profiles,
            stream_b=None if second is None else second.stream,
            cache=cache,
            jobs=jobs,
        )
        if output is None:
            report.notes.append(
                "the runs' files (modules, streams, profiles) were in a temporary folder, "
                "now removed: --out DIR keeps them"
            )
        return report
