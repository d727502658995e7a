"""Pygments lexers of textual MLIR and of MIGraphX program listings: the
token classes every face colours a dump by (the shell on a terminal,
`tracksrc view` in the browser).

Pygments has no lexer for either; these are registered through the
`pygments.lexers` entry point, so `pygmentize -l mlir file.mlir` works once
tracksrc is installed. Every character lands in some token (unknown text is
plain `Text`), so highlighting never drops or reorders anything.
"""

from __future__ import annotations

import re
from typing import ClassVar

from pygments.lexer import RegexLexer, bygroups, include
from pygments.token import (
    Comment,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    Text,
    Whitespace,
)

from tracksrc.reading.stage_header import HEADER_MARKER


class _VerbatimLexer(RegexLexer):
    """A lexer that keeps leading and trailing newlines (Pygments strips
    them by default), so tokens join back into exactly the input."""

    def __init__(self, **options: object) -> None:
        options.setdefault("stripnl", False)
        super().__init__(**options)


class MlirLexer(_VerbatimLexer):
    """Textual MLIR as compilers print it: ops of any dialect, SSA values,
    block labels, symbols, attribute and type aliases, locations."""

    name = "MLIR"
    aliases: ClassVar[list[str]] = ["mlir"]
    filenames: ClassVar[list[str]] = ["*.mlir"]
    mimetypes: ClassVar[list[str]] = ["text/x-mlir"]

    identifier = r"[A-Za-z_][\w$.]*"
    suffix_id = r"(?:[0-9]+|[A-Za-z$._\-][\w$.\-]*)"

    tokens: ClassVar[dict[str, list]] = {  # type: ignore[type-arg]
        "root": [
            (re.escape(HEADER_MARKER) + r".*?$", Comment.Preproc),
            (r"//.*?$", Comment.Single),
            (r"\s+", Whitespace),
            (r"\{-#", Comment.Preproc, "resources"),
            include("values"),
            (r"(loc)(\()", bygroups(Keyword.Pseudo, Punctuation), "location"),
            (r"[A-Za-z_]\w*\.[\w$.]+", Name.Builtin),  # dialect.op
            # Element types, also right after shape dimensions (`4xf32`).
            (r"(?:i|si|ui|f|bf)[0-9]+\b|index\b|none\b", Keyword.Type),
            (
                r"\b(?:tensor|memref|vector|complex|tuple|dense|dense_resource|array|"
                r"affine_map|affine_set|sparse|opaque|strided)\b",
                Keyword.Type,
            ),
            (r"\b(?:true|false|unit)\b", Keyword.Constant),
            (identifier, Name.Other),
            (r"->|=>|::", Operator),
            (r"[=:]", Operator),
            (r"[(){}\[\]<>,*?]", Punctuation),
            (r"[^\s]", Text),
        ],
        "values": [
            (r'"(?:[^"\\]|\\.)*"', String.Double),
            (r"%" + suffix_id + r"(?:[:#][0-9]+)?", Name.Variable),
            (r"\^" + suffix_id, Name.Label),
            (r'@(?:"(?:[^"\\]|\\.)*"|[\w$.\-]+)', Name.Function),
            (r"#" + identifier, Name.Decorator),
            (r"!" + identifier, Keyword.Type),
            (r"(?:[0-9]+|\?)(?:x(?:[0-9]+|\?))*x(?=[A-Za-z!?#\[])", Number.Integer),  # 4x?x
            (r"-?0x[0-9A-Fa-f]+", Number.Hex),
            (r"-?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?", Number.Float),
            (r"-?[0-9]+", Number.Integer),
        ],
        "location": [
            (r"\(", Punctuation, "#push"),
            (r"\)", Punctuation, "#pop"),
            (r'"(?:[^"\\]|\\.)*"', Comment),
            (r'[^()"]+', Comment),
        ],
        "resources": [
            (r"#-\}", Comment.Preproc, "#pop"),
            (r"[^#]+|#", Comment.Preproc),
        ],
    }


class MigraphxLexer(_VerbatimLexer):
    """AMD MIGraphX program listings with debug symbols."""

    name = "MIGraphX listing"
    aliases: ClassVar[list[str]] = ["migraphx"]
    filenames: ClassVar[list[str]] = []
    mimetypes: ClassVar[list[str]] = []

    tokens: ClassVar[dict[str, list]] = {  # type: ignore[type-arg]
        "root": [
            (r"\s+", Whitespace),
            (r'(module:)(\s*)("(?:[^"\\]|\\.)*")', bygroups(Keyword, Whitespace, String)),
            (r"#.*?$", Comment.Special),  # the debug symbols
            (r"->", Operator, "shape"),
            (r"@(?:param|literal|return)\b", Keyword.Pseudo),
            (r"[A-Za-z_]\w*(?:::[A-Za-z_]\w*)+", Name.Builtin),
            (r"^[@\w][\w@:#.\-]*(?=\s*=)", Name.Variable),  # the instruction's name
            (r"[A-Za-z_]\w*(?==)", Name.Attribute),  # `axis=2`
            (r"@[\w@:#.\-]*|[A-Za-z_][\w:#.\-]*(?=[,)])", Name.Variable),
            (r"[A-Za-z_]\w*", Name.Function),
            (r"-?[0-9]+(?:\.[0-9]*)?(?:e[-+]?[0-9]+)?", Number),
            (r"=", Operator),
            (r"[\[\](){},:]", Punctuation),
            (r"[^\s]", Text),
        ],
        "shape": [
            (r"(?=#)|$", Text, "#pop"),
            (r"[A-Za-z_]\w*", Keyword.Type),
            (r"[0-9]+", Number.Integer),
            (r"[{},]", Punctuation),
            (r"[ \t]+", Whitespace),
            (r"[^#\n]", Text),
        ],
    }
