"""Pass pipelines and MLIR's print-ir flags.

A pass runs on the module (`anchor = "builtin.module"`) or on each function
(`"func.func"`). As in MLIR, consecutive function passes form one nested
pipeline that runs on the first function, then the next, so their stages
interleave per function. After (or before) each run a stage may be printed,
as `--mlir-print-ir-*` prints it:

- header `// -----// IR Dump After DisplayName: argument //----- //`
  (`Before` for before-dumps); a function pass prints only its function
  unless `module_scope`, which prints the module and names the function:
  `... ('func.func' operation: @f) //----- //`;
- `after_all`, `before_all`, `after` / `before` (sets of pass arguments),
  `after_change` (only when the printed IR changed), `tree_dir` (one file
  per stage, `<counter>_<argument>.mlir` under folders named after the
  module and function, as MLIR names them);
- printing options (`debuginfo`, `local_scope`, `generic`), `break_after`
  (stop after that pass, as IREE's break flags do), `lose_locations` (after
  that pass, make every third op's location unknown: a lossy pass for the
  audit to find).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from tracksrc.compiler.ir import Module, Op
from tracksrc.compiler.printer import PrintOptions, print_fragment, print_module
from tracksrc.output_files import write_output
from tracksrc.reading.location_attributes import UNKNOWN
from tracksrc.reading.stage_header import header_line


class Pass:
    """One pass: `argument` (kebab-case, the stable key), `name` (the
    display name printed in headers), `anchor`, and `run`."""

    argument = ""
    name = ""
    anchor = "func.func"

    def run_on_module(self, module: Module) -> None:
        """Run on the module (module passes)."""
        raise NotImplementedError

    def run_on_function(self, function: Op, module: Module) -> None:
        """Run on one function (function passes)."""
        raise NotImplementedError


@dataclass
class PrintFlags:
    """Which stages to print and how (MLIR's `--mlir-print-ir-*` flags)."""

    after_all: bool = False
    before_all: bool = False
    after: set[str] = field(default_factory=set)
    before: set[str] = field(default_factory=set)
    after_change: bool = False
    module_scope: bool = False
    tree_dir: Path | None = None
    options: PrintOptions = field(default_factory=PrintOptions)

    def wants(self, when: str, argument: str) -> bool:
        """True if a stage `when` ("after"/"before") pass `argument` prints."""
        if when == "after":
            return self.after_all or argument in self.after
        return self.before_all or argument in self.before


@dataclass
class StageRecord:
    """A printed stage: its header, text, and the ops it printed."""

    header: str
    text: str
    ops: list[Op]


class PassManager:
    """Runs passes in order with the print hooks of `flags`."""

    def __init__(
        self,
        passes: Sequence[Pass],
        flags: PrintFlags | None = None,
        stream: TextIO | None = None,
        break_after: str | None = None,
        on_stage: Callable[[StageRecord], None] | None = None,
        lose_locations: str | None = None,
    ) -> None:
        self.passes = list(passes)
        self.lose_locations = lose_locations
        self.flags = flags or PrintFlags()
        self.stream = stream
        self.break_after = break_after
        self.on_stage = on_stage
        self.stage_count = 0

    def _emit(self, when: str, pass_: Pass, module: Module, function: Op | None) -> None:
        flags = self.flags
        scope = ""
        if function is not None and flags.module_scope:
            scope = f" ('func.func' operation: @{function.symbol})"
        title = f"{when.capitalize()} {pass_.name}: {pass_.argument}{scope}"
        header = header_line(title)
        if function is None or flags.module_scope:
            text = print_module(module, flags.options)
            ops = list(module.walk())
        else:
            text = print_fragment(function, flags.options)
            ops = list(function.walk())
        record = StageRecord(header, text, ops)
        self.stage_count += 1
        if self.stream is not None:
            self.stream.write(header + "\n" + text + "\n")
        if flags.tree_dir is not None:
            folder = flags.tree_dir / "builtin_module_no-symbol-name"
            if function is not None:
                folder = folder / f"func_func_{function.symbol}"
            folder.mkdir(parents=True, exist_ok=True)
            # (As every output: a link planted in the folder is replaced,
            # never followed.)
            write_output(folder / f"{self.stage_count}_{pass_.argument}.mlir", header + "\n" + text)
        if self.on_stage is not None:
            self.on_stage(record)

    def _snapshot(self, module: Module, function: Op | None) -> str:
        options = PrintOptions(debuginfo=True, local_scope=True)
        if function is None:
            return print_module(module, options)
        return print_fragment(function, options)

    def _run_one(self, pass_: Pass, module: Module, function: Op | None) -> None:
        if self.flags.wants("before", pass_.argument):
            self._emit("before", pass_, module, function)
        printing = self.flags.wants("after", pass_.argument)
        before = self._snapshot(module, function) if printing and self.flags.after_change else None
        if function is None:
            pass_.run_on_module(module)
        else:
            pass_.run_on_function(function, module)
        if pass_.argument == self.lose_locations:
            _lose_locations(module if function is None else function)
        if printing and (before is None or before != self._snapshot(module, function)):
            self._emit("after", pass_, module, function)

    def run(self, module: Module) -> bool:
        """Run the pipeline; False if it stopped at `break_after`."""
        for group in _groups(self.passes):
            if group[0].anchor == "builtin.module":
                (pass_,) = group
                self._run_one(pass_, module, None)
                if pass_.argument == self.break_after:
                    return False
                continue
            for function in list(module.functions):
                for pass_ in group:
                    self._run_one(pass_, module, function)
            if any(pass_.argument == self.break_after for pass_ in group):
                return False
        return True


def _lose_locations(root: Module | Op) -> None:
    """What a careless pass does: every third op (the function itself
    spared) gets `loc(unknown)`. The ops keep their origins, so the ground
    truth still knows what tracking can no longer find."""
    ops = [op for op in root.walk() if op.name != "func.func"]
    for op in ops[::3]:
        op.location = UNKNOWN


def _groups(passes: Iterable[Pass]) -> list[list[Pass]]:
    """Module passes alone; consecutive function passes together."""
    groups: list[list[Pass]] = []
    for pass_ in passes:
        if pass_.anchor == "func.func" and groups and groups[-1][0].anchor == "func.func":
            groups[-1].append(pass_)
        else:
            groups.append([pass_])
    return groups
