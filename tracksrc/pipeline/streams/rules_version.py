"""The version of the rules that made what the caches keep: a digest of the
source of every layer whose code decides what a stage summary, a scan, the
tracker's state or the query store holds (reading, tracking, pipeline, and
the grammars).

Each kept thing also carries a number bumped by hand when its layout
changes; this digest is what keeps a cache honest when a rule changes
without anyone bumping it (a reading rule fixed, tracksrc upgraded): the
entries a different rule made are then never read back, only made again.
"""

from __future__ import annotations

import hashlib
from functools import cache
from importlib.resources import files as package_files
from pathlib import Path

from tracksrc.version import __version__

_PACKAGE = Path(__file__).resolve().parents[2]
# The layers whose code makes what is kept (the faces and the analysis only
# read it). A stage's summary and the scan are made by the reading rules and
# the streams' code alone, so a change to how the pipeline is composed
# leaves them be (a 700 MB stream's summaries take half a minute to make).
READING = ("reading", "tracking", "pipeline/streams")
COMPOSING = ("reading", "tracking", "pipeline")
# What of those layers reads no MLIR: what a run prints (dispatch traces,
# profiles) and the code below MLIR (its readers, its index, where a
# compile's code is found). Nothing kept depends on them, so a fix there
# rebuilds no cache.
_NOT_KEPT = (
    "reading/traces/",
    "reading/profiles/",
    "reading/machine/",
    "tracking/code_index.py",
    "pipeline/dispatches/compiled_code.py",
)
# Bits of the digest kept: with a hand-bumped number in front, the version
# still fits SQLite's 64-bit integers.
_BITS = 48


@cache
def rules_digest(layers: tuple[str, ...] = COMPOSING) -> int:
    """A digest of the source of `layers` (folders of the package) and the
    grammars; the package version where the source is not installed, as in
    a build that ships compiled files only."""
    return _digest([_installed_layer(layer) for layer in layers])


def digest_of(package: Path, layers: tuple[str, ...] = COMPOSING) -> int:
    """`rules_digest` of the package at `package` (its grammars: the
    installed ones)."""
    return _digest([_layer_sources(package, layer) for layer in layers])


def _digest(layers: list[dict[str, bytes]]) -> int:
    hasher = hashlib.sha256()
    sources: dict[str, bytes] = {}
    for layer in layers:
        sources.update(layer)
    sources.update(_grammars())
    for name in sorted(sources):
        hasher.update(name.encode() + b"\0" + sources[name] + b"\0")
    if not sources:
        hasher.update(__version__.encode())
    return int.from_bytes(hasher.digest()[: _BITS // 8], "little")


@cache
def _installed_layer(layer: str) -> dict[str, bytes]:
    # (Read once: both digests take the reading layers.)
    return _layer_sources(_PACKAGE, layer)


def _layer_sources(package: Path, layer: str) -> dict[str, bytes]:
    """The source files of one layer, by path in the package."""
    found = {}
    for path in (package / layer).rglob("*.py"):
        name = path.relative_to(package).as_posix()
        if not name.startswith(_NOT_KEPT):
            found[name] = path.read_bytes()
    return found


@cache
def _grammars() -> dict[str, bytes]:
    # (Package data, beside the package in a checkout.)
    return {
        f"grammars/{item.name}": item.read_bytes()
        for item in package_files("tracksrc.grammars").iterdir()
        if item.name.endswith(".lark")
    }


def versioned(layout: int, layers: tuple[str, ...] = COMPOSING) -> int:
    """A kept thing's version: its hand-bumped layout number, then the
    digest of the rules of `layers` (a different rule gives a different
    version)."""
    return (layout << _BITS) | rules_digest(layers)
