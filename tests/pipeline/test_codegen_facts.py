"""Per dispatch, the codegen decisions its stages print, read from real
CPU and ROCm streams: checked against the stream's text read with plain
regular expressions (the stage where strategy selection printed each
dispatch's function), and, for a configuration substituted by hand, the
one code generation used."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import DATA, REAL, split_stages, stream_text
from tracksrc.pipeline.store.queries.codegen import codegen_facts
from tracksrc.pipeline.streams.opening import open_pipeline

GPU = REAL / "iree" / "gpu" / "gpu_cnn.after_all.mlir.xz"
CPU = DATA / "iree" / "numerics" / "good.after_all.mlir.xz"
_SELECTION = re.compile(r"IR Dump After \w+: iree-llvm[cg]pu-select-lowering-strategy")
_TRANSLATION = re.compile(
    r"func\.func @(?P<name>[\w$]+)\([^)]*\) attributes \{translation_info = "
    r"#iree_codegen\.translation_info<pipeline = #iree_[cg]pu\.pipeline<(?P<pipeline>\w+)>"
    r"(?: workgroup_size = \[(?P<workgroup>[0-9, ]+)\])?(?: subgroup_size = (?P<subgroup>\d+))?"
)
_MMA = re.compile(r"mma_kind = #iree_gpu\.mma_layout<(\w+)>")


def _selected(path: Path) -> dict[str, dict[str, object]]:
    """Per function configured by strategy selection (its first print
    there), what its text says."""
    text = stream_text(path)
    found: dict[str, dict[str, object]] = {}
    for start, end in split_stages(text):
        stage = text[start:end]
        if not _SELECTION.search(stage.split("\n", 1)[0]):
            continue
        for match in _TRANSLATION.finditer(stage):
            body = stage[match.end() : stage.find("\n  }", match.end())]
            found.setdefault(
                "@" + match["name"],
                {
                    "pipeline": match["pipeline"],
                    "workgroup": [int(n) for n in match["workgroup"].split(",")]
                    if match["workgroup"]
                    else None,
                    "subgroup": int(match["subgroup"]) if match["subgroup"] else None,
                    "mma": sorted(set(_MMA.findall(body))),
                },
            )
    return found


@pytest.mark.parametrize("path", [GPU, CPU], ids=["rocm", "cpu"])
def test_the_selected_configuration_as_printed(path: Path) -> None:
    truth = _selected(path)
    facts = codegen_facts(open_pipeline(path))
    assert facts and set(facts) <= set(truth)
    for name, item in facts.items():
        expected = truth[name]
        assert item.pipeline == expected["pipeline"]
        assert item.workgroup_size == expected["workgroup"]
        assert item.subgroup_size == expected["subgroup"]
        assert sorted(item.mma) == expected["mma"]
        assert not item.changed and item.pass_label.endswith("-select-lowering-strategy")
    if path == GPU:
        with_mma = [item for item in facts.values() if item.mma]
        assert with_mma and all(i.mma == ["MFMA_F32_16x16x4_F32"] for i in with_mma)
        copies = [item for name, item in facts.items() if "memcpy" in name]
        assert copies and all(item.vectorized is False for item in copies)


def test_a_substituted_configuration_is_the_one_in_force() -> None:
    folder = DATA / "iree" / "profile"
    substituted = (folder / "dispatch_3.slow.mlir").read_text(encoding="utf-8")
    distribution = re.search(r"distribution = (\[[0-9, ]+\])", substituted)
    assert distribution is not None
    facts = codegen_facts(open_pipeline(folder / "slow.after_all.mlir.xz"))
    slow = facts["@mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32"]
    assert slow.changed and slow.stage > slow.selected_at
    assert slow.configs[0][1]["distribution"] == distribution[1]
    others = [item for name, item in facts.items() if "dispatch_3" not in name]
    assert others and not any(item.changed for item in others)


def test_kept_in_the_store_and_a_damaged_copy_worked_out_again(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    first = codegen_facts(open_pipeline(CPU, cache=tmp_path))
    # Read back in another process's way: a new pipeline on the same store.
    again = open_pipeline(CPU, cache=tmp_path)
    assert codegen_facts(again) == first
    keys = [
        row[0]
        for row in again.store.connection.execute(
            "SELECT key FROM meta WHERE key LIKE 'codegen facts:%'"
        )
    ]
    assert len(keys) == 1
    # (Forged with its row's check made anew, as `set_meta` makes it: a
    # value changed without one sets the whole store aside, tested in
    # test_store_damage.py; this one is read, and found unreadable.)
    with again.store.transaction():
        again.store.set_meta(keys[0], [{"dispatch": 3}])
    damaged = open_pipeline(CPU, cache=tmp_path)
    assert codegen_facts(damaged) == first
    assert "codegen facts kept are unreadable" in caplog.text
