"""The line reader's bounded memo (`Generations`): what it answers is what
was put, and it holds no more than its bound."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tracksrc.pipeline.streams.summaries.memo import ABSENT, Generations

# put key value | get key | age (a stage starts)
_STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("put"), st.integers(0, 30), st.integers()),
        st.tuples(st.just("get"), st.integers(0, 30), st.just(0)),
        st.tuples(st.just("age"), st.just(0), st.just(0)),
    ),
    max_size=200,
)


@settings(max_examples=1000)
@given(half=st.integers(1, 8), rolling=st.booleans(), steps=_STEPS)
def test_a_memo_answers_what_was_put_and_keeps_what_is_recent(
    half: int, rolling: bool, steps: list[tuple[str, int, int]]
) -> None:
    memo: Generations[int, int] = Generations(half, rolling)
    last: dict[int, int] = {}  # key -> the value put last
    since_age: set[int] = set()  # keys put or found since the last age
    for action, key, value in steps:
        if action == "put":
            older = memo.older
            memo.put(key, value)
            last[key] = value
            if memo.older is not older:
                # (Rolling: the newer generation was full, it aged.)
                assert rolling
                since_age = set()
            since_age.add(key)
            if rolling:
                assert len(memo.newer) <= half
        elif action == "get":
            found = memo.get(key)
            if found is not ABSENT:
                # Never a value other than the one put last.
                assert found == last[key]
                since_age.add(key)
            else:
                # What was used since the memo last aged is never forgotten.
                assert key not in since_age
        else:
            full = len(memo.newer) >= half
            before = len(memo.newer)
            memo.age()
            # A full generation becomes the older one, whole; the newer
            # one, never full when a stage starts, takes what it uses.
            assert len(memo.newer) < half
            assert len(memo.older) == before if full else len(memo.newer) == before
            since_age = set(memo.newer)
        assert len(memo.newer) < half + len(since_age)
        assert not memo.newer.keys() & memo.older.keys()
