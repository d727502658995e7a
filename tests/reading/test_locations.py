"""SourceLocation / SourceRange / SourceReMap: mlir-track-src's value types,
with property tests of the range algebra against plain tuple comparisons."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracksrc.reading.locations import (
    SourceLocation,
    SourceRange,
    SourceReMap,
    key_position,
    position_key,
)


def test_location_from_str_and_str() -> None:
    location = SourceLocation.from_str("dir/f.mlir:10:5")
    assert location == SourceLocation(Path("dir/f.mlir"), 10, 5)
    assert str(location) == "dir/f.mlir:10:5"


def test_line_and_column_zero_are_legal_negative_are_not() -> None:
    assert SourceLocation(Path("m.mlir"), 0, 0).line == 0
    with pytest.raises(ValueError, match="line number"):
        SourceLocation(Path("m.mlir"), -1, 1)
    with pytest.raises(ValueError, match="column number"):
        SourceLocation(Path("m.mlir"), 1, -1)


def test_location_from_str_rejects_garbage() -> None:
    with pytest.raises(ValueError, match="file_path:line:column"):
        SourceLocation.from_str("f.mlir:10")


def test_range_from_str_point_and_span() -> None:
    point = SourceRange.from_str("f.mlir:10:1")
    assert point.start == point.end == SourceLocation(Path("f.mlir"), 10, 1)
    span = SourceRange.from_str("f.mlir:10:1-13:1")
    assert (span.start.line, span.start.column, span.end.line, span.end.column) == (10, 1, 13, 1)
    assert str(span) == "f.mlir:10:1-13:1"
    assert str(point) == "f.mlir:10:1"
    with pytest.raises(ValueError, match="invalid source range"):
        SourceRange.from_str("f.mlir:10:1-13")


def test_range_validation() -> None:
    a = SourceLocation(Path("a.mlir"), 1, 1)
    b = SourceLocation(Path("b.mlir"), 2, 1)
    with pytest.raises(ValueError, match="same file"):
        SourceRange(a, b)
    with pytest.raises(ValueError, match="ends before it starts"):
        SourceRange(SourceLocation(Path("a.mlir"), 5, 1), a)


def test_contains_overlaps_merge_examples() -> None:
    r = SourceRange.from_str("f.mlir:10:5-12:3")
    assert r.contains(SourceLocation.from_str("f.mlir:11:100"))
    assert r.contains(SourceLocation.from_str("f.mlir:12:3"))
    assert not r.contains(SourceLocation.from_str("f.mlir:12:4"))
    assert not r.contains(SourceLocation.from_str("g.mlir:11:1"))
    assert r.overlaps(SourceRange.from_str("f.mlir:12:3-20:1"))
    assert not r.overlaps(SourceRange.from_str("f.mlir:12:4-20:1"))
    merged = SourceRange.from_str("f.mlir:1:1").merge(SourceRange.from_str("f.mlir:9:2"))
    assert merged == SourceRange.from_str("f.mlir:1:1-9:2")
    with pytest.raises(ValueError, match="different files"):
        r.merge(SourceRange.from_str("g.mlir:1:1"))
    assert r.try_merge(SourceRange.from_str("g.mlir:1:1")) == r


def test_unknown_range() -> None:
    unknown = SourceRange.unknown()
    known = SourceRange.from_str("f.mlir:1:1")
    assert unknown.is_unknown and str(unknown) == "unknown"
    assert not unknown.overlaps(known) and not known.overlaps(unknown)
    assert not unknown.overlaps(unknown)
    assert unknown.merge(known) == known and known.merge(unknown) == known


def test_ordering_sorts_by_file_line_column() -> None:
    ranges = SourceRange.from_strs(["b.mlir:1:1", "a.mlir:2:1", "a.mlir:1:9", "a.mlir:1:2-3:3"])
    assert [str(r) for r in sorted(ranges)] == [
        "a.mlir:1:2-3:3",
        "a.mlir:1:9",
        "a.mlir:2:1",
        "b.mlir:1:1",
    ]


def test_get_content(tmp_path: Path) -> None:
    source = tmp_path / "s.mlir"
    source.write_text("line one\nline two\nline three\n")
    assert SourceRange.from_str(f"{source}:2:6").get_content() == "line two\n"
    assert SourceRange.from_str(f"{source}:1:6-2:4").get_content() == "one\nline"
    assert SourceRange.from_str(f"{source}:3:6-3:10").get_content() == "three"


def test_remap_create_with_placeholders_and_disabling() -> None:
    remap = SourceReMap.create(
        ["%i=examples/conv_input.mlir", "lib.mlir="], {"%i": "/abs/conv_input.mlir"}
    )
    assert remap.remap_file("/abs/conv_input.mlir") == Path("examples/conv_input.mlir")
    assert remap.remap_file("other.mlir") == Path("other.mlir")
    assert remap.is_file_disabled("lib.mlir")
    with pytest.raises(ValueError, match="original_path=mapped_path"):
        SourceReMap.create(["no-equals-sign"])
    with pytest.raises(ValueError, match="already exists"):
        SourceReMap.create(["a=b", "a=c"])


# -- properties -------------------------------------------------------------

positions = st.tuples(st.integers(0, 50), st.integers(0, 50))
files = st.sampled_from(["a.mlir", "b.mlir"])


@st.composite
def ranges(draw: st.DrawFn) -> SourceRange:
    file = Path(draw(files))
    first, second = sorted([draw(positions), draw(positions)])
    return SourceRange(SourceLocation(file, *first), SourceLocation(file, *second))


def _as_tuples(r: SourceRange) -> tuple[str, tuple[int, int], tuple[int, int]]:
    return (str(r.file_path), (r.start.line, r.start.column), (r.end.line, r.end.column))


@given(ranges(), ranges())
def test_overlaps_is_symmetric_and_matches_tuple_comparison(a: SourceRange, b: SourceRange) -> None:
    fa, sa, ea = _as_tuples(a)
    fb, sb, eb = _as_tuples(b)
    expected = fa == fb and sa <= eb and sb <= ea
    assert a.overlaps(b) == b.overlaps(a) == expected


@given(ranges(), st.tuples(files, positions))
def test_contains_matches_tuple_comparison(
    r: SourceRange, point: tuple[str, tuple[int, int]]
) -> None:
    file, (line, column) = point
    location = SourceLocation(Path(file), line, column)
    f, start, end = _as_tuples(r)
    assert r.contains(location) == (f == file and start <= (line, column) <= end)
    assert r.contains(location) == r.overlaps(SourceRange(location, location))


@given(ranges(), ranges())
def test_merge_covers_both_and_is_smallest(a: SourceRange, b: SourceRange) -> None:
    if a.file_path != b.file_path:
        with pytest.raises(ValueError):
            a.merge(b)
        return
    merged = a.merge(b)
    assert merged == b.merge(a)
    for r in (a, b):
        assert merged.contains(r.start) and merged.contains(r.end)
    assert merged.start in (a.start, b.start) and merged.end in (a.end, b.end)


@given(st.integers(0, 10**7), st.integers(0, 2**31))
def test_position_keys_round_trip_and_sort_like_pairs(line: int, column: int) -> None:
    assert key_position(position_key(line, column)) == (line, column)
    assert position_key(line, column) < position_key(line + 1, 0)


@given(
    st.sampled_from(["a.mlir", "./x/b.mlir", "/abs/c.mlir", "d\x1be.mlir", "-"]),
    st.integers(0, 10**6),
    st.integers(0, 10**4),
    st.integers(0, 10**3),
    st.integers(0, 10**4),
)
def test_range_text_prints_as_the_range_does(
    name: str, line: int, column: int, more_lines: int, end_column: int
) -> None:
    from tracksrc.reading.locations import position_key, range_text

    start = position_key(line, column)
    end = position_key(line + more_lines, end_column if more_lines else max(column, end_column))
    assert range_text(name, start, end) == str(SourceRange.from_keys(name, start, end))
    assert range_text(name, start, start) == str(SourceRange.from_keys(name, start, start))
