"""compile_many.py TARGET KERNEL[:BLOCK] ...: compile several kernels of
kernels.py, one after the other in this one process, with triton.compile
for TARGET (cuda = sm90 warp 32, hip = gfx942 wave 64); `:BLOCK` compiles
the kernel again with another BLOCK, as an autotuner compiles one kernel
per configuration."""
import sys

import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

import kernels

TARGETS = {"cuda": GPUTarget("cuda", 90, 32), "hip": GPUTarget("hip", "gfx942", 64)}

target = sys.argv[1]
for request in sys.argv[2:]:
    name, _, block = request.partition(":")
    fn, signature, constexprs = kernels.SOURCES[name]
    if block:
        constexprs = {**constexprs, "BLOCK": int(block)}
    compiled = triton.compile(ASTSource(fn=fn, signature=signature, constexprs=constexprs),
                              target=TARGETS[target])
    print(name, constexprs, target, sorted(compiled.asm.keys()))
