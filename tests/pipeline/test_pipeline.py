"""Pipelines: stage boundaries and header fields of streams, tree-dir
folders and file lists, read lazily; stages parsed on first use."""

from __future__ import annotations

import gzip
import lzma
import re
import shutil
import tarfile
from collections import defaultdict
from pathlib import Path

import pytest
from conftest import DATA, MNIST, REAL

import tracksrc
from tracksrc.cli.main import main
from tracksrc.errors import ParseError, TracksrcError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.reading.stage_header import parse_header


@pytest.mark.parametrize(
    ("line", "fields"),
    [
        (
            "// -----// IR Dump After CanonicalizerPass: canonicalize{max-iterations=10 region-simplify=normal} //----- //",
            (
                "after",
                "CanonicalizerPass",
                "canonicalize",
                "{max-iterations=10 region-simplify=normal}",
                False,
                None,
                None,
            ),
        ),
        (
            "// -----// IR Dump After CSE (cse) //----- //",
            ("after", "CSE", "cse", None, False, None, None),
        ),
        (
            "// -----// IR Dump After CSE (cse) ('func.func' operation: @foo) //----- //",
            ("after", "CSE", "cse", None, False, "func.func", "@foo"),
        ),
        (
            "// -----// IR Dump After ConvertTorchOnnxToTorch Failed: convert-torch-onnx-to-torch{allow-non-finites=true} //----- //",
            (
                "after",
                "ConvertTorchOnnxToTorch",
                "convert-torch-onnx-to-torch",
                "{allow-non-finites=true}",
                True,
                None,
                None,
            ),
        ),
        (
            "// -----// IR Dump Before Inliner: inline ('builtin.module' operation) //----- //",
            ("before", "Inliner", "inline", None, False, "builtin.module", None),
        ),
        (
            "// -----// IR Dump After mlir::iree_compiler::detail::OpPipelineAdaptorPass: iree-op-pipeline-adaptor //----- //",
            (
                "after",
                "mlir::iree_compiler::detail::OpPipelineAdaptorPass",
                "iree-op-pipeline-adaptor",
                None,
                False,
                None,
                None,
            ),
        ),
        (
            "// -----// IR Dump After Foo: foo ('func.func' operation: @\"odd name\") //----- //",
            ("after", "Foo", "foo", None, False, "func.func", '@"odd name"'),
        ),
        (
            # A pass class of an anonymous namespace (IREE's Vulkan target).
            "// -----// IR Dump After mlir::iree_compiler::IREE::HAL::(anonymous namespace)::"
            "PropagateExecutableTargetPass: iree-vulkan-spirv-propagate-executable-target"
            " ('builtin.module' operation) //----- //",
            (
                "after",
                "mlir::iree_compiler::IREE::HAL::(anonymous namespace)::PropagateExecutableTargetPass",
                "iree-vulkan-spirv-propagate-executable-target",
                None,
                False,
                "builtin.module",
                None,
            ),
        ),
    ],
)
def test_pass_headers(line: str, fields: tuple[object, ...]) -> None:
    header = parse_header(line)
    assert (
        header.kind,
        header.pass_name,
        header.pass_argument,
        header.options,
        header.failed,
        header.scope_op,
        header.scope_symbol,
    ) == fields


_AFTER = re.compile(r"^// -----// IR Dump After .*?: ([^\s{]+)", re.MULTILINE)


@pytest.mark.parametrize(
    "stream",
    [
        REAL / "iree" / "gpu" / "gpu_conv.spirv.after_all.mlir.xz",
        REAL / "iree" / "captures" / "ukernels.vulkan.generic.module_scope.cut.mlir.xz",
    ],
)
def test_every_pass_of_a_real_stream_is_named(stream: Path) -> None:
    # Each header's pass argument is what follows its last `Name: ` (C++
    # names with `(anonymous namespace)::` were read as labels).
    arguments = _AFTER.findall(lzma.decompress(stream.read_bytes()).decode())
    pipeline = open_pipeline(stream, cache=False)
    assert [(s.header.kind, s.pass_argument) for s in pipeline.stages] == [
        ("after", argument) for argument in arguments
    ]
    assert any("(anonymous namespace)" in (s.pass_name or "") for s in pipeline.stages)


def test_label_and_other_headers() -> None:
    label = parse_header("// -----// IR Dump after lowering //----- //")
    assert (label.kind, label.label, label.pass_argument) == ("label", "after lowering", None)
    other = parse_header("// -----// SoftwarePipeliner internal IR Dump After: LowerLoops")
    assert (other.kind, other.label) == (
        "other",
        "SoftwarePipeliner internal IR Dump After: LowerLoops",
    )


def test_mnist_streams_open_compressed_with_every_stage() -> None:
    after_all = open_pipeline(MNIST / "mnist_like.after_all.mlir.xz")
    after_change = open_pipeline(MNIST / "mnist_like.after_change.local.mlir.xz")
    assert len(after_all) == 1783 and len(after_change) == 584
    first = after_all.stages[0]
    assert (first.number, first.byte_offset, first.line) == (0, 0, 1)
    assert first.pass_name == "ConvertTorchOnnxToTorch"
    assert first.pass_argument == "convert-torch-onnx-to-torch"
    assert first.options == "{allow-non-finites=true}"
    assert (first.scope_op, first.scope_symbol) == ("func.func", "@mnist_like")  # from the fragment
    last = after_all.stages[-1]
    assert last.pass_argument == "iree-vm-materialize-ref-discards"
    assert (last.scope_op, last.scope_symbol) == ("vm.module", "@module")
    # Offsets and lines point at the header in the decompressed stream.
    text = lzma.decompress((MNIST / "mnist_like.after_all.mlir.xz").read_bytes())
    assert text[last.byte_offset :].startswith(
        b"// -----// IR Dump After MaterializeRefDiscardsPass"
    )
    assert text.count(b"\n", 0, last.byte_offset) + 1 == last.line
    assert sum(stage.size for stage in after_all) == len(text)
    assert all(stage.scope_op for stage in after_all)  # from the header or the first op
    canonicalize = after_all.stages.filter(pass_argument="canonicalize")
    assert all(stage.pass_argument == "canonicalize" for stage in canonicalize)
    assert after_all.find("canonicalize", 2) is canonicalize[2]
    assert after_all.find("canonicalize", -1) is canonicalize[-1]


def test_a_stage_is_parsed_on_first_use_with_lines_of_the_stream() -> None:
    pipeline = open_pipeline(MNIST / "mnist_like.after_all.mlir.xz")
    stage = pipeline.find(1)
    index = pipeline.stage(1)
    assert index is pipeline.stage(1)  # built once
    (func,) = index.get_ops_by_type("func.func")
    assert func.op.start_position == (stage.line + 1, 1)
    assert func.dump_position.endswith(f"mnist_like.after_all.mlir.xz:{stage.line + 1}:1")
    with pytest.raises(KeyError, match="no stage of pass 'no-such-pass'"):
        pipeline.stage("no-such-pass")
    with pytest.raises(IndexError, match="1783 stages"):
        pipeline.stage(5000)


def test_tree_dir_orders_stages_by_numeric_counters(tmp_path: Path) -> None:
    header = "// -----// IR Dump After Pass: {} //----- //\nfunc.func @f() {{\n  return\n}}\n"
    folder = tmp_path / "tree" / "builtin_module_no-symbol-name" / "func_func_f"
    folder.mkdir(parents=True)
    for name, argument in [
        ("10_cse", "cse"),
        ("2_canonicalize", "canonicalize"),
        ("9_1_inline", "inline"),
    ]:
        (folder / f"{name}.mlir").write_text(header.format(argument))
    pipeline = open_pipeline(tmp_path / "tree")
    assert [stage.pass_argument for stage in pipeline] == ["canonicalize", "inline", "cse"]
    assert [stage.tree_counters for stage in pipeline] == [(2,), (9, 1), (10,)]
    assert pipeline.stage(1).get_ops_by_type("func.return")


def test_tree_dir_links_leading_out_of_the_folder_are_an_error_or_left_out(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    header = "// -----// IR Dump After Pass: {} //----- //\nfunc.func @f() {{\n  return\n}}\n"
    tree = tmp_path / "tree"
    (tree / "func_func_f").mkdir(parents=True)
    (tree / "func_func_f" / "1_canonicalize.mlir").write_text(header.format("canonicalize"))
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "secret.mlir").write_text(header.format("secret"))
    (outside / "5_cse.mlir").write_text(header.format("cse"))
    # A file link out, a file link within, a folder link out.
    (tree / "2_secret.mlir").symlink_to(outside / "secret.mlir")
    (tree / "3_inline.mlir").symlink_to(tree / "func_func_f" / "1_canonicalize.mlir")
    (tree / "linked").symlink_to(outside, target_is_directory=True)
    named = (
        "2 part(s) of the tree-dir would be left out, and the stages in them missing: "
        "2_secret.mlir (a link to a file outside the tree-dir); linked (a link to a folder "
        "outside the tree-dir) (links leading out of the tree-dir are not followed)"
    )
    with pytest.raises(TracksrcError, match=re.escape(named)):
        open_pipeline(tree, cache=False)
    with caplog.at_level("WARNING"):
        pipeline = open_pipeline(tree, cache=False, allow_partial=True)
    assert [stage.tree_counters for stage in pipeline] == [(1,), (3,)]
    assert [stage.pass_argument for stage in pipeline] == ["canonicalize", "canonicalize"]
    assert (
        "left out 2 part(s) of the tree-dir, and the stages in them: 2_secret.mlir (a link to "
        "a file outside the tree-dir); linked (a link to a folder outside the tree-dir)"
    ) in caplog.text


def test_the_real_tree_dir(tmp_path: Path) -> None:
    with tarfile.open(MNIST / "mnist_like.tree.tar.xz") as tar:
        tar.extractall(tmp_path, filter="data")
    (root,) = [path for path in tmp_path.iterdir() if path.is_dir()]
    tree = open_pipeline(root)
    assert len(tree) == 1748
    assert tree.stages[0].pass_argument == "convert-torch-onnx-to-torch"
    assert tree.stages[-1].pass_argument == "iree-vm-materialize-ref-discards"
    # For each op with its own folder, the tree's passes come in the order
    # the same run's stream printed them.
    stream = open_pipeline(MNIST / "mnist_like.after_all.mlir.xz")
    by_scope: dict[tuple[str | None, str | None], list[str | None]] = defaultdict(list)
    for stage in stream:
        by_scope[(stage.scope_op, stage.scope_symbol)].append(stage.pass_argument)
    checked = 0
    for (op, symbol), stages in _group(tree).items():
        if symbol is None or op in ("hal.executable.variant",):
            continue  # several ops share this key; only the folders tell them apart
        remaining = iter(by_scope[(op, symbol)])
        assert all(argument in remaining for argument in stages), (op, symbol)
        checked += 1
    assert checked >= 50


def _group(pipeline: tracksrc.Pipeline) -> dict[tuple[str | None, str | None], list[str | None]]:
    groups: dict[tuple[str | None, str | None], list[str | None]] = defaultdict(list)
    for stage in pipeline:
        groups[(stage.scope_op, stage.scope_symbol)].append(stage.pass_argument)
    return groups


def test_diagnostics_belong_to_the_stage_after_them() -> None:
    pipeline = open_pipeline(DATA / "iree" / "mnist_like.after_all.generic.mlir.xz")
    with_diagnostics = [stage for stage in pipeline if stage.diagnostics]
    assert len(with_diagnostics) == 1
    (stage,) = with_diagnostics
    assert stage.pass_argument == "iree-hal-serialize-target-executables"
    assert "warning: while creating CPU target" in stage.diagnostics
    before = pipeline.stages[stage.number - 1]
    assert "warning:" not in before.text()
    assert before.parse().diagnostics == []


def test_failed_pass_preamble_file_lists_and_gzip(tmp_path: Path) -> None:
    stream = (
        "python: some noise before the IR\n"
        "// -----// IR Dump After Canonicalizer (canonicalize) //----- //\n"
        "func.func @f() {\n  return\n}\n\n"
        "model.mlir:3:10: error: failed to legalize operation 'foo.bar'\n"
        "// -----// IR Dump After ConvertToX Failed (convert-to-x) //----- //\n"
        "func.func @f() {\n  %0 = foo.bar : i32\n  return\n}\n"
    )
    plain = tmp_path / "s.mlir"
    plain.write_text(stream)
    packed = tmp_path / "s2.mlir.gz"
    with gzip.open(packed, "wt") as handle:
        handle.write(stream)
    for pipeline in (open_pipeline(plain), open_pipeline([plain, packed])):
        assert pipeline.preamble.startswith("python: some noise")
        first, failed = pipeline.stages[0], pipeline.stages[1]
        assert not first.failed and failed.failed
        assert failed.diagnostics.startswith("model.mlir:3:10: error: failed to legalize")
        assert "error" not in first.text()
        assert [o.op_name for _, o in pipeline.stage(1)] == [
            "builtin.module",
            "func.func",
            "foo.bar",
            "func.return",
        ]
    both = open_pipeline([plain, packed])
    assert len(both) == 4 and both.stages[2].source.name.endswith("s2.mlir.gz")
    assert both.stages.filter(failed=True) == [both.stages[1], both.stages[3]]


def test_changed_compares_with_the_previous_print_of_the_same_op(tmp_path: Path) -> None:
    stage = "// -----// IR Dump After P: {} //----- //\nfunc.func @{}() {{\n  {}\n}}\n"
    text = "".join(
        [
            stage.format("a", "f", "return"),
            stage.format("b", "g", "return"),
            stage.format("c", "f", "return"),  # unchanged f
            stage.format("d", "f", '"test.x"() : () -> ()\n  return'),  # changed f
        ]
    )
    path = tmp_path / "c.mlir"
    path.write_text(text)
    changed = open_pipeline(path).stages.filter(changed=True)
    assert [stage.pass_argument for stage in changed] == ["a", "b", "d"]


def test_truncated_last_stage(tmp_path: Path) -> None:
    source = MNIST / "mnist_like.after_all.mlir.xz"
    data = lzma.decompress(source.read_bytes())
    cut = tmp_path / "cut.mlir"
    cut.write_bytes(data[: len(data) - 5000])
    with pytest.raises(ParseError, match="cut short"):
        open_pipeline(cut)
    pipeline = open_pipeline(cut, allow_partial=True)
    assert len(pipeline) == 1783 and pipeline.stages[1782].cut is not None
    partial = pipeline.stage(1782)
    assert partial.file.truncated and len(partial) > 10


def test_missing_and_unreadable_inputs(tmp_path: Path) -> None:
    with pytest.raises(TracksrcError, match="no such file"):
        open_pipeline(tmp_path / "nothing.mlir")
    broken = tmp_path / "broken.mlir.xz"
    broken.write_bytes(b"not xz at all")
    with pytest.raises(TracksrcError, match="cannot read"):
        open_pipeline(broken)
    empty_dir = tmp_path / "empty"
    empty_dir.mkdir()
    with pytest.raises(TracksrcError, match="not a tree-dir"):
        open_pipeline(empty_dir)


def test_stages_command(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(
        ["stages", str(MNIST / "mnist_like.after_all.mlir.xz"), "--pass", "iree-stream-conversion"]
    )
    out, err = capsys.readouterr()
    assert status == 0
    lines = out.splitlines()
    assert lines[0].split() == ["#", "pass", "when", "scope", "bytes", "at", "line"]
    assert lines[1].split() == [
        "376",
        "iree-stream-conversion",
        "after",
        "builtin.module",
        "28,453",
        "mnist_like.after_all.mlir.xz:32000",
    ]
    assert len(lines) == 2
    assert "1 of 1,783 stages" in err
    assert main(["stages", str(MNIST / "nothing.mlir")]) == 2
    assert main(["stages", str(MNIST / "mnist_like.after_all.mlir.xz"), "--regex", "("]) == 2


def test_stage_by_pass_name_in_the_after_change_stream(tmp_path: Path) -> None:
    copy = tmp_path / "copy.mlir.xz"
    shutil.copy(MNIST / "mnist_like.after_change.local.mlir.xz", copy)
    pipeline = open_pipeline(copy)
    stage = pipeline.find("canonicalize")
    assert stage.number == 3 and stage.pass_name == "CanonicalizerPass"
    (func,) = pipeline.stage("canonicalize").get_ops_by_type("func.func")
    assert func.op.location.start_line == 2  # inline location (print-local-scope)


def test_track_src_between_two_stages_of_a_stream(capsys: pytest.CaptureFixture[str]) -> None:
    stream = str(MNIST / "mnist_like.after_all.mlir.xz")
    code = (
        "convs = op_index.get_ops_by_type('torch.aten.convolution')\n"
        "print(len(convs), len(pipe))\n"
        "print([len([o for o in track(c) if o.op_name == 'stream.tensor.dispatch']) for c in convs])\n"
    )
    status = main(
        [
            "track-src",
            "--pipeline",
            stream,
            "--from",
            "0",
            "--to",
            "iree-stream-conversion",
            "-c",
            code,
        ]
    )
    out, err = capsys.readouterr()
    assert status == 0, err
    # The first convolution became two dispatches (a padding copy and the
    # convolution, both located at its line), the second one.
    assert out.splitlines() == ["2 1783", "[2, 1]"]
    assert "from stage 0 (convert-torch-onnx-to-torch)" in err
    assert "to stage 376 (iree-stream-conversion)" in err
    assert main(["track-src", "--pipeline", stream, "--to", "cse:9999", "-c", "pass"]) == 2
    assert "--to cse:9999" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("spec", "parsed"),
    [
        ("12", (12, 0)),
        ("-1", (-1, 0)),
        ("canonicalize", ("canonicalize", 0)),
        ("cse:3", ("cse", 3)),
        ("cse:-1", ("cse", -1)),
    ],
)
def test_stage_specs(spec: str, parsed: tuple[object, int]) -> None:
    from tracksrc.pipeline.streams.stream import parse_stage_spec

    assert parse_stage_spec(spec) == parsed
    with pytest.raises(ValueError, match="PASS:N"):
        parse_stage_spec("cse:x")
