"""Every `$` example of README and of the pages it links to under `docs/`,
run as written, in the folder its section says its files are in: what it
prints must be what the page shows,
line for line, `...` marking what is left out (`tests.readme_examples`).
The shell sessions among them run in tests/shell/test_readme_sessions.py."""

from __future__ import annotations

import pytest

from tests.conftest import ROOT
from tests.readme_examples import (
    Example,
    Place,
    check,
    documents,
    dollar_lines,
    examples,
    mismatch,
    python_blocks,
    run,
    workspace,
)

COMMANDS = [example for example in examples() if not example.session]


@pytest.mark.parametrize("example", COMMANDS, ids=lambda example: example.id)
def test_the_readme_example(
    example: Example, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    check(example, run(example, capsys, monkeypatch))


@pytest.mark.parametrize(
    ("where", "code", "place"),
    python_blocks(),
    ids=[where for where, _, _ in python_blocks()],
)
def test_the_readme_python_example(
    where: str, code: str, place: Place, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Python code of README and its pages that names files of the
    repository runs there."""
    folder, _ = workspace(place)
    monkeypatch.chdir(folder)
    exec(compile(code, where, "exec"), {})


def test_every_page_of_docs_is_run() -> None:
    """Every page under docs/ is linked from README, so that its examples
    run; every link leads to a page."""
    pages = {f"docs/{page.name}" for page in (ROOT / "docs").glob("*.md")}
    assert pages <= set(documents())
    assert all((ROOT / document).is_file() for document in documents())


def test_every_example_is_run_where_readme_says_its_files_are() -> None:
    assert dollar_lines() == len(examples())
    for example in examples():
        # Only the demo needs no file of the repository.
        assert example.place.folder is not None or example.words[1:2] == ["demo"], (
            f"{example.where}: its section does not say where its files are (run from `DIR`)"
        )


def test_what_readme_shows_is_all_that_is_printed() -> None:
    printed = ["header", "row 1", "row 2", "row 3", "total 3"]
    assert mismatch(printed, printed) is None
    assert mismatch(["header", "...", "total 3"], printed) is None
    assert mismatch(["header", "row 1", "...", "row 3", "..."], printed) is None
    assert mismatch(["head...", "row ...", "...", "total ..."], printed) is None
    assert mismatch(["header", "row 1", "row 2", "...", "row 3", "total 3"], printed) is None
    # A row left out without a mark; a cut end; a line not printed; out of order.
    assert "not shown" in str(mismatch(["header", "row 1", "row 3", "total 3"], printed))
    assert "line 5 is not shown" in str(mismatch(["header", "row 1", "row 2", "row 3"], printed))
    assert "line 2 of the example" in str(mismatch(["header", "row 9", "..."], printed))
    assert mismatch(["...", "row 2", "row 1", "..."], printed) is not None
    # `...` inside a line stands for text on that line only.
    assert mismatch(["header", "row ...", "total 3"], printed) is not None
    # A shown `...` that is a prompt, not an elision, is compared as it is.
    assert mismatch(["a", "...", "b"], ["a", "...", "b"], exact={1}) is None
    assert mismatch(["a", "...", "b"], ["a", "x", "...", "b"], exact={1}) is not None
