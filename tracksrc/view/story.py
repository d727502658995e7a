"""The story of the selected op: what the commands say of it.

Its lineage (`tracksrc lineage --json`, the rows without their ops:
finding those replays the stages), its blame (`tracksrc blame --json`:
first change, fusions, the pass after which nothing is left, the passes
that lost its locations; the failures of the compile first), the
dispatches computing it (`analysis.answers.computing_dispatches`), each
with the reproducer `tracksrc extract --dispatch` writes for it
(`reproducer`: the file a page downloads), and, given profiles, the time
of the source ops it comes from and of those dispatches
(`tracksrc.view.profile`). An instruction of a code pane first tells its
way back (`tracksrc instructions --at FILE:LINE --json`: each MLIR file
the compiler dumped on the way, and the op printed there), then the story
of its source place; one without location, only its way back.
"""

from __future__ import annotations

import re
from typing import Any

from tracksrc.analysis.answers import computing_dispatches, unit_name
from tracksrc.pipeline.dispatches.extract import extract
from tracksrc.pipeline.store.queries.blame import blame
from tracksrc.pipeline.store.queries.lineage import Lineage, lineage
from tracksrc.view.selection import Selected
from tracksrc.view.served import Served

# At most this many lineage rows are sent (and said how many more).
MOST_ROWS = 2000


def lineage_of(served: Served, run: str, selected: Selected) -> Lineage:
    """The lineage of the selection in run `run` (kept while recent)."""
    pipeline = served.run(run).pipeline
    return served.kept(
        ("lineage", run, selected.text),
        lambda: lineage(pipeline, selected.query, llvm_passes=False),
    )


def lineage_rows(served: Served, run: str, selected: Selected) -> dict[str, Any]:
    """`lineage --json` of the selection in run `run`, without the ops of
    its rows; at most `MOST_ROWS` rows (`more`: the rest)."""
    data = lineage_of(served, run, selected).json_data(ops=False)
    rows = data["rows"]
    data["more"] = max(0, len(rows) - MOST_ROWS)
    data["rows"] = rows[:MOST_ROWS]
    del data["query"]  # (its stacks: frames as numbers, for programs)
    return data


def story(served: Served, run: str, selected: Selected) -> dict[str, Any]:
    """The selection's story in run `run` (see the module docstring)."""
    pipeline = served.run(run).pipeline
    way_back = None
    item = selected.code
    if item is not None and selected.key is not None:
        code = served.code_of(selected.key.run)
        way_back = served.kept(("way back", selected.text), lambda: code.way_back(item))
        if selected.place is None:
            return {
                "selection": selected.record(),
                "run": run,
                "instruction": way_back,
                "lineage": None,
                "blame": None,
                "dispatches": [],
                "time": None,
            }
    told = served.kept(
        ("blame", run, selected.text),
        lambda: blame(pipeline, selected.query, llvm_passes=False).json_data(),
    )
    computing = computing_dispatches(pipeline, selected.query)
    timed = served.profile
    return {
        "selection": selected.record(),
        "run": run,
        "instruction": way_back,
        "lineage": lineage_rows(served, run, selected),
        "blame": told,
        "dispatches": [
            {
                "name": item.name,
                "executable": item.executable,
                "first_stage": item.first_stage,
                "last_stage": item.last_stage,
                "size": item.size,
                "merged_into": item.merged_into,
                "failure": item.failure,
            }
            for item in computing
        ],
        "time": None
        if timed is None
        else timed.story(
            run,
            pipeline,
            selected.query,
            # (A dispatch merged into another runs as that one.)
            list(dict.fromkeys(item.merged_into or item.name for item in computing)),
        ),
    }


def reproducer(served: Served, run: str, dispatch: str, stage: int | None) -> tuple[str, str]:
    """What `tracksrc extract STREAM --dispatch DISPATCH [--stage S] -o
    FILE` writes, and a name for the file (the unit's and the stage's)."""
    pipeline = served.run(run).pipeline
    found = extract(pipeline, unit_name(pipeline, dispatch=dispatch), stage, None)
    served.forget_unshown(run)  # (the prints it composed the program from)
    plain = re.sub(r"[^A-Za-z0-9_.+-]", "_", found.unit.lstrip("@")).lstrip(".") or "unit"
    return found.text, f"{plain}.stage{found.stage.number}.mlir"
