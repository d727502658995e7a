"""The whole program at a stage as MLIR text, composed from the prints.

A stream printed at function or executable scope never shows the whole
program after most stages; `program_text(stage)` writes it: the latest
print of every part (`tracksrc.pipeline.composition.replay`), each spliced where the op
it replaced sat, re-indented to its place, so that the result is one
module MLIR's parser reads (`iree-opt` or `mlir-opt`).

Each print brings its own aliases (`#map`, `#loc3`, `!type`), and two
prints can give one name different meanings: such a name is renamed in the
later print (`#loc3_s812`, the stage number added), references included,
outside string literals. Location aliases go at the end, as MLIR prints
them; the others at the top, in the order printed. `dialect_resources`
entries of every print are merged into one block. An op printed for the
first time by a fragment, whose place in the program the stream does not
say, goes at the end of the module, after a comment saying so.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from tracksrc.pipeline.composition.mixed_prints import top_level
from tracksrc.pipeline.composition.replay import Piece
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.streams.stream import Stage
from tracksrc.reading.ir import Operation

_ALIAS_START = re.compile(r"^([#!][A-Za-z_][\w$.]*) = ", re.MULTILINE)
# A definition goes on over lines that start with a space or a closing
# bracket (`#util.composite<512xi8, [` ... `]>`).
_CONTINUED = re.compile(r"\n(?=[ \t\])}>,])")
# A string literal (left alone) or an alias reference.
ALIAS_REFERENCE = re.compile(r'"(?:[^"\\\n]|\\.)*"|[#!][A-Za-z_][\w$.]*')
RESOURCE_BLOCK = re.compile(r"^\{-#\n(.*?)^#-\}", re.MULTILINE | re.DOTALL)
_RESOURCE_DIALECT = re.compile(r"^    ([\w.]+): \{\n(.*?)^    \}", re.MULTILINE | re.DOTALL)
_RESOURCE_ENTRY = re.compile(r"^      (\S+): (.*)$", re.MULTILINE)


@dataclass
class _Printed:
    """What one stage's text brings: its aliases (name -> definition and
    whether it was printed after the ops, in order), its resource entries
    (dialect -> key -> value), and the aliases renamed in it."""

    aliases: dict[str, tuple[str, bool]] = field(default_factory=dict)
    resources: dict[str, dict[str, str]] = field(default_factory=dict)
    renamed: dict[str, str] = field(default_factory=dict)


def alias_definitions(region: str) -> list[tuple[str, str]]:
    """(name, definition) of the aliases defined in `region`."""
    found = []
    for match in _ALIAS_START.finditer(region):
        end = match.end()
        while True:
            newline = region.find("\n", end)
            if newline == -1 or not _CONTINUED.match(region, newline):
                break
            end = newline + 1
        line_end = region.find("\n", end)
        stop = len(region) if line_end == -1 else line_end
        found.append((match.group(1), region[match.end() : stop]))
    return found


def _read_outside(text: str, ops: list[Operation]) -> _Printed:
    """The aliases and resources of a stage's text, outside its ops."""
    printed = _Printed()
    before, after = (text[: ops[0].start], text[ops[-1].end :]) if ops else (text, "")
    for block in RESOURCE_BLOCK.finditer(after):
        for dialect in _RESOURCE_DIALECT.finditer(block.group(1)):
            entries = printed.resources.setdefault(dialect.group(1), {})
            for entry in _RESOURCE_ENTRY.finditer(dialect.group(2)):
                entries[entry.group(1)] = entry.group(2)
    after = RESOURCE_BLOCK.sub("", after)
    for at_end, region in ((False, before), (True, after)):
        for name, definition in alias_definitions(region):
            printed.aliases[name] = (definition, at_end)
    return printed


def _renamed(text: str, names: dict[str, str]) -> str:
    """`text` with the alias references in `names` renamed."""
    if not names:
        return text

    def rename(match: re.Match[str]) -> str:
        token = match.group()
        return names.get(token, token)

    return ALIAS_REFERENCE.sub(rename, text)


def _reindented(text: str, column: int, indent: str) -> str:
    """`text` (an op that started at `column` where it was printed) with
    its lines after the first moved to `indent`."""
    lines = text.split("\n")
    moved = [lines[0]]
    for line in lines[1:]:
        stripped = len(line) - len(line.lstrip(" "))
        moved.append(indent + line[min(stripped, column) :] if line else line)
    return "\n".join(moved)


def _column(text: str, offset: int) -> int:
    return offset - (text.rfind("\n", 0, offset) + 1)


class _Composer:
    """Writes the pieces of one view as one text."""

    def __init__(self, pieces: dict[Piece, int]) -> None:
        self.pieces = pieces
        self.printed: dict[int, _Printed] = {}
        self.anchored: dict[tuple[int, int], list[Piece]] = {}
        for piece in pieces:
            if piece.anchor is not None and piece.anchor[0] in pieces:
                key = (id(piece.anchor[0]), piece.anchor[1])
                self.anchored.setdefault(key, []).append(piece)
        self.loose = [
            piece for piece in pieces if piece.anchor is None or piece.anchor[0] not in pieces
        ]
        self._read_aliases()

    def _read_aliases(self) -> None:
        meaning: dict[str, str] = {}
        for piece in self.pieces:
            stage = piece.printed_in
            if stage.number in self.printed:
                continue
            index = stage.op_index()
            tops = [info.op for info in index.infos if info.parent is None]
            if len(tops) == 1 and tops[0].implicit:
                # A fragment: the module MLIR makes around it spans the
                # whole text, aliases included; its ops are what was printed.
                tops = list(tops[0].children) or tops
            printed = self.printed[stage.number] = _read_outside(tops[0].source.text, tops)
            for name, (definition, _) in printed.aliases.items():
                if meaning.setdefault(name, definition) != definition:
                    printed.renamed[name] = f"{name}_s{stage.number}"
            for name, (definition, at_end) in list(printed.aliases.items()):
                printed.aliases[name] = (_renamed(definition, printed.renamed), at_end)

    def op_text(self, piece: Piece, position: int) -> str:
        """The text of the op at `position` of `piece`, with what later
        prints replaced in it spliced in, aliases renamed."""
        index = piece.printed_in.op_index()
        infos = index.infos
        operation = infos[position].op
        text = operation.source.text
        end_of = piece.summary.subtree_end
        cuts = sorted(
            (start, end)
            for start, end in piece.hidden[: self.pieces[piece]]
            if position < start < end_of[position]
        )
        out: list[str] = []
        cursor = operation.start
        covered = -1
        for start, end in cuts:
            if start < covered:
                continue  # inside a part already cut out
            covered = end
            replaced = infos[start].op
            out.append(self._own(piece, text[cursor : replaced.start]))
            indent = " " * _column(text, replaced.start)
            later = self.anchored.get((id(piece), start), [])
            out.append(f"\n{indent}".join(self._placed(other, indent) for other in later))
            cursor = replaced.end
        out.append(self._own(piece, text[cursor : operation.end]))
        return "".join(out)

    def _own(self, piece: Piece, text: str) -> str:
        return _renamed(text, self.printed[piece.printed_in.number].renamed)

    def _placed(self, piece: Piece, indent: str) -> str:
        """A piece's ops re-indented to sit at `indent`."""
        texts = []
        for position in self.roots(piece):
            operation = piece.printed_in.op_index().infos[position].op
            column = _column(operation.source.text, operation.start)
            text = self.op_text(piece, position)
            if operation.op_name == "builtin.module" and text.startswith("module"):
                # A module printed alone is spelled `module`; inside another
                # op's region only `builtin.module` names it.
                text = "builtin." + text
            texts.append(_reindented(text, column, indent))
        return f"\n{indent}".join(texts)

    def roots(self, piece: Piece) -> list[int]:
        """The top ops of a piece: its root, or every top-level op of a
        print without a module around it."""
        if piece.root != 0 or not piece.summary.implicit_root:
            return [piece.root]
        return top_level(piece.summary)

    def compose(self, heading: str) -> str:
        """The whole text: heading comment, aliases, ops, location aliases,
        resources."""
        body: list[str] = []
        loose = list(self.loose)
        base = next((piece for piece in loose if piece.root == 0), None)
        if base is not None and not base.summary.implicit_root:
            loose.remove(base)
            text = self.op_text(base, 0)
            if loose:
                # Inside the module, before its closing brace.
                close = text.rfind("\n}")
                extra = "".join(
                    f"\n  // printed by stage {piece.stage.number} ({piece.stage.label});"
                    f" where it sits in the program is not known\n  {self._placed(piece, '  ')}"
                    for piece in loose
                )
                text = text[:close] + extra + text[close:]
            body.append(text)
        else:
            body.extend(self._placed(piece, "") for piece in loose)
        aliases: dict[str, tuple[str, bool]] = {}
        resources: dict[str, dict[str, str]] = {}
        for printed in self.printed.values():
            for name, definition in printed.aliases.items():
                aliases.setdefault(printed.renamed.get(name, name), definition)
            for dialect, entries in printed.resources.items():
                for key, value in entries.items():
                    resources.setdefault(dialect, {}).setdefault(key, value)
        upfront = [f"{name} = {text}" for name, (text, end) in aliases.items() if not end]
        at_end = [f"{name} = {text}" for name, (text, end) in aliases.items() if end]
        parts = [heading, *upfront, *body, *at_end]
        if resources:
            lines = ["{-#", "  dialect_resources: {"]
            for dialect, entries in resources.items():
                lines.append(f"    {dialect}: {{")
                lines.append(",\n".join(f"      {k}: {v.rstrip(',')}" for k, v in entries.items()))
                lines.append("    }")
            lines += ["  }", "#-}"]
            parts.append("\n".join(lines))
        return "\n".join(parts) + "\n"


def printed_stages(pieces: Iterable[Piece]) -> list[int]:
    """The numbers of the stages whose prints the pieces come from."""
    return sorted({piece.printed_in.number for piece in pieces})


def program_text(stage: Stage, pieces: dict[Piece, int] | None = None) -> str:
    """The whole program after `stage` (of the compile that printed it) as
    one MLIR text (see the module docstring). `pieces`: the view of the
    program there, when the caller has it (`Program.pieces`)."""
    if pieces is None:
        pieces = tracker_of(stage.pipeline).view_at(stage.number).pieces
    when = "before" if stage.before else "after"
    nested = f" of nested compile {stage.compile}" if stage.compile else ""
    heading = (
        f"// The whole program{nested} {when} stage {stage.number} ({stage.label}), composed"
        f" by tracksrc from the prints of stages {', '.join(map(str, printed_stages(pieces)))}."
    )
    return _Composer(pieces).compose(heading)
