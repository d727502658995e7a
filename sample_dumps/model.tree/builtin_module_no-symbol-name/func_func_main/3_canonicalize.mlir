// -----// IR Dump After CanonicalizerPass: canonicalize //----- //
func.func @main(%arg0: tensor<1x8x8x4xf32> loc(#loc1)) -> tensor<1x8x8x4xf32> {
  %cst = arith.constant dense<5.000000e-01> : tensor<4x1x1x4xf32> loc(#loc2)
  %cst_0 = arith.constant dense<2.500000e-01> : tensor<4x3x3x4xf32> loc(#loc3)
  %cst_1 = arith.constant dense<1.000000e-01> : tensor<4xf32> loc(#loc4)
  %0 = tensor.empty() : tensor<1x8x8x4xf32> loc(#loc7)
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1 : tensor<4xf32>) outs(%0 : tensor<1x8x8x4xf32>) {
  ^bb0(%in: f32 loc(#loc7), %out: f32 loc(#loc7)):
    linalg.yield %in : f32 loc(#loc7)
  } -> tensor<1x8x8x4xf32> loc(#loc7)
  %2 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%arg0, %cst : tensor<1x8x8x4xf32>, tensor<4x1x1x4xf32>) outs(%1 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc(#loc7)
  %cst_2 = arith.constant 0.000000e+00 : f32 loc(#loc13)
  %cst_3 = arith.constant 6.000000e+00 : f32 loc(#loc14)
  %3 = tensor.empty() : tensor<1x8x8x4xf32> loc(#loc9)
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%2 : tensor<1x8x8x4xf32>) outs(%3 : tensor<1x8x8x4xf32>) {
  ^bb0(%in_4: f32 loc(#loc9), %out_5: f32 loc(#loc9)):
    %5 = arith.maximumf %in_4, %cst_2 : f32 loc(#loc9)
    %6 = arith.minimumf %5, %cst_3 : f32 loc(#loc9)
    linalg.yield %6 : f32 loc(#loc9)
  } -> tensor<1x8x8x4xf32> loc(#loc9)
  %padded = tensor.pad %4 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%arg1: index loc(#loc10), %arg2: index loc(#loc10), %arg3: index loc(#loc10), %arg4: index loc(#loc10)):
    tensor.yield %cst_2 : f32 loc(#loc10)
  } : tensor<1x8x8x4xf32> to tensor<1x10x10x4xf32> loc(#loc10)
  %7 = tensor.empty() : tensor<1x8x8x4xf32> loc(#loc10)
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1 : tensor<4xf32>) outs(%7 : tensor<1x8x8x4xf32>) {
  ^bb0(%in_6: f32 loc(#loc10), %out_7: f32 loc(#loc10)):
    linalg.yield %in_6 : f32 loc(#loc10)
  } -> tensor<1x8x8x4xf32> loc(#loc10)
  %9 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded, %cst_0 : tensor<1x10x10x4xf32>, tensor<4x3x3x4xf32>) outs(%8 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc(#loc10)
  %10 = tensor.empty() : tensor<1x8x8x4xf32> loc(#loc15)
  %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1 : tensor<4xf32>) outs(%10 : tensor<1x8x8x4xf32>) {
  ^bb0(%in_8: f32 loc(#loc15), %out_9: f32 loc(#loc15)):
    linalg.yield %in_8 : f32 loc(#loc15)
  } -> tensor<1x8x8x4xf32> loc(#loc15)
  %12 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%9, %cst : tensor<1x8x8x4xf32>, tensor<4x1x1x4xf32>) outs(%11 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc(#loc15)
  %13 = tensor.empty() : tensor<1x8x8x4xf32> loc(#loc12)
  %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%12 : tensor<1x8x8x4xf32>) outs(%13 : tensor<1x8x8x4xf32>) {
  ^bb0(%in_10: f32 loc(#loc12), %out_11: f32 loc(#loc12)):
    %15 = arith.maximumf %in_10, %cst_2 : f32 loc(#loc12)
    %16 = arith.minimumf %15, %cst_3 : f32 loc(#loc12)
    linalg.yield %16 : f32 loc(#loc12)
  } -> tensor<1x8x8x4xf32> loc(#loc12)
  %17 = tensor.empty() : tensor<1x8x8x4xf32> loc(#loc16)
  %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%14, %4 : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) outs(%17 : tensor<1x8x8x4xf32>) {
  ^bb0(%in_12: f32 loc(#loc16), %in_13: f32 loc(#loc16), %out_14: f32 loc(#loc16)):
    %19 = arith.addf %in_12, %in_13 : f32 loc(#loc16)
    linalg.yield %19 : f32 loc(#loc16)
  } -> tensor<1x8x8x4xf32> loc(#loc16)
  return %18 : tensor<1x8x8x4xf32> loc(#loc17)
} loc(#loc)
#loc = loc("model.mlir":6:1)
#loc1 = loc("model.mlir":6:17)
#loc2 = loc("model.mlir":7:11)
#loc3 = loc("model.mlir":8:11)
#loc4 = loc("model.mlir":9:11)
#loc5 = loc("model.mlir":2:8)
#loc6 = loc("model.mlir":10:13)
#loc7 = loc(callsite(#loc5 at #loc6))
#loc8 = loc("model.mlir":3:8)
#loc9 = loc(callsite(#loc8 at #loc6))
#loc10 = loc("model.mlir":11:14)
#loc11 = loc("model.mlir":12:13)
#loc12 = loc(callsite(#loc8 at #loc11))
#loc13 = loc(fused[#loc9, #loc10, #loc12])
#loc14 = loc(fused[#loc9, #loc12])
#loc15 = loc(callsite(#loc5 at #loc11))
#loc16 = loc("model.mlir":13:10)
#loc17 = loc("model.mlir":14:3)
