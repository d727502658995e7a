"""A JSON list written an item at a time (`results.write_json_list`) is
what `json.dumps(items, indent=1)` prints, whatever the items hold."""

from __future__ import annotations

import io
import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tracksrc.results import write_json_list

_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


@given(st.lists(_values, max_size=6))
def test_a_list_written_item_by_item_is_the_list_dumped(items: list[Any]) -> None:
    written = io.StringIO()
    write_json_list(iter(items), written)
    assert written.getvalue() == json.dumps(items, indent=1) + "\n"
    assert json.loads(written.getvalue()) == items
