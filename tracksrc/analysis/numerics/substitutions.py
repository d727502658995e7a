"""A substituted executable source, bound to the reproducer's buffers.

`--iree-hal-substitute-executable-source=NAME=FILE` replaces an
executable with a source dumped from a compile
(`--iree-hal-dump-executable-sources-to`) and edited: the way a
miscompile is made on purpose, or a hand fix tried. Such a source is
bound to the program it was dumped from: its pipeline layout says how each
buffer is bound there (a weight that was a constant is read-only and
direct) and its `hal.interface.binding.subspan` ops carry the offsets of
the operands in those buffers (a weight at byte 832 of the constant pool).
In the reproducer every operand is a buffer of its own, passed as a
function argument, and IREE accepts neither a layout that differs from the
call's nor reads the offsets right.

So the reproducer compiles its own module up to the executable sources
once without the substitution, and gives a copy of the substituted source
that module's layout and, binding by binding, its offsets and binding
flags; the code between is the user's, untouched. A source whose bindings
are not the module's (another count, dynamic offsets) is an error.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.output_files import write_output
from tracksrc.safe_text import visible_line

_SUBSTITUTE = re.compile(r"--iree-hal-substitute-executable-source=(?P<name>[^=]+)=(?P<path>.+)")
_LAYOUT = "#hal.pipeline.layout<"
_SUBSPAN = re.compile(
    r"hal\.interface\.binding\.subspan\b[^\n]*?binding\((?P<binding>[0-9]+)\)[^\n]*?"
    r"offset\((?P<offset>%[\w$.\-]+)\)\s*flags\((?P<flags>\"[^\"]*\"|[\w|]+)\)"
)
_INDEX_CONSTANT = r"(?P<name>%[\w$.\-]+) = arith\.constant (?P<value>-?[0-9]+) : index"


def layout_of(text: str) -> str | None:
    """The inside of the first `#hal.pipeline.layout<...>` of `text`."""
    start = text.find(_LAYOUT)
    if start < 0:
        return None
    depth = 0
    for position in range(start + len(_LAYOUT) - 1, len(text)):
        depth += {"<": 1, ">": -1}.get(text[position], 0)
        if depth == 0:
            return text[start + len(_LAYOUT) : position]
    return None


def rebound_substitutions(
    flags: list[str], module: Path, executable: str, prefix: str, tool: str
) -> list[str]:
    """`flags` (for compiling `module`) with a substituted source of
    `executable` replaced by a copy beside `module`, named `PREFIX.
    substituted.mlir`, bound to `module`'s buffers (see the module
    docstring)."""
    result = []
    for flag in flags:
        match = _SUBSTITUTE.fullmatch(flag)
        if match is None or match["name"] != executable or not match["path"].endswith(".mlir"):
            result.append(flag)
            continue
        others = [other for other in flags if other is not flag]
        own = _dumped_source(module, others, executable, tool)
        source = Path(match["path"]).read_text(encoding="utf-8")
        copy = write_output(
            module.with_name(f"{prefix}.substituted.mlir"), rebind(source, own, executable)
        )
        result.append(f"--iree-hal-substitute-executable-source={executable}={copy.name}")
    return result


def _dumped_source(module: Path, flags: list[str], executable: str, tool: str) -> str:
    """The source of `executable` as IREE compiles `module` with `flags`."""
    with tempfile.TemporaryDirectory(prefix="tracksrc-sources-") as folder:
        words = [
            tool,
            str(module),
            *flags,
            "--compile-to=executable-sources",
            f"--iree-hal-dump-executable-sources-to={folder}",
            "-o",
            os.devnull,
        ]
        done = subprocess.run(words, capture_output=True, text=True, timeout=3600)
        if done.returncode != 0:
            raise TracksrcError(
                f"tracksrc: error: iree-compile of the reproducer {module} failed: "
                + visible_line(done.stderr.strip()[-500:])
            )
        for dumped in Path(folder).glob("*.mlir"):
            text = dumped.read_text(encoding="utf-8")
            if re.search(rf"hal\.executable (?:public )?@{re.escape(executable)}\b", text):
                return text
    raise TracksrcError(
        f"tracksrc: error: the reproducer {module} compiles without an executable {executable}"
    )


def rebind(source: str, own: str, executable: str) -> str:
    """`source` (a substituted executable) with the layout, offsets and
    binding flags of `own` (the same executable as the reproducer's module
    compiles it)."""
    old, new = layout_of(source), layout_of(own)
    if old is None or new is None:
        raise _cannot(executable, "no pipeline layout in it")
    text = source.replace(old, new)
    offsets = {m["name"]: m["value"] for m in re.finditer(_INDEX_CONSTANT, own)}
    wanted = {}
    for match in _SUBSPAN.finditer(own):
        value = offsets.get(match["offset"])
        if value is None:
            raise _cannot(executable, f"binding {match['binding']} has an offset not constant")
        wanted[match["binding"]] = (value, match["flags"])
    found = list(_SUBSPAN.finditer(text))
    if sorted({m["binding"] for m in found}) != sorted(wanted):
        raise _cannot(executable, "its bindings are not those of the dispatch in the reproducer")
    # From the last: each edit leaves the places of those before it as they are.
    for match in reversed(found):
        value, flags = wanted[match["binding"]]
        name = _constant(text, match.start(), value)
        line_start = text.rfind("\n", 0, match.start()) + 1
        added = ""
        if name is None:
            name = f"%tracksrc_offset{match['binding']}"
            line = text[line_start : match.start()]
            indent = line[: len(line) - len(line.lstrip())]
            added = f"{indent}{name} = arith.constant {value} : index\n"
        piece = match.group().replace(f"offset({match['offset']})", f"offset({name})")
        piece = piece[: piece.rindex("flags(")] + f"flags({flags})"
        text = (
            text[:line_start]
            + added
            + text[line_start : match.start()]
            + piece
            + text[match.end() :]
        )
    return text


def _constant(text: str, before: int, value: str) -> str | None:
    """The name of an index constant of `value` defined before `before` in
    the function around it."""
    function = text.rfind("func.func", 0, before)
    found = None
    for match in re.finditer(_INDEX_CONSTANT, text[function:before]):
        if match["value"] == value:
            found = match["name"]
    return found


def _cannot(executable: str, why: str) -> TracksrcError:
    return TracksrcError(
        f"tracksrc: error: the substituted source of {executable} cannot be bound to the "
        f"reproducer's buffers: {why}"
    )
