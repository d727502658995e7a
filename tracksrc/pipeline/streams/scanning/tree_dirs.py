"""A `--mlir-print-ir-tree-dir` folder: one file per stage, in nested
folders named after the ops the passes ran on, ordered by the numeric
counters of the file names (`170_1_2_21_canonicalize.mlir`).

Every folder of the tree is listed; what cannot be (a folder that cannot
be read) or must not be (a link leading out of the tree: a folder from
elsewhere could name any file of this machine) would leave stages out
unseen, so it is an error naming each, or with `--allow-partial` a warning
and the tree without them.
"""

from __future__ import annotations

import logging
import os
import re
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.safe_text import visible_line

logger = logging.getLogger("tracksrc.pipeline.streams.scanning.tree_dirs")

_TREE_FILE = re.compile(r"^(?P<counters>\d+(?:_\d+)*)_(?P<argument>.+)\.mlir$")
# How many of the parts left out a message names.
_NAMED = 10


def tree_files(
    folder: Path, allow_partial: bool = False
) -> list[tuple[DumpFile, tuple[int, ...], str]]:
    """The stage files of a tree-dir folder, in the order their counters
    give (compared as numbers), with the counters and the pass argument of
    their names. Links are followed only within the folder (a link to a
    folder inside it is not: its files are found where they are). A folder
    that cannot be read or a link leading out of the folder is an error
    naming them all, or with `allow_partial` a warning, the rest kept."""
    found = []
    root = folder.resolve()
    left_out: list[tuple[Path, str]] = []
    pending = [folder]
    while pending:
        current = pending.pop()
        try:
            with os.scandir(current) as listing:
                entries = list(listing)
        except OSError as exc:
            left_out.append((current, f"a folder that cannot be read: {exc.strerror or exc}"))
            continue
        for entry in entries:
            path = Path(entry.path)
            try:
                is_folder = entry.is_dir()  # (a link: what it leads to)
                if entry.is_symlink():
                    if not path.resolve().is_relative_to(root):
                        what = "folder" if is_folder else "file"
                        if is_folder or _TREE_FILE.match(entry.name):
                            left_out.append((path, f"a link to a {what} outside the tree-dir"))
                        continue
                    if is_folder:
                        continue
                elif is_folder:
                    pending.append(path)
                    continue
            except OSError as exc:
                left_out.append((path, f"cannot be read: {exc.strerror or exc}"))
                continue
            match = _TREE_FILE.match(entry.name)
            if match is not None:
                counters = tuple(int(part) for part in match.group("counters").split("_"))
                found.append((counters, match.group("argument"), path))
    if left_out:
        _report(folder, left_out, allow_partial)
    found.sort(key=lambda item: (item[0], str(item[2])))
    return [(DumpFile(path), counters, argument) for counters, argument, path in found]


def _report(folder: Path, left_out: list[tuple[Path, str]], allow_partial: bool) -> None:
    """What the tree leaves out: an error, or with `allow_partial` a
    warning."""
    left_out.sort()
    named = "; ".join(
        f"{visible_line(str(path.relative_to(folder)))} ({why})" for path, why in left_out[:_NAMED]
    )
    more = f"; and {len(left_out) - _NAMED} more" if len(left_out) > _NAMED else ""
    links = " (links leading out of the tree-dir are not followed)" if any(
        "outside" in why for _, why in left_out
    ) else ""  # fmt: skip
    what = f"{len(left_out)} part(s) of the tree-dir"
    if not allow_partial:
        raise TracksrcError(
            f"{folder}: {what} would be left out, and the stages in them missing: "
            f"{named}{more}{links}; --allow-partial opens the tree without them"
        )
    logger.warning(
        "%s: left out %s, and the stages in them: %s%s%s", folder, what, named, more, links
    )
