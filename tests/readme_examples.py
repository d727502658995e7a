"""README's examples as the tests run them, and those of the pages README
links to under `docs/` (`documents`: README's first, the pages in the
order of its links).

An example is a `$ COMMAND` line of a code block (a trailing backslash
continues it; a word starting with `#` starts a comment) and the lines
after it, up to the next `$` line or the end of the block: what the command
prints. A session is an example whose lines hold `>>>` prompts: the lines
after each prompt (and after a `... ` continuation prompt) are typed into
the shell.

What README shows is compared strictly with what the command prints
(`mismatch`, `assert_shown`): line for line, in order, trailing spaces
aside; a line that is just `...` stands for any number of lines left out,
a `...` inside a line for any text there. Shown are the lines the command
prints on stdout, or, when it prints nothing there (it writes a file, or
fails), on stderr; a session shows its stdout as a terminal does, what is
typed echoed after each prompt.

Where an example's files are, README says in its section, before it:
"run from `DIR`" (relative to the repository), with `tar xf ARCHIVE` in
the same paragraph for an archive to unpack there first. The tests run the
examples in a temporary copy of DIR (one per folder and archives, made
once per test session; an example whose section names no folder runs in
an empty one), so that nothing is written into the repository; an example
runs after the examples of its section before it that write files
(`-o FILE`). The exit status is 0 unless the paragraph just before the code
block says "exit status N"."""

from __future__ import annotations

import atexit
import codeop
import io
import os
import re
import shlex
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.mlir_counts import iree_opt

README = ROOT / "README.md"
_PAGE_LINK = re.compile(r"\]\((?P<page>docs/[\w./-]+\.md)\)")

_WHERE = re.compile(r"[Rr]un from `(?P<folder>[^`]+)`")
_ARCHIVE = re.compile(r"`tar xf (?P<archive>[^`\s]+)`")
_STATUS = re.compile(r"exit status (?P<status>\d+)")


@dataclass(frozen=True)
class Place:
    """Where a section's examples run: a folder of the repository (None:
    an empty one) and the archives unpacked in it first."""

    line: int  # the document's line of the statement (0: none)
    folder: str | None
    archives: tuple[str, ...]
    document: str = "README.md"


@dataclass(frozen=True)
class Example:
    line: int  # the document's line of its `$`
    heading: str
    command: str
    shown: tuple[str, ...]
    place: Place
    status: int
    document: str = "README.md"  # relative to the repository

    @property
    def words(self) -> list[str]:
        """The command's words, as a POSIX shell splits them (a word
        starting with `#` starts a comment)."""
        words = shlex.split(self.command)
        return next((words[:at] for at, word in enumerate(words) if word.startswith("#")), words)

    @property
    def session(self) -> bool:
        return any(line.startswith(">>>") for line in self.shown)

    @property
    def id(self) -> str:
        return f"{Path(self.document).stem}-line{self.line}-" + "-".join(self.words[:2])

    @property
    def where(self) -> str:
        """`DOCUMENT line N`, for messages."""
        return f"{self.document} line {self.line}"


@cache
def documents() -> tuple[str, ...]:
    """README and the pages it links to under `docs/`, in the order of its
    links (each once), as paths relative to the repository."""
    pages = [match["page"] for match in _PAGE_LINK.finditer(README.read_text(encoding="utf-8"))]
    return ("README.md", *dict.fromkeys(pages))


def _lines(document: str) -> list[str]:
    return (ROOT / document).read_text(encoding="utf-8").splitlines()


def _paragraphs_and_blocks(lines: list[str]) -> list[tuple[str, int, list[str], str]]:
    """README in pieces, in order: ("heading", line, [text], ""),
    ("text", first line, lines, ""), ("code", first line, lines, language)."""
    pieces: list[tuple[str, int, list[str], str]] = []
    paragraph: list[str] = []
    start = 0
    index = 0

    def flush() -> None:
        if paragraph:
            pieces.append(("text", start, list(paragraph), ""))
            paragraph.clear()

    while index < len(lines):
        line = lines[index]
        if line.startswith("```"):
            flush()
            language = line[3:].strip()
            end = index + 1
            while not lines[end].startswith("```"):
                end += 1
            pieces.append(("code", index + 2, lines[index + 1 : end], language))
            index = end + 1
            continue
        if line.startswith("#"):
            flush()
            pieces.append(("heading", index + 1, [line], ""))
        elif not line.strip():
            flush()
        else:
            if not paragraph:
                start = index + 1
            paragraph.append(line)
        index += 1
    flush()
    return pieces


def _examples_of_block(
    block: list[str], first: int, heading: str, place: Place, status: int, document: str
) -> list[Example]:
    found: list[Example] = []
    index = 0
    while index < len(block):
        line = block[index]
        index += 1
        if not line.startswith("$ "):
            continue
        at = first + index - 1
        command = line[2:]
        while command.endswith("\\"):
            command = command[:-1] + " " + block[index].strip()
            index += 1
        shown = []
        while index < len(block) and not block[index].startswith("$ "):
            shown.append(block[index])
            index += 1
        found.append(Example(at, heading, command, tuple(shown), place, status, document))
    return found


@cache
def examples() -> tuple[Example, ...]:
    """Every `$` example of README and its pages, in order."""
    found: list[Example] = []
    for document in documents():
        heading = ""
        place = Place(0, None, (), document)
        before = ""  # the paragraph just before a code block
        for kind, line, text, _ in _paragraphs_and_blocks(_lines(document)):
            if kind == "heading":
                heading, place, before = text[0], Place(0, None, (), document), ""
            elif kind == "text":
                before = " ".join(text)
                place = _place(before, line, document) or place
            else:
                status = _STATUS.search(before)
                found.extend(
                    _examples_of_block(
                        text, line, heading, place, int(status["status"]) if status else 0,
                        document,
                    )
                )  # fmt: skip
                before = ""
    return tuple(found)


def _place(paragraph: str, line: int, document: str) -> Place | None:
    """The place a paragraph says its section's examples run in, if it says."""
    where = _WHERE.search(paragraph)
    if where is None:
        return None
    archives = tuple(match["archive"] for match in _ARCHIVE.finditer(paragraph))
    return Place(line, where["folder"], archives, document)


@cache
def python_blocks() -> tuple[tuple[int, str, Place], ...]:
    """(`DOCUMENT:LINE`, code, place) of the ```python blocks of README and
    its pages in sections that say where their files are (the others are
    sketches on files of yours)."""
    found: list[tuple[str, str, Place]] = []
    for document in documents():
        place = Place(0, None, (), document)
        for kind, line, text, language in _paragraphs_and_blocks(_lines(document)):
            if kind == "heading":
                place = Place(0, None, (), document)
            elif kind == "text":
                place = _place(" ".join(text), line, document) or place
            elif language == "python" and place.folder is not None:
                found.append((f"{document}:{line}", "\n".join(text), place))
    return tuple(found)


def dollar_lines() -> int:
    """How many lines of the code blocks of README and its pages start with
    `$ ` (indented too): each must be an example."""
    count = 0
    for document in documents():
        for kind, _, text, _ in _paragraphs_and_blocks(_lines(document)):
            if kind == "code":
                count += sum(1 for line in text if line.lstrip().startswith("$ "))
    return count


# --- comparing -------------------------------------------------------------

ELISION = "..."


@cache
def _pattern(line: str) -> re.Pattern[str]:
    return re.compile(".*".join(re.escape(part) for part in line.split(ELISION)), re.DOTALL)


def _fits(shown: str, printed: str, exact: bool) -> bool:
    if exact or ELISION not in shown:
        return shown == printed
    return _pattern(shown).fullmatch(printed) is not None


def mismatch(
    shown: Sequence[str], printed: Sequence[str], exact: Collection[int] = ()
) -> str | None:
    """None when README's lines `shown` are what was `printed`: one for
    one, in order, a line `...` standing for any number of printed lines
    and a `...` in a line for any text (trailing spaces aside; lines whose
    index is in `exact` are compared as they are, `...` included). Else
    what differs."""
    shown = [line.rstrip() for line in shown]
    printed = [line.rstrip() for line in printed]
    # reach[i]: the numbers of printed lines that README's first i lines can stand for.
    reach: list[set[int]] = [{0}]
    for index, line in enumerate(shown):
        before = reach[-1]
        if not before:
            break
        if line.strip() == ELISION and index not in exact:
            reach.append(set(range(min(before), len(printed) + 1)))
        else:
            reach.append(
                {
                    count + 1
                    for count in before
                    if count < len(printed) and _fits(line, printed[count], index in exact)
                }
            )
    if len(reach) == len(shown) + 1 and len(printed) in reach[-1]:
        return None
    matched = max(index for index, counts in enumerate(reach) if counts)
    at = min(reach[matched])
    if matched == len(shown):
        at = max(reach[matched])
        return (
            f"printed line {at + 1} is not shown, and no `...` stands for it: {printed[at]!r}"
            + _around(printed, at)
        )
    line = shown[matched]
    later = next(
        (
            count
            for count in range(at, len(printed))
            if _fits(line, printed[count], matched in exact)
        ),
        None,
    )
    if later is not None:  # printed, after lines README leaves out unmarked
        return (
            f"printed line {at + 1} is not shown, and no `...` stands for it: {printed[at]!r} "
            f"(README's line {matched + 1} of the example is printed at line {later + 1})"
            + _around(printed, at)
        )
    return (
        f"README's line {matched + 1} of the example is not printed where it should be: "
        f"{line!r}" + _around(printed, at)
    )


def _around(printed: Sequence[str], at: int) -> str:
    window = printed[max(at - 3, 0) : at + 8]
    numbered = "\n".join(
        f"  {number:4}| {line}" for number, line in enumerate(window, max(at - 3, 0) + 1)
    )
    return f"\nprinted, from line {max(at - 3, 0) + 1}:\n{numbered}"


def assert_shown(
    shown: Sequence[str], printed: Sequence[str], exact: Collection[int] = (), what: str = ""
) -> None:
    """`mismatch` as an assertion, with what was printed in its message."""
    problem = mismatch(shown, printed, exact)
    if problem is not None:
        listing = "\n".join(printed)
        pytest.fail(f"{what}\n{problem}\n--- all that was printed:\n{listing}", pytrace=False)


# --- sessions --------------------------------------------------------------


@dataclass(frozen=True)
class Session:
    typed: list[str]  # the lines to type
    shown: list[str]  # README's lines after the command
    exact: set[int]  # indices of `shown` that are continuation prompts, not elisions


def session(example: Example, replayed: Sequence[str] = ()) -> Session:
    """What to type for a session example and what it shows. A `...` alone
    ends a block typed at the prompt (an empty continuation line) while the
    statement is incomplete, and is an elision otherwise. README's first
    typed lines that are `replayed` (the command types them itself) are not
    typed again."""
    typed: list[str] = []
    exact: set[int] = set()
    statement: list[str] = []
    for index, line in enumerate(example.shown):
        if line.startswith(">>> ") or line == ">>>":
            statement = [line[4:]]
            typed.append(line[4:])
        elif line.startswith("... ") and statement and _incomplete(statement):
            statement.append(line[4:])
            typed.append(line[4:])
        elif line.rstrip() == ELISION and statement and _incomplete(statement):
            exact.add(index)
            statement = []
            typed.append("")
        else:  # printed by the statement, or an elision: the statement is done
            statement = []
    if statement and _incomplete(statement):
        typed.append("")
    if list(replayed) and typed[: len(replayed)] == list(replayed):
        typed = typed[len(replayed) :]
    return Session(typed, list(example.shown), exact)


def _incomplete(statement: list[str]) -> bool:
    return codeop.compile_command("\n".join(statement), "<readme>", "single") is None


class EchoInput:
    """A session's stdin: the typed lines, each written to stdout as the
    shell reads it, as a terminal shows what is typed after its prompt."""

    def __init__(self, typed: Sequence[str]) -> None:
        self._text = io.StringIO("".join(f"{line}\n" for line in typed))

    def readline(self, size: int = -1) -> str:
        line = self._text.readline(size)
        sys.stdout.write(line)
        return line

    def isatty(self) -> bool:
        return False


def transcript(stdout: str) -> list[str]:
    """A session's stdout as lines, without the prompt of the end of the
    input (and the empty lines before it)."""
    lines = [line.rstrip() for line in stdout.splitlines()]
    if lines and lines[-1] == ">>>":
        lines.pop()
    while lines and not lines[-1]:
        lines.pop()
    return lines


# --- running ---------------------------------------------------------------

_WORKSPACES: dict[tuple[str | None, tuple[str, ...]], tuple[Path, set[str]]] = {}


def workspace(place: Place) -> tuple[Path, set[str]]:
    """The folder a place's examples run in (a temporary copy of its folder,
    archives unpacked; made once per test session, shared by the places of
    one folder, removed at exit) and the lines of the examples already run
    there."""
    key = (place.folder, place.archives)
    if key not in _WORKSPACES:
        root = Path(tempfile.mkdtemp(prefix="tracksrc-readme-"))
        atexit.register(shutil.rmtree, root, True)
        folder = root / "work"
        if place.folder is None:
            folder.mkdir()
        else:
            source = ROOT / place.folder
            assert source.is_dir(), f"{place.document} line {place.line}: no folder {place.folder}"
            shutil.copytree(source, folder)
            for archive in place.archives:
                with tarfile.open(folder / archive) as packed:
                    packed.extractall(folder, filter="data")
        _WORKSPACES[key] = (folder, set())
    return _WORKSPACES[key]


def needed_before(example: Example) -> list[Example]:
    """The examples of the same place before `example` that write a file
    (`-o FILE`) and have not run yet: it may read what they write."""
    _, done = workspace(example.place)
    return [
        each
        for each in examples()
        if each.place == example.place
        and each.document == example.document
        and each.line < example.line
        and each.where not in done
        and "-o" in each.words
    ]


def run_tool(words: list[str], folder: Path) -> subprocess.CompletedProcess[str]:
    """A `$` command of another program than tracksrc (`iree-opt`, from
    the test environment)."""
    assert words[0] == "iree-opt", f"README runs {words[0]}: the tests know only iree-opt"
    return subprocess.run(
        [iree_opt(), *words[1:]], cwd=folder, capture_output=True, text=True, timeout=300
    )


@dataclass(frozen=True)
class Run:
    status: int
    out: str
    err: str
    printed: list[str]  # what README shows of it


def run(
    example: Example,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> Run:
    """Run an example in its place (after the examples of its place that
    write files it may read): tracksrc in this process, other programs in
    their own."""
    folder, done = workspace(example.place)
    for earlier in needed_before(example):
        _execute(earlier, folder, capsys, monkeypatch)
        done.add(earlier.where)
    result = _execute(example, folder, capsys, monkeypatch)
    done.add(example.where)
    return result


def _execute(
    example: Example,
    folder: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> Run:
    from tracksrc.cli.main import main  # (imported late: a broken import fails one test)
    from tracksrc.cli.shell import DEMO_INTRO

    words = example.words
    # (conftest's summary_cache: never the user's cache)
    assert "TRACKSRC_CACHE_DIR" in os.environ
    with monkeypatch.context() as patch:
        patch.chdir(folder)
        if words[0] != "tracksrc":
            done = run_tool(words, folder)
            status, out, err = done.returncode, done.stdout, done.stderr
        else:
            capsys.readouterr()
            if example.session:
                replayed = DEMO_INTRO if words[1:2] == ["demo"] else ()
                typed = session(example, replayed).typed
                # The shell's history goes to the state folder: a temporary one.
                patch.setenv("XDG_STATE_HOME", str(folder.parent / "state"))
                patch.setattr(sys, "stdin", EchoInput(typed))
            status = main(words[1:])
            out, err = capsys.readouterr()
    if example.session:
        printed = transcript(out)
    elif status != 0 or not out:
        printed = err.splitlines()
    else:
        printed = out.splitlines()
    return Run(status, out, err, printed)


def check(example: Example, result: Run) -> None:
    """README's lines of `example` are what it printed, with the exit
    status README gives."""
    what = f"{example.where}: $ {example.command}"
    assert result.status == example.status, (
        f"{what}\nexit status {result.status}, README says {example.status}\n"
        f"stdout:\n{result.out[-3000:]}\nstderr:\n{result.err[-3000:]}"
    )
    exact: Collection[int] = ()
    if example.session:
        assert "Traceback" not in result.err and "Error:" not in result.err, (
            f"{what}\nthe session raised:\n{result.err[-3000:]}"
        )
        exact = session(example).exact
    assert_shown(example.shown, result.printed, exact, what)
