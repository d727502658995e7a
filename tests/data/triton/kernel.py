import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget


@triton.jit
def softmax_kernel(out_ptr, in_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offsets = tl.arange(0, BLOCK)
    mask = offsets < n_cols
    x = tl.load(in_ptr + row * n_cols + offsets, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    y = num / tl.sum(num, axis=0)
    tl.store(out_ptr + row * n_cols + offsets, y, mask=mask)


src = triton.compiler.ASTSource(
    fn=softmax_kernel,
    signature={"out_ptr": "*fp32", "in_ptr": "*fp32", "n_cols": "i32", "BLOCK": "constexpr"},
    constexprs={"BLOCK": 128},
)
compiled = triton.compile(src, target=GPUTarget("cuda", 80, 32))
print(sorted(compiled.asm.keys()))
