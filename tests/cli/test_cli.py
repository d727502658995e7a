"""The `tracksrc` command: track-src and demo with -c / --script, exit
statuses, error reports without tracebacks."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from conftest import ANCHOR, DATA, REAL, RESNET, run_tracksrc

from tracksrc.cli.main import main

ERRORS = DATA / "errors"


run = run_tracksrc


def test_track_src_runs_code_in_the_shell_namespace(capsys: pytest.CaptureFixture[str]) -> None:
    code = (
        "matmul = [op.ssa_name for op in op_index.get_ops_by_type('linalg.conv_2d_nhwc_hwcf')"
        " if any(o.op_name == 'linalg.matmul' for o in track(op))]\n"
        "print(matmul)\n"
        "show(track(op_index.get_ops_by_name('%conv1')[0])[-1:])\n"
    )
    status = main(
        [
            "track-src",
            "--input-mlir",
            str(ANCHOR / "conv_input.mlir"),
            "--track-mlir",
            str(ANCHOR / "conv_lowered.mlir"),
            "--src-remap-list",
            "%i=examples/conv_input.mlir",
            "-c",
            code,
        ]
    )
    out, err = capsys.readouterr()
    assert status == 0
    assert out.splitlines()[0] == "['%conv0', '%conv2']"
    assert out.splitlines()[1] == "    %conv1 = linalg.conv_2d_nhwc_hwcf"
    assert "input: 11 ops of 5 types" in err and "track: 29 ops of" in err


def test_script_and_uncaught_error_give_a_short_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "analysis.py"
    script.write_text("ops = op_index.get_ops_by_type('arith.addi')\nprint(len(ops))\nops[5]\n")
    status = main(
        ["track-src", "--input-mlir", str(ANCHOR / "input.mlir"), "--script", str(script)]
    )
    out, err = capsys.readouterr()
    assert status == 1
    assert out == "1\n"
    assert "Traceback (your code):" in err
    assert f'File "{script}", line 3' in err
    assert "IndexError: list index out of range" in err
    assert "tracksrc/shell.py" not in err


def test_shell_namespace_holds_the_documented_names(capsys: pytest.CaptureFixture[str]) -> None:
    names = [
        "op_index",
        "track_op_index",
        "track",
        "track_back",
        "related",
        "show",
        "src",
        "shrink_to_parents",
        "shrink_to_children",
        "dump_infos",
        "info",
    ]
    code = (
        f"missing = [n for n in {names!r} if n not in globals()]\nprint(missing)\nprint(repr(info))"
    )
    status = main(
        [
            "track-src",
            "--input-mlir",
            str(ANCHOR / "input.mlir"),
            "--track-mlir",
            str(ANCHOR / "track.mlir"),
            "-c",
            code,
        ]
    )
    out, _ = capsys.readouterr()
    assert status == 0
    assert out.splitlines()[0] == "[]"
    assert "track_back" in out and "op_index" in out


def test_demo_runs_on_the_bundled_sample(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(
        [
            "demo",
            "-c",
            "print(sorted({o.op_name for o in track(op_index.get_ops_by_type('tosa.conv2d'))}))",
        ]
    )
    out, _ = capsys.readouterr()
    assert status == 0
    assert "'linalg.matmul'" in out and "'linalg.conv_2d_nhwc_hwcf'" in out


@pytest.mark.parametrize("name", ["unterminated_string", "truncated_in_op", "empty", "binary"])
def test_bad_input_exits_2_with_the_error_and_no_traceback(name: str) -> None:
    path = ERRORS / f"{name}.mlir"
    result = run("track-src", "--input-mlir", str(path), "-c", "pass")
    assert result.returncode == 2
    expected = (ERRORS / f"{name}.expected").read_text().replace(f"{name}.mlir", str(path), 1)
    assert expected in result.stderr
    assert "Traceback" not in result.stderr


def test_missing_file_and_bad_remap_exit_2() -> None:
    result = run("track-src", "--input-mlir", "no/such/file.mlir", "-c", "pass")
    assert result.returncode == 2 and "no/such/file.mlir: no such file" in result.stderr
    result = run(
        "track-src",
        "--input-mlir",
        str(ANCHOR / "input.mlir"),
        "--src-remap-list",
        "nonsense",
        "-c",
        "pass",
    )
    assert result.returncode == 2 and "original_path=mapped_path" in result.stderr
    assert "Traceback" not in result.stderr


def test_partial_index_of_a_truncated_dump() -> None:
    result = run(
        "track-src",
        "--input-mlir",
        str(ERRORS / "truncated_in_op.mlir"),
        "--allow-partial",
        "-c",
        "print(len(op_index))",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "5\n"
    assert "truncated" in result.stderr and "the last complete operation is test.b" in result.stderr


def test_version_help_and_no_command() -> None:
    from tracksrc import __version__

    assert run("--version").stdout.strip() == f"tracksrc {__version__}"
    help_text = run("--help").stdout
    assert "track-src" in help_text and "examples:" in help_text and "tracksrc demo" in help_text
    assert "--src-remap-list" in run("track-src", "--help").stdout
    assert run().returncode == 2


def test_compat_mode_flag(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(
        [
            "track-src",
            "--input-mlir",
            str(RESNET / "00137_torch-decompose-complex-ops.mlir"),
            "--mode",
            "compat",
            "-c",
            "print(op_index.mode.value, len(related(op_index.get_ops_by_name('%true'))))",
        ]
    )
    out, _ = capsys.readouterr()
    assert status == 0
    # mlir-track-src's semantics: an unknown location matches every other one.
    assert out == "compat 38\n"


def test_migraphx_listings_are_detected_on_load(capsys: pytest.CaptureFixture[str]) -> None:
    listings = REAL / "migraphx"
    code = (
        "print(inputs_of(track_op_index.get_ops_by_name('@15')[0]))\n"
        "print([o.ssa_name for o in track(op_index.get_ops_by_name('@15'))])\n"
        "print(lost(op_index, track_op_index).symbols)"
    )
    status = main(
        [
            "track-src",
            "--input-mlir",
            str(listings / "mnist-8.parsed.txt"),
            "--track-mlir",
            str(listings / "mnist-8.compiled.gpu.txt"),
            "-c",
            code,
        ]
    )
    out, err = capsys.readouterr()
    assert status == 0
    assert (
        out.splitlines()[1]
        == "  reads @13 gpu::code_object pooling_kernel  (Convolution110, Pooling66)"
    )
    assert out.splitlines()[5] == "['@7', '@13', '@15']"
    assert "input (migraphx listing): 26 ops" in err


def test_format_option_overrides_the_guess() -> None:
    listing = REAL / "migraphx" / "horizontal_fusion.before.txt"
    result = run("track-src", "--input-mlir", str(listing), "--format", "mlir", "-c", "pass")
    assert result.returncode == 2
    assert "horizontal_fusion.before.txt:1:" in result.stderr and "Traceback" not in result.stderr


REMAP = ["--src-remap-list", "%i=examples/conv_input.mlir"]


def test_track_command_prints_what_each_op_became(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(
        [
            "track",
            str(ANCHOR / "conv_input.mlir"),
            str(ANCHOR / "conv_lowered.mlir"),
            "--type",
            "linalg.conv_2d_nhwc_hwcf",
            *REMAP,
        ]
    )
    out, _ = capsys.readouterr()
    assert status == 0
    headers = [line for line in out.splitlines() if line.startswith("== ")]
    assert [h.split()[1] for h in headers] == ["%conv0", "%conv1", "%conv2", "%conv3"]
    assert out.count("linalg.matmul ins(") == 2


def test_track_command_json_and_back(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    args = [str(ANCHOR / "conv_input.mlir"), str(ANCHOR / "conv_lowered.mlir"), *REMAP]
    assert main(["track", *args, "--op", "%conv2", "--json"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    record = json.loads(line)
    assert record["op"]["name"] == "%conv2" and record["op"]["dump_line"] == 24
    assert record["op"]["sources"] == ["examples/conv_input.mlir:24:14"]
    assert [t["name"] for t in record["tracked"] if t["type"] == "linalg.matmul"] == ["%matmul2"]
    fields = {"id", "name", "type", "location", "sources", "dump_file", "dump_line", "dump_column"}
    assert all(set(t) == fields for t in record["tracked"])
    # Where an op comes from and where it is printed are apart.
    for tracked in record["tracked"]:
        assert tracked["dump_file"] == str(ANCHOR / "conv_lowered.mlir")
        assert all(source.startswith("examples/conv_input.mlir:") for source in tracked["sources"])
    assert main(["track", *args, "--op", "%matmul2", "--back", "--json"]) == 0
    back = json.loads(capsys.readouterr().out)
    assert [t["name"] for t in back["tracked"]] == ["%conv2"]
    assert main(["track", *args, "--op", "%nope"]) == 2
    assert "defines no %nope" in capsys.readouterr().err


def test_run_command_with_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    script = tmp_path / "ci_check.py"
    script.write_text(
        "convs = op_index.get_ops_by_type('linalg.conv_2d_nhwc_hwcf')\nshow(track(convs[0]))\n"
    )
    status = main(
        [
            "run",
            str(script),
            "--input-mlir",
            str(ANCHOR / "conv_input.mlir"),
            "--track-mlir",
            str(ANCHOR / "conv_lowered.mlir"),
            *REMAP,
            "--json",
        ]
    )
    out, _ = capsys.readouterr()
    assert status == 0
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["name"] for r in records] == [
        "%zero0",
        "%pad0",
        "%lhs0",
        "%rhs0",
        "%mat_init0",
        "%mat_fill0",
        "%matmul0",
        "%conv0",
    ]
    failing = tmp_path / "fails.py"
    failing.write_text("raise RuntimeError('the check failed')\n")
    assert main(["run", str(failing), "--input-mlir", str(ANCHOR / "input.mlir")]) == 1
    assert "RuntimeError: the check failed" in capsys.readouterr().err


def _tracked(*options: str) -> tuple[list[list[str]], str]:
    import json

    result = run(
        "track",
        str(ANCHOR / "conv_input.mlir"),
        str(ANCHOR / "conv_lowered.mlir"),
        "--type",
        "linalg.conv_2d_nhwc_hwcf",
        "--json",
        *options,
    )
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in result.stdout.splitlines()]
    return [[op["id"] for op in record["tracked"]] for record in records], result.stderr


def test_the_input_named_under_another_path_is_found_by_base_name() -> None:
    """The lowered file names its input `examples/conv_input.mlir`: without
    a remap the input is aligned by base name (as pipeline commands do);
    `--exact-file-names` reads names as written, and then says why every
    answer is empty instead of printing nothing silently."""
    remapped, _ = _tracked("--src-remap-list", "%i=examples/conv_input.mlir")
    aligned, said = _tracked()
    assert aligned == remapped and all(aligned)
    assert "examples/conv_input.mlir, named by the locations of" in said
    exact, warned = _tracked("--exact-file-names")
    assert exact == [[] for _ in remapped]
    assert (
        f"no location of {ANCHOR / 'conv_lowered.mlir'} names {ANCHOR / 'conv_input.mlir'}"
        in warned
    )
    assert "they name examples/conv_input.mlir:" in warned


@pytest.mark.parametrize("command", ["lineage", "blame"])
def test_a_location_in_a_file_no_location_names_is_an_error(command: str) -> None:
    stream = str(REAL / "iree" / "captures" / "convs.after_all.mlir.xz")
    result = run(command, stream, "--loc", "nosuch.mlir:1:1", "--no-cache")
    assert result.returncode == 2
    assert "no location of the pipeline names nosuch.mlir; they name -, convs.mlir" in result.stderr


def test_track_of_a_number_explains_what_it_takes() -> None:
    import tracksrc

    index = tracksrc.parse_file(ANCHOR / "conv_input.mlir")
    with pytest.raises(TypeError, match="takes an op, a list of ops or a SourceRange, not int 42"):
        tracksrc.track(42, index)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not str '%conv0'"):
        tracksrc.track("%conv0", index)  # type: ignore[arg-type]


def test_stages_of_no_such_pass_and_of_a_file_that_is_not_ir(tmp_path: Path) -> None:
    stream = str(DATA.parent.parent / "sample_dumps" / "model.after_all.mlir")
    result = run("stages", stream, "--pass", "canonicalise")
    assert result.returncode == 2 and result.stdout == ""
    assert "no stage of pass 'canonicalise'; close: canonicalize" in result.stderr
    text = tmp_path / "hostname"
    text.write_text("vm\n")
    result = run("stages", str(text))
    assert (
        result.returncode == 2 and f"{text}:1:1: error: 'vm' is not an operation" in result.stderr
    )


def test_track_src_prints_json_lines() -> None:
    import json

    result = run(
        "track-src",
        "--input-mlir",
        str(ANCHOR / "conv_input.mlir"),
        "-c",
        "show(op_index.get_ops_by_type('linalg.conv_2d_nhwc_hwcf'))",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in result.stdout.splitlines()]
    expected = (ANCHOR / "conv_input.mlir").read_text().count("linalg.conv_2d_nhwc_hwcf")
    assert [record["name"] for record in records] == [f"%conv{n}" for n in range(expected)]


def test_two_stages_located_in_one_input_need_no_alignment() -> None:
    """Stages printed with locations share their input's file: no mapping,
    no warning, and the ops track."""
    import json

    first = RESNET / "00137_torch-decompose-complex-ops.mlir"
    later = RESNET / "00154_canonicalize.mlir"
    result = run("track", str(first), str(later), "--type", "torch.aten.convolution", "--json")
    assert result.returncode == 0, result.stderr
    assert "warning" not in result.stderr and "taken to be" not in result.stderr
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert records and all(record["tracked"] for record in records)


def test_the_command_exits_at_once_with_all_its_output_written(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # `run` ends the process without the interpreter's teardown: what the
    # command printed (more than a pipe holds) must all be there first.
    stream = REAL / "iree" / "gpu" / "gpu_cnn.after_all.mlir.xz"
    frozen = gc.get_freeze_count()
    assert main(["stages", "--no-cache", str(stream)]) == 0
    expected = capsys.readouterr().out
    # Only the console command, which ends with `main`, moves what it built
    # out of the collector's sight; called in a process that goes on, its
    # garbage stays collectable.
    assert gc.get_freeze_count() == frozen
    assert len(expected) > 1 << 17
    result = run("stages", "--no-cache", str(stream))
    assert result.returncode == 0, result.stderr
    assert result.stdout == expected
    bad = run("stages", "--no-cache", str(ERRORS / "unterminated_string.mlir"))
    assert bad.returncode == 2 and "unterminated string" in bad.stderr
