"""Folders a compile wrote files to, found in its stream's headers; those
whose files took over the ops' locations are followed.

IREE's dump flags run passes whose options the headers print:
`iree-hal-dump-executable-sources{path=DIR prefix=...}` (what
`--iree-hal-dump-executable-sources-to` and `-configurations-to` run),
`iree-hal-dump-executable-benchmarks{path=DIR}` and
`iree-hal-serialize-*-executables{dump-intermediates-path=DIR
dump-binaries-path=DIR}`; upstream's `snapshot-op-locations{filename=FILE}`
writes one file. The first and the last print ops to files and give the
ops their place there as location (see `tracksrc.tracking.snapshots`): a
stream printed with them names those files from that pass on, and tracking
across it needs the files. Each folder is looked for beside the stream,
then relative to the working directory (as the compiler wrote it; an
absolute one where it was, else by its name beside the stream); those
found are kept (`Pipeline.dump_folders`, for the dispatches' files) and
the snapshot ones followed; a snapshot folder not found gets a warning
saying which pass moved the locations and what to pass.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

from tracksrc.reading.locations import SourceReMap
from tracksrc.reading.stage_header import StageHeader
from tracksrc.safe_text import visible_line
from tracksrc.tracking.snapshots import follow_snapshots

logger = logging.getLogger("tracksrc.pipeline.streams.dump_folders")

# Pass argument -> the options naming where it writes.
DUMP_PASSES = {
    "iree-hal-dump-executable-sources": ("path",),
    "iree-hal-dump-executable-benchmarks": ("path",),
    "iree-hal-serialize-target-executables": ("dump-intermediates-path", "dump-binaries-path"),
    "iree-hal-serialize-all-executables": ("dump-intermediates-path", "dump-binaries-path"),
    "snapshot-op-locations": ("filename",),
}
# What dump passes write: sources, configurations and benchmarks (MLIR),
# intermediates (LLVM IR, bitcode, assembly, objects) and binaries.
DUMP_SUFFIXES = frozenset(
    {
        ".mlir",
        ".mlirbc",
        ".ll",
        ".bc",
        ".s",
        ".o",
        ".obj",
        ".so",
        ".dll",
        ".dylib",
        ".vmfb",
        ".hsaco",
        ".rocmasm",
        ".ptx",
        ".cubin",
        ".spv",
        ".metal",
        ".metallib",
        ".wgsl",
    }
)
# The passes that replace locations by places in what they write.
SNAPSHOT_PASSES = frozenset({"iree-hal-dump-executable-sources", "snapshot-op-locations"})


def _option(options: str, name: str) -> str | None:
    # Options print as `{a=1 b=x}`; values without spaces here (paths).
    match = re.search(rf"(?:^|[{{\s]){re.escape(name)}=([^\s}}]*)", options)
    return match.group(1) if match else None


def dump_targets(
    stages: Iterable[tuple[int, StageHeader, str]],
) -> list[tuple[int, str, str]]:
    """(stage number, pass argument, written path) of every dump pass
    among `(number, header, dump file name)` stages, each path once (an
    empty path: the pass printed to stdout)."""
    found: list[tuple[int, str, str]] = []
    seen: set[str] = set()
    for number, header, _ in stages:
        argument = header.pass_argument or ""
        options = header.options or ""
        if argument == "snapshot-op-locations" and _option(options, "tag"):
            continue  # a tag keeps the old location beside the new one
        for option in DUMP_PASSES.get(argument, ()):
            target = _option(options, option) or ""
            if target == "" and argument not in SNAPSHOT_PASSES:
                continue  # that dump was not asked for
            if target not in seen:
                seen.add(target)
                found.append((number, argument, target))
    return found


def locate_dump_folders(
    remap: SourceReMap,
    stages: Iterable[tuple[int, StageHeader, str]],
    missing: list[tuple[int, str, str]] | None = None,
    standing_for: Mapping[Path, Path] | None = None,
) -> list[Path]:
    """The folders (and files) the stream's dump passes wrote that can be
    found; follows the snapshot ones unless `remap` already follows
    snapshots (given by hand), and warns about those missing. The other
    folders not found are added to `missing` as (stage, pass, path): what
    reads them says so (`missing_folders_text`). `standing_for` maps a
    folder beside the stream to the folder that stands for it (a capture
    bundle's dump folder, packed, and unpacked elsewhere): looked at
    first."""
    stages = list(stages)
    # (Each file once: streams hold thousands of stages.)
    dump_dirs = list(
        dict.fromkeys(Path(name).parent for name in dict.fromkeys(n for *_, n in stages))
    )
    found: list[Path] = []
    snapshots: list[Path] = []
    for number, argument, target in dump_targets(stages):
        path = _existing(target, dump_dirs, standing_for or {})
        if path is not None:
            found.append(path)
            if argument in SNAPSHOT_PASSES:
                snapshots.append(path)
            continue
        if argument not in SNAPSHOT_PASSES:
            if missing is not None and target not in ("", "-"):
                missing.append((number, argument, target))
            continue
        if remap.snapshots is not None:
            continue
        where = (
            "it printed them to stdout"
            if target in ("", "-")
            else f"{visible_line(target)} is neither beside the stream nor in the working directory"
        )
        logger.warning(
            "stage %d (%s) gave the ops it printed their place in the files it wrote as "
            "location, and %s: to track across stage %d, pass --executable-dumps DIR",
            number,
            argument,
            where,
            number,
        )
    if snapshots and remap.snapshots is None:
        logger.info(
            "following locations into %s (written by the stream's dump passes)",
            ", ".join(visible_line(str(path)) for path in snapshots),
        )
        follow_snapshots(remap, snapshots)
    return found


def missing_folders_text(missing: Iterable[tuple[int, str, str]]) -> str | None:
    """What to say of the dump folders a stream names and that were not
    found (`locate_dump_folders`' `missing`), or None."""
    listed = [
        f"{visible_line(target)} (stage {number}, {argument})"
        for number, argument, target in missing
    ]
    if not listed:
        return None
    return (
        "the compile wrote its executables' files to "
        + ", ".join(listed)
        + ", neither beside the stream nor in the working directory: their code is not read "
        "(pass --executable-dumps DIR)"
    )


def _existing(target: str, dump_dirs: list[Path], standing_for: Mapping[Path, Path]) -> Path | None:
    if target in ("", "-"):
        return None
    path = Path(target)
    for base in dump_dirs:
        stand_in = standing_for.get(base / path.name)
        if stand_in is not None:
            return stand_in
    # (An absolute folder that is not there any more is looked for by its
    # name beside the stream: a capture bundle moved or copied.)
    candidates = (
        [path, *(base / path.name for base in dump_dirs)]
        if path.is_absolute()
        else [base / path for base in dump_dirs] + [path]
    )
    for candidate in candidates:
        if candidate.exists() and (candidate.is_file() or _holds_dumps(candidate)):
            return candidate
    return None


def _holds_dumps(folder: Path) -> bool:
    """True if `folder` holds a file a dump pass writes (MLIR, LLVM IR or
    bitcode, assembly, objects, shared objects, modules): a folder of the
    same name that is no dump (a project's own `benchmarks/`, met where a
    relative name is looked for in the working directory) is not taken."""
    try:
        return any(entry.suffix in DUMP_SUFFIXES for entry in folder.iterdir() if entry.is_file())
    except OSError:
        return False
