"""The samples in `sample_dumps/` that the mini-compiler generates.

    python -m tracksrc.compiler.samples [FOLDER]

writes, into FOLDER (default: the package's `sample_dumps`):
- `model.after_all.mlir`: `model.mlir` through the default pipeline,
  `--print-ir-after-all --print-debuginfo` (every stage, as MLIR prints it);
- `model.tree/`: the same stages one file each, as `--print-ir-tree-dir`
  writes them;
- `model133.mlir`: `--gen-model layers=133,matmul=64`, and
  `model133.final.mlir`: it compiled with `--print-debuginfo` (64 of the 133
  convolutions reach `linalg.matmul`);
- `mnist_like.tosa.mlir`: `mnist_like.onnx` (the real model of
  `../shared/real_dumps/iree/mnist_like/`) through `tracksrc import-onnx`,
  and `mnist_like.final.mlir`: it compiled with `--print-debuginfo`.
Locations name the inputs by their file names (`model.mlir`), as a
compiler run in that folder would. A test checks the files are current.
"""

from __future__ import annotations

import io
import sys
import tempfile
from pathlib import Path

from tracksrc.compiler.models import generate_model
from tracksrc.compiler.onnx_import import import_onnx
from tracksrc.compiler.pass_manager import PassManager, PrintFlags
from tracksrc.compiler.passes import build_pipeline
from tracksrc.compiler.printer import PrintOptions, print_module
from tracksrc.compiler.reader import read_program, read_program_text

MODEL133 = "layers=133,matmul=64"


def generate_samples(folder: Path) -> dict[str, str]:
    """The generated samples, by file name (`model.mlir` must be in
    `folder`); nothing is written."""
    debuginfo = PrintOptions(debuginfo=True)
    stream = io.StringIO()
    module = read_program(folder / "model.mlir", "model.mlir")
    PassManager(build_pipeline(), PrintFlags(after_all=True, options=debuginfo), stream).run(module)
    samples = {"model.after_all.mlir": stream.getvalue()}
    with tempfile.TemporaryDirectory() as scratch:
        tree = Path(scratch) / "model.tree"
        module = read_program(folder / "model.mlir", "model.mlir")
        flags = PrintFlags(after_all=True, tree_dir=tree, options=debuginfo)
        PassManager(build_pipeline(), flags).run(module)
        for path in sorted(tree.rglob("*.mlir")):
            samples[path.relative_to(tree.parent).as_posix()] = path.read_text(encoding="utf-8")
    model133 = generate_model(MODEL133)
    module133 = read_program_text(model133, "model133.mlir")
    PassManager(build_pipeline()).run(module133)
    samples["model133.mlir"] = model133
    samples["model133.final.mlir"] = print_module(module133, debuginfo)
    mnist = import_onnx(folder / "mnist_like.onnx", "mnist_like.onnx")
    mnist_module = read_program_text(mnist, "mnist_like.tosa.mlir")
    PassManager(build_pipeline()).run(mnist_module)
    samples["mnist_like.tosa.mlir"] = mnist
    samples["mnist_like.final.mlir"] = print_module(mnist_module, debuginfo)
    return samples


def main(argv: list[str] | None = None) -> int:
    """Write the samples into the folder given (or the package's)."""
    arguments = sys.argv[1:] if argv is None else argv
    folder = (
        Path(arguments[0]) if arguments else Path(__file__).resolve().parents[2] / "sample_dumps"
    )
    for name, text in generate_samples(folder).items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
        print(f"wrote {folder / name} ({len(text):,} bytes)")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
