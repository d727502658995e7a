#!/bin/sh
# Remakes the IREE rocm (gfx942) captures of this folder (see README.md).
# Needs iree-compile 3.13 (the project's venv: . /work/venv/bin/activate).
# Compiles in a scratch folder (relative paths only, so the locations read
# mnist_like.mlir:L:C and dumps/...), then copies the kept files here.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
MODEL=$HERE/../../real/iree/mnist_like/mnist_like.mlir
WORK=$(mktemp -d "${TMPDIR:-/tmp}/iree_rocm.XXXXXX")
cd "$WORK"
cp "$MODEL" mnist_like.mlir
F="--iree-hal-target-backends=rocm --iree-rocm-target=gfx942 --iree-codegen-llvmgpu-use-reduction-vector-distribution=false --iree-rocm-emit-debug-info --mlir-print-debuginfo"

# 1. the compile as asked: one linked module for all six dispatches
iree-compile $F --iree-hal-dump-executable-files-to=dumps mnist_like.mlir -o mnist_like.vmfb
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -cf - dumps | xz -9 > "$HERE/dumps.tar.xz"

# 2. the same with linking off, for one .rocmasm/.ll per dispatch; keep two
iree-compile $F --iree-hal-link-executables=false --iree-hal-dump-executable-files-to=nolink \
  mnist_like.mlir -o mnist_like.nolink.vmfb
rm -rf "$HERE/nolink" && mkdir "$HERE/nolink"
for d in 1 5; do
  for f in "nolink/configured_module_mnist_like\$async_dispatch_$d.mlir" \
           "nolink/module_mnist_like\$async_dispatch_${d}_rocm_hsaco_fb.optimized.ll" \
           "nolink/module_mnist_like\$async_dispatch_${d}_rocm_hsaco_fb.rocmasm"; do
    cp "$f" "$HERE/nolink/"
  done
done
cd / && rm -rf "$WORK"
