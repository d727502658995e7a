"""compile_one.py KERNEL TARGET: compile one kernel of kernels.py with
triton.compile for TARGET (cuda = sm90 warp 32, hip = gfx942 wave 64)."""
import sys

import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

import kernels

TARGETS = {"cuda": GPUTarget("cuda", 90, 32), "hip": GPUTarget("hip", "gfx942", 64)}

name, target = sys.argv[1], sys.argv[2]
fn, signature, constexprs = kernels.SOURCES[name]
compiled = triton.compile(ASTSource(fn=fn, signature=signature, constexprs=constexprs),
                          target=TARGETS[target])
print(name, target, sorted(compiled.asm.keys()))
