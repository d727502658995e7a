hal.executable public @mnist_like$async_dispatch_3 {
  hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32 ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device loc("mnist_like.mlir":15:11)) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice() loc("mnist_like.mlir":15:11)
      hal.return %x, %y, %z : index, index, index loc("mnist_like.mlir":15:11)
    } loc("mnist_like.mlir":15:11)
    builtin.module {
      func.func @mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32() attributes {translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<ConvTileAndDecomposeExpert>>} {
        %cst = arith.constant dense<[[-0.101668678, -0.0454978347, 0.0368569903, -0.17854403, 0.0669002905, -0.151415929, -0.0993586331, -0.121976852, -0.0493162274, 0.0321131535, -0.205760047, 0.1561452, -0.0965279042, 0.216385111, -0.153900608, 0.0863650888]]> : tensor<1x16xf32> loc("mnist_like.mlir":17:11)
        %cst_0 = arith.constant 0.000000e+00 : f32 loc(unknown)
        %c29184 = arith.constant 29184 : index loc("mnist_like.mlir":15:11)
        %c832 = arith.constant 832 : index loc("mnist_like.mlir":15:11)
        %c0 = arith.constant 0 : index loc("mnist_like.mlir":15:11)
        %0 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c29184) flags("ReadOnly|Indirect") : memref<1x8x18x18xf32, strided<[2592, 324, 18, 1], offset: ?>, #hal.descriptor_type<storage_buffer>> loc("mnist_like.mlir":14:11)
        %1 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c832) flags(ReadOnly) : memref<16x8x5x5xf32, strided<[200, 25, 5, 1], offset: ?>, #hal.descriptor_type<storage_buffer>> loc("mnist_like.mlir":15:11)
        %2 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c0) flags(Indirect) : memref<1x16x14x14xf32, #hal.descriptor_type<storage_buffer>> loc("mnist_like.mlir":15:11)
        %3 = iree_codegen.load_from_buffer %1 : memref<16x8x5x5xf32, strided<[200, 25, 5, 1], offset: ?>, #hal.descriptor_type<storage_buffer>> -> tensor<16x8x5x5xf32> loc("mnist_like.mlir":15:11)
        %4 = tensor.empty() : tensor<1x16x14x14xf32> loc("mnist_like.mlir":15:11)
        %5 = linalg.fill {lowering_config = #iree_cpu.lowering_config<vector_common_parallel = [1, 1, 1, 1]>} ins(%cst_0 : f32) outs(%4 : tensor<1x16x14x14xf32>) -> tensor<1x16x14x14xf32> loc("mnist_like.mlir":15:11)
        %6 = iree_codegen.load_from_buffer %0 : memref<1x8x18x18xf32, strided<[2592, 324, 18, 1], offset: ?>, #hal.descriptor_type<storage_buffer>> -> tensor<1x8x18x18xf32> loc("mnist_like.mlir":15:11)
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%6, %3 : tensor<1x8x18x18xf32>, tensor<16x8x5x5xf32>) outs(%5 : tensor<1x16x14x14xf32>) attrs =  {lowering_config = #iree_cpu.lowering_config<distribution = [0, 1, 1, 1, 0, 0, 0], vector_common_parallel = [1, 1, 1, 1, 0, 0, 0], vector_reduction = [0, 0, 0, 0, 8, 1, 1]>} {
        ^bb0(%in: f32 loc("mnist_like.mlir":15:11), %in_1: f32 loc("mnist_like.mlir":15:11), %out: f32 loc("mnist_like.mlir":15:11)):
          %10 = arith.mulf %in, %in_1 : f32 loc(unknown)
          %11 = arith.addf %out, %10 : f32 loc(unknown)
          linalg.yield %11 : f32 loc("mnist_like.mlir":15:11)
        } -> tensor<1x16x14x14xf32> loc("mnist_like.mlir":15:11)
        %8 = tensor.empty() : tensor<1x16x14x14xf32> loc("mnist_like.mlir":17:11)
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %cst : tensor<1x16x14x14xf32>, tensor<1x16xf32>) outs(%8 : tensor<1x16x14x14xf32>) attrs =  {lowering_config = #iree_cpu.lowering_config<vector_common_parallel = [1, 1, 1, 1]>} {
        ^bb0(%in: f32 loc("mnist_like.mlir":15:11), %in_1: f32 loc("mnist_like.mlir":16:11), %out: f32 loc("mnist_like.mlir":17:11)):
          %10 = arith.addf %in, %in_1 : f32 loc("mnist_like.mlir":16:11)
          %11 = arith.cmpf ugt, %10, %cst_0 : f32 loc("mnist_like.mlir":17:11)
          %12 = arith.select %11, %10, %cst_0 : f32 loc("mnist_like.mlir":17:11)
          linalg.yield %12 : f32 loc("mnist_like.mlir":17:11)
        } -> tensor<1x16x14x14xf32> loc("mnist_like.mlir":17:11)
        iree_codegen.store_to_buffer %9, %2 : tensor<1x16x14x14xf32> into memref<1x16x14x14xf32, #hal.descriptor_type<storage_buffer>> loc("mnist_like.mlir":15:11)
        return loc("mnist_like.mlir":15:11)
      } loc("mnist_like.mlir":15:11)
      iree_codegen.dispatch_config @mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32 {
      ^bb0(%arg0: !hal.device loc("mnist_like.mlir":15:11)):
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice() loc("mnist_like.mlir":15:11)
        iree_codegen.yield %x, %y, %z : index, index, index loc("mnist_like.mlir":15:11)
      } loc("mnist_like.mlir":15:11)
    } loc("mnist_like.mlir":15:11)
  } loc("mnist_like.mlir":15:11)
} loc("mnist_like.mlir":15:11)
