"""JSON as `--json` prints it (`tracksrc.json_text`): the data it was given,
indented as `json.dumps(indent=1)` indents, each flat record on one line;
and a list written an item at a time is the list written whole."""

from __future__ import annotations

import io
import json
from typing import Any, ClassVar

from hypothesis import given
from hypothesis import strategies as st

from tracksrc.json_text import json_text, write_json_items

_scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
_values = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


def _flat(value: Any) -> bool:
    items = value.values() if isinstance(value, dict) else value
    return not any(isinstance(item, (dict, list)) for item in items)


@given(_values)
def test_the_text_reads_back_as_the_data(value: Any) -> None:
    assert json.loads(json_text(value)) == value


@given(_values)
def test_flat_records_take_a_line_and_the_rest_indent_as_dumps_does(value: Any) -> None:
    """Folding each flat record of `json.dumps(indent=1)` onto one line
    gives `json_text`: the same layout otherwise."""

    def folded(item: Any) -> Any:
        if isinstance(item, (dict, list)) and item and _flat(item):
            return _Marker(json.dumps(item, separators=(", ", ": ")))
        if isinstance(item, dict):
            return {key: folded(inner) for key, inner in item.items()}
        if isinstance(item, list):
            return [folded(inner) for inner in item]
        return item

    class _Encoder(json.JSONEncoder):
        def default(self, item: Any) -> Any:
            return item.mark if isinstance(item, _Marker) else super().default(item)

    expected = json.dumps(folded(value), indent=1, cls=_Encoder)
    for marker in _Marker.made:
        expected = expected.replace(json.dumps(marker.mark), marker.text, 1)
    _Marker.made.clear()
    assert json_text(value) == expected


class _Marker:
    """A flat record's one-line text, put in place after `json.dumps`."""

    made: ClassVar[list[_Marker]] = []

    def __init__(self, text: str) -> None:
        self.text = text
        self.mark = f"\0flat{len(_Marker.made)}\0"
        _Marker.made.append(self)


def test_a_lineage_op_is_one_line() -> None:
    rows = {"rows": [{"stage": 3, "ops": [{"stage": 3, "op_type": "linalg.conv_2d"}] * 2}]}
    assert json_text(rows).split("\n") == [
        "{",
        ' "rows": [',
        "  {",
        '   "stage": 3,',
        '   "ops": [',
        '    {"stage": 3, "op_type": "linalg.conv_2d"},',
        '    {"stage": 3, "op_type": "linalg.conv_2d"}',
        "   ]",
        "  }",
        " ]",
        "}",
    ]


@given(st.lists(st.dictionaries(st.text(), _values, max_size=4), max_size=6))
def test_a_list_written_item_by_item_is_the_list_written_whole(items: list[Any]) -> None:
    written = io.StringIO()
    write_json_items(iter(items), written)
    assert written.getvalue() == json_text(items) + "\n"
