"""Two runs' dispatch invocations aligned, in execution order.

When the two compiles agree, their traces name the same dispatches in the
same order: invocation i of A is invocation i of B (`by name`). Otherwise
the two sequences are aligned as a diff aligns lines, each step on what
the one before left over:

1. the same key (`executable::export`, the entry point's name including
   its op kind, shapes and element types): `name`;
2. with the compile streams, the same source ops (the input locations
   each dispatch computes, as `tracksrc dispatches` reports them):
   `source ops`;
3. the same key once element types are set aside (`_f32` and `_f16` of a
   run demoted to f16): `name up to element types`;
4. with the streams, what is left between two aligned steps is grouped
   where dispatches of A and B share source ops: the two compiles fused
   those ops differently, and the group's last outputs are compared
   (`source ops, fused differently`, many to many);
5. anything else stands alone (`only in A`, `only in B`).

Each step keeps the order of both runs (a longest common subsequence), so
a dispatch is never aligned with one the other run computes much earlier
or later.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from tracksrc.reading.traces.trace import Invocation

BY_NAME = "name"
BY_SOURCES = "source ops"
BY_TYPELESS_NAME = "name up to element types"
BY_FUSION = "source ops, fused differently"
ALONE = ""

# Element types as IREE spells them in dispatch names (`_f32`, `xf16`,
# `_bf16`, `_i8xi8xi32`).
_TYPES = re.compile(r"(?<=[_x])(?:bf16|f8E[0-9A-Z]+|[su]?i[0-9]+|f[0-9]+)(?=$|[_x:])")


@dataclass
class Aligned:
    """Invocations of A and of B that compute the same (`how` says how they
    were matched; `ALONE` when one side is empty)."""

    a: list[Invocation] = field(default_factory=list)
    b: list[Invocation] = field(default_factory=list)
    how: str = ALONE

    @property
    def label(self) -> str:
        """The dispatch(es) as the report names them: A's, else B's."""
        side = self.a or self.b
        return " + ".join(invocation.label for invocation in side)


Sources = Callable[[Invocation], frozenset[str]]


def typeless(key: str) -> str:
    """A dispatch key with its element types set aside."""
    return _TYPES.sub("T", key)


def align(
    a: Sequence[Invocation],
    b: Sequence[Invocation],
    sources_a: Sources | None = None,
    sources_b: Sources | None = None,
) -> list[Aligned]:
    """Align two runs' invocations (see the module docstring); with
    `sources_a` and `sources_b` (the source ops a stream says each
    invocation's dispatch computes) by source ops too."""
    if [step.key for step in a] == [step.key for step in b]:
        return [Aligned([x], [y], BY_NAME) for x, y in zip(a, b, strict=True)]
    found: list[Aligned] = []
    _match(list(a), list(b), _passes(sources_a, sources_b), found)
    return group_fused(found, sources_a, sources_b)


# A matching pass: how it is named and the key it matches on (None: the
# invocation takes no part in it).
_Pass = tuple[str, Callable[[Invocation], Hashable | None], Callable[[Invocation], Hashable | None]]


def _passes(sources_a: Sources | None, sources_b: Sources | None) -> list[_Pass]:
    def name(step: Invocation) -> str:
        return step.key

    def no_types(step: Invocation) -> str:
        return typeless(step.key)

    steps: list[_Pass] = [(BY_NAME, name, name)]
    if sources_a is not None and sources_b is not None:
        left, right = sources_a, sources_b
        steps.append((BY_SOURCES, lambda s: left(s) or None, lambda s: right(s) or None))
    steps.append((BY_TYPELESS_NAME, no_types, no_types))
    return steps


def _match(
    a: list[Invocation], b: list[Invocation], steps: list[_Pass], found: list[Aligned]
) -> None:
    """Align `a` and `b` by the first of `steps`, what it leaves between its
    matches by the rest; append to `found` in order."""
    if not a or not b or not steps:
        found.extend(Aligned([x], [], ALONE) for x in a)
        found.extend(Aligned([], [y], ALONE) for y in b)
        return
    how, key_a, key_b = steps[0]
    keys_a = [_Unmatched() if (k := key_a(x)) is None else k for x in a]
    keys_b = [_Unmatched() if (k := key_b(y)) is None else k for y in b]
    matcher = SequenceMatcher(None, keys_a, keys_b, autojunk=False)
    i = j = 0
    for block in matcher.get_matching_blocks():
        _match(a[i : block.a], b[j : block.b], steps[1:], found)
        for offset in range(block.size):
            found.append(Aligned([a[block.a + offset]], [b[block.b + offset]], how))
        i, j = block.a + block.size, block.b + block.size


class _Unmatched:
    """A key equal to nothing (an invocation a pass cannot match)."""

    __slots__ = ()


def group_fused(
    aligned: list[Aligned], sources_a: Sources | None, sources_b: Sources | None
) -> list[Aligned]:
    """Merge the invocations left alone between two aligned steps into
    groups where A's and B's share source ops (step 4 of the module
    docstring); without sources, `aligned` as it is."""
    if sources_a is None or sources_b is None:
        return aligned
    merged: list[Aligned] = []
    stretch: list[Aligned] = []
    for entry in [*aligned, None]:
        if entry is not None and entry.how == ALONE:
            stretch.append(entry)
            continue
        merged.extend(_groups(stretch, sources_a, sources_b))
        stretch = []
        if entry is not None:
            merged.append(entry)
    return merged


def _groups(stretch: list[Aligned], sources_a: Sources, sources_b: Sources) -> list[Aligned]:
    """Connected groups of a stretch of lone invocations, linked where an
    invocation of A and one of B share a source op."""
    if not stretch:
        return []
    lone_a = [entry.a[0] for entry in stretch if entry.a]
    lone_b = [entry.b[0] for entry in stretch if entry.b]
    parent = list(range(len(lone_a) + len(lone_b)))

    def root(node: int) -> int:
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    by_source: dict[str, int] = {}
    for index, step in enumerate(lone_a):
        for source in sources_a(step):
            by_source.setdefault(source, index)
    for index, step in enumerate(lone_b):
        for source in sources_b(step):
            other = by_source.get(source)
            if other is not None:
                parent[root(len(lone_a) + index)] = root(other)
            # (B's invocations are linked through A's only: a source two
            # of B's dispatches share does not group them on its own.)
    groups: dict[int, Aligned] = {}
    for index, step in enumerate(lone_a):
        groups.setdefault(root(index), Aligned(how=BY_FUSION)).a.append(step)
    for index, step in enumerate(lone_b):
        groups.setdefault(root(len(lone_a) + index), Aligned(how=BY_FUSION)).b.append(step)
    result: list[Aligned] = []
    for group in groups.values():
        if not group.a or not group.b:
            result.extend(Aligned([x], [], ALONE) for x in group.a)
            result.extend(Aligned([], [y], ALONE) for y in group.b)
        else:
            result.append(group)
    first = {id(step): step.index for step in [*lone_a, *lone_b]}
    result.sort(
        key=lambda entry: (
            first[id(entry.a[0])] if entry.a else float("inf"),
            first[id(entry.b[0])] if entry.b else 0,
        )
    )
    return result
