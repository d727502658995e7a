"""The files a source pane may show: only regular files with content on
disk, never the kernel's (`/proc`, `/sys`) or a device, whatever a dump's
locations name."""

from __future__ import annotations

import os
from pathlib import Path

import tracksrc
from tracksrc.view.sources import source_files

STAGE = """// -----// IR Dump After Canonicalizer (canonicalize) //----- //
module {{
  func.func @f() {{
    %0 = arith.constant 1 : i32 loc("/proc/self/environ":1:1)
    %1 = arith.constant 2 : i32 loc("/dev/null":1:1)
    %2 = arith.constant 3 : i32 loc("/sys/kernel/mm/transparent_hugepage/enabled":1:1)
    %3 = arith.constant 4 : i32 loc("{linked}":1:1)
    %4 = arith.constant 5 : i32 loc("empty.mlir":1:1)
    %5 = arith.constant 6 : i32 loc("model.mlir":2:5)
    return loc("model.mlir":3:5)
  }} loc("model.mlir":1:1)
}} loc("model.mlir":1:1)
"""


def test_only_regular_files_with_content_are_sources(tmp_path: Path) -> None:
    (tmp_path / "model.mlir").write_text("func.func @f() {\n  %0 = ...\n  return\n}\n")
    (tmp_path / "empty.mlir").write_text("")
    # A link in the dump's folder to the process's environment: followed,
    # and refused for where it leads.
    os.symlink("/proc/self/environ", tmp_path / "env.mlir")
    stream = tmp_path / "s.mlir"
    stream.write_text(STAGE.format(linked="env.mlir"))
    found = source_files([tracksrc.open_pipeline(stream, cache=False)])
    assert [(source.name, source.path) for source in found] == [
        ("model.mlir", (tmp_path / "model.mlir").resolve())
    ]
