"""Small CNNs written with onnx.helper, for real GPU captures that stay small.

Run: python gpu_cnn.py VARIANT OUT.onnx, VARIANT one of
- cnn: four 3x3 convolutions, the first and last with batch normalisation
  and ReLU (IREE evaluates the folded normalisation constants in a nested
  compile, iree-consteval-jit-globals), the middle two alike with splat
  weights (their dispatches are deduplicated), a residual add, global
  average pooling and a Gemm;
- conv: one 3x3 convolution with batch normalisation and ReLU (the nested
  compile, in few stages);
- shared_memory: a 64->192 3x3 convolution on 55x55 (Inception-v1's third
  layer) after one small block: its dispatch needs 77,312 bytes of shared
  memory on gfx942, over the 65,536 limit, so the compile fails;
- conv_f16: one 3x3 convolution (16->32 channels) and ReLU in float16, so
  that CUDA's sm_80 computes it with tensor cores (nvgpu.mma.sync), without
  a nested compile.
Weights are seeded random numbers.
"""

import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

rng = np.random.default_rng(0)
inits = []
nodes = []


def weight(name, shape):
    inits.append(numpy_helper.from_array(rng.standard_normal(shape).astype(np.float32) * 0.1, name))
    return name


def positive(name, shape):
    inits.append(numpy_helper.from_array(rng.uniform(0.5, 1.5, shape).astype(np.float32), name))
    return name


def splat(name, shape, value):
    inits.append(numpy_helper.from_array(np.full(shape, value, np.float32), name))
    return name


def conv_bn_relu(x, cin, cout, k, name, constant=False):
    """Conv, BatchNormalization, Relu; `constant`: splat weights, as the onnx
    package's light models have (equal layers then compile to equal
    executables)."""
    if constant:
        w = splat(f"{name}_w", (cout, cin, k, k), 0.02)
        nodes.append(helper.make_node("Conv", [x, w], [f"{name}_r"], name=f"{name}_conv",
                                      kernel_shape=[k, k], pads=[k // 2] * 4))
        return f"{name}_r"
    w = weight(f"{name}_w", (cout, cin, k, k))
    pad = k // 2
    nodes.append(helper.make_node("Conv", [x, w], [f"{name}_c"], name=f"{name}_conv",
                                  kernel_shape=[k, k], pads=[pad] * 4))
    bn = [positive(f"{name}_scale", (cout,)), weight(f"{name}_bias", (cout,)),
          weight(f"{name}_mean", (cout,)), positive(f"{name}_var", (cout,))]
    nodes.append(helper.make_node("BatchNormalization", [f"{name}_c", *bn], [f"{name}_bn"],
                                  name=f"{name}_bn", epsilon=1e-5))
    nodes.append(helper.make_node("Relu", [f"{name}_bn"], [f"{name}_r"], name=f"{name}_relu"))
    return f"{name}_r"


variant, out = sys.argv[1], sys.argv[2]
if variant == "cnn":
    shape, outputs = [1, 3, 16, 16], [1, 10]
    x = conv_bn_relu("input", 3, 32, 3, "block1")
    y = conv_bn_relu(x, 32, 32, 3, "block2", constant=True)
    z = conv_bn_relu(y, 32, 32, 3, "block3", constant=True)
    w = conv_bn_relu(z, 32, 32, 3, "block4")
    nodes.append(helper.make_node("Add", [x, w], ["residual"], name="residual_add"))
    nodes.append(helper.make_node("GlobalAveragePool", ["residual"], ["gap"], name="gap"))
    nodes.append(helper.make_node("Flatten", ["gap"], ["flat"], name="flatten"))
    nodes.append(helper.make_node(
        "Gemm", ["flat", weight("fc_w", (10, 32)), weight("fc_b", (10,))], ["output"],
        name="fc", transB=1))
elif variant == "conv":
    shape, outputs = [1, 16, 16, 16], [1, 32, 16, 16]
    nodes.append(helper.make_node("Identity", [conv_bn_relu("input", 16, 32, 3, "block1")],
                                  ["output"], name="output"))
elif variant == "shared_memory":
    # As in the onnx package's light Inception-v1: constant (splat) weights,
    # ReLU, then local response normalisation.
    shape, outputs = [1, 64, 55, 55], [1, 192, 55, 55]
    inits.append(numpy_helper.from_array(np.full((192, 64, 3, 3), 0.02, np.float32), "big_w"))
    inits.append(numpy_helper.from_array(np.full((192,), 0.02, np.float32), "big_b"))
    nodes.append(helper.make_node("Conv", ["input", "big_w", "big_b"], ["big"], name="big_conv",
                                  kernel_shape=[3, 3], pads=[1] * 4))
    nodes.append(helper.make_node("Relu", ["big"], ["big_r"], name="big_relu"))
    nodes.append(helper.make_node("LRN", ["big_r"], ["output"], name="big_lrn", size=5,
                                  alpha=1e-4, beta=0.75, bias=1.0))
elif variant == "conv_f16":
    shape, outputs = [1, 16, 16, 16], [1, 32, 16, 16]
    inits.append(numpy_helper.from_array(
        (rng.standard_normal((32, 16, 3, 3)) * 0.1).astype(np.float16), "w"))
    nodes.append(helper.make_node("Conv", ["input", "w"], ["c"], name="conv",
                                  kernel_shape=[3, 3], pads=[1] * 4))
    nodes.append(helper.make_node("Relu", ["c"], ["output"], name="relu"))
else:
    raise SystemExit(f"unknown variant {variant}")
element = TensorProto.FLOAT16 if variant == "conv_f16" else TensorProto.FLOAT
graph = helper.make_graph(
    nodes, f"gpu_{variant}",
    [helper.make_tensor_value_info("input", element, shape)],
    [helper.make_tensor_value_info("output", element, outputs)],
    inits,
)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
onnx.checker.check_model(model)
onnx.save(model, out)
