"""The small table of default dialects that MLIR's printer relies on.

An operation implementing `OpAsmOpInterface::getDefaultDialect` lets the ops
directly inside its regions drop their dialect prefix (`return` inside
`func.func` is `func.return`); the top level of a file has `builtin` as its
default dialect, so `module` is `builtin.module`. This is the only dialect
knowledge tracksrc has: it resolves bare op names and tells a bare op name at
the start of a line from a word that continues the previous op (`ins(`,
`case 2 {`, `ro %arg[...]`) or from a word that is no op at all (junk).
"""

from __future__ import annotations

TOP_LEVEL_DIALECT = "builtin"

# Operations whose regions have a default dialect (upstream MLIR).
REGION_DEFAULT_DIALECT: dict[str, str] = {
    "builtin.module": "builtin",
    "func.func": "func",
    "async.func": "async",
    "emitc.func": "emitc",
    "emitc.class": "emitc",
    "transform.sequence": "transform",
    "transform.named_sequence": "transform",
    "transform.with_pdl_patterns": "transform",
    "transform.foreach": "transform",
    "transform.alternatives": "transform",
    "pdl.pattern": "pdl",
    "pdl.rewrite": "pdl",
    "irdl.dialect": "irdl",
    "irdl.operation": "irdl",
    "irdl.type": "irdl",
    "irdl.attribute": "irdl",
}

# The ops of those dialects that appear without their prefix in dumps.
SHORT_OP_NAMES: dict[str, frozenset[str]] = {
    "builtin": frozenset({"module", "unrealized_conversion_cast"}),
    "func": frozenset({"return", "call", "call_indirect", "constant", "func"}),
    "async": frozenset(
        {
            "return",
            "call",
            "await",
            "execute",
            "yield",
            "create_group",
            "add_to_group",
            "await_all",
            "func",
            "runtime.create",
        }
    ),
    "emitc": frozenset(
        {
            "return",
            "call",
            "call_opaque",
            "constant",
            "variable",
            "assign",
            "apply",
            "add",
            "sub",
            "mul",
            "div",
            "rem",
            "cast",
            "cmp",
            "if",
            "for",
            "yield",
            "verbatim",
            "include",
            "expression",
            "literal",
            "member",
            "member_of_ptr",
            "subscript",
            "load",
            "func",
            "declare_func",
            "field",
            "get_field",
            "get_global",
            "global",
            "switch",
            "do",
            "conditional",
            "logical_and",
            "logical_or",
            "logical_not",
            "bitwise_and",
            "bitwise_or",
            "bitwise_xor",
            "bitwise_not",
            "bitwise_left_shift",
            "bitwise_right_shift",
            "unary_minus",
            "unary_plus",
        }
    ),
    "transform": frozenset(
        {
            "yield",
            "sequence",
            "named_sequence",
            "include",
            "apply_patterns",
            "apply_cse",
            "apply_dce",
            "apply_licm",
            "apply_registered_pass",
            "foreach",
            "get_parent_op",
            "get_producer_of_operand",
            "get_consumers_of_result",
            "get_result",
            "get_operand",
            "merge_handles",
            "split_handle",
            "print",
            "annotate",
            "cast",
            "alternatives",
            "select",
            "collect_matching",
            "foreach_match",
            "param.constant",
            "match.operation_name",
            "match.param.cmpi",
            "num_associations",
            "replicate",
            "with_pdl_patterns",
            "pdl_match",
            "debug.emit_remark_at",
            "verify",
        }
    ),
    "pdl": frozenset(
        {
            "pattern",
            "rewrite",
            "operation",
            "operand",
            "operands",
            "result",
            "results",
            "type",
            "types",
            "attribute",
            "erase",
            "replace",
            "apply_native_constraint",
            "apply_native_rewrite",
            "range",
        }
    ),
    "irdl": frozenset(
        {
            "dialect",
            "operation",
            "type",
            "attribute",
            "operands",
            "results",
            "attributes",
            "parameters",
            "is",
            "any",
            "any_of",
            "all_of",
            "base",
            "parametric",
            "region",
            "regions",
            "c_pred",
        }
    ),
}


def region_dialect(op_name: str) -> str:
    """The default dialect inside the regions of `op_name` ("" if none)."""
    return REGION_DEFAULT_DIALECT.get(op_name, "")


# Dialects whose bare op names are exactly those listed above (checked
# against MLIR's op definitions); in the regions of the other default
# dialects any bare name may be an op, if it is followed by op syntax.
CLOSED_DIALECTS = frozenset({"builtin", "func"})


def is_short_op_name(name: str, dialect: str) -> bool:
    """True if bare `name` is an op of `dialect` printed without prefix, as
    far as the name alone says (see `CLOSED_DIALECTS`)."""
    return resolve_op_name(name, dialect) is not None


def is_closed(dialect: str) -> bool:
    """True if every bare op name of `dialect` is known."""
    return dialect in CLOSED_DIALECTS


def resolve_op_name(name: str, dialect: str) -> str | None:
    """The full name of an op printed as `name` where `dialect` is the
    default dialect (`return` in `func.func` is `func.return`); None if
    `name` cannot be an op there (a word that is no op)."""
    if "." in name:
        return name
    if not dialect:
        return None
    if dialect in CLOSED_DIALECTS and name not in SHORT_OP_NAMES[dialect]:
        return None
    return f"{dialect}.{name}"
