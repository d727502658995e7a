#!/bin/sh
# Remakes the traces and streams of this folder (see README.md) with IREE 3.13
# from PyPI (iree-base-compiler, iree-base-runtime, onnx) and tracksrc on PATH.
set -e
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$here/../../real/iree/mnist_like/mnist_like.onnx" "$here/../../real/iree/mnist_like/mnist_like.mlir" \
    "$here/input.npy" "$work"
cd "$work"
target="--iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic"
# The executable sources of the model, dispatch 3 edited: its bias add subtracts.
iree-compile mnist_like.mlir $target --iree-flow-trace-dispatch-tensors \
    --iree-hal-dump-executable-sources-to=sources -o /dev/null
sed '28s/arith.addf/arith.subf/' 'sources/module_mnist_like$async_dispatch_3.mlir' > dispatch_3.subf.mlir
cp dispatch_3.subf.mlir "$here"
tracksrc run-traced mnist_like.onnx --config good="$target" \
    --config bad="$target --iree-hal-substitute-executable-source=mnist_like\$async_dispatch_3=dispatch_3.subf.mlir" \
    --input=@input.npy --out runs --no-reproducer > /dev/null
for name in good bad; do
    xz -9 -c "runs/$name.trace.txt" > "$here/$name.trace.txt.xz"
    xz -9 -c "runs/$name.after_all.mlir" > "$here/$name.after_all.mlir.xz"
done
