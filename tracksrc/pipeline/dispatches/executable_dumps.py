"""IREE's executable dump folders, read and joined to a pipeline's
dispatches.

`iree-compile --iree-hal-dump-executable-{sources,configurations,benchmarks,
intermediates,files}-to=DIR` writes, per executable (IREE's names; `module`
is the module's name, `module` when it has none):

- `module_EX.mlir` (sources): the `hal.executable` as code generation
  receives it, located in the input;
- `configured_module_EX.mlir` (configurations): after lowering strategies
  are chosen, located in the sources file;
- `module_EX_VARIANT_benchmark.mlir` (benchmarks): a module that dispatches
  each export alone, for `iree-benchmark-module`, located in the input;
- `module_EX_VARIANT.codegen.ll`, `.linked.ll`, `.optimized.ll`, `.bc`, `.s`,
  `.o` (intermediates) and `.so` (files), for the executables as linked
  (`@module_linked`): LLVM IR and assembly define one function per export.

A file belongs to a dispatch when it defines one of the dispatch's export
names (MLIR: `hal.executable.export`; LLVM IR: `define ... @name(`;
assembly: `name:`; PTX: `.entry name`), or, for a binary, when it shares
its name up to the first dot with such a file, or ends with one of the
dispatch's executables and a variant. Names are read line by line from the
files' text (nothing is parsed: a dump folder of a large model holds
hundreds of MB); `parse_file` reads one when it is opened, and
`--executable-dumps` follows the locations of the configurations and of the
stream after the dump into the sources (see `tracksrc.tracking.snapshots`).
"""

from __future__ import annotations

import logging
import re
import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from tracksrc.pipeline.dispatches.triton_kernels import program_kernel_folders
from tracksrc.pipeline.streams.dump_folders import missing_folders_text
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.reading.files import read_file
from tracksrc.results import JsonResult, ResultTable
from tracksrc.safe_text import visible_line
from tracksrc.tracking.snapshots import LocationSnapshots

logger = logging.getLogger("tracksrc.pipeline.dispatches.executable_dumps")

_SYMBOL = r'@(?:"(?:[^"\\]|\\.)*"|[\w$.-]+)'
# Pretty form (`hal.executable private @ex {`) and generic form
# (`"hal.executable"() <{sym_name = "ex", ...`).
_HAL_SYMBOL = re.compile(
    rf"^[ \t]*hal\.executable(?P<what>\.variant|\.export)?\s+(?:\w+\s+)*?(?P<name>{_SYMBOL})"
    rf'|^[ \t]*"hal\.executable(?P<gwhat>\.variant|\.export)?"\(.*?sym_name = "(?P<gname>[^"]*)"',
    re.MULTILINE,
)
# Function definitions of text intermediates, by format.
_DEFINITIONS = {
    ".ll": re.compile(r'^define\b[^@\n]*@(?P<name>"[^"]*"|[\w$.-]+)\(', re.MULTILINE),
    # Labels, not assembler-local ones (`.LBB0_1:`).
    ".s": re.compile(r'^(?P<name>"[^"\n]*"|[\w$][\w$.]*):', re.MULTILINE),
    ".ptx": re.compile(r"^[ \t]*(?:\.visible[ \t]+)?\.entry[ \t]+(?P<name>[\w$.]+)", re.MULTILINE),
}
_BINARY_SUFFIXES = frozenset({".so", ".dll", ".dylib", ".spv", ".hsaco", ".cubin", ".fb", ".vmfb"})
_INTERMEDIATE_SUFFIXES = frozenset({".ll", ".bc", ".s", ".o", ".ptx", ".obj"})


@dataclass
class ExecutableFile:
    """One file of a dump folder and the names it defines.

    `kind` is `source`, `configuration`, `benchmark`, `intermediate`,
    `binary` or `other`; `defines` maps each name defined in it (with `@`:
    entry points of MLIR files, functions and labels of LLVM IR, assembly
    and PTX) to the 1-based line of its definition."""

    path: Path
    kind: str
    executables: list[str] = field(default_factory=list)
    variants: list[str] = field(default_factory=list)
    defines: dict[str, int] = field(default_factory=dict)

    @property
    def stem(self) -> str:
        """The file name up to its first dot (files of one linked
        executable share it)."""
        return self.path.name.split(".", 1)[0]

    def line_of(self, names: Iterable[str]) -> int | None:
        """The line where the first of `names` is defined here, if any."""
        for name in names:
            line = self.defines.get(name)
            if line is not None:
                return line
        return None

    def where(self, names: Iterable[str]) -> str:
        """`path:line` of the first of `names` defined here, else `path`."""
        line = self.line_of(names)
        return str(self.path) if line is None else f"{self.path}:{line}"


def _kind(path: Path) -> str:
    name = path.name
    if path.suffix == ".mlir":
        if name.endswith("_benchmark.mlir"):
            return "benchmark"
        if name.startswith("configured_"):
            return "configuration"
        return "source"
    if path.suffix in _INTERMEDIATE_SUFFIXES:
        return "intermediate"
    if path.suffix in _BINARY_SUFFIXES:
        return "binary"
    return "other"


def _symbol(text: str) -> str:
    if text.startswith('@"') and text.endswith('"'):
        return "@" + text[2:-1]
    return text


def read_executable_file(path: Path) -> ExecutableFile:
    """One dump file and the names it defines (its text searched, not
    parsed; binaries are not read)."""
    found = ExecutableFile(path, _kind(path))
    pattern = _HAL_SYMBOL if path.suffix == ".mlir" else _DEFINITIONS.get(path.suffix)
    if pattern is None:
        return found
    # Dump files are the compiler's own output; bytes that are not UTF-8
    # (a binary under a text suffix) cannot spell a name.
    text = read_file(path).data.decode("utf-8", errors="replace")
    line, counted = 1, 0
    for match in pattern.finditer(text):
        line += text.count("\n", counted, match.start())
        counted = match.start()
        if path.suffix != ".mlir":
            what, name = ".export", _symbol("@" + match.group("name"))
        else:
            what = match.group("what") or match.group("gwhat") or ""
            name = _symbol(match.group("name") or "@" + (match.group("gname") or ""))
        if what == ".export":
            found.defines.setdefault(name, line)
        elif what == ".variant":
            if name not in found.variants:
                found.variants.append(name)
        elif name not in found.executables:
            found.executables.append(name)
    return found


class ExecutableDumps(JsonResult, list[ExecutableFile]):
    """The files of executable dump folders, in name order."""

    def json_data(self) -> list[dict[str, Any]]:
        """One object per file: path, kind, executables, variants and the
        entry points it defines (name -> line)."""
        return [
            {
                "path": str(item.path),
                "kind": item.kind,
                "executables": item.executables,
                "variants": item.variants,
                "entry_points": self.entry_points_of(item),
            }
            for item in self
        ]

    def table(self) -> ResultTable:
        """One row per file (CSV, pandas)."""
        return ResultTable(
            "executable dump files",
            ("path", "kind", "executables", "entry_points"),
            [
                (
                    str(item.path),
                    item.kind,
                    " ".join(item.executables),
                    " ".join(self.entry_points_of(item)),
                )
                for item in self
            ],
        )

    def __str__(self) -> str:
        if not self:
            return "(no executable dump files)"
        lines = []
        for item in self:
            names = " ".join(self.entry_points_of(item))
            lines.append(f"{item.kind:<13} {visible_line(str(item.path))}  {visible_line(names)}")
        return "\n".join(line.rstrip() for line in lines)

    def __repr__(self) -> str:
        return str(self)

    @cached_property
    def entry_points(self) -> set[str]:
        """Every export name (`hal.executable.export`) the MLIR files define."""
        return {
            name
            for item in self
            if item.path.suffix == ".mlir"
            for name in item.defines
            if name not in item.executables
        }

    def entry_points_of(self, item: ExecutableFile) -> dict[str, int]:
        """The entry points `item` defines (name -> line): its exports, or
        the functions of an intermediate that are exports somewhere."""
        if item.path.suffix == ".mlir":
            return {
                name: line for name, line in item.defines.items() if name not in item.executables
            }
        known = self.entry_points
        return {name: line for name, line in item.defines.items() if name in known}

    @cached_property
    def variants(self) -> set[str]:
        """Every variant name the MLIR files define."""
        return {variant for item in self for variant in item.variants}

    def files_of(self, names: Iterable[str], executables: Iterable[str]) -> list[ExecutableFile]:
        """The files of one dispatch: its export `names`, its `executables`
        (all with `@`), in kind order (sources first)."""
        names = set(names)
        executables = [name.lstrip("@") for name in executables]
        direct = [item for item in self if names & item.defines.keys()]
        stems = {item.stem for item in direct}
        tails = [
            f"{executable}_{variant.lstrip('@')}"
            for executable in executables
            for variant in self.variants
        ]
        found = list(direct)
        for item in self:
            if item in direct or item.kind not in ("intermediate", "binary", "other"):
                continue
            if item.stem in stems or any(
                item.stem == tail or item.stem.endswith("_" + tail) for tail in tails
            ):
                found.append(item)
        order = {kind: number for number, kind in enumerate(_KIND_ORDER)}
        return sorted(found, key=lambda item: (order.get(item.kind, len(order)), item.path.name))


_KIND_ORDER = ("source", "configuration", "benchmark", "intermediate", "binary", "other")


def read_executable_dumps(folders: Iterable[str | Path]) -> ExecutableDumps:
    """Every file of the folders (not their subfolders), with the names
    each defines; a missing folder is an error."""
    files: list[ExecutableFile] = []
    for folder in folders:
        path = Path(folder)
        if not path.is_dir():
            raise ValueError(f"{visible_line(str(path))}: not a folder")
        files.extend(
            read_executable_file(each) for each in sorted(path.iterdir()) if each.is_file()
        )
    return ExecutableDumps(files)


_FOLLOWED: weakref.WeakKeyDictionary[Pipeline, ExecutableDumps | None] = weakref.WeakKeyDictionary()


def followed_dumps(pipeline: Pipeline) -> ExecutableDumps | None:
    """The dump folders of `pipeline`: those given with `--executable-dumps`
    and those its headers name that were found, read (once per pipeline:
    the LLVM IR and assembly of a large model run to hundreds of MB); None
    if none."""
    if pipeline in _FOLLOWED:
        return _FOLLOWED[pipeline]
    folders = dump_folders_of(pipeline)
    snapshots = pipeline.remap.snapshots
    if not (isinstance(snapshots, LocationSnapshots) and snapshots.folders):
        # (Folders given by hand stand for those the headers name.)
        said = missing_folders_text(pipeline.missing_dump_folders)
        if said is not None:
            logger.warning("%s", said)
    found = _FOLLOWED[pipeline] = read_executable_dumps(folders) if folders else None
    return found


def dump_folders_of(pipeline: Pipeline) -> list[Path]:
    """The folders a compile wrote files to that were found: those given
    with `--executable-dumps` and those its headers name (a Triton cache:
    the folders of the kernels of the program read, `triton_kernels`)."""
    snapshots = pipeline.remap.snapshots
    given = snapshots.folders if isinstance(snapshots, LocationSnapshots) else []
    found = [path for path in dict.fromkeys([*given, *pipeline.dump_folders]) if path.is_dir()]
    return [each for path in found for each in program_kernel_folders(pipeline, path)]
