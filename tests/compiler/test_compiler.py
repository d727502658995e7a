"""The mini-compiler (first part): reading the input dialect, printing as
MLIR prints (read back by tracksrc's own parser), passes and their
locations, convolution strategies, the print-ir flags, ground-truth
lineage and scoring tracksrc against it."""

from __future__ import annotations

import io
import json
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from conftest import SAMPLES

import tracksrc
from tracksrc.analysis.scoring import load_lineage, score
from tracksrc.cli.main import main
from tracksrc.compiler.interpreter import Interpreter, random_arguments
from tracksrc.compiler.ir import Module
from tracksrc.compiler.models import ModelSpec, generate_model, layer_kinds
from tracksrc.compiler.pass_manager import PassManager, PrintFlags
from tracksrc.compiler.passes import DEFAULT_PIPELINE, build_pipeline
from tracksrc.compiler.passes.lower_conv import allowed_strategies
from tracksrc.compiler.printer import PrintOptions, print_module
from tracksrc.compiler.reader import read_program, read_program_text
from tracksrc.compiler.samples import generate_samples
from tracksrc.errors import ParseError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.reading.location_attributes import CallSiteLoc, FileLoc, FusedLoc
from tracksrc.tracking.provenance import Mode

MODEL = SAMPLES / "model.mlir"


def compiled(passes: tuple[str, ...], **flags: object) -> tuple[Module, str]:
    module = read_program(MODEL, "model.mlir")
    stream = io.StringIO()
    print_flags = PrintFlags(
        after_all=True,
        options=PrintOptions(debuginfo=True),
        **flags,  # type: ignore[arg-type]
    )
    PassManager(build_pipeline(passes), print_flags, stream).run(module)
    return module, stream.getvalue()


def test_reader_locates_ops_as_mlir_does() -> None:
    module = read_program(MODEL, "model.mlir")
    main_function = module.function("main")
    assert main_function.location == FileLoc.point("model.mlir", 6, 1)
    assert main_function.body.argument_locations == [FileLoc.point("model.mlir", 6, 17)]
    conv = next(op for op in main_function.body.ops if op.name == "tosa.conv2d")
    assert conv.location == FileLoc.point("model.mlir", 11, 14)
    assert conv.int_list("pad") == [1, 1, 1, 1]
    assert [value.hint for value in conv.operands] == ["%block0", "%w3x3", "%bias"]
    assert module.function("conv_block").attributes["sym_visibility"] == '"private"'
    # Origins number the input ops in pre-order, as the index orders them.
    index = tracksrc.parse_file(MODEL, filename="model.mlir")
    ops = [op for function in module.functions for op in function.walk()]
    assert [index.infos[1 + min(op.origins)].op_name for op in ops] == [op.name for op in ops]


def test_reader_rejects_other_dialects_with_a_position() -> None:
    text = "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = mhlo.abs %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n"
    with pytest.raises(ParseError) as caught:
        read_program_text(text, "bad.mlir")
    message = str(caught.value)
    assert "bad.mlir:2:8" in message and "mhlo.abs is not an op of the input dialect" in message


@pytest.mark.parametrize(
    "options",
    [
        PrintOptions(),
        PrintOptions(debuginfo=True),
        PrintOptions(debuginfo=True, local_scope=True),
        PrintOptions(debuginfo=True, generic=True),
    ],
)
def test_every_printed_form_reads_back(options: PrintOptions) -> None:
    module, _ = compiled(("inline", "to-linalg", "lower-conv"))
    text = print_module(module, options)
    index = tracksrc.parse_text(text, "out.mlir")
    assert Counter(info.op_name for info in index.infos[1:]) == Counter(
        op.name for op in module.walk()
    )
    assert ("#loc1 = loc(" in text) == (options.debuginfo and not options.local_scope)
    assert ("loc(" in text) == options.debuginfo


def test_inlining_gives_each_call_its_own_copies() -> None:
    module, _ = compiled(("inline",))
    assert [function.symbol for function in module.functions] == ["main"]
    convs = [op for op in module.walk() if op.name == "tosa.conv2d"]
    callee_conv = FileLoc.point("model.mlir", 2, 8)
    calls = {FileLoc.point("model.mlir", 10, 13), FileLoc.point("model.mlir", 12, 13)}
    inlined = [op.location for op in convs if isinstance(op.location, CallSiteLoc)]
    assert {location.caller for location in inlined} == calls  # type: ignore[union-attr]
    assert {location.callee for location in inlined} == {callee_conv}  # type: ignore[union-attr]


def test_conv_strategies_follow_the_heuristic_and_the_filters() -> None:
    module, _ = compiled(("inline", "to-linalg", "lower-conv"))
    final = tracksrc.parse_text(print_module(module, PrintOptions(debuginfo=True)), "out.mlir")
    # The two 1x1 convolutions (inlined twice) become matmuls; the 3x3 one
    # (reduction 3*3*4 = 36, 64 pixels) goes through im2col.
    assert len(final.get_ops_by_type("linalg.matmul")) == 3
    assert len(final.get_ops_by_type("linalg_ext.im2col")) == 1
    assert not final.get_ops_by_type("linalg.conv_2d_nhwc_fhwc")
    assert allowed_strategies({"TRACKSRC_CONV_FIND_ONLY": "direct"}) == {"direct"}
    assert allowed_strategies({"TRACKSRC_CONV_IM2COL": "off"}) == {"1x1", "direct"}
    with pytest.raises(ValueError, match="TRACKSRC_CONV_1X1='maybe' is not understood"):
        allowed_strategies({"TRACKSRC_CONV_1X1": "maybe"})


def test_conv_tracks_to_its_lowering_path(tmp_path: Path) -> None:
    """The demo's question on compiled output: which convolution reaches a
    matmul, which an im2col."""
    out = tmp_path / "final.mlir"
    assert main(["compile", str(MODEL), "-o", str(out), "--print-debuginfo"]) == 0
    source = tracksrc.parse_file(MODEL)
    target = tracksrc.parse_file(out)
    reached = {
        conv.ssa_name: sorted(
            {op.op_name for op in tracksrc.track(conv, target)}
            & {"linalg.matmul", "linalg_ext.im2col"}
        )
        for conv in source.get_ops_by_type("tosa.conv2d")
    }
    assert reached == {
        "%0": ["linalg.matmul"],
        "%conv3x3": ["linalg.matmul", "linalg_ext.im2col"],
    }
    assert (
        main(
            [
                "compile",
                str(MODEL),
                "-o",
                str(out),
                "--print-debuginfo",
                "--conv-find-only",
                "direct",
            ]
        )
        == 0
    )
    assert len(tracksrc.parse_file(out).get_ops_by_type("linalg.conv_2d_nhwc_fhwc")) == 3


def test_print_flags() -> None:
    _, after_all = compiled(("inline", "to-linalg", "canonicalize"))
    headers = [line for line in after_all.splitlines() if line.startswith("// -----//")]
    assert headers == [
        "// -----// IR Dump After InlinerPass: inline //----- //",
        "// -----// IR Dump After TosaToLinalgPass: to-linalg //----- //",
        "// -----// IR Dump After CanonicalizerPass: canonicalize //----- //",
    ]
    _, scoped = compiled(("to-linalg",), module_scope=True)
    assert scoped.splitlines()[0] == (
        "// -----// IR Dump After TosaToLinalgPass: to-linalg ('func.func' operation: "
        "@conv_block) //----- //"
    )
    assert scoped.count("module {") == 2  # the whole module for each function
    _, changed = compiled(("inline", "canonicalize", "canonicalize"), after_change=True)
    assert changed.count("IR Dump After CanonicalizerPass") == 0  # nothing to change
    # A function pass prints each function, one after the other.
    _, fragments = compiled(("to-linalg", "canonicalize"))
    names = [line.split()[6] for line in fragments.splitlines() if line.startswith("// -----//")]
    assert names == ["to-linalg", "canonicalize", "to-linalg", "canonicalize"]
    stream = io.StringIO()
    module = read_program(MODEL, "model.mlir")
    flags = PrintFlags(before_all=True)
    finished = PassManager(build_pipeline(("inline", "to-linalg")), flags, stream, "inline").run(
        module
    )
    assert not finished and stream.getvalue().count("IR Dump Before InlinerPass: inline") == 1
    assert "IR Dump Before TosaToLinalgPass" not in stream.getvalue()


def test_stream_and_tree_dir_read_as_pipelines(tmp_path: Path) -> None:
    stream = tmp_path / "stream.mlir"
    tree = tmp_path / "tree"
    arguments = [str(MODEL), "--print-ir-after-all", "--print-debuginfo", "--dump-to", str(stream)]
    assert main(["compile", *arguments, "--print-ir-tree-dir", str(tree)]) == 0
    from_stream = open_pipeline(stream, cache=False)
    from_tree = open_pipeline(tree, cache=False)
    assert len(from_stream) == len(from_tree) == len(DEFAULT_PIPELINE)
    assert [s.pass_argument for s in from_stream] == list(DEFAULT_PIPELINE)
    assert [s.pass_argument for s in from_tree] == list(DEFAULT_PIPELINE)
    # After inlining only @main is left: function passes print it alone.
    assert [s.scope_op for s in from_stream] == ["builtin.module"] + ["func.func"] * (
        len(DEFAULT_PIPELINE) - 1
    )


def test_lineage_ground_truth_and_score(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    stream = tmp_path / "stream.mlir"
    lineage = tmp_path / "lineage.json"
    common = [str(MODEL), "--print-ir-after-all", "--print-debuginfo", "--dump-to", str(stream)]
    no_cse = "inline,to-linalg,canonicalize,lower-conv,fuse-elementwise,canonicalize"
    assert main(["compile", *common, "--pipeline", no_cse, "--emit-lineage", str(lineage)]) == 0
    data = load_lineage(lineage)
    assert [entry["op"] for entry in data["input_ops"]][:3] == [
        "func.func",
        "tosa.conv2d",
        "tosa.clamp",
    ]
    pipeline = open_pipeline(stream, cache=False)
    precise = score(pipeline, data, Mode.PRECISE)
    compat = score(pipeline, data, Mode.COMPAT)
    # Without CSE every rewrite keeps or combines locations: precise
    # tracking finds exactly the ground truth; mlir-track-src's reading
    # (call sites reduced to the callee) cannot tell the inlined copies apart.
    assert precise.precision == precise.recall == 1.0
    assert compat.recall < 0.8 and compat.precision < 1.0
    # CSE keeps one location of the ops it merges, as MLIR's does: the
    # other origins are lost to tracking (recall drops), nothing is invented.
    assert main(["compile", *common, "--emit-lineage", str(lineage)]) == 0
    with_cse = score(open_pipeline(stream, cache=False), load_lineage(lineage), Mode.PRECISE)
    assert with_cse.precision == 1.0 and with_cse.recall < 1.0
    assert main(["score", str(stream), str(lineage), "--mode", "precise"]) == 0
    assert capsys.readouterr().out.startswith("precise  precision 1.0000")
    assert json.loads(lineage.read_text())["stages"][0]["header"].endswith("inline //----- //")


def test_compile_errors_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["compile", str(MODEL), "--pipeline", "inline,nope"]) == 2
    assert "unknown pass nope" in capsys.readouterr().err
    assert main(["compile", str(MODEL), "--conv-1x1", "maybe"]) == 2
    assert "is not understood" in capsys.readouterr().err
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f() {\n  %0 = mhlo.abs : tensor<f32>\n}\n")
    assert main(["compile", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.mlir:2:8" in err and "Traceback" not in err


def test_generated_model_takes_the_lowering_paths_it_was_built_for(tmp_path: Path) -> None:
    """The slide's question on the generated model: of 133 convolutions,
    which reach linalg.matmul?"""
    source, final = tmp_path / "model133.mlir", tmp_path / "final.mlir"
    spec = "layers=133,matmul=64"
    assert (
        main(["compile", "--gen-model", spec, str(source), "-o", str(final), "--print-debuginfo"])
        == 0
    )
    assert layer_kinds(ModelSpec.parse(spec)).count("1x1") == 32
    op_index, track_op_index = tracksrc.parse_file(source), tracksrc.parse_file(final)
    convs = op_index.get_ops_by_type("tosa.conv2d")
    matmul = [
        conv
        for conv in convs
        if any(op.op_name == "linalg.matmul" for op in tracksrc.track(conv, track_op_index))
    ]
    assert (len(convs), len(matmul)) == (133, 64)
    # The others are still convolutions, and only convolutions of their own.
    for conv in convs:
        if conv not in matmul:
            reached = {op.op_name for op in tracksrc.track(conv, track_op_index)}
            assert "linalg.conv_2d_nhwc_fhwc" in reached


@pytest.mark.parametrize(
    "environment",
    [
        {},
        {"TRACKSRC_CONV_FIND_ONLY": "direct"},
        {"TRACKSRC_CONV_FIND_ONLY": "im2col"},
        {"TRACKSRC_CONV_1X1": "off"},
    ],
)
@pytest.mark.parametrize("model", ["sample", "layers=9,matmul=5"])
def test_every_stage_computes_what_the_input_computes(
    environment: dict[str, str], model: str, tmp_path: Path
) -> None:
    if model == "sample":
        source = MODEL
    else:
        source = tmp_path / "generated.mlir"
        source.write_text(generate_model(model))
    reference_module = read_program(source)
    arguments = random_arguments(reference_module, seed=3)
    (expected,) = Interpreter(reference_module).run(arguments)
    module = read_program(source)
    for pass_ in build_pipeline():
        if pass_.argument == "lower-conv":
            pass_.allowed = allowed_strategies(environment)  # type: ignore[attr-defined]
        PassManager([pass_]).run(module)
        (got,) = Interpreter(module).run(arguments)
        assert np.allclose(got, expected, rtol=1e-4, atol=1e-5), pass_.argument
    names = {op.name for op in module.walk()}
    if environment.get("TRACKSRC_CONV_FIND_ONLY") == "direct":
        assert "linalg.matmul" not in names and "linalg.conv_2d_nhwc_fhwc" in names
    if environment.get("TRACKSRC_CONV_FIND_ONLY") == "im2col":
        assert "linalg_ext.im2col" in names and "linalg.conv_2d_nhwc_fhwc" not in names


def test_gen_model_spec_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for spec, message in [
        ("layers=0", "layers=N"),
        ("layers=4,matmul=9", "between 0 and"),
        ("depth=3", "unknown option"),
    ]:
        assert main(["compile", "--gen-model", spec, str(tmp_path / "m.mlir")]) == 2
        assert message in capsys.readouterr().err


def test_elementwise_fusion_fuses_locations() -> None:
    """The second call's ReLU6 has one use, the residual add: they fuse into
    one linalg.generic located at both, as MLIR's fusion does."""
    module, _ = compiled(("inline", "to-linalg", "fuse-elementwise"))
    generics = [op for op in module.walk() if op.name == "linalg.generic"]
    fused = [op for op in generics if isinstance(op.location, FusedLoc)]
    assert len(fused) == 1
    (merged,) = fused
    assert merged.location == FusedLoc(
        (
            CallSiteLoc(FileLoc.point("model.mlir", 3, 8), FileLoc.point("model.mlir", 12, 13)),
            FileLoc.point("model.mlir", 13, 10),
        )
    )
    assert [op.name for op in merged.body.ops] == [
        "arith.maximumf",
        "arith.minimumf",
        "arith.addf",
        "linalg.yield",
    ]


def test_the_audit_finds_the_lossy_pass(tmp_path: Path) -> None:
    stream = tmp_path / "lossy.mlir"
    arguments = [str(MODEL), "--print-ir-after-all", "--print-debuginfo", "--dump-to", str(stream)]
    assert main(["compile", *arguments, "--lose-locations", "lower-conv"]) == 0
    report = tracksrc.audit(open_pipeline(stream, cache=False))
    assert [row.pass_argument for row in report.losses] == ["lower-conv"]
    (loss,) = report.losses
    unknown_in_stage = sum(
        1
        for info in open_pipeline(stream, cache=False).stage("lower-conv").infos[1:]
        if not info.stacks and info.op_name != "func.func"
    )
    assert loss.became_unknown == unknown_in_stage > 0
    assert main(["audit", str(stream), "--fail-on-loss", "--no-cache"]) == 1


def test_generated_samples_are_current() -> None:
    """`python -m tracksrc.compiler.samples` wrote what is in sample_dumps/."""
    for name, text in generate_samples(SAMPLES).items():
        assert (SAMPLES / name).read_text(encoding="utf-8") == text, name


def test_readme_bulk_analysis_on_the_shipped_sample() -> None:
    op_index = tracksrc.parse_file(SAMPLES / "model133.mlir", filename="model133.mlir")
    track_op_index = tracksrc.parse_file(SAMPLES / "model133.final.mlir")
    convs = op_index.get_ops_by_type("tosa.conv2d")
    matmul = [
        c
        for c in convs
        if any(o.op_name == "linalg.matmul" for o in tracksrc.track(c, track_op_index))
    ]
    assert (len(matmul), len(convs) - len(matmul)) == (64, 69)
    stages = open_pipeline(SAMPLES / "model.after_all.mlir", cache=False)
    assert [stage.pass_argument for stage in stages] == list(DEFAULT_PIPELINE)
