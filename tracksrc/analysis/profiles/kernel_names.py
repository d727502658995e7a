"""A profiler's kernel name, matched to the dispatch the compiler named so.

IREE names each kernel after its `hal.executable.export` symbol
(`model$async_dispatch_3_conv_16x14x14x8x5x5_f32`), and profilers write it
each in their way:

* as is: `iree-profile`, rocprofv3 and Chrome traces on ROCm;
* with the code object's `.kd` descriptor suffix (rocprof's
  `name.kd`, rocprof v1's `name [clone .kd]`);
* sanitized for the target: PTX and some tools allow no `$` or `.` in a
  symbol, so `model$async_dispatch_3` becomes `model_async_dispatch_3`;
* inside a longer name: `iree-benchmark-module` names each benchmark
  `BM_<executable>_<variant>_<export>` (the reader keeps the part before
  `/`), so the export is a suffix after `_`;
* as a demangled C++ signature (`void k<float>(float*, int)`), for
  kernels that are not a compiler's dispatches: the name before `(`.

`DispatchNames` answers, for a kernel name, the dispatches it can be:
none (a kernel of a library, a copy, another program), one, or several
(the same export name in two targets, or in two modules of one program),
which the joiner tells apart by workgroup size where it can.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_SUFFIXES = (" [clone .kd]", ".kd")
_UNSAFE = re.compile(r"[^A-Za-z0-9_]")


def sanitized(name: str) -> str:
    """The name with every character a PTX identifier cannot hold made `_`."""
    return _UNSAFE.sub("_", name)


def plain_forms(name: str) -> list[str]:
    """The forms a kernel name may be matched by, most literal first: as
    written, without a descriptor suffix, without a C++ signature."""
    forms = [name]
    bare = name
    for suffix in _SUFFIXES:
        if bare.endswith(suffix):
            bare = bare[: -len(suffix)]
            forms.append(bare)
            break
    if "(" in bare:
        head = bare.split("(", 1)[0].strip()
        head = head.removeprefix("void ").strip()
        if head:
            forms.append(head)
    return list(dict.fromkeys(forms))


class DispatchNames:
    """Kernel names to dispatch names (see the module docstring): every
    name a dispatch's entry point had (`@` left out), as is and
    sanitized."""

    def __init__(self, dispatches: Iterable[tuple[str, list[str]]]) -> None:
        """`dispatches`: (dispatch name, every name its entry point had)."""
        self._exact: dict[str, list[str]] = {}
        self._sanitized: dict[str, list[str]] = {}
        # Final export names (sanitized), for names that end with one.
        self._exports: dict[str, list[str]] = {}
        for dispatch, names in dispatches:
            for name in dict.fromkeys(n.lstrip("@") for n in names):
                _add(self._exact, name, dispatch)
                _add(self._sanitized, sanitized(name), dispatch)
            _add(self._exports, sanitized(dispatch.lstrip("@")), dispatch)

    def match(self, kernel: str) -> list[str]:
        """The dispatches a kernel of this name can be ([] for none)."""
        forms = plain_forms(kernel)
        for table, shape in ((self._exact, str), (self._sanitized, sanitized)):
            for form in forms:
                found = table.get(shape(form))
                if found:
                    return found
        # A benchmark's name ends with the export's, after a `_`: the
        # longest such ending wins.
        for form in forms:
            clean = sanitized(form)
            for at, char in enumerate(clean):
                if char == "_" and (found := self._exports.get(clean[at + 1 :])):
                    return found
        return []


def _add(table: dict[str, list[str]], key: str, dispatch: str) -> None:
    known = table.setdefault(key, [])
    if dispatch not in known:
        known.append(dispatch)
