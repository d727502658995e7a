"""What a pane shows: a document, read on the server and sent by range.

A document is one of
- `a.s.N`: stage N of run `a` (or `b`) as printed, header included: the
  stage's text read by range and its `OperationIndex` (`Stage.op_index`,
  the index `tracksrc track` reads), its rows the stream's lines from the
  stage's header on;
- `a.p.N`: the whole program of run `a` after stage N, as `tracksrc
  program --stage N` writes it (`Program.text`), and that text's index;
- `f.K`: the K-th source file the streams' locations name that is on disk
  (`tracksrc.view.sources`): the input `.mlir`, Python source, ...;
- `a.c.K`: the K-th code file (LLVM IR, assembly) of run `a`'s executable
  dump folders (`tracksrc.view.code`), its lines as the code readers
  number them.

A pane asks for windows of rows (`window`: the lines and their colours);
the browser never holds a whole document, let alone the stream. Clicking
finds the innermost op at a row and column (`op_at`); an op is shown by
its rows (`op_rows`); regions fold (`folds`); a pane searches its
document (`search`).
"""

from __future__ import annotations

import bisect
import itertools
import re
from array import array
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.safe_text import visible, visible_line
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.view.tokens import shown_line, token_spans

# Run names: the stream, and the second run given.
RUNS = ("a", "b")
# At most this many rows are sent at once, and found by a search.
LONGEST_WINDOW = 2000
MOST_FOUND = 5000

_KEY = re.compile(r"(?:([ab])\.([spc])|(f))\.(\d{1,9})")


@dataclass(frozen=True)
class DocKey:
    """Names a document: `kind` (`s` a stage as printed, `p` the whole
    program after a stage, `f` a source file, `c` a code file of a run's
    dump folders), `run` (`a`, `b`; "" for a source file) and `number`
    (the stage's, the file's)."""

    kind: str
    run: str
    number: int

    @classmethod
    def parse(cls, text: str) -> DocKey:
        """A key as pages write it (`a.s.46`, `b.p.900`, `f.0`, `a.c.3`); a
        clear error for anything else."""
        found = _KEY.fullmatch(text)
        if found is None:
            raise TracksrcError(
                f"tracksrc: error: no such document {visible_line(text)[:80]!r}: expected "
                "RUN.s.STAGE, RUN.p.STAGE, RUN.c.FILE (RUN a or b) or f.FILE"
            )
        if found.group(3):
            return cls("f", "", int(found.group(4)))
        return cls(found.group(2), found.group(1), int(found.group(4)))

    def __str__(self) -> str:
        if self.kind == "f":
            return f"f.{self.number}"
        return f"{self.run}.{self.kind}.{self.number}"


def line_starts(text: str) -> array[int]:
    """The offset where each line of `text` starts."""
    starts = array("q", [0])
    starts.extend(itertools.accumulate(map((1).__add__, map(len, text.split("\n")))))
    starts.pop()
    return starts


class Document:
    """A text a pane shows (see the module docstring): its rows, the
    number shown for its first row, the language it is coloured as, and
    its ops (`index`: built when first asked, by `indexer`; None for a
    source or code file), and, for a code file, what it holds (`about`,
    asked with its structure: the run's code read). A pane shows the text
    before the ops are known: reading a stage by range takes milliseconds,
    parsing it a fifth of a second a MB."""

    def __init__(
        self,
        key: DocKey,
        title: str,
        text: str,
        first_line: int,
        language: str,
        indexer: Callable[[], OperationIndex | None] | None = None,
        about: Callable[[], dict[str, Any]] | None = None,
    ) -> None:
        self.key = key
        self.title = title
        self.text = text
        self.first_line = first_line
        self.language = language
        self._indexer = indexer
        self._about = about
        self._index: OperationIndex | None = None
        self.starts = line_starts(text)
        # The ops a click can land on (printed ones), by where they start.
        self._clickable: list[OperationInfo] = []
        self._click_starts: list[int] = []

    @property
    def index(self) -> OperationIndex | None:
        """The document's ops, indexed when first asked for (on the thread
        that opened the pipelines)."""
        if self._indexer is not None:
            indexer, self._indexer = self._indexer, None
            self._index = indexer()
            if self._index is not None:
                self._clickable = sorted(
                    (
                        info
                        for info in self._index.infos
                        if not info.op.implicit and not info.op.materialized
                    ),
                    key=lambda info: info.op.start,
                )
                self._click_starts = [info.op.start for info in self._clickable]
                if self._index.infos and self._index.infos[0].op.source.text == self.text:
                    self.text = self._index.infos[0].op.source.text  # (one copy kept)
        return self._index

    @property
    def rows(self) -> int:
        """How many rows (lines) it has."""
        return len(self.starts)

    @property
    def size(self) -> int:
        """Its length in characters."""
        return len(self.text)

    def line(self, row: int) -> str:
        """The text of row `row` (from 0), without its newline."""
        end = self.starts[row + 1] - 1 if row + 1 < len(self.starts) else len(self.text)
        return self.text[self.starts[row] : end]

    def row_of(self, offset: int) -> int:
        """The row holding character `offset`."""
        return max(0, bisect.bisect_right(self.starts, offset) - 1)

    def describe(self) -> dict[str, Any]:
        """What a pane needs to lay the document out: its key, title,
        rows, the number of its first row and its language (its folds
        come apart: `structure`)."""
        return {
            "doc": str(self.key),
            "title": self.title,
            "rows": self.rows,
            "first_line": self.first_line,
            "language": self.language,
        }

    def structure(self) -> dict[str, Any]:
        """What knowing its ops adds (indexing it now): its folds, how many
        ops it holds, and the rows of the printed ops whose location is
        unknown (`loc(unknown)`, or none: nothing can be followed from
        them), which a pane marks; for a code file, `about`."""
        index = self.index
        return {
            "doc": str(self.key),
            "folds": self.folds(),
            "ops": 0 if index is None else len(index),
            "unknown": sorted(
                {self.row_of(info.op.name_offset) for info in self._clickable if not info.stacks}
            ),
            "about": None if self._about is None else self._about(),
        }

    def window(self, start: int, end: int) -> dict[str, Any]:
        """Rows `start` to `end` (exclusive, at most `LONGEST_WINDOW`): their
        text, their token spans (`tracksrc.view.tokens`), and, for a row cut
        short, its whole length."""
        if start < 0 or end < start:
            raise TracksrcError(f"tracksrc: error: rows {start}-{end}: not a range of rows")
        end = min(end, start + LONGEST_WINDOW, self.rows)
        shown: list[str] = []
        cut: dict[int, int] = {}
        for row in range(start, end):
            # (control characters made visible, as everywhere tracksrc shows a dump)
            text, length = shown_line(visible(self.line(row)))
            shown.append(text)
            if length:
                cut[row] = length
        return {
            "doc": str(self.key),
            "start": start,
            "lines": shown,
            "tokens": token_spans(shown, self.language),
            "cut": cut,
        }

    def folds(self) -> list[list[int]]:
        """The regions that fold: `[first row, last row]` of each region of
        more than one row between its braces."""
        index = self.index
        if index is None:
            return []
        found = []
        for info in index.infos:
            for region in info.op.regions:
                if region.start < 0 or region.end < 0:
                    continue
                first, last = self.row_of(region.start), self.row_of(region.end)
                if last - first >= 2:
                    found.append([first, last])
        return found

    def op_at(self, row: int, column: int) -> OperationInfo | None:
        """The innermost printed op whose text holds row `row`, column
        `column` (characters, from 0), or None."""
        if not 0 <= row < self.rows or self.index is None:
            return None  # (the index built now, if it was not)
        offset = self.starts[row] + max(0, min(column, len(self.line(row))))
        at = bisect.bisect_right(self._click_starts, offset) - 1
        info: OperationInfo | None = self._clickable[at] if at >= 0 else None
        while info is not None:
            op = info.op
            if not op.implicit and not op.materialized and op.start <= offset < op.end:
                return info
            info = info.parent
        return None

    def op_rows(self, info: OperationInfo) -> dict[str, Any]:
        """An op as a pane marks it: its id and type; `first` to `head`, the
        rows of its own text up to its first region, and `last`, the row it
        ends on (its regions between them); `name`, the row and column of
        its name; whether its location is `fused` from several sources or
        `unknown`; `added` for an op MLIR's parser adds (an implicit
        terminator: marked where MLIR puts it)."""
        op = info.op
        name_row = self.row_of(op.name_offset)
        if op.materialized or op.implicit:
            first = head = last = name_row
        else:
            first = self.row_of(op.start)
            last = self.row_of(max(op.start, op.end - 1))
            region = next((region for region in op.regions if region.start >= 0), None)
            head = last if region is None else self.row_of(region.start)
        stacks = info.stacks
        return {
            "id": info.unique_id,
            "type": info.op_name,
            "first": first,
            "head": head,
            "last": last,
            "name": [name_row, op.name_offset - self.starts[name_row]],
            "fused": len(stacks) > 1,
            "unknown": not stacks,
            "added": op.materialized,
        }

    def search(self, query: str) -> dict[str, Any]:
        """The rows holding `query` (any case), at most `MOST_FOUND`."""
        if not query:
            return {"doc": str(self.key), "rows": [], "more": False}
        rows: list[int] = []
        for found in re.finditer(re.escape(query), self.text, re.IGNORECASE):
            row = self.row_of(found.start())
            if not rows or rows[-1] != row:
                rows.append(row)
                if len(rows) > MOST_FOUND:
                    return {"doc": str(self.key), "rows": rows[:MOST_FOUND], "more": True}
        return {"doc": str(self.key), "rows": rows, "more": False}
