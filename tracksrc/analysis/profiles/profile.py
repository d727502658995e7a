"""`profile(profiles, stream)`: where the time goes, by source op.

Profiles are read as their tools wrote them (`tracksrc.reading.profiles`),
one file per run; with the compile stream of the program they profiled,
their kernels are joined to its dispatches (`joining`; a compile that forms
no IREE dispatch, such as Triton's, has its public functions as kernels:
`kernel_functions`), each dispatch's
time given to the source ops it computes (`attribution`) beside the codegen
decisions its stages print (`codegen_facts`). With a second configuration
(`compare`, `stream_b`), the source ops are ranked by the time the change
added, each with where the two compiles part (`tracksrc.analysis.compare`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tracksrc.analysis.compare import compare as compare_compiles
from tracksrc.analysis.profiles.attribution import attribute
from tracksrc.analysis.profiles.comparing import compare_kernels, compare_profiles
from tracksrc.analysis.profiles.joining import join
from tracksrc.analysis.profiles.kernel_names import DispatchNames
from tracksrc.analysis.profiles.report import Profile, Side
from tracksrc.analysis.source_names import source_names
from tracksrc.collector import collecting_less
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.dispatches.kernel_functions import kernel_functions
from tracksrc.pipeline.store.queries.codegen import codegen_facts
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.progress import status_line
from tracksrc.reading.profiles.formats import read_profile
from tracksrc.reading.profiles.kernels import KernelProfile
from tracksrc.results import examples
from tracksrc.safe_text import visible_line

ProfileArgument = str | Path | KernelProfile
StreamArgument = str | Path | Pipeline | None


def read_profiles(
    profiles: Sequence[ProfileArgument] | ProfileArgument, kind: str | None = None
) -> list[KernelProfile]:
    """Profiles as given: read where paths (`kind` forces a format)."""
    if isinstance(profiles, (str, Path, KernelProfile)):
        profiles = [profiles]
    if not profiles:
        raise TracksrcError("tracksrc: error: no profile given")
    return [p if isinstance(p, KernelProfile) else read_profile(p, kind) for p in profiles]


def open_stream(stream: StreamArgument, cache: bool | Path = True) -> Pipeline | None:
    """The stream as a pipeline (opened when a path)."""
    if stream is None or isinstance(stream, Pipeline):
        return stream
    return open_pipeline(stream, cache=cache)


def _side(profiles: list[KernelProfile], pipeline: Pipeline | None, stream: str | None) -> Side:
    if pipeline is None:
        return Side(join(profiles, None), None, None)
    with status_line("joining the kernels to the stream's dispatches"):
        found = dispatches(pipeline, files=False) or kernel_functions(pipeline)
        running = [item for item in found if not item.merged_into]
        names = DispatchNames((item.name, item.names) for item in running)
        facts = codegen_facts(pipeline)
        sizes = {
            name: tuple(item.workgroup_size)
            for name, item in facts.items()
            if item.workgroup_size is not None
        }
        joined = join(profiles, names, sizes)
    if not joined.dispatches and not joined.ambiguous:
        kernels = sorted(joined.foreign, key=lambda n: -joined.foreign[n].total)
        raise TracksrcError(
            f"tracksrc: error: none of the {len(kernels)} kernels of "
            f"{visible_line(', '.join(p.path for p in profiles))} is a dispatch of "
            f"{visible_line(stream or 'the stream')}: the profile is of another program, or of "
            f"another compile (kernels: {visible_line(examples(kernels, 3))}; dispatches: "
            f"{visible_line(examples([item.name.lstrip('@') for item in running], 3))})"
        )
    attribution = attribute(joined, found, facts, source_names(pipeline))
    return Side(joined, stream, attribution, len(running))


def _stream_name(stream: StreamArgument) -> str | None:
    if stream is None:
        return None
    if isinstance(stream, Pipeline):
        return str(stream.stages[0].source.path) if stream.stages else "(empty stream)"
    return str(stream)


@collecting_less()
def profile(
    profiles: Sequence[ProfileArgument] | ProfileArgument,
    stream: StreamArgument = None,
    *,
    compare: Sequence[ProfileArgument] | ProfileArgument | None = None,
    stream_b: StreamArgument = None,
    kind: str | None = None,
    cache: bool | Path = True,
    jobs: int | None = None,
) -> Profile:
    """Where the time of `profiles` (one per run: paths or read profiles)
    goes, by dispatch, source op and op type of `stream` (see the module
    docstring); with `compare` (and `stream_b`), a second configuration's
    profiles and the source ops ranked by the time it adds. `kind` forces
    the profiles' format; `cache` is the stores' cache, `jobs` the
    processes comparing the two compiles."""
    pipeline_a = open_stream(stream, cache)
    side_a = _side(read_profiles(profiles, kind), pipeline_a, _stream_name(stream))
    report = Profile(side_a)
    if compare is None:
        return report
    if (stream is None) != (stream_b is None):
        raise TracksrcError(
            "tracksrc: error: comparing two configurations by source op needs both streams "
            "(--stream and --stream-b), or neither (kernels compared by name)"
        )
    pipeline_b = open_stream(stream_b, cache)
    report.side_b = _side(read_profiles(compare, kind), pipeline_b, _stream_name(stream_b))
    if report.side_b.joined.unit != side_a.joined.unit:
        raise TracksrcError(
            f"tracksrc: error: A's profiles are in {side_a.joined.unit}, B's in "
            f"{report.side_b.joined.unit}: they cannot be compared"
        )
    if side_a.attribution is None or report.side_b.attribution is None:
        report.notes.append("without streams, kernels are compared by name: see --stream")
        report.changes = compare_kernels(side_a.joined, report.side_b.joined)
        return report
    assert pipeline_a is not None and pipeline_b is not None
    comparison = None
    try:
        with status_line("comparing the two compiles (where each source op's lowering parts)"):
            comparison = compare_compiles(pipeline_a, pipeline_b, jobs=jobs)
    except TracksrcError as exc:
        report.notes.append(f"where the compiles part is not known: {exc}")
    report.changes = compare_profiles(
        side_a.attribution,
        report.side_b.attribution,
        (side_a.joined.runs, report.side_b.joined.runs),
        comparison,
    )
    return report
