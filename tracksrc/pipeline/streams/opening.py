"""Opening a pipeline: its stages read back from its store, or found in one
pass over its files and kept there.

`open_pipeline(path_or_paths)` opens one `--mlir-print-ir-*` stream, a
`--mlir-print-ir-tree-dir` folder or a list of files in pipeline order
(`.xz`, `.gz` and `.zst` read directly). The first open reads each file once, in
order, a chunk at a time (`tracksrc.pipeline.streams.scanning.sources`), keeping
what it found in the pipeline's store (`tracksrc.pipeline.streams.
stage_table`), with the compiles nested in the stream; a later open of
files of the same identities reads them back instead.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path

from tracksrc.pipeline.streams.bundles import DUMPS, Bundle, bundle_of
from tracksrc.pipeline.streams.compiles import compile_table, compiles_of
from tracksrc.pipeline.streams.dump_folders import locate_dump_folders
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.pipeline.streams.scanning.records import StageBytes
from tracksrc.pipeline.streams.scanning.sources import (
    Located,
    PipelineFiles,
    StageRecord,
    pipeline_files,
    scan_files,
)
from tracksrc.pipeline.streams.stage_prints import ModuleSymbols
from tracksrc.pipeline.streams.storage.database import StoreError, StreamStore, store_path
from tracksrc.pipeline.streams.storage.kept_texts import KeptTexts
from tracksrc.pipeline.streams.storage.stage_table import load_located, save_located
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.pipeline.streams.summaries.indexing import (
    PARALLEL_MIN_BYTES,
    ParseAhead,
    StageText,
    parse_ahead,
)
from tracksrc.pipeline.streams.summaries.summary import SharedParts
from tracksrc.pipeline.streams.summaries.summary_cache import SummaryCache, default_cache_dir
from tracksrc.reading.locations import SourceReMap
from tracksrc.tracking.provenance import Mode
from tracksrc.tracking.snapshots import follow_snapshots

logger = logging.getLogger("tracksrc.pipeline.streams.opening")


def open_pipeline(
    paths: str | Path | Sequence[str | Path],
    remap: SourceReMap | None = None,
    *,
    mode: Mode | str = Mode.PRECISE,
    allow_partial: bool = False,
    cache: bool | str | Path = True,
    program: int | str | None = None,
) -> Pipeline:
    """Open a stream, a tree-dir folder or a list of files in pipeline order.

    Each file is read once, in order, a chunk at a time: where its stages
    are, their headers, digests and notes; a compressed file's stage texts
    are kept (compressed) for queries to read. A stream that ends inside a
    stage (a killed compiler) is an error naming the cut, or with
    `allow_partial` the stage is marked `cut`, kept apart from
    whole-pipeline queries and parsed as far as it goes. Stages are parsed
    when used.
    Whole-pipeline queries keep stage summaries in an on-disk cache
    (`tracksrc.pipeline.streams.summaries.summary_cache`): `cache=False` turns it
    off, a path puts it there.
    A capture bundle (`tracksrc.pipeline.streams.bundles`) opens its stream,
    with its store kept inside it and its Triton cache followed.
    A stream holding several programs compiled one after another (Triton's
    kernels) reads the first, or `program` (its number from 1, or a
    kernel's name: `Pipeline.read_program`)."""
    cache_dir = None if cache is False else (default_cache_dir() if cache is True else Path(cache))
    summary_cache = None if cache_dir is None else SummaryCache(cache_dir)
    bundle = bundle_of(paths) if isinstance(paths, (str, Path)) else None
    if bundle is not None:
        bundle.check_stream()
        paths = bundle.stream
        remap = _with_triton_cache(remap, bundle)
        allow_partial = allow_partial or _ended_early(bundle)
    found = pipeline_files(paths, allow_partial)
    if bundle is not None:
        (stream,) = found.files
        stream.name, stream.portable = bundle.stream_name, True
    store = StreamStore(
        None
        if cache_dir is None
        else bundle.store_in(cache_dir)
        if bundle is not None
        else store_path([f.path for f in found.files], cache_dir)
    )
    located = _read_back(store, found, allow_partial)
    texts = KeptTexts(store)
    symbols = None
    ahead = None
    # (What the pipeline's summaries share, those parsed ahead among them.)
    shared = SharedParts()
    if located is None:
        symbols = ModuleSymbols()
        # Workers started for this command (`started_workers`) parse each
        # stage as the scan finds it.
        ahead = parse_ahead(summary_cache, shared)

        def sink(
            source: DumpFile, record: StageRecord, stage_bytes: StageBytes, notes: bytes
        ) -> None:
            texts.keep(source, record, stage_bytes, notes)
            symbols.collect(source, record, stage_bytes, notes)
            if ahead is not None and record.cut is None:
                offer_to_workers(ahead, source, record, stage_bytes)

        located = scan_files(found, allow_partial, sink)
        save_located(store, located, located.problems)
    pipeline = Pipeline(located, remap, Mode.parse(mode), allow_partial, summary_cache, texts)
    pipeline._symbols = None if symbols is None else symbols.by_digest
    pipeline._ahead = ahead
    pipeline._shared = shared
    _compiles_kept(pipeline, store)
    pipeline.store = store
    if program is not None:
        pipeline.read_program(program)
    if pipeline.stages:
        # (A bundle's dump folder packed: where it is unpacked stands for
        # it.)
        own = None if bundle is None else bundle.dumps_in(cache_dir)
        standing_for = {}
        if bundle is not None and own is not None and own != bundle.folder / DUMPS:
            standing_for[bundle.folder / DUMPS] = own
        # Beside each file as given now (`path`), not as named when the
        # store was built (`name`: relative to the directory it was built
        # from).
        pipeline.dump_folders = locate_dump_folders(
            pipeline.remap,
            ((stage.number, stage.header, str(stage.source.path)) for stage in pipeline.stages),
            pipeline.missing_dump_folders,
            standing_for,
        )
    return pipeline


def _ended_early(bundle: Bundle) -> bool:
    """Whether the bundle's compile was interrupted or failed (said, for the
    first): its stream is read as far as it goes, as `allow_partial` does."""
    record = bundle.record()
    if record.get("partial"):
        logger.warning(
            "%s: a partial capture (its compile was interrupted): what it printed is read",
            bundle.folder,
        )
        return True
    return record.get("exit_status") not in (0, None)


def _with_triton_cache(remap: SourceReMap | None, bundle: Bundle) -> SourceReMap | None:
    """`remap` following the bundle's Triton cache, if it has one (as
    `--executable-dumps CACHE` does)."""
    cache = bundle.triton_cache
    if cache is None or (remap is not None and remap.snapshots is not None):
        return remap
    return follow_snapshots(remap, [cache])


def will_scan(paths: str | Path | Sequence[str | Path], cache: bool | str | Path = True) -> bool:
    """Whether `open_pipeline(paths, cache=cache)` will scan files no store
    kept, of more than a batch to parse: a cheap look before it runs, so
    that a command starts its workers first (`started_workers`: they then
    parse while the scan reads). False where it cannot tell cheaply (a
    tree-dir folder, a file that cannot be read: the open reports it)."""
    bundle = bundle_of(paths) if isinstance(paths, (str, Path)) else None
    if bundle is not None:
        paths = bundle.stream
    if isinstance(paths, (str, Path)):
        if Path(paths).is_dir():
            return False
        paths = [paths]
    files = [Path(path) for path in paths]
    try:
        if sum(_text_size_at_least(path) for path in files) < PARALLEL_MIN_BYTES:
            return False
        if cache is False:
            return True
        cache_dir = default_cache_dir() if cache is True else Path(cache)
        if bundle is not None:
            return not (bundle.store.exists() or bundle.image.exists())
        return not store_path(files, cache_dir).exists()
    except (OSError, ValueError):
        return False


# IR compresses 50 to 150 times with xz or gzip: a compressed file holds at
# least this many times its size of text.
_COMPRESSION_AT_LEAST = 20


def _text_size_at_least(path: Path) -> int:
    file = DumpFile(path)
    return file.size * _COMPRESSION_AT_LEAST if file.compressed else file.size


def offer_to_workers(
    ahead: ParseAhead, source: DumpFile, record: StageRecord, data: StageBytes
) -> None:
    """Hand a stage the scan found to the workers: a plain file's by range,
    a compressed file's with its bytes (but for a long one, kept in parts:
    parsed when asked for)."""
    kept = data if isinstance(data, bytes) else None
    if source.compressed and kept is None:
        return
    text = StageText(
        record.digest, source.name, str(source.path), record.line, record.start, record.end
    )
    ahead.offer(text, kept if source.compressed else None)


def _read_back(store: StreamStore, found: PipelineFiles, allow_partial: bool) -> Located | None:
    """What an earlier open kept of these files, or None (a store found
    inconsistent is started again)."""
    try:
        return load_located(store, found.files, found.tree is not None, allow_partial)
    except StoreError as exc:
        store.rebuild(exc)
        return None


def _compiles_kept(pipeline: Pipeline, store: StreamStore) -> None:
    """The pipeline's compiles read back from its store, or found and kept
    there."""
    kept = store.get_meta("compiles")
    if kept is not None:
        try:
            pipeline.__dict__["_all_compiles"] = compiles_of(kept, len(pipeline.stages))
            return
        except ValueError as exc:
            logger.warning("store %s: %s; finding the compiles again", store.path, exc)
    compiles, owners = pipeline._all_compiles
    with store.transaction():
        store.set_meta("compiles", compile_table(compiles, owners))
    pipeline._symbols = None
