"""What a running view serves: the runs it was started on (the stream, and
a second run to compare with), what their traces and profiles say, the
source files their locations name, the code their dump folders hold
(`tracksrc.view.code`), the documents its panes show and the last
answers worked out.

Documents are loaded by the thread that opened the pipelines (every
`load` is a query: `tracksrc.view.worker`) and kept while among the last
few shown (`KEPT_DOCUMENTS`, at most `KEPT_CHARACTERS` of text), so that
a pane scrolling reads what is kept, from any thread. A stage's index is
the one `Stage.op_index` keeps on the stage: what composing a program or
cutting out a reproducer parsed is dropped again (`forget_unshown`), and
so is the index of a stage no kept document shows when the next one is
loaded.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, TypeVar

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.safe_text import visible_line
from tracksrc.tracking.index import OperationIndex
from tracksrc.tracking.parse import parse_text
from tracksrc.view.code import RunCode, code_runs
from tracksrc.view.documents import DocKey, Document
from tracksrc.view.numerics import Judged
from tracksrc.view.profile import Timed
from tracksrc.view.sources import LARGEST_SOURCE, SourceFile, source_files
from tracksrc.view.timeline import timeline

logger = logging.getLogger("tracksrc.view.served")

# Documents kept for panes: at most this many, and this much text.
KEPT_DOCUMENTS = 8
KEPT_CHARACTERS = 48_000_000
# Whole answers kept (a compare takes seconds; a story a fraction).
KEPT_ANSWERS = 16

T = TypeVar("T")


@dataclass(frozen=True)
class Run:
    """A pipeline served: `a`, the stream; `b`, the second run; `name`,
    its streams as named on the command line."""

    letter: str
    pipeline: Pipeline
    name: str


class Served:
    """The state of one view (see the module docstring)."""

    def __init__(
        self,
        runs: list[Run],
        sources: list[SourceFile] | None = None,
        numerics: Judged | None = None,
        profile: Timed | None = None,
    ) -> None:
        self.runs = {run.letter: run for run in runs}
        # The two runs' traces compared, when the view was given them.
        self.numerics = numerics
        # Where the kernel time goes, when the view was given profiles.
        self.profile = profile
        self.sources = (
            sources if sources is not None else source_files([run.pipeline for run in runs])
        )
        # Each run's code below MLIR, listed (read when first shown).
        self.code = code_runs({run.letter: run.pipeline for run in runs})
        self._documents: OrderedDict[DocKey, Document] = OrderedDict()
        self._answers: OrderedDict[Hashable, Any] = OrderedDict()
        self._lock = threading.Lock()

    def run(self, letter: str) -> Run:
        """Run `a` or `b`; a clear error for a run not served."""
        found = self.runs.get(letter)
        if found is None:
            raise TracksrcError(
                f"tracksrc: error: run {visible_line(letter)[:8]!r} is not served: this view "
                + ("has one stream (run a)" if len(self.runs) == 1 else "has runs a and b")
            )
        return found

    def stage(self, letter: str, number: int) -> Stage:
        """Stage `number` of run `letter`, as the command line names it (a
        clear error when it is out of range)."""
        return self.run(letter).pipeline.find_spec(number)

    def source(self, number: int) -> SourceFile:
        """Source file `number`; a clear error for another number."""
        if not 0 <= number < len(self.sources):
            raise TracksrcError(
                f"tracksrc: error: no source file {number}: the streams' locations name "
                f"{len(self.sources)} file(s) on disk"
            )
        return self.sources[number]

    def code_of(self, letter: str) -> RunCode:
        """The code of run `letter`'s dump folders (a clear error for a
        run not served)."""
        return self.code[self.run(letter).letter]

    # -- documents -----------------------------------------------------------

    def kept_document(self, key: DocKey) -> Document | None:
        """The document of `key` if it is kept (any thread)."""
        with self._lock:
            found = self._documents.get(key)
            if found is not None:
                self._documents.move_to_end(key)
            return found

    def document(self, key: DocKey, keep: bool = True) -> Document:
        """The document of `key`, loaded if it is not kept (on the thread
        that opened the pipelines); one loaded for a passing question
        (`keep` off: where a pane finds something) is not kept."""
        found = self.kept_document(key)
        if found is not None or not keep:
            return found if found is not None else self._load(key)
        loaded = self._load(key)
        dropped: set[str] = set()
        with self._lock:
            self._documents[key] = loaded
            total = sum(document.size for document in self._documents.values())
            while len(self._documents) > 1 and (
                len(self._documents) > KEPT_DOCUMENTS or total > KEPT_CHARACTERS
            ):
                old_key, old = self._documents.popitem(last=False)
                total -= old.size
                dropped.add(old_key.run)
        for letter in dropped - {""}:
            self.forget_unshown(letter)
        return loaded

    def forget_unshown(self, letter: str) -> None:
        """Drop the indexes of run `letter`'s stages that no kept document
        shows (a program composed, a reproducer cut out, a stage looked at
        in passing parse many: `Stage.op_index` keeps each on its stage)."""
        with self._lock:
            shown = {k.number for k in self._documents if k.kind == "s" and k.run == letter}
        for stage in self.run(letter).pipeline.stages:
            if stage.number not in shown:
                stage.forget()

    def _load(self, key: DocKey) -> Document:
        if key.kind == "f":
            source = self.source(key.number)
            # (Read to the bound it was listed under: a file that grew since
            # is shown as far as that.)
            with source.path.open("rb") as handle:
                data = handle.read(LARGEST_SOURCE)
            text = data.decode("utf-8", errors="surrogateescape")
            return Document(key, source.name, text, 1, source.language)
        if key.kind == "c":
            code = self.code_of(key.run)
            listed = code.listed(key.number)
            title = listed.name if len(self.runs) == 1 else f"run {key.run}: {listed.name}"
            return Document(
                key,
                title,
                code.text(key.number),
                1,
                listed.language,
                about=lambda: code.about(key.number),
            )
        stage = self.stage(key.run, key.number)
        if key.kind == "s":
            # (Indexed when first asked: the index `tracksrc track` reads.)
            return Document(
                key, _stage_title(stage), stage.text(), stage.line, "mlir", stage.op_index
            )
        return self._program(key, stage)

    def _program(self, key: DocKey, stage: Stage) -> Document:
        """The whole program after `stage`, as `tracksrc program` writes it,
        and its index (the prints it parsed are dropped again, unless a
        pane shows them)."""
        text = program_at(stage).text()
        pipeline = stage.pipeline
        title = f"the whole program after stage {stage.number} ({stage.label})"

        def indexer() -> OperationIndex | None:
            try:
                return parse_text(
                    text,
                    f"program-after-stage-{stage.number}.mlir",
                    pipeline.remap,
                    mode=pipeline.mode,
                )
            except TracksrcError as exc:
                # Shown as text all the same (its ops unknown): said once.
                logger.warning("the program after stage %d is not indexed: %s", stage.number, exc)
                return None

        self.forget_unshown(key.run)
        return Document(key, title, text, 1, "mlir", indexer)

    # -- answers -------------------------------------------------------------

    def timeline(self, letter: str) -> dict[str, Any]:
        """The timeline of run `letter` (`tracksrc.view.timeline`), kept."""
        pipeline = self.run(letter).pipeline
        return self.kept(("timeline", letter), lambda: timeline(pipeline))

    def kept(self, key: Hashable, make: Callable[[], T]) -> T:
        """The answer of `key`, worked out by `make` once while it is among
        the last `KEPT_ANSWERS` asked for (on the queries' thread)."""
        with self._lock:
            if key in self._answers:
                self._answers.move_to_end(key)
                return self._answers[key]  # type: ignore[no-any-return]
        value = make()
        with self._lock:
            self._answers[key] = value
            while len(self._answers) > KEPT_ANSWERS:
                self._answers.popitem(last=False)
        return value


def _stage_title(stage: Stage) -> str:
    """How a pane names a stage: its number, pass, when, scope, failure."""
    when = {"before": "before ", "after": ""}.get(stage.header.kind, "")
    scope = f" on {stage.scope}" if stage.scope else ""
    failed = " FAILED" if stage.failed else ""
    nested = f" ({stage.apart})" if stage.apart else ""
    return f"stage {stage.number}: {when}{stage.label}{failed}{scope}{nested}"
