"""A standalone reproducer: the function or executable that holds an op at
some stage, alone in a module MLIR's parser reads, and the passes that
followed that stage in the run.

The unit is the top-level op of the whole program (`program_text`) that
holds what was asked for: an executable for a dispatch, else the function
(or initializer, or executable) around the op. A dispatch in an executable
that linking gave several entry points keeps its own only: the other
exports and the ops defining their names (their functions) are left out. The module also gets every
top-level symbol the unit refers to, transitively: globals and executables
whole, functions as declarations (`func.func private @f(i32) -> i32`);
the alias definitions (`#map`, `!type`, `#loc`) the text uses, and the
`dialect_resources` block when a `dense_resource` is used. The module's
own attributes are kept (targets, affinities). Locations stay as printed,
so the file still tracks back to the input.

`pass_pipeline` is what the run did after the stage, for the unit, as
`--pass-pipeline` reads it (`tracksrc.pipeline.dispatches.replay_pipeline`:
nested as the passes ran, a pass that runs a pipeline of its own replayed
as itself, names the installed `iree-opt` does not know left out and
said).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.output_files import write_output
from tracksrc.pipeline.composition.passes.printed_paths import module_scope
from tracksrc.pipeline.composition.program import program_at, symbol_stages
from tracksrc.pipeline.composition.program_text import (
    ALIAS_REFERENCE,
    RESOURCE_BLOCK,
    alias_definitions,
)
from tracksrc.pipeline.dispatches.replay_pipeline import (
    MODULE_SCOPE,
    pass_pipeline,
)
from tracksrc.pipeline.streams.stream import Pipeline, Stage, parse_stage_spec
from tracksrc.reading.locations import SourceRange, aligned_name
from tracksrc.reading.op_syntax import defined_symbol, symbol_references
from tracksrc.reading.scanner import Scanner
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.parse import parse_text

_FUNCTION_TYPES = frozenset({"func.func", "util.func"})
_ARGUMENT_NAME = re.compile(r"%[\w$.\-]+\s*:\s*")
_LOC_CALL = re.compile(r"\s*(?<![\w$.\-])loc\(")


@dataclass
class Reproducer:
    """What `extract` wrote: the module text, the unit it holds, the stage
    it is from and the passes that followed it."""

    text: str
    unit: str
    stage: Stage
    pass_pipeline: str
    symbols: list[str]
    # Entry points of a linked executable left out: only the one asked
    # for is kept.
    left_out: list[str] = field(default_factory=list)
    # Passes of the run the installed iree-opt does not know: left out of
    # `pass_pipeline`.
    unknown_passes: list[str] = field(default_factory=list)
    # Why there is no `pass_pipeline` ("" when there is one).
    no_replay: str = ""

    def write(self, path: str | Path) -> Path:
        """Write the module text to `path`; returns the path."""
        return write_output(path, self.text, errors="surrogateescape")

    def __str__(self) -> str:
        others = f" and {counted(len(self.symbols), 'symbol')} it uses" if self.symbols else ""
        if self.left_out:
            others += f" (its other {len(self.left_out)} entry points left out)"
        unknown = (
            "\n(left out, unknown to the installed iree-opt: "
            + visible_line(", ".join(self.unknown_passes))
            + ")"
            if self.unknown_passes
            else ""
        )
        replay = (
            f"no --pass-pipeline: {self.no_replay}"
            if self.no_replay
            else f"--pass-pipeline='{visible_line(self.pass_pipeline)}'{unknown}"
        )
        return (
            f"{visible_line(self.unit)}{others} at stage {self.stage.number} "
            f"({self.stage.label})\n{replay}"
        )


def _top_level(info: OperationInfo) -> OperationInfo:
    while info.parent is not None and info.parent.parent is not None:
        info = info.parent
    return info


def declaration(info: OperationInfo) -> str:
    """A function's declaration: its first line up to its body, argument
    names and their locations dropped, private (MLIR requires it of a
    declaration)."""
    op = info.op
    text = op.source.text
    end = op.regions[0].start if op.regions and op.regions[0].start >= 0 else op.end
    if op.generic:
        return _generic_declaration(text[op.name_offset : end])
    scanner = Scanner(op.source, op.name_offset, end)
    pieces = []
    cursor = op.name_offset
    for match in _LOC_CALL.finditer(text, op.name_offset, end):
        if match.start() < cursor:
            continue  # inside a location already skipped
        pieces.append(text[cursor : match.start()])
        cursor = scanner.skip_parens(match.end() - 1)
    pieces.append(text[cursor:end])
    head = _ARGUMENT_NAME.sub("", "".join(pieces).rstrip())
    symbol = defined_symbol(op) or ""
    name_end = len(op.op_name)
    before_symbol = head.index(symbol, name_end) if symbol else name_end
    return f"{op.op_name} private {head[before_symbol:]}"


# A generic function's visibility, or (none: public) its name.
_VISIBILITY = re.compile(r'sym_visibility = "[^"]*"')
_GENERIC_NAME = re.compile(r'sym_name = "(?:[^"\\]|\\.)*"')


def _generic_declaration(head: str) -> str:
    """`declaration` of a function printed in generic form, from its text
    up to its body (`"func.func"() <{function_type = ..., sym_name = "f"}>
    (`): an empty body, private."""
    if _VISIBILITY.search(head):
        head = _VISIBILITY.sub('sym_visibility = "private"', head, count=1)
    else:
        head = _GENERIC_NAME.sub(lambda m: m.group(0) + ', sym_visibility = "private"', head, 1)
    head = head.rstrip()
    return f"{head if head.endswith('(') else head + ' ('}{{\n}}) : () -> ()"


def _unit_of(index: OperationIndex, what: str) -> OperationInfo:
    """The top-level op holding what `what` names. A symbol may be defined
    by several ops of one unit (a dispatch's export, its function, its
    `iree_codegen.dispatch_config`): their unit is the answer."""
    if what.startswith("@"):
        units = {
            _top_level(info).position: _top_level(info) for info in index.get_ops_by_symbol(what)
        }
        if len(units) == 1:
            return next(iter(units.values()))
    return _top_level(index.find(what))


def _referenced(index: OperationIndex, unit: OperationInfo) -> tuple[list[OperationInfo], set[int]]:
    """Top-level ops the unit refers to, transitively, and which of them
    are functions kept as declarations."""
    module = index.infos[0]
    table = {defined_symbol(child.op): child for child in module.children}
    table.pop(None, None)
    included = {unit.position: unit}
    declared: set[int] = set()
    pending = [unit]

    def include(references: list[str]) -> None:
        for reference in references:
            target = table.get(reference.split("::", 1)[0])
            if target is None or target.position in included:
                continue
            included[target.position] = target
            if target.op_name in _FUNCTION_TYPES and target.op.regions:
                declared.add(target.position)
            else:
                pending.append(target)

    # The module's own attributes, which the reproducer keeps, name symbols
    # too (`stream.affinity.default = #hal.device.affinity<@__device_0>`).
    include(symbol_references(module.op))
    while pending:
        current = pending.pop()
        for info in [current, *current.descendants()]:
            include(symbol_references(info.op))
    ordered = sorted(included.values(), key=lambda info: info.position)
    return ordered, declared


def _module_head(index: OperationIndex) -> str:
    """`module attributes {...} {`: the program's module line, its
    attributes kept (device targets, affinities). In generic form they
    follow the region (`"builtin.module"() ({...}) {attributes} : () ->
    ()`); the ops inside stay generic, which MLIR reads in a module of
    either form."""
    op = index.infos[0].op
    if op.implicit or not op.regions or op.regions[0].start < 0:
        return "module {"
    text = op.source.text
    if op.generic:
        after = _GENERIC_MODULE_END.match(text, op.regions[0].end, op.end)
        found = after.group(1) if after is not None else None
        attributes = f"attributes {found}" if found else ""
    else:
        head = text[op.name_offset : op.regions[0].start]
        attributes = head.split(None, 1)[1].strip() if len(head.split(None, 1)) > 1 else ""
    return f"module {attributes} {{" if attributes else "module {"


# What follows a generic module's region: `) {attributes} : () -> ()`
# (from the region's closing brace or just after it).
_GENERIC_MODULE_END = re.compile(r"\}?\)\s*(\{.*?\})?\s*:\s*\(\)\s*->\s*\(\)", re.S)


def _aliases(text: str, module_start: int, module_end: int, body: str) -> tuple[str, str]:
    """The alias definitions `body` uses (transitively), top and end."""
    before, after = text[:module_start], text[module_end:]
    resources = RESOURCE_BLOCK.search(after)
    definitions = {
        name: (f"{name} = {definition}", at_end)
        for region, at_end in ((before, False), (RESOURCE_BLOCK.sub("", after), True))
        for name, definition in alias_definitions(region)
    }
    used: dict[str, None] = {}
    pending = [body]
    while pending:
        for reference in ALIAS_REFERENCE.findall(pending.pop()):
            if reference in definitions and reference not in used:
                used[reference] = None
                pending.append(definitions[reference][0])
    ordered = [name for name in definitions if name in used]
    top = "".join(
        definitions[name][0].rstrip("\n") + "\n" for name in ordered if not definitions[name][1]
    )
    end = "".join(
        definitions[name][0].rstrip("\n") + "\n" for name in ordered if definitions[name][1]
    )
    if resources is not None and "dense_resource<" in body:
        end += resources.group(0) + "\n"
    return top, end


def _as_spelled(where: SourceRange, index: OperationIndex) -> SourceRange:
    """`where` with its file named as the locations name it (`topk.py`
    finds `/abs/path/topk.py`, as every query does)."""
    named = str(where.start.file_path)
    spelled = aligned_name(named, index.location_files())
    if spelled == named:
        return where
    path = Path(spelled)
    return SourceRange(replace(where.start, file_path=path), replace(where.end, file_path=path))


def extract(
    pipeline: Pipeline,
    what: str,
    stage: int | str | None = None,
    until: int | str | None = None,
) -> Reproducer:
    """The reproducer of what `what` names (an op's id or SSA name, a
    symbol such as a dispatch `@name`, or a `file:line:col`: the unit of
    the last op from there) at `stage` (default: for a symbol, the last
    main stage where it exists; otherwise the last main stage; a pass
    named alone, for a symbol, is its run that printed it: `_named_stage`);
    its pass pipeline replays what followed, up to stage `until` if given."""
    chosen = _stage_for(pipeline, what, stage)
    text = program_at(chosen).text()
    index = parse_text(text, f"{_pipeline_name(pipeline)} at stage {chosen.number}")
    if ":" in what and not what.startswith(("@", "%")):
        matches = index.get_ops_by_src_range(_as_spelled(SourceRange.from_str(what), index))
        if not matches:
            raise TracksrcError(
                f"tracksrc: error: nothing at stage {chosen.number} comes from {what}"
            )
        unit = _top_level(matches[-1])
    else:
        unit = _unit_of(index, what)
    if unit.parent is None:
        raise TracksrcError(f"tracksrc: error: {what} is the whole module: use `tracksrc program`")
    kept, declared = _referenced(index, unit)
    dropped = _other_entry_points(unit, what)
    body_text = "\n".join(
        "  " + declaration(info).replace("\n", "\n  ")
        if info.position in declared
        else _indented(info, dropped if info is unit else [])
        for info in kept
    )
    head = _module_head(index)
    module = index.infos[0].op
    top, end = _aliases(text, module.start, module.end, body_text + head)
    result = f"{top}{head}\n{body_text}\n}}\n{end}"
    symbols = [defined_symbol(info.op) or info.unique_id for info in kept if info is not unit]
    last = None if until is None else _named_stage(pipeline, until, what, "--until", chosen)
    if last is not None and last.number <= chosen.number:
        raise TracksrcError(
            f"tracksrc: error: --until {until} is stage {last.number}, not after stage "
            f"{chosen.number}"
        )
    no_replay = MODULE_SCOPE if module_scope(pipeline.main_stages()) else ""
    replay, unknown = (
        ("", []) if no_replay else pass_pipeline(pipeline, chosen, defined_symbol(unit.op), last)
    )
    return Reproducer(
        result,
        defined_symbol(unit.op) or unit.unique_id,
        chosen,
        replay,
        symbols,
        [
            defined_symbol(info.op) or info.unique_id
            for info in dropped
            if info.op_name.endswith(".export")
        ],
        unknown,
        no_replay,
    )


def _other_entry_points(unit: OperationInfo, what: str) -> list[OperationInfo]:
    """When `what` is one entry point of an executable that holds several
    (linked), the ops of the others: their exports and whatever defines
    their names (functions, `iree_codegen.dispatch_config`)."""
    inside = list(unit.descendants())
    exports = {defined_symbol(info.op): info for info in inside if info.op_name.endswith(".export")}
    if what not in exports or len(exports) < 2:
        return []
    others = set(exports) - {what}
    return [info for info in inside if defined_symbol(info.op) in others]


def _indented(info: OperationInfo, dropped: Sequence[OperationInfo] = ()) -> str:
    """The op's text at its indentation, without the `dropped` ops inside
    it (each with its line)."""
    text = info.op.source.text
    line_start = text.rfind("\n", 0, info.op.start) + 1
    pieces, cursor = [], line_start
    for other in sorted(dropped, key=lambda item: item.op.start):
        start = text.rfind("\n", 0, other.op.start)  # the newline before its line
        if start < cursor:
            continue  # inside an op dropped already
        pieces.append(text[cursor:start])
        cursor = other.op.end
    pieces.append(text[cursor : info.op.end])
    return "".join(pieces)


def _pipeline_name(pipeline: Pipeline) -> str:
    """The name of the pipeline's first file."""
    return pipeline.stages[0].source.name if len(pipeline) else "pipeline"


def _stage_for(pipeline: Pipeline, what: str, stage: int | str | None) -> Stage:
    """`stage`, else for a symbol the last main stage whose program
    defines it, else the last main stage."""
    if stage is not None:
        return _named_stage(pipeline, stage, what, "stage")
    if what.startswith("@"):
        return symbol_stages(pipeline, what)[1]
    return pipeline.main_stages()[-1]


def _named_stage(
    pipeline: Pipeline, spec: int | str, what: str, option: str, after: Stage | None = None
) -> Stage:
    """The stage `spec` names (`Pipeline.find_spec`). A pass named alone,
    for a symbol, is the first stage of that pass (after `after`) whose
    print defines the symbol: a pass that runs on each dispatch alone
    (code generation, inside its executable) prints once per dispatch,
    and its first stage is another dispatch's."""
    found = pipeline.find_spec(spec, option)
    # (An op's SSA name or unique id, or a location, is no symbol.)
    if not isinstance(spec, str) or what.startswith("%") or "/" in what or ":" in what:
        return found
    key, _ = parse_stage_spec(spec)
    if isinstance(key, int) or ":" in spec:
        return found  # a number, or an occurrence the user counted
    wanted = what if what.startswith("@") else "@" + what
    candidates = [
        stage
        for stage in pipeline.stages.filter(pass_argument=key)
        if stage.compile == 0 and (after is None or stage.number > after.number)
    ]
    if candidates and module_scope(pipeline.main_stages()):
        # Every print defines every symbol: the header names the op run on.
        for stage in candidates:
            if stage.scope_symbol == wanted:
                return stage
        raise TracksrcError(
            f"tracksrc: error: --{option.lstrip('-')} {visible_line(str(spec))}: {key} ran on no "
            f"op named {visible_line(wanted)} (printed with --mlir-print-ir-module-scope, its "
            f"stages print the whole module: name the run, {visible_line(key)}:N)"
        )
    summaries = pipeline.summaries(candidates)
    for stage in candidates:
        if any(entry[0] == wanted for entry in summaries[stage.digest].keys.values()):
            return stage
    return candidates[0] if after is not None and candidates else found


def verify(path: Path) -> tuple[bool, str]:
    """Parse (and verify) `path` with `iree-opt`, else `mlir-opt`, from
    PATH or beside the running Python; (ok, what the tool said)."""
    for tool in ("iree-opt", "mlir-opt"):
        beside = Path(sys.executable).with_name(tool)
        found = str(beside) if beside.exists() else shutil.which(tool)
        if found is None:
            continue
        done = subprocess.run(
            [found, str(path), "-o", "/dev/null"], capture_output=True, text=True, check=False
        )
        return done.returncode == 0, f"{tool}: " + (done.stderr.strip() or "parsed and verified")
    raise TracksrcError(
        "tracksrc: error: --verify needs iree-opt or mlir-opt on PATH "
        "(pip install iree-base-compiler)"
    )
