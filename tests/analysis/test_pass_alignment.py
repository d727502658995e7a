"""Two runs' passes aligned: every key once per run, keys both runs have
never one-sided (threads meet them in another order), stages in order."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tracksrc.analysis.pass_alignment import RunPasses, align

_KEYS = st.lists(
    st.tuples(st.sampled_from(["canonicalize", "cse", "lower", "tile"]), st.integers(0, 6)),
    unique=True,
    max_size=24,
)


def _run(keys: list[tuple[str, int]]) -> RunPasses:
    first = {key: 10 * number for number, key in enumerate(keys)}
    return RunPasses(list(keys), first, list(keys))


@given(_KEYS, _KEYS)
def test_alignment_pairs_every_common_key(
    keys_a: list[tuple[str, int]], keys_b: list[tuple[str, int]]
) -> None:
    merged = align(_run(keys_a), _run(keys_b))
    assert sorted(entry.a for entry in merged.entries if entry.a is not None) == sorted(keys_a)
    assert sorted(entry.b for entry in merged.entries if entry.b is not None) == sorted(keys_b)
    common = set(keys_a) & set(keys_b)
    for entry in merged.entries:
        if entry.a is not None and entry.b is not None:
            assert entry.a == entry.b
        assert (entry.a or entry.b) not in common or (entry.a is not None and entry.b is not None)
    assert merged.aligned == len(common)
    assert not set(merged.only_in_a) & set(merged.only_in_b)
    assert merged.a_stages == sorted(merged.a_stages)
    assert merged.b_stages == sorted(merged.b_stages)
