"""A capture bundle: the folder `tracksrc capture` makes of one compiler run,
opened wherever a stream is taken.

    model.tracksrc/
      capture.json      how it was made (argument vector, working folder,
                        tool versions, flags and variables added, times,
                        exit status, whether it is partial)
      stream.mlir.zst   the compiler's stderr as it printed it (IR stages and
                        its diagnostics), in zstd's seekable format
      store.image.zst   the stream's store, packed (`store_image`: 7 MB where
                        the store is 46 MB), unpacked into tracksrc's cache
                        where the bundle is opened: a bundle copied or moved
                        opens warm
      store.sqlite3     the store itself, while the capture runs (and in a
                        bundle captured with --no-pack or --no-index, or
                        before images)
      dumps.tar.zst     IREE's executable files (--iree-hal-dump-executable-files-to),
                        packed when the capture ends (`folder_archive`: 8.9 MB
                        of files are 0.3 MB), unpacked into tracksrc's cache
                        where the bundle is opened (`dumps/` while it runs,
                        and with --no-pack)
      triton_cache/     Triton's cache (TRITON_CACHE_DIR): its .llir, .ptx, .amdgcn
      run.ireeprof      iree-run-module's profile (--device_profiling_output)

A folder is a bundle when it holds `capture.json`; the rest is optional (a
compile that printed no IR leaves no stream). The stream's name in the
store is the bundle's name and the file's (`model.tracksrc/stream.mlir.zst`),
not an absolute path, and its identity leaves out where it lies, so that
the store answers for the bundle wherever it is.
"""

from __future__ import annotations

import atexit
import json
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.storage.folder_archive import pack_folder, unpacked_folder
from tracksrc.pipeline.streams.storage.store_image import (
    image_store_path,
    settled,
    unpacked_store,
    write_image,
)
from tracksrc.safe_text import visible_line

RECORD = "capture.json"
STREAM = "stream.mlir.zst"
STORE = "store.sqlite3"
IMAGE = "store.image.zst"
DUMPS = "dumps"
DUMPS_ARCHIVE = "dumps.tar.zst"
TRITON_CACHE = "triton_cache"
PROFILE = "run.ireeprof"


@dataclass(frozen=True)
class Bundle:
    """A capture bundle's folder (see the module docstring)."""

    folder: Path

    @property
    def stream(self) -> Path:
        """The captured stream."""
        return self.folder / STREAM

    @property
    def store(self) -> Path:
        """The stream's store file in the bundle (see the module docstring)."""
        return self.folder / STORE

    @property
    def image(self) -> Path:
        """The stream's store, packed (see the module docstring)."""
        return self.folder / IMAGE

    def store_in(self, cache_dir: Path) -> Path:
        """The store to open: the bundle's own file, or its image's,
        unpacked into `cache_dir` (now, if it is not there yet)."""
        if self.image.is_file() and not self.store.exists():
            return unpacked_store(self.image, cache_dir, self.folder.name)
        return self.store

    def dumps_in(self, cache_dir: Path | None) -> Path | None:
        """The bundle's dump folder: its own, or its archive's, unpacked
        into `cache_dir` (a temporary folder without one) now if it is not
        there yet; None if it has none (or it cannot be unpacked)."""
        folder = self.folder / DUMPS
        archive = self.folder / DUMPS_ARCHIVE
        if folder.is_dir() or not archive.is_file():
            return folder if folder.is_dir() else None
        if cache_dir is None:
            cache_dir = Path(tempfile.mkdtemp(prefix="tracksrc-bundle-"))
            atexit.register(shutil.rmtree, cache_dir, True)
        return unpacked_folder(archive, cache_dir, self.folder.name)

    def pack_dumps(self) -> int:
        """Pack the bundle's dump folder into its archive (see the module
        docstring); the archive's size (0: nothing packed)."""
        folder = self.folder / DUMPS
        return pack_folder(folder, self.folder / DUMPS_ARCHIVE) if folder.is_dir() else 0

    def pack_store(self, cache_dir: Path) -> int:
        """Pack the bundle's store file (closed) into its image, and move
        the file into `cache_dir`, where opening the bundle finds it; the
        image's size."""
        size = write_image(self.store, self.image)
        kept = image_store_path(self.image, cache_dir, self.folder.name)
        kept.parent.mkdir(parents=True, exist_ok=True)
        if settled(self.store):
            shutil.move(self.store, kept)
        else:
            # (Still open elsewhere: its log may hold what the file does
            # not. The first open unpacks the image instead.)
            self.store.unlink()
        return size

    @property
    def triton_cache(self) -> Path | None:
        """Triton's cache folder, if the run wrote one."""
        found = self.folder / TRITON_CACHE
        return found if found.is_dir() else None

    @property
    def stream_name(self) -> str:
        """The name the stream goes by (in the store, in answers)."""
        return f"{self.folder.name}/{STREAM}"

    def record(self) -> dict[str, object]:
        """What `capture.json` says (an error if it is not a JSON object)."""
        path = self.folder / RECORD
        try:
            found = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise TracksrcError(
                f"{visible_line(str(path))}: not a capture record ({exc}); the bundle is damaged"
            ) from None
        if not isinstance(found, dict):
            raise TracksrcError(f"{visible_line(str(path))}: not a capture record (no object)")
        return found

    def check_stream(self) -> None:
        """A clear error for a bundle without a stream: its compile printed
        no IR, or it was interrupted before any."""
        if not self.stream.is_file():
            record = self.record()
            said = record.get("summary") or "its compile printed no IR"
            raise TracksrcError(
                f"tracksrc: error: {visible_line(str(self.folder))} holds no stream: "
                f"{visible_line(str(said))}"
            )


def bundle_of(path: str | Path) -> Bundle | None:
    """The bundle `path` names (a folder holding `capture.json`), or None."""
    folder = Path(path)
    return Bundle(folder) if (folder / RECORD).is_file() else None
