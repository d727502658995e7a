"""Two Triton kernels for the LLVM-level captures (see README.md).

softmax_kernel: a row softmax (as tests/data/triton/kernel.py).
add_mul_kernel: calls the @triton.jit helper _scale twice, so that the
helper's code is inlined and its locations carry call-site chains.
"""
import triton
import triton.language as tl


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


@triton.jit
def _scale(x, s):
    y = x * s
    y = y + 1.0
    return y


@triton.jit
def add_mul_kernel(out_ptr, a_ptr, b_ptr, n, s, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask)
    b = tl.load(b_ptr + offs, mask=mask)
    sa = _scale(a, s)
    sb = _scale(b, s)
    tl.store(out_ptr + offs, (sa + b) * sb, mask=mask)


SOURCES = {
    "softmax": (
        softmax_kernel,
        {"out_ptr": "*fp32", "in_ptr": "*fp32", "n_cols": "i32", "BLOCK": "constexpr"},
        {"BLOCK": 128},
    ),
    "add_mul": (
        add_mul_kernel,
        {"out_ptr": "*fp32", "a_ptr": "*fp32", "b_ptr": "*fp32", "n": "i32", "s": "fp32",
         "BLOCK": "constexpr"},
        {"BLOCK": 256},
    ),
}
