"""Chrome traces (torch.profiler, CUDA and ROCm) and Triton Proton's
hatchet tree, checked against the files read with json."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from profile_samples import CHROME_CUDA, CHROME_ROCM, PROTON, Expected, open_text

from tracksrc.errors import ParseError, TracksrcError
from tracksrc.reading.profiles.formats import read_profile

_DEVICE_WORK = ("kernel", "gpu_memcpy", "gpu_memset")


def _chrome_expected(events: list[dict[str, Any]]) -> Expected:
    expected = Expected()
    for event in events:
        if event.get("ph") == "X" and str(event.get("cat", "")).lower() in _DEVICE_WORK:
            expected.add(event["name"], 1, event["dur"] * 1000, event["args"].get("grid"))
    return expected


@pytest.mark.parametrize("path", [CHROME_CUDA, CHROME_ROCM], ids=["cuda", "rocm"])
def test_chrome_trace_kernels(path: Path) -> None:
    document = json.loads(open_text(path))
    events = document["traceEvents"]
    profile = read_profile(path)
    _chrome_expected(events).check(profile)
    assert [run.workgroup for run in profile.runs] == [
        tuple(e["args"]["block"]) for e in events if e.get("cat") == "kernel"
    ]
    others = len(events) - profile.executions
    assert any(note.startswith(f"{others} events that are not kernels") for note in profile.notes)
    devices = {d["name"] for d in document["deviceProperties"]}
    assert profile.source == ", ".join(sorted(devices))


def test_rocm_kernels_launched_with_work_item_grids_are_counted() -> None:
    events = json.loads(open_text(CHROME_ROCM))["traceEvents"]
    ext = {
        e["args"]["correlation"]
        for e in events
        if e.get("name") == "hipExtModuleLaunchKernel" and e.get("cat") == "cuda_runtime"
    }
    launched = sum(
        1 for e in events if e.get("cat") == "kernel" and e["args"]["correlation"] in ext
    )
    assert launched > 0
    notes = read_profile(CHROME_ROCM).notes
    assert any(
        n.startswith(f"{launched} kernels were launched by hipExtModuleLaunchKernel") for n in notes
    )


def test_a_bare_list_of_events_is_a_trace_too(tmp_path: Path) -> None:
    events = json.loads(open_text(CHROME_ROCM))["traceEvents"]
    path = tmp_path / "events.json"
    path.write_text(json.dumps(events))
    _chrome_expected(events).check(read_profile(path))


def test_a_trace_of_no_kernel_is_an_error(tmp_path: Path) -> None:
    events = [
        e for e in json.loads(open_text(CHROME_CUDA))["traceEvents"] if e.get("cat") != "kernel"
    ]
    path = tmp_path / "cpu.json"
    path.write_text(json.dumps({"traceEvents": events}))
    with pytest.raises(
        TracksrcError, match=r"no kernel in this Chrome trace .*events that are not kernels"
    ):
        read_profile(path)


def test_a_trace_cut_mid_document_is_an_error_saying_so(tmp_path: Path) -> None:
    text = open_text(CHROME_ROCM)
    cut = text.index('"cat": "kernel"', len(text) // 2)
    path = tmp_path / "cut.json"
    path.write_text(text[:cut])
    with pytest.raises(ParseError) as caught:
        read_profile(path)
    assert caught.value.cut and caught.value.line == text[:cut].count("\n") + 1


def test_a_kernel_event_without_its_duration_is_an_error_at_it(tmp_path: Path) -> None:
    text = open_text(CHROME_CUDA)
    path = tmp_path / "nodur.json"
    damaged = re.sub(
        r'("cat": "kernel".*?"dur": )([0-9.]+)', r'\1"\2"', text, count=1, flags=re.DOTALL
    )
    path.write_text(damaged)
    with pytest.raises(
        ParseError, match=r'traceEvents\[4\]: `dur` is "1.76\d*", not a number'
    ) as caught:
        read_profile(path)
    error = caught.value
    at = damaged.index('"dur": "1.76')
    assert error.line == damaged[:at].count("\n") + 1
    assert error.line_text[error.column - error.text_column :].startswith('"dur": "1.76')


def _proton_expected(tree: dict[str, Any]) -> tuple[Expected, list[tuple[str, ...]]]:
    """The leaves with a time: (what they hold, their scopes)."""
    expected = Expected()
    scopes: list[tuple[str, ...]] = []

    def timed_below(node: dict[str, Any]) -> bool:
        return any("time (ns)" in c["metrics"] or timed_below(c) for c in node["children"])

    def walk(node: dict[str, Any], path: tuple[str, ...]) -> None:
        metrics = node["metrics"]
        if "time (ns)" in metrics and metrics["count"] > 0 and not timed_below(node):
            expected.add(node["frame"]["name"], metrics["count"], metrics["time (ns)"])
            scopes.append(path)
        for child in node["children"]:
            name = node["frame"]["name"]
            walk(child, path if name == "ROOT" and not path else (*path, name))

    walk(tree, ())
    return expected, scopes


def test_proton_leaves_with_their_scopes() -> None:
    tree, device = json.loads(PROTON.read_text())
    profile = read_profile(PROTON)
    expected, scopes = _proton_expected(tree)
    expected.check(profile)
    assert [profile.scopes[i] for i in range(len(profile.runs))] == scopes
    assert profile.source == f"CUDA 0 (arch {device['CUDA']['0']['arch']})"


def test_proton_scopes_with_summed_metrics_are_not_counted_twice(tmp_path: Path) -> None:
    tree, device = json.loads(PROTON.read_text())

    def inclusive(node: dict[str, Any]) -> tuple[int, int]:
        sums = [inclusive(child) for child in node["children"]]
        if sums and node["frame"]["name"] != "ROOT":
            node["metrics"] = {
                "count": sum(s[0] for s in sums),
                "time (ns)": sum(s[1] for s in sums),
            }
        return node["metrics"].get("count", 0), node["metrics"].get("time (ns)", 0)

    inclusive(tree)
    path = tmp_path / "inclusive.hatchet"
    path.write_text(json.dumps([tree, device]))
    assert read_profile(path).total == read_profile(PROTON).total
