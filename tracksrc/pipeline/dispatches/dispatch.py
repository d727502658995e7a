"""A dispatch as tracksrc reports it: one entry point followed from the
executable that first holds it to the last stage where its code is
printed (`tracksrc.pipeline.dispatches.finding` forms them), its sources,
the host ops calling it, its files in executable dump folders, and the
dispatch it was merged into as a duplicate."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.composition.replay import Piece
from tracksrc.pipeline.dispatches.compiled_code import CodeRow
from tracksrc.pipeline.dispatches.compute_ops import COMPUTES, HELPER, MOVES
from tracksrc.pipeline.dispatches.executable_dumps import ExecutableFile
from tracksrc.pipeline.streams.stream import Stage
from tracksrc.results import JsonResult, ResultTable
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted

# How much of a diagnostic shows in the text (IREE prints whole target
# attributes in its errors).
_SHOWN = 240


def cut_line(text: str) -> str:
    """A long line cut to what a terminal shows of it."""
    return text if len(text) <= _SHOWN else text[: _SHOWN - 3] + "..."


def attributed(sources: list[Source]) -> list[Source]:
    """Of a dispatch's (or dispatch region's) source ops, those its time and
    results stand for: those it computes, or, where it computes nothing (a
    copy, a fill), those it moves data for; never those only its helpers
    name."""
    return [source for source in sources if source.role != HELPER]


# Where a dispatch's body is: (piece, position of its function, visible
# ops in it, replacements of the piece in force).
Body = tuple[Piece, int, int, int]


@dataclass
class Source:
    """A source op a dispatch's ops name: its location, the op types the
    input program has there, and the role of the ops naming it
    (`tracksrc.pipeline.dispatches.compute_ops`): the dispatch `computes`
    it, or only its `helper` ops (`carried_by`: their types) name it, or
    the dispatch computes nothing and `moves` data for it. `kind` is the
    op type the source op is (the last op of the input there)."""

    where: str
    types: list[str]
    role: str = COMPUTES
    carried_by: list[str] = field(default_factory=list)
    kind: str = ""

    def __str__(self) -> str:
        return f"{self.where} {', '.join(self.types) or '(not in the input)'}"

    def line(self) -> str:
        """The source op in a line of `dispatches`: what the dispatch does
        with it, where it is, its types."""
        if self.role == COMPUTES:
            return f"computes {self}"
        if self.role == MOVES:
            return f"moves data for {self}"
        return f"helper ops ({', '.join(self.carried_by)}) carry {self}"

    def json_data(self) -> dict[str, Any]:
        """`where`, `types`, `role`, `carried_by`, `kind`."""
        return {
            "where": self.where,
            "types": self.types,
            "role": self.role,
            "carried_by": self.carried_by,
            "kind": self.kind,
        }

    @classmethod
    def from_json_data(cls, data: dict[str, Any]) -> Source:
        """A source from `json_data`."""
        return cls(
            str(data["where"]),
            [str(t) for t in data["types"]],
            str(data["role"]),
            [str(t) for t in data["carried_by"]],
            str(data["kind"]),
        )


@dataclass
class Dispatch:
    """One entry point (see the module docstring)."""

    name: str
    executable: str
    names: list[str]
    executables: list[str]
    kinds: list[str]
    first_stage: int
    last_stage: int
    size: int
    sources: list[Source] = field(default_factory=list)
    hosts: list[str] = field(default_factory=list)
    # The executables it ended in: one, or one per target of a compile for
    # several (`finding._hold`; `executable` is the last it entered).
    held_in: list[str] = field(default_factory=list)
    # The dispatch its executable was merged into as a duplicate, and the
    # stage where it was (`tracksrc.pipeline.dispatches.merging`).
    merged_into: str = ""
    merged_at: int = -1
    # The failure of a pass on it, as plain data
    # (`tracksrc.pipeline.store.queries.failures.Failure.json_data`), if one did.
    failure: dict[str, Any] | None = None
    # Its files in executable dump folders, when they were given, and its
    # functions in the code there (LLVM IR, assembly, the shipped binary).
    files: list[ExecutableFile] = field(default_factory=list)
    code: list[CodeRow] = field(default_factory=list)
    # Where the body was last seen, for sources at another stage; the last
    # stage the dispatch was seen at, where its host ops are looked for.
    _body: Body | None = field(default=None, repr=False)
    _last_seen: Stage | None = field(default=None, repr=False)

    @classmethod
    def from_json_data(cls, data: dict[str, Any]) -> Dispatch:
        """A dispatch from `json_data` (its files left out); ValueError if it
        is not one."""
        try:
            names = [str(name) for name in data["names"]]
            executables = [str(name) for name in data["executables"]]
            kinds = [str(kind) for kind in data["kinds"]]
            sources = [Source.from_json_data(source) for source in data["source_records"]]
            return cls(
                str(data["name"]),
                str(data["executable"]),
                names,
                executables,
                kinds,
                int(data["first_stage"]),
                int(data["last_stage"]),
                int(data["size"]),
                sources=sources,
                hosts=[str(host) for host in data["hosts"]],
                held_in=[str(name) for name in data["held_in"]],
                merged_into=str(data["merged_into"]),
                merged_at=int(data["merged_at"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a dispatch ({exc})") from None

    def json_data(self) -> dict[str, Any]:
        """The dispatch as plain data."""
        return {
            "name": self.name,
            "executable": self.executable,
            "names": self.names,
            "executables": self.executables,
            "held_in": self.held_in,
            "kinds": self.kinds,
            "first_stage": self.first_stage,
            "last_stage": self.last_stage,
            "size": self.size,
            "sources": [source.where for source in self.computed],
            "source_types": {source.where: source.types for source in self.sources},
            "source_records": [source.json_data() for source in self.sources],
            "hosts": self.hosts,
            "merged_into": self.merged_into,
            "merged_at": self.merged_at,
            "failure": self.failure,
            "files": [
                {"kind": item.kind, "path": str(item.path), "line": item.line_of(self.names)}
                for item in self.files
            ],
            "code": [row.json_data() for row in self.code],
        }

    @property
    def computed(self) -> list[Source]:
        """The source ops its time and results stand for (`attributed`)."""
        return attributed(self.sources)

    def file(self, kind: str) -> Path:
        """Its first dump file of `kind` (`source`, `configuration`,
        `benchmark`, `intermediate`, `binary`); a clear error if none."""
        for item in self.files:
            if item.kind == kind:
                return item.path
        kinds = ", ".join(dict.fromkeys(item.kind for item in self.files)) or "none"
        raise TracksrcError(
            f"tracksrc: error: {visible_line(self.name)} has no {visible_line(kind)} file in the "
            f"executable dumps given (kinds it has: {kinds})"
        )

    def _held_text(self) -> str:
        """`executable @e`, or `executables @a, @b` for a dispatch linked
        into one per target."""
        held = self.held_in or [self.executable]
        names = ", ".join(visible_line(name) for name in held)
        return f"executable{'s' if len(held) > 1 else ''} {names}"

    def __str__(self) -> str:
        lines = [
            f"{visible_line(self.name)}  ({self._held_text()}; "
            f"stages {self.first_stage}-{self.last_stage}; {counted(self.size, 'op')} at stage "
            f"{self.last_stage})"
        ]
        if self.failure is not None:
            lines.append(
                f"  FAILED: {visible_line(str(self.failure['pass']))} at stage "
                f"{self.failure['stage']}"
            )
            lines += [
                f"    {visible_line(cut_line(str(text)))}" for text in self.failure["diagnostics"]
            ]
        if len(self.names) > 1:
            lines.append("  named " + " -> ".join(visible_line(name) for name in self.names))
        lines.append("  as " + " -> ".join(self.kinds))
        for source in self.sources:
            lines.append(f"  {visible_line(source.line())}")
        for host in self.hosts:
            lines.append(f"  dispatched by {visible_line(host)}")
        if self.merged_into:
            lines.append(
                f"  deduplicated into {visible_line(self.merged_into)} at stage {self.merged_at}: "
                "its ops' code from then on is that dispatch's"
            )
        for item in self.files:
            lines.append(f"  {item.kind:<13} {visible_line(item.where(self.names))}")
        for row in self.code:
            lines.append(
                f"  {'code':<13} {visible_line(Path(row.file).name)}:{row.span}  "
                f"{counted(row.count, row.kind + ' instruction')}"
            )
        return "\n".join(lines)


class Dispatches(JsonResult, list[Dispatch]):
    """The dispatches of a pipeline, in the order they first appear."""

    def __init__(self, items: list[Dispatch], stage: Stage | None, regions: int = 0) -> None:
        super().__init__(items)
        self.stage = stage
        self.regions = regions
        # The merges of duplicates found while forming them (not kept with
        # the list: the query store keeps what it needs of them).
        self.merges: list[Merge] = []

    def json_data(self) -> list[dict[str, Any]]:
        """A list of dispatches, each with at least `name` and `sources`."""
        return [item.json_data() for item in self]

    def table(self) -> ResultTable:
        """One row per dispatch (CSV, pandas)."""
        title = "dispatches" + (f" at stage {self.stage.number}" if self.stage else "")
        return ResultTable(
            title,
            ("name", "executable", "first_stage", "last_stage", "ops", "sources", "hosts"),
            [
                (
                    item.name,
                    item.executable,
                    item.first_stage,
                    item.last_stage,
                    item.size,
                    " ".join(source.where for source in item.computed),
                    len(item.hosts),
                )
                for item in self
            ],
        )

    def __str__(self) -> str:
        if not self:
            where = f" at stage {self.stage.number}" if self.stage else ""
            note = (
                f"; {self.regions} dispatch regions not yet outlined into executables"
                if self.regions
                else ""
            )
            return f"(no dispatches{where}{note})"
        failed = [
            f"FAILED: {visible_line(str(item.failure['pass']))} at stage "
            f"{item.failure['stage']} on {visible_line(item.name)}"
            for item in self
            if item.failure is not None
        ]
        listed = "\n\n".join(str(item) for item in self)
        return "\n".join(failed) + "\n\n" + listed if failed else listed

    def __repr__(self) -> str:
        return str(self)

    def find(self, name: str) -> Dispatch:
        """The dispatch named `name` (any name it had, export or
        executable, with or without `@`); a clear error otherwise."""
        wanted = name if name.startswith("@") else "@" + name
        for item in self:
            if wanted in item.names or wanted in item.executables:
                return item
        known = ", ".join(item.name for item in self[:8])
        raise TracksrcError(
            f"tracksrc: error: no dispatch {visible_line(name)!r}"
            + (f"; dispatches: {visible_line(known)}" if known else "")
        )


@dataclass
class Merge:
    """`vanished` was merged into `kept` as a duplicate at `stage`
    (`tracksrc.pipeline.dispatches.merging`); `pairs` are the (stack set of
    the vanished op, stack set of the kept op) of the bodies' ops paired in
    order (stack set numbers of the tracker's table)."""

    vanished: Dispatch
    kept: Dispatch
    stage: int
    pairs: set[tuple[int, int]] = field(default_factory=set)
