"""README's shell sessions, typed into the shell as README shows them: the
command of each in the folder README says its files are in, each `>>>`
line (and `... ` continuation) typed, and the shell's stdout, read as a
terminal shows it (what is typed echoed after its prompt), must be what
README shows, line for line, `...` marking what is left out
(`tests.readme_examples`)."""

from __future__ import annotations

import pytest

from tests.readme_examples import Example, Place, check, examples, run, session

SESSIONS = [example for example in examples() if example.session]


@pytest.mark.parametrize("example", SESSIONS, ids=lambda example: example.id)
def test_the_readme_session(
    example: Example, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    check(example, run(example, capsys, monkeypatch))


def test_what_is_typed_and_what_is_left_out() -> None:
    lines = (
        ">>> slow = []",
        ">>> for op in ops:",
        "...     if op:",
        "...         slow.append(op)",
        "...",
        ">>> show(slow)",
        "  %0 = op",
        "...",
        ">>> fused(index)        # grouped",
        "...",
        ">>> [o for o in ops",
        "...  if o]",
        "['%1']",
    )
    typed = session(Example(1, "", "tracksrc demo", lines, Place(0, None, ()), 0))
    assert typed.typed == [
        "slow = []",
        "for op in ops:",
        "    if op:",
        "        slow.append(op)",
        "",
        "show(slow)",
        "fused(index)        # grouped",
        "[o for o in ops",
        " if o]",
    ]
    assert typed.exact == {4}  # the empty line ending the loop; the others are elisions
