"""The tools of `tracksrc mcp` about what a compile became beyond its
MLIR stages: where a run's time goes (`profile`, on the profiles the
server was started with) and the LLVM IR and machine instructions of the
stream's dump folders (`instructions`). `Tools` has them as its own."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from tracksrc.analysis.instructions import instructions as instructions_query
from tracksrc.analysis.profiles.profile import profile as profile_query
from tracksrc.errors import TracksrcError
from tracksrc.mcp.arguments import Cursor, Limit, Loc, one_of
from tracksrc.mcp.paging import page
from tracksrc.mcp.served import Served
from tracksrc.pipeline.streams.stream import Pipeline


class RunTools:
    """The tools of the module docstring, over one served pipeline."""

    served: Served

    @property
    def _pipeline(self) -> Pipeline:
        return self.served.pipeline

    def profile(
        self,
        by: Annotated[
            Literal["source", "type", "dispatch", "kernel", "change"],
            Field(
                description="the rows: per source op, op type, dispatch (with its codegen "
                "facts), kernel, or per source op the time B adds (change: needs --profile-b)"
            ),
        ] = "source",
        cursor: Cursor = 0,
        limit: Limit = 20,
    ) -> dict[str, Any]:
        """Where the time of the profiles the server was started with (`--profile`,
        and `--profile-b` for the second run) goes, by source op, op type,
        dispatch or kernel, or which source ops the second run made slower
        (the table `tracksrc profile PROFILE --stream STREAM --by BY --csv` prints,
        as JSON; `--json` has the same figures): `summary` (profiles, runs, unit,
        total and matched time, notes) and `rows` ranked by time, each with its
        columns. Paged by rows; ask again with next_cursor."""
        served = self.served
        if not served.profiles:
            raise TracksrcError(
                "tracksrc: error: profile needs profiles: start the server with --profile FILE..."
            )
        if by == "change" and not served.profiles_b:
            raise TracksrcError(
                "tracksrc: error: by=change needs the second run's profiles: start the server "
                "with --compare STREAM_B --profile-b FILE..."
            )

        def answer() -> Any:
            found = profile_query(
                served.profiles,
                self._pipeline,
                compare=served.profiles_b or None,
                stream_b=served.other if served.profiles_b else None,
                jobs=1,
            )
            side = found.side_a.json_data()
            summary = {key: value for key, value in side.items() if not isinstance(value, list)}
            summary["profiles"] = side["profiles"]
            return {"summary": summary, "notes": found.notes, **found.table(by).json_data()}

        data = self.served.kept(("profile", by), answer)
        return page(data, "rows", cursor, limit, f"time by {by}", "row")

    def instructions(
        self,
        loc: Loc = None,
        at: Annotated[
            str | None,
            Field(
                description="an instruction (--at): CODE_FILE:LINE, the code file as named in "
                "the stream's dump folders (its name alone will do)"
            ),
        ] = None,
        cursor: Cursor = 0,
        limit: Limit = 50,
    ) -> dict[str, Any]:
        """Below MLIR: the LLVM IR and machine instructions a source op became
        (loc), or the source ops an instruction comes from and the MLIR ops on
        the way (at), in the code of the stream's executable dump folders
        (`tracksrc instructions --stream S --json`): `query`, `functions`
        (file, function, count, first_line, last_line), `instructions`
        (file, line, line_is_address, function, text, location, sources, stacks, through_op:
        the dumped MLIR op it comes through), `hops`, `notes`. Paged by
        instructions; ask again with next_cursor."""
        one_of(loc=loc, at=at)
        pipeline = self._pipeline
        data = self.served.kept(
            ("instructions", loc, at),
            lambda: instructions_query(loc=loc, at=at, stream=pipeline).json_data(),
        )
        return page(
            data, "instructions", cursor, limit, f"instructions of {loc or at}", "instruction"
        )
