#!/bin/bash
# How the captures of this folder were made: iree-base-compiler 3.13 from
# PyPI (iree-compile, iree-import-onnx; no GPU needed), onnx for the models.
# Run from this folder; each capture is the compiler's stderr, unmodified
# (then xz -9).
set -u
flags="--iree-hal-target-backends=rocm --iree-rocm-target=gfx942 --iree-codegen-llvmgpu-use-reduction-vector-distribution=false --mlir-print-debuginfo --mlir-elide-elementsattrs-if-larger=16"
for v in cnn conv shared_memory conv_f16; do
  python gpu_cnn.py $v gpu_$v.onnx && iree-import-onnx gpu_$v.onnx -o gpu_$v.mlir
done
iree-compile gpu_cnn.mlir $flags --mlir-print-ir-after-all -o /dev/null 2> gpu_cnn.after_all.mlir
iree-compile gpu_cnn.mlir $flags --iree-codegen-llvmgpu-use-igemm=false --mlir-print-ir-after-all -o /dev/null 2> gpu_cnn.no_igemm.after_all.mlir
iree-compile gpu_conv.mlir $flags --mlir-print-ir-after-all -o /dev/null 2> gpu_conv.after_all.mlir
iree-compile gpu_conv.mlir $flags --mlir-print-ir-before-all -o /dev/null 2> gpu_conv.before_all.mlir
iree-compile gpu_conv.mlir $flags --mlir-print-ir-before-all --mlir-print-ir-after-all -o /dev/null 2> gpu_conv.both.mlir
iree-compile gpu_conv.mlir $flags --mlir-print-ir-after=iree-auto-input-conversion,iree-abi-wrap-entry-points,iree-flow-outline-dispatch-regions,iree-consteval-jit-globals,iree-hal-serialize-all-executables -o /dev/null 2> gpu_conv.some_passes.mlir
rm -rf gpu_conv.tree && iree-compile gpu_conv.mlir $flags --mlir-print-ir-after-all --mlir-print-ir-tree-dir=gpu_conv.tree -o /dev/null 2> /dev/null
iree-compile gpu_shared_memory.mlir $flags --mlir-print-ir-after-all -o /dev/null 2> gpu_shared_memory.FAILED.after_all.mlir

# Other GPU targets (the same compiler; no GPU needed either).
cuda="--iree-hal-target-backends=cuda --iree-cuda-target=sm_80"
debug="--mlir-print-debuginfo --mlir-elide-elementsattrs-if-larger=16"
iree-compile gpu_conv.mlir $cuda $debug --mlir-print-ir-after-all -o /dev/null 2> gpu_conv.cuda.after_all.mlir
iree-compile gpu_cnn.mlir $cuda $debug --mlir-print-ir-after-all -o /dev/null 2> gpu_cnn.cuda.after_all.mlir
iree-compile gpu_conv_f16.mlir $cuda $debug --mlir-print-ir-after-all -o /dev/null 2> gpu_conv_f16.cuda.after_all.mlir
iree-compile gpu_conv.mlir --iree-hal-target-backends=vulkan-spirv $debug --mlir-print-ir-after-all -o /dev/null 2> gpu_conv.spirv.after_all.mlir
# MLIR's print options, on the CUDA compile of gpu_conv.mlir (into ../captures).
c=../captures
iree-compile gpu_conv.mlir $cuda $debug --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2> $c/gpu_conv.cuda.after_change.mlir
iree-compile gpu_conv.mlir $cuda $debug --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading -o /dev/null 2> $c/gpu_conv.cuda.module_scope.mlir
iree-compile gpu_conv.mlir $cuda $debug --mlir-print-ir-after-all --mlir-print-skip-regions -o /dev/null 2> $c/gpu_conv.cuda.skip_regions.mlir
iree-compile gpu_conv.mlir $cuda $debug --mlir-pretty-debuginfo --mlir-print-ir-after=convert-torch-onnx-to-torch,iree-flow-outline-dispatch-regions -o /dev/null 2> $c/gpu_conv.cuda.pretty.mlir
iree-compile gpu_conv.mlir $cuda --mlir-elide-elementsattrs-if-larger=16 --mlir-print-ir-after=convert-torch-onnx-to-torch,iree-flow-outline-dispatch-regions -o /dev/null 2> $c/gpu_conv.cuda.no_debuginfo.mlir
iree-compile gpu_shared_memory.mlir $flags --mlir-print-ir-after-failure -o /dev/null 2> $c/gpu_shared_memory.after_failure.mlir
# Ten dispatches failing on CUDA, printed after change with value users:
# squeezenet.mlir (the onnx package's light squeezenet, opset 17, iree-import-onnx).
iree-compile squeezenet.mlir $cuda $debug --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-value-users -o /dev/null 2> squeezenet.cuda.after_change.users.mlir
# Some passes only, for ROCm, no whole-program print until code generation
# ends (squeezenet.mlir copied to onnx/squeezenet.mlir: the locations name
# that path); kept: stages 86-185 of the 628, whole (lines 16205-23681).
mkdir -p onnx && cp squeezenet.mlir onnx/
iree-compile onnx/squeezenet.mlir --iree-hal-target-backends=rocm --iree-rocm-target=gfx942 --iree-codegen-llvmgpu-use-reduction-vector-distribution=false --mlir-print-ir-after=iree-dispatch-creation-form-dispatch-regions,canonicalize --mlir-print-debuginfo -o /dev/null 2> squeezenet.canonicalize.mlir
sed -n 16205,23681p squeezenet.canonicalize.mlir > squeezenet.canonicalize.cut.mlir && xz -9 squeezenet.canonicalize.cut.mlir
