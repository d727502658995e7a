"""A `--mlir-print-ir-tree-dir` folder: one file per stage, in nested
folders named after the ops the passes ran on, ordered by the numeric
counters of the file names (`170_1_2_21_canonicalize.mlir`)."""

from __future__ import annotations

import logging
import re
from pathlib import Path

from tracksrc.pipeline.streams.scanning.dump_files import DumpFile

logger = logging.getLogger("tracksrc.pipeline.streams.scanning.tree_dirs")

_TREE_FILE = re.compile(r"^(?P<counters>\d+(?:_\d+)*)_(?P<argument>.+)\.mlir$")


def tree_files(folder: Path) -> list[tuple[DumpFile, tuple[int, ...], str]]:
    """The stage files of a tree-dir folder, in the order their counters
    give (compared as numbers), with the counters and the pass argument of
    their names. Links that lead out of the folder are not followed (a
    folder from elsewhere could name any file of this machine): they are
    left out with a warning."""
    found = []
    root = folder.resolve()
    outside: list[Path] = []
    for path in folder.rglob("*.mlir"):
        match = _TREE_FILE.match(path.name)
        if match is None:
            continue
        if path.is_symlink() and not path.resolve().is_relative_to(root):
            outside.append(path)
            continue
        counters = tuple(int(part) for part in match.group("counters").split("_"))
        found.append((counters, match.group("argument"), path))
    if outside:
        names = ", ".join(str(path.relative_to(folder)) for path in sorted(outside)[:5])
        more = f" and {len(outside) - 5} more" if len(outside) > 5 else ""
        logger.warning(
            "%s: left out %d stage file(s) linking outside the folder: %s%s",
            folder,
            len(outside),
            names,
            more,
        )
    found.sort(key=lambda item: (item[0], str(item[2])))
    return [(DumpFile(path), counters, argument) for counters, argument, path in found]
