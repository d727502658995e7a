"""A profiler's kernel name back to the export the compiler named: every
way a profiler writes it, for any export name (property tests), and the
ways that must not match."""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st

from tracksrc.analysis.profiles.kernel_names import DispatchNames, plain_forms, sanitized

# IREE export symbols: letters, digits, `_`, `$` (`model$async`), `.`, `-`.
_SYMBOL = st.from_regex(r"[A-Za-z_][A-Za-z0-9_$.\-]{0,40}", fullmatch=True)
_EXPORTS = st.lists(_SYMBOL, min_size=1, max_size=8, unique=True)


def _names(exports: list[str]) -> DispatchNames:
    return DispatchNames((f"@{name}", [f"@{name}"]) for name in exports)


@given(_EXPORTS, st.data())
def test_each_profilers_spelling_finds_its_export(exports: list[str], data: st.DataObject) -> None:
    export = data.draw(st.sampled_from(exports))
    names = _names(exports)
    assert names.match(export) == [f"@{export}"]
    # rocprof's code object descriptor suffixes.
    assert names.match(export + ".kd") == [f"@{export}"]
    assert names.match(export + " [clone .kd]") == [f"@{export}"]
    # PTX-safe spelling: the export, or every export spelled alike.
    spelled = sanitized(export)
    alike = [f"@{name}" for name in exports if sanitized(name) == spelled]
    assert sorted(names.match(spelled)) == sorted(alike)


@given(_EXPORTS, st.data())
def test_a_benchmark_name_ends_with_its_export(exports: list[str], data: st.DataObject) -> None:
    export = data.draw(st.sampled_from(exports))
    variant = data.draw(st.from_regex(r"[a-z][a-z0-9_]{0,12}", fullmatch=True))
    name = f"BM_{export}_{variant}_{export}"
    clean = sanitized(name)
    # No other export ends the name after a longer `_`-bounded tail.
    assume(
        not any(
            other != export
            and (clean.endswith("_" + sanitized(other)) or clean == sanitized(other))
            and len(sanitized(other)) >= len(sanitized(export))
            for other in exports
        )
    )
    assume(sanitized(export) not in {sanitized(o) for o in exports if o != export})
    assert _names(exports).match(name.split("/", 1)[0]) == [f"@{export}"]


def test_names_that_are_no_export() -> None:
    names = _names(["m$async_dispatch_1_conv", "m$async_dispatch_11_matmul"])
    assert names.match("m$async_dispatch_1") == []
    assert names.match("void at::native::vectorized_elementwise_kernel<4>(int, float*)") == []
    assert names.match("__amd_rocclr_copyBuffer.kd") == []
    # A longer export is not matched by a shorter one's name, nor reverse.
    assert names.match("m$async_dispatch_11_matmul") == ["@m$async_dispatch_11_matmul"]


def test_plain_forms_of_a_demangled_signature() -> None:
    assert plain_forms("void k<float>(float*, int) [clone .kd]") == [
        "void k<float>(float*, int) [clone .kd]",
        "void k<float>(float*, int)",
        "k<float>",
    ]
    assert plain_forms("plain_kernel") == ["plain_kernel"]
