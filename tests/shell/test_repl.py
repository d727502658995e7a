"""The interactive shell driven through prompt_toolkit's pipe input, and
completion as pure functions."""

from __future__ import annotations

import pytest
from conftest import ANCHOR
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from prompt_toolkit.history import InMemoryHistory
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

import tracksrc
from tracksrc.shell.completion import complete
from tracksrc.shell.repl import NamespaceCompleter, interact, needs_more_input, toolbar_text
from tracksrc.shell.session import Session


@pytest.fixture
def session() -> Session:
    input_path = ANCHOR / "conv_input.mlir"
    remap = tracksrc.SourceReMap.create(["%i=examples/conv_input.mlir"], {"%i": str(input_path)})
    return Session(
        tracksrc.parse_file(input_path, remap),
        tracksrc.parse_file(ANCHOR / "conv_lowered.mlir", remap),
    )


def drive(session: Session, keys: str) -> dict[str, object]:
    namespace = session.namespace()
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        interact(session, namespace, input=pipe, output=DummyOutput(), history=InMemoryHistory())
    return namespace


def test_a_multi_line_loop(session: Session, capsys: pytest.CaptureFixture[str]) -> None:
    keys = (
        "slow = []\r"
        "for op in op_index.get_ops_by_type('linalg.conv_2d_nhwc_hwcf'):\r"
        "if not any(o.op_name == 'linalg.matmul' for o in track(op)):\r"
        "slow.append(op.ssa_name)\r"
        "\r\r"
        "slow\r"
        "\x04"
    )
    namespace = drive(session, keys)
    assert namespace["slow"] == ["%conv1", "%conv3"]
    assert "['%conv1', '%conv3']" in capsys.readouterr().out


def test_an_error_prints_a_short_traceback_and_the_shell_goes_on(
    session: Session, capsys: pytest.CaptureFixture[str]
) -> None:
    namespace = drive(session, "op_index.get_ops_by_type('nope')[0]\rafter = len(op_index)\r\x04")
    out = capsys.readouterr().out
    assert "IndexError: list index out of range" in out
    assert "tracksrc/" not in out
    assert namespace["after"] == 11


def test_a_typo_is_answered_with_what_was_meant(
    session: Session, capsys: pytest.CaptureFixture[str]
) -> None:
    drive(session, "shw(op_index)\rop_index.get_ops_by_typ('x')\rqqqq\r\x04")
    errors = [line for line in capsys.readouterr().out.splitlines() if "Error" in line]
    assert errors == [
        "NameError: name 'shw' is not defined. Did you mean: 'show'?",
        "AttributeError: 'OperationIndex' object has no attribute 'get_ops_by_typ'. "
        "Did you mean: 'get_ops_by_type'?",
        "NameError: name 'qqqq' is not defined",
    ]


def test_ctrl_c_cancels_the_input(session: Session, capsys: pytest.CaptureFixture[str]) -> None:
    namespace = drive(session, "half = (1,\x03done = 2\r\x04")
    assert "KeyboardInterrupt" in capsys.readouterr().out
    assert "half" not in namespace and namespace["done"] == 2


def test_completion_of_op_types_names_and_attributes(session: Session) -> None:
    namespace = session.namespace()
    texts = [s.text for s in complete('op_index.get_ops_by_type("linalg.c', namespace)]
    assert texts == ["linalg.conv_2d_nhwc_hwcf"]
    texts = [s.text for s in complete("track_op_index.get_ops_by_type('linalg.m", namespace)]
    assert texts == ["linalg.matmul"]
    assert [s.text for s in complete('op_index.get_ops_by_name("%conv', namespace)] == [
        "%conv0",
        "%conv1",
        "%conv2",
        "%conv3",
    ]
    by_ = complete("op_index.get_ops_by_", namespace)
    assert [s.text for s in by_] == [
        "get_ops_by_name",
        "get_ops_by_src_loc",
        "get_ops_by_src_range",
        "get_ops_by_symbol",
        "get_ops_by_type",
    ]
    assert all(s.replace == len("get_ops_by_") for s in by_)
    assert [s.text for s in complete("track_b", namespace)] == ["track_back"]
    assert [s.text for s in complete("shrink_to_p", namespace)] == ["shrink_to_parents"]
    assert [s.text for s in complete("pri", namespace)] == ["print"]
    # Nothing is completed inside other strings or for unknown objects.
    assert complete('print("op_in', namespace) == []
    assert complete("nothing_here.x", namespace) == []


def test_completer_wraps_the_pure_function(session: Session) -> None:
    completer = NamespaceCompleter(session.namespace())
    completions = list(
        completer.get_completions(Document('op_index.get_ops_by_type("tens'), CompleteEvent())
    )
    assert [(c.text, c.start_position) for c in completions] == [("tensor.empty", -4)]


@pytest.mark.parametrize(
    ("source", "more"),
    [
        ("x = 1", False),
        ("foo(", True),
        ("x = [1,\n 2]", False),
        ("for i in range(3):", True),
        ("for i in range(3):\n    print(i)", True),
        ("for i in range(3):\n    print(i)\n", False),
        ("1 +* 2", False),
        ("", False),
    ],
)
def test_when_enter_runs_the_input(source: str, more: bool) -> None:
    assert needs_more_input(source) is more


def test_toolbar(session: Session) -> None:
    assert toolbar_text(session) == (
        "op_index: conv_input.mlir (11 ops)  |  track_op_index: conv_lowered.mlir (29 ops)"
        "  |  mode: precise  |  info: commands"
    )


def test_tab_completes_an_op_type_typed_through_the_pipe(session: Session) -> None:
    import threading
    import time

    namespace = session.namespace()
    with create_pipe_input() as pipe:

        def feed() -> None:
            # Completion runs asynchronously: give it time before the next
            # keys (more after the tab: on a loaded machine 0.4 s was not
            # always enough, and the line was sent uncompleted).
            for keys, wait in (
                ("hits = op_index.get_ops_by_type('linalg.con", 0.4),
                ("\t", 1.5),
                ("')\r", 0.4),
                ("\x04", 0.4),
            ):
                pipe.send_text(keys)
                time.sleep(wait)

        feeder = threading.Thread(target=feed)
        feeder.start()
        interact(session, namespace, input=pipe, output=DummyOutput(), history=InMemoryHistory())
        feeder.join()
    hits = namespace["hits"]
    assert [op.ssa_name for op in hits] == ["%conv0", "%conv1", "%conv2", "%conv3"]  # type: ignore[attr-defined]


def test_typed_in_indentation_replaces_the_automatic_one(session: Session) -> None:
    """Lines typed with their own indentation (tmux, a paste without
    bracketed paste) keep it: added to the automatic one it would double,
    and the dedented `seen.append` would land inside the `if`."""
    keys = (
        "kept, seen = [], []\r"
        "for n in range(4):\r"
        "    if n % 2:\r"
        "        kept.append(n)\r"
        "    seen.append(n)\r"
        "\r"
        "\x04"
    )
    namespace = drive(session, keys)
    assert namespace["kept"] == [1, 3]
    assert namespace["seen"] == [0, 1, 2, 3]


def test_automatic_indentation_alone_still_works(session: Session) -> None:
    keys = "total = 0\rfor n in range(3):\rtotal += n\r\r\x04"
    assert drive(session, keys)["total"] == 3


def test_completion_after_a_subscript(session: Session) -> None:
    namespace = session.namespace()
    namespace["ops"] = session.op_index.get_ops_by_type("linalg.conv_2d_nhwc_hwcf")
    namespace["by_name"] = {"first": namespace["ops"][0]}

    def texts(text: str) -> list[str]:
        return [suggestion.text for suggestion in complete(text, namespace)]

    assert texts("ops[0].ssa_") == ["ssa_name"]
    assert texts("ops[-1].src_") == ["src_rng"]
    assert texts("by_name['first'].op_n") == ["op_name"]
    assert texts("ops[99].ssa_") == []  # out of range: nothing, no error
    # Nothing is called: a subscript of anything but a built-in container
    # offers nothing.
    assert texts("op_index[0].a") == []


def test_a_long_value_at_the_prompt_is_paged(
    session: Session, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import os
    import pydoc
    import shutil
    import sys

    from tracksrc.shell.repl import run_source

    paged: list[str] = []
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    monkeypatch.setattr(shutil, "get_terminal_size", lambda *_: os.terminal_size((80, 10)))
    monkeypatch.setattr(pydoc, "pager", paged.append)

    class Tall:
        """A value printed on 40 lines, as a long result table is."""

        def __repr__(self) -> str:
            return "\n".join(map(str, range(40)))

    namespace = session.namespace()
    namespace["Tall"] = Tall
    run_source("list(range(3))", namespace, sys.stdout.write)
    assert capsys.readouterr().out == "[0, 1, 2]\n" and not paged
    run_source("Tall()", namespace, sys.stdout.write)
    assert paged == [repr(Tall())] and capsys.readouterr().out == ""
    namespace["settings"].pager = False
    run_source("Tall()", namespace, sys.stdout.write)
    assert len(paged) == 1 and capsys.readouterr().out == repr(Tall()) + "\n"
