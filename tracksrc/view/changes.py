"""What changed: between two stages of a run (the semantic diff), and
between the two runs a view was started on (the comparison).

`stage_diff` is `tracksrc diff STREAM A B [--prints] --json`: per source
location, the op types at A and at B where they differ, SSA names playing
no part; with `prints`, of what the two stages printed (two prints of one
function, say), else of the whole programs. `comparison` is `tracksrc
compare A B --json`, worked out once (in this process: the server's own
threads make forking it unsafe) and kept.
"""

from __future__ import annotations

from typing import Any

from tracksrc.analysis.compare import compare
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.store.queries.diff import diff
from tracksrc.view.served import Served

# At most this many rows of a diff are sent (and said how many more).
MOST_ROWS = 5000


def stage_diff(served: Served, run: str, first: int, second: int, prints: bool) -> dict[str, Any]:
    """The semantic diff of stages `first` and `second` of run `run`."""
    pipeline = served.run(run).pipeline
    found = served.kept(
        ("diff", run, first, second, prints), lambda: diff(pipeline, first, second, prints)
    )
    rows = found.json_data()
    return {
        "run": run,
        "first": found.first,
        "second": found.second,
        "prints": prints,
        "rows": rows[:MOST_ROWS],
        "more": max(0, len(rows) - MOST_ROWS),
    }


def comparison(served: Served) -> dict[str, Any]:
    """The two runs compared op by op (`tracksrc compare --json`)."""
    if "b" not in served.runs:
        raise TracksrcError(
            "tracksrc: error: this view has one stream: give two runs of the same program "
            "(tracksrc view STREAM_A STREAM_B) to compare them"
        )
    a, b = served.run("a").pipeline, served.run("b").pipeline
    return served.kept(("compare",), lambda: compare(a, b, jobs=1).json_data())  # type: ignore[no-any-return]
