"""Triton Proton's hatchet JSON (`proton.hatchet`): the kernels of a run,
in the tree of scopes the user opened around them.

The document is a list `[tree, device_info]`. Each node of the tree is
`{"frame": {"name", "type"}, "metrics": {...}, "children": [...]}`; the
root is named `ROOT`. A kernel is a node with a `time (ns)` metric and a
`count` over 0 below which no node has one (a leaf of the measured tree:
a scope whose metrics sum its kernels' would count them twice). Its scope
path, the names of the nodes above it but the root, goes into
`KernelProfile.scopes`. Proton writes no shortest or longest: a kernel
run several times gives its mean for both, said in a note. Timed nodes
with a count of 0 are left out, counted. `device_info`
(`{"CUDA": {"0": {"arch": "90", ...}}}`) is the profile's `source`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.reading.profiles import fields
from tracksrc.reading.profiles.json_stream import load_document
from tracksrc.reading.profiles.kernels import KernelProfile, KernelRun

FORMAT = "Triton Proton hatchet"
TIME = "time (ns)"
ROOT = "ROOT"


@dataclass
class _Node:
    """A node of the tree, flattened: its parent's index (-1 for the
    root), name, metrics and where it is."""

    parent: int
    name: str
    metrics: dict[str, Any]
    where: str
    timed_below: bool = False


def read_proton(path: Path, name: str) -> KernelProfile:
    """The kernels of a Proton hatchet file (see the module docstring)."""
    document = load_document(path, name, "Proton hatchet tree")
    if not (isinstance(document, list) and document and isinstance(document[0], dict)):
        raise TracksrcError(f"{name}: not a Proton hatchet file: not a list [tree, device_info]")
    nodes = _flatten(name, document[0])
    # Which nodes have a timed node below them (children come after their
    # parent: walked backwards, each tells its parent).
    for node in reversed(nodes):
        if node.parent >= 0 and (node.timed_below or TIME in node.metrics):
            nodes[node.parent].timed_below = True
    profile = KernelProfile(str(path), FORMAT)
    uncounted = averaged = 0
    for index, node in enumerate(nodes):
        if TIME not in node.metrics or node.timed_below:
            continue
        try:
            count = fields.integer(node.metrics, "count")
            total = fields.number(node.metrics, TIME)
        except fields.FieldError as exc:
            raise fields.row_error(name, node.where, exc.message) from None
        if count == 0:
            uncounted += index > 0  # (the root's zeros are no kernel)
            continue
        averaged += count > 1
        scope = _scope(nodes, node)
        profile.scopes[len(profile.runs)] = scope
        mean = total / count
        profile.runs.append(KernelRun((node.name,), count, total, mean, mean, node.where))
    if averaged:
        profile.notes.append(
            f"{fields.counted(averaged, 'kernel', 'kernels')} ran more than once: Proton "
            "writes their total only, "
            "so their shortest and longest are the mean"
        )
    if uncounted:
        profile.notes.append(
            f"{fields.counted(uncounted, 'timed node', 'timed nodes')} with a count of 0 left out"
        )
    if len(document) > 1:
        profile.source = _devices(document[1])
    return profile


def _flatten(name: str, tree: dict[str, Any]) -> list[_Node]:
    """The tree's nodes in depth-first order (parents first), checked."""
    nodes: list[_Node] = []
    pending: list[tuple[int, Any, str]] = [(-1, tree, "the tree's root")]
    while pending:
        parent, node, where = pending.pop()
        if not isinstance(node, dict):
            raise fields.row_error(name, where, "not a node (an object with frame and metrics)")
        frame = node.get("frame")
        label = frame.get("name") if isinstance(frame, dict) else None
        if not isinstance(label, str):
            raise fields.row_error(name, where, "a node without a frame name")
        metrics = node.get("metrics", {})
        children = node.get("children", [])
        if not isinstance(metrics, dict) or not isinstance(children, list):
            raise fields.row_error(name, where, "metrics not an object, or children not a list")
        index = len(nodes)
        path = label if parent < 0 else f"{nodes[parent].where} > {label}"
        nodes.append(_Node(parent, label, metrics, path))
        # Reversed onto the stack: the first child is walked first.
        for child in reversed(children):
            pending.append((index, child, f"a child of {fields.shown(path)}"))
    return nodes


def _scope(nodes: list[_Node], node: _Node) -> tuple[str, ...]:
    """The names of the nodes above `node`, outermost first, the root left
    out."""
    names: list[str] = []
    parent = node.parent
    while parent >= 0:
        above = nodes[parent]
        if not (above.parent < 0 and above.name == ROOT):
            names.append(above.name)
        parent = above.parent
    return tuple(reversed(names))


def _devices(info: Any) -> str:
    """`{"CUDA": {"0": {"arch": "90"}}}` as `CUDA 0 (arch 90)`."""
    if not isinstance(info, dict):
        return ""
    devices = []
    for kind, by_id in info.items():
        if isinstance(by_id, dict):
            for device, properties in by_id.items():
                arch = properties.get("arch") if isinstance(properties, dict) else None
                devices.append(f"{kind} {device}" + (f" (arch {arch})" if arch else ""))
    return ", ".join(devices)
