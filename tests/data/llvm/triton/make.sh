#!/bin/sh
# Remakes the Triton captures of this folder (see README.md).
# Needs a Python with triton 3.9.0 (no GPU): e.g.
#   python -m venv /tmp/llvmcap/venv && . /tmp/llvmcap/venv/bin/activate
#   pip install /tmp/tritonwheel/triton-3.9.0-*.whl numpy
# Run from anywhere; works in this script's folder, so the locations in the
# streams name this folder's absolute path (…/kernels.py).
set -eu
cd "$(dirname "$0")"
export PYTHONDONTWRITEBYTECODE=1
rm -rf cache_cuda cache_hip ./*dump.txt ./*dump.txt.xz
for target in cuda hip; do
  for kernel in softmax add_mul; do
    # one process per kernel and target; the cache is empty for each kernel,
    # so every stage runs (and prints)
    TRITON_CACHE_DIR="$PWD/cache_$target" MLIR_ENABLE_DUMP=1 LLVM_IR_ENABLE_DUMP=1 \
      python compile_one.py "$kernel" "$target" 2> "$kernel.$target.dump.txt"
  done
done
# several kernels compiled one after another in one process (the caches
# are thrown away: the ones above hold the same kernels)
scratch="$(mktemp -d)"
TRITON_CACHE_DIR="$scratch/cuda" MLIR_ENABLE_DUMP=1 \
  python compile_many.py cuda softmax add_mul softmax:64 2> many.cuda.mlir_dump.txt
TRITON_CACHE_DIR="$scratch/hip" MLIR_ENABLE_DUMP=1 LLVM_IR_ENABLE_DUMP=1 \
  python compile_many.py hip add_mul softmax 2> many.hip.dump.txt
rm -rf "$scratch"
# keep the text stages of the caches; drop the binaries (.cubin, .hsaco)
find cache_cuda cache_hip -type f \( -name '*.cubin' -o -name '*.hsaco' \) -delete
xz -9 ./*.dump.txt ./*_dump.txt
