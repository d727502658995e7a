"""What tracksrc shows of a dump's text holds no control character and
always encodes as UTF-8: bytes of a file name that are not UTF-8 (Python's
surrogate escapes) become `\\XX` like control characters."""

from __future__ import annotations

import os
import re

from hypothesis import given
from hypothesis import strategies as st

from tracksrc.safe_text import visible, visible_line

_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\udc80-\udcff]")


@given(st.binary(max_size=200))
def test_any_bytes_decoded_as_file_names_show_inertly(data: bytes) -> None:
    name = os.fsdecode(data)
    shown = visible(name)
    assert _CONTROL.search(shown) is None
    shown.encode("utf-8")  # never raises
    assert visible_line(name).count("\n") == 0


def test_a_byte_that_is_not_utf8_is_shown_as_its_escape() -> None:
    assert visible(os.fsdecode(b"m\xffx\x1b.mlir")) == "m\\FFx\\1B.mlir"
    assert visible("plain é") == "plain é"
