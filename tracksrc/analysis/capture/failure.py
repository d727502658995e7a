"""What a failed compile's capture ends with: the pass that failed, the
function or dispatch it was working on, the source ops printed there, and
the compiler's first diagnostic.

The failed pass is the stage MLIR printed as `IR Dump After PASS Failed`
(with --mlir-print-ir-after-all or -after-failure); a compile that died
without one (a crash, an error outside any pass) names the last pass that
printed. The scope is that print's (`('func.func' operation: @f)`): in
IREE, a dispatch's function. Its source ops are the ops of that print that
carry a source location, by location, in the order printed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.safe_text import visible_line

# Source locations named in the answer, and op types for each, at most.
_MOST_SOURCES = 8
_MOST_TYPES = 6


@dataclass(frozen=True)
class SourceOps:
    """The ops of the failed print at one source location."""

    location: str
    count: int
    types: list[tuple[str, int]]  # (op type, how many), most first

    def json_data(self) -> dict[str, object]:
        """As `capture --json` gives it."""
        return {
            "location": self.location,
            "count": self.count,
            "types": [{"type": name, "count": count} for name, count in self.types],
        }

    def __str__(self) -> str:
        shown = ", ".join(
            f"{visible_line(name)}" + (f" x{count}" if count > 1 else "")
            for name, count in self.types[:_MOST_TYPES]
        )
        more = len(self.types) - _MOST_TYPES
        return f"{visible_line(self.location)}  {self.count:,} ops: {shown}" + (
            f", +{more} more types" if more > 0 else ""
        )


@dataclass(frozen=True)
class FailedCompile:
    """The answer a failed compile's capture ends with."""

    stage: int | None
    pass_name: str | None
    failed_print: bool  # MLIR printed the pass as failed (else: the last one)
    scope: str | None
    sources: list[SourceOps] = field(default_factory=list)
    first_error: str | None = None
    exit_status: int | None = None

    def json_data(self) -> dict[str, object]:
        """As `capture --json` gives it."""
        return {
            "stage": self.stage,
            "pass": self.pass_name,
            "failed_print": self.failed_print,
            "scope": self.scope,
            "sources": [source.json_data() for source in self.sources],
            "first_error": self.first_error,
            "exit_status": self.exit_status,
        }

    def __str__(self) -> str:
        lines = []
        if self.pass_name is None:
            lines.append("the compile failed before any pass printed its IR")
        else:
            how = "failed in" if self.failed_print else "failed after the last pass printed,"
            lines.append(f"the compile {how} {visible_line(self.pass_name)} (stage {self.stage})")
        if self.scope:
            lines.append(f"  working on {visible_line(self.scope)}")
        if self.sources:
            lines.append("  its source ops:")
            lines.extend(f"    {source}" for source in self.sources)
        if self.first_error:
            lines.append(f"  first diagnostic: {visible_line(self.first_error)[:500]}")
        if self.exit_status is not None:
            lines.append(f"  the compiler exited with status {self.exit_status}")
        return "\n".join(lines)


def failed_compile(
    pipeline: Pipeline | None, first_error: str | None, exit_status: int | None
) -> FailedCompile:
    """The answer for a failed compile whose stream opened as `pipeline`
    (None: it printed no IR)."""
    stages = [] if pipeline is None else pipeline.stages
    if not stages:
        return FailedCompile(None, None, False, None, [], first_error, exit_status)
    failed = next((stage for stage in stages if stage.header.failed), None)
    stage = failed if failed is not None else stages[-1]
    return FailedCompile(
        stage.number,
        stage.pass_argument or stage.pass_name,
        failed is not None,
        stage.scope or None,
        _sources(stage),
        first_error,
        exit_status,
    )


def _sources(stage: Stage) -> list[SourceOps]:
    """The ops of `stage` by source location, in the order printed (those
    located only in the dump itself, printed without a location, left out)."""
    dump = stage.source.name
    types: dict[str, Counter[str]] = {}
    for info in stage.op_index().infos:
        for source in info.source_ranges:
            where = source.start
            if not where.is_unknown and str(where.file_path) != dump:
                types.setdefault(str(where), Counter())[info.op_name] += 1
    return [
        SourceOps(where, sum(counts.values()), counts.most_common())
        for where, counts in list(types.items())[:_MOST_SOURCES]
    ]
