"""Pygments lexers for MLIR and MIGraphX listings, and `show` colouring."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from conftest import ANCHOR, DATA, JAX, REAL, RESNET
from pygments.lexers import get_lexer_by_name
from pygments.token import Error, Keyword, Name

import tracksrc
from tracksrc.shell.display import show
from tracksrc.shell.highlight import MigraphxLexer, MlirLexer

MLIR_FILES = (
    sorted(RESNET.glob("*.mlir")) + sorted(ANCHOR.glob("*.mlir")) + [JAX / "mlp.stablehlo.mlir"]
)
LISTINGS = sorted((REAL / "migraphx").glob("*.txt"))


@pytest.mark.parametrize(
    ("path", "lexer"),
    [(path, MlirLexer) for path in MLIR_FILES] + [(path, MigraphxLexer) for path in LISTINGS],
    ids=lambda value: value.name if isinstance(value, Path) else value.__name__,
)
def test_tokens_join_back_into_the_input_without_errors(path: Path, lexer: type) -> None:
    text = path.read_text(encoding="utf-8")
    tokens = list(lexer(ensurenl=False).get_tokens(text))
    assert "".join(value for _, value in tokens) == text
    assert not [value for kind, value in tokens if kind in Error]


def test_mlir_token_kinds() -> None:
    text = '%0 = arith.addi %arg0, %c1 : i32 loc("a.mlir":1:2)\n'
    kinds = {value: kind for kind, value in MlirLexer().get_tokens(text)}
    assert kinds["%0"] is Name.Variable
    assert kinds["arith.addi"] is Name.Builtin
    assert kinds["i32"] is Keyword.Type
    assert kinds["loc"] is Keyword.Pseudo


def test_lexers_are_registered_with_pygments() -> None:
    assert isinstance(get_lexer_by_name("mlir"), MlirLexer)
    assert isinstance(get_lexer_by_name("migraphx"), MigraphxLexer)


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_show_is_plain_when_piped_and_coloured_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    index = tracksrc.parse_file(ANCHOR / "input.mlir")
    ops = index.get_ops_by_name("%0")
    monkeypatch.delenv("NO_COLOR", raising=False)
    piped = io.StringIO()
    show(ops, file=piped)
    assert piped.getvalue() == '    %0 = arith.addi %arg0, %arg0 : i32 loc("source.mlir":10:5)\n'
    terminal = _Terminal()
    show(ops, file=terminal)
    assert "\x1b[" in terminal.getvalue()
    monkeypatch.setenv("NO_COLOR", "1")
    no_colour = _Terminal()
    show(ops, file=no_colour)
    assert no_colour.getvalue() == piped.getvalue()


def test_show_depth_abbreviates_nested_regions() -> None:
    index = tracksrc.parse_file(ANCHOR / "conv_lowered.mlir")
    (func,) = index.get_ops_by_type("func.func")
    out = io.StringIO()
    show(func, depth=0, file=out)
    assert out.getvalue().splitlines()[-1] == (
        "  ) -> (tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>, tensor<1x4x4x1xf32>, "
        "tensor<1x4x4x1xf32>) { ... }"
    )
    out = io.StringIO()
    show(func, depth=1, file=out)
    text = out.getvalue()
    assert "%matmul0 = linalg.matmul" in text
    assert (
        "tensor.pad %input low[0, 0, 0, 0] high[0, 0, 0, 0] { ... } : tensor<1x4x4x1xf32>" in text
    )
    assert "tensor.yield" not in text


def test_long_output_goes_through_the_pager(monkeypatch: pytest.MonkeyPatch) -> None:
    from tracksrc.shell import display

    index = tracksrc.parse_file(ANCHOR / "conv_lowered.mlir")
    paged: list[str] = []
    monkeypatch.setattr(display.pydoc, "pager", paged.append)
    monkeypatch.setattr(display.shutil, "get_terminal_size", lambda: os.terminal_size((80, 10)))
    monkeypatch.setenv("NO_COLOR", "1")
    terminal = _Terminal()
    monkeypatch.setattr(display.sys, "stdout", terminal)
    show(index.get_ops_by_type("func.func"))
    assert len(paged) == 1 and paged[0].count("\n") > 10 and terminal.getvalue() == ""
    show(index.get_ops_by_type("func.func"), settings=display.Settings(pager=False))
    assert len(paged) == 1 and "linalg.matmul" in terminal.getvalue()


GOLDEN = DATA / "lexer"


def _token_lines(lexer: type, text: str) -> str:
    return "".join(
        f"{value!r:<40} {kind!s}\n" for kind, value in lexer(ensurenl=False).get_tokens(text)
    )


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.txt")), ids=lambda path: path.stem)
def test_golden_tokens(path: Path, update_golden: bool) -> None:
    """`---input---` / `---tokens---` files as Pygments' own lexer tests;
    `pytest --update-golden` rewrites the tokens from the current lexer."""
    content = path.read_text(encoding="utf-8")
    head, tokens = content.split("---tokens---\n", 1)
    text = head.removeprefix("---input---\n")
    lexer = MigraphxLexer if path.stem.startswith("migraphx") else MlirLexer
    current = _token_lines(lexer, text)
    if update_golden:
        path.write_text(f"---input---\n{text}---tokens---\n{current}", encoding="utf-8")
        tokens = current
    assert current == tokens
    assert "Token.Error" not in current


def test_src_prints_the_located_lines_with_the_range_marked(tmp_path: Path) -> None:
    from tracksrc.shell.display import format_src

    source = tmp_path / "mlp.py"
    source.write_text("def dense(h, w, b):\n    return jnp.tanh(h @ w + b)\n")
    text = '%0 = "t.op"() : () -> i32 loc(callsite("mlp.py":2:21 to :25 at "gone.py":9:1))\n'
    index = tracksrc.parse_text(text, str(tmp_path / "dump.mlir"))
    out = format_src(op for op in index.get_ops_by_name("%0"))  # a generator is fine
    assert out == (
        "mlp.py:2:21-2:25:\n"
        "2 |     return jnp.tanh(h @ w + b)\n"
        "  |                     ^^^^^\n"
        "----------------------------------------\n"
        "gone.py:9:1: source file not found"
    )
