"""The passes known to run passes inside them, and which: how a stream
printed one way (after-all, before-all) shows a wrapper's nested passes,
where no before- and after-print bracket its run (`nesting`).

A wrapper is known by what its header prints (a pass pipeline option:
`iree-util-fixed-point-iterator{pipeline=builtin.module(a,b)}`,
`inline{default-pipeline=canonicalize}`) or by name (IREE's adaptors,
executable pipelines, linking and input conversion). Its `WrapperRule`
says which passes it runs, on which ops (its own, or only ops inside it;
IREE's adaptor: the functions right inside it), and whether in a fixed
order, once or over and over.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from tracksrc.pipeline.composition.passes.printed_paths import PrintedPath
from tracksrc.pipeline.streams.stream import Stage

# Passes that only run nested pipelines, with no work of their own (IREE's
# OpPipelineAdaptorPass and FixedPointIteratorPass).
PURE_ADAPTORS = frozenset({"iree-op-pipeline-adaptor", "iree-util-fixed-point-iterator"})

# Passes that run a nested pass pipeline of their own on ops inside theirs
# (IREE's configuration and translation of executables).
DYNAMIC_WRAPPERS = frozenset(
    {
        "iree-hal-configure-executables",
        "iree-hal-configure-target-executable-variants",
        "iree-hal-serialize-all-executables",
        "iree-hal-translate-all-executables",
        "iree-hal-translate-target-executable-variants",
        "iree-llvmcpu-lower-executable-target",
        "iree-llvmgpu-lower-executable-target",
        "iree-spirv-lower-executable-target-pass",
        "iree-vmvx-lower-executable-target",
    }
)

# Those of them whose nested passes run on the wrapper's op too (the
# others run theirs only on ops inside it: IREE's `*-all-executables` on
# the executables of their module).
_ON_THEIR_OWN_OP = frozenset(
    {
        "iree-hal-configure-target-executable-variants",
        "iree-hal-serialize-all-executables",
        "iree-hal-translate-target-executable-variants",
        "iree-llvmcpu-lower-executable-target",
        "iree-llvmgpu-lower-executable-target",
        "iree-spirv-lower-executable-target-pass",
        "iree-vmvx-lower-executable-target",
    }
)

# Passes that run one adaptor partway through their own work (IREE's
# conversion to LLVM runs its nested pipeline between pattern sets).
_RUNS_ONE_ADAPTOR = frozenset({"iree-convert-to-llvm"})

# IREE wrappers that run on their own op the passes named so: linking of
# executables (all targets', nesting each target's, which runs the
# target's own linking passes), the bufferization of copy-only dispatches,
# and the input conversion of a frontend (torch, StableHLO, TOSA: its
# passes and MLIR's clean-ups among them).
_KNOWN_PIPELINES: dict[str, tuple[tuple[str, ...] | None, re.Pattern[str] | None]] = {
    "iree-hal-link-all-executables": (("iree-hal-link-target-executables", "symbol-dce"), None),
    "iree-hal-link-target-executables": (
        None,
        re.compile(r".*-link-executables|.*-assign-[\w-]+-ordinals|canonicalize"),
    ),
    "iree-codegen-bufferize-copy-only-dispatches": (
        (
            "iree-eliminate-empty-tensors",
            "empty-tensor-to-alloc-tensor",
            "iree-codegen-iree-comprehensive-bufferize",
            "iree-codegen-inject-assume-alignment",
            "resolve-shaped-type-result-dims",
            "iree-codegen-canonicalize",
            "canonicalize",
            "cse",
            "iree-codegen-cleanup-buffer-alloc-view",
        ),
        None,
    ),
    "iree-auto-input-conversion": (
        None,
        re.compile(
            r"(?:convert-|iree-)?(?:torch|tm-tensor|stablehlo|chlo|shlo|tosa)[\w-]*"
            r"|canonicalize|cse|inline|symbol-dce|resolve-shaped-type-result-dims"
        ),
    ),
}

# A pass pipeline option, as headers print it (`pipeline=builtin.module(a,b)`,
# `default-pipeline=canonicalize`, `op-pipelines=...`): up to the option's end.
_PIPELINE_OPTION = re.compile(r"(?:^|[{ ])(?:default-pipeline|pipeline|op-pipelines)=")
_FUNCTION_LIKE = re.compile(r"\.(?:func|initializer)$")
_BRACES = re.compile(r"\{[^{}]*\}")
_PASS_NAME = re.compile(r"[\w.-]+(?![\w.-]*\()")


@dataclass(frozen=True)
class WrapperRule:
    """What a wrapper print nests, printed one way: passes named `passes`
    (None: any), on the wrapper's op too (`own_op`) or only inside it; with
    `in_order`, its own nested passes print in that order (a pipeline of
    passes on one op, each printing once a run), once or, with `repeats`,
    over and over (a fixed-point iterator); with `functions_only`, its
    nested passes run on the function-like ops right inside its op (IREE's
    `iree-op-pipeline-adaptor`: `func.func`, `util.func`,
    `util.initializer`)."""

    passes: tuple[str, ...] | None
    own_op: bool
    in_order: bool = False
    repeats: bool = False
    functions_only: bool = False
    # (Passes named so, where the wrapper runs a target's own: `passes` None.)
    matching: re.Pattern[str] | None = None


def wrapper_rule(stage: Stage) -> WrapperRule | None:
    """How a stream printed one way shows what `stage`'s pass runs inside
    it (see the module docstring); None for a pass not known to nest any."""
    return _rule(stage.pass_argument, stage.options or "")


@functools.cache  # (a stream's 40,000 stages run a few hundred passes)
def _rule(argument: str | None, options: str) -> WrapperRule | None:
    passes, flat = _pipeline_passes(options)
    if argument == "inline":
        return WrapperRule(passes or ("canonicalize",), own_op=False)
    if passes:
        repeats = "max-iterations=" in options
        return WrapperRule(passes, own_op=True, in_order=flat, repeats=repeats)
    if argument in _KNOWN_PIPELINES:
        named, matching = _KNOWN_PIPELINES[argument]
        return WrapperRule(named, own_op=True, matching=matching)
    if argument in _RUNS_ONE_ADAPTOR:
        return WrapperRule(("iree-op-pipeline-adaptor",), own_op=True, in_order=True)
    if argument == "iree-op-pipeline-adaptor":
        return WrapperRule(None, own_op=False, functions_only=True)
    if argument in DYNAMIC_WRAPPERS:
        return WrapperRule(None, own_op=argument in _ON_THEIR_OWN_OP)
    return None


def _pipeline_passes(options: str) -> tuple[tuple[str, ...], bool]:
    """The pass names of the pipelines an option string prints, in order,
    and whether they are one flat list (no pipeline nested in another)."""
    found: list[str] = []
    flat = True
    for start in _PIPELINE_OPTION.finditer(options):
        text, depth, end = options[start.end() :], 0, 0
        for end, character in enumerate(text):  # noqa: B007 (the end is kept)
            if character in "({":
                depth += 1
            elif character in ")}":
                if depth == 0:
                    break
                depth -= 1
            elif character == " " and depth == 0:
                break
        else:
            end = len(text)
        pipeline = text[:end]
        while _BRACES.search(pipeline):
            pipeline = _BRACES.sub("", pipeline)
        flat = flat and pipeline.count("(") <= 1
        found.extend(_PASS_NAME.findall(pipeline))
    return tuple(found), flat


def runs_pass(
    rule: WrapperRule | None, where: PrintedPath | None, stage: Stage, path: PrintedPath | None
) -> bool:
    """True if a wrapper of `rule` printed at `where` runs `stage`'s pass,
    printed at `path`."""
    if rule is None or where is None or path is None:
        return False
    argument = stage.pass_argument or ""
    if rule.passes is not None and argument not in rule.passes:
        return False
    if rule.matching is not None and not rule.matching.fullmatch(argument):
        return False
    (types, symbols), (outer_types, outer_symbols) = path, where
    depth = len(outer_types)
    if len(types) < depth + (0 if rule.own_op else 1):
        return False
    if rule.functions_only and not (
        len(types) == depth + 1 and _FUNCTION_LIKE.search(types[-1]) is not None
    ):
        return False
    return types[:depth] == outer_types and symbols[:depth] == outer_symbols


def next_in_order(
    rule: WrapperRule, reached: dict[int, int], wrapper: int, stage: Stage, after: bool
) -> bool:
    """True (and `reached` moved on) if `stage`'s pass is the one of the
    wrapper's passes (`rule.passes`, in order) that ran next to the one
    last found inside it: the one before it, walking back from an
    after-print, the one after it, forward from a before-print; a wrapper
    that does not repeat runs each once."""
    passes = rule.passes or ()
    count = len(passes)
    position = reached.get(wrapper, count if after else -1) + (-1 if after else 1)
    if not rule.repeats and not 0 <= position < count:
        return False
    if passes[position % count] != stage.pass_argument:
        return False
    reached[wrapper] = position % count
    return True
