"""End to end: the installed `tracksrc` in a real pseudo-terminal, typed at
like a person would (pexpect)."""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

import pexpect


def test_a_session_typed_in_a_terminal(tmp_path: Path) -> None:
    env = dict(os.environ, HOME=str(tmp_path), XDG_STATE_HOME=str(tmp_path / "state"))
    env.update(TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1")
    env.pop("NO_COLOR", None)
    child = pexpect.spawn(
        sys.executable,
        ["-m", "tracksrc", "demo"],
        encoding="utf-8",
        timeout=60,
        env=env,
        dimensions=(40, 160),
    )
    try:
        child.expect("block1")  # the end of the replayed intro
        child.expect(">>>")
        child.send("slow = []\r")
        child.send("for op in op_index.get_ops_by_type('tosa.conv2d'):\r")
        child.send("if not any(o.op_name == 'linalg.matmul' for o in track(op)):\r")
        child.send("slow.append(op.ssa_name)\r\r")
        child.send("slow\r")
        child.expect(re.escape("['%conv3x3']"))
        child.send("show(track(op_index.get_ops_by_name(slow[0])))\r")
        child.expect("linalg.conv_2d_nhwc_hwcf")
        # Tab completes a method, then an op type inside the string; the
        # screen draws completions in pieces, so check what the line does.
        child.send("print('convs:', len(op_index.get_ops_by_ty")
        time.sleep(0.5)
        child.send("\t")
        time.sleep(0.5)
        child.send("('tosa.conv")  # unique: Tab inserts '2d'
        time.sleep(0.5)
        child.send("\t")
        time.sleep(0.5)
        child.send("')))\r")
        child.expect("convs: 2")
        child.send("\x03")  # Ctrl-C on an empty line
        child.expect("KeyboardInterrupt")
        # A command that never ends is interrupted by Ctrl-C; the shell goes on.
        # (A loop that allocates nothing: one that grows a list would eat
        # gigabytes while the interrupt is on its way.)
        child.send("endless = [print('looping'), sum(1 for _ in iter(int, 1))]\r")
        # The printed line, not the echo of the typed one (which holds
        # 'looping' too): Ctrl-C sent while the line is still being read
        # discards it at the prompt instead of interrupting the command.
        child.expect("looping\r\n")
        # (Up to a minute: on a loaded machine the prompt comes back late.)
        for _ in range(60):  # the terminal leaves raw mode a moment after the prompt
            child.sendintr()
            if child.expect(["the command was interrupted", pexpect.TIMEOUT], timeout=1) == 0:
                break
        else:
            raise AssertionError(f"Ctrl-C did not interrupt the running command: {child.before!r}")
        child.send("1/0\r")
        child.expect("ZeroDivisionError")
        child.send("track(42)\r")
        child.expect("takes an op, a list of ops or a SourceRange, not int 42")
        # A block typed with its own indentation (as tmux send-keys types
        # it): the dedented line belongs to the loop, not to the `if`.
        child.send("kept, seen = [], []\r")
        child.send("for n in range(4):\r")
        child.send("    if n % 2:\r")
        child.send("        kept.append(n)\r")
        child.send("    seen.append(n)\r\r")
        child.send("print('typed-in:', kept, seen)\r")
        child.expect(re.escape("typed-in: [1, 3] [0, 1, 2, 3]"))
        # Completion after a subscript.
        child.send("print('subscript:', slow[0].upp")
        time.sleep(0.5)
        child.send("\t")
        time.sleep(0.5)
        child.send("())\r")
        child.expect("subscript: %CONV3X3")
        child.send("\x04")  # Ctrl-D leaves
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
    history = (tmp_path / "state" / "tracksrc" / "history").read_text()
    assert "slow.append(op.ssa_name)" in history
