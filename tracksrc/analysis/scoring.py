"""Scoring tracksrc against ground truth: `tracksrc score STREAM LINEAGE.json`.

The mini-compiler's `--emit-lineage` file says, for every op of every stage
(by unique id), which input ops it derives from. For each such op, tracksrc
predicts the input ops whose source matches its own (`track` into the input
file's index, in the mode asked for). Precision and recall are micro
averages over all (stage op, input op) pairs: precision = right pairs /
predicted pairs, recall = right pairs / true pairs.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.reading.loading import read_dump
from tracksrc.tracking.index import OperationIndex
from tracksrc.tracking.provenance import Mode
from tracksrc.tracking.track import track


@dataclass
class Score:
    """Counts and ratios of one scoring run."""

    mode: Mode
    predicted: int = 0
    true: int = 0
    right: int = 0
    ops: int = 0

    @property
    def precision(self) -> float:
        """Right pairs over predicted pairs (1.0 when nothing was predicted)."""
        return self.right / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        """Right pairs over true pairs."""
        return self.right / self.true if self.true else 1.0

    def __str__(self) -> str:
        return (
            f"{self.mode.value:8} precision {self.precision:.4f}  recall {self.recall:.4f}  "
            f"({self.right:,} right of {self.predicted:,} predicted, {self.true:,} true pairs; "
            f"{self.ops:,} ops)"
        )


def load_lineage(path: str | Path) -> dict[str, Any]:
    """Read a lineage file (a clear error if it is not one)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise TracksrcError(f"{path}: cannot read a lineage file: {exc}") from None
    if not isinstance(data, dict) or data.get("version") != 1 or "stages" not in data:
        raise TracksrcError(f"{path}: not a lineage file of version 1")
    return data


def score(
    pipeline: Pipeline,
    lineage: dict[str, Any],
    mode: Mode = Mode.PRECISE,
    input_path: str | Path | None = None,
) -> Score:
    """Score tracking of every stage's ops back to the input file."""
    stages = lineage["stages"]
    if len(stages) != len(pipeline):
        raise TracksrcError(
            f"the stream has {len(pipeline)} stages, the lineage file {len(stages)}"
        )
    name = lineage["input"]
    source = Path(input_path) if input_path is not None else Path(name)
    inputs = OperationIndex(read_dump(source, filename=name), pipeline.remap, mode)
    by_origin = {entry["origin"]: entry["unique_id"] for entry in lineage["input_ops"]}
    result = Score(mode)
    for stage, expected in zip(pipeline.stages, stages, strict=True):
        index = stage.op_index()
        for unique_id, origins in expected["ops"].items():
            info = index.get_op(unique_id)
            if info is None:
                raise TracksrcError(f"stage {stage.number} has no op {unique_id}")
            truth = {by_origin[origin] for origin in origins}
            if not truth:
                continue
            predicted = {other.unique_id for other in track(info, inputs, mode=mode)}
            result.ops += 1
            result.true += len(truth)
            result.predicted += len(predicted)
            result.right += len(truth & predicted)
        stage.forget()
    return result
