"""`numerics(trace_a, trace_b)`: which dispatch computes wrong.

Both traces are scanned (`tracksrc.reading.traces.scan`), their
invocations aligned (`alignment`: by name, and with both compile streams
by the source ops each dispatch computes), every aligned pair of tensors
compared (`comparing`), each dispatch judged and the divergent ones
ranked (`verdicts`). With the streams, each dispatch lists the source ops
it computes (`stream_facts`) and, for those where a divergence starts,
where the two compiles of those ops part (`tracksrc.analysis.compare`'s
answer; from streams of every pass only).
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator
from pathlib import Path

from tracksrc.analysis.compare import compare
from tracksrc.analysis.numerics.alignment import align
from tracksrc.analysis.numerics.comparing import compare_entries
from tracksrc.analysis.numerics.report import Numerics
from tracksrc.analysis.numerics.stream_facts import StreamFacts
from tracksrc.analysis.numerics.tensors import RTOL, Tolerance
from tracksrc.analysis.numerics.verdicts import DIVERGES, Entry, Parting, judge, rank
from tracksrc.collector import collecting_less
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.progress import status_line
from tracksrc.reading.traces.scan import scan_trace
from tracksrc.reading.traces.trace import Trace

StreamArgument = str | Path | Pipeline | StreamFacts | None


def tolerance_from(
    rtol: float = RTOL, atol: float | None = None, ulps: int | None = None
) -> Tolerance:
    """A `Tolerance` from the words of a user: a negative one is an error."""
    for name, value in (("rtol", rtol), ("atol", atol), ("ulps", ulps)):
        if value is not None and (not math.isfinite(value) or value < 0):
            raise TracksrcError(
                f"tracksrc: error: --{name} must be a number of at least 0, not {value}"
            )
    return Tolerance(rtol, atol, ulps)


def stream_facts(stream: StreamArgument, cache: bool | Path = True) -> StreamFacts | None:
    """What a compile stream says of its dispatches (a path is opened, with
    the query store cache `cache`)."""
    if stream is None or isinstance(stream, StreamFacts):
        return stream
    if isinstance(stream, Pipeline):
        return StreamFacts(stream)
    return StreamFacts(open_pipeline(stream, cache=cache))


@contextlib.contextmanager
def _opened(trace: str | Path | Trace, allow_partial: bool) -> Iterator[Trace]:
    if isinstance(trace, Trace):
        yield trace
        return
    opened = scan_trace(trace, allow_partial=allow_partial)
    try:
        yield opened
    finally:
        opened.close()


@collecting_less()
def numerics(
    trace_a: str | Path | Trace,
    trace_b: str | Path | Trace,
    *,
    stream_a: StreamArgument = None,
    stream_b: StreamArgument = None,
    rtol: float = RTOL,
    atol: float | None = None,
    ulps: int | None = None,
    allow_partial: bool = False,
    jobs: int | None = None,
    cache: bool | Path = True,
) -> Numerics:
    """Compare two runs' dispatch traces (see the module docstring): A is
    the reference. `stream_a`/`stream_b` are the compile streams (paths or
    opened pipelines) of the two modules; `rtol`, `atol` (None: per
    element type), `ulps` when elements agree
    (`tracksrc.analysis.numerics.tensors`); `allow_partial` reads a trace
    cut short as far as it is whole; `jobs` worker processes (default: one
    per core); `cache` the query store cache of the streams."""
    tolerance = tolerance_from(rtol, atol, ulps)
    facts_a = stream_facts(stream_a, cache)
    facts_b = stream_facts(stream_b, cache)
    with _opened(trace_a, allow_partial) as a, _opened(trace_b, allow_partial) as b:
        if not a.invocations and not b.invocations and not (a.results and b.results):
            raise TracksrcError(
                f"tracksrc: error: neither {a.name} nor {b.name} holds a dispatch trace "
                "(compile with --iree-flow-trace-dispatch-tensors and capture iree-run-module's "
                "stderr)"
            )
        with_sources = facts_a is not None and facts_b is not None
        with status_line("aligning the dispatches"):
            aligned = align(
                a.invocations,
                b.invocations,
                facts_a.sources if with_sources and facts_a else None,
                facts_b.sources if with_sources and facts_b else None,
            )
        compared, results = compare_entries(aligned, a, b, tolerance, jobs)
        report = Numerics(
            a.name,
            b.name,
            tolerance,
            results=results,
            invocations=(len(a.invocations), len(b.invocations)),
            streams=(_name(stream_a, facts_a), _name(stream_b, facts_b)),
            cuts=(a.cut, b.cut),
        )
    for order, (entry, tensors) in enumerate(zip(aligned, compared, strict=True)):
        item = Entry(order, entry, tensors)
        judge(item)
        if facts_a is not None and entry.a:
            item.sources_a = _sources(facts_a, entry.a)
        if facts_b is not None and entry.b:
            item.sources_b = _sources(facts_b, entry.b)
        report.entries.append(item)
    rank(report.entries)
    if facts_a is not None and facts_b is not None and facts_a.whole and facts_b.whole:
        _partings(report, facts_a, facts_b, jobs)
    return report


def _sources(facts: StreamFacts, invocations: list) -> list:
    seen: dict[str, object] = {}
    for invocation in invocations:
        for source in facts.source_ops(invocation):
            seen.setdefault(source.where, source)
    return list(seen.values())


def _name(stream: StreamArgument, facts: StreamFacts | None) -> str | None:
    if facts is None:
        return None
    if isinstance(stream, (str, Path)):
        return str(stream)
    stages = facts.pipeline.stages
    return str(stages[0].source.path) if stages else None


def _partings(report: Numerics, a: StreamFacts, b: StreamFacts, jobs: int | None) -> None:
    """Where the two compiles part for the source ops of each dispatch a
    divergence starts at (one comparison of the two streams)."""
    origins = [entry for entry in report.entries if entry.verdict == DIVERGES]
    wanted = {source.where for entry in origins for source in entry.sources_a}
    if not wanted:
        return
    with status_line("comparing the two compiles of the diverging dispatches' source ops"):
        comparison = compare(a.pipeline, b.pipeline, jobs=jobs)
    by_source = {op.source: op for op in comparison.ops}
    for entry in origins:
        for source in entry.sources_a:
            op = by_source.get(source.where)
            if op is None:
                continue
            if op.diverges_at is None:
                entry.parting.append(Parting(source.where))
            else:
                entry.parting.append(
                    Parting(
                        source.where,
                        op.diverges_at.pass_text,
                        op.diverges_at.a_stage,
                        op.diverges_at.b_stage,
                    )
                )
