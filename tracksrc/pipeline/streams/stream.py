"""A whole pipeline of dumps: its stages, in order (opened by
`tracksrc.pipeline.streams.opening.open_pipeline`).

A `Stage` is what the pass over its file found (`StageRecord`: its place,
header, digest, scope, notes) and, when used, its text (read by range, or
kept when the file is compressed: `tracksrc.pipeline.streams.storage.kept_texts`),
its parsed operations (reported at their lines in the stream) and its
summary for whole-pipeline queries (from the on-disk cache, or built in
parallel: `tracksrc.pipeline.streams.summaries.indexing`). A `Pipeline` holds the
stages, the compiles nested in its stream, and its store.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator, Mapping
from functools import cached_property
from pathlib import Path

from tracksrc.collector import collecting_less
from tracksrc.errors import ParseError, TracksrcError
from tracksrc.pipeline.streams.compiles import Compile
from tracksrc.pipeline.streams.programs import (
    StreamProgram,
    chosen_program,
    find_programs,
    program_numbers,
    programs_line,
    programs_of,
    select_program,
)
from tracksrc.pipeline.streams.scanning.sources import (
    Located,
    StageNote,
    StageRecord,
)
from tracksrc.pipeline.streams.stage_list import StageList
from tracksrc.pipeline.streams.stage_prints import StagePrints
from tracksrc.pipeline.streams.storage.database import StreamStore
from tracksrc.pipeline.streams.storage.kept_texts import KeptTexts, MemoryShelf
from tracksrc.pipeline.streams.summaries import indexing
from tracksrc.pipeline.streams.summaries.indexing import StageText, check_jobs, summarize_texts
from tracksrc.pipeline.streams.summaries.summary import SharedParts, StageSummary
from tracksrc.pipeline.streams.summaries.summary_cache import (
    SummaryCache,
    decode_summary,
)
from tracksrc.reading.ir import MlirFile
from tracksrc.reading.locations import SourceReMap
from tracksrc.reading.parser import read_mlir_text
from tracksrc.tracking.index import OperationIndex
from tracksrc.tracking.provenance import Mode

logger = logging.getLogger("tracksrc.pipeline.streams.stream")


class Stage:
    """One stage of a pipeline: where it is, what its header says, and (on
    first use) its parsed operations."""

    def __init__(self, pipeline: Pipeline, number: int, record: StageRecord) -> None:
        self.pipeline = pipeline
        self.number = number
        self.record = record
        self.source = pipeline.files[record.file]
        self.byte_offset = record.start
        self.byte_end = record.end
        self.line = record.line
        self.header = record.header
        self.digest = record.digest
        self.tree_counters = record.tree_counters
        self._index: OperationIndex | None = None
        # Why the stage is cut short (a stream that ends inside it), when
        # the pipeline was opened with `allow_partial`: such a stage is kept
        # apart from whole-pipeline queries.
        self.cut: ParseError | None = record.cut

    def __repr__(self) -> str:
        scope = f" on {self.scope_op} {self.scope_symbol or ''}".rstrip() if self.scope_op else ""
        failed = " FAILED" if self.failed else ""
        return (
            f"<Stage {self.number}: {self.header.kind} {self.label}"
            f"{failed}{scope}, {self.size:,} bytes at {self.source.name}:{self.line}>"
        )

    @property
    def pass_name(self) -> str | None:
        """The pass's display name (`CanonicalizerPass`); varies between
        MLIR releases."""
        return self.header.pass_name

    @property
    def pass_argument(self) -> str | None:
        """The pass argument (`canonicalize`): the stable key of a pass."""
        return self.header.pass_argument or self.record.tree_argument

    @property
    def label(self) -> str:
        """What tables call the stage: its pass argument, else the label of
        its header, else its file's name."""
        return self.pass_argument or self.header.label or self.source.path.name

    @property
    def options(self) -> str | None:
        """The pass options as printed (`{max-iterations=10 ...}`)."""
        return self.header.options

    @property
    def failed(self) -> bool:
        """True if the pass failed (MLIR prints `... Failed: ...`)."""
        return self.header.failed

    @property
    def before(self) -> bool:
        """True for a dump printed before its pass ran."""
        return self.header.kind == "before"

    @property
    def size(self) -> int:
        """The stage's size in bytes, header included."""
        return self.byte_end - self.byte_offset

    @property
    def diagnostics(self) -> str:
        """Compiler diagnostics printed just before this stage's header."""
        return self.record.diagnostics

    @property
    def notes(self) -> list[StageNote]:
        """What the capture holds after this stage's IR, before the next
        stage: diagnostics, reports, debug logs, ... (see
        `tracksrc.reading.notes`)."""
        return self.notes_of(None)

    def notes_of(self, kind: str | None) -> list[StageNote]:
        """The stage's notes of `kind` (all with None), their texts read."""
        read = self.pipeline.texts.note_text
        return [
            StageNote(note.kind, self.source.name, note.line, read(self.source, self.record, note))
            for note in self.record.notes
            if kind is None or note.kind == kind
        ]

    @property
    def scope_op(self) -> str | None:
        """The op the pass ran on (`func.func`), from the header or from the
        first op printed."""
        return self.record.scope_op

    @property
    def scope_symbol(self) -> str | None:
        """The symbol of that op (`@main`), if it has one."""
        return self.record.scope_symbol

    @property
    def scope(self) -> str:
        """Op and symbol as tables show them (`func.func @main`); empty for
        a stage that printed nothing."""
        return " ".join(part for part in (self.scope_op, self.scope_symbol) if part)

    @property
    def compile(self) -> int:
        """The number of the compile that printed the stage: 0 for the main
        one, another for a compile nested in it (`Pipeline.compiles`)."""
        return self.pipeline.compile_numbers[self.number]

    @property
    def program(self) -> int:
        """The number (from 1) of the stream's program that printed it."""
        return self.pipeline.program_of_compile[self.compile]

    @property
    def apart(self) -> str:
        """What keeps it apart from the program read (`program 2`, `compile
        1`: a nested one); empty for its own."""
        if self.program != self.pipeline.program:
            return f"program {self.program}"
        return f"compile {self.compile}" if self.compile else ""

    def data(self, size: int | None = None) -> bytes:
        """The stage's bytes, header included (read by range, or kept when
        its file is compressed); its first `size` only, if given."""
        return self.pipeline.texts.stage_bytes(self.source, self.record, size)

    def text(self) -> str:
        """The stage as printed, header included."""
        return self.data().decode("utf-8", errors="surrogateescape")

    def text_span(self) -> StageText:
        """Where the stage's text is, for the parallel indexer."""
        return StageText(
            self.digest,
            self.source.name,
            str(self.source.path),
            self.line,
            self.byte_offset,
            self.byte_end,
        )

    def parse(self) -> MlirFile:
        """Parse the stage (not cached; see `op_index`); a cut stage as far
        as it goes."""
        return read_mlir_text(
            self.text(),
            self.source.name,
            first_line=self.line,
            allow_partial=self.cut is not None,
        )

    def summary(self) -> StageSummary:
        """The stage's compact table for whole-pipeline queries (from the
        cache, or built now); a cut stage has none."""
        if self.cut is not None:
            raise self.cut
        known = self.pipeline._summaries.get(self.digest)
        if known is not None:
            return known
        return self.pipeline.summaries([self])[self.digest]

    def op_index(self) -> OperationIndex:
        """The stage's operation index, built on first use."""
        if self._index is None:
            self._index = OperationIndex(self.parse(), self.pipeline.remap, self.pipeline.mode)
        return self._index

    def forget(self) -> None:
        """Drop the cached index: a pass over many stages then holds one at
        a time."""
        self._index = None


class Pipeline:
    """The stages of one compilation, in order."""

    def __init__(
        self,
        located: Located,
        remap: SourceReMap | None = None,
        mode: Mode = Mode.PRECISE,
        allow_partial: bool = False,
        cache: SummaryCache | None = None,
        texts: KeptTexts | None = None,
    ) -> None:
        self.allow_partial = allow_partial
        self.cache = cache
        self.files = located.files
        self.texts = texts if texts is not None else KeptTexts(MemoryShelf())
        # The pipeline's store (`tracksrc.pipeline.streams.storage.database`): set
        # by `open_pipeline`.
        self.store = StreamStore(None)
        self._summaries: dict[bytes, StageSummary] = {}
        # (What the pipeline's summaries share: `SharedParts`.)
        self._shared = SharedParts()
        # Stages parsed as the scan found them (`parse_ahead`), for `summaries`.
        self._ahead: indexing.ParseAhead | None = None
        self.remap = remap if remap is not None else SourceReMap()
        # Folders the compile's dump passes wrote, found, and those not found
        # as (stage, pass, path) (`tracksrc.pipeline.streams.dump_folders`).
        self.dump_folders: list[Path] = []
        self.missing_dump_folders: list[tuple[int, str, str]] = []
        self.mode = mode
        # Processes to summarise stages in (None: one per core).
        self.jobs: int | None = None
        self._preamble = list(located.preamble)
        self.stages: StageList[Stage] = StageList(
            Stage(self, number, record) for number, record in enumerate(located.stages)
        )
        # The symbols of module prints gathered by the scan, if it ran
        # (`tracksrc.pipeline.streams.stage_prints.ModuleSymbols`).
        self._symbols: dict[bytes, frozenset[str]] | None = None
        # Which of the stream's programs is read (from 1: `programs`).
        self.program = 1

    @property
    def preamble_notes(self) -> list[StageNote]:
        """The notes before the first stage of each stream (what ran before
        the compiler printed: warnings, tracebacks, other output)."""
        return [
            StageNote(note.kind, self.files[file].name, note.line, text)
            for file, note, text in self._preamble
        ]

    @property
    def preamble(self) -> str:
        """The text before the first stage of each stream."""
        return "".join(note.text for note in self.preamble_notes)

    def notes(self, kind: str | None = None) -> list[tuple[Stage | None, StageNote]]:
        """Every note of the pipeline (of `kind` only, if given) with the
        stage it follows (None before the first stage). Only the notes
        kept are read: a debug log can be gigabytes."""
        found: list[tuple[Stage | None, StageNote]] = [
            (None, note) for note in self.preamble_notes if kind is None or note.kind == kind
        ]
        for stage in self.stages:
            found.extend(
                (stage, note) for note in stage.notes_of(kind) if kind is None or note.kind == kind
            )
        return found

    @cached_property
    def _all_compiles(self) -> tuple[list[Compile], list[int]]:
        # Every program's compiles, in stream order (`find_programs`).
        return find_programs(StagePrints(self.stages, self._symbols))

    @cached_property
    def _compiles(self) -> tuple[list[Compile], list[int]]:
        if self.program == 1:
            return self._all_compiles
        return select_program(*self._all_compiles, self.program)

    @cached_property
    def programs(self) -> list[StreamProgram]:
        """The programs the stream prints one after another, in order."""
        return programs_of(*self._all_compiles, lambda number: self.stages[number].data())

    @property
    def program_count(self) -> int:
        """How many programs the stream holds (no stage read)."""
        return sum(1 for compile in self._all_compiles[0] if compile.parent is None)

    @cached_property
    def program_of_compile(self) -> list[int]:
        """Per compile (as `compiles` numbers them), its program's number."""
        return program_numbers(self.compiles)

    def read_program(self, spec: int | str | None) -> None:
        """Read program `spec` (its number from 1, or a kernel's name) as
        the main compile: the other programs' stages are kept apart."""
        chosen = chosen_program(self.programs, spec)
        if chosen != self.program:
            self.program = chosen
            self.__dict__.pop("_compiles", None)
            self.__dict__.pop("program_of_compile", None)

    @property
    def compiles(self) -> list[Compile]:
        """The compiles of the program read: the main one (0) and any nested
        in it (IREE's constant evaluation), then the other programs'."""
        return self._compiles[0]

    def nested_compiles(self) -> list[str]:
        """A line per compile nested in the main one: its stages and the
        pass that ran it."""
        return [
            compile.describe(None if compile.runner is None else self.stages[compile.runner].label)
            for compile in self.compiles[1:]
            if compile.parent is not None
        ]

    def programs_line(self) -> str | None:
        """Which programs the stream holds and which is read (None: one)."""
        return None if self.program_count == 1 else programs_line(self.programs, self.program)

    @property
    def compile_numbers(self) -> list[int]:
        """Per stage, the number of the compile that printed it."""
        return self._compiles[1]

    def whole_stages(self) -> list[Stage]:
        """The stages that are not cut short."""
        return [stage for stage in self.stages if stage.cut is None]

    def main_stages(self) -> list[Stage]:
        """The whole stages of the main compile (not of one nested in it)."""
        return [stage for stage in self.whole_stages() if stage.compile == 0]

    def __len__(self) -> int:
        return len(self.stages)

    def __iter__(self) -> Iterator[Stage]:
        return iter(self.stages)

    def __repr__(self) -> str:
        files = {stage.source.name for stage in self.stages}
        return f"<Pipeline: {len(self)} stages from {len(files)} file(s)>"

    def stage(self, key: int | str, occurrence: int = 0) -> OperationIndex:
        """The operation index of stage `key` (its number), or of the
        `occurrence`-th stage (from 0; negative counts from the end) whose
        pass argument is `key`."""
        return self.find(key, occurrence).op_index()

    def find(self, key: int | str, occurrence: int = 0) -> Stage:
        """The `Stage` that `stage(key, occurrence)` indexes. A pass name
        counts the main compile's stages only (`compiles`)."""
        if isinstance(key, int):
            try:
                return self.stages[key]
            except IndexError:
                raise IndexError(
                    f"stage {key} does not exist: the pipeline has {len(self)} stages"
                ) from None
        every = self.stages.filter(pass_argument=key)
        # A name means the main compile's pass: a nested compile (IREE's
        # constant evaluation) runs the same passes on another module.
        matching = StageList(stage for stage in every if stage.compile == 0)
        if not matching and every:
            raise KeyError(
                f"pass {key!r} ran only in nested compiles (stages"
                f" {', '.join(str(stage.number) for stage in every[:5])}"
                f"{', ...' if len(every) > 5 else ''}): name the stage by number"
            )
        if not matching:
            raise KeyError(f"no stage of pass {key!r} in this pipeline")
        try:
            return matching[occurrence]
        except IndexError:
            raise IndexError(
                f"pass {key!r} has {len(matching)} stages; there is no occurrence {occurrence}"
            ) from None

    def find_spec(self, spec: int | str, what: str = "stage") -> Stage:
        """The stage a user names: a number, `PASS` or `PASS:N` (see
        `parse_stage_spec`); a clear error if there is none (`what` names
        the option that gave it)."""
        try:
            key, occurrence = parse_stage_spec(spec) if isinstance(spec, str) else (spec, 0)
            return self.find(key, occurrence)
        except (KeyError, IndexError, ValueError) as exc:
            raise TracksrcError(f"tracksrc: error: {what} {spec}: {exc.args[0]}") from None

    @collecting_less()
    def summaries(
        self,
        stages: Iterable[Stage] | None = None,
        jobs: int | None = None,
        progress: bool = True,
    ) -> dict[bytes, StageSummary]:
        """Summaries of `stages` (default: all) keyed by stage digest.

        Stages with identical text share one summary. Missing ones come
        from the on-disk cache, else are parsed, in `jobs` processes
        (default: one per core) when there is enough work, with a progress
        bar on stderr when it is a terminal."""
        jobs = self.jobs if jobs is None else jobs
        check_jobs(jobs)
        if self._ahead is not None:
            ahead, self._ahead = self._ahead, None
            self._summaries.update(ahead.finish(progress))
        chosen = list(self.whole_stages() if stages is None else stages)
        wanted: dict[bytes, Stage] = {}
        for stage in chosen:
            if stage.digest not in self._summaries:
                wanted.setdefault(stage.digest, stage)
        if wanted and self.cache is not None:
            self._summaries.update(self.cache.get_many(wanted, self._shared))
            wanted = {
                digest: stage for digest, stage in wanted.items() if digest not in self._summaries
            }
        if wanted:
            texts = [stage.text_span() for stage in wanted.values()]
            kept = _KeptBytes(wanted)

            def arrived(built: list[tuple[bytes, bytes]]) -> None:
                # Kept as each batch arrives: a run killed halfway keeps it.
                for digest, encoded in built:
                    self._summaries[digest] = decode_summary(encoded, True, self._shared)
                if self.cache is not None:
                    self.cache.put_many(built)

            summarize_texts(texts, kept, jobs, progress, sink=arrived)
        return {stage.digest: self._summaries[stage.digest] for stage in chosen}

    def index_all(self, jobs: int | None = None, progress: bool = True) -> None:
        """Summarise every stage now (see `summaries`)."""
        self.summaries(None, jobs, progress)


class _KeptBytes(Mapping[bytes, bytes]):
    """The bytes of the stages of compressed files among `stages` (by
    digest), read when asked: read all at once, they would be as large
    as the stream."""

    def __init__(self, stages: dict[bytes, Stage]) -> None:
        self._stages = {
            digest: stage for digest, stage in stages.items() if stage.source.compressed
        }

    def __getitem__(self, digest: bytes) -> bytes:
        return self._stages[digest].data()

    def __iter__(self) -> Iterator[bytes]:
        return iter(self._stages)

    def __len__(self) -> int:
        return len(self._stages)


def parse_stage_spec(spec: str) -> tuple[int | str, int]:
    """`12` → stage 12; `canonicalize` → its first stage; `canonicalize:3`
    → its 4th; `cse:-1` → its last."""
    spec = spec.strip()
    if re.fullmatch(r"-?\d+", spec):
        return int(spec), 0
    name, _, occurrence = spec.partition(":")
    if occurrence and not re.fullmatch(r"-?\d+", occurrence):
        raise ValueError(f"bad stage {spec!r}: expected N, PASS or PASS:N")
    return name, int(occurrence) if occurrence else 0
