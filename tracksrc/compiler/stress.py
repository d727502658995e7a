"""Pathological but valid dumps, for robustness tests and benchmarks.

Real compilers print these shapes at small sizes; the generators here scale
them up to where a reader that recurses, or copies per nesting level, fails:

- `alias_chain`: location aliases each defined by the one before
  (`#loc2 = loc("n2"(#loc1))`, or as callsite, fused or bare alias chains),
  an op at the end naming the last;
- `alias_chain_stage`: the same as a printed stage (header, module, then
  the aliases in printing order or another), the chain nested in call
  sites on either side too;
- `nested_regions`: ops nested region in region, `depth` deep, printed
  without indentation as a compiler's `--mlir-print-ir-...` might be
  configured, or with it;
- `long_line`: one op whose attribute dictionary makes a line of `size`
  bytes.

Each returns the text of a module that `iree-opt` accepts (the ops are of
the generic `test.` form where no upstream op fits).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

ALIAS_CHAIN_KINDS = ("name", "callsite", "caller", "fused", "alias")


def _alias_definitions(depth: int, kind: str) -> Iterator[str]:
    yield '#loc0 = loc("model.py":1:1)'
    for level in range(1, depth + 1):
        previous = f"#loc{level - 1}"
        if kind == "name":
            body = f'"n{level}"({previous})'
        elif kind == "callsite":
            # Inlined code of inlined code: the callee side nests.
            body = f'callsite({previous} at "model.py":{level + 1}:1)'
        elif kind == "caller":
            # A deep call stack: the caller side nests.
            body = f'callsite("model.py":{level + 1}:1 at {previous})'
        elif kind == "fused":
            body = f'fused[{previous}, "model.py":{level + 1}:1]'
        elif kind == "alias":
            body = previous
        else:
            raise ValueError(f"unknown alias chain kind {kind!r}: one of {ALIAS_CHAIN_KINDS}")
        yield f"#loc{level} = loc({body})"


def alias_chain(depth: int, kind: str = "name") -> str:
    """A module whose one op's location is the end of a `depth`-long chain
    of aliases of the given kind (see ALIAS_CHAIN_KINDS)."""
    definitions = list(_alias_definitions(depth, kind))
    return (
        "\n".join(definitions)
        + "\nmodule {\n"
        + "  func.func @f() {\n"
        + f"    return loc(#loc{depth})\n"
        + "  } loc(#loc0)\n"
        + "} loc(#loc0)\n"
    )


STAGE_CHAIN_KINDS = ("callsite", "caller", "fused", "nested-callee", "nested-caller", "named")
CHAIN_ORDERS = ("printed", "reverse", "shuffle")


def _stage_chain_definition(level: int, kind: str) -> str:
    previous, here = f"#loc{level - 1}", f'"a.mlir":{level}:1'
    body = {
        "callsite": f"callsite({previous} at {here})",
        "caller": f"callsite({here} at {previous})",
        "fused": f"fused[{previous}, {here}]",
        # The chain inside a call site nested on the callee side, and one
        # nested on the caller side.
        "nested-callee": f'callsite(callsite({previous} at {here}) at "b.mlir":{level}:2)',
        "nested-caller": f'callsite("b.mlir":{level}:2 at callsite({here} at {previous}))',
        "named": f'"n{level}"(callsite({previous} at {here}))',
    }[kind]
    return f"#loc{level} = loc({body})"


def alias_chain_stage(
    depth: int, kind: str = "callsite", order: str = "printed", seed: int | None = None
) -> str:
    """A stage as MLIR prints it whose `%0` is located by `#loc{depth}`,
    the end of a chain of `depth` aliases of `kind` (STAGE_CHAIN_KINDS;
    level i at `"a.mlir":i:1`), defined after the module in `order`
    (CHAIN_ORDERS; shuffled with `seed`, default `depth`)."""
    definitions = ['#loc0 = loc("a.mlir":1:1)']
    definitions += [_stage_chain_definition(level, kind) for level in range(1, depth + 1)]
    if order == "reverse":
        definitions.reverse()
    elif order == "shuffle":
        random.Random(depth if seed is None else seed).shuffle(definitions)
    return (
        "// -----// IR Dump After Canonicalizer (canonicalize) //----- //\n"
        "module {\n"
        "  func.func @f() {\n"
        f"    %0 = arith.constant 1 : i32 loc(#loc{depth})\n"
        "    return loc(#loc0)\n"
        "  } loc(#loc0)\n"
        "} loc(#loc0)\n" + "\n".join(definitions) + "\n"
    )


def nested_regions(depth: int, indent: bool = False) -> str:
    """A module holding `depth` `scf.execute_region` ops, each inside the
    region of the one before, the innermost holding one constant."""
    lines = ["module {", "  func.func @f() {"]
    for level in range(depth):
        pad = "  " * (level + 2) if indent else ""
        lines.append(f"{pad}scf.execute_region {{")
    pad = "  " * (depth + 2) if indent else ""
    lines.append(f"{pad}%c = arith.constant 0 : i32")
    for level in reversed(range(depth)):
        pad = "  " * (level + 3) if indent else ""
        lines.append(f"{pad}scf.yield")
        lines.append(f"{pad[:-2]}}}")
    lines += ["    return", "  }", "}", ""]
    return "\n".join(lines)


def long_line(size: int) -> str:
    """A module with one op whose attribute dictionary fills a line of
    about `size` bytes (a constant array, as weights print inline)."""
    # Three digits and ", ": five bytes a value.
    count = max(1, size // 5)
    values = ", ".join(str(100 + index % 900) for index in range(count))
    return f"module {{\n  %0 = arith.constant dense<[{values}]> : tensor<{count}xi32>\n}}\n"
