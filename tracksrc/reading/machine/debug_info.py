"""LLVM's debug metadata as printed, and the locations `!dbg` names.

An instruction's `!dbg !N` names `!N = !DILocation(line: L, column: C,
scope: !S, inlinedAt: !I)` (also `distinct !DILocation`). Its file is its
scope's: a scope (`!DISubprogram`, `!DILexicalBlock`,
`!DILexicalBlockFile`, any node with `file:` or `scope:`) names its
`file: !F` or else its parent `scope:`, up to a `!DIFile(filename: "...",
directory: "...")`; `inlinedAt` is the next frame, the call site. Only
what those walks need is kept of each node (numbers, not text). A
`!DILocation` or `!DIFile` that is malformed (a field that is no number
where one must be, no scope, text after its `)`) is an error at its line;
other nodes are read for their `file:` and `scope:` only. The walks are
loops, never recursion, and a cycle is an error.
"""

from __future__ import annotations

import re

from tracksrc.errors import ParseError
from tracksrc.reading.machine.code import CodeLocation, Locations, join_file

_STRING = r'"(?:[^"\\]|\\.)*"'
_NODE = re.compile(r"!(\d{1,18})\s*=\s*(?:distinct\s+)?(?:!([A-Za-z]\w*)\s*\()?")
_FIELD = re.compile(
    rf"\s*([A-Za-z]\w*):\s*({_STRING}|!\{{[^{{}}]*\}}|[^,(){{}}\"\s](?:[^,(){{}}\"]*[^,(){{}}\"\s])?)"
    r"\s*(,|\)\s*$)"
)
_REF = re.compile(r"!(\d{1,18})")
_INT = re.compile(r"-?\d{1,18}")
_SCOPE_FIELDS = re.compile(r"(?<![\w])(file|scope):\s*!(\d{1,18})(?!\d)")
_HEX = re.compile(r"\\([0-9A-Fa-f]{2})")


class MissingLocation(Exception):
    """A location that cannot be resolved because metadata it needs is not
    in the file (a print without module scope): `ident` is the first
    missing node."""

    def __init__(self, ident: int) -> None:
        super().__init__(ident)
        self.ident = ident


class WrongNode(Exception):
    """`!dbg !N` names a node that is no `!DILocation` (its kind)."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


def llvm_unescape(text: str) -> str:
    """An LLVM string's or quoted name's text: its `\\XX` escapes decoded."""
    if "\\" not in text:
        return text
    out = bytearray()
    position = 0
    for match in _HEX.finditer(text):
        out += text[position : match.start()].encode("utf-8", "surrogateescape")
        out.append(int(match.group(1), 16))
        position = match.end()
    out += text[position:].encode("utf-8", "surrogateescape")
    return out.decode("utf-8", "surrogateescape")


class DebugInfo:
    """The debug metadata of one LLVM IR file, fed its `!N = ...` lines."""

    def __init__(self, name: str) -> None:
        self.name = name
        # !N -> (line, column, scope, inlinedAt or -1, line in the file)
        self.locations: dict[int, tuple[int, int, int, int, int]] = {}
        # !N -> (file or -1, parent scope or -1)
        self.scopes: dict[int, tuple[int, int]] = {}
        self.files: dict[int, str] = {}
        # Every numbered node but the locations, by kind ("" for tuples
        # `!{...}`): what a `!dbg` or a scope names that is not what it must be.
        self.kinds: dict[int, str] = {}
        self._frames = Locations()
        self._chains: dict[int, tuple[CodeLocation, ...]] = {}
        self._scope_files: dict[int, str] = {}

    def add(self, raw: str, number: int) -> None:
        """Take the metadata line `raw` (line `number` of the file)."""
        match = _NODE.match(raw)
        if match is None:
            return  # named metadata: `!llvm.dbg.cu = !{!0}`
        ident, kind = int(match.group(1)), match.group(2)
        if kind != "DILocation":
            self.kinds[ident] = kind or ""
        if kind == "DILocation":
            fields = self._fields(raw, match.end(), number, kind)
            self.locations[ident] = (
                self._number(fields, "line", raw, number, required=True),
                self._number(fields, "column", raw, number),
                self._ref(fields, "scope", raw, number, required=True),
                self._ref(fields, "inlinedAt", raw, number),
                number,
            )
        elif kind == "DIFile":
            fields = self._fields(raw, match.end(), number, kind)
            if "filename" not in fields or not fields["filename"][0].startswith('"'):
                raise self._error("!DIFile without its filename string", raw, number, match.end())
            directory = fields.get("directory", ('""', 0))[0]
            self.files[ident] = join_file(
                llvm_unescape(directory[1:-1]), llvm_unescape(fields["filename"][0][1:-1])
            )
        elif kind is not None and kind.startswith("DI"):
            found = dict(_SCOPE_FIELDS.findall(re.sub(_STRING, '""', raw[match.end() :])))
            if found:
                self.scopes[ident] = (int(found.get("file", -1)), int(found.get("scope", -1)))

    def _fields(self, raw: str, start: int, number: int, kind: str) -> dict[str, tuple[str, int]]:
        """A node's `key: value` fields, each with the column its value starts."""
        fields: dict[str, tuple[str, int]] = {}
        if raw[start:].strip() == ")":
            return fields
        position = start
        while True:
            match = _FIELD.match(raw, position)
            if match is None:
                raise self._error(
                    f"malformed !{kind}: expected `name: value` fields up to its `)`",
                    raw,
                    number,
                    position,
                )
            fields[match.group(1)] = (match.group(2), match.start(2) + 1)
            position = match.end()
            if match.group(3) != ",":
                return fields

    def _number(
        self, fields: dict[str, tuple[str, int]], key: str, raw: str, number: int, required=False
    ) -> int:
        if key not in fields:
            if required:
                raise self._error(f"!DILocation without `{key}:`", raw, number, len(raw))
            return 0
        value, column = fields[key]
        if not _INT.fullmatch(value):
            raise self._error(f"!DILocation's `{key}:` is no number", raw, number, column - 1)
        return int(value)

    def _ref(
        self, fields: dict[str, tuple[str, int]], key: str, raw: str, number: int, required=False
    ) -> int:
        if key not in fields:
            if required:
                raise self._error(f"!DILocation without `{key}:`", raw, number, len(raw))
            return -1
        value, column = fields[key]
        match = _REF.fullmatch(value)
        if match is None:
            raise self._error(f"!DILocation's `{key}:` is no `!N`", raw, number, column - 1)
        return int(match.group(1))

    def _error(self, message: str, raw: str, number: int, position: int) -> ParseError:
        return ParseError(
            message,
            self.name,
            number,
            min(position, len(raw)) + 1,
            raw,
            "`!N = !DILocation(line: L, column: C, scope: !S[, inlinedAt: !I])`",
        )

    # -- resolution ----------------------------------------------------------

    def chain(self, ident: int) -> tuple[CodeLocation, ...]:
        """The location `!dbg !ident` names: innermost frame first, then
        each call site; () for line 0. Raises `MissingLocation` when a node
        it needs is not in the file, `WrongNode` when `!ident` is no
        `!DILocation`."""
        found = self._chains.get(ident)
        if found is not None:
            return found
        if ident not in self.locations:
            if ident in self.kinds:
                raise WrongNode(self.kinds[ident] or "tuple")
            raise MissingLocation(ident)
        frames: list[CodeLocation] = []
        current, seen = ident, set()
        number_of = self.locations[ident][4]
        while current != -1:
            node = self.locations.get(current)
            if node is None:
                if current in self.kinds:
                    raise self._error(
                        f"inlinedAt: !{current}, which is no !DILocation", "", number_of, 0
                    )
                raise MissingLocation(current)
            if current in seen:
                raise self._error("a cycle of inlinedAt", "", node[4], 0)
            seen.add(current)
            line, column, scope, inlined, number_of = node
            if line:
                frames.append(self._frames.frame(self._scope_file(scope, node[4]), line, column))
            elif current == ident:
                break  # line 0: "no line"
            current = inlined
        result = self._frames.chain(frames)
        self._chains[ident] = result
        return result

    def _scope_file(self, scope: int, number: int) -> str:
        """The file of `scope`, through its parents ("" when none names one)."""
        found = self._scope_files.get(scope)
        if found is not None:
            return found
        current, seen = scope, set()
        result = ""
        while current != -1:
            if current in self.files:
                result = self.files[current]
                break
            node = self.scopes.get(current)
            if node is None:
                if current in self.locations:
                    raise self._error(f"a scope !{current} that is a !DILocation", "", number, 0)
                if current in self.kinds:
                    break
                raise MissingLocation(current)
            if current in seen:
                raise self._error("a cycle of scopes", "", number, 0)
            seen.add(current)
            file, parent = node
            if file != -1:
                if file not in self.files:
                    if file in self.kinds:
                        break
                    raise MissingLocation(file)
                result = self.files[file]
                break
            current = parent
        self._scope_files[scope] = result
        return result
