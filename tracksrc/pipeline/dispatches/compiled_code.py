"""The code a compile wrote below MLIR, found and read: LLVM IR and
assembly in files or folders (IREE's executable dump folders, a Triton
cache), or in the dump folders a compile stream names, ordered as the
compiler made them, read (`tracksrc.reading.machine`) and indexed by
source (`tracksrc.tracking.code_index`) through the stream's remap and
the MLIR files beside the code (`tracksrc.tracking.snapshots`). What was
read is kept in the process for the next question."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.extras import installed
from tracksrc.pipeline.dispatches.executable_dumps import dump_folders_of
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.reading.files import without_compression_suffix
from tracksrc.reading.locations import SourceReMap
from tracksrc.reading.machine.code import CodeFile
from tracksrc.reading.machine.formats import read_code
from tracksrc.reading.machine.llvm_stream import LLVMStream, holds_prints, scan_llvm_stream
from tracksrc.reading.machine.text_lines import head_text
from tracksrc.results import examples
from tracksrc.safe_text import visible_line
from tracksrc.tracking.code_index import CodeIndex
from tracksrc.tracking.provenance import Stack
from tracksrc.tracking.snapshots import SNAPSHOT_SUFFIXES, follow_snapshots

# What a folder holds that is code (IREE's dumps keep `.ll` at three
# points: linked, optimized, codegen; Triton's cache `.llir`).
CODE_SUFFIXES = (".s", ".S", ".asm", ".ptx", ".amdgcn", ".rocmasm", ".ll", ".llir")
# Machine code as shipped: ELF shared objects and objects (an object whose
# shared object is beside it is the same code before linking: left out).
BINARY_SUFFIXES = (".so", ".o")
# IREE's dumped LLVM IR files, in the order the compiler writes them.
_STAGES = ("linked", "optimized", "codegen")

CodeArgument = str | Path | CodeFile | Iterable[str | Path | CodeFile]


@dataclass(frozen=True)
class CompiledCode:
    """Code read and indexed: the index, its files in pipeline order, and
    the remap its locations were read through."""

    index: CodeIndex
    files: list[CodeFile]
    remap: SourceReMap | None
    # What was found but not read, and why (binaries without the
    # `machine` extra).
    notes: tuple[str, ...] = ()
    # Streams of LLVM's prints among the files (read print by print:
    # `tracksrc.pipeline.dispatches.llvm_history`).
    streams: tuple[LLVMStream, ...] = ()


# The indexes built last, by what they were built from (files with their
# sizes and times, the remap): the shell, the MCP server and the view ask
# again and again of the same code.
_INDEXES: OrderedDict[tuple[object, ...], CompiledCode]
_INDEXES = OrderedDict()
_KEPT = 4


def code_index(
    code: CodeArgument | None = None,
    *,
    stream: str | Path | Pipeline | None = None,
    remap: SourceReMap | None = None,
    kind: str | None = None,
) -> CompiledCode:
    """The code of `code` or of `stream`'s dump folders, read, in pipeline
    order, and indexed by source through `remap` (or the stream's) and
    the snapshots among the folders; kept for the next question."""
    pipeline = open_pipeline(stream) if isinstance(stream, (str, Path)) else stream
    if pipeline is not None and remap is None:
        remap = pipeline.remap
    if code is None:
        if pipeline is None:
            raise TracksrcError("tracksrc: error: give the code (files or folders) or a --stream")
        code = dump_folders_of(pipeline)
        if not code:
            raise TracksrcError(
                "tracksrc: error: the stream names no executable dump folder that was found: "
                "compile with --iree-hal-dump-executable-files-to=DIR, or give the code"
            )
    given = [code] if isinstance(code, (str, Path, CodeFile)) else list(code)
    paths = [item for item in given if not isinstance(item, CodeFile)]
    found_code, snapshots = code_files(paths)
    key = (
        tuple(_file_state(path) for path in found_code),
        tuple(id(item) for item in given if isinstance(item, CodeFile)),
        id(remap),
        kind,
    )
    if key in _INDEXES:
        _INDEXES.move_to_end(key)
        return _INDEXES[key]
    named = {Path(path) for path in paths if Path(path).is_file()}
    notes: tuple[str, ...] = ()
    binaries = [path for path in found_code if path not in named and _is_binary(path)]
    if binaries and not installed("elftools", "capstone"):
        # Found in a folder: the shipped code is read when the extra is
        # there, the text code answers without it.
        notes = (
            f"{len(binaries)} binaries not read ({examples([p.name for p in binaries], 3)}): "
            "reading shipped machine code needs pip install 'tracksrc[machine]'",
        )
        found_code = [path for path in found_code if path not in binaries]
    streams = tuple(
        scanned
        for path in found_code
        if not _is_binary(path) and (scanned := _stream(path)) is not None
    )
    in_streams = {scanned.path for scanned in streams}
    files = sorted(
        [item for item in given if isinstance(item, CodeFile)]
        + [
            read_code(path, kind if path in named else None)
            for path in found_code
            if path not in in_streams
        ],
        key=pipeline_order,
    )
    if not files and not streams:
        raise TracksrcError(
            "tracksrc: error: no code given: assembly (.s, .ptx, .amdgcn, .rocmasm) or LLVM "
            "IR (.ll, .llir), or a folder holding them (IREE's executable dumps, a Triton cache)"
        )
    if snapshots and (remap is None or remap.snapshots is None):
        remap = follow_snapshots(remap, snapshots)
    _INDEXES[key] = CompiledCode(CodeIndex(files, remap), files, remap, notes, streams)
    while len(_INDEXES) > _KEPT:
        _INDEXES.popitem(last=False)
    return _INDEXES[key]


def _file_state(path: Path) -> tuple[str, int, int]:
    state = path.stat()
    return str(path.resolve()), state.st_size, state.st_mtime_ns


def code_files(paths: Iterable[str | Path]) -> tuple[list[Path], list[Path]]:
    """The code files and the MLIR files (snapshots) among `paths`, folders
    listed in order of their files' names."""
    code: list[Path] = []
    mlir: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_file():
            # A file named is code, whatever its name: its reader says
            # when it is none.
            code.append(path)
            continue
        if not path.is_dir():
            shown = visible_line(str(path))
            raise TracksrcError(f"tracksrc: error: {shown}: no such file or folder")
        for item in sorted(p for p in path.rglob("*") if p.is_file()):
            name = without_compression_suffix(item.name)
            if name.endswith(CODE_SUFFIXES) or (
                name.endswith(BINARY_SUFFIXES)
                and not (name.endswith(".o") and item.with_name(name[:-2] + ".so").exists())
            ):
                code.append(item)
            elif name.endswith(SNAPSHOT_SUFFIXES):
                mlir.append(item)
    return code, mlir


def _stream(path: Path) -> LLVMStream | None:
    """The file scanned as a stream of prints, when it is one (several
    LLVM prints, or MLIR stages and LLVM prints); None for one module."""
    if not holds_prints(head_text(path)):
        return None
    scanned = scan_llvm_stream(path)
    several = len(scanned.prints) > 1 or any(text.kind == "MLIR" for text in scanned.outside)
    return scanned if several else None


def _is_binary(path: Path) -> bool:
    return without_compression_suffix(path.name).endswith(BINARY_SUFFIXES)


def pipeline_order(code: CodeFile) -> tuple[int, str]:
    """Where a code file stands in the pipeline below MLIR: LLVM IR before
    assembly, IREE's dumped IR in the order it is written (linked,
    optimized, codegen), the shipped machine code last."""
    if code.addressed:
        return len(_STAGES) + 2, code.path
    if code.kind != "LLVM IR":
        return len(_STAGES) + 1, code.path
    name = Path(code.path).name
    rank = next((n for n, stage in enumerate(_STAGES) if f".{stage}." in name), len(_STAGES))
    return rank, code.path


@dataclass(frozen=True)
class CodeRow:
    """What of a source op one function of one code file holds: how many
    instructions, from which line to which."""

    file: str
    kind: str
    function: str
    count: int
    first_line: int
    last_line: int
    # Machine code read from a binary: the lines are addresses.
    addressed: bool = False

    @property
    def span(self) -> str:
        """`first-last`, in hex where the lines are addresses."""
        if self.addressed:
            return f"0x{self.first_line:x}-0x{self.last_line:x}"
        return f"{self.first_line}-{self.last_line}"

    def json_data(self) -> dict[str, object]:
        """The row as JSON: its fields by name."""
        return vars(self).copy()


def code_rows(pipeline: Pipeline, stacks: Iterable[Stack]) -> tuple[list[CodeRow], list[str]]:
    """What the code in `pipeline`'s dump folders holds of the source
    positions `stacks` start at (their innermost frames), per file in
    pipeline order and function, and notes (code that could not be read
    is said, never the reason a query fails); nothing when the folders
    hold no code."""
    folders = dump_folders_of(pipeline)
    if not folders or not code_files(folders)[0]:
        return [], []
    try:
        compiled = code_index(folders, remap=pipeline.remap)
    except TracksrcError as problem:
        return [], [f"the code of the dump folders was not read: {problem}"]
    lines: dict[tuple[str, str], set[int]] = {}
    for frame in {stack[0] for stack in stacks if stack}:
        for item in compiled.index.matching(frame):
            lines.setdefault((item.code.path, item.instruction.function), set()).add(
                item.instruction.line
            )
    by_path = {code.path: code for code in compiled.files}
    order = {code.path: number for number, code in enumerate(compiled.files)}
    rows = [
        CodeRow(
            path,
            by_path[path].kind,
            function,
            len(found),
            min(found),
            max(found),
            by_path[path].addressed,
        )
        for (path, function), found in lines.items()
    ]
    rows.sort(key=lambda row: (order[row.file], row.first_line))
    return rows, []


def function_rows(pipeline: Pipeline, names: Iterable[str]) -> list[CodeRow]:
    """The functions named `names` (a dispatch's export names) in the code
    of `pipeline`'s dump folders, per file in pipeline order: how many
    instructions, from which line (address) to which; nothing when the
    folders hold no code or it cannot be read (`code_rows` says why)."""
    folders = dump_folders_of(pipeline)
    if not folders or not code_files(folders)[0]:
        return []
    try:
        compiled = code_index(folders, remap=pipeline.remap)
    except TracksrcError:
        return []
    wanted = {name.removeprefix("@") for name in names}
    return [
        CodeRow(code.path, code.kind, name, len(body), body[0].line, body[-1].line, code.addressed)
        for code in compiled.files
        for name, body in code.functions.items()
        if name in wanted and body
    ]
