"""IREE's code generation decisions as its attributes print them.

After strategy selection (`iree-llvmcpu-select-lowering-strategy`,
`iree-llvmgpu-select-lowering-strategy`, ...) a dispatch's function carries
a `translation_info` — the codegen pipeline, and on GPUs the workgroup and
subgroup sizes and pipeline options — and its root ops a `lowering_config`
— tile sizes per level and, on GPUs, the MMA intrinsic chosen. The
printed forms differ between IREE versions and targets; each is read here
as printed, never guessed:

    #iree_codegen.translation_info<pipeline = #iree_gpu.pipeline<TileAndFuse>
        workgroup_size = [256, 1, 1] subgroup_size = 64, {gpu_pipeline_options = ...}>
    #iree_codegen.translation_info<pipeline = CPUDoubleTilingExpert>      (IREE 3.5)
    #iree_codegen.translation_info<LLVMGPUVectorDistribute ...>            (older)
    #iree_gpu.lowering_config<{mma_kind = #iree_gpu.mma_layout<MFMA_F32_16x16x4_F32>,
        reduction = [0, 0, 0, 16], workgroup = [64, 2, 64, 0], ...}>
    #iree_cpu.lowering_config<distribution = [1, 14, 28, 0, 0], vector_common_parallel = [...]>
    #iree_codegen.lowering_config<tile_sizes = [[64, 64, 0], [8, 32, 0], [0, 0, 16]]>

Values are kept as printed (aliases already expanded by the caller).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tracksrc.reading.attributes import dictionary_entries

_PIPELINE = re.compile(r"pipeline\s*=\s*(?:#[\w$.\-]+<\s*)?([A-Za-z_][\w$.\-]*)")
# The older form names the pipeline first, without `pipeline =`.
_BARE_PIPELINE = re.compile(r"translation_info<\s*([A-Za-z_][\w$.\-]*)(?=[\s,>])")
_WORKGROUP = re.compile(r"workgroup_size\s*=\s*\[([0-9,\s]*)\]")
_SUBGROUP = re.compile(r"subgroup_size\s*=\s*([0-9]+)")
_OPTIONS = re.compile(r",\s*(\{.*\})\s*>\s*$", re.S)
# An MMA intrinsic as its layout attributes print it (`mma_layout<X>`,
# `virtual_mma_layout<X>`, `data_tiled_mma_layout<intrinsic = X, ...>`,
# an `mma_schedule<intrinsic = ...>`): the intrinsic's enum name.
_MMA = re.compile(r"mma_layout<\s*(?:intrinsic\s*=\s*)?([A-Z][A-Za-z0-9_]*)")
_ATTRIBUTE_BODY = re.compile(r"^#[\w$.\-]+<(.*)>$", re.S)


@dataclass(frozen=True)
class TranslationInfo:
    """A function's `translation_info`: its codegen `pipeline` (the enum
    name, without the dialect: `TileAndFuse`, `CPUDoubleTilingExpert`),
    `workgroup_size` and `subgroup_size` where printed, the pipeline
    `options` dictionary as printed ("" if none), and the whole `text`."""

    pipeline: str
    workgroup_size: tuple[int, ...] | None
    subgroup_size: int | None
    options: str
    text: str


def translation_info(text: str) -> TranslationInfo | None:
    """The `translation_info` attribute value `text`, read (None when it
    is not one: an alias left unexpanded, another attribute)."""
    text = text.strip()
    if "translation_info<" not in text:
        return None
    pipeline = _PIPELINE.search(text) or _BARE_PIPELINE.search(text)
    workgroup = _WORKGROUP.search(text)
    subgroup = _SUBGROUP.search(text)
    options = _OPTIONS.search(text)
    return TranslationInfo(
        pipeline.group(1) if pipeline else "",
        tuple(int(n) for n in workgroup.group(1).replace(",", " ").split()) if workgroup else None,
        int(subgroup.group(1)) if subgroup else None,
        options.group(1) if options else "",
        text,
    )


def config_entries(text: str) -> dict[str, str]:
    """The entries of a `lowering_config` attribute value, name -> value as
    printed (`workgroup` -> `[64, 2, 64, 0]`, `mma_kind` -> its layout), in
    the printed order; {} for a config without entries or not understood."""
    match = _ATTRIBUTE_BODY.match(text.strip())
    if match is None:
        return {}
    body = match.group(1).strip()
    if body.startswith("{") and body.endswith("}"):
        body = body[1:-1]
    return {name: value for name, value, _ in dictionary_entries(body) if value}


def mma_intrinsics(text: str) -> list[str]:
    """The MMA intrinsics named in `text` (a config, a translation_info), in
    order, each once."""
    return list(dict.fromkeys(_MMA.findall(text)))
