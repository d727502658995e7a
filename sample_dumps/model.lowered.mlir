// -----// IR Dump After LinalgElementwiseOpFusionPass: linalg-fuse-elementwise-ops //----- //
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @main(%arg0: tensor<1x8x8x4xf32> loc("model.mlir":6:17)) -> tensor<1x8x8x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc18)
    %cst_0 = arith.constant 6.000000e+00 : f32 loc(#loc19)
    %cst_1 = arith.constant dense<5.000000e-01> : tensor<4x4xf32> loc(#loc3)
    %cst_2 = arith.constant dense<2.500000e-01> : tensor<3x3x4x4xf32> loc(#loc4)
    %cst_3 = arith.constant dense<1.000000e-01> : tensor<4xf32> loc(#loc5)
    %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2], [3]] : tensor<1x8x8x4xf32> into tensor<64x4xf32> loc(#loc12)
    %0 = tensor.empty() : tensor<64x4xf32> loc(#loc12)
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x4xf32>) -> tensor<64x4xf32> loc(#loc12)
    %2 = linalg.matmul ins(%collapsed, %cst_1 : tensor<64x4xf32>, tensor<4x4xf32>) outs(%1 : tensor<64x4xf32>) -> tensor<64x4xf32> loc(#loc12)
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %cst_3 : tensor<64x4xf32>, tensor<4xf32>) outs(%0 : tensor<64x4xf32>) {
    ^bb0(%in: f32 loc(#loc12), %in_4: f32 loc(#loc12), %out: f32 loc(#loc13)):
      %16 = arith.addf %in, %in_4 : f32 loc(#loc12)
      %17 = arith.maximumf %16, %cst : f32 loc(#loc13)
      %18 = arith.minimumf %17, %cst_0 : f32 loc(#loc13)
      linalg.yield %18 : f32 loc(#loc13)
    } -> tensor<64x4xf32> loc(#loc16)
    %expanded = tensor.expand_shape %3 [[0, 1, 2], [3]] output_shape [1, 8, 8, 4] : tensor<64x4xf32> into tensor<1x8x8x4xf32> loc(#loc12)
    %padded = tensor.pad %expanded low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index loc(#loc7), %arg2: index loc(#loc7), %arg3: index loc(#loc7), %arg4: index loc(#loc7)):
      tensor.yield %cst : f32 loc(#loc7)
    } : tensor<1x8x8x4xf32> to tensor<1x10x10x4xf32> loc(#loc7)
    %4 = tensor.empty() : tensor<1x8x8x4xf32> loc(#loc7)
    %5 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3 : tensor<4xf32>) outs(%4 : tensor<1x8x8x4xf32>) {
    ^bb0(%in: f32 loc(#loc7), %out: f32 loc(#loc7)):
      linalg.yield %in : f32 loc(#loc7)
    } -> tensor<1x8x8x4xf32> loc(#loc7)
    %6 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %cst_2 : tensor<1x10x10x4xf32>, tensor<3x3x4x4xf32>) outs(%5 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc(#loc7)
    %collapsed_5 = tensor.collapse_shape %6 [[0, 1, 2], [3]] : tensor<1x8x8x4xf32> into tensor<64x4xf32> loc(#loc14)
    %7 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x4xf32>) -> tensor<64x4xf32> loc(#loc14)
    %8 = linalg.matmul ins(%collapsed_5, %cst_1 : tensor<64x4xf32>, tensor<4x4xf32>) outs(%7 : tensor<64x4xf32>) -> tensor<64x4xf32> loc(#loc14)
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_3 : tensor<64x4xf32>, tensor<4xf32>) outs(%0 : tensor<64x4xf32>) {
    ^bb0(%in: f32 loc(#loc14), %in_4: f32 loc(#loc14), %out: f32 loc(#loc15)):
      %16 = arith.addf %in, %in_4 : f32 loc(#loc14)
      %17 = arith.maximumf %16, %cst : f32 loc(#loc15)
      %18 = arith.minimumf %17, %cst_0 : f32 loc(#loc15)
      linalg.yield %18 : f32 loc(#loc15)
    } -> tensor<64x4xf32> loc(#loc17)
    %expanded_6 = tensor.expand_shape %9 [[0, 1, 2], [3]] output_shape [1, 8, 8, 4] : tensor<64x4xf32> into tensor<1x8x8x4xf32> loc(#loc14)
    %10 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6, %expanded : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) outs(%4 : tensor<1x8x8x4xf32>) {
    ^bb0(%in: f32 loc(#loc9), %in_4: f32 loc(#loc9), %out: f32 loc(#loc9)):
      %16 = arith.addf %in, %in_4 : f32 loc(#loc9)
      linalg.yield %16 : f32 loc(#loc9)
    } -> tensor<1x8x8x4xf32> loc(#loc9)
    return %10 : tensor<1x8x8x4xf32> loc(#loc10)
  } loc(#loc11)
} loc(#loc)
#loc = loc("model.mlir":0:0)
#loc1 = loc("model.mlir":2:8)
#loc2 = loc("model.mlir":3:8)
#loc3 = loc("model.mlir":7:11)
#loc4 = loc("model.mlir":8:11)
#loc5 = loc("model.mlir":9:11)
#loc6 = loc("model.mlir":10:13)
#loc7 = loc("model.mlir":11:14)
#loc8 = loc("model.mlir":12:13)
#loc9 = loc("model.mlir":13:10)
#loc10 = loc("model.mlir":14:3)
#loc11 = loc("model.mlir":6:1)
#loc12 = loc(callsite(#loc1 at #loc6))
#loc13 = loc(callsite(#loc2 at #loc6))
#loc14 = loc(callsite(#loc1 at #loc8))
#loc15 = loc(callsite(#loc2 at #loc8))
#loc16 = loc(fused[#loc12, #loc13])
#loc17 = loc(fused[#loc14, #loc15])
#loc18 = loc(fused[#loc12, #loc13, #loc7, #loc14, #loc15])
#loc19 = loc(fused[#loc13, #loc15])
