#!/bin/sh
# Remakes the IREE llvm-cpu captures of this folder (see README.md).
# Needs iree-compile 3.13 (the project's venv: . /work/venv/bin/activate),
# binutils objdump and python3. Takes ~10 minutes and ~1.5 GB of scratch
# space (the module-scope LLVM stream is 1.2 GB before xz).
# Every compile runs in its own scratch folder holding a copy of the model, so
# all paths are relative: locations read mnist_like.mlir:L:C and
# dumps/configured_module_...mlir:L:C whatever the scratch folder is.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
MODEL=$HERE/../../real/iree/mnist_like/mnist_like.mlir
WORK=$(mktemp -d "${TMPDIR:-/tmp}/iree_cpu.XXXXXX")
F="--iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic --mlir-print-debuginfo --mlir-elide-elementsattrs-if-larger=16"
FN='mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32'
SO=module_mnist_like_linked_embedded_elf_x86_64.so
fresh() { mkdir "$WORK/$1" && cd "$WORK/$1" && cp "$MODEL" mnist_like.mlir; }

# 1. MLIR after every pass + the executable dump folder
fresh a1
iree-compile $F --iree-hal-dump-executable-files-to=dumps --mlir-print-ir-after-all \
  mnist_like.mlir -o mnist_like.vmfb 2> mnist_like.after_all.mlir
xz -9 -c mnist_like.after_all.mlir > "$HERE/mnist_like.after_all.mlir.xz"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -cf - dumps | xz -9 > "$HERE/dumps.tar.xz"
# 3. the independent oracle: the dumped .so's DWARF line table
objdump -d -l --no-show-raw-insn "dumps/$SO" > "$HERE/objdump.txt"

# 2. LLVM's own printing (same compile, same dump folder name)
fresh a2
iree-compile $F --iree-hal-dump-executable-files-to=dumps --print-after-all \
  mnist_like.mlir -o mnist_like.vmfb 2> llvm_after_all.txt
xz -9 -c llvm_after_all.txt > "$HERE/mnist_like.llvm_after_all.txt.xz"
fresh a2ms   # 1.2 GB of stderr: piped straight into xz (stdout is empty)
{ iree-compile $F --iree-hal-dump-executable-files-to=dumps --print-after-all --print-module-scope \
    mnist_like.mlir -o mnist_like.vmfb 2>&1 1>&3 | xz -9 > "$HERE/mnist_like.llvm_after_all.module_scope.txt.xz"; } 3>&1
fresh a2f
iree-compile $F --iree-hal-dump-executable-files-to=dumps --print-after-all "-filter-print-funcs=$FN" \
  mnist_like.mlir -o mnist_like.vmfb 2> filtered.txt
xz -9 -c filtered.txt > "$HERE/mnist_like.llvm_after_all.dispatch_1.txt.xz"
fresh a2fms
iree-compile $F --iree-hal-dump-executable-files-to=dumps --print-after-all --print-module-scope "-filter-print-funcs=$FN" \
  mnist_like.mlir -o mnist_like.vmfb 2> filtered_ms.txt
xz -9 -c filtered_ms.txt > "$HERE/mnist_like.llvm_after_all.module_scope.dispatch_1.txt.xz"

# 5. MLIR and LLVM printing in one stream, one function's LLVM prints
fresh a5
iree-compile $F --mlir-print-ir-after-all --print-after-all "-filter-print-funcs=$FN" \
  mnist_like.mlir -o mnist_like.vmfb 2> mixed.txt
xz -9 -c mixed.txt > "$HERE/mnist_like.mixed_after_all.dispatch_1.txt.xz"

# 4. without dump folders
fresh a4
iree-compile $F mnist_like.mlir -o no_dumps.vmfb
# the LLVM module as codegen gets it (all !DILocations), printed to stderr
iree-compile $F --print-after=pre-isel-intrinsic-lowering --print-module-scope \
  mnist_like.mlir -o no_dumps.print.vmfb 2> no_dumps.pre_isel.txt
cmp no_dumps.vmfb no_dumps.print.vmfb
xz -9 -c no_dumps.pre_isel.txt > "$HERE/no_dumps.pre_isel.txt.xz"
# the .s: an intermediates-only dump does not rewrite locations; its .vmfb is
# byte-identical to the plain compile's (checked), so its .s is that compile's
iree-compile $F --iree-hal-dump-executable-intermediates-to=intermediates \
  mnist_like.mlir -o no_dumps.intermediates.vmfb
cmp no_dumps.vmfb no_dumps.intermediates.vmfb
cp intermediates/module_mnist_like_linked_embedded_elf_x86_64.s "$HERE/no_dumps.s"
# the embedded ELF cut out of the plain .vmfb, and its line table
python3 - <<'PY'
import struct
d = open("no_dumps.vmfb", "rb").read()
i = d.find(b"\x7fELF")
shoff, = struct.unpack_from("<Q", d, i + 0x28)
shentsize, shnum = struct.unpack_from("<HH", d, i + 0x3A)
open("no_dumps.so", "wb").write(d[i:i + shoff + shentsize * shnum])
PY
objdump -d -l --no-show-raw-insn no_dumps.so > "$HERE/no_dumps.objdump.txt"

cd / && rm -rf "$WORK"
