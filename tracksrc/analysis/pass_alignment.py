"""Two runs' passes side by side: each run's pass sequence, aligned.

Stage numbers do not line up between two compilations: IREE runs function
passes on threads (two runs with identical flags interleave their stages
differently) and another compiler version has other passes. What lines up
is the pass *key* (`tracksrc.analysis.lowering.pass_keys`): a pass and how
many times it had already run on the same scope, so the third
`canonicalize` of a function is the same key whichever function went
first. Each run's main compile gives its keys in order of first
appearance; the two sequences are aligned as sequences (longest matching
blocks, `difflib`), so a pass present in one run only is a one-sided entry
and not a shift of everything after it. `pass_deltas` sets the two runs'
per-pass figures side by side.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from tracksrc.analysis.lowering import PassKey, pass_keys
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.results import ResultTable


def key_text(key: PassKey) -> str:
    """`canonicalize`, `canonicalize#3` (its third run on a scope)."""
    return key[0] + (f"#{key[1] + 1}" if key[1] else "")


@dataclass(frozen=True)
class Entry:
    """One place of the merged sequence: a key of A, of B, or both, with
    the stage of each run at that point (its first stage of the key, or
    the run's last stage before it when the key is the other run's only)."""

    a: PassKey | None
    b: PassKey | None
    a_stage: int
    b_stage: int

    @property
    def text(self) -> str:
        """The pass, as the two runs name it."""
        if self.a is not None and self.b is not None:
            return key_text(self.a)
        if self.a is not None:
            return key_text(self.a) + " (A only)"
        assert self.b is not None
        return key_text(self.b) + " (B only)"


@dataclass
class RunPasses:
    """One run's keys of its main compile, in order of first appearance,
    and the first stage of each."""

    keys: list[PassKey]
    first_stage: dict[PassKey, int]
    stage_keys: list[PassKey]


def run_passes(pipeline: Pipeline, last: int | None = None) -> RunPasses:
    """The keys of `pipeline`'s main compile up to stage `last`."""
    keys = pass_keys(pipeline)
    first: dict[PassKey, int] = {}
    for stage in pipeline.stages:
        if last is not None and stage.number > last:
            break
        if stage.compile == 0 and stage.pass_argument is not None:
            first.setdefault(keys[stage.number], stage.number)
    return RunPasses(list(first), first, keys)


@dataclass
class PassAlignment:
    """The merged sequence of two runs' passes."""

    entries: list[Entry]

    @property
    def aligned(self) -> int:
        """How many keys both runs have."""
        return sum(1 for entry in self.entries if entry.a is not None and entry.b is not None)

    @cached_property
    def a_stages(self) -> list[int]:
        """A's stage at each entry (non-decreasing: for bisection)."""
        return [entry.a_stage for entry in self.entries]

    @cached_property
    def b_stages(self) -> list[int]:
        """B's stage at each entry."""
        return [entry.b_stage for entry in self.entries]

    @cached_property
    def keys_in_both_a(self) -> set[PassKey]:
        """A's keys that B has too."""
        return {entry.a for entry in self.entries if entry.a is not None and entry.b is not None}

    @cached_property
    def keys_in_both_b(self) -> set[PassKey]:
        """B's keys that A has too."""
        return {entry.b for entry in self.entries if entry.a is not None and entry.b is not None}

    @property
    def only_in_a(self) -> list[str]:
        """Keys of A that B has not, in order."""
        return [key_text(entry.a) for entry in self.entries if entry.b is None and entry.a]

    @property
    def only_in_b(self) -> list[str]:
        """Keys of B that A has not, in order."""
        return [key_text(entry.b) for entry in self.entries if entry.a is None and entry.b]


def align(a: RunPasses, b: RunPasses) -> PassAlignment:
    """The merged sequence: matching blocks in order, one-sided keys where
    the runs differ (A's before B's); a key both runs have is paired all
    the same, where the first of the two meets it (threads make two runs
    meet the same keys of different executables in another order). Each
    run's stages are non-decreasing along the sequence: a key met out of
    order stands at the latest stage before it."""
    matcher = difflib.SequenceMatcher(a=a.keys, b=b.keys, autojunk=False)
    order: list[tuple[PassKey | None, PassKey | None]] = []
    for tag, a_low, a_high, b_low, b_high in matcher.get_opcodes():
        if tag == "equal":
            order += zip(a.keys[a_low:a_high], b.keys[b_low:b_high], strict=True)
            continue
        order += [(key, None) for key in a.keys[a_low:a_high]]
        order += [(None, key) for key in b.keys[b_low:b_high]]
    both = set(a.first_stage).intersection(b.first_stage)
    paired: set[PassKey] = set()
    entries: list[Entry] = []
    a_stage = b_stage = 0
    for key_a, key_b in order:
        key = key_a if key_a is not None else key_b
        if key_a is None or key_b is None:
            assert key is not None
            if key in paired:
                continue  # paired where the other run met it
            if key in both:
                key_a = key_b = key
                paired.add(key)
        if key_a is not None:
            a_stage = max(a_stage, a.first_stage[key_a])
        if key_b is not None:
            b_stage = max(b_stage, b.first_stage[key_b])
        entries.append(Entry(key_a, key_b, a_stage, b_stage))
    return PassAlignment(entries)


# How many per-pass rows the text shows (those that differ most).
PASS_ROWS_SHOWN = 12


@dataclass
class PassDeltas(ResultTable):
    """Per pass, the two runs' figures where they differ; `spreads[row]`
    says how much (a pass one run has alone counts as most)."""

    spreads: list[int] = field(default_factory=list)

    def largest(self, limit: int) -> ResultTable:
        """The `limit` rows that differ most, in table order."""
        kept = set(sorted(range(len(self.rows)), key=lambda i: -self.spreads[i])[:limit])
        shown = ResultTable(self.title + " (those that differ most)", self.columns)
        shown.rows = [row for number, row in enumerate(self.rows) if number in kept]
        return shown


def _cell(row: Any, attribute: str) -> str:
    value = None if row is None else getattr(row, attribute)
    if isinstance(value, float):
        return f"{value:.3f}"
    return "-" if value is None else str(value)


def pass_deltas(rows_a: dict[str, Any], rows_b: dict[str, Any]) -> PassDeltas:
    """Per pass name, the runs' op changes, location losses and time, where
    they differ."""
    table = PassDeltas(
        "per pass, where the runs differ (A / B)",
        ("pass", "runs", "+ops", "-ops", "->unknown", "seconds"),
    )
    attributes = ("runs", "ops_added", "ops_removed", "locations_lost", "seconds")
    for name in dict.fromkeys([*rows_a, *rows_b]):
        one, other = rows_a.get(name), rows_b.get(name)
        pairs = [(_cell(one, attribute), _cell(other, attribute)) for attribute in attributes]
        if any(left != right for left, right in pairs[:4]):
            table.rows.append((name, *(f"{left} / {right}" for left, right in pairs)))
            table.spreads.append(
                sum(
                    abs(getattr(one, counted_field) - getattr(other, counted_field))
                    if one is not None and other is not None
                    else 1_000_000
                    for counted_field in ("ops_added", "ops_removed", "locations_lost")
                )
            )
    return table
