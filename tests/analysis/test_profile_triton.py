"""A compile that forms no IREE dispatch (Triton's) has its public
functions as kernels: Proton's profile of a Triton `softmax_kernel` joins
to the Triton stream of a `softmax_kernel` by name, its time given to the
Python lines its ops come from; the ATen kernels around it are listed
apart. Figures against the hatchet file read with `json`."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from tests.conftest import DATA
from tracksrc.analysis.profiles.profile import profile

PROTON = DATA / "profiles" / "proton" / "tritonbench_softmax_proton.hatchet"
STREAM = DATA / "triton" / "dump.mlir.xz"


def _kernel_times() -> Counter[str]:
    """Per kernel (a leaf with a time), its summed time (ns)."""
    times: Counter[str] = Counter()
    pending: list[dict[str, Any]] = [json.loads(PROTON.read_text(encoding="utf-8"))[0]]
    while pending:
        node = pending.pop()
        children = node.get("children", [])
        if not children and "time (ns)" in node.get("metrics", {}):
            times[node["frame"]["name"]] += node["metrics"]["time (ns)"]
        pending.extend(children)
    return times


def test_a_triton_kernel_joins_by_its_function_name() -> None:
    times = _kernel_times()
    report = profile(PROTON, STREAM)
    joined = report.side_a.joined
    assert {name: group.total for name, group in joined.dispatches.items()} == {
        "@softmax_kernel": times["softmax_kernel"]
    }
    assert {name: group.total for name, group in joined.foreign.items()} == {
        name: time for name, time in times.items() if name != "softmax_kernel"
    }
    sources = report.side_a.attribution.sources  # type: ignore[union-attr]
    places = {entry.where.rsplit("/", 1)[-1] for entry in sources}
    # The kernel's load, arithmetic and store, by Python line of kernel.py.
    assert {"kernel.py:11:9", "kernel.py:13:11", "kernel.py:15:5"} <= places
    assert all(entry.total == times["softmax_kernel"] for entry in sources)
    named = {entry.where.rsplit("/", 1)[-1]: entry.names for entry in sources}
    assert named["kernel.py:13:11"] == ["num"]
