"""Capture the stderr of catalyst's compiler (pennylane-catalyst 0.15.0) with
--mlir-print-ir-after-all for a qjit program that differentiates a circuit.

The MLIR is what `qjit` hands the compiler (`Compiler.run`: the traced
module as `get_asm(binary=False, print_generic_op_form=False,
assume_verified=True)`), written to `dcircuit.mlir` here; the command is
catalyst's own (`Compiler.get_cli_command`, default CompileOptions) plus
the IR printing flags and any given on the command line, run from this
folder; its stderr goes to OUT unmodified.

    python capture.py OUT [FLAG ...]
"""
import os
import subprocess
import sys
import tempfile

import pennylane as qml
from catalyst import grad, qjit
from catalyst.compiler import Compiler
from catalyst.pipelines import CompileOptions

dev = qml.device("lightning.qubit", wires=1)


@qml.qnode(dev)
def circuit(x):
    qml.RX(x, wires=0)
    return qml.expval(qml.PauliZ(0))


def dcircuit(x: float):
    return grad(circuit, method="auto")(x)


here = os.path.dirname(os.path.abspath(__file__))
out = os.path.abspath(sys.argv[1])
jitted = qjit(dcircuit, target="mlir")  # traced and lowered to MLIR, not compiled
module = jitted.mlir_module
text = module.operation.get_asm(binary=False, print_generic_op_form=False, assume_verified=True)
with open(os.path.join(here, "dcircuit.mlir"), "w", encoding="utf-8") as handle:
    handle.write(text)
workspace = tempfile.mkdtemp(prefix="dcircuit_")
cmd = Compiler(CompileOptions()).get_cli_command(
    "dcircuit.mlir", os.path.join(workspace, "dcircuit.ll"), "dcircuit", workspace
)
cmd += ["--mlir-print-ir-after-all", "--mlir-print-debuginfo", *sys.argv[2:]]
print(" ".join(repr(part) if " " in part else part for part in cmd), file=sys.stderr)
with open(out, "wb") as stderr:
    result = subprocess.run(cmd, cwd=here, stdout=subprocess.DEVNULL, stderr=stderr)
print("exit", result.returncode, file=sys.stderr)
