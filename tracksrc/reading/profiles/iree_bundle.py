"""An IREE `.ireeprof` bundle (what `--device_profiling_output=` writes),
read through IREE's own reader of it: `iree-profile dispatch
--format=jsonl --dispatch_events FILE`, whose rows (one per dispatch, then
a summary) are read as `iree_rows` reads an exported file.

The bundle's binary layout is IREE's and changes with it, so it is never
parsed here. `iree-profile` comes with `iree-base-runtime` (found by
`tracksrc.iree_tools`); it runs as an argument vector, no shell, its
output read as it comes (a bundle of a long run has millions of
dispatches) and its errors in a temporary file (so that neither pipe
fills while the other is read). A failure of the tool is an error quoting
the first lines of what it printed.
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.iree_tools import find_tool
from tracksrc.reading.files import check_regular_file
from tracksrc.reading.profiles.documents import is_compressed
from tracksrc.reading.profiles.iree_rows import IreeRows
from tracksrc.reading.profiles.kernels import KernelProfile
from tracksrc.safe_text import visible_line

FORMAT = "IREE .ireeprof bundle"
MAGIC = b"IRPF"
# How many lines of the tool's errors a message quotes.
_QUOTED = 5


def read_ireeprof(path: Path, name: str) -> KernelProfile:
    """The dispatches of a `.ireeprof` bundle, as `iree-profile` reads it."""
    check_regular_file(path, "profile")
    if is_compressed(path):
        raise TracksrcError(
            f"{name}: iree-profile reads no {path.suffix} file: decompress the bundle first"
        )
    tool = find_tool("iree-profile", extra="profile")
    command = [tool, "dispatch", "--format=jsonl", "--dispatch_events", str(path)]
    rows = IreeRows(f"{name} (iree-profile's rows)", False, f"{path.name}: iree-profile row ")
    with tempfile.TemporaryFile() as errors:
        try:
            process = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=errors,
                encoding="utf-8",
                errors="surrogateescape",
            )
        except OSError as exc:
            raise TracksrcError(
                f"tracksrc: error: cannot run {tool}: {exc.strerror or exc}"
            ) from None
        failure: TracksrcError | None = None
        killed = False
        assert process.stdout is not None
        with process:
            try:
                for line, text in enumerate(process.stdout, 1):
                    rows.add_line(line, text.rstrip("\r\n"), text.endswith("\n"))
            except TracksrcError as exc:
                failure = exc
                # (Its output made no sense: it is stopped, unless it ended.)
                if process.poll() is None:
                    process.kill()
                    killed = True
        if process.returncode and not killed:
            errors.seek(0)
            said = errors.read().decode("utf-8", errors="replace").splitlines()
            quoted = "\n".join(f"  {visible_line(line)}" for line in said[:_QUOTED] if line.strip())
            raise TracksrcError(
                f"{name}: iree-profile could not read the bundle "
                f"(exit status {process.returncode}):\n{quoted or '  (it printed nothing)'}"
            )
        if failure is not None:
            raise failure
    profile = rows.profile(str(path), FORMAT)
    profile.notes.insert(0, "read through `iree-profile dispatch --format=jsonl --dispatch_events`")
    return profile
