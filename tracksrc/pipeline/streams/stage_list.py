"""Lists of stages: filtered, and printed as a numbered table.

`StageList` is what `pipeline.stages` is; `changed_prints` pairs each print
with the previous print of the same op; `format_stages` is the table
`tracksrc stages` prints.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator
from typing import Protocol, TypeVar

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.reading.stage_header import StageHeader
from tracksrc.safe_text import visible_line
from tracksrc.tables import format_table
from tracksrc.user_patterns import user_pattern


class ListedStage(Protocol):
    """What lists read of a stage (`tracksrc.pipeline.streams.stream.Stage`)."""

    @property
    def number(self) -> int: ...
    @property
    def line(self) -> int: ...
    @property
    def cut(self) -> object: ...
    @property
    def compile(self) -> int: ...
    @property
    def apart(self) -> str: ...
    @property
    def label(self) -> str: ...
    @property
    def scope(self) -> str: ...
    @property
    def size(self) -> int: ...
    @property
    def failed(self) -> bool: ...
    @property
    def pass_argument(self) -> str | None: ...
    @property
    def pass_name(self) -> str | None: ...
    @property
    def header(self) -> StageHeader: ...
    @property
    def scope_op(self) -> str | None: ...
    @property
    def scope_symbol(self) -> str | None: ...
    @property
    def digest(self) -> bytes: ...
    @property
    def source(self) -> DumpFile: ...


S = TypeVar("S", bound=ListedStage)


class StageList(list[S]):
    """The stages of a pipeline, with filters; prints as a numbered table."""

    def check_pass(self, pass_argument: str) -> None:
        """A clear error when no stage is of `pass_argument`, naming close
        ones (a filter by a misspelt pass is empty, not an answer)."""
        if any(stage.pass_argument == pass_argument for stage in self):
            return
        known = sorted({stage.pass_argument for stage in self if stage.pass_argument})
        close = difflib.get_close_matches(pass_argument, known, n=5, cutoff=0.5)
        raise TracksrcError(
            f"tracksrc: error: no stage of pass {visible_line(pass_argument)!r}"
            + (f"; close: {visible_line(', '.join(close))}" if close else "")
            + f" ({len(known)} passes: `tracksrc passes` lists them)"
        )

    def filter(
        self,
        pass_argument: str | None = None,
        regex: str | None = None,
        changed: bool = False,
        failed: bool | None = None,
    ) -> StageList[S]:
        """Stages whose pass argument is `pass_argument`, whose pass name or
        argument matches `regex`, that changed the IR they print (compared
        with the previous print of the same op), or that failed."""
        # (A user's pattern: matched in linear time, `user_patterns`.)
        pattern = user_pattern(regex) if regex is not None else None
        changed_numbers = {stage.number for _, stage in changed_prints(self)} if changed else None
        kept: StageList[S] = StageList()
        for stage in self:
            if pass_argument is not None and stage.pass_argument != pass_argument:
                continue
            if pattern is not None and not (
                pattern.search(stage.pass_argument or "")
                or pattern.search(stage.pass_name or "")
                or pattern.search(stage.header.label or "")
            ):
                continue
            if changed_numbers is not None and stage.number not in changed_numbers:
                continue
            if failed is not None and stage.failed != failed:
                continue
            kept.append(stage)
        return kept

    def __str__(self) -> str:
        return format_stages(self)

    def __repr__(self) -> str:
        return str(self)


def changed_prints(stages: Iterable[S]) -> Iterator[tuple[S | None, S]]:
    """(the previous print of the same op, or None for its first print;
    the stage) for every stage whose IR differs from that previous print."""
    last: dict[tuple[int, str | None, str | None], S] = {}
    for stage in stages:
        key = (stage.compile, stage.scope_op, stage.scope_symbol)
        earlier = last.get(key)
        if earlier is None or earlier.digest != stage.digest:
            yield earlier, stage
        last[key] = stage


def format_stages(stages: Iterable[ListedStage]) -> str:
    """A numbered table: stage, pass argument, when, scope, size, line.
    `when` names the compile of a stage printed by a nested one (or the
    program, of a stream of several)."""
    rows = [("#", "pass", "when", "scope", "bytes", "at line")]
    for stage in stages:
        when = (
            stage.header.kind
            + (" FAILED" if stage.failed else "")
            + (" CUT" if stage.cut else "")
            + (f" ({stage.apart})" if stage.apart else "")
        )
        rows.append(
            (
                str(stage.number),
                stage.label,
                when,
                stage.scope,
                f"{stage.size:,}",
                f"{stage.source.path.name}:{stage.line}",
            )
        )
    return format_table(rows, right=(0, 4))
