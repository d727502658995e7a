"""SSA def-use on MLIR: `operands`, `users`, `inputs_of`, `outputs_of`.

Checked against MLIR's own def-use: `iree-opt --mlir-print-value-users`
prints, after every op, the ops that use each of its results (and, for
every block argument, its users), so the users tracksrc finds are
compared with MLIR's on whole programs of a real IREE stream, from the
torch input down to the VM. A property test compares `inputs_of` with a
brute-force walk that looks every name up among all definitions of the
file.
"""

from __future__ import annotations

import re
import subprocess
from collections import Counter, deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tracksrc
from tests.conftest import MNIST, REAL
from tests.mlir_counts import iree_opt
from tracksrc.reading.op_syntax import mentioned_values
from tracksrc.tracking.def_use import def_use_of, inputs_of, operands, outputs_of, users
from tracksrc.tracking.index import OperationIndex, OperationInfo

CONVS = REAL / "iree" / "captures" / "convs.mlir"
_USERS = re.compile(r"//\s*(?:users?: (?P<users>[^\n]*)|id: (?P<id>%\S+))")
_ARGUMENT = re.compile(r"^\s*// (%\S+) is (?:used by (.*)|unused)$", re.M)


def _names(info: OperationInfo) -> list[str]:
    return [
        name if count == 1 else f"{name}#{item}"
        for name, count in info.op.result_groups
        for item in range(count)
    ]


def _compare_with_mlir(index: OperationIndex) -> tuple[int, int]:
    """Compare every op's and block argument's users with the comments
    `--mlir-print-value-users` wrote; returns how many of each were
    compared. MLIR names a user by its results (all of them), or by an id
    it gives an op without results (`// id: %15`), and lists each user
    once."""
    text = index.file.source.text
    ids: dict[int, list[str]] = {}
    expected: dict[int, list[list[str]]] = {}
    for info in index.infos:
        op = info.op
        if op.implicit or op.materialized:
            continue
        rest = text[op.end : text.find("\n", op.end)]
        found = _USERS.search(rest)
        ids[info.position] = [found.group("id")] if found and found.group("id") else _names(info)
        if op.result_names:
            listed = found.group("users") if found and found.group("users") else ""
            if listed.startswith("("):  # one group per result: `(%6), (unused)`
                expected[info.position] = [
                    [] if group == "unused" else sorted(group.split(", "))
                    for group in re.findall(r"\(([^)]*)\)", listed)
                ]
            else:
                expected[info.position] = [sorted(listed.split(", ")) if listed else []]
    def_use = def_use_of(index)
    for position, per_result in expected.items():
        info = index.infos[position]
        got = []
        for number in range(len(per_result)):
            user_ops = {
                use.user.position
                for use in def_use.users(info)
                if use.value is not None and (len(per_result) == 1 or use.value.number == number)
            }
            got.append(sorted(name for user in user_ops for name in ids[user]))
        assert got == per_result, info
    arguments = 0
    for found in _ARGUMENT.finditer(text):
        line = text.count("\n", 0, found.start()) + 1
        owner = max(
            (
                info
                for info in index.infos
                if info.op.regions
                and not info.op.implicit
                and info.op.start_position[0] < line <= info.op.end_position[0]
            ),
            key=lambda info: info.op.start_position,
        )
        user_ops = {
            use.user.position
            for use in def_use.users(owner, arguments=True)
            if use.value is not None
            and use.value.kind == "argument"
            and use.value.name == found.group(1)
        }
        listed = sorted(found.group(2).split(", ")) if found.group(2) else []
        assert sorted(name for user in user_ops for name in ids[user]) == listed, (
            owner,
            found.group(1),
        )
        arguments += 1
    return len(expected), arguments


def _value_users(texts: list[str], *options: str) -> list[OperationIndex]:
    done = subprocess.run(
        [
            iree_opt(),
            "--split-input-file",
            "--mlir-print-value-users",
            "--mlir-print-debuginfo",
            *options,
            "-",
        ],
        input="\n// -----\n".join(texts),
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[:2000]
    return [
        tracksrc.parse_text(chunk, f"users{number}.mlir")
        for number, chunk in enumerate(done.stdout.split("\n// -----\n"))
    ]


# `--mlir-print-local-scope` prints locations and attributes inline; the
# generic form prints every op as `"dialect.op"(...)`.
@pytest.mark.parametrize("options", [(), ("--mlir-print-local-scope", "--mlir-print-op-generic")])
def test_users_equal_mlirs_own_def_use_through_a_whole_iree_compilation(
    options: tuple[str, ...],
) -> None:
    pipe = tracksrc.open_pipeline(MNIST / "mnist_like.after_all.mlir.xz")
    # torch input, flow dispatch regions, stream, executables with loops
    # and vectors, the host program before the VM.
    numbers = [0, 194, 388, 679, 1067, 1358, 1455, 1746]
    texts = [tracksrc.program_at(pipe.stages[number]).text() for number in numbers]
    texts.append(CONVS.read_text())
    indexes = _value_users(texts, *options)
    compared = [_compare_with_mlir(index) for index in indexes]
    assert sum(ops for ops, _ in compared) > 2_500
    assert sum(arguments for _, arguments in compared) > 300
    assert all(ops > 0 for ops, _ in compared)


def test_users_equal_mlirs_own_with_ssa_ids_unique_across_regions() -> None:
    # `--mlir-print-unique-ssa-ids` numbers values across all regions: no
    # name restarts in a function or an isolated region. (MLIR prints
    # `util.func`'s arguments `%arg0...` but its body's uses of them on:
    # text it cannot read back, so the programs here are the torch input
    # and functions of code generation, each printed on its own.)
    pipe = tracksrc.open_pipeline(MNIST / "mnist_like.after_all.mlir.xz")
    numbers = [69, 750, 781, 802, 950, 1196, 1225, 1357]
    assert all(pipe.stages[number].scope_op == "func.func" for number in numbers)
    # (Without the stage's header: `// -----` splits an input in two.)
    texts = [pipe.stages[number].text().split("\n", 1)[1] for number in numbers]
    texts += [tracksrc.program_at(pipe.stages[0]).text(), CONVS.read_text()]
    indexes = _value_users(texts, "--mlir-print-unique-ssa-ids")
    # Names defined twice in one text: some without the option (a function's
    # names restart in its isolated regions, and in each function), none
    # with it.
    defined = re.compile(r"^\s*(%[\w$.\-]+)(?::\d+)?(?:, %[\w$.\-]+)* =", re.M)

    def twice(index: OperationIndex) -> int:
        counts = Counter(defined.findall(index.file.source.text))
        return sum(count > 1 for count in counts.values())

    assert sum(map(twice, _value_users(texts))) > 0
    assert sum(map(twice, indexes)) == 0
    compared = [_compare_with_mlir(index) for index in indexes]
    assert sum(ops for ops, _ in compared) > 250
    assert sum(arguments for _, arguments in compared) > 40
    assert all(ops > 0 for ops, _ in compared)


def test_operands_and_trees_on_a_real_input() -> None:
    index = tracksrc.parse_file(CONVS)
    conv = index.get_ops_by_type("linalg.conv_2d_nchw_fchw")[0]
    assert [(use.name, use.value and use.value.kind) for use in operands(conv)] == [
        ("%x", "argument"),
        ("%w1", "argument"),
        ("%f1", "result"),
    ]
    assert str(inputs_of(conv, depth=2)).replace(str(CONVS), "convs.mlir") == (
        "%c1 linalg.conv_2d_nchw_fchw  convs.mlir:5:9\n"
        "  reads %x, argument 0, of @convs func.func  convs.mlir:1:1\n"
        "  reads %w1, argument 1, of @convs func.func  convs.mlir:1:1  (shown above)\n"
        "  reads %f1 linalg.fill  convs.mlir:4:9\n"
        "    reads %z arith.constant  convs.mlir:2:8\n"
        "    reads %e1 tensor.empty  convs.mlir:3:9"
    )
    maximum = index.get_ops_by_type("arith.maximumf")[0]
    # Through the block argument to the linalg.generic that owns it, and on.
    assert [info.ssa_name for info in inputs_of(maximum, depth=2).flat()] == [
        "%r1",
        "%c1",
        "%e1",
        "%z",
    ]
    assert [use.user.ssa_name for use in users(conv)] == ["%r1"]
    assert [info.ssa_name for info in outputs_of(conv, depth=3).flat()] == ["%r1", "%c2", "%r2"]
    with pytest.raises(TypeError, match="find it first"):
        inputs_of("%c1")  # type: ignore[arg-type]


# -- the brute-force walk ------------------------------------------------------


def _ancestors(info: OperationInfo) -> list[OperationInfo]:
    found = []
    parent = info.parent
    while parent is not None:
        found.append(parent)
        parent = parent.parent
    return found


def _scope_depth(index: OperationIndex, user: OperationInfo, name: str) -> OperationInfo | None:
    """The op whose result, block argument or own-line argument `name` is,
    looked for among every definition in the file: of the definitions
    whose scope holds `user`, the innermost."""
    ancestors = _ancestors(user)
    best: tuple[int, OperationInfo] | None = None
    for info in index.infos:
        # A result: scope is the op's parent; an argument: the owner itself.
        if name in _names(info) or name.split("#")[0] in info.op.result_names:
            scope = info.parent
        elif any(
            argument.name == name
            for region in info.op.regions
            for block in region.blocks
            for argument in block.arguments
        ):
            scope = info
        elif info in ancestors and name in mentioned_values(info.op):
            if _scope_depth(index, info, name) is not None:
                continue  # a use of an outer value, not a definition
            scope = info
        else:
            continue
        if scope is not None and scope in ancestors:
            depth = len(_ancestors(scope))
            if best is None or depth > best[0]:
                best = (depth, info)
    return best[1] if best is not None else None


def _brute_inputs(index: OperationIndex, root: OperationInfo, depth: int) -> set[int]:
    reached = {root.position}
    queue = deque([(root, depth)])
    while queue:
        info, left = queue.popleft()
        if left == 0:
            continue
        own = set()
        if info.op.regions:
            own = {
                name
                for name in mentioned_values(info.op)
                if _scope_depth(index, info, name) is None
            }
        for name in mentioned_values(info.op):
            if name in own:
                continue
            definition = _scope_depth(index, info, name)
            if definition is not None and definition.position not in reached:
                reached.add(definition.position)
                queue.append((definition, left - 1))
    return reached


def _stage_indexes() -> list[OperationIndex]:
    pipe = tracksrc.open_pipeline(REAL / "iree" / "captures" / "consteval.after_all.mlir.xz")
    return [
        tracksrc.parse_file(CONVS),
        tracksrc.parse_file(REAL / "iree" / "captures" / "short_forms.mlir"),
        *(pipe.stages[number].op_index() for number in (30, 160, 420, 1500)),
    ]


_INDEXES: list[OperationIndex] = []


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 5), st.integers(0, 10_000), st.integers(1, 4))
def test_inputs_of_equals_a_brute_force_walk(which: int, choice: int, depth: int) -> None:
    if not _INDEXES:
        _INDEXES.extend(_stage_indexes())
    index = _INDEXES[which]
    candidates = [info for info in index.infos if not info.op.implicit]
    root = candidates[choice % len(candidates)]
    tree = inputs_of(root, depth)
    assert {root.position, *(info.position for info in tree.flat())} == _brute_inputs(
        index, root, depth
    )


def test_a_result_group_of_2_32_minus_1_values_is_not_walked_value_by_value() -> None:
    # MLIR's result counts are unsigned 32-bit: `%0:4294967295` is a valid
    # group; `%0#5` means its result 5, `%0#4294967295` none of it.
    text = (
        "func.func @f() {\n"
        '  %0:4294967295 = "test.op"() : () -> (i32)\n'
        '  "test.use"(%0#5, %0#4294967295) : (i32, i32) -> ()\n'
        "  return\n"
        "}\n"
    )
    index = tracksrc.parse_text(text, "g.mlir")
    (user,) = index.get_ops_by_type("test.use")
    (group,) = index.get_ops_by_type("test.op")
    found = operands(user)
    assert [(use.name, use.value and use.value.number) for use in found] == [
        ("%0#5", 5),
        # (unknown here: the group as a whole, as for `%0#1` of a single result)
        ("%0#4294967295", 0),
    ]
    assert [use.user for use in users(group)] == [user, user]
