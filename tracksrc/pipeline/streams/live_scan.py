"""A capture's stream scanned as the compiler prints it, so that its store
holds the stages found (and the workers have summarised them) by the time
the compiler exits.

`LiveScan` is fed the bytes of the compiler's stderr, the very bytes the
bundle's stream file gets, from the thread that reads them; a thread of
its own scans them as `open_pipeline` scans a compressed file (one pass,
each stage handed to the workers started for it, `parse_ahead`; the
stage texts are not kept: the finished file is read by range), and when
the bytes end and the file is whole, keeps the stages found in the store
under the file's identity. `open_pipeline(bundle)` then reads them back:
no stage is read twice. Whatever stops the scan (a stream no scan would
take, a file that did not end as the seekable format) leaves the store
without stages, and the open after scans the file and reports it as
usual. A bounded queue holds the bytes between the two threads: a scan
that falls behind slows the reading, never fills memory.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Iterator

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.bundles import Bundle
from tracksrc.pipeline.streams.opening import offer_to_workers
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.pipeline.streams.scanning.records import StageBytes
from tracksrc.pipeline.streams.scanning.sources import PipelineFiles, StageRecord, scan_files
from tracksrc.pipeline.streams.storage.database import StreamStore
from tracksrc.pipeline.streams.storage.stage_table import save_located
from tracksrc.pipeline.streams.summaries.indexing import ParseAhead
from tracksrc.reading.files import without_bom

logger = logging.getLogger("tracksrc.pipeline.streams.live_scan")

# Pieces of bytes (up to 1 MB each) waiting for the scan, at most.
_WAITING = 32


class _LiveFile(DumpFile):
    """The bundle's stream while it is written: read from the bytes handed
    over, not from the file, never by range while it is written; its stage
    texts are not kept (the finished file is zstd's seekable format, read
    by range: `tracksrc.reading.zstd_seekable`)."""

    def __init__(self, bundle: Bundle, pieces: Iterator[bytes]) -> None:
        super().__init__(bundle.stream)
        self.name, self.portable, self.compressed = bundle.stream_name, True, True
        self._pieces = pieces

    @property
    def by_range(self) -> bool:
        """Never while it is written."""
        return False

    @property
    def kept_by_scan(self) -> bool:
        """Never: the finished file is read by range."""
        return False

    def check(self) -> None:
        """Nothing to check: the file is being written."""

    def chunks(self) -> Iterator[bytes]:
        """The bytes handed over, a byte-order mark at the start left out."""
        self.text_start, text = without_bom(self._pieces)
        yield from text


class LiveScan:
    """The scan of a bundle's stream as it is printed (see the module
    docstring): `feed` each piece, `finish` once the file is whole."""

    def __init__(self, bundle: Bundle, ahead: ParseAhead | None) -> None:
        self.bundle = bundle
        self.ahead = ahead
        # Set once the bytes have ended (the queue's end taken).
        self._ended = False
        self._queue: queue.Queue[bytes | None] = queue.Queue(maxsize=_WAITING)
        self._thread = threading.Thread(target=self._run, name="tracksrc live scan", daemon=True)
        self._thread.start()

    def feed(self, data: bytes) -> None:
        """The next bytes the compiler printed."""
        self._queue.put(data)

    def finish(self) -> None:
        """The bytes have ended and the file is whole: keep the stages
        found (unless the scan stopped: the open scans the file then)."""
        self._queue.put(None)
        self._thread.join()

    def _pieces(self) -> Iterator[bytes]:
        while (piece := self._queue.get()) is not None:
            yield piece
        self._ended = True

    def _run(self) -> None:
        # (SQLite's connection belongs to the thread that opens it: this one.)
        store = StreamStore(self.bundle.store)
        try:
            ahead = self.ahead

            def sink(
                source: DumpFile, record: StageRecord, stage_bytes: StageBytes, notes: bytes
            ) -> None:
                if ahead is not None and record.cut is None:
                    offer_to_workers(ahead, source, record, stage_bytes)

            live = _LiveFile(self.bundle, self._pieces())
            located = scan_files(PipelineFiles([live]), True, sink)
            if ahead is not None:
                ahead.finish(progress=False)
            if not DumpFile(self.bundle.stream).by_range:
                # (Its texts were not kept: the open scans it and keeps them.)
                raise TracksrcError("the stream did not end with its seek table")
            # (Its identity is the whole file's, read now that it is written.)
            save_located(store, located, located.problems)
        except Exception as exc:  # (reported by the open that follows)
            logger.info(
                "the scan as the compiler printed stopped (%s); the stream is scanned after", exc
            )
            if not self._ended:
                for _ in self._pieces():
                    pass
        finally:
            store.close()
