module @dcircuit {
  func.func public @jit_dcircuit(%arg0: tensor<f64>) -> tensor<f64> attributes {llvm.emit_c_interface} {
    %0 = "gradient.grad"(%arg0) {callee = @module_circuit::@circuit, diffArgIndices = dense<0> : tensor<1xi64>, method = "auto"} : (tensor<f64>) -> tensor<f64>
    return %0 : tensor<f64>
  }
  module @module_circuit {
    module attributes {transform.with_named_sequence} {
      "transform.named_sequence"() ({
      ^bb0(%arg0: !transform.op<"builtin.module">):
        "transform.yield"() : () -> ()
      }) {function_type = (!transform.op<"builtin.module">) -> (), sym_name = "__transform_main"} : () -> ()
    }
    func.func public @circuit(%arg0: tensor<f64>) -> tensor<f64> attributes {diff_method = "adjoint", llvm.linkage = #llvm.linkage<internal>, quantum.node} {
      %c = stablehlo.constant dense<0> : tensor<i64>
      %0 = "tensor.extract"(%c) : (tensor<i64>) -> i64
      "quantum.device"(%0) {device_name = "LightningSimulator", kwargs = "{'mcmc': False, 'num_burnin': 0, 'kernel_name': None}", lib = "/work/venvs/catalyst/lib/python3.11/site-packages/pennylane_lightning/liblightning_qubit_catalyst.so"} : (i64) -> ()
      %c_0 = stablehlo.constant dense<1> : tensor<i64>
      %1 = "quantum.alloc"() {nqubits_attr = 1 : i64} : () -> !quantum.reg
      %2 = "tensor.extract"(%c) : (tensor<i64>) -> i64
      %3 = "quantum.extract"(%1, %2) : (!quantum.reg, i64) -> !quantum.bit
      %4 = "tensor.extract"(%arg0) : (tensor<f64>) -> f64
      %5 = "quantum.custom"(%4, %3) {gate_name = "RX", operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 0>} : (f64, !quantum.bit) -> !quantum.bit
      %6 = "quantum.namedobs"(%5) {type = #quantum<named_observable PauliZ>} : (!quantum.bit) -> !quantum.obs
      %7 = "quantum.expval"(%6) : (!quantum.obs) -> f64
      %8 = "tensor.from_elements"(%7) : (f64) -> tensor<f64>
      %9 = "tensor.extract"(%c) : (tensor<i64>) -> i64
      %10 = "quantum.insert"(%1, %9, %5) : (!quantum.reg, i64, !quantum.bit) -> !quantum.reg
      "quantum.dealloc"(%10) : (!quantum.reg) -> ()
      "quantum.device_release"() : () -> ()
      return %8 : tensor<f64>
    }
  }
  func.func @setup() {
    "quantum.init"() : () -> ()
    return
  }
  func.func @teardown() {
    "quantum.finalize"() : () -> ()
    return
  }
}
