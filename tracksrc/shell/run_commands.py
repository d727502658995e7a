"""The shell's commands about runs of a compiler or a compiled program: a
compile captured into a bundle (`capture`), which dispatch computes wrong
(`numerics`, `run_traced`) and where the time goes (`profile`,
`profile_run`). Each calls the public function of the same
name (`tracksrc.numerics`, `tracksrc.profile`, ...); a stream defaults to
the session's pipeline (`pipe`, and `pipe_b` for a second run). Those
that run IREE's tools or need numpy (optional extras) say how to install
them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

import tracksrc
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.stream import Pipeline

Register = Callable[[str], Callable[[Callable[..., Any]], Callable[..., Any]]]


class Session(Protocol):
    """What these commands read of the session: its pipelines."""

    pipeline: Pipeline | None
    compare_with: Pipeline | None


def _api(name: str, extra: str) -> Callable[..., Any]:
    """`tracksrc.<name>`, or a clear error when what it needs (numpy, an
    optional extra) is missing."""
    try:
        return getattr(tracksrc, name)  # type: ignore[no-any-return]
    except ImportError as exc:
        raise TracksrcError(
            f"tracksrc: error: {name}() needs numpy ({exc}): pip install 'tracksrc[{extra}]'"
        ) from None


def register_run_commands(command: Register, session: Session) -> None:
    """The commands of the module docstring, as `command` registers them."""

    @command("run a compiler so that its run answers at once (a bundle)")
    def capture(command: Sequence[str], bundle: str | Path | None = None, **options: Any) -> Any:
        """Run command (an argument vector: ["iree-compile", "m.mlir", ...],
        ["python", "kernel.py"]) with the print flags and dump folders
        tracksrc reads added, its stderr captured into bundle (default
        MODEL.tracksrc), its store built when it exits; open the bundle
        with open_pipeline(bundle) or use it as any stream. Options:
        add_flags (False: add nothing), index (False: build the store
        later), pack (False: keep the store and executable files as
        files), jobs (worker processes), cache_dir (where summaries are
        cached). A failed compile's answer is in .failed."""
        return tracksrc.capture(command, bundle, **options)

    @command("which dispatch computes wrong: two runs' dispatch traces compared")
    def numerics(
        trace_a: str | Path,
        trace_b: str | Path,
        stream_a: str | Path | Pipeline | None = None,
        stream_b: str | Path | Pipeline | None = None,
        **options: Any,
    ) -> Any:
        """Compare two runs' dispatch tensor traces (A the reference): the
        culprit (the first dispatch whose outputs diverge while its inputs
        agree), the dispatches that inherit the divergence, each with its
        error statistics; with the compile streams (default: pipe and
        pipe_b when the session has both) aligned by source ops, with
        each dispatch's source ops and where the compiles part. Options:
        rtol, atol, ulps, allow_partial, jobs. Needs numpy."""
        if stream_a is None and stream_b is None and session.compare_with is not None:
            stream_a, stream_b = session.pipeline, session.compare_with
        return _api("numerics", "numerics")(
            trace_a, trace_b, stream_a=stream_a, stream_b=stream_b, **options
        )

    @command("compile and run a model in two configurations with tracing; numerics")
    def run_traced(model: Any, configs: Any, inputs: Any, out: str | Path, **options: Any) -> Any:
        """Compile model with each of two configurations ("NAME=FLAGS")
        and dispatch tracing, run both on inputs (iree-run-module --input
        values), compare them as numerics does; files into out. Options:
        function, stream, reproducer, rtol, atol, ulps, jobs. Needs
        IREE's compiler and runtime (pip install 'tracksrc[numerics]')."""
        return _api("run_traced", "numerics")(model, configs, inputs, out, **options)

    @command("where the time goes: profiles joined to dispatches and source ops")
    def profile(
        profiles: Any,
        stream: str | Path | Pipeline | None = None,
        compare: Any = None,
        stream_b: str | Path | Pipeline | None = None,
        **options: Any,
    ) -> Any:
        """Read profiler output (a path or a list of paths, one per run:
        .ireeprof, iree-profile JSONL, rocprofv3, rocprof, Nsight SQLite,
        Chrome traces, Proton) and join its kernels to the dispatches of
        stream (default: pipe): time per dispatch with its codegen facts,
        per source op, per op type; with compare (B's profiles; stream_b
        default pipe_b), the source ops ranked by the time B adds, with
        where the compiles part. Options: kind (the format), cache, jobs.
        .table("source" | "type" | "dispatch" | "kernel" | "change"),
        .to_json(), .to_csv() of a table."""
        if stream is None:
            stream = session.pipeline
        if compare is not None and stream_b is None:
            stream_b = session.compare_with
        return _api("profile", "profile")(
            profiles, stream, compare=compare, stream_b=stream_b, **options
        )

    @command("compile and run a model here with profiling on; profile the runs")
    def profile_run(
        models: str | Path | Sequence[str | Path],
        configs: Sequence[str] = (),
        inputs: Sequence[str] = (),
        out: str | Path | None = None,
        **options: Any,
    ) -> Any:
        """Compile a model (.mlir, .onnx) with each of one or two
        configurations ("NAME=FLAGS"), or take compiled modules (.vmfb,
        with streams=[...]), run each repeat times (default 3) with
        IREE's runtime profiling it, then profile the runs (two compared).
        Files into out (default: a temporary folder). Options: function,
        repeat, device, streams, jobs. Needs pip install
        'tracksrc[profile]'."""
        listed = [models] if isinstance(models, (str, Path)) else list(models)
        return _api("profile_run", "profile")(listed, configs, inputs, out, **options)
