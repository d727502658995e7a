hal.executable public @mnist_like$async_dispatch_1 {
  hal.executable.variant public @rocm_hsaco_fb target(<"rocm", "rocm-hsaco-fb", {abi = "hip", iree.encoding.resolver = #iree_gpu.gpu_encoding_resolver<>, iree_codegen.default_tuning_spec = #rocm.builtin.tuning_module<"iree_default_tuning_spec_gfx942.mlir">, iree_codegen.target_info = #iree_gpu.target<arch = "gfx942", features = "", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<MFMA_F32_16x16x16_BF16>, <MFMA_F32_32x32x8_BF16>, <MFMA_F32_16x16x32_F8E5M2FNUZ>, <MFMA_F32_16x16x32_F8E5M2FNUZ_F8E4M3FNUZ>, <MFMA_F32_16x16x32_F8E4M3FNUZ>, <MFMA_F32_16x16x32_F8E4M3FNUZ_F8E5M2FNUZ>, <MFMA_F32_32x32x16_F8E5M2FNUZ>, <MFMA_F32_32x32x16_F8E5M2FNUZ_F8E4M3FNUZ>, <MFMA_F32_32x32x16_F8E4M3FNUZ>, <MFMA_F32_32x32x16_F8E4M3FNUZ_F8E5M2FNUZ>, <MFMA_I32_16x16x32_I8>, <MFMA_I32_32x32x16_I8>, <MFMA_F64_16x16x4_F64>, <MFMA_F32_16x16x4_F32>, <MFMA_F32_16x16x16_F16>, <MFMA_F32_32x32x8_F16>, <MFMA_F32_4x4x4x16B_F16>, <MFMA_F32_16x16x4x4B_F16>, <MFMA_F32_32x32x4x2B_F16>, <MFMA_F32_4x4x4x16B_BF16>, <MFMA_F32_16x16x4x4B_BF16>, <MFMA_F32_32x32x4x2B_BF16>, <MFMA_F32_4x4x1x16B_F32>, <MFMA_F32_16x16x1x4B_F32>, <MFMA_F32_32x32x1x2B_F32>, <MFMA_F64_4x4x4x4B_F64>, <MFMA_I32_4x4x4x16B_I8>, <MFMA_I32_16x16x4x4B_I8>, <MFMA_I32_32x32x4x2B_I8>], subgroup_size_choices = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 2147483647, 2147483647], max_load_instruction_bits = 128, simds_per_wgp = 4, vgpr_space_bits = 16384, dma_sizes = [32], workgroup_memory_bank_count = 32>>, ukernels = "none"}>) {
    hal.executable.export public @mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32 ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) count(%arg0: !hal.device loc("mnist_like.mlir":11:10)) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice() loc("nolink/module_mnist_like$async_dispatch_1.mlir":4:6)
      hal.return %x, %y, %z : index, index, index loc("nolink/module_mnist_like$async_dispatch_1.mlir":5:6)
    } loc("nolink/module_mnist_like$async_dispatch_1.mlir":3:4)
    builtin.module {
      func.func @mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32() attributes {translation_info = #iree_codegen.translation_info<pipeline = #iree_gpu.pipeline<TileAndFuse> workgroup_size = [256, 1, 1] subgroup_size = 64, {gpu_pipeline_options = #iree_gpu.pipeline_options<prefetch_num_stages = 2, no_reduce_shared_memory_bank_conflicts = false, use_igemm_convolution = true>}>} {
        %cst = arith.constant 0.000000e+00 : f32 loc("nolink/module_mnist_like$async_dispatch_1.mlir":9:8)
        %cst_0 = arith.constant dense<[-0.0663535222, -0.0613417886, -0.160514936, 0.0729349405, 0.0806139335, -0.047637675, 0.0163339954, -0.129264623]> : tensor<8xf32> loc("nolink/module_mnist_like$async_dispatch_1.mlir":10:8)
        %c0 = arith.constant 0 : index loc("nolink/module_mnist_like$async_dispatch_1.mlir":11:8)
        %c4096 = arith.constant 4096 : index loc("nolink/module_mnist_like$async_dispatch_1.mlir":12:8)
        %0 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<32x32xf32, #hal.descriptor_type<storage_buffer>> loc("nolink/module_mnist_like$async_dispatch_1.mlir":13:8)
        %1 = amdgpu.fat_raw_buffer_cast %0 resetOffset : memref<32x32xf32, #hal.descriptor_type<storage_buffer>> to memref<32x32xf32, #amdgpu.address_space<fat_raw_buffer>> loc("nolink/module_mnist_like$async_dispatch_1.mlir":13:8)
        %2 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%c0) flags(ReadOnly) : memref<8x5x5xf32, #hal.descriptor_type<storage_buffer>> loc("nolink/module_mnist_like$async_dispatch_1.mlir":14:8)
        %3 = amdgpu.fat_raw_buffer_cast %2 resetOffset : memref<8x5x5xf32, #hal.descriptor_type<storage_buffer>> to memref<8x5x5xf32, #amdgpu.address_space<fat_raw_buffer>> loc("nolink/module_mnist_like$async_dispatch_1.mlir":14:8)
        %4 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(2) alignment(64) offset(%c4096) flags(Indirect) : memref<8x28x28xf32, strided<[784, 28, 1], offset: ?>, #hal.descriptor_type<storage_buffer>> loc("nolink/module_mnist_like$async_dispatch_1.mlir":15:8)
        %5 = amdgpu.fat_raw_buffer_cast %4 resetOffset : memref<8x28x28xf32, strided<[784, 28, 1], offset: ?>, #hal.descriptor_type<storage_buffer>> to memref<8x28x28xf32, #amdgpu.address_space<fat_raw_buffer>> loc("nolink/module_mnist_like$async_dispatch_1.mlir":15:8)
        %6 = iree_codegen.load_from_buffer %1 : memref<32x32xf32, #amdgpu.address_space<fat_raw_buffer>> -> tensor<32x32xf32> loc("nolink/module_mnist_like$async_dispatch_1.mlir":16:8)
        %7 = iree_codegen.load_from_buffer %3 : memref<8x5x5xf32, #amdgpu.address_space<fat_raw_buffer>> -> tensor<8x5x5xf32> loc("nolink/module_mnist_like$async_dispatch_1.mlir":17:8)
        %8 = tensor.empty() : tensor<8x28x28xf32> loc("nolink/module_mnist_like$async_dispatch_1.mlir":18:8)
        %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<8x28x28xf32>) -> tensor<8x28x28xf32> loc("nolink/module_mnist_like$async_dispatch_1.mlir":19:8)
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1 + d3, d2 + d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%6, %7 : tensor<32x32xf32>, tensor<8x5x5xf32>) outs(%9 : tensor<8x28x28xf32>) attrs =  {lowering_config = #iree_gpu.lowering_config<{mma_kind = #iree_gpu.mma_layout<MFMA_F32_16x16x4_F32>, padding = [16, 4, 32, 4], promote_operands = [0, 1], reduction = [0, 0, 0, 1], subgroup = [1, 2, 1, 0], workgroup = [16, 4, 32, 0]}>} {
        ^bb0(%in: f32 loc(unknown), %in_1: f32 loc(unknown), %out: f32 loc(unknown)):
          %12 = arith.mulf %in, %in_1 : f32 loc("nolink/module_mnist_like$async_dispatch_1.mlir":22:10)
          %13 = arith.addf %out, %12 : f32 loc("nolink/module_mnist_like$async_dispatch_1.mlir":23:10)
          linalg.yield %13 : f32 loc("nolink/module_mnist_like$async_dispatch_1.mlir":24:10)
        } -> tensor<8x28x28xf32> loc("nolink/module_mnist_like$async_dispatch_1.mlir":20:8)
        %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_0 : tensor<8x28x28xf32>, tensor<8xf32>) outs(%8 : tensor<8x28x28xf32>) {
        ^bb0(%in: f32 loc("mnist_like.mlir":11:10), %in_1: f32 loc("mnist_like.mlir":12:10), %out: f32 loc("mnist_like.mlir":13:10)):
          %12 = arith.addf %in, %in_1 : f32 loc("nolink/module_mnist_like$async_dispatch_1.mlir":28:10)
          %13 = arith.cmpf ugt, %12, %cst : f32 loc("nolink/module_mnist_like$async_dispatch_1.mlir":29:10)
          %14 = arith.select %13, %12, %cst : f32 loc("nolink/module_mnist_like$async_dispatch_1.mlir":30:10)
          linalg.yield %14 : f32 loc("nolink/module_mnist_like$async_dispatch_1.mlir":31:10)
        } -> tensor<8x28x28xf32> loc("nolink/module_mnist_like$async_dispatch_1.mlir":26:8)
        iree_codegen.store_to_buffer %11, %5 : tensor<8x28x28xf32> into memref<8x28x28xf32, #amdgpu.address_space<fat_raw_buffer>> loc("nolink/module_mnist_like$async_dispatch_1.mlir":33:8)
        return loc("nolink/module_mnist_like$async_dispatch_1.mlir":34:8)
      } loc("nolink/module_mnist_like$async_dispatch_1.mlir":8:6)
      iree_codegen.dispatch_config @mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32 {
      ^bb0(%arg0: !hal.device loc("mnist_like.mlir":11:10)):
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice() loc("nolink/module_mnist_like$async_dispatch_1.mlir":4:6)
        iree_codegen.yield %x, %y, %z : index, index, index loc("nolink/module_mnist_like$async_dispatch_1.mlir":5:6)
      } loc("nolink/module_mnist_like$async_dispatch_1.mlir":8:6)
    } loc("nolink/module_mnist_like$async_dispatch_1.mlir":7:4)
  } loc("nolink/module_mnist_like$async_dispatch_1.mlir":2:2)
} loc("nolink/module_mnist_like$async_dispatch_1.mlir":1:0)
