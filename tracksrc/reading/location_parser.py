"""Parsing `loc(...)` texts into location attributes, and resolving aliases.

`grammars/location.lark` defines the syntax. The common shapes (`#loc12`,
`"file":line:col`, `unknown`) take a regular-expression fast path; the rest
go through Lark. Parses are memoised by text, since a dump repeats the same
locations thousands of times. Aliases (`#loc12`) are resolved per file by
`AliasResolver`, after the whole file is read: MLIR prints them after the
module (forward references) or, for JAX, before it, and aliases may refer to
other aliases.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Mapping

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedInput

from tracksrc.reading.grammar import lalr_parser
from tracksrc.reading.location_attributes import (
    UNKNOWN,
    CallSiteLoc,
    FileLoc,
    FusedLoc,
    Location,
    NameLoc,
    SymbolLoc,
    UnknownLoc,
)
from tracksrc.reading.locations import MAX_LINE_OR_COLUMN, line_number


@dataclasses.dataclass(frozen=True, slots=True)
class AliasRef:
    """An unresolved `#name` inside a location."""

    name: str


# What a parse gives before aliases are resolved.
RawLocation = Location | AliasRef

_SIMPLE_ALIAS = re.compile(r"loc\(\s*(#[\w$.\-]+)\s*\)\Z")
_SIMPLE_FILE = re.compile(r'loc\(\s*"((?:[^"\\]|\\.)*)":(\d+):(\d+)\s*\)\Z')
# Shapes that print-ir streams repeat with ever new alias numbers, so that
# the memo rarely hits: read them without the grammar (same results).
_ALIAS = r"#[\w$.\-]+"
_FILE_RANGE = re.compile(r'loc\("((?:[^"\\]|\\.)*)":(\d+):(\d+) to (?:(\d+))?:(\d+)\)\Z')
# A file point or an alias, the parts of the chains and lists below.
_PART = r'(?:"(?:[^"\\]|\\.)*":\d+:\d+|#[\w$.\-]+)'
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_PART_GROUPS = re.compile(r'"((?:[^"\\]|\\.)*)":(\d+):(\d+)|(#[\w$.\-]+)')
# `callsite(a at callsite(b at c))`: inlining chains, right-nested.
_CALLSITE_CHAIN = re.compile(rf"loc\((?:callsite\({_PART} at )+{_PART}\)+\)\Z")
_FUSED_PARTS = re.compile(rf"loc\(fused(?:<({_ALIAS})>)?\[({_PART}(?:, {_PART})*)\]\)\Z")
_NAME_ALIAS = re.compile(rf'loc\("((?:[^"\\]|\\.)*)"(?:\(({_ALIAS})\))?\)\Z')
_ESCAPE = re.compile(r"\\(?:([0-9a-fA-F]{2})|(.))", re.DOTALL)


def unescape(body: str) -> str:
    """Undo MLIR's string escapes (`\\"`, `\\\\`, `\\n`, hex `\\0A`)."""
    if "\\" not in body:
        return body

    def replace(match: re.Match[str]) -> str:
        hex_digits, char = match.groups()
        if hex_digits:
            return chr(int(hex_digits, 16))
        return {"n": "\n", "t": "\t"}.get(char, char)

    return _ESCAPE.sub(replace, body)


class LocationSyntaxError(ValueError):
    """A `loc(...)` text that is not a location; `offset` is where in the
    text the problem is."""

    def __init__(self, message: str, offset: int, expected: str) -> None:
        super().__init__(message)
        self.offset = offset
        self.expected = expected


def _position_number(digits: str, offset: int, line: bool) -> int:
    """A location's line (or column) number as written at `offset` of its
    text; LocationSyntaxError past what MLIR reads (`line_number`)."""
    try:
        return line_number(digits)
    except ValueError:
        what = "line" if line else "column"
        raise LocationSyntaxError(
            f"location {what} number out of range (MLIR reads it as an unsigned 32-bit integer)",
            offset,
            f"a {what} number from 0 to {MAX_LINE_OR_COLUMN}",
        ) from None


def _file_loc(match: re.Match[str], is_range: bool = False) -> FileLoc:
    # A file location from a match of one of the patterns above: its file
    # name (group 1), line and column (2, 3), and for a range its end line
    # (4, absent: the start line) and end column (5).
    line = _position_number(match[2], match.start(2), True)
    column = _position_number(match[3], match.start(3), False)
    if not is_range:
        return FileLoc.point(unescape(match[1]), line, column)
    end_line = _position_number(match[4], match.start(4), True) if match[4] else line
    end_column = _position_number(match[5], match.start(5), False)
    return FileLoc(unescape(match[1]), line, column, end_line, end_column)


class _ToLocation(Transformer[Token, RawLocation]):
    """Builds location values from the location grammar's parse."""

    def start(self, children: list[RawLocation]) -> RawLocation:
        return children[0]

    def unknown(self, children: list[object]) -> RawLocation:
        return UNKNOWN

    def file_loc(self, children: list[object]) -> RawLocation:
        filename, line, column = children[0], children[1], children[2]
        start_line, start_column = _token_number(line, True), _token_number(column, False)
        end_line, end_column = start_line, start_column
        if len(children) > 3 and children[3] is not None:
            range_end: tuple[int | None, int] = children[3]  # type: ignore[assignment]
            end_line = start_line if range_end[0] is None else range_end[0]
            end_column = range_end[1]
        return FileLoc(
            unescape(str(filename)[1:-1]), start_line, start_column, end_line, end_column
        )

    def range_to_line(self, children: list[Token]) -> tuple[int | None, int]:
        return _token_number(children[0], True), _token_number(children[1], False)

    def range_to_column(self, children: list[Token]) -> tuple[int | None, int]:
        return None, _token_number(children[0], False)

    def name_loc(self, children: list[object]) -> RawLocation:
        name = unescape(str(children[0])[1:-1])
        child = children[1] if len(children) > 1 else None
        return NameLoc(name, child)  # type: ignore[arg-type]

    def callsite(self, children: list[RawLocation]) -> RawLocation:
        return CallSiteLoc(children[0], children[1])  # type: ignore[arg-type]

    def fused(self, children: list[object]) -> RawLocation:
        metadata: str | None = None
        if children and isinstance(children[0], _Metadata):
            metadata = children[0].text
            children = children[1:]
        locations = tuple(child for child in children if child is not None)
        return FusedLoc(locations, metadata)  # type: ignore[arg-type]

    def metadata(self, children: list[object]) -> _Metadata:
        return _Metadata("".join(_meta_text(child) for child in children))

    def nested_meta(self, children: list[object]) -> _Metadata:
        return _Metadata("<" + "".join(_meta_text(child) for child in children) + ">")

    def alias_ref(self, children: list[Token]) -> RawLocation:
        return AliasRef(str(children[0]))


def _token_number(token: object, line: bool) -> int:
    # A line or column the grammar read (an INT token, which knows where).
    assert isinstance(token, Token)
    return _position_number(str(token), token.start_pos or 0, line)


@dataclasses.dataclass(frozen=True, slots=True)
class _Metadata:
    text: str


def _meta_text(child: object) -> str:
    return child.text if isinstance(child, _Metadata) else str(child)


def _lark() -> Lark:
    return lalr_parser("location.lark", _ToLocation)[0]


@functools.lru_cache(maxsize=32_768)
def parse_location(text: str) -> RawLocation:
    """Parse one `loc(...)` text; aliases are left as `AliasRef`."""
    match = _SIMPLE_ALIAS.match(text)
    if match:
        return AliasRef(match.group(1))
    match = _SIMPLE_FILE.match(text)
    if match:
        return _file_loc(match)
    if text == "loc(unknown)":
        return UNKNOWN
    fast = _fast_path(text)
    if fast is not None:
        return fast
    return parse_with_grammar(text)


def _parts(text: str, start: int, end: int) -> list[RawLocation]:
    # The file points and aliases of `text[start:end]`.
    parts: list[RawLocation] = []
    for part in _PART_GROUPS.finditer(text, start, end):
        if part[4]:
            parts.append(AliasRef(part[4]))
        else:
            parts.append(_file_loc(part))
    return parts


def _fast_path(text: str) -> RawLocation | None:
    match = _CALLSITE_CHAIN.match(text)
    # One `)` per `callsite(`, and the loc's own; strings may hold others.
    if match and _STRINGS.sub('""', text).count(")") == text.count("callsite(") + 1:
        parts = _parts(text, 4, len(text))
        chain = parts[-1]
        for callee in reversed(parts[:-1]):
            chain = CallSiteLoc(callee, chain)  # type: ignore[arg-type]
        return chain
    match = _FUSED_PARTS.match(text)
    if match:
        parts = _parts(text, match.start(2), match.end(2))
        return FusedLoc(tuple(parts), match.group(1))  # type: ignore[arg-type]
    match = _FILE_RANGE.match(text)
    if match:
        return _file_loc(match, is_range=True)
    match = _NAME_ALIAS.match(text)
    if match:
        child = AliasRef(match.group(2)) if match.group(2) else None
        return NameLoc(unescape(match.group(1)), child)  # type: ignore[arg-type]
    return None


def parse_with_grammar(text: str) -> RawLocation:
    """Parse a `loc(...)` text with the location grammar (no fast path)."""
    try:
        return _lark().parse(text)  # type: ignore[return-value]
    except UnexpectedInput as exc:
        offset = getattr(exc, "pos_in_stream", None) or 0
        expected = getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ()
        names = sorted(_TERMINAL_NAMES.get(name, name) for name in expected)
        raise LocationSyntaxError(
            "invalid location", offset, ", ".join(names) if names else "a location"
        ) from None


@functools.lru_cache(maxsize=32_768)
def parse_location_with_aliases(text: str) -> tuple[RawLocation, bool]:
    """`parse_location`, plus whether the result holds a `#alias`."""
    raw = parse_location(text)
    return raw, has_alias(raw)


def has_alias(location: RawLocation) -> bool:
    """True if `location` or anything inside it is an `AliasRef`."""
    stack: list[RawLocation | None] = [location]
    while stack:
        current = stack.pop()
        if isinstance(current, AliasRef):
            return True
        if isinstance(current, NameLoc):
            stack.append(current.child)
        elif isinstance(current, CallSiteLoc):
            stack.append(current.callee)
            stack.append(current.caller)
        elif isinstance(current, FusedLoc):
            stack.extend(current.locations)
    return False


_TERMINAL_NAMES = {
    "STRING": "a string",
    "INT": "a number",
    "ALIAS": "a #alias",
    "LPAR": "'('",
    "RPAR": "')'",
    "LSQB": "'['",
    "RSQB": "']'",
    "COLON": "':'",
    "COMMA": "','",
    "LESSTHAN": "'<'",
    "MORETHAN": "'>'",
    "UNKNOWN": "'unknown'",
    "CALLSITE": "'callsite'",
    "FUSED": "'fused'",
    "AT": "'at'",
    "TO": "'to'",
    "LOC": "'loc'",
    "META_TEXT": "metadata",
    "$END": "the end of the location",
}


class UndefinedAlias(KeyError):
    """A `#name` used as a location that the file never defines."""


class AliasCycle(ValueError):
    """Location aliases that refer to each other in a circle."""


class AliasResolver:
    """Resolves `AliasRef`s against one file's `#name = loc(...)` definitions.

    Aliases chain (`#loc9 = loc(callsite(#loc8 at ...))`) as deep as a dump
    likes, so resolving walks with an explicit stack, never recursing.
    """

    def __init__(self, definitions: Mapping[str, RawLocation]) -> None:
        self._definitions = definitions
        self._resolved: dict[str, Location] = {}
        self._memo: dict[RawLocation, Location] = {}

    def alias(self, name: str) -> Location:
        """The location `#name` stands for."""
        resolved = self._resolved.get(name)
        if resolved is not None:
            return resolved
        return self.resolve(AliasRef(name))

    def resolve(self, location: RawLocation) -> Location:
        """`location` with every alias inside it replaced."""
        # Values of the raw locations walked so far, by identity.
        done: dict[int, Location] = {}
        # Names whose definitions are being resolved: the path from the
        # top, where meeting one again is a cycle.
        in_progress: set[str] = set()
        pending: list[tuple[RawLocation, bool]] = [(location, False)]
        while pending:
            node, expanded = pending.pop()
            if id(node) in done:
                continue
            if isinstance(node, AliasRef):
                done_value = self._alias_step(node, expanded, in_progress, pending, done)
                if done_value is not None:
                    done[id(node)] = done_value
            elif isinstance(node, (FileLoc, UnknownLoc, SymbolLoc)):
                done[id(node)] = node
            elif (memo := self._memo.get(node)) is not None:
                done[id(node)] = memo
            elif not expanded:
                pending.append((node, True))
                pending.extend((child, False) for child in _raw_children(node))
            else:
                done[id(node)] = self._memo[node] = _rebuild(node, done)
        return done[id(location)]

    def _alias_step(
        self,
        node: AliasRef,
        expanded: bool,
        in_progress: set[str],
        pending: list[tuple[RawLocation, bool]],
        done: dict[int, Location],
    ) -> Location | None:
        # One step of `resolve` at `#name`: its value if known, else its
        # definition queued (None).
        name = node.name
        resolved = self._resolved.get(name)
        if resolved is not None:
            return resolved
        definition = self._definitions.get(name)
        if definition is None:
            raise UndefinedAlias(name)
        if expanded:
            in_progress.discard(name)
            resolved = self._resolved[name] = done[id(definition)]
            return resolved
        if name in in_progress:
            raise AliasCycle(name)
        in_progress.add(name)
        pending.append((node, True))
        pending.append((definition, False))
        return None


def _raw_children(location: RawLocation) -> list[RawLocation]:
    if isinstance(location, NameLoc):
        return [] if location.child is None else [location.child]
    if isinstance(location, CallSiteLoc):
        return [location.callee, location.caller]
    if isinstance(location, FusedLoc):
        return list(location.locations)
    return []


def _rebuild(location: RawLocation, done: Mapping[int, Location]) -> Location:
    # A composite location from its children's resolved values (itself when
    # nothing inside changed, so that resolved locations stay shared).
    if isinstance(location, NameLoc):
        if location.child is None:
            return location
        child = done[id(location.child)]
        return location if child is location.child else NameLoc(location.name, child)
    if isinstance(location, CallSiteLoc):
        callee, caller = done[id(location.callee)], done[id(location.caller)]
        if callee is location.callee and caller is location.caller:
            return location
        return CallSiteLoc(callee, caller)
    assert isinstance(location, FusedLoc)
    children = tuple(done[id(child)] for child in location.locations)
    if all(new is old for new, old in zip(children, location.locations, strict=True)):
        return location
    return FusedLoc(children, location.metadata)
