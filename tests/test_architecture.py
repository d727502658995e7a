"""The tree is the architecture: layers import only from below.

Every `import` of every module of `tracksrc` (at module level, inside
functions and under `TYPE_CHECKING` alike) is read from the source and
checked against the layer order of docs/ARCHITECTURE.md:

    ground floor (errors, logs, progress, tables, results, safe_text, version)
      <- reading <- tracking <- pipeline <- analysis <- view <- package face
      <- shell, mcp (side by side, neither importing the other) <- cli

(the view, `tracksrc view`'s server and pages, stands under the package
face, which names its `view()`, so that the shell and scripts start it).

The mini-compiler stands beside them: it uses the ground floor, reading and
tracking, and only the command line uses it. Inside a layer, modules import
each other without cycles, and no module is longer than 500 lines.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tracksrc"

GROUND = {
    "errors",
    "logs",
    "progress",
    "tables",
    "results",
    "json_text",
    "output_files",
    "worker_pools",
    "suggestions",
    "safe_text",
    "version",
    "collector",
    "freed_memory",
    "extras",
    "iree_tools",
    "user_patterns",
}
RANKS = {
    "ground": 0,
    "reading": 1,
    "tracking": 2,
    "pipeline": 3,
    "analysis": 4,
    "view": 5,
    "face": 6,
    "shell": 7,
    "mcp": 7,
    "cli": 8,
}
# Faces of one rank stand side by side: neither imports the other (the
# command line, above both, imports each).
SIBLING_FACES = {"shell", "mcp"}
# The rooms of the pipeline layer, in order: each imports only from those
# before it.
PIPELINE_ROOMS = {"streams": 0, "composition": 1, "dispatches": 2, "store": 3}
# What the mini-compiler may use, and who may use it.
COMPILER_USES = {"ground", "reading", "tracking", "compiler"}
COMPILER_USERS = {"cli", "compiler"}
MAX_LINES = 500


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def layer_of(module: str) -> str:
    """The layer a module of tracksrc belongs to."""
    parts = module.split(".")
    if module == "tracksrc":
        return "face"
    if module == "tracksrc.__main__":
        return "cli"  # `python -m tracksrc` is the command line
    if parts[1] in GROUND and len(parts) == 2:
        return "ground"
    if parts[1] in RANKS or parts[1] == "compiler":
        return parts[1]
    if parts[1] == "grammars":
        return "reading"  # package data of the reading layer
    raise AssertionError(f"{module} is in no layer: add it to docs/ARCHITECTURE.md and here")


def imported_modules(module: str, path: Path) -> set[str]:
    """The modules of tracksrc that `module` imports, anywhere in its text."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            found.add(target)
            # `from tracksrc.pipeline.streams import stream` imports a module.
            for alias in node.names:
                if f"{target}.{alias.name}" in MODULES:
                    found.add(f"{target}.{alias.name}")
    return {name for name in found if name == "tracksrc" or name.startswith("tracksrc.")}


IMPORTS = {module: imported_modules(module, path) for module, path in MODULES.items()}


def test_every_module_has_a_layer() -> None:
    for module in MODULES:
        layer_of(module)


@pytest.mark.parametrize("module", sorted(MODULES))
def test_imports_go_down_the_layers(module: str) -> None:
    layer = layer_of(module)
    for imported in IMPORTS[module]:
        if imported.startswith("tracksrc.grammars"):
            continue
        assert imported in MODULES, f"{module} imports {imported}, which does not exist"
        other = layer_of(imported)
        if layer == "compiler" or other == "compiler":
            assert other in COMPILER_USES or layer in COMPILER_USERS, (
                f"{module} ({layer}) imports {imported} ({other}): the mini-compiler uses "
                "only the ground floor, reading and tracking, and only the CLI uses it"
            )
            if other == "compiler":
                assert layer in COMPILER_USERS, f"{module} ({layer}) imports {imported}"
            continue
        assert RANKS[other] <= RANKS[layer], (
            f"{module} ({layer}) imports {imported} ({other}): a layer imports only from below"
        )
        assert other == layer or not {layer, other} <= SIBLING_FACES, (
            f"{module} ({layer}) imports {imported} ({other}): the shell and the MCP server "
            "are faces side by side; what both need goes below them"
        )


def _room(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 3 and parts[1] == "pipeline" else None


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _room(m)))
def test_pipeline_rooms_import_only_from_those_before_them(module: str) -> None:
    room = _room(module)
    assert room in PIPELINE_ROOMS, f"{module}: add its room to docs/ARCHITECTURE.md and here"
    for imported in IMPORTS[module]:
        other = _room(imported)
        if other is not None:
            assert PIPELINE_ROOMS[other] <= PIPELINE_ROOMS[room], (
                f"{module} ({room}) imports {imported} ({other}): the pipeline's rooms import "
                "only from those before them (streams, composition, dispatches, store)"
            )


def test_no_folder_of_the_pipeline_holds_more_than_fifteen_modules() -> None:
    folders: dict[Path, int] = {}
    for module, path in MODULES.items():
        if _room(module) is not None and path.name != "__init__.py":
            folders[path.parent] = folders.get(path.parent, 0) + 1
    assert {_room(m) for m in MODULES if _room(m)} == set(PIPELINE_ROOMS)
    crowded = {str(f.relative_to(ROOT)): count for f, count in folders.items() if count > 15}
    assert not crowded, f"folders of more than 15 modules want sub-folders by concern: {crowded}"
    loose = [
        m
        for m in MODULES
        if m.startswith("tracksrc.pipeline.")
        and m.count(".") == 2
        and m.split(".")[2] not in PIPELINE_ROOMS
    ]
    assert not loose, f"every module of the pipeline layer is in a room: {loose}"


def test_no_import_cycles() -> None:
    """Modules (within a layer too) import each other one way only."""
    graph = {
        module: {name for name in imports if name in MODULES and name != module}
        for module, imports in IMPORTS.items()
    }
    # A package's __init__ is imported by every module in it; it may name
    # them lazily (its public face), which is no cycle.
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(module: str) -> None:
        state[module] = 1
        path.append(module)
        for other in sorted(graph[module]):
            if module.startswith(other + ".") or other.startswith(module + "."):
                continue  # a package and its own modules
            if state.get(other) == 1:
                cycle = [*path[path.index(other) :], other]
                raise AssertionError("import cycle: " + " -> ".join(cycle))
            if other not in state:
                visit(other)
        path.pop()
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module)


def test_the_package_face_is_imported_only_from_above() -> None:
    for module, imports in IMPORTS.items():
        if "tracksrc" in imports:
            assert RANKS.get(layer_of(module), 0) >= RANKS["face"] or layer_of(module) == "face", (
                f"{module} imports the package face `tracksrc`: import from the layer instead"
            )


@pytest.mark.parametrize("module", sorted(MODULES))
def test_modules_are_short(module: str) -> None:
    lines = MODULES[module].read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, f"{module} has {lines} lines: split it where a concept ends"
