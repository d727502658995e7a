"""What an op's own text names: the symbol it defines, the symbols it
refers to, the SSA values it mentions."""

from __future__ import annotations

import tracksrc
from tracksrc.reading.op_syntax import (
    defined_symbol,
    leading_symbol,
    mentioned_values,
    symbol_references,
)

TEXT = """module {
  memref.global "private" @g : memref<2xf32> = dense<0.0>
  func.func private @decl(i32)
  func.func @f(%a: i32) attributes {note = "calls @decl(%a)"} {
    func.call @decl(%a) : (i32) -> ()
    %m = memref.get_global @g : memref<2xf32>
    %r = flow.dispatch @ex::@entry(%a) : (i32) -> i32
    scf.for %i = %a to %a step %a {
      %x = arith.addi %i, %a : i32
    }
    return
  }
}
"""


def test_symbols_defined_and_referred_to() -> None:
    index = tracksrc.parse_text(TEXT, "symbols.mlir")
    rows = [
        (info.op_name, leading_symbol(info.op), defined_symbol(info.op), symbol_references(info.op))
        for info in index.infos
    ]
    assert rows == [
        ("builtin.module", None, None, []),
        ("memref.global", "@g", "@g", []),
        ("func.func", "@decl", "@decl", []),
        ("func.func", "@f", "@f", []),  # the string's `@decl` is no reference
        ("func.call", "@decl", None, ["@decl"]),
        ("memref.get_global", "@g", None, ["@g"]),
        ("flow.dispatch", "@ex", None, ["@ex::@entry"]),
        ("scf.for", None, None, []),
        ("arith.addi", None, None, []),
        ("scf.yield", None, None, []),
        ("func.return", None, None, []),
    ]
    assert [name for info in index.infos for name in mentioned_values(info.op)] == [
        "%a",  # func.func's own line: its argument, not in the string
        "%a",
        "%a",
        "%i",
        "%a",
        "%a",
        "%a",
        "%i",
        "%a",
    ]
