"""A stream whose first prints are functions, not the module holding them
(the inliner's nested `canonicalize` prints each callable before `inline`
prints the module): MLIR reads functions printed alone inside a module it
adds, so every stage's `program_ops` counts that module too, as MLIR's
own count of the program `tracksrc program` composes at that stage does."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from conftest import run_tracksrc

from tests.mlir_counts import iree_opt, mlir_op_counts

SOURCE = """\
func.func private @callee(%a: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %0 = arith.addf %a, %c : f32
  %1 = arith.mulf %0, %a : f32
  return %1 : f32
}
func.func @main(%x: f32) -> f32 {
  %r = func.call @callee(%x) : (f32) -> f32
  %s = arith.addf %r, %r : f32
  return %s : f32
}
"""


def test_program_ops_count_the_module_mlir_adds(tmp_path: Path) -> None:
    (tmp_path / "m.mlir").write_text(SOURCE)
    stream = tmp_path / "after.mlir"
    with stream.open("wb") as errors:
        subprocess.run(
            [iree_opt(), "m.mlir", "--pass-pipeline=builtin.module(inline,cse)",
             "--mlir-print-ir-after-all", "--mlir-print-debuginfo", "-o", "out.mlir"],
            cwd=tmp_path, stderr=errors, check=True, timeout=120,
        )  # fmt: skip
    done = run_tracksrc("stages", str(stream), "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    # Functions first, then the module.
    assert [row["scope"].split()[0] for row in rows[:3]] == ["func.func"] * 3
    programs = []
    for row in rows:
        composed = run_tracksrc("program", str(stream), "--stage", str(row["number"]), cwd=tmp_path)
        assert composed.returncode == 0, composed.stderr
        programs.append(composed.stdout)
    counts = [sum(counted.values()) for counted in mlir_op_counts(programs)]
    assert [row["program_ops"] for row in rows] == counts
