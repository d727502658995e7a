"""Every location syntax of MLIR's docs and real dumps, and alias resolution."""

from __future__ import annotations

import pytest

from tracksrc.reading.location_attributes import UNKNOWN, CallSiteLoc, FileLoc, FusedLoc, NameLoc
from tracksrc.reading.location_parser import (
    AliasCycle,
    AliasRef,
    AliasResolver,
    LocationSyntaxError,
    parse_location,
    unescape,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("loc(unknown)", UNKNOWN),
        ('loc("model.mlir":513:12)', FileLoc("model.mlir", 513, 12, 513, 12)),
        ('loc("f.mlir":10:5 to 12:3)', FileLoc("f.mlir", 10, 5, 12, 3)),
        ('loc("mlp.py":4:20 to :25)', FileLoc("mlp.py", 4, 20, 4, 25)),
        ('loc("-":0:0)', FileLoc("-", 0, 0, 0, 0)),
        ('loc("Conv_12")', NameLoc("Conv_12")),
        ('loc("Conv_12"("model.mlir":5:3))', NameLoc("Conv_12", FileLoc.point("model.mlir", 5, 3))),
        ("loc(#loc12)", AliasRef("#loc12")),
        (
            'loc(callsite("-":2000:12 at "resnet50.mlir":8598:10))',
            CallSiteLoc(FileLoc.point("-", 2000, 12), FileLoc.point("resnet50.mlir", 8598, 10)),
        ),
        (
            'loc(callsite("a":1:1 at callsite("b":2:2 at "c":3:3)))',
            CallSiteLoc(
                FileLoc.point("a", 1, 1),
                CallSiteLoc(FileLoc.point("b", 2, 2), FileLoc.point("c", 3, 3)),
            ),
        ),
        (
            'loc(fused["a.mlir":1:2, "a.mlir":7:8])',
            FusedLoc((FileLoc.point("a.mlir", 1, 2), FileLoc.point("a.mlir", 7, 8))),
        ),
        ('loc(fused<"CSE">["a":1:1])', FusedLoc((FileLoc.point("a", 1, 1),), '"CSE"')),
        ("loc(fused<#di_subprogram1>[#loc3])", FusedLoc((AliasRef("#loc3"),), "#di_subprogram1")),
        (
            'loc("jit(mlp)/dot_general"(callsite("dense"("mlp.py":4:20 to :25) at "mlp.py":7:8)))',
            NameLoc(
                "jit(mlp)/dot_general",
                CallSiteLoc(
                    NameLoc("dense", FileLoc("mlp.py", 4, 20, 4, 25)), FileLoc.point("mlp.py", 7, 8)
                ),
            ),
        ),
        ("loc(\"p['b2']\")", NameLoc("p['b2']")),
        (r'loc("a \"quoted\" name")', NameLoc('a "quoted" name')),
    ],
)
def test_parse_location(text: str, expected: object) -> None:
    assert parse_location(text) == expected


def test_fused_metadata_with_nested_attribute_is_kept_verbatim() -> None:
    text = (
        "loc(fused<#llvm.di_subprogram<id = distinct[0]<>, compileUnit = <id = distinct[1]<>, "
        'file = <"-" in "">, producer = "IREE">, name = "f", type = <>>>["a.mlir":1:1, #loc2])'
    )
    location = parse_location(text)
    assert isinstance(location, FusedLoc)
    assert location.locations == (FileLoc.point("a.mlir", 1, 1), AliasRef("#loc2"))
    assert location.metadata is not None
    assert location.metadata.startswith("#llvm.di_subprogram<")
    assert 'file = <"-" in "">' in location.metadata


@pytest.mark.parametrize(
    "text", ['loc("a":1)', "loc(callsite(#loc1))", 'loc("a":1:2 to)', "loc(fused[#loc1,])x"]
)
def test_invalid_locations_raise(text: str) -> None:
    with pytest.raises(LocationSyntaxError):
        parse_location(text)


def test_unescape() -> None:
    assert unescape(r"a\"b\\c\0A") == 'a"b\\c\n'


def test_alias_resolution_forward_and_chained() -> None:
    definitions = {
        "#loc1": parse_location('loc("mlp.py":4:20 to :25)'),
        "#loc2": parse_location('loc("dense"(#loc1))'),
        "#loc3": parse_location("loc(callsite(#loc2 at #loc4))"),
        "#loc4": parse_location('loc("mlp.py":7:8)'),
    }
    resolver = AliasResolver(definitions)
    assert resolver.alias("#loc3") == CallSiteLoc(
        NameLoc("dense", FileLoc("mlp.py", 4, 20, 4, 25)), FileLoc.point("mlp.py", 7, 8)
    )


def test_alias_cycle_and_undefined() -> None:
    resolver = AliasResolver(
        {"#a": parse_location("loc(#b)"), "#b": parse_location('loc(fused[#a, "x":1:1])')}
    )
    with pytest.raises(AliasCycle):
        resolver.alias("#a")
    with pytest.raises(KeyError):
        AliasResolver({}).alias("#missing")


def test_fast_paths_agree_with_the_grammar_on_real_locations() -> None:
    """Every distinct loc(...) text of the real streams: the regex fast paths
    give what the grammar gives."""
    import re

    from conftest import JAX, MNIST, stream_text

    from tracksrc.reading.location_parser import parse_with_grammar

    texts: set[str] = set()
    for path in [
        MNIST / "mnist_like.after_all.mlir.xz",
        MNIST / "mnist_like.after_change.local.mlir.xz",
        JAX / "mlp.after_all.mlir.xz",
    ]:
        for match in re.finditer(r"^#loc\d* = (loc\(.*\))$", stream_text(path), re.MULTILINE):
            texts.add(match.group(1))
    from tracksrc.reading.location_parser import _fast_path

    assert len(texts) > 1000
    for text in texts:
        expected = parse_with_grammar(text)
        assert parse_location(text) == expected, text
        # The shapes the fast paths claim are all read by them.
        if _alias_only_shape(expected):
            assert _fast_path(text) == expected, text


def _point_or_alias(location: object) -> bool:
    return isinstance(location, AliasRef) or (isinstance(location, FileLoc) and location.is_point)


def _alias_only_shape(location: object) -> bool:
    if isinstance(location, CallSiteLoc):
        caller = location.caller
        while isinstance(caller, CallSiteLoc):
            if not _point_or_alias(caller.callee):
                return False
            caller = caller.caller
        return _point_or_alias(location.callee) and _point_or_alias(caller)
    if isinstance(location, FusedLoc):
        return all(_point_or_alias(child) for child in location.locations) and (
            location.metadata is None or location.metadata.startswith("#")
        )
    if isinstance(location, NameLoc):
        return location.child is None or isinstance(location.child, AliasRef)
    return isinstance(location, FileLoc) and not location.is_point


@pytest.mark.parametrize(
    "text",
    [
        'loc(callsite("a)":1:1 at callsite("b":2:2 at #loc3)))',
        'loc(callsite("a":1:1 at "b":2:2)))',
        'loc(callsite("a":1:1 at "b":2:2)',
        'loc(fused<#meta>["x(":1:1, #loc2, "y":3:4])',
    ],
)
def test_fast_paths_and_the_grammar_agree_on_odd_texts(text: str) -> None:
    from tracksrc.reading.location_parser import parse_with_grammar

    try:
        expected = parse_with_grammar(text)
    except LocationSyntaxError:
        with pytest.raises(LocationSyntaxError):
            parse_location(text)
        return
    assert parse_location(text) == expected
