"""`diff` by source location leaves places in the dump out of the sources:
the terminators MLIR's parser adds where the printer left them out
(`flow.executable_end`) are located at their op's place in the dump, which
moves from stage to stage. On IREE's compile of `convs.mlir`
(`tests/data/real/iree/captures/`): `iree-flow-annotate-dispatches` only
renames the executables' exports, so no source differs.

The independent check is MLIR's own reading of the two stages
(`tests/mlir_counts.py`): every op with the location it gives it."""

from __future__ import annotations

from collections import Counter

from tests.conftest import REAL
from tests.mlir_counts import mlir_locations
from tracksrc.pipeline.store.queries.diff import IN_DUMP, diff
from tracksrc.pipeline.streams.opening import open_pipeline

CONVS = REAL / "iree" / "captures" / "convs.after_all.mlir.xz"
OUTLINE, ANNOTATE = "iree-flow-outline-dispatch-regions", "iree-flow-annotate-dispatches"


def test_a_pass_that_changes_no_source_makes_no_difference() -> None:
    pipeline = open_pipeline(CONVS, cache=False)
    first, second = (pipeline.find(name) for name in (OUTLINE, ANNOTATE))
    assert second.number == first.number + 1
    assert first.scope_op == second.scope_op == "builtin.module"  # both whole programs
    read = mlir_locations([stage.text().split("\n", 1)[1] for stage in (first, second)])
    in_dump = [
        Counter(name for name, location in ops if '"<stdin>"' in repr(location)) for ops in read
    ]
    assert in_dump[0] == in_dump[1] == Counter({"flow.executable_end": 3})
    sources = [
        Counter(
            (name, repr(location)) for name, location in ops if '"<stdin>"' not in repr(location)
        )
        for ops in read
    ]
    assert sources[0] == sources[1]
    assert diff(pipeline, OUTLINE, ANNOTATE).rows == []


def test_the_ops_placed_in_the_dump_are_one_row() -> None:
    pipeline = open_pipeline(CONVS, cache=False)
    rows = [row for row in diff(pipeline, 0, OUTLINE).rows if row.source == IN_DUMP]
    assert [(row.status, dict(row.after)) for row in rows] == [
        ("added", {"flow.executable_end": 3})
    ]
    assert not any("convs.after_all" in row.source for row in diff(pipeline, 0, OUTLINE).rows)
