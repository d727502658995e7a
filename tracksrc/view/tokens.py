"""The colours of a window of lines, as the browser draws them: token
spans from the project's own Pygments lexers (`tracksrc.reading.
highlighting`; Pygments' own for Python, LLVM IR and GNU assembly,
PTX and AMDGPU's included), worked out on the server for the lines a
pane shows.

A window is lexed as one text from its first line (MLIR's lexer needs no
state across lines but inside a `{-# ... #-}` resource block, which a
window starting in one colours as plain text: colours only). Each line's
tokens are sent as a flat list `[length, class, length, class, ...]`
whose classes index `CLASSES`, the CSS class names the page styles; the
page sets each token's text with `textContent`, never as markup.
"""

from __future__ import annotations

from pygments.lexer import Lexer
from pygments.lexers.asm import GasLexer, LlvmLexer
from pygments.lexers.python import PythonLexer
from pygments.token import (
    Comment,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    _TokenType,
)

from tracksrc.reading.highlighting import MlirLexer

# The CSS classes of tokens (`.t-h`, ...), by number: what the page styles.
CLASSES = ("", "h", "c", "l", "o", "t", "k", "v", "b", "s", "a", "q", "n", "p", "f")

# Pygments' token types, most specific first, and the class each is drawn in.
_KINDS: tuple[tuple[_TokenType, str], ...] = (
    (Comment.Preproc, "h"),  # a stage header, a resource block
    (Comment.Single, "c"),
    (Comment, "l"),  # the text of a location
    (Keyword.Pseudo, "l"),  # `loc`
    (Keyword.Type, "t"),
    (Keyword.Constant, "k"),
    (Keyword, "k"),
    (Name.Builtin, "o"),  # dialect.op
    (Name.Variable, "v"),  # %value
    (Name.Label, "b"),  # ^bb0
    (Name.Function, "s"),  # @symbol (a Python def's name)
    (Name.Class, "s"),
    (Name.Decorator, "a"),  # #attribute alias
    (String, "q"),
    (Number, "n"),
    (Operator, "p"),
    (Punctuation, "p"),
)
# In assembly, Pygments' names say other things: an instruction's
# mnemonic is drawn as an op, a directive (`.loc`, `.file`) as a location.
_ASSEMBLY: tuple[tuple[_TokenType, str], ...] = (
    (Name.Function, "o"),
    (Name.Attribute, "l"),
    *_KINDS,
)
_NUMBER = {name: number for number, name in enumerate(CLASSES)}
_CACHES: dict[str, dict[_TokenType, int]] = {}

# A line longer than this is sent cut (the rest said, not drawn): one line
# of a dump can hold hundreds of KB.
LONGEST_LINE = 4000


def _class_of(kind: _TokenType, language: str) -> int:
    cache = _CACHES.setdefault(language, {})
    found = cache.get(kind)
    if found is None:
        kinds = _ASSEMBLY if language == "asm" else _KINDS
        found = next((_NUMBER[name] for parent, name in kinds if kind in parent), 0)
        cache[kind] = found
    return found


def _lexer(language: str) -> Lexer | None:
    if language == "mlir":
        return MlirLexer()
    if language == "python":
        return PythonLexer(stripnl=False, ensurenl=False)
    if language == "llvm":
        return LlvmLexer(stripnl=False, ensurenl=False)
    if language == "asm":
        return GasLexer(stripnl=False, ensurenl=False)
    return None


def token_spans(lines: list[str], language: str) -> list[list[int]]:
    """Per line, its tokens as `[length, class, ...]` (lengths in
    characters; a line of plain text is one token of class 0)."""
    lexer = _lexer(language)
    if lexer is None:
        return [[len(line), 0] if line else [] for line in lines]
    spans: list[list[int]] = [[] for _ in lines]
    row = 0
    for _, kind, value in lexer.get_tokens_unprocessed("\n".join(lines)):
        number = _class_of(kind, language)
        pieces = value.split("\n")
        for at, piece in enumerate(pieces):
            if at:
                row += 1
            if piece and row < len(spans):
                line = spans[row]
                if line and line[-1] == number:
                    line[-2] += len(piece)  # (one span for neighbours of a class)
                else:
                    line += [len(piece), number]
    return spans


def shown_line(line: str) -> tuple[str, int]:
    """A line as sent: cut to `LONGEST_LINE` characters; and its whole
    length when it was cut (0 when whole)."""
    if len(line) <= LONGEST_LINE:
        return line, 0
    return line[:LONGEST_LINE], len(line)
