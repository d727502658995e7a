"""A whole pipeline of dumps: print-ir streams, tree-dir folders, file lists.

`open_pipeline(path_or_paths)` finds the stages of one `--mlir-print-ir-*`
stream (`// -----// IR Dump ...` headers), of a `--mlir-print-ir-tree-dir`
folder (one file per stage, ordered by the numeric counters of the file
names) or of a list of files in pipeline order; `.xz` and `.gz` files are
read directly. Opening scans stage boundaries only, on bytes (so offsets are
byte offsets); a stage is decoded and parsed when first used, and its
operations are reported at their lines in the stream.

Headers are read in every form MLIR and the compilers built on it print:
`After`/`Before`, current (`Name: arg{options}`) and older (`Name (arg)`)
display, `Failed` passes, module or nested scope (`('func.func' operation:
@f)`), the `-print-ir{label=X}` form and other `// -----// ...` lines (such
as Triton's internal dumps). Compiler diagnostics printed between two stages
belong to the stage after them: that pass emitted them.
"""

from __future__ import annotations

import bisect
import hashlib
import logging
import multiprocessing
import os
import re
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from functools import cached_property
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.cache import SummaryCache, decode_summary, encode_summary
from tracksrc.pipeline.summary import StageSummary, summarize
from tracksrc.progress import ProgressBar
from tracksrc.reading.files import read_bytes
from tracksrc.reading.ir import MlirFile
from tracksrc.reading.loading import detect_format
from tracksrc.reading.locations import SourceReMap
from tracksrc.reading.parser import read_mlir_text
from tracksrc.reading.scanner import DIAGNOSTIC_PATTERN
from tracksrc.reading.stage_header import (
    HEADER_MARKER,
    HEADER_MARKER_BYTES,
    NO_HEADER,
    StageHeader,
    parse_header,
)
from tracksrc.tables import format_table
from tracksrc.tracking.index import OperationIndex
from tracksrc.tracking.provenance import Mode

logger = logging.getLogger("tracksrc.pipeline.stream")

# A diagnostic, matched at the start of a line: `file:line:col: error: ...`.
_DIAGNOSTIC_AT = re.compile(DIAGNOSTIC_PATTERN.encode())
# What every diagnostic line holds: one regex pass finds them all (it looks
# for ": " first, far faster than a multi-line pattern).
_DIAGNOSTIC_MARKER = re.compile(rb": (?:error|warning|note|remark): ")
_SYM_NAME = re.compile(r'sym_name = "((?:[^"\\]|\\.)*)"')
_TREE_FILE = re.compile(r"^(?P<counters>\d+(?:_\d+)*)_(?P<argument>.+)\.mlir$")
# The first op of a stage and its symbol: `func.func private @f(`, `module @m`.
_FIRST_OP = re.compile(
    r"^(?:%[^=\n]*=\s*)?(?P<op>\"[^\"]+\"|[A-Za-z_][\w$.]*)"
    r"(?:\s+(?:public |private |nested )*(?P<symbol>@[\w$.\-]+|@\"[^\"]*\"))?",
    re.MULTILINE,
)


class Stage:
    """One stage of a pipeline: where it is, what its header says, and (on
    first use) its parsed operations."""

    def __init__(
        self,
        pipeline: Pipeline,
        number: int,
        source: _Source,
        start: int,
        end: int,
        line: int,
        diagnostics: bytes = b"",
        tree_counters: tuple[int, ...] | None = None,
        tree_argument: str | None = None,
    ) -> None:
        self.pipeline = pipeline
        self.number = number
        self.source = source
        self.byte_offset = start
        self.byte_end = end
        self.line = line
        self._diagnostics = diagnostics
        self.tree_counters = tree_counters
        self._tree_argument = tree_argument
        self._index: OperationIndex | None = None

    def __repr__(self) -> str:
        scope = f" on {self.scope_op} {self.scope_symbol or ''}".rstrip() if self.scope_op else ""
        failed = " FAILED" if self.failed else ""
        return (
            f"<Stage {self.number}: {self.header.kind} {self.pass_argument or self.header.label}"
            f"{failed}{scope}, {self.size:,} bytes at {self.source.name}:{self.line}>"
        )

    @cached_property
    def header(self) -> StageHeader:
        """The stage's header line, read."""
        data = self.source.data
        end = data.find(b"\n", self.byte_offset, self.byte_end)
        line = data[self.byte_offset : end if end != -1 else self.byte_end]
        if not line.startswith(HEADER_MARKER_BYTES):
            return NO_HEADER
        return parse_header(line.decode("utf-8", errors="replace"))

    @property
    def pass_name(self) -> str | None:
        """The pass's display name (`CanonicalizerPass`); varies between
        MLIR releases."""
        return self.header.pass_name

    @property
    def pass_argument(self) -> str | None:
        """The pass argument (`canonicalize`): the stable key of a pass."""
        return self.header.pass_argument or self._tree_argument

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
        return self._diagnostics.decode("utf-8", errors="replace")

    @cached_property
    def _scope(self) -> tuple[str | None, str | None]:
        header = self.header
        if header.scope_op is not None:
            return header.scope_op, header.scope_symbol
        # No scope in the header: the first op of the stage says it.
        data = self.source.data
        window = data[self.byte_offset : min(self.byte_end, self.byte_offset + 65536)]
        text = window.decode("utf-8", errors="replace")
        for line in text.splitlines()[1 if text.startswith(HEADER_MARKER) else 0 :]:
            # Aliases (one or several lines), blank lines and comments come
            # before the op; an op line starts with a letter, `%` or `"`.
            if not line or not (line[0].isalpha() or line[0] in '%"_'):
                continue
            match = _FIRST_OP.match(line)
            if match:
                op = match.group("op").strip('"')
                if op == "module":
                    op = "builtin.module"
                symbol = match.group("symbol")
                if symbol is None:
                    # The generic form keeps the symbol in its properties.
                    named = _SYM_NAME.search(line)
                    symbol = None if named is None else "@" + named.group(1)
                return op, symbol
            break
        return None, None

    @property
    def scope_op(self) -> str | None:
        """The op the pass ran on (`func.func`), from the header or from the
        first op printed."""
        return self._scope[0]

    @property
    def scope_symbol(self) -> str | None:
        """The symbol of that op (`@main`), if it has one."""
        return self._scope[1]

    def text(self) -> str:
        """The stage as printed, header included."""
        return self.source.data[self.byte_offset : self.byte_end].decode(
            "utf-8", errors="surrogateescape"
        )

    @cached_property
    def digest(self) -> bytes:
        """A hash of the stage's IR (header excluded), to compare stages."""
        data = self.source.data
        body = data.find(b"\n", self.byte_offset, self.byte_end)
        start = self.byte_end if body == -1 else body + 1
        # SHA-256 runs on the CPU's hash instructions: the fastest here.
        return hashlib.sha256(data[start : self.byte_end]).digest()[:16]

    def parse(self) -> MlirFile:
        """Parse the stage (not cached; see `op_index`). A stage cut short
        (the compiler crashed) is an error unless the pipeline was opened
        with `allow_partial`."""
        return read_mlir_text(
            self.text(),
            self.source.name,
            first_line=self.line,
            allow_partial=self.pipeline.allow_partial,
        )

    def summary(self) -> StageSummary:
        """The stage's compact table for whole-pipeline queries (from the
        cache, or built now)."""
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


class _Source:
    """The bytes of one dump file (decompressed if .xz / .gz)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.name = str(path)

    @cached_property
    def data(self) -> bytes:
        return read_bytes(self.path)


class StageList(list[Stage]):
    """The stages of a pipeline, with filters; prints as a numbered table."""

    def filter(
        self,
        pass_argument: str | None = None,
        regex: str | None = None,
        changed: bool = False,
        failed: bool | None = None,
    ) -> StageList:
        """Stages whose pass argument is `pass_argument`, whose pass name or
        argument matches `regex`, that changed the IR they print (compared
        with the previous print of the same op), or that failed."""
        pattern = re.compile(regex) if regex is not None else None
        changed_numbers = _changed_numbers(self) if changed else None
        kept = StageList()
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


def _changed_numbers(stages: Sequence[Stage]) -> set[int]:
    last: dict[tuple[str | None, str | None], bytes] = {}
    changed: set[int] = set()
    for stage in stages:
        key = (stage.scope_op, stage.scope_symbol)
        digest = stage.digest
        if last.get(key) != digest:
            changed.add(stage.number)
        last[key] = digest
    return changed


def format_stages(stages: Iterable[Stage]) -> str:
    """A numbered table: stage, pass argument, when, scope, size, line."""
    rows = [("#", "pass", "when", "scope", "bytes", "at line")]
    for stage in stages:
        when = stage.header.kind + (" FAILED" if stage.failed else "")
        scope = " ".join(part for part in (stage.scope_op, stage.scope_symbol) if part)
        rows.append(
            (
                str(stage.number),
                stage.pass_argument or stage.header.label or "",
                when,
                scope,
                f"{stage.size:,}",
                f"{stage.source.path.name}:{stage.line}",
            )
        )
    return format_table(rows, right=(0, 4))


class Pipeline:
    """The stages of one compilation, in order."""

    def __init__(
        self,
        stages_of: Iterable[tuple[_Source, Iterable[dict[str, object]]]],
        remap: SourceReMap | None = None,
        mode: Mode | str = Mode.PRECISE,
        preamble: str = "",
        allow_partial: bool = False,
        cache: SummaryCache | None = None,
    ) -> None:
        self.allow_partial = allow_partial
        self.cache = cache
        self._summaries: dict[bytes, StageSummary] = {}
        # What whole-pipeline queries (`tracksrc.pipeline.queries`) keep for
        # this pipeline once computed: the bound summaries, the audit.
        self.query_cache: dict[str, object] = {}
        self.remap = remap if remap is not None else SourceReMap()
        self.mode = Mode.parse(mode)
        self.preamble = preamble
        self.stages = StageList()
        for source, spans in stages_of:
            for span in spans:
                self.stages.append(Stage(self, len(self.stages), source, **span))  # type: ignore[arg-type]

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
        """The `Stage` that `stage(key, occurrence)` indexes."""
        if isinstance(key, int):
            try:
                return self.stages[key]
            except IndexError:
                raise IndexError(
                    f"stage {key} does not exist: the pipeline has {len(self)} stages"
                ) from None
        matching = self.stages.filter(pass_argument=key)
        if not matching:
            raise KeyError(f"no stage of pass {key!r} in this pipeline")
        try:
            return matching[occurrence]
        except IndexError:
            raise IndexError(
                f"pass {key!r} has {len(matching)} stages; there is no occurrence {occurrence}"
            ) from None

    def find_spec(self, spec: int | str) -> Stage:
        """The stage a user names: a number, `PASS` or `PASS:N` (see
        `parse_stage_spec`); a clear error if there is none."""
        try:
            key, occurrence = parse_stage_spec(spec) if isinstance(spec, str) else (spec, 0)
            return self.find(key, occurrence)
        except (KeyError, IndexError, ValueError) as exc:
            raise TracksrcError(f"tracksrc: error: stage {spec}: {exc.args[0]}") from None

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
        chosen = list(self.stages if stages is None else stages)
        wanted: dict[bytes, Stage] = {}
        for stage in chosen:
            if stage.digest not in self._summaries:
                wanted.setdefault(stage.digest, stage)
        if wanted and self.cache is not None:
            self._summaries.update(self.cache.get_many(wanted))
            wanted = {
                digest: stage for digest, stage in wanted.items() if digest not in self._summaries
            }
        if wanted:
            built = _summarize_stages(list(wanted.values()), jobs, progress, self.allow_partial)
            for digest, encoded in built:
                self._summaries[digest] = decode_summary(encoded)
            if self.cache is not None:
                self.cache.put_many(built)
        return {stage.digest: self._summaries[stage.digest] for stage in chosen}

    def index_all(self, jobs: int | None = None, progress: bool = True) -> None:
        """Summarise every stage now (see `summaries`)."""
        self.summaries(None, jobs, progress)


# Work for one process: (file name, first line, start, end, the stage's
# bytes or None, allow_partial). With None the worker reads the bytes from
# `_FORKED_SOURCES`, which a forked worker inherits: nothing is copied.
_Task = tuple[str, int, int, int, bytes | None, bool]
_BATCH_BYTES = 1 << 21
_PARALLEL_MIN_BYTES = 1 << 21
_FORKED_SOURCES: dict[str, bytes] = {}


def _summarize_one(task: _Task) -> tuple[str, bytes | str]:
    name, first_line, start, end, data, allow_partial = task
    if data is None:
        data = _FORKED_SOURCES[name][start:end]
    try:
        text = data.decode("utf-8", errors="surrogateescape")
        parsed = read_mlir_text(text, name, first_line=first_line, allow_partial=allow_partial)
        return "ok", encode_summary(summarize(parsed, first_line))
    except TracksrcError as exc:
        # Exceptions with their own fields do not always cross processes:
        # send the message.
        return "error", str(exc)


def _summarize_batch(batch: list[_Task]) -> list[tuple[str, bytes | str]]:
    return [_summarize_one(task) for task in batch]


def _summarize_stages(
    stages: list[Stage], jobs: int | None, progress: bool, allow_partial: bool
) -> list[tuple[bytes, bytes]]:
    """(digest, encoded summary) of each stage, parsed here or in workers."""
    total = sum(stage.size for stage in stages)
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    bar = ProgressBar(total, f"indexing {len(stages)} stages") if progress else None
    batches: list[list[Stage]] = [[]]
    batch_bytes = 0
    for stage in stages:
        if batch_bytes >= _BATCH_BYTES:
            batches.append([])
            batch_bytes = 0
        batches[-1].append(stage)
        batch_bytes += stage.size
    parallel = jobs > 1 and total >= _PARALLEL_MIN_BYTES and len(batches) > 1
    # fork starts workers at once, runs no user script again and shares the
    # stream's bytes; elsewhere workers are spawned and sent their stages.
    forking = "fork" in multiprocessing.get_all_start_methods()

    def tasks(batch: list[Stage]) -> list[_Task]:
        return [
            (
                stage.source.name,
                stage.line,
                stage.byte_offset,
                stage.byte_end,
                None
                if parallel and forking
                else stage.source.data[stage.byte_offset : stage.byte_end],
                allow_partial,
            )
            for stage in batch
        ]

    results: dict[int, list[tuple[str, bytes | str]]] = {}
    done = 0
    try:
        if not parallel:
            for number, batch in enumerate(batches):
                results[number] = _summarize_batch(tasks(batch))
                done += sum(stage.size for stage in batch)
                if bar:
                    bar.update(done)
        else:
            if forking:
                _FORKED_SOURCES.update({stage.source.name: stage.source.data for stage in stages})
            context = multiprocessing.get_context("fork" if forking else "spawn")
            with ProcessPoolExecutor(min(jobs, len(batches)), mp_context=context) as pool:
                futures = {
                    pool.submit(_summarize_batch, tasks(batch)): number
                    for number, batch in enumerate(batches)
                }
                for future in as_completed(futures):
                    number = futures[future]
                    results[number] = future.result()
                    done += sum(stage.size for stage in batches[number])
                    if bar:
                        bar.update(done)
    finally:
        _FORKED_SOURCES.clear()
        if bar:
            bar.close()
    built: list[tuple[bytes, bytes]] = []
    for number, batch in enumerate(batches):
        for stage, (status, payload) in zip(batch, results[number], strict=True):
            if status == "error":
                raise TracksrcError(str(payload))
            built.append((stage.digest, payload))  # type: ignore[arg-type]
    return built


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


def _header_starts(data: bytes) -> list[int]:
    """Offsets of the `// -----//` lines (bytes.find: far faster than a
    multi-line regex on hundreds of MB)."""
    starts = [0] if data.startswith(HEADER_MARKER_BYTES) else []
    position = data.find(b"\n" + HEADER_MARKER_BYTES)
    while position != -1:
        starts.append(position + 1)
        position = data.find(b"\n" + HEADER_MARKER_BYTES, position + 1)
    return starts


def _diagnostic_lines(data: bytes) -> list[int]:
    """Sorted offsets of the lines that are compiler diagnostics, found from
    the few places their markers occur."""
    found: set[int] = set()
    for marker in _DIAGNOSTIC_MARKER.finditer(data):
        line_start = data.rfind(b"\n", 0, marker.start()) + 1
        if _DIAGNOSTIC_AT.match(data, line_start):
            found.add(line_start)
    return sorted(found)


def _stream_spans(data: bytes) -> tuple[str, list[dict[str, object]]]:
    """Stage spans of one stream: (preamble before the first header, spans)."""
    headers = _header_starts(data)
    if not headers:
        return "", [{"start": 0, "end": len(data), "line": 1}]
    spans: list[dict[str, object]] = []
    line = data.count(b"\n", 0, headers[0]) + 1
    preamble = data[: headers[0]].decode("utf-8", errors="replace")
    pending_diagnostics = b""
    diagnostics = _diagnostic_lines(data)
    for number, start in enumerate(headers):
        end = headers[number + 1] if number + 1 < len(headers) else len(data)
        # Diagnostics printed after this stage's IR belong to the next one.
        stage_end = end
        following_diagnostics = b""
        first = bisect.bisect_left(diagnostics, start)
        if number + 1 < len(headers) and first < len(diagnostics) and diagnostics[first] < end:
            stage_end = diagnostics[first]
            following_diagnostics = data[stage_end:end]
        spans.append(
            {"start": start, "end": stage_end, "line": line, "diagnostics": pending_diagnostics}
        )
        pending_diagnostics = following_diagnostics
        line += data.count(b"\n", start, end)
    return preamble, spans


def _tree_files(folder: Path) -> list[tuple[tuple[int, ...], str, Path]]:
    found = []
    for path in folder.rglob("*.mlir"):
        match = _TREE_FILE.match(path.name)
        if match is None:
            continue
        counters = tuple(int(part) for part in match.group("counters").split("_"))
        found.append((counters, match.group("argument"), path))
    # Counters give the order, compared as numbers.
    found.sort(key=lambda item: (item[0], str(item[2])))
    return found


def open_pipeline(
    paths: str | Path | Sequence[str | Path],
    remap: SourceReMap | None = None,
    *,
    mode: Mode | str = Mode.PRECISE,
    allow_partial: bool = False,
    cache: bool | str | Path = True,
) -> Pipeline:
    """Open a stream, a tree-dir folder or a list of files in pipeline order.

    Only stage boundaries are read now; stages are parsed when used (with
    `allow_partial`, a stage cut short is indexed as far as it goes).
    Whole-pipeline queries keep stage summaries in an on-disk cache
    (`tracksrc.pipeline.cache`): `cache=False` turns it off, a path puts it there."""
    summary_cache = None if cache is False else SummaryCache(None if cache is True else cache)
    if isinstance(paths, (str, Path)):
        path = Path(paths)
        if path.is_dir():
            files = _tree_files(path)
            if not files:
                raise TracksrcError(f"{path}: no <counters>_<pass>.mlir files (not a tree-dir?)")
            sources = []
            for counters, argument, file in files:
                source = _Source(file)
                sources.append(
                    (
                        source,
                        [
                            {
                                "start": 0,
                                "end": file.stat().st_size,
                                "line": 1,
                                "tree_counters": counters,
                                "tree_argument": argument,
                            }
                        ],
                    )
                )
            return Pipeline(sources, remap, mode, allow_partial=allow_partial, cache=summary_cache)
        paths = [path]
    preamble_parts = []
    sources = []
    for item in paths:
        path = Path(item)
        if not path.is_file():
            raise TracksrcError(f"{path}: no such file")
        source = _Source(path)
        head = source.data[:4096].decode("utf-8", errors="replace")
        if detect_format(head) != "mlir":
            # A listing read as MLIR would parse into nothing useful: say so.
            raise TracksrcError(
                f"{path}: this is a MIGraphX program listing, not an MLIR dump; pipelines are "
                "MLIR streams. Compare two listings with `tracksrc track A B` or "
                "`tracksrc track-src --input-mlir A --track-mlir B`"
            )
        preamble, spans = _stream_spans(source.data)
        if preamble.strip():
            preamble_parts.append(preamble)
        sources.append((source, spans))
    return Pipeline(
        sources, remap, mode, "".join(preamble_parts), allow_partial, cache=summary_cache
    )
