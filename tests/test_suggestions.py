"""Names close to one not found: what contains it first, then near
spellings; never the name itself, never a name not offered."""

from __future__ import annotations

import logging

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tracksrc
from tracksrc.suggestions import close_names

TYPES = ["torch.aten.convolution", "torch.aten.conv_tbc", "torch.aten.relu", "arith.constant"]


def test_a_type_cut_short_names_the_types_it_begins() -> None:
    assert close_names("torch.aten.conv", TYPES) == [
        "torch.aten.conv_tbc",
        "torch.aten.convolution",
    ]
    assert close_names("arith.constnat", TYPES) == ["arith.constant"]
    assert close_names("linalg.matmul", TYPES) == []


@given(st.text(max_size=12), st.lists(st.text(max_size=12), max_size=20), st.integers(1, 6))
def test_suggestions_are_offered_names_other_than_the_one_typed(
    name: str, candidates: list[str], limit: int
) -> None:
    found = close_names(name, candidates, limit)
    assert len(found) <= limit and len(set(found)) == len(found)
    assert all(each in candidates and each != name for each in found)
    containing = [each for each in found if len(name) >= 4 and name in each]
    assert not containing or found == containing  # what contains it, else near ones


def test_get_ops_by_type_says_the_close_types_it_holds(
    caplog: pytest.LogCaptureFixture,
) -> None:
    index = tracksrc.parse_text(
        'func.func @f() {\n  %0 = arith.constant 1 : i32 loc("m":1:1)\n  return\n}\n', "c.mlir"
    )
    with caplog.at_level(logging.WARNING):
        assert index.get_ops_by_type("arith.const") == []
        assert index.get_ops_by_type("linalg.matmul") == []
    assert [record.getMessage() for record in caplog.records] == [
        "no op of type arith.const in c.mlir; types close to it: arith.constant"
    ]
