module {
  func.func @main(%arg0: tensor<1x16x16x8xf32> loc(#loc2)) -> tensor<1x16x16x8xf32> {
    %cst = arith.constant dense<4.166667e-02> : tensor<8x1x3x8xf32> loc(#loc8)
    %cst_0 = arith.constant dense<1.000000e-03> : tensor<8xf32> loc(#loc12)
    %cst_1 = arith.constant 0.000000e+00 : f32 loc(#loc521)
    %padded = tensor.pad %arg0 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg1: index loc(#loc14), %arg2: index loc(#loc14), %arg3: index loc(#loc14), %arg4: index loc(#loc14)):
      tensor.yield %cst_1 : f32 loc(#loc14)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc14)
    %0 = tensor.empty() : tensor<1x16x16x8xf32> loc(#loc14)
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_0 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in: f32 loc(#loc14), %out: f32 loc(#loc14)):
      linalg.yield %in : f32 loc(#loc14)
    } -> tensor<1x16x16x8xf32> loc(#loc14)
    %2 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded, %cst : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%1 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc14)
    %cst_2 = arith.constant 6.000000e+00 : f32 loc(#loc522)
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%2 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_3: f32 loc(#loc16), %out_4: f32 loc(#loc16)):
      %4 = arith.maximumf %in_3, %cst_1 : f32 loc(#loc16)
      %5 = arith.minimumf %4, %cst_2 : f32 loc(#loc16)
      linalg.yield %5 : f32 loc(#loc16)
    } -> tensor<1x16x16x8xf32> loc(#loc16)
    %cst_5 = arith.constant dense<4.209622e-02> : tensor<8x3x1x8xf32> loc(#loc528)
    %cst_6 = arith.constant dense<2.000000e-03> : tensor<8xf32> loc(#loc532)
    %padded_7 = tensor.pad %3 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg5: index loc(#loc18), %arg6: index loc(#loc18), %arg7: index loc(#loc18), %arg8: index loc(#loc18)):
      tensor.yield %cst_1 : f32 loc(#loc18)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc18)
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_6 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_8: f32 loc(#loc18), %out_9: f32 loc(#loc18)):
      linalg.yield %in_8 : f32 loc(#loc18)
    } -> tensor<1x16x16x8xf32> loc(#loc18)
    %7 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_7, %cst_5 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%6 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc18)
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%7 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_10: f32 loc(#loc20), %out_11: f32 loc(#loc20)):
      %9 = arith.maximumf %in_10, %cst_1 : f32 loc(#loc20)
      %10 = arith.minimumf %9, %cst_2 : f32 loc(#loc20)
      linalg.yield %10 : f32 loc(#loc20)
    } -> tensor<1x16x16x8xf32> loc(#loc20)
    %cst_12 = arith.constant dense<1.275773e-01> : tensor<8x1x1x8xf32> loc(#loc536)
    %cst_13 = arith.constant dense<3.000000e-03> : tensor<8xf32> loc(#loc540)
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_13 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_14: f32 loc(#loc542), %out_15: f32 loc(#loc542)):
      linalg.yield %in_14 : f32 loc(#loc542)
    } -> tensor<1x16x16x8xf32> loc(#loc542)
    %collapsed = tensor.collapse_shape %8 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc542)
    %collapsed_16 = tensor.collapse_shape %cst_12 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc542)
    %12 = tensor.empty() : tensor<8x8xf32> loc(#loc542)
    %transposed = linalg.transpose ins(%collapsed_16 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc542)
    %collapsed_17 = tensor.collapse_shape %11 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc542)
    %13 = linalg.matmul ins(%collapsed, %transposed : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_17 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc542)
    %expanded = tensor.expand_shape %13 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc542)
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_18: f32 loc(#loc22), %out_19: f32 loc(#loc22)):
      %15 = arith.maximumf %in_18, %cst_1 : f32 loc(#loc22)
      %16 = arith.minimumf %15, %cst_2 : f32 loc(#loc22)
      linalg.yield %16 : f32 loc(#loc22)
    } -> tensor<1x16x16x8xf32> loc(#loc22)
    %cst_20 = arith.constant dense<4.295533e-02> : tensor<8x1x3x8xf32> loc(#loc548)
    %cst_21 = arith.constant dense<4.000000e-03> : tensor<8xf32> loc(#loc552)
    %padded_22 = tensor.pad %14 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg9: index loc(#loc24), %arg10: index loc(#loc24), %arg11: index loc(#loc24), %arg12: index loc(#loc24)):
      tensor.yield %cst_1 : f32 loc(#loc24)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc24)
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_21 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_23: f32 loc(#loc24), %out_24: f32 loc(#loc24)):
      linalg.yield %in_23 : f32 loc(#loc24)
    } -> tensor<1x16x16x8xf32> loc(#loc24)
    %18 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_22, %cst_20 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%17 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc24)
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%18, %arg0 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_25: f32 loc(#loc26), %in_26: f32 loc(#loc554), %out_27: f32 loc(#loc554)):
      %20 = arith.maximumf %in_25, %cst_1 : f32 loc(#loc26)
      %21 = arith.minimumf %20, %cst_2 : f32 loc(#loc26)
      %22 = arith.addf %21, %in_26 : f32 loc(#loc554)
      linalg.yield %22 : f32 loc(#loc554)
    } -> tensor<1x16x16x8xf32> loc(#loc555)
    %padded_28 = tensor.pad %19 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg13: index loc(#loc27), %arg14: index loc(#loc27), %arg15: index loc(#loc27), %arg16: index loc(#loc27)):
      tensor.yield %cst_1 : f32 loc(#loc27)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc27)
    %23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_0 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_29: f32 loc(#loc27), %out_30: f32 loc(#loc27)):
      linalg.yield %in_29 : f32 loc(#loc27)
    } -> tensor<1x16x16x8xf32> loc(#loc27)
    %24 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_28, %cst : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%23 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc27)
    %25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%24 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_31: f32 loc(#loc28), %out_32: f32 loc(#loc28)):
      %26 = arith.maximumf %in_31, %cst_1 : f32 loc(#loc28)
      %27 = arith.minimumf %26, %cst_2 : f32 loc(#loc28)
      linalg.yield %27 : f32 loc(#loc28)
    } -> tensor<1x16x16x8xf32> loc(#loc28)
    %padded_33 = tensor.pad %25 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg17: index loc(#loc29), %arg18: index loc(#loc29), %arg19: index loc(#loc29), %arg20: index loc(#loc29)):
      tensor.yield %cst_1 : f32 loc(#loc29)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc29)
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_6 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_34: f32 loc(#loc29), %out_35: f32 loc(#loc29)):
      linalg.yield %in_34 : f32 loc(#loc29)
    } -> tensor<1x16x16x8xf32> loc(#loc29)
    %29 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_33, %cst_5 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%28 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc29)
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%29 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_36: f32 loc(#loc30), %out_37: f32 loc(#loc30)):
      %31 = arith.maximumf %in_36, %cst_1 : f32 loc(#loc30)
      %32 = arith.minimumf %31, %cst_2 : f32 loc(#loc30)
      linalg.yield %32 : f32 loc(#loc30)
    } -> tensor<1x16x16x8xf32> loc(#loc30)
    %33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_13 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_38: f32 loc(#loc556), %out_39: f32 loc(#loc556)):
      linalg.yield %in_38 : f32 loc(#loc556)
    } -> tensor<1x16x16x8xf32> loc(#loc556)
    %collapsed_40 = tensor.collapse_shape %30 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc556)
    %collapsed_41 = tensor.collapse_shape %33 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc556)
    %34 = linalg.matmul ins(%collapsed_40, %transposed : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_41 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc556)
    %expanded_42 = tensor.expand_shape %34 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc556)
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_42 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_43: f32 loc(#loc31), %out_44: f32 loc(#loc31)):
      %36 = arith.maximumf %in_43, %cst_1 : f32 loc(#loc31)
      %37 = arith.minimumf %36, %cst_2 : f32 loc(#loc31)
      linalg.yield %37 : f32 loc(#loc31)
    } -> tensor<1x16x16x8xf32> loc(#loc31)
    %padded_45 = tensor.pad %35 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg21: index loc(#loc32), %arg22: index loc(#loc32), %arg23: index loc(#loc32), %arg24: index loc(#loc32)):
      tensor.yield %cst_1 : f32 loc(#loc32)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc32)
    %38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_21 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_46: f32 loc(#loc32), %out_47: f32 loc(#loc32)):
      linalg.yield %in_46 : f32 loc(#loc32)
    } -> tensor<1x16x16x8xf32> loc(#loc32)
    %39 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_45, %cst_20 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%38 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc32)
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%39, %19 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_48: f32 loc(#loc33), %in_49: f32 loc(#loc557), %out_50: f32 loc(#loc557)):
      %41 = arith.maximumf %in_48, %cst_1 : f32 loc(#loc33)
      %42 = arith.minimumf %41, %cst_2 : f32 loc(#loc33)
      %43 = arith.addf %42, %in_49 : f32 loc(#loc557)
      linalg.yield %43 : f32 loc(#loc557)
    } -> tensor<1x16x16x8xf32> loc(#loc558)
    %cst_51 = arith.constant dense<1.446163e-02> : tensor<8x3x3x8xf32> loc(#loc560)
    %cst_52 = arith.constant dense<5.000000e-03> : tensor<8xf32> loc(#loc562)
    %padded_53 = tensor.pad %40 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg25: index loc(#loc36), %arg26: index loc(#loc36), %arg27: index loc(#loc36), %arg28: index loc(#loc36)):
      tensor.yield %cst_1 : f32 loc(#loc36)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc36)
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_52 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_54: f32 loc(#loc36), %out_55: f32 loc(#loc36)):
      linalg.yield %in_54 : f32 loc(#loc36)
    } -> tensor<1x16x16x8xf32> loc(#loc36)
    %45 = tensor.empty() : tensor<256x72xf32> loc(#loc36)
    %46 = "linalg_ext.im2col"(%padded_53, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc36)
    %collapsed_56 = tensor.collapse_shape %cst_51 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc36)
    %47 = tensor.empty() : tensor<72x8xf32> loc(#loc36)
    %transposed_57 = linalg.transpose ins(%collapsed_56 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc36)
    %collapsed_58 = tensor.collapse_shape %44 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc36)
    %48 = linalg.matmul ins(%46, %transposed_57 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_58 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc36)
    %expanded_59 = tensor.expand_shape %48 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc36)
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_59 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_60: f32 loc(#loc38), %out_61: f32 loc(#loc38)):
      %50 = arith.maximumf %in_60, %cst_1 : f32 loc(#loc38)
      %51 = arith.minimumf %50, %cst_2 : f32 loc(#loc38)
      linalg.yield %51 : f32 loc(#loc38)
    } -> tensor<1x16x16x8xf32> loc(#loc38)
    %cst_62 = arith.constant dense<4.381443e-02> : tensor<8x3x1x8xf32> loc(#loc567)
    %cst_63 = arith.constant dense<6.000000e-03> : tensor<8xf32> loc(#loc569)
    %padded_64 = tensor.pad %49 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg29: index loc(#loc40), %arg30: index loc(#loc40), %arg31: index loc(#loc40), %arg32: index loc(#loc40)):
      tensor.yield %cst_1 : f32 loc(#loc40)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc40)
    %52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_63 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_65: f32 loc(#loc40), %out_66: f32 loc(#loc40)):
      linalg.yield %in_65 : f32 loc(#loc40)
    } -> tensor<1x16x16x8xf32> loc(#loc40)
    %53 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_64, %cst_62 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%52 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc40)
    %54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%53 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_67: f32 loc(#loc42), %out_68: f32 loc(#loc42)):
      %55 = arith.maximumf %in_67, %cst_1 : f32 loc(#loc42)
      %56 = arith.minimumf %55, %cst_2 : f32 loc(#loc42)
      linalg.yield %56 : f32 loc(#loc42)
    } -> tensor<1x16x16x8xf32> loc(#loc42)
    %cst_69 = arith.constant dense<1.327320e-01> : tensor<8x1x1x8xf32> loc(#loc571)
    %cst_70 = arith.constant dense<7.000000e-03> : tensor<8xf32> loc(#loc573)
    %57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_70 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_71: f32 loc(#loc575), %out_72: f32 loc(#loc575)):
      linalg.yield %in_71 : f32 loc(#loc575)
    } -> tensor<1x16x16x8xf32> loc(#loc575)
    %collapsed_73 = tensor.collapse_shape %54 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc575)
    %collapsed_74 = tensor.collapse_shape %cst_69 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc575)
    %transposed_75 = linalg.transpose ins(%collapsed_74 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc575)
    %collapsed_76 = tensor.collapse_shape %57 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc575)
    %58 = linalg.matmul ins(%collapsed_73, %transposed_75 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_76 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc575)
    %expanded_77 = tensor.expand_shape %58 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc575)
    %59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_77 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_78: f32 loc(#loc44), %out_79: f32 loc(#loc44)):
      %60 = arith.maximumf %in_78, %cst_1 : f32 loc(#loc44)
      %61 = arith.minimumf %60, %cst_2 : f32 loc(#loc44)
      linalg.yield %61 : f32 loc(#loc44)
    } -> tensor<1x16x16x8xf32> loc(#loc44)
    %cst_80 = arith.constant dense<4.467354e-02> : tensor<8x1x3x8xf32> loc(#loc580)
    %cst_81 = arith.constant dense<8.000000e-03> : tensor<8xf32> loc(#loc582)
    %padded_82 = tensor.pad %59 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg33: index loc(#loc46), %arg34: index loc(#loc46), %arg35: index loc(#loc46), %arg36: index loc(#loc46)):
      tensor.yield %cst_1 : f32 loc(#loc46)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc46)
    %62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_81 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_83: f32 loc(#loc46), %out_84: f32 loc(#loc46)):
      linalg.yield %in_83 : f32 loc(#loc46)
    } -> tensor<1x16x16x8xf32> loc(#loc46)
    %63 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_82, %cst_80 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%62 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc46)
    %64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%63, %40 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_85: f32 loc(#loc48), %in_86: f32 loc(#loc584), %out_87: f32 loc(#loc584)):
      %65 = arith.maximumf %in_85, %cst_1 : f32 loc(#loc48)
      %66 = arith.minimumf %65, %cst_2 : f32 loc(#loc48)
      %67 = arith.addf %66, %in_86 : f32 loc(#loc584)
      linalg.yield %67 : f32 loc(#loc584)
    } -> tensor<1x16x16x8xf32> loc(#loc585)
    %cst_88 = arith.constant dense<1.503436e-02> : tensor<8x3x3x8xf32> loc(#loc587)
    %cst_89 = arith.constant dense<9.000000e-03> : tensor<8xf32> loc(#loc589)
    %padded_90 = tensor.pad %64 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg37: index loc(#loc51), %arg38: index loc(#loc51), %arg39: index loc(#loc51), %arg40: index loc(#loc51)):
      tensor.yield %cst_1 : f32 loc(#loc51)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc51)
    %68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_89 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_91: f32 loc(#loc51), %out_92: f32 loc(#loc51)):
      linalg.yield %in_91 : f32 loc(#loc51)
    } -> tensor<1x16x16x8xf32> loc(#loc51)
    %69 = "linalg_ext.im2col"(%padded_90, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc51)
    %collapsed_93 = tensor.collapse_shape %cst_88 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc51)
    %transposed_94 = linalg.transpose ins(%collapsed_93 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc51)
    %collapsed_95 = tensor.collapse_shape %68 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc51)
    %70 = linalg.matmul ins(%69, %transposed_94 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_95 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc51)
    %expanded_96 = tensor.expand_shape %70 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc51)
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_96 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_97: f32 loc(#loc53), %out_98: f32 loc(#loc53)):
      %72 = arith.maximumf %in_97, %cst_1 : f32 loc(#loc53)
      %73 = arith.minimumf %72, %cst_2 : f32 loc(#loc53)
      linalg.yield %73 : f32 loc(#loc53)
    } -> tensor<1x16x16x8xf32> loc(#loc53)
    %cst_99 = arith.constant dense<4.553265e-02> : tensor<8x3x1x8xf32> loc(#loc594)
    %cst_100 = arith.constant dense<1.000000e-02> : tensor<8xf32> loc(#loc596)
    %padded_101 = tensor.pad %71 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg41: index loc(#loc55), %arg42: index loc(#loc55), %arg43: index loc(#loc55), %arg44: index loc(#loc55)):
      tensor.yield %cst_1 : f32 loc(#loc55)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc55)
    %74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_100 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_102: f32 loc(#loc55), %out_103: f32 loc(#loc55)):
      linalg.yield %in_102 : f32 loc(#loc55)
    } -> tensor<1x16x16x8xf32> loc(#loc55)
    %75 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_101, %cst_99 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%74 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc55)
    %76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%75 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_104: f32 loc(#loc57), %out_105: f32 loc(#loc57)):
      %77 = arith.maximumf %in_104, %cst_1 : f32 loc(#loc57)
      %78 = arith.minimumf %77, %cst_2 : f32 loc(#loc57)
      linalg.yield %78 : f32 loc(#loc57)
    } -> tensor<1x16x16x8xf32> loc(#loc57)
    %cst_106 = arith.constant dense<1.378866e-01> : tensor<8x1x1x8xf32> loc(#loc598)
    %cst_107 = arith.constant dense<1.100000e-02> : tensor<8xf32> loc(#loc600)
    %79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_107 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_108: f32 loc(#loc602), %out_109: f32 loc(#loc602)):
      linalg.yield %in_108 : f32 loc(#loc602)
    } -> tensor<1x16x16x8xf32> loc(#loc602)
    %collapsed_110 = tensor.collapse_shape %76 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc602)
    %collapsed_111 = tensor.collapse_shape %cst_106 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc602)
    %transposed_112 = linalg.transpose ins(%collapsed_111 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc602)
    %collapsed_113 = tensor.collapse_shape %79 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc602)
    %80 = linalg.matmul ins(%collapsed_110, %transposed_112 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_113 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc602)
    %expanded_114 = tensor.expand_shape %80 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc602)
    %81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_114 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_115: f32 loc(#loc59), %out_116: f32 loc(#loc59)):
      %82 = arith.maximumf %in_115, %cst_1 : f32 loc(#loc59)
      %83 = arith.minimumf %82, %cst_2 : f32 loc(#loc59)
      linalg.yield %83 : f32 loc(#loc59)
    } -> tensor<1x16x16x8xf32> loc(#loc59)
    %cst_117 = arith.constant dense<4.639175e-02> : tensor<8x1x3x8xf32> loc(#loc604)
    %cst_118 = arith.constant dense<1.200000e-02> : tensor<8xf32> loc(#loc606)
    %padded_119 = tensor.pad %81 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg45: index loc(#loc61), %arg46: index loc(#loc61), %arg47: index loc(#loc61), %arg48: index loc(#loc61)):
      tensor.yield %cst_1 : f32 loc(#loc61)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc61)
    %84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_118 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_120: f32 loc(#loc61), %out_121: f32 loc(#loc61)):
      linalg.yield %in_120 : f32 loc(#loc61)
    } -> tensor<1x16x16x8xf32> loc(#loc61)
    %85 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_119, %cst_117 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%84 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc61)
    %86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%85, %64 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_122: f32 loc(#loc63), %in_123: f32 loc(#loc608), %out_124: f32 loc(#loc608)):
      %87 = arith.maximumf %in_122, %cst_1 : f32 loc(#loc63)
      %88 = arith.minimumf %87, %cst_2 : f32 loc(#loc63)
      %89 = arith.addf %88, %in_123 : f32 loc(#loc608)
      linalg.yield %89 : f32 loc(#loc608)
    } -> tensor<1x16x16x8xf32> loc(#loc609)
    %cst_125 = arith.constant dense<1.560710e-02> : tensor<8x3x3x8xf32> loc(#loc611)
    %cst_126 = arith.constant dense<1.300000e-02> : tensor<8xf32> loc(#loc613)
    %padded_127 = tensor.pad %86 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg49: index loc(#loc66), %arg50: index loc(#loc66), %arg51: index loc(#loc66), %arg52: index loc(#loc66)):
      tensor.yield %cst_1 : f32 loc(#loc66)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc66)
    %90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_126 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_128: f32 loc(#loc66), %out_129: f32 loc(#loc66)):
      linalg.yield %in_128 : f32 loc(#loc66)
    } -> tensor<1x16x16x8xf32> loc(#loc66)
    %91 = "linalg_ext.im2col"(%padded_127, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc66)
    %collapsed_130 = tensor.collapse_shape %cst_125 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc66)
    %transposed_131 = linalg.transpose ins(%collapsed_130 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc66)
    %collapsed_132 = tensor.collapse_shape %90 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc66)
    %92 = linalg.matmul ins(%91, %transposed_131 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_132 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc66)
    %expanded_133 = tensor.expand_shape %92 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc66)
    %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_133 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_134: f32 loc(#loc68), %out_135: f32 loc(#loc68)):
      %94 = arith.maximumf %in_134, %cst_1 : f32 loc(#loc68)
      %95 = arith.minimumf %94, %cst_2 : f32 loc(#loc68)
      linalg.yield %95 : f32 loc(#loc68)
    } -> tensor<1x16x16x8xf32> loc(#loc68)
    %cst_136 = arith.constant dense<4.725086e-02> : tensor<8x3x1x8xf32> loc(#loc615)
    %cst_137 = arith.constant dense<1.400000e-02> : tensor<8xf32> loc(#loc617)
    %padded_138 = tensor.pad %93 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg53: index loc(#loc70), %arg54: index loc(#loc70), %arg55: index loc(#loc70), %arg56: index loc(#loc70)):
      tensor.yield %cst_1 : f32 loc(#loc70)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc70)
    %96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_137 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_139: f32 loc(#loc70), %out_140: f32 loc(#loc70)):
      linalg.yield %in_139 : f32 loc(#loc70)
    } -> tensor<1x16x16x8xf32> loc(#loc70)
    %97 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_138, %cst_136 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%96 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc70)
    %98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%97 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_141: f32 loc(#loc72), %out_142: f32 loc(#loc72)):
      %99 = arith.maximumf %in_141, %cst_1 : f32 loc(#loc72)
      %100 = arith.minimumf %99, %cst_2 : f32 loc(#loc72)
      linalg.yield %100 : f32 loc(#loc72)
    } -> tensor<1x16x16x8xf32> loc(#loc72)
    %cst_143 = arith.constant dense<1.430412e-01> : tensor<8x1x1x8xf32> loc(#loc619)
    %cst_144 = arith.constant dense<1.500000e-02> : tensor<8xf32> loc(#loc621)
    %101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_144 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_145: f32 loc(#loc623), %out_146: f32 loc(#loc623)):
      linalg.yield %in_145 : f32 loc(#loc623)
    } -> tensor<1x16x16x8xf32> loc(#loc623)
    %collapsed_147 = tensor.collapse_shape %98 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc623)
    %collapsed_148 = tensor.collapse_shape %cst_143 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc623)
    %transposed_149 = linalg.transpose ins(%collapsed_148 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc623)
    %collapsed_150 = tensor.collapse_shape %101 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc623)
    %102 = linalg.matmul ins(%collapsed_147, %transposed_149 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_150 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc623)
    %expanded_151 = tensor.expand_shape %102 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc623)
    %103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_151 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_152: f32 loc(#loc74), %out_153: f32 loc(#loc74)):
      %104 = arith.maximumf %in_152, %cst_1 : f32 loc(#loc74)
      %105 = arith.minimumf %104, %cst_2 : f32 loc(#loc74)
      linalg.yield %105 : f32 loc(#loc74)
    } -> tensor<1x16x16x8xf32> loc(#loc74)
    %cst_154 = arith.constant dense<4.810997e-02> : tensor<8x1x3x8xf32> loc(#loc625)
    %cst_155 = arith.constant dense<1.600000e-02> : tensor<8xf32> loc(#loc627)
    %padded_156 = tensor.pad %103 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg57: index loc(#loc76), %arg58: index loc(#loc76), %arg59: index loc(#loc76), %arg60: index loc(#loc76)):
      tensor.yield %cst_1 : f32 loc(#loc76)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc76)
    %106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_155 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_157: f32 loc(#loc76), %out_158: f32 loc(#loc76)):
      linalg.yield %in_157 : f32 loc(#loc76)
    } -> tensor<1x16x16x8xf32> loc(#loc76)
    %107 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_156, %cst_154 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%106 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc76)
    %108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%107, %86 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_159: f32 loc(#loc78), %in_160: f32 loc(#loc629), %out_161: f32 loc(#loc629)):
      %109 = arith.maximumf %in_159, %cst_1 : f32 loc(#loc78)
      %110 = arith.minimumf %109, %cst_2 : f32 loc(#loc78)
      %111 = arith.addf %110, %in_160 : f32 loc(#loc629)
      linalg.yield %111 : f32 loc(#loc629)
    } -> tensor<1x16x16x8xf32> loc(#loc630)
    %cst_162 = arith.constant dense<1.617984e-02> : tensor<8x3x3x8xf32> loc(#loc632)
    %cst_163 = arith.constant dense<1.700000e-02> : tensor<8xf32> loc(#loc634)
    %padded_164 = tensor.pad %108 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg61: index loc(#loc81), %arg62: index loc(#loc81), %arg63: index loc(#loc81), %arg64: index loc(#loc81)):
      tensor.yield %cst_1 : f32 loc(#loc81)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc81)
    %112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_163 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_165: f32 loc(#loc81), %out_166: f32 loc(#loc81)):
      linalg.yield %in_165 : f32 loc(#loc81)
    } -> tensor<1x16x16x8xf32> loc(#loc81)
    %113 = "linalg_ext.im2col"(%padded_164, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc81)
    %collapsed_167 = tensor.collapse_shape %cst_162 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc81)
    %transposed_168 = linalg.transpose ins(%collapsed_167 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc81)
    %collapsed_169 = tensor.collapse_shape %112 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc81)
    %114 = linalg.matmul ins(%113, %transposed_168 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_169 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc81)
    %expanded_170 = tensor.expand_shape %114 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc81)
    %115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_170 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_171: f32 loc(#loc83), %out_172: f32 loc(#loc83)):
      %116 = arith.maximumf %in_171, %cst_1 : f32 loc(#loc83)
      %117 = arith.minimumf %116, %cst_2 : f32 loc(#loc83)
      linalg.yield %117 : f32 loc(#loc83)
    } -> tensor<1x16x16x8xf32> loc(#loc83)
    %cst_173 = arith.constant dense<4.896907e-02> : tensor<8x3x1x8xf32> loc(#loc636)
    %cst_174 = arith.constant dense<1.800000e-02> : tensor<8xf32> loc(#loc638)
    %padded_175 = tensor.pad %115 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg65: index loc(#loc85), %arg66: index loc(#loc85), %arg67: index loc(#loc85), %arg68: index loc(#loc85)):
      tensor.yield %cst_1 : f32 loc(#loc85)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc85)
    %118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_174 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_176: f32 loc(#loc85), %out_177: f32 loc(#loc85)):
      linalg.yield %in_176 : f32 loc(#loc85)
    } -> tensor<1x16x16x8xf32> loc(#loc85)
    %119 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_175, %cst_173 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%118 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc85)
    %120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%119 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_178: f32 loc(#loc87), %out_179: f32 loc(#loc87)):
      %121 = arith.maximumf %in_178, %cst_1 : f32 loc(#loc87)
      %122 = arith.minimumf %121, %cst_2 : f32 loc(#loc87)
      linalg.yield %122 : f32 loc(#loc87)
    } -> tensor<1x16x16x8xf32> loc(#loc87)
    %cst_180 = arith.constant dense<1.481959e-01> : tensor<8x1x1x8xf32> loc(#loc640)
    %cst_181 = arith.constant dense<1.900000e-02> : tensor<8xf32> loc(#loc642)
    %123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_181 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_182: f32 loc(#loc644), %out_183: f32 loc(#loc644)):
      linalg.yield %in_182 : f32 loc(#loc644)
    } -> tensor<1x16x16x8xf32> loc(#loc644)
    %collapsed_184 = tensor.collapse_shape %120 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc644)
    %collapsed_185 = tensor.collapse_shape %cst_180 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc644)
    %transposed_186 = linalg.transpose ins(%collapsed_185 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc644)
    %collapsed_187 = tensor.collapse_shape %123 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc644)
    %124 = linalg.matmul ins(%collapsed_184, %transposed_186 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_187 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc644)
    %expanded_188 = tensor.expand_shape %124 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc644)
    %125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_188 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_189: f32 loc(#loc89), %out_190: f32 loc(#loc89)):
      %126 = arith.maximumf %in_189, %cst_1 : f32 loc(#loc89)
      %127 = arith.minimumf %126, %cst_2 : f32 loc(#loc89)
      linalg.yield %127 : f32 loc(#loc89)
    } -> tensor<1x16x16x8xf32> loc(#loc89)
    %cst_191 = arith.constant dense<4.982818e-02> : tensor<8x1x3x8xf32> loc(#loc646)
    %cst_192 = arith.constant dense<2.000000e-02> : tensor<8xf32> loc(#loc648)
    %padded_193 = tensor.pad %125 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg69: index loc(#loc91), %arg70: index loc(#loc91), %arg71: index loc(#loc91), %arg72: index loc(#loc91)):
      tensor.yield %cst_1 : f32 loc(#loc91)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc91)
    %128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_192 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_194: f32 loc(#loc91), %out_195: f32 loc(#loc91)):
      linalg.yield %in_194 : f32 loc(#loc91)
    } -> tensor<1x16x16x8xf32> loc(#loc91)
    %129 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_193, %cst_191 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%128 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc91)
    %130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%129, %108 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_196: f32 loc(#loc93), %in_197: f32 loc(#loc650), %out_198: f32 loc(#loc650)):
      %131 = arith.maximumf %in_196, %cst_1 : f32 loc(#loc93)
      %132 = arith.minimumf %131, %cst_2 : f32 loc(#loc93)
      %133 = arith.addf %132, %in_197 : f32 loc(#loc650)
      linalg.yield %133 : f32 loc(#loc650)
    } -> tensor<1x16x16x8xf32> loc(#loc651)
    %cst_199 = arith.constant dense<1.675258e-02> : tensor<8x3x3x8xf32> loc(#loc653)
    %cst_200 = arith.constant dense<2.100000e-02> : tensor<8xf32> loc(#loc655)
    %padded_201 = tensor.pad %130 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg73: index loc(#loc96), %arg74: index loc(#loc96), %arg75: index loc(#loc96), %arg76: index loc(#loc96)):
      tensor.yield %cst_1 : f32 loc(#loc96)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc96)
    %134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_200 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_202: f32 loc(#loc96), %out_203: f32 loc(#loc96)):
      linalg.yield %in_202 : f32 loc(#loc96)
    } -> tensor<1x16x16x8xf32> loc(#loc96)
    %135 = "linalg_ext.im2col"(%padded_201, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc96)
    %collapsed_204 = tensor.collapse_shape %cst_199 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc96)
    %transposed_205 = linalg.transpose ins(%collapsed_204 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc96)
    %collapsed_206 = tensor.collapse_shape %134 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc96)
    %136 = linalg.matmul ins(%135, %transposed_205 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_206 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc96)
    %expanded_207 = tensor.expand_shape %136 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc96)
    %137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_207 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_208: f32 loc(#loc98), %out_209: f32 loc(#loc98)):
      %138 = arith.maximumf %in_208, %cst_1 : f32 loc(#loc98)
      %139 = arith.minimumf %138, %cst_2 : f32 loc(#loc98)
      linalg.yield %139 : f32 loc(#loc98)
    } -> tensor<1x16x16x8xf32> loc(#loc98)
    %cst_210 = arith.constant dense<5.068729e-02> : tensor<8x3x1x8xf32> loc(#loc657)
    %cst_211 = arith.constant dense<2.200000e-02> : tensor<8xf32> loc(#loc659)
    %padded_212 = tensor.pad %137 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg77: index loc(#loc100), %arg78: index loc(#loc100), %arg79: index loc(#loc100), %arg80: index loc(#loc100)):
      tensor.yield %cst_1 : f32 loc(#loc100)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc100)
    %140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_211 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_213: f32 loc(#loc100), %out_214: f32 loc(#loc100)):
      linalg.yield %in_213 : f32 loc(#loc100)
    } -> tensor<1x16x16x8xf32> loc(#loc100)
    %141 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_212, %cst_210 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%140 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc100)
    %142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%141 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_215: f32 loc(#loc102), %out_216: f32 loc(#loc102)):
      %143 = arith.maximumf %in_215, %cst_1 : f32 loc(#loc102)
      %144 = arith.minimumf %143, %cst_2 : f32 loc(#loc102)
      linalg.yield %144 : f32 loc(#loc102)
    } -> tensor<1x16x16x8xf32> loc(#loc102)
    %cst_217 = arith.constant dense<1.533505e-01> : tensor<8x1x1x8xf32> loc(#loc661)
    %cst_218 = arith.constant dense<2.300000e-02> : tensor<8xf32> loc(#loc663)
    %145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_218 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_219: f32 loc(#loc665), %out_220: f32 loc(#loc665)):
      linalg.yield %in_219 : f32 loc(#loc665)
    } -> tensor<1x16x16x8xf32> loc(#loc665)
    %collapsed_221 = tensor.collapse_shape %142 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc665)
    %collapsed_222 = tensor.collapse_shape %cst_217 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc665)
    %transposed_223 = linalg.transpose ins(%collapsed_222 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc665)
    %collapsed_224 = tensor.collapse_shape %145 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc665)
    %146 = linalg.matmul ins(%collapsed_221, %transposed_223 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_224 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc665)
    %expanded_225 = tensor.expand_shape %146 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc665)
    %147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_225 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_226: f32 loc(#loc104), %out_227: f32 loc(#loc104)):
      %148 = arith.maximumf %in_226, %cst_1 : f32 loc(#loc104)
      %149 = arith.minimumf %148, %cst_2 : f32 loc(#loc104)
      linalg.yield %149 : f32 loc(#loc104)
    } -> tensor<1x16x16x8xf32> loc(#loc104)
    %cst_228 = arith.constant dense<5.154639e-02> : tensor<8x1x3x8xf32> loc(#loc667)
    %cst_229 = arith.constant dense<2.400000e-02> : tensor<8xf32> loc(#loc669)
    %padded_230 = tensor.pad %147 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg81: index loc(#loc106), %arg82: index loc(#loc106), %arg83: index loc(#loc106), %arg84: index loc(#loc106)):
      tensor.yield %cst_1 : f32 loc(#loc106)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc106)
    %150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_229 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_231: f32 loc(#loc106), %out_232: f32 loc(#loc106)):
      linalg.yield %in_231 : f32 loc(#loc106)
    } -> tensor<1x16x16x8xf32> loc(#loc106)
    %151 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_230, %cst_228 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%150 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc106)
    %152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%151, %130 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_233: f32 loc(#loc108), %in_234: f32 loc(#loc671), %out_235: f32 loc(#loc671)):
      %153 = arith.maximumf %in_233, %cst_1 : f32 loc(#loc108)
      %154 = arith.minimumf %153, %cst_2 : f32 loc(#loc108)
      %155 = arith.addf %154, %in_234 : f32 loc(#loc671)
      linalg.yield %155 : f32 loc(#loc671)
    } -> tensor<1x16x16x8xf32> loc(#loc672)
    %cst_236 = arith.constant dense<1.732532e-02> : tensor<8x3x3x8xf32> loc(#loc674)
    %cst_237 = arith.constant dense<2.500000e-02> : tensor<8xf32> loc(#loc676)
    %padded_238 = tensor.pad %152 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg85: index loc(#loc111), %arg86: index loc(#loc111), %arg87: index loc(#loc111), %arg88: index loc(#loc111)):
      tensor.yield %cst_1 : f32 loc(#loc111)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc111)
    %156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_237 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_239: f32 loc(#loc111), %out_240: f32 loc(#loc111)):
      linalg.yield %in_239 : f32 loc(#loc111)
    } -> tensor<1x16x16x8xf32> loc(#loc111)
    %157 = "linalg_ext.im2col"(%padded_238, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc111)
    %collapsed_241 = tensor.collapse_shape %cst_236 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc111)
    %transposed_242 = linalg.transpose ins(%collapsed_241 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc111)
    %collapsed_243 = tensor.collapse_shape %156 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc111)
    %158 = linalg.matmul ins(%157, %transposed_242 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_243 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc111)
    %expanded_244 = tensor.expand_shape %158 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc111)
    %159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_244 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_245: f32 loc(#loc113), %out_246: f32 loc(#loc113)):
      %160 = arith.maximumf %in_245, %cst_1 : f32 loc(#loc113)
      %161 = arith.minimumf %160, %cst_2 : f32 loc(#loc113)
      linalg.yield %161 : f32 loc(#loc113)
    } -> tensor<1x16x16x8xf32> loc(#loc113)
    %cst_247 = arith.constant dense<5.240550e-02> : tensor<8x3x1x8xf32> loc(#loc678)
    %cst_248 = arith.constant dense<2.600000e-02> : tensor<8xf32> loc(#loc680)
    %padded_249 = tensor.pad %159 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg89: index loc(#loc115), %arg90: index loc(#loc115), %arg91: index loc(#loc115), %arg92: index loc(#loc115)):
      tensor.yield %cst_1 : f32 loc(#loc115)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc115)
    %162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_248 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_250: f32 loc(#loc115), %out_251: f32 loc(#loc115)):
      linalg.yield %in_250 : f32 loc(#loc115)
    } -> tensor<1x16x16x8xf32> loc(#loc115)
    %163 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_249, %cst_247 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%162 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc115)
    %164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%163 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_252: f32 loc(#loc117), %out_253: f32 loc(#loc117)):
      %165 = arith.maximumf %in_252, %cst_1 : f32 loc(#loc117)
      %166 = arith.minimumf %165, %cst_2 : f32 loc(#loc117)
      linalg.yield %166 : f32 loc(#loc117)
    } -> tensor<1x16x16x8xf32> loc(#loc117)
    %cst_254 = arith.constant dense<5.283505e-02> : tensor<8x1x3x8xf32> loc(#loc685)
    %cst_255 = arith.constant dense<2.700000e-02> : tensor<8xf32> loc(#loc687)
    %padded_256 = tensor.pad %164 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg93: index loc(#loc119), %arg94: index loc(#loc119), %arg95: index loc(#loc119), %arg96: index loc(#loc119)):
      tensor.yield %cst_1 : f32 loc(#loc119)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc119)
    %167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_255 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_257: f32 loc(#loc119), %out_258: f32 loc(#loc119)):
      linalg.yield %in_257 : f32 loc(#loc119)
    } -> tensor<1x16x16x8xf32> loc(#loc119)
    %168 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_256, %cst_254 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%167 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc119)
    %169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%168 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_259: f32 loc(#loc121), %out_260: f32 loc(#loc121)):
      %170 = arith.maximumf %in_259, %cst_1 : f32 loc(#loc121)
      %171 = arith.minimumf %170, %cst_2 : f32 loc(#loc121)
      linalg.yield %171 : f32 loc(#loc121)
    } -> tensor<1x16x16x8xf32> loc(#loc121)
    %cst_261 = arith.constant dense<1.597938e-01> : tensor<8x1x1x8xf32> loc(#loc689)
    %cst_262 = arith.constant dense<2.800000e-02> : tensor<8xf32> loc(#loc691)
    %172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_262 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_263: f32 loc(#loc693), %out_264: f32 loc(#loc693)):
      linalg.yield %in_263 : f32 loc(#loc693)
    } -> tensor<1x16x16x8xf32> loc(#loc693)
    %collapsed_265 = tensor.collapse_shape %169 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc693)
    %collapsed_266 = tensor.collapse_shape %cst_261 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc693)
    %transposed_267 = linalg.transpose ins(%collapsed_266 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc693)
    %collapsed_268 = tensor.collapse_shape %172 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc693)
    %173 = linalg.matmul ins(%collapsed_265, %transposed_267 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_268 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc693)
    %expanded_269 = tensor.expand_shape %173 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc693)
    %174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_269, %152 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_270: f32 loc(#loc123), %in_271: f32 loc(#loc695), %out_272: f32 loc(#loc695)):
      %175 = arith.maximumf %in_270, %cst_1 : f32 loc(#loc123)
      %176 = arith.minimumf %175, %cst_2 : f32 loc(#loc123)
      %177 = arith.addf %176, %in_271 : f32 loc(#loc695)
      linalg.yield %177 : f32 loc(#loc695)
    } -> tensor<1x16x16x8xf32> loc(#loc696)
    %cst_273 = arith.constant dense<5.369416e-02> : tensor<8x3x1x8xf32> loc(#loc701)
    %cst_274 = arith.constant dense<2.900000e-02> : tensor<8xf32> loc(#loc703)
    %padded_275 = tensor.pad %174 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg97: index loc(#loc126), %arg98: index loc(#loc126), %arg99: index loc(#loc126), %arg100: index loc(#loc126)):
      tensor.yield %cst_1 : f32 loc(#loc126)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc126)
    %178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_274 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_276: f32 loc(#loc126), %out_277: f32 loc(#loc126)):
      linalg.yield %in_276 : f32 loc(#loc126)
    } -> tensor<1x16x16x8xf32> loc(#loc126)
    %179 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_275, %cst_273 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%178 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc126)
    %180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%179 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_278: f32 loc(#loc128), %out_279: f32 loc(#loc128)):
      %181 = arith.maximumf %in_278, %cst_1 : f32 loc(#loc128)
      %182 = arith.minimumf %181, %cst_2 : f32 loc(#loc128)
      linalg.yield %182 : f32 loc(#loc128)
    } -> tensor<1x16x16x8xf32> loc(#loc128)
    %cst_280 = arith.constant dense<1.804124e-02> : tensor<8x3x3x8xf32> loc(#loc705)
    %cst_281 = arith.constant dense<3.000000e-02> : tensor<8xf32> loc(#loc707)
    %padded_282 = tensor.pad %180 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg101: index loc(#loc130), %arg102: index loc(#loc130), %arg103: index loc(#loc130), %arg104: index loc(#loc130)):
      tensor.yield %cst_1 : f32 loc(#loc130)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc130)
    %183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_281 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_283: f32 loc(#loc130), %out_284: f32 loc(#loc130)):
      linalg.yield %in_283 : f32 loc(#loc130)
    } -> tensor<1x16x16x8xf32> loc(#loc130)
    %184 = "linalg_ext.im2col"(%padded_282, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc130)
    %collapsed_285 = tensor.collapse_shape %cst_280 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc130)
    %transposed_286 = linalg.transpose ins(%collapsed_285 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc130)
    %collapsed_287 = tensor.collapse_shape %183 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc130)
    %185 = linalg.matmul ins(%184, %transposed_286 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_287 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc130)
    %expanded_288 = tensor.expand_shape %185 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc130)
    %186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_288 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_289: f32 loc(#loc132), %out_290: f32 loc(#loc132)):
      %187 = arith.maximumf %in_289, %cst_1 : f32 loc(#loc132)
      %188 = arith.minimumf %187, %cst_2 : f32 loc(#loc132)
      linalg.yield %188 : f32 loc(#loc132)
    } -> tensor<1x16x16x8xf32> loc(#loc132)
    %cst_291 = arith.constant dense<5.455326e-02> : tensor<8x1x3x8xf32> loc(#loc712)
    %cst_292 = arith.constant dense<3.100000e-02> : tensor<8xf32> loc(#loc714)
    %padded_293 = tensor.pad %186 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg105: index loc(#loc134), %arg106: index loc(#loc134), %arg107: index loc(#loc134), %arg108: index loc(#loc134)):
      tensor.yield %cst_1 : f32 loc(#loc134)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc134)
    %189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_292 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_294: f32 loc(#loc134), %out_295: f32 loc(#loc134)):
      linalg.yield %in_294 : f32 loc(#loc134)
    } -> tensor<1x16x16x8xf32> loc(#loc134)
    %190 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_293, %cst_291 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%189 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc134)
    %191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%190 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_296: f32 loc(#loc136), %out_297: f32 loc(#loc136)):
      %192 = arith.maximumf %in_296, %cst_1 : f32 loc(#loc136)
      %193 = arith.minimumf %192, %cst_2 : f32 loc(#loc136)
      linalg.yield %193 : f32 loc(#loc136)
    } -> tensor<1x16x16x8xf32> loc(#loc136)
    %cst_298 = arith.constant dense<1.649485e-01> : tensor<8x1x1x8xf32> loc(#loc716)
    %cst_299 = arith.constant dense<3.200000e-02> : tensor<8xf32> loc(#loc718)
    %194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_299 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_300: f32 loc(#loc720), %out_301: f32 loc(#loc720)):
      linalg.yield %in_300 : f32 loc(#loc720)
    } -> tensor<1x16x16x8xf32> loc(#loc720)
    %collapsed_302 = tensor.collapse_shape %191 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc720)
    %collapsed_303 = tensor.collapse_shape %cst_298 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc720)
    %transposed_304 = linalg.transpose ins(%collapsed_303 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc720)
    %collapsed_305 = tensor.collapse_shape %194 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc720)
    %195 = linalg.matmul ins(%collapsed_302, %transposed_304 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_305 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc720)
    %expanded_306 = tensor.expand_shape %195 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc720)
    %196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_306, %174 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_307: f32 loc(#loc138), %in_308: f32 loc(#loc722), %out_309: f32 loc(#loc722)):
      %197 = arith.maximumf %in_307, %cst_1 : f32 loc(#loc138)
      %198 = arith.minimumf %197, %cst_2 : f32 loc(#loc138)
      %199 = arith.addf %198, %in_308 : f32 loc(#loc722)
      linalg.yield %199 : f32 loc(#loc722)
    } -> tensor<1x16x16x8xf32> loc(#loc723)
    %cst_310 = arith.constant dense<5.541237e-02> : tensor<8x3x1x8xf32> loc(#loc728)
    %cst_311 = arith.constant dense<3.300000e-02> : tensor<8xf32> loc(#loc730)
    %padded_312 = tensor.pad %196 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg109: index loc(#loc141), %arg110: index loc(#loc141), %arg111: index loc(#loc141), %arg112: index loc(#loc141)):
      tensor.yield %cst_1 : f32 loc(#loc141)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc141)
    %200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_311 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_313: f32 loc(#loc141), %out_314: f32 loc(#loc141)):
      linalg.yield %in_313 : f32 loc(#loc141)
    } -> tensor<1x16x16x8xf32> loc(#loc141)
    %201 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_312, %cst_310 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%200 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc141)
    %202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%201 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_315: f32 loc(#loc143), %out_316: f32 loc(#loc143)):
      %203 = arith.maximumf %in_315, %cst_1 : f32 loc(#loc143)
      %204 = arith.minimumf %203, %cst_2 : f32 loc(#loc143)
      linalg.yield %204 : f32 loc(#loc143)
    } -> tensor<1x16x16x8xf32> loc(#loc143)
    %cst_317 = arith.constant dense<1.861397e-02> : tensor<8x3x3x8xf32> loc(#loc732)
    %cst_318 = arith.constant dense<3.400000e-02> : tensor<8xf32> loc(#loc734)
    %padded_319 = tensor.pad %202 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg113: index loc(#loc145), %arg114: index loc(#loc145), %arg115: index loc(#loc145), %arg116: index loc(#loc145)):
      tensor.yield %cst_1 : f32 loc(#loc145)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc145)
    %205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_318 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_320: f32 loc(#loc145), %out_321: f32 loc(#loc145)):
      linalg.yield %in_320 : f32 loc(#loc145)
    } -> tensor<1x16x16x8xf32> loc(#loc145)
    %206 = "linalg_ext.im2col"(%padded_319, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc145)
    %collapsed_322 = tensor.collapse_shape %cst_317 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc145)
    %transposed_323 = linalg.transpose ins(%collapsed_322 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc145)
    %collapsed_324 = tensor.collapse_shape %205 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc145)
    %207 = linalg.matmul ins(%206, %transposed_323 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_324 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc145)
    %expanded_325 = tensor.expand_shape %207 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc145)
    %208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_325 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_326: f32 loc(#loc147), %out_327: f32 loc(#loc147)):
      %209 = arith.maximumf %in_326, %cst_1 : f32 loc(#loc147)
      %210 = arith.minimumf %209, %cst_2 : f32 loc(#loc147)
      linalg.yield %210 : f32 loc(#loc147)
    } -> tensor<1x16x16x8xf32> loc(#loc147)
    %cst_328 = arith.constant dense<5.627148e-02> : tensor<8x1x3x8xf32> loc(#loc739)
    %cst_329 = arith.constant dense<3.500000e-02> : tensor<8xf32> loc(#loc741)
    %padded_330 = tensor.pad %208 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg117: index loc(#loc149), %arg118: index loc(#loc149), %arg119: index loc(#loc149), %arg120: index loc(#loc149)):
      tensor.yield %cst_1 : f32 loc(#loc149)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc149)
    %211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_329 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_331: f32 loc(#loc149), %out_332: f32 loc(#loc149)):
      linalg.yield %in_331 : f32 loc(#loc149)
    } -> tensor<1x16x16x8xf32> loc(#loc149)
    %212 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_330, %cst_328 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%211 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc149)
    %213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%212 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_333: f32 loc(#loc151), %out_334: f32 loc(#loc151)):
      %214 = arith.maximumf %in_333, %cst_1 : f32 loc(#loc151)
      %215 = arith.minimumf %214, %cst_2 : f32 loc(#loc151)
      linalg.yield %215 : f32 loc(#loc151)
    } -> tensor<1x16x16x8xf32> loc(#loc151)
    %cst_335 = arith.constant dense<1.701031e-01> : tensor<8x1x1x8xf32> loc(#loc743)
    %cst_336 = arith.constant dense<3.600000e-02> : tensor<8xf32> loc(#loc745)
    %216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_336 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_337: f32 loc(#loc747), %out_338: f32 loc(#loc747)):
      linalg.yield %in_337 : f32 loc(#loc747)
    } -> tensor<1x16x16x8xf32> loc(#loc747)
    %collapsed_339 = tensor.collapse_shape %213 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc747)
    %collapsed_340 = tensor.collapse_shape %cst_335 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc747)
    %transposed_341 = linalg.transpose ins(%collapsed_340 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc747)
    %collapsed_342 = tensor.collapse_shape %216 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc747)
    %217 = linalg.matmul ins(%collapsed_339, %transposed_341 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_342 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc747)
    %expanded_343 = tensor.expand_shape %217 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc747)
    %218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_343, %196 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_344: f32 loc(#loc153), %in_345: f32 loc(#loc749), %out_346: f32 loc(#loc749)):
      %219 = arith.maximumf %in_344, %cst_1 : f32 loc(#loc153)
      %220 = arith.minimumf %219, %cst_2 : f32 loc(#loc153)
      %221 = arith.addf %220, %in_345 : f32 loc(#loc749)
      linalg.yield %221 : f32 loc(#loc749)
    } -> tensor<1x16x16x8xf32> loc(#loc750)
    %cst_347 = arith.constant dense<5.713058e-02> : tensor<8x3x1x8xf32> loc(#loc752)
    %cst_348 = arith.constant dense<3.700000e-02> : tensor<8xf32> loc(#loc754)
    %padded_349 = tensor.pad %218 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg121: index loc(#loc156), %arg122: index loc(#loc156), %arg123: index loc(#loc156), %arg124: index loc(#loc156)):
      tensor.yield %cst_1 : f32 loc(#loc156)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc156)
    %222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_348 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_350: f32 loc(#loc156), %out_351: f32 loc(#loc156)):
      linalg.yield %in_350 : f32 loc(#loc156)
    } -> tensor<1x16x16x8xf32> loc(#loc156)
    %223 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_349, %cst_347 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%222 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc156)
    %224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%223 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_352: f32 loc(#loc158), %out_353: f32 loc(#loc158)):
      %225 = arith.maximumf %in_352, %cst_1 : f32 loc(#loc158)
      %226 = arith.minimumf %225, %cst_2 : f32 loc(#loc158)
      linalg.yield %226 : f32 loc(#loc158)
    } -> tensor<1x16x16x8xf32> loc(#loc158)
    %cst_354 = arith.constant dense<1.918671e-02> : tensor<8x3x3x8xf32> loc(#loc756)
    %cst_355 = arith.constant dense<3.800000e-02> : tensor<8xf32> loc(#loc758)
    %padded_356 = tensor.pad %224 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg125: index loc(#loc160), %arg126: index loc(#loc160), %arg127: index loc(#loc160), %arg128: index loc(#loc160)):
      tensor.yield %cst_1 : f32 loc(#loc160)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc160)
    %227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_355 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_357: f32 loc(#loc160), %out_358: f32 loc(#loc160)):
      linalg.yield %in_357 : f32 loc(#loc160)
    } -> tensor<1x16x16x8xf32> loc(#loc160)
    %228 = "linalg_ext.im2col"(%padded_356, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc160)
    %collapsed_359 = tensor.collapse_shape %cst_354 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc160)
    %transposed_360 = linalg.transpose ins(%collapsed_359 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc160)
    %collapsed_361 = tensor.collapse_shape %227 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc160)
    %229 = linalg.matmul ins(%228, %transposed_360 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_361 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc160)
    %expanded_362 = tensor.expand_shape %229 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc160)
    %230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_362 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_363: f32 loc(#loc162), %out_364: f32 loc(#loc162)):
      %231 = arith.maximumf %in_363, %cst_1 : f32 loc(#loc162)
      %232 = arith.minimumf %231, %cst_2 : f32 loc(#loc162)
      linalg.yield %232 : f32 loc(#loc162)
    } -> tensor<1x16x16x8xf32> loc(#loc162)
    %cst_365 = arith.constant dense<5.798969e-02> : tensor<8x1x3x8xf32> loc(#loc760)
    %cst_366 = arith.constant dense<3.900000e-02> : tensor<8xf32> loc(#loc762)
    %padded_367 = tensor.pad %230 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg129: index loc(#loc164), %arg130: index loc(#loc164), %arg131: index loc(#loc164), %arg132: index loc(#loc164)):
      tensor.yield %cst_1 : f32 loc(#loc164)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc164)
    %233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_366 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_368: f32 loc(#loc164), %out_369: f32 loc(#loc164)):
      linalg.yield %in_368 : f32 loc(#loc164)
    } -> tensor<1x16x16x8xf32> loc(#loc164)
    %234 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_367, %cst_365 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%233 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc164)
    %235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%234 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_370: f32 loc(#loc166), %out_371: f32 loc(#loc166)):
      %236 = arith.maximumf %in_370, %cst_1 : f32 loc(#loc166)
      %237 = arith.minimumf %236, %cst_2 : f32 loc(#loc166)
      linalg.yield %237 : f32 loc(#loc166)
    } -> tensor<1x16x16x8xf32> loc(#loc166)
    %cst_372 = arith.constant dense<1.752577e-01> : tensor<8x1x1x8xf32> loc(#loc764)
    %cst_373 = arith.constant dense<4.000000e-02> : tensor<8xf32> loc(#loc766)
    %238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_373 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_374: f32 loc(#loc768), %out_375: f32 loc(#loc768)):
      linalg.yield %in_374 : f32 loc(#loc768)
    } -> tensor<1x16x16x8xf32> loc(#loc768)
    %collapsed_376 = tensor.collapse_shape %235 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc768)
    %collapsed_377 = tensor.collapse_shape %cst_372 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc768)
    %transposed_378 = linalg.transpose ins(%collapsed_377 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc768)
    %collapsed_379 = tensor.collapse_shape %238 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc768)
    %239 = linalg.matmul ins(%collapsed_376, %transposed_378 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_379 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc768)
    %expanded_380 = tensor.expand_shape %239 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc768)
    %240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_380, %218 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_381: f32 loc(#loc168), %in_382: f32 loc(#loc770), %out_383: f32 loc(#loc770)):
      %241 = arith.maximumf %in_381, %cst_1 : f32 loc(#loc168)
      %242 = arith.minimumf %241, %cst_2 : f32 loc(#loc168)
      %243 = arith.addf %242, %in_382 : f32 loc(#loc770)
      linalg.yield %243 : f32 loc(#loc770)
    } -> tensor<1x16x16x8xf32> loc(#loc771)
    %cst_384 = arith.constant dense<5.884880e-02> : tensor<8x3x1x8xf32> loc(#loc773)
    %cst_385 = arith.constant dense<4.100000e-02> : tensor<8xf32> loc(#loc775)
    %padded_386 = tensor.pad %240 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg133: index loc(#loc171), %arg134: index loc(#loc171), %arg135: index loc(#loc171), %arg136: index loc(#loc171)):
      tensor.yield %cst_1 : f32 loc(#loc171)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc171)
    %244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_385 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_387: f32 loc(#loc171), %out_388: f32 loc(#loc171)):
      linalg.yield %in_387 : f32 loc(#loc171)
    } -> tensor<1x16x16x8xf32> loc(#loc171)
    %245 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_386, %cst_384 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%244 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc171)
    %246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%245 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_389: f32 loc(#loc173), %out_390: f32 loc(#loc173)):
      %247 = arith.maximumf %in_389, %cst_1 : f32 loc(#loc173)
      %248 = arith.minimumf %247, %cst_2 : f32 loc(#loc173)
      linalg.yield %248 : f32 loc(#loc173)
    } -> tensor<1x16x16x8xf32> loc(#loc173)
    %cst_391 = arith.constant dense<1.975945e-02> : tensor<8x3x3x8xf32> loc(#loc777)
    %cst_392 = arith.constant dense<4.200000e-02> : tensor<8xf32> loc(#loc779)
    %padded_393 = tensor.pad %246 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg137: index loc(#loc175), %arg138: index loc(#loc175), %arg139: index loc(#loc175), %arg140: index loc(#loc175)):
      tensor.yield %cst_1 : f32 loc(#loc175)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc175)
    %249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_392 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_394: f32 loc(#loc175), %out_395: f32 loc(#loc175)):
      linalg.yield %in_394 : f32 loc(#loc175)
    } -> tensor<1x16x16x8xf32> loc(#loc175)
    %250 = "linalg_ext.im2col"(%padded_393, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc175)
    %collapsed_396 = tensor.collapse_shape %cst_391 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc175)
    %transposed_397 = linalg.transpose ins(%collapsed_396 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc175)
    %collapsed_398 = tensor.collapse_shape %249 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc175)
    %251 = linalg.matmul ins(%250, %transposed_397 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_398 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc175)
    %expanded_399 = tensor.expand_shape %251 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc175)
    %252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_399 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_400: f32 loc(#loc177), %out_401: f32 loc(#loc177)):
      %253 = arith.maximumf %in_400, %cst_1 : f32 loc(#loc177)
      %254 = arith.minimumf %253, %cst_2 : f32 loc(#loc177)
      linalg.yield %254 : f32 loc(#loc177)
    } -> tensor<1x16x16x8xf32> loc(#loc177)
    %cst_402 = arith.constant dense<5.970790e-02> : tensor<8x1x3x8xf32> loc(#loc781)
    %cst_403 = arith.constant dense<4.300000e-02> : tensor<8xf32> loc(#loc783)
    %padded_404 = tensor.pad %252 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg141: index loc(#loc179), %arg142: index loc(#loc179), %arg143: index loc(#loc179), %arg144: index loc(#loc179)):
      tensor.yield %cst_1 : f32 loc(#loc179)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc179)
    %255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_403 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_405: f32 loc(#loc179), %out_406: f32 loc(#loc179)):
      linalg.yield %in_405 : f32 loc(#loc179)
    } -> tensor<1x16x16x8xf32> loc(#loc179)
    %256 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_404, %cst_402 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%255 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc179)
    %257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%256 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_407: f32 loc(#loc181), %out_408: f32 loc(#loc181)):
      %258 = arith.maximumf %in_407, %cst_1 : f32 loc(#loc181)
      %259 = arith.minimumf %258, %cst_2 : f32 loc(#loc181)
      linalg.yield %259 : f32 loc(#loc181)
    } -> tensor<1x16x16x8xf32> loc(#loc181)
    %cst_409 = arith.constant dense<1.804124e-01> : tensor<8x1x1x8xf32> loc(#loc785)
    %cst_410 = arith.constant dense<4.400000e-02> : tensor<8xf32> loc(#loc787)
    %260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_410 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_411: f32 loc(#loc789), %out_412: f32 loc(#loc789)):
      linalg.yield %in_411 : f32 loc(#loc789)
    } -> tensor<1x16x16x8xf32> loc(#loc789)
    %collapsed_413 = tensor.collapse_shape %257 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc789)
    %collapsed_414 = tensor.collapse_shape %cst_409 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc789)
    %transposed_415 = linalg.transpose ins(%collapsed_414 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc789)
    %collapsed_416 = tensor.collapse_shape %260 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc789)
    %261 = linalg.matmul ins(%collapsed_413, %transposed_415 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_416 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc789)
    %expanded_417 = tensor.expand_shape %261 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc789)
    %262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_417, %240 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_418: f32 loc(#loc183), %in_419: f32 loc(#loc791), %out_420: f32 loc(#loc791)):
      %263 = arith.maximumf %in_418, %cst_1 : f32 loc(#loc183)
      %264 = arith.minimumf %263, %cst_2 : f32 loc(#loc183)
      %265 = arith.addf %264, %in_419 : f32 loc(#loc791)
      linalg.yield %265 : f32 loc(#loc791)
    } -> tensor<1x16x16x8xf32> loc(#loc792)
    %cst_421 = arith.constant dense<6.056701e-02> : tensor<8x3x1x8xf32> loc(#loc794)
    %cst_422 = arith.constant dense<4.500000e-02> : tensor<8xf32> loc(#loc796)
    %padded_423 = tensor.pad %262 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg145: index loc(#loc186), %arg146: index loc(#loc186), %arg147: index loc(#loc186), %arg148: index loc(#loc186)):
      tensor.yield %cst_1 : f32 loc(#loc186)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc186)
    %266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_422 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_424: f32 loc(#loc186), %out_425: f32 loc(#loc186)):
      linalg.yield %in_424 : f32 loc(#loc186)
    } -> tensor<1x16x16x8xf32> loc(#loc186)
    %267 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_423, %cst_421 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%266 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc186)
    %268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%267 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_426: f32 loc(#loc188), %out_427: f32 loc(#loc188)):
      %269 = arith.maximumf %in_426, %cst_1 : f32 loc(#loc188)
      %270 = arith.minimumf %269, %cst_2 : f32 loc(#loc188)
      linalg.yield %270 : f32 loc(#loc188)
    } -> tensor<1x16x16x8xf32> loc(#loc188)
    %cst_428 = arith.constant dense<2.033219e-02> : tensor<8x3x3x8xf32> loc(#loc798)
    %cst_429 = arith.constant dense<4.600000e-02> : tensor<8xf32> loc(#loc800)
    %padded_430 = tensor.pad %268 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg149: index loc(#loc190), %arg150: index loc(#loc190), %arg151: index loc(#loc190), %arg152: index loc(#loc190)):
      tensor.yield %cst_1 : f32 loc(#loc190)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc190)
    %271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_429 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_431: f32 loc(#loc190), %out_432: f32 loc(#loc190)):
      linalg.yield %in_431 : f32 loc(#loc190)
    } -> tensor<1x16x16x8xf32> loc(#loc190)
    %272 = "linalg_ext.im2col"(%padded_430, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc190)
    %collapsed_433 = tensor.collapse_shape %cst_428 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc190)
    %transposed_434 = linalg.transpose ins(%collapsed_433 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc190)
    %collapsed_435 = tensor.collapse_shape %271 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc190)
    %273 = linalg.matmul ins(%272, %transposed_434 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_435 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc190)
    %expanded_436 = tensor.expand_shape %273 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc190)
    %274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_436 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_437: f32 loc(#loc192), %out_438: f32 loc(#loc192)):
      %275 = arith.maximumf %in_437, %cst_1 : f32 loc(#loc192)
      %276 = arith.minimumf %275, %cst_2 : f32 loc(#loc192)
      linalg.yield %276 : f32 loc(#loc192)
    } -> tensor<1x16x16x8xf32> loc(#loc192)
    %cst_439 = arith.constant dense<6.142612e-02> : tensor<8x1x3x8xf32> loc(#loc802)
    %cst_440 = arith.constant dense<4.700000e-02> : tensor<8xf32> loc(#loc804)
    %padded_441 = tensor.pad %274 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg153: index loc(#loc194), %arg154: index loc(#loc194), %arg155: index loc(#loc194), %arg156: index loc(#loc194)):
      tensor.yield %cst_1 : f32 loc(#loc194)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc194)
    %277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_440 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_442: f32 loc(#loc194), %out_443: f32 loc(#loc194)):
      linalg.yield %in_442 : f32 loc(#loc194)
    } -> tensor<1x16x16x8xf32> loc(#loc194)
    %278 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_441, %cst_439 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%277 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc194)
    %279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%278 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_444: f32 loc(#loc196), %out_445: f32 loc(#loc196)):
      %280 = arith.maximumf %in_444, %cst_1 : f32 loc(#loc196)
      %281 = arith.minimumf %280, %cst_2 : f32 loc(#loc196)
      linalg.yield %281 : f32 loc(#loc196)
    } -> tensor<1x16x16x8xf32> loc(#loc196)
    %cst_446 = arith.constant dense<1.855670e-01> : tensor<8x1x1x8xf32> loc(#loc806)
    %cst_447 = arith.constant dense<4.800000e-02> : tensor<8xf32> loc(#loc808)
    %282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_447 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_448: f32 loc(#loc810), %out_449: f32 loc(#loc810)):
      linalg.yield %in_448 : f32 loc(#loc810)
    } -> tensor<1x16x16x8xf32> loc(#loc810)
    %collapsed_450 = tensor.collapse_shape %279 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc810)
    %collapsed_451 = tensor.collapse_shape %cst_446 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc810)
    %transposed_452 = linalg.transpose ins(%collapsed_451 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc810)
    %collapsed_453 = tensor.collapse_shape %282 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc810)
    %283 = linalg.matmul ins(%collapsed_450, %transposed_452 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_453 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc810)
    %expanded_454 = tensor.expand_shape %283 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc810)
    %284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_454, %262 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_455: f32 loc(#loc198), %in_456: f32 loc(#loc812), %out_457: f32 loc(#loc812)):
      %285 = arith.maximumf %in_455, %cst_1 : f32 loc(#loc198)
      %286 = arith.minimumf %285, %cst_2 : f32 loc(#loc198)
      %287 = arith.addf %286, %in_456 : f32 loc(#loc812)
      linalg.yield %287 : f32 loc(#loc812)
    } -> tensor<1x16x16x8xf32> loc(#loc813)
    %cst_458 = arith.constant dense<6.228522e-02> : tensor<8x3x1x8xf32> loc(#loc815)
    %cst_459 = arith.constant dense<4.900000e-02> : tensor<8xf32> loc(#loc817)
    %padded_460 = tensor.pad %284 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg157: index loc(#loc201), %arg158: index loc(#loc201), %arg159: index loc(#loc201), %arg160: index loc(#loc201)):
      tensor.yield %cst_1 : f32 loc(#loc201)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc201)
    %288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_459 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_461: f32 loc(#loc201), %out_462: f32 loc(#loc201)):
      linalg.yield %in_461 : f32 loc(#loc201)
    } -> tensor<1x16x16x8xf32> loc(#loc201)
    %289 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_460, %cst_458 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%288 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc201)
    %290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%289 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_463: f32 loc(#loc203), %out_464: f32 loc(#loc203)):
      %291 = arith.maximumf %in_463, %cst_1 : f32 loc(#loc203)
      %292 = arith.minimumf %291, %cst_2 : f32 loc(#loc203)
      linalg.yield %292 : f32 loc(#loc203)
    } -> tensor<1x16x16x8xf32> loc(#loc203)
    %cst_465 = arith.constant dense<2.090493e-02> : tensor<8x3x3x8xf32> loc(#loc819)
    %cst_466 = arith.constant dense<5.000000e-02> : tensor<8xf32> loc(#loc821)
    %padded_467 = tensor.pad %290 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg161: index loc(#loc205), %arg162: index loc(#loc205), %arg163: index loc(#loc205), %arg164: index loc(#loc205)):
      tensor.yield %cst_1 : f32 loc(#loc205)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc205)
    %293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_466 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_468: f32 loc(#loc205), %out_469: f32 loc(#loc205)):
      linalg.yield %in_468 : f32 loc(#loc205)
    } -> tensor<1x16x16x8xf32> loc(#loc205)
    %294 = "linalg_ext.im2col"(%padded_467, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc205)
    %collapsed_470 = tensor.collapse_shape %cst_465 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc205)
    %transposed_471 = linalg.transpose ins(%collapsed_470 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc205)
    %collapsed_472 = tensor.collapse_shape %293 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc205)
    %295 = linalg.matmul ins(%294, %transposed_471 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_472 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc205)
    %expanded_473 = tensor.expand_shape %295 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc205)
    %296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_473 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_474: f32 loc(#loc207), %out_475: f32 loc(#loc207)):
      %297 = arith.maximumf %in_474, %cst_1 : f32 loc(#loc207)
      %298 = arith.minimumf %297, %cst_2 : f32 loc(#loc207)
      linalg.yield %298 : f32 loc(#loc207)
    } -> tensor<1x16x16x8xf32> loc(#loc207)
    %cst_476 = arith.constant dense<6.314433e-02> : tensor<8x1x3x8xf32> loc(#loc823)
    %cst_477 = arith.constant dense<5.100000e-02> : tensor<8xf32> loc(#loc825)
    %padded_478 = tensor.pad %296 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg165: index loc(#loc209), %arg166: index loc(#loc209), %arg167: index loc(#loc209), %arg168: index loc(#loc209)):
      tensor.yield %cst_1 : f32 loc(#loc209)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc209)
    %299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_477 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_479: f32 loc(#loc209), %out_480: f32 loc(#loc209)):
      linalg.yield %in_479 : f32 loc(#loc209)
    } -> tensor<1x16x16x8xf32> loc(#loc209)
    %300 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_478, %cst_476 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%299 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc209)
    %301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%300 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_481: f32 loc(#loc211), %out_482: f32 loc(#loc211)):
      %302 = arith.maximumf %in_481, %cst_1 : f32 loc(#loc211)
      %303 = arith.minimumf %302, %cst_2 : f32 loc(#loc211)
      linalg.yield %303 : f32 loc(#loc211)
    } -> tensor<1x16x16x8xf32> loc(#loc211)
    %cst_483 = arith.constant dense<1.907216e-01> : tensor<8x1x1x8xf32> loc(#loc827)
    %cst_484 = arith.constant dense<5.200000e-02> : tensor<8xf32> loc(#loc829)
    %304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_484 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_485: f32 loc(#loc831), %out_486: f32 loc(#loc831)):
      linalg.yield %in_485 : f32 loc(#loc831)
    } -> tensor<1x16x16x8xf32> loc(#loc831)
    %collapsed_487 = tensor.collapse_shape %301 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc831)
    %collapsed_488 = tensor.collapse_shape %cst_483 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc831)
    %transposed_489 = linalg.transpose ins(%collapsed_488 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc831)
    %collapsed_490 = tensor.collapse_shape %304 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc831)
    %305 = linalg.matmul ins(%collapsed_487, %transposed_489 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_490 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc831)
    %expanded_491 = tensor.expand_shape %305 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc831)
    %306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_491, %284 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_492: f32 loc(#loc213), %in_493: f32 loc(#loc833), %out_494: f32 loc(#loc833)):
      %307 = arith.maximumf %in_492, %cst_1 : f32 loc(#loc213)
      %308 = arith.minimumf %307, %cst_2 : f32 loc(#loc213)
      %309 = arith.addf %308, %in_493 : f32 loc(#loc833)
      linalg.yield %309 : f32 loc(#loc833)
    } -> tensor<1x16x16x8xf32> loc(#loc834)
    %cst_495 = arith.constant dense<6.400344e-02> : tensor<8x3x1x8xf32> loc(#loc836)
    %cst_496 = arith.constant dense<5.300000e-02> : tensor<8xf32> loc(#loc838)
    %padded_497 = tensor.pad %306 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg169: index loc(#loc216), %arg170: index loc(#loc216), %arg171: index loc(#loc216), %arg172: index loc(#loc216)):
      tensor.yield %cst_1 : f32 loc(#loc216)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc216)
    %310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_496 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_498: f32 loc(#loc216), %out_499: f32 loc(#loc216)):
      linalg.yield %in_498 : f32 loc(#loc216)
    } -> tensor<1x16x16x8xf32> loc(#loc216)
    %311 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_497, %cst_495 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%310 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc216)
    %312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%311 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_500: f32 loc(#loc218), %out_501: f32 loc(#loc218)):
      %313 = arith.maximumf %in_500, %cst_1 : f32 loc(#loc218)
      %314 = arith.minimumf %313, %cst_2 : f32 loc(#loc218)
      linalg.yield %314 : f32 loc(#loc218)
    } -> tensor<1x16x16x8xf32> loc(#loc218)
    %cst_502 = arith.constant dense<6.443299e-02> : tensor<8x1x3x8xf32> loc(#loc840)
    %cst_503 = arith.constant dense<5.400000e-02> : tensor<8xf32> loc(#loc842)
    %padded_504 = tensor.pad %312 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg173: index loc(#loc220), %arg174: index loc(#loc220), %arg175: index loc(#loc220), %arg176: index loc(#loc220)):
      tensor.yield %cst_1 : f32 loc(#loc220)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc220)
    %315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_503 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_505: f32 loc(#loc220), %out_506: f32 loc(#loc220)):
      linalg.yield %in_505 : f32 loc(#loc220)
    } -> tensor<1x16x16x8xf32> loc(#loc220)
    %316 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_504, %cst_502 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%315 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc220)
    %317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%316 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_507: f32 loc(#loc222), %out_508: f32 loc(#loc222)):
      %318 = arith.maximumf %in_507, %cst_1 : f32 loc(#loc222)
      %319 = arith.minimumf %318, %cst_2 : f32 loc(#loc222)
      linalg.yield %319 : f32 loc(#loc222)
    } -> tensor<1x16x16x8xf32> loc(#loc222)
    %cst_509 = arith.constant dense<2.162085e-02> : tensor<8x3x3x8xf32> loc(#loc844)
    %cst_510 = arith.constant dense<5.500000e-02> : tensor<8xf32> loc(#loc846)
    %padded_511 = tensor.pad %317 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg177: index loc(#loc224), %arg178: index loc(#loc224), %arg179: index loc(#loc224), %arg180: index loc(#loc224)):
      tensor.yield %cst_1 : f32 loc(#loc224)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc224)
    %320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_510 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_512: f32 loc(#loc224), %out_513: f32 loc(#loc224)):
      linalg.yield %in_512 : f32 loc(#loc224)
    } -> tensor<1x16x16x8xf32> loc(#loc224)
    %321 = "linalg_ext.im2col"(%padded_511, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc224)
    %collapsed_514 = tensor.collapse_shape %cst_509 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc224)
    %transposed_515 = linalg.transpose ins(%collapsed_514 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc224)
    %collapsed_516 = tensor.collapse_shape %320 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc224)
    %322 = linalg.matmul ins(%321, %transposed_515 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_516 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc224)
    %expanded_517 = tensor.expand_shape %322 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc224)
    %323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_517 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_518: f32 loc(#loc226), %out_519: f32 loc(#loc226)):
      %324 = arith.maximumf %in_518, %cst_1 : f32 loc(#loc226)
      %325 = arith.minimumf %324, %cst_2 : f32 loc(#loc226)
      linalg.yield %325 : f32 loc(#loc226)
    } -> tensor<1x16x16x8xf32> loc(#loc226)
    %cst_520 = arith.constant dense<6.529210e-02> : tensor<8x3x1x8xf32> loc(#loc848)
    %cst_521 = arith.constant dense<5.600000e-02> : tensor<8xf32> loc(#loc850)
    %padded_522 = tensor.pad %323 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg181: index loc(#loc228), %arg182: index loc(#loc228), %arg183: index loc(#loc228), %arg184: index loc(#loc228)):
      tensor.yield %cst_1 : f32 loc(#loc228)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc228)
    %326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_521 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_523: f32 loc(#loc228), %out_524: f32 loc(#loc228)):
      linalg.yield %in_523 : f32 loc(#loc228)
    } -> tensor<1x16x16x8xf32> loc(#loc228)
    %327 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_522, %cst_520 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%326 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc228)
    %328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%327, %306 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_525: f32 loc(#loc230), %in_526: f32 loc(#loc852), %out_527: f32 loc(#loc852)):
      %329 = arith.maximumf %in_525, %cst_1 : f32 loc(#loc230)
      %330 = arith.minimumf %329, %cst_2 : f32 loc(#loc230)
      %331 = arith.addf %330, %in_526 : f32 loc(#loc852)
      linalg.yield %331 : f32 loc(#loc852)
    } -> tensor<1x16x16x8xf32> loc(#loc853)
    %cst_528 = arith.constant dense<1.971649e-01> : tensor<8x1x1x8xf32> loc(#loc855)
    %cst_529 = arith.constant dense<5.700000e-02> : tensor<8xf32> loc(#loc857)
    %332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_529 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_530: f32 loc(#loc859), %out_531: f32 loc(#loc859)):
      linalg.yield %in_530 : f32 loc(#loc859)
    } -> tensor<1x16x16x8xf32> loc(#loc859)
    %collapsed_532 = tensor.collapse_shape %328 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc859)
    %collapsed_533 = tensor.collapse_shape %cst_528 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc859)
    %transposed_534 = linalg.transpose ins(%collapsed_533 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc859)
    %collapsed_535 = tensor.collapse_shape %332 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc859)
    %333 = linalg.matmul ins(%collapsed_532, %transposed_534 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_535 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc859)
    %expanded_536 = tensor.expand_shape %333 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc859)
    %334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_536 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_537: f32 loc(#loc233), %out_538: f32 loc(#loc233)):
      %335 = arith.maximumf %in_537, %cst_1 : f32 loc(#loc233)
      %336 = arith.minimumf %335, %cst_2 : f32 loc(#loc233)
      linalg.yield %336 : f32 loc(#loc233)
    } -> tensor<1x16x16x8xf32> loc(#loc233)
    %cst_539 = arith.constant dense<6.615120e-02> : tensor<8x1x3x8xf32> loc(#loc861)
    %cst_540 = arith.constant dense<5.800000e-02> : tensor<8xf32> loc(#loc863)
    %padded_541 = tensor.pad %334 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg185: index loc(#loc235), %arg186: index loc(#loc235), %arg187: index loc(#loc235), %arg188: index loc(#loc235)):
      tensor.yield %cst_1 : f32 loc(#loc235)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc235)
    %337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_540 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_542: f32 loc(#loc235), %out_543: f32 loc(#loc235)):
      linalg.yield %in_542 : f32 loc(#loc235)
    } -> tensor<1x16x16x8xf32> loc(#loc235)
    %338 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_541, %cst_539 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%337 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc235)
    %339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%338 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_544: f32 loc(#loc237), %out_545: f32 loc(#loc237)):
      %340 = arith.maximumf %in_544, %cst_1 : f32 loc(#loc237)
      %341 = arith.minimumf %340, %cst_2 : f32 loc(#loc237)
      linalg.yield %341 : f32 loc(#loc237)
    } -> tensor<1x16x16x8xf32> loc(#loc237)
    %cst_546 = arith.constant dense<2.219359e-02> : tensor<8x3x3x8xf32> loc(#loc865)
    %cst_547 = arith.constant dense<5.900000e-02> : tensor<8xf32> loc(#loc867)
    %padded_548 = tensor.pad %339 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg189: index loc(#loc239), %arg190: index loc(#loc239), %arg191: index loc(#loc239), %arg192: index loc(#loc239)):
      tensor.yield %cst_1 : f32 loc(#loc239)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc239)
    %342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_547 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_549: f32 loc(#loc239), %out_550: f32 loc(#loc239)):
      linalg.yield %in_549 : f32 loc(#loc239)
    } -> tensor<1x16x16x8xf32> loc(#loc239)
    %343 = "linalg_ext.im2col"(%padded_548, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc239)
    %collapsed_551 = tensor.collapse_shape %cst_546 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc239)
    %transposed_552 = linalg.transpose ins(%collapsed_551 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc239)
    %collapsed_553 = tensor.collapse_shape %342 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc239)
    %344 = linalg.matmul ins(%343, %transposed_552 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_553 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc239)
    %expanded_554 = tensor.expand_shape %344 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc239)
    %345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_554 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_555: f32 loc(#loc241), %out_556: f32 loc(#loc241)):
      %346 = arith.maximumf %in_555, %cst_1 : f32 loc(#loc241)
      %347 = arith.minimumf %346, %cst_2 : f32 loc(#loc241)
      linalg.yield %347 : f32 loc(#loc241)
    } -> tensor<1x16x16x8xf32> loc(#loc241)
    %cst_557 = arith.constant dense<6.701031e-02> : tensor<8x3x1x8xf32> loc(#loc869)
    %cst_558 = arith.constant dense<6.000000e-02> : tensor<8xf32> loc(#loc871)
    %padded_559 = tensor.pad %345 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg193: index loc(#loc243), %arg194: index loc(#loc243), %arg195: index loc(#loc243), %arg196: index loc(#loc243)):
      tensor.yield %cst_1 : f32 loc(#loc243)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc243)
    %348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_558 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_560: f32 loc(#loc243), %out_561: f32 loc(#loc243)):
      linalg.yield %in_560 : f32 loc(#loc243)
    } -> tensor<1x16x16x8xf32> loc(#loc243)
    %349 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_559, %cst_557 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%348 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc243)
    %350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%349, %328 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_562: f32 loc(#loc245), %in_563: f32 loc(#loc873), %out_564: f32 loc(#loc873)):
      %351 = arith.maximumf %in_562, %cst_1 : f32 loc(#loc245)
      %352 = arith.minimumf %351, %cst_2 : f32 loc(#loc245)
      %353 = arith.addf %352, %in_563 : f32 loc(#loc873)
      linalg.yield %353 : f32 loc(#loc873)
    } -> tensor<1x16x16x8xf32> loc(#loc874)
    %cst_565 = arith.constant dense<2.023196e-01> : tensor<8x1x1x8xf32> loc(#loc876)
    %cst_566 = arith.constant dense<6.100000e-02> : tensor<8xf32> loc(#loc878)
    %354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_566 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_567: f32 loc(#loc880), %out_568: f32 loc(#loc880)):
      linalg.yield %in_567 : f32 loc(#loc880)
    } -> tensor<1x16x16x8xf32> loc(#loc880)
    %collapsed_569 = tensor.collapse_shape %350 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc880)
    %collapsed_570 = tensor.collapse_shape %cst_565 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc880)
    %transposed_571 = linalg.transpose ins(%collapsed_570 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc880)
    %collapsed_572 = tensor.collapse_shape %354 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc880)
    %355 = linalg.matmul ins(%collapsed_569, %transposed_571 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_572 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc880)
    %expanded_573 = tensor.expand_shape %355 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc880)
    %356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_573 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_574: f32 loc(#loc248), %out_575: f32 loc(#loc248)):
      %357 = arith.maximumf %in_574, %cst_1 : f32 loc(#loc248)
      %358 = arith.minimumf %357, %cst_2 : f32 loc(#loc248)
      linalg.yield %358 : f32 loc(#loc248)
    } -> tensor<1x16x16x8xf32> loc(#loc248)
    %cst_576 = arith.constant dense<6.786942e-02> : tensor<8x1x3x8xf32> loc(#loc882)
    %cst_577 = arith.constant dense<6.200000e-02> : tensor<8xf32> loc(#loc884)
    %padded_578 = tensor.pad %356 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg197: index loc(#loc250), %arg198: index loc(#loc250), %arg199: index loc(#loc250), %arg200: index loc(#loc250)):
      tensor.yield %cst_1 : f32 loc(#loc250)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc250)
    %359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_577 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_579: f32 loc(#loc250), %out_580: f32 loc(#loc250)):
      linalg.yield %in_579 : f32 loc(#loc250)
    } -> tensor<1x16x16x8xf32> loc(#loc250)
    %360 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_578, %cst_576 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%359 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc250)
    %361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%360 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_581: f32 loc(#loc252), %out_582: f32 loc(#loc252)):
      %362 = arith.maximumf %in_581, %cst_1 : f32 loc(#loc252)
      %363 = arith.minimumf %362, %cst_2 : f32 loc(#loc252)
      linalg.yield %363 : f32 loc(#loc252)
    } -> tensor<1x16x16x8xf32> loc(#loc252)
    %cst_583 = arith.constant dense<2.276632e-02> : tensor<8x3x3x8xf32> loc(#loc886)
    %cst_584 = arith.constant dense<6.300000e-02> : tensor<8xf32> loc(#loc888)
    %padded_585 = tensor.pad %361 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg201: index loc(#loc254), %arg202: index loc(#loc254), %arg203: index loc(#loc254), %arg204: index loc(#loc254)):
      tensor.yield %cst_1 : f32 loc(#loc254)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc254)
    %364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_584 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_586: f32 loc(#loc254), %out_587: f32 loc(#loc254)):
      linalg.yield %in_586 : f32 loc(#loc254)
    } -> tensor<1x16x16x8xf32> loc(#loc254)
    %365 = "linalg_ext.im2col"(%padded_585, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc254)
    %collapsed_588 = tensor.collapse_shape %cst_583 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc254)
    %transposed_589 = linalg.transpose ins(%collapsed_588 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc254)
    %collapsed_590 = tensor.collapse_shape %364 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc254)
    %366 = linalg.matmul ins(%365, %transposed_589 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_590 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc254)
    %expanded_591 = tensor.expand_shape %366 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc254)
    %367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_591 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_592: f32 loc(#loc256), %out_593: f32 loc(#loc256)):
      %368 = arith.maximumf %in_592, %cst_1 : f32 loc(#loc256)
      %369 = arith.minimumf %368, %cst_2 : f32 loc(#loc256)
      linalg.yield %369 : f32 loc(#loc256)
    } -> tensor<1x16x16x8xf32> loc(#loc256)
    %cst_594 = arith.constant dense<6.872852e-02> : tensor<8x3x1x8xf32> loc(#loc890)
    %cst_595 = arith.constant dense<6.400000e-02> : tensor<8xf32> loc(#loc892)
    %padded_596 = tensor.pad %367 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg205: index loc(#loc258), %arg206: index loc(#loc258), %arg207: index loc(#loc258), %arg208: index loc(#loc258)):
      tensor.yield %cst_1 : f32 loc(#loc258)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc258)
    %370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_595 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_597: f32 loc(#loc258), %out_598: f32 loc(#loc258)):
      linalg.yield %in_597 : f32 loc(#loc258)
    } -> tensor<1x16x16x8xf32> loc(#loc258)
    %371 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_596, %cst_594 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%370 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc258)
    %372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%371, %350 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_599: f32 loc(#loc260), %in_600: f32 loc(#loc894), %out_601: f32 loc(#loc894)):
      %373 = arith.maximumf %in_599, %cst_1 : f32 loc(#loc260)
      %374 = arith.minimumf %373, %cst_2 : f32 loc(#loc260)
      %375 = arith.addf %374, %in_600 : f32 loc(#loc894)
      linalg.yield %375 : f32 loc(#loc894)
    } -> tensor<1x16x16x8xf32> loc(#loc895)
    %cst_602 = arith.constant dense<2.074742e-01> : tensor<8x1x1x8xf32> loc(#loc897)
    %cst_603 = arith.constant dense<6.500000e-02> : tensor<8xf32> loc(#loc899)
    %376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_603 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_604: f32 loc(#loc901), %out_605: f32 loc(#loc901)):
      linalg.yield %in_604 : f32 loc(#loc901)
    } -> tensor<1x16x16x8xf32> loc(#loc901)
    %collapsed_606 = tensor.collapse_shape %372 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc901)
    %collapsed_607 = tensor.collapse_shape %cst_602 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc901)
    %transposed_608 = linalg.transpose ins(%collapsed_607 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc901)
    %collapsed_609 = tensor.collapse_shape %376 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc901)
    %377 = linalg.matmul ins(%collapsed_606, %transposed_608 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_609 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc901)
    %expanded_610 = tensor.expand_shape %377 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc901)
    %378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_610 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_611: f32 loc(#loc263), %out_612: f32 loc(#loc263)):
      %379 = arith.maximumf %in_611, %cst_1 : f32 loc(#loc263)
      %380 = arith.minimumf %379, %cst_2 : f32 loc(#loc263)
      linalg.yield %380 : f32 loc(#loc263)
    } -> tensor<1x16x16x8xf32> loc(#loc263)
    %cst_613 = arith.constant dense<6.958763e-02> : tensor<8x1x3x8xf32> loc(#loc903)
    %cst_614 = arith.constant dense<6.600000e-02> : tensor<8xf32> loc(#loc905)
    %padded_615 = tensor.pad %378 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg209: index loc(#loc265), %arg210: index loc(#loc265), %arg211: index loc(#loc265), %arg212: index loc(#loc265)):
      tensor.yield %cst_1 : f32 loc(#loc265)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc265)
    %381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_614 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_616: f32 loc(#loc265), %out_617: f32 loc(#loc265)):
      linalg.yield %in_616 : f32 loc(#loc265)
    } -> tensor<1x16x16x8xf32> loc(#loc265)
    %382 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_615, %cst_613 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%381 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc265)
    %383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%382 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_618: f32 loc(#loc267), %out_619: f32 loc(#loc267)):
      %384 = arith.maximumf %in_618, %cst_1 : f32 loc(#loc267)
      %385 = arith.minimumf %384, %cst_2 : f32 loc(#loc267)
      linalg.yield %385 : f32 loc(#loc267)
    } -> tensor<1x16x16x8xf32> loc(#loc267)
    %cst_620 = arith.constant dense<2.333906e-02> : tensor<8x3x3x8xf32> loc(#loc907)
    %cst_621 = arith.constant dense<6.700000e-02> : tensor<8xf32> loc(#loc909)
    %padded_622 = tensor.pad %383 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg213: index loc(#loc269), %arg214: index loc(#loc269), %arg215: index loc(#loc269), %arg216: index loc(#loc269)):
      tensor.yield %cst_1 : f32 loc(#loc269)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc269)
    %386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_621 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_623: f32 loc(#loc269), %out_624: f32 loc(#loc269)):
      linalg.yield %in_623 : f32 loc(#loc269)
    } -> tensor<1x16x16x8xf32> loc(#loc269)
    %387 = "linalg_ext.im2col"(%padded_622, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc269)
    %collapsed_625 = tensor.collapse_shape %cst_620 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc269)
    %transposed_626 = linalg.transpose ins(%collapsed_625 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc269)
    %collapsed_627 = tensor.collapse_shape %386 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc269)
    %388 = linalg.matmul ins(%387, %transposed_626 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_627 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc269)
    %expanded_628 = tensor.expand_shape %388 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc269)
    %389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_628 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_629: f32 loc(#loc271), %out_630: f32 loc(#loc271)):
      %390 = arith.maximumf %in_629, %cst_1 : f32 loc(#loc271)
      %391 = arith.minimumf %390, %cst_2 : f32 loc(#loc271)
      linalg.yield %391 : f32 loc(#loc271)
    } -> tensor<1x16x16x8xf32> loc(#loc271)
    %cst_631 = arith.constant dense<7.044674e-02> : tensor<8x3x1x8xf32> loc(#loc911)
    %cst_632 = arith.constant dense<6.800000e-02> : tensor<8xf32> loc(#loc913)
    %padded_633 = tensor.pad %389 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg217: index loc(#loc273), %arg218: index loc(#loc273), %arg219: index loc(#loc273), %arg220: index loc(#loc273)):
      tensor.yield %cst_1 : f32 loc(#loc273)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc273)
    %392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_632 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_634: f32 loc(#loc273), %out_635: f32 loc(#loc273)):
      linalg.yield %in_634 : f32 loc(#loc273)
    } -> tensor<1x16x16x8xf32> loc(#loc273)
    %393 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_633, %cst_631 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%392 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc273)
    %394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%393, %372 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_636: f32 loc(#loc275), %in_637: f32 loc(#loc915), %out_638: f32 loc(#loc915)):
      %395 = arith.maximumf %in_636, %cst_1 : f32 loc(#loc275)
      %396 = arith.minimumf %395, %cst_2 : f32 loc(#loc275)
      %397 = arith.addf %396, %in_637 : f32 loc(#loc915)
      linalg.yield %397 : f32 loc(#loc915)
    } -> tensor<1x16x16x8xf32> loc(#loc916)
    %cst_639 = arith.constant dense<2.126289e-01> : tensor<8x1x1x8xf32> loc(#loc918)
    %cst_640 = arith.constant dense<6.900000e-02> : tensor<8xf32> loc(#loc920)
    %398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_640 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_641: f32 loc(#loc922), %out_642: f32 loc(#loc922)):
      linalg.yield %in_641 : f32 loc(#loc922)
    } -> tensor<1x16x16x8xf32> loc(#loc922)
    %collapsed_643 = tensor.collapse_shape %394 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc922)
    %collapsed_644 = tensor.collapse_shape %cst_639 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc922)
    %transposed_645 = linalg.transpose ins(%collapsed_644 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc922)
    %collapsed_646 = tensor.collapse_shape %398 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc922)
    %399 = linalg.matmul ins(%collapsed_643, %transposed_645 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_646 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc922)
    %expanded_647 = tensor.expand_shape %399 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc922)
    %400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_647 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_648: f32 loc(#loc278), %out_649: f32 loc(#loc278)):
      %401 = arith.maximumf %in_648, %cst_1 : f32 loc(#loc278)
      %402 = arith.minimumf %401, %cst_2 : f32 loc(#loc278)
      linalg.yield %402 : f32 loc(#loc278)
    } -> tensor<1x16x16x8xf32> loc(#loc278)
    %cst_650 = arith.constant dense<7.130584e-02> : tensor<8x1x3x8xf32> loc(#loc924)
    %cst_651 = arith.constant dense<7.000000e-02> : tensor<8xf32> loc(#loc926)
    %padded_652 = tensor.pad %400 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg221: index loc(#loc280), %arg222: index loc(#loc280), %arg223: index loc(#loc280), %arg224: index loc(#loc280)):
      tensor.yield %cst_1 : f32 loc(#loc280)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc280)
    %403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_651 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_653: f32 loc(#loc280), %out_654: f32 loc(#loc280)):
      linalg.yield %in_653 : f32 loc(#loc280)
    } -> tensor<1x16x16x8xf32> loc(#loc280)
    %404 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_652, %cst_650 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%403 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc280)
    %405 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%404 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_655: f32 loc(#loc282), %out_656: f32 loc(#loc282)):
      %406 = arith.maximumf %in_655, %cst_1 : f32 loc(#loc282)
      %407 = arith.minimumf %406, %cst_2 : f32 loc(#loc282)
      linalg.yield %407 : f32 loc(#loc282)
    } -> tensor<1x16x16x8xf32> loc(#loc282)
    %cst_657 = arith.constant dense<2.391180e-02> : tensor<8x3x3x8xf32> loc(#loc928)
    %cst_658 = arith.constant dense<7.100000e-02> : tensor<8xf32> loc(#loc930)
    %padded_659 = tensor.pad %405 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg225: index loc(#loc284), %arg226: index loc(#loc284), %arg227: index loc(#loc284), %arg228: index loc(#loc284)):
      tensor.yield %cst_1 : f32 loc(#loc284)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc284)
    %408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_658 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_660: f32 loc(#loc284), %out_661: f32 loc(#loc284)):
      linalg.yield %in_660 : f32 loc(#loc284)
    } -> tensor<1x16x16x8xf32> loc(#loc284)
    %409 = "linalg_ext.im2col"(%padded_659, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc284)
    %collapsed_662 = tensor.collapse_shape %cst_657 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc284)
    %transposed_663 = linalg.transpose ins(%collapsed_662 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc284)
    %collapsed_664 = tensor.collapse_shape %408 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc284)
    %410 = linalg.matmul ins(%409, %transposed_663 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_664 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc284)
    %expanded_665 = tensor.expand_shape %410 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc284)
    %411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_665 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_666: f32 loc(#loc286), %out_667: f32 loc(#loc286)):
      %412 = arith.maximumf %in_666, %cst_1 : f32 loc(#loc286)
      %413 = arith.minimumf %412, %cst_2 : f32 loc(#loc286)
      linalg.yield %413 : f32 loc(#loc286)
    } -> tensor<1x16x16x8xf32> loc(#loc286)
    %cst_668 = arith.constant dense<7.216495e-02> : tensor<8x3x1x8xf32> loc(#loc932)
    %cst_669 = arith.constant dense<7.200000e-02> : tensor<8xf32> loc(#loc934)
    %padded_670 = tensor.pad %411 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg229: index loc(#loc288), %arg230: index loc(#loc288), %arg231: index loc(#loc288), %arg232: index loc(#loc288)):
      tensor.yield %cst_1 : f32 loc(#loc288)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc288)
    %414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_669 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_671: f32 loc(#loc288), %out_672: f32 loc(#loc288)):
      linalg.yield %in_671 : f32 loc(#loc288)
    } -> tensor<1x16x16x8xf32> loc(#loc288)
    %415 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_670, %cst_668 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%414 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc288)
    %416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%415, %394 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_673: f32 loc(#loc290), %in_674: f32 loc(#loc936), %out_675: f32 loc(#loc936)):
      %417 = arith.maximumf %in_673, %cst_1 : f32 loc(#loc290)
      %418 = arith.minimumf %417, %cst_2 : f32 loc(#loc290)
      %419 = arith.addf %418, %in_674 : f32 loc(#loc936)
      linalg.yield %419 : f32 loc(#loc936)
    } -> tensor<1x16x16x8xf32> loc(#loc937)
    %cst_676 = arith.constant dense<2.177835e-01> : tensor<8x1x1x8xf32> loc(#loc939)
    %cst_677 = arith.constant dense<7.300000e-02> : tensor<8xf32> loc(#loc941)
    %420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_677 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_678: f32 loc(#loc943), %out_679: f32 loc(#loc943)):
      linalg.yield %in_678 : f32 loc(#loc943)
    } -> tensor<1x16x16x8xf32> loc(#loc943)
    %collapsed_680 = tensor.collapse_shape %416 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc943)
    %collapsed_681 = tensor.collapse_shape %cst_676 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc943)
    %transposed_682 = linalg.transpose ins(%collapsed_681 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc943)
    %collapsed_683 = tensor.collapse_shape %420 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc943)
    %421 = linalg.matmul ins(%collapsed_680, %transposed_682 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_683 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc943)
    %expanded_684 = tensor.expand_shape %421 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc943)
    %422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_684 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_685: f32 loc(#loc293), %out_686: f32 loc(#loc293)):
      %423 = arith.maximumf %in_685, %cst_1 : f32 loc(#loc293)
      %424 = arith.minimumf %423, %cst_2 : f32 loc(#loc293)
      linalg.yield %424 : f32 loc(#loc293)
    } -> tensor<1x16x16x8xf32> loc(#loc293)
    %cst_687 = arith.constant dense<7.302405e-02> : tensor<8x1x3x8xf32> loc(#loc945)
    %cst_688 = arith.constant dense<7.400000e-02> : tensor<8xf32> loc(#loc947)
    %padded_689 = tensor.pad %422 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg233: index loc(#loc295), %arg234: index loc(#loc295), %arg235: index loc(#loc295), %arg236: index loc(#loc295)):
      tensor.yield %cst_1 : f32 loc(#loc295)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc295)
    %425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_688 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_690: f32 loc(#loc295), %out_691: f32 loc(#loc295)):
      linalg.yield %in_690 : f32 loc(#loc295)
    } -> tensor<1x16x16x8xf32> loc(#loc295)
    %426 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_689, %cst_687 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%425 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc295)
    %427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%426 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_692: f32 loc(#loc297), %out_693: f32 loc(#loc297)):
      %428 = arith.maximumf %in_692, %cst_1 : f32 loc(#loc297)
      %429 = arith.minimumf %428, %cst_2 : f32 loc(#loc297)
      linalg.yield %429 : f32 loc(#loc297)
    } -> tensor<1x16x16x8xf32> loc(#loc297)
    %cst_694 = arith.constant dense<2.448454e-02> : tensor<8x3x3x8xf32> loc(#loc949)
    %cst_695 = arith.constant dense<7.500000e-02> : tensor<8xf32> loc(#loc951)
    %padded_696 = tensor.pad %427 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg237: index loc(#loc299), %arg238: index loc(#loc299), %arg239: index loc(#loc299), %arg240: index loc(#loc299)):
      tensor.yield %cst_1 : f32 loc(#loc299)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc299)
    %430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_695 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_697: f32 loc(#loc299), %out_698: f32 loc(#loc299)):
      linalg.yield %in_697 : f32 loc(#loc299)
    } -> tensor<1x16x16x8xf32> loc(#loc299)
    %431 = "linalg_ext.im2col"(%padded_696, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc299)
    %collapsed_699 = tensor.collapse_shape %cst_694 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc299)
    %transposed_700 = linalg.transpose ins(%collapsed_699 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc299)
    %collapsed_701 = tensor.collapse_shape %430 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc299)
    %432 = linalg.matmul ins(%431, %transposed_700 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_701 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc299)
    %expanded_702 = tensor.expand_shape %432 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc299)
    %433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_702 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_703: f32 loc(#loc301), %out_704: f32 loc(#loc301)):
      %434 = arith.maximumf %in_703, %cst_1 : f32 loc(#loc301)
      %435 = arith.minimumf %434, %cst_2 : f32 loc(#loc301)
      linalg.yield %435 : f32 loc(#loc301)
    } -> tensor<1x16x16x8xf32> loc(#loc301)
    %cst_705 = arith.constant dense<7.388316e-02> : tensor<8x3x1x8xf32> loc(#loc953)
    %cst_706 = arith.constant dense<7.600000e-02> : tensor<8xf32> loc(#loc955)
    %padded_707 = tensor.pad %433 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg241: index loc(#loc303), %arg242: index loc(#loc303), %arg243: index loc(#loc303), %arg244: index loc(#loc303)):
      tensor.yield %cst_1 : f32 loc(#loc303)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc303)
    %436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_706 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_708: f32 loc(#loc303), %out_709: f32 loc(#loc303)):
      linalg.yield %in_708 : f32 loc(#loc303)
    } -> tensor<1x16x16x8xf32> loc(#loc303)
    %437 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_707, %cst_705 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%436 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc303)
    %438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%437, %416 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_710: f32 loc(#loc305), %in_711: f32 loc(#loc957), %out_712: f32 loc(#loc957)):
      %439 = arith.maximumf %in_710, %cst_1 : f32 loc(#loc305)
      %440 = arith.minimumf %439, %cst_2 : f32 loc(#loc305)
      %441 = arith.addf %440, %in_711 : f32 loc(#loc957)
      linalg.yield %441 : f32 loc(#loc957)
    } -> tensor<1x16x16x8xf32> loc(#loc958)
    %cst_713 = arith.constant dense<2.229381e-01> : tensor<8x1x1x8xf32> loc(#loc960)
    %cst_714 = arith.constant dense<7.700000e-02> : tensor<8xf32> loc(#loc962)
    %442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_714 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_715: f32 loc(#loc964), %out_716: f32 loc(#loc964)):
      linalg.yield %in_715 : f32 loc(#loc964)
    } -> tensor<1x16x16x8xf32> loc(#loc964)
    %collapsed_717 = tensor.collapse_shape %438 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc964)
    %collapsed_718 = tensor.collapse_shape %cst_713 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc964)
    %transposed_719 = linalg.transpose ins(%collapsed_718 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc964)
    %collapsed_720 = tensor.collapse_shape %442 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc964)
    %443 = linalg.matmul ins(%collapsed_717, %transposed_719 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_720 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc964)
    %expanded_721 = tensor.expand_shape %443 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc964)
    %444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_721 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_722: f32 loc(#loc308), %out_723: f32 loc(#loc308)):
      %445 = arith.maximumf %in_722, %cst_1 : f32 loc(#loc308)
      %446 = arith.minimumf %445, %cst_2 : f32 loc(#loc308)
      linalg.yield %446 : f32 loc(#loc308)
    } -> tensor<1x16x16x8xf32> loc(#loc308)
    %cst_724 = arith.constant dense<7.474227e-02> : tensor<8x1x3x8xf32> loc(#loc966)
    %cst_725 = arith.constant dense<7.800000e-02> : tensor<8xf32> loc(#loc968)
    %padded_726 = tensor.pad %444 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg245: index loc(#loc310), %arg246: index loc(#loc310), %arg247: index loc(#loc310), %arg248: index loc(#loc310)):
      tensor.yield %cst_1 : f32 loc(#loc310)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc310)
    %447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_725 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_727: f32 loc(#loc310), %out_728: f32 loc(#loc310)):
      linalg.yield %in_727 : f32 loc(#loc310)
    } -> tensor<1x16x16x8xf32> loc(#loc310)
    %448 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_726, %cst_724 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%447 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc310)
    %449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%448 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_729: f32 loc(#loc312), %out_730: f32 loc(#loc312)):
      %450 = arith.maximumf %in_729, %cst_1 : f32 loc(#loc312)
      %451 = arith.minimumf %450, %cst_2 : f32 loc(#loc312)
      linalg.yield %451 : f32 loc(#loc312)
    } -> tensor<1x16x16x8xf32> loc(#loc312)
    %cst_731 = arith.constant dense<2.505727e-02> : tensor<8x3x3x8xf32> loc(#loc970)
    %cst_732 = arith.constant dense<7.900000e-02> : tensor<8xf32> loc(#loc972)
    %padded_733 = tensor.pad %449 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg249: index loc(#loc314), %arg250: index loc(#loc314), %arg251: index loc(#loc314), %arg252: index loc(#loc314)):
      tensor.yield %cst_1 : f32 loc(#loc314)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc314)
    %452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_732 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_734: f32 loc(#loc314), %out_735: f32 loc(#loc314)):
      linalg.yield %in_734 : f32 loc(#loc314)
    } -> tensor<1x16x16x8xf32> loc(#loc314)
    %453 = "linalg_ext.im2col"(%padded_733, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc314)
    %collapsed_736 = tensor.collapse_shape %cst_731 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc314)
    %transposed_737 = linalg.transpose ins(%collapsed_736 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc314)
    %collapsed_738 = tensor.collapse_shape %452 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc314)
    %454 = linalg.matmul ins(%453, %transposed_737 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_738 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc314)
    %expanded_739 = tensor.expand_shape %454 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc314)
    %455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_739 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_740: f32 loc(#loc316), %out_741: f32 loc(#loc316)):
      %456 = arith.maximumf %in_740, %cst_1 : f32 loc(#loc316)
      %457 = arith.minimumf %456, %cst_2 : f32 loc(#loc316)
      linalg.yield %457 : f32 loc(#loc316)
    } -> tensor<1x16x16x8xf32> loc(#loc316)
    %cst_742 = arith.constant dense<7.560137e-02> : tensor<8x3x1x8xf32> loc(#loc974)
    %cst_743 = arith.constant dense<8.000000e-02> : tensor<8xf32> loc(#loc976)
    %padded_744 = tensor.pad %455 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg253: index loc(#loc318), %arg254: index loc(#loc318), %arg255: index loc(#loc318), %arg256: index loc(#loc318)):
      tensor.yield %cst_1 : f32 loc(#loc318)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc318)
    %458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_743 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_745: f32 loc(#loc318), %out_746: f32 loc(#loc318)):
      linalg.yield %in_745 : f32 loc(#loc318)
    } -> tensor<1x16x16x8xf32> loc(#loc318)
    %459 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_744, %cst_742 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%458 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc318)
    %460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%459, %438 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_747: f32 loc(#loc320), %in_748: f32 loc(#loc978), %out_749: f32 loc(#loc978)):
      %461 = arith.maximumf %in_747, %cst_1 : f32 loc(#loc320)
      %462 = arith.minimumf %461, %cst_2 : f32 loc(#loc320)
      %463 = arith.addf %462, %in_748 : f32 loc(#loc978)
      linalg.yield %463 : f32 loc(#loc978)
    } -> tensor<1x16x16x8xf32> loc(#loc979)
    %cst_750 = arith.constant dense<7.603093e-02> : tensor<8x1x3x8xf32> loc(#loc981)
    %cst_751 = arith.constant dense<8.100000e-02> : tensor<8xf32> loc(#loc983)
    %padded_752 = tensor.pad %460 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg257: index loc(#loc323), %arg258: index loc(#loc323), %arg259: index loc(#loc323), %arg260: index loc(#loc323)):
      tensor.yield %cst_1 : f32 loc(#loc323)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc323)
    %464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_751 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_753: f32 loc(#loc323), %out_754: f32 loc(#loc323)):
      linalg.yield %in_753 : f32 loc(#loc323)
    } -> tensor<1x16x16x8xf32> loc(#loc323)
    %465 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_752, %cst_750 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%464 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc323)
    %466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%465 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_755: f32 loc(#loc325), %out_756: f32 loc(#loc325)):
      %467 = arith.maximumf %in_755, %cst_1 : f32 loc(#loc325)
      %468 = arith.minimumf %467, %cst_2 : f32 loc(#loc325)
      linalg.yield %468 : f32 loc(#loc325)
    } -> tensor<1x16x16x8xf32> loc(#loc325)
    %cst_757 = arith.constant dense<2.293814e-01> : tensor<8x1x1x8xf32> loc(#loc985)
    %cst_758 = arith.constant dense<8.200000e-02> : tensor<8xf32> loc(#loc987)
    %469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_758 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_759: f32 loc(#loc989), %out_760: f32 loc(#loc989)):
      linalg.yield %in_759 : f32 loc(#loc989)
    } -> tensor<1x16x16x8xf32> loc(#loc989)
    %collapsed_761 = tensor.collapse_shape %466 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc989)
    %collapsed_762 = tensor.collapse_shape %cst_757 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc989)
    %transposed_763 = linalg.transpose ins(%collapsed_762 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc989)
    %collapsed_764 = tensor.collapse_shape %469 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc989)
    %470 = linalg.matmul ins(%collapsed_761, %transposed_763 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_764 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc989)
    %expanded_765 = tensor.expand_shape %470 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc989)
    %471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_765 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_766: f32 loc(#loc327), %out_767: f32 loc(#loc327)):
      %472 = arith.maximumf %in_766, %cst_1 : f32 loc(#loc327)
      %473 = arith.minimumf %472, %cst_2 : f32 loc(#loc327)
      linalg.yield %473 : f32 loc(#loc327)
    } -> tensor<1x16x16x8xf32> loc(#loc327)
    %cst_768 = arith.constant dense<7.689003e-02> : tensor<8x3x1x8xf32> loc(#loc991)
    %cst_769 = arith.constant dense<8.300000e-02> : tensor<8xf32> loc(#loc993)
    %padded_770 = tensor.pad %471 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg261: index loc(#loc329), %arg262: index loc(#loc329), %arg263: index loc(#loc329), %arg264: index loc(#loc329)):
      tensor.yield %cst_1 : f32 loc(#loc329)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc329)
    %474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_769 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_771: f32 loc(#loc329), %out_772: f32 loc(#loc329)):
      linalg.yield %in_771 : f32 loc(#loc329)
    } -> tensor<1x16x16x8xf32> loc(#loc329)
    %475 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_770, %cst_768 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%474 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc329)
    %476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%475 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_773: f32 loc(#loc331), %out_774: f32 loc(#loc331)):
      %477 = arith.maximumf %in_773, %cst_1 : f32 loc(#loc331)
      %478 = arith.minimumf %477, %cst_2 : f32 loc(#loc331)
      linalg.yield %478 : f32 loc(#loc331)
    } -> tensor<1x16x16x8xf32> loc(#loc331)
    %cst_775 = arith.constant dense<2.577320e-02> : tensor<8x3x3x8xf32> loc(#loc995)
    %cst_776 = arith.constant dense<8.400000e-02> : tensor<8xf32> loc(#loc997)
    %padded_777 = tensor.pad %476 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg265: index loc(#loc333), %arg266: index loc(#loc333), %arg267: index loc(#loc333), %arg268: index loc(#loc333)):
      tensor.yield %cst_1 : f32 loc(#loc333)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc333)
    %479 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_776 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_778: f32 loc(#loc333), %out_779: f32 loc(#loc333)):
      linalg.yield %in_778 : f32 loc(#loc333)
    } -> tensor<1x16x16x8xf32> loc(#loc333)
    %480 = "linalg_ext.im2col"(%padded_777, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc333)
    %collapsed_780 = tensor.collapse_shape %cst_775 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc333)
    %transposed_781 = linalg.transpose ins(%collapsed_780 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc333)
    %collapsed_782 = tensor.collapse_shape %479 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc333)
    %481 = linalg.matmul ins(%480, %transposed_781 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_782 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc333)
    %expanded_783 = tensor.expand_shape %481 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc333)
    %482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_783, %460 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_784: f32 loc(#loc335), %in_785: f32 loc(#loc999), %out_786: f32 loc(#loc999)):
      %483 = arith.maximumf %in_784, %cst_1 : f32 loc(#loc335)
      %484 = arith.minimumf %483, %cst_2 : f32 loc(#loc335)
      %485 = arith.addf %484, %in_785 : f32 loc(#loc999)
      linalg.yield %485 : f32 loc(#loc999)
    } -> tensor<1x16x16x8xf32> loc(#loc1000)
    %cst_787 = arith.constant dense<7.774914e-02> : tensor<8x1x3x8xf32> loc(#loc1002)
    %cst_788 = arith.constant dense<8.500000e-02> : tensor<8xf32> loc(#loc1004)
    %padded_789 = tensor.pad %482 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg269: index loc(#loc338), %arg270: index loc(#loc338), %arg271: index loc(#loc338), %arg272: index loc(#loc338)):
      tensor.yield %cst_1 : f32 loc(#loc338)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc338)
    %486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_788 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_790: f32 loc(#loc338), %out_791: f32 loc(#loc338)):
      linalg.yield %in_790 : f32 loc(#loc338)
    } -> tensor<1x16x16x8xf32> loc(#loc338)
    %487 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_789, %cst_787 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%486 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc338)
    %488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%487 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_792: f32 loc(#loc340), %out_793: f32 loc(#loc340)):
      %489 = arith.maximumf %in_792, %cst_1 : f32 loc(#loc340)
      %490 = arith.minimumf %489, %cst_2 : f32 loc(#loc340)
      linalg.yield %490 : f32 loc(#loc340)
    } -> tensor<1x16x16x8xf32> loc(#loc340)
    %cst_794 = arith.constant dense<2.345361e-01> : tensor<8x1x1x8xf32> loc(#loc1006)
    %cst_795 = arith.constant dense<8.600000e-02> : tensor<8xf32> loc(#loc1008)
    %491 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_795 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_796: f32 loc(#loc1010), %out_797: f32 loc(#loc1010)):
      linalg.yield %in_796 : f32 loc(#loc1010)
    } -> tensor<1x16x16x8xf32> loc(#loc1010)
    %collapsed_798 = tensor.collapse_shape %488 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1010)
    %collapsed_799 = tensor.collapse_shape %cst_794 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1010)
    %transposed_800 = linalg.transpose ins(%collapsed_799 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1010)
    %collapsed_801 = tensor.collapse_shape %491 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1010)
    %492 = linalg.matmul ins(%collapsed_798, %transposed_800 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_801 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1010)
    %expanded_802 = tensor.expand_shape %492 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1010)
    %493 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_802 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_803: f32 loc(#loc342), %out_804: f32 loc(#loc342)):
      %494 = arith.maximumf %in_803, %cst_1 : f32 loc(#loc342)
      %495 = arith.minimumf %494, %cst_2 : f32 loc(#loc342)
      linalg.yield %495 : f32 loc(#loc342)
    } -> tensor<1x16x16x8xf32> loc(#loc342)
    %cst_805 = arith.constant dense<7.860825e-02> : tensor<8x3x1x8xf32> loc(#loc1012)
    %cst_806 = arith.constant dense<8.700000e-02> : tensor<8xf32> loc(#loc1014)
    %padded_807 = tensor.pad %493 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg273: index loc(#loc344), %arg274: index loc(#loc344), %arg275: index loc(#loc344), %arg276: index loc(#loc344)):
      tensor.yield %cst_1 : f32 loc(#loc344)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc344)
    %496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_806 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_808: f32 loc(#loc344), %out_809: f32 loc(#loc344)):
      linalg.yield %in_808 : f32 loc(#loc344)
    } -> tensor<1x16x16x8xf32> loc(#loc344)
    %497 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_807, %cst_805 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%496 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc344)
    %498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%497 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_810: f32 loc(#loc346), %out_811: f32 loc(#loc346)):
      %499 = arith.maximumf %in_810, %cst_1 : f32 loc(#loc346)
      %500 = arith.minimumf %499, %cst_2 : f32 loc(#loc346)
      linalg.yield %500 : f32 loc(#loc346)
    } -> tensor<1x16x16x8xf32> loc(#loc346)
    %cst_812 = arith.constant dense<2.634593e-02> : tensor<8x3x3x8xf32> loc(#loc1016)
    %cst_813 = arith.constant dense<8.800000e-02> : tensor<8xf32> loc(#loc1018)
    %padded_814 = tensor.pad %498 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg277: index loc(#loc348), %arg278: index loc(#loc348), %arg279: index loc(#loc348), %arg280: index loc(#loc348)):
      tensor.yield %cst_1 : f32 loc(#loc348)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc348)
    %501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_813 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_815: f32 loc(#loc348), %out_816: f32 loc(#loc348)):
      linalg.yield %in_815 : f32 loc(#loc348)
    } -> tensor<1x16x16x8xf32> loc(#loc348)
    %502 = "linalg_ext.im2col"(%padded_814, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc348)
    %collapsed_817 = tensor.collapse_shape %cst_812 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc348)
    %transposed_818 = linalg.transpose ins(%collapsed_817 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc348)
    %collapsed_819 = tensor.collapse_shape %501 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc348)
    %503 = linalg.matmul ins(%502, %transposed_818 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_819 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc348)
    %expanded_820 = tensor.expand_shape %503 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc348)
    %504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_820, %482 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_821: f32 loc(#loc350), %in_822: f32 loc(#loc1020), %out_823: f32 loc(#loc1020)):
      %505 = arith.maximumf %in_821, %cst_1 : f32 loc(#loc350)
      %506 = arith.minimumf %505, %cst_2 : f32 loc(#loc350)
      %507 = arith.addf %506, %in_822 : f32 loc(#loc1020)
      linalg.yield %507 : f32 loc(#loc1020)
    } -> tensor<1x16x16x8xf32> loc(#loc1021)
    %cst_824 = arith.constant dense<7.946735e-02> : tensor<8x1x3x8xf32> loc(#loc1023)
    %cst_825 = arith.constant dense<8.900000e-02> : tensor<8xf32> loc(#loc1025)
    %padded_826 = tensor.pad %504 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg281: index loc(#loc353), %arg282: index loc(#loc353), %arg283: index loc(#loc353), %arg284: index loc(#loc353)):
      tensor.yield %cst_1 : f32 loc(#loc353)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc353)
    %508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_825 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_827: f32 loc(#loc353), %out_828: f32 loc(#loc353)):
      linalg.yield %in_827 : f32 loc(#loc353)
    } -> tensor<1x16x16x8xf32> loc(#loc353)
    %509 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_826, %cst_824 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%508 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc353)
    %510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%509 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_829: f32 loc(#loc355), %out_830: f32 loc(#loc355)):
      %511 = arith.maximumf %in_829, %cst_1 : f32 loc(#loc355)
      %512 = arith.minimumf %511, %cst_2 : f32 loc(#loc355)
      linalg.yield %512 : f32 loc(#loc355)
    } -> tensor<1x16x16x8xf32> loc(#loc355)
    %cst_831 = arith.constant dense<2.396907e-01> : tensor<8x1x1x8xf32> loc(#loc1027)
    %cst_832 = arith.constant dense<9.000000e-02> : tensor<8xf32> loc(#loc1029)
    %513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_832 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_833: f32 loc(#loc1031), %out_834: f32 loc(#loc1031)):
      linalg.yield %in_833 : f32 loc(#loc1031)
    } -> tensor<1x16x16x8xf32> loc(#loc1031)
    %collapsed_835 = tensor.collapse_shape %510 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1031)
    %collapsed_836 = tensor.collapse_shape %cst_831 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1031)
    %transposed_837 = linalg.transpose ins(%collapsed_836 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1031)
    %collapsed_838 = tensor.collapse_shape %513 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1031)
    %514 = linalg.matmul ins(%collapsed_835, %transposed_837 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_838 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1031)
    %expanded_839 = tensor.expand_shape %514 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1031)
    %515 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_839 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_840: f32 loc(#loc357), %out_841: f32 loc(#loc357)):
      %516 = arith.maximumf %in_840, %cst_1 : f32 loc(#loc357)
      %517 = arith.minimumf %516, %cst_2 : f32 loc(#loc357)
      linalg.yield %517 : f32 loc(#loc357)
    } -> tensor<1x16x16x8xf32> loc(#loc357)
    %cst_842 = arith.constant dense<8.032646e-02> : tensor<8x3x1x8xf32> loc(#loc1033)
    %cst_843 = arith.constant dense<9.100000e-02> : tensor<8xf32> loc(#loc1035)
    %padded_844 = tensor.pad %515 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg285: index loc(#loc359), %arg286: index loc(#loc359), %arg287: index loc(#loc359), %arg288: index loc(#loc359)):
      tensor.yield %cst_1 : f32 loc(#loc359)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc359)
    %518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_843 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_845: f32 loc(#loc359), %out_846: f32 loc(#loc359)):
      linalg.yield %in_845 : f32 loc(#loc359)
    } -> tensor<1x16x16x8xf32> loc(#loc359)
    %519 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_844, %cst_842 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%518 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc359)
    %520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%519 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_847: f32 loc(#loc361), %out_848: f32 loc(#loc361)):
      %521 = arith.maximumf %in_847, %cst_1 : f32 loc(#loc361)
      %522 = arith.minimumf %521, %cst_2 : f32 loc(#loc361)
      linalg.yield %522 : f32 loc(#loc361)
    } -> tensor<1x16x16x8xf32> loc(#loc361)
    %cst_849 = arith.constant dense<2.691867e-02> : tensor<8x3x3x8xf32> loc(#loc1037)
    %cst_850 = arith.constant dense<9.200000e-02> : tensor<8xf32> loc(#loc1039)
    %padded_851 = tensor.pad %520 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg289: index loc(#loc363), %arg290: index loc(#loc363), %arg291: index loc(#loc363), %arg292: index loc(#loc363)):
      tensor.yield %cst_1 : f32 loc(#loc363)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc363)
    %523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_850 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_852: f32 loc(#loc363), %out_853: f32 loc(#loc363)):
      linalg.yield %in_852 : f32 loc(#loc363)
    } -> tensor<1x16x16x8xf32> loc(#loc363)
    %524 = "linalg_ext.im2col"(%padded_851, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc363)
    %collapsed_854 = tensor.collapse_shape %cst_849 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc363)
    %transposed_855 = linalg.transpose ins(%collapsed_854 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc363)
    %collapsed_856 = tensor.collapse_shape %523 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc363)
    %525 = linalg.matmul ins(%524, %transposed_855 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_856 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc363)
    %expanded_857 = tensor.expand_shape %525 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc363)
    %526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_857, %504 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_858: f32 loc(#loc365), %in_859: f32 loc(#loc1041), %out_860: f32 loc(#loc1041)):
      %527 = arith.maximumf %in_858, %cst_1 : f32 loc(#loc365)
      %528 = arith.minimumf %527, %cst_2 : f32 loc(#loc365)
      %529 = arith.addf %528, %in_859 : f32 loc(#loc1041)
      linalg.yield %529 : f32 loc(#loc1041)
    } -> tensor<1x16x16x8xf32> loc(#loc1042)
    %cst_861 = arith.constant dense<8.118557e-02> : tensor<8x1x3x8xf32> loc(#loc1044)
    %cst_862 = arith.constant dense<9.300000e-02> : tensor<8xf32> loc(#loc1046)
    %padded_863 = tensor.pad %526 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg293: index loc(#loc368), %arg294: index loc(#loc368), %arg295: index loc(#loc368), %arg296: index loc(#loc368)):
      tensor.yield %cst_1 : f32 loc(#loc368)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc368)
    %530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_862 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_864: f32 loc(#loc368), %out_865: f32 loc(#loc368)):
      linalg.yield %in_864 : f32 loc(#loc368)
    } -> tensor<1x16x16x8xf32> loc(#loc368)
    %531 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_863, %cst_861 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%530 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc368)
    %532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%531 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_866: f32 loc(#loc370), %out_867: f32 loc(#loc370)):
      %533 = arith.maximumf %in_866, %cst_1 : f32 loc(#loc370)
      %534 = arith.minimumf %533, %cst_2 : f32 loc(#loc370)
      linalg.yield %534 : f32 loc(#loc370)
    } -> tensor<1x16x16x8xf32> loc(#loc370)
    %cst_868 = arith.constant dense<2.448454e-01> : tensor<8x1x1x8xf32> loc(#loc1048)
    %cst_869 = arith.constant dense<9.400000e-02> : tensor<8xf32> loc(#loc1050)
    %535 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_869 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_870: f32 loc(#loc1052), %out_871: f32 loc(#loc1052)):
      linalg.yield %in_870 : f32 loc(#loc1052)
    } -> tensor<1x16x16x8xf32> loc(#loc1052)
    %collapsed_872 = tensor.collapse_shape %532 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1052)
    %collapsed_873 = tensor.collapse_shape %cst_868 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1052)
    %transposed_874 = linalg.transpose ins(%collapsed_873 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1052)
    %collapsed_875 = tensor.collapse_shape %535 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1052)
    %536 = linalg.matmul ins(%collapsed_872, %transposed_874 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_875 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1052)
    %expanded_876 = tensor.expand_shape %536 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1052)
    %537 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_876 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_877: f32 loc(#loc372), %out_878: f32 loc(#loc372)):
      %538 = arith.maximumf %in_877, %cst_1 : f32 loc(#loc372)
      %539 = arith.minimumf %538, %cst_2 : f32 loc(#loc372)
      linalg.yield %539 : f32 loc(#loc372)
    } -> tensor<1x16x16x8xf32> loc(#loc372)
    %cst_879 = arith.constant dense<8.204467e-02> : tensor<8x3x1x8xf32> loc(#loc1054)
    %cst_880 = arith.constant dense<9.500000e-02> : tensor<8xf32> loc(#loc1056)
    %padded_881 = tensor.pad %537 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg297: index loc(#loc374), %arg298: index loc(#loc374), %arg299: index loc(#loc374), %arg300: index loc(#loc374)):
      tensor.yield %cst_1 : f32 loc(#loc374)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc374)
    %540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_880 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_882: f32 loc(#loc374), %out_883: f32 loc(#loc374)):
      linalg.yield %in_882 : f32 loc(#loc374)
    } -> tensor<1x16x16x8xf32> loc(#loc374)
    %541 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_881, %cst_879 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%540 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc374)
    %542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%541 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_884: f32 loc(#loc376), %out_885: f32 loc(#loc376)):
      %543 = arith.maximumf %in_884, %cst_1 : f32 loc(#loc376)
      %544 = arith.minimumf %543, %cst_2 : f32 loc(#loc376)
      linalg.yield %544 : f32 loc(#loc376)
    } -> tensor<1x16x16x8xf32> loc(#loc376)
    %cst_886 = arith.constant dense<2.749141e-02> : tensor<8x3x3x8xf32> loc(#loc1058)
    %cst_887 = arith.constant dense<9.600000e-02> : tensor<8xf32> loc(#loc1060)
    %padded_888 = tensor.pad %542 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg301: index loc(#loc378), %arg302: index loc(#loc378), %arg303: index loc(#loc378), %arg304: index loc(#loc378)):
      tensor.yield %cst_1 : f32 loc(#loc378)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc378)
    %545 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_887 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_889: f32 loc(#loc378), %out_890: f32 loc(#loc378)):
      linalg.yield %in_889 : f32 loc(#loc378)
    } -> tensor<1x16x16x8xf32> loc(#loc378)
    %546 = "linalg_ext.im2col"(%padded_888, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc378)
    %collapsed_891 = tensor.collapse_shape %cst_886 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc378)
    %transposed_892 = linalg.transpose ins(%collapsed_891 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc378)
    %collapsed_893 = tensor.collapse_shape %545 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc378)
    %547 = linalg.matmul ins(%546, %transposed_892 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_893 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc378)
    %expanded_894 = tensor.expand_shape %547 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc378)
    %548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_894, %526 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_895: f32 loc(#loc380), %in_896: f32 loc(#loc1062), %out_897: f32 loc(#loc1062)):
      %549 = arith.maximumf %in_895, %cst_1 : f32 loc(#loc380)
      %550 = arith.minimumf %549, %cst_2 : f32 loc(#loc380)
      %551 = arith.addf %550, %in_896 : f32 loc(#loc1062)
      linalg.yield %551 : f32 loc(#loc1062)
    } -> tensor<1x16x16x8xf32> loc(#loc1063)
    %cst_898 = arith.constant dense<8.290378e-02> : tensor<8x1x3x8xf32> loc(#loc1065)
    %cst_899 = arith.constant dense<9.700000e-02> : tensor<8xf32> loc(#loc1067)
    %padded_900 = tensor.pad %548 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg305: index loc(#loc383), %arg306: index loc(#loc383), %arg307: index loc(#loc383), %arg308: index loc(#loc383)):
      tensor.yield %cst_1 : f32 loc(#loc383)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc383)
    %552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_899 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_901: f32 loc(#loc383), %out_902: f32 loc(#loc383)):
      linalg.yield %in_901 : f32 loc(#loc383)
    } -> tensor<1x16x16x8xf32> loc(#loc383)
    %553 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_900, %cst_898 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%552 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc383)
    %554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%553 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_903: f32 loc(#loc385), %out_904: f32 loc(#loc385)):
      %555 = arith.maximumf %in_903, %cst_1 : f32 loc(#loc385)
      %556 = arith.minimumf %555, %cst_2 : f32 loc(#loc385)
      linalg.yield %556 : f32 loc(#loc385)
    } -> tensor<1x16x16x8xf32> loc(#loc385)
    %cst_905 = arith.constant dense<1.250000e-01> : tensor<8x1x1x8xf32> loc(#loc1069)
    %cst_906 = arith.constant dense<9.800000e-02> : tensor<8xf32> loc(#loc1071)
    %557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_906 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_907: f32 loc(#loc1073), %out_908: f32 loc(#loc1073)):
      linalg.yield %in_907 : f32 loc(#loc1073)
    } -> tensor<1x16x16x8xf32> loc(#loc1073)
    %collapsed_909 = tensor.collapse_shape %554 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1073)
    %collapsed_910 = tensor.collapse_shape %cst_905 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1073)
    %transposed_911 = linalg.transpose ins(%collapsed_910 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1073)
    %collapsed_912 = tensor.collapse_shape %557 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1073)
    %558 = linalg.matmul ins(%collapsed_909, %transposed_911 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_912 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1073)
    %expanded_913 = tensor.expand_shape %558 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1073)
    %559 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_913 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_914: f32 loc(#loc387), %out_915: f32 loc(#loc387)):
      %560 = arith.maximumf %in_914, %cst_1 : f32 loc(#loc387)
      %561 = arith.minimumf %560, %cst_2 : f32 loc(#loc387)
      linalg.yield %561 : f32 loc(#loc387)
    } -> tensor<1x16x16x8xf32> loc(#loc387)
    %cst_916 = arith.constant dense<9.900000e-02> : tensor<8xf32> loc(#loc1075)
    %padded_917 = tensor.pad %559 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg309: index loc(#loc389), %arg310: index loc(#loc389), %arg311: index loc(#loc389), %arg312: index loc(#loc389)):
      tensor.yield %cst_1 : f32 loc(#loc389)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc389)
    %562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_916 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_918: f32 loc(#loc389), %out_919: f32 loc(#loc389)):
      linalg.yield %in_918 : f32 loc(#loc389)
    } -> tensor<1x16x16x8xf32> loc(#loc389)
    %563 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_917, %cst_5 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%562 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc389)
    %564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%563 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_920: f32 loc(#loc391), %out_921: f32 loc(#loc391)):
      %565 = arith.maximumf %in_920, %cst_1 : f32 loc(#loc391)
      %566 = arith.minimumf %565, %cst_2 : f32 loc(#loc391)
      linalg.yield %566 : f32 loc(#loc391)
    } -> tensor<1x16x16x8xf32> loc(#loc391)
    %cst_922 = arith.constant dense<1.417526e-02> : tensor<8x3x3x8xf32> loc(#loc1077)
    %cst_923 = arith.constant dense<1.000000e-01> : tensor<8xf32> loc(#loc1079)
    %padded_924 = tensor.pad %564 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg313: index loc(#loc393), %arg314: index loc(#loc393), %arg315: index loc(#loc393), %arg316: index loc(#loc393)):
      tensor.yield %cst_1 : f32 loc(#loc393)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc393)
    %567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_923 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_925: f32 loc(#loc393), %out_926: f32 loc(#loc393)):
      linalg.yield %in_925 : f32 loc(#loc393)
    } -> tensor<1x16x16x8xf32> loc(#loc393)
    %568 = "linalg_ext.im2col"(%padded_924, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc393)
    %collapsed_927 = tensor.collapse_shape %cst_922 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc393)
    %transposed_928 = linalg.transpose ins(%collapsed_927 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc393)
    %collapsed_929 = tensor.collapse_shape %567 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc393)
    %569 = linalg.matmul ins(%568, %transposed_928 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_929 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc393)
    %expanded_930 = tensor.expand_shape %569 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc393)
    %570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_930, %548 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_931: f32 loc(#loc395), %in_932: f32 loc(#loc1081), %out_933: f32 loc(#loc1081)):
      %571 = arith.maximumf %in_931, %cst_1 : f32 loc(#loc395)
      %572 = arith.minimumf %571, %cst_2 : f32 loc(#loc395)
      %573 = arith.addf %572, %in_932 : f32 loc(#loc1081)
      linalg.yield %573 : f32 loc(#loc1081)
    } -> tensor<1x16x16x8xf32> loc(#loc1082)
    %cst_934 = arith.constant dense<1.010000e-01> : tensor<8xf32> loc(#loc1084)
    %padded_935 = tensor.pad %570 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg317: index loc(#loc398), %arg318: index loc(#loc398), %arg319: index loc(#loc398), %arg320: index loc(#loc398)):
      tensor.yield %cst_1 : f32 loc(#loc398)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc398)
    %574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_934 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_936: f32 loc(#loc398), %out_937: f32 loc(#loc398)):
      linalg.yield %in_936 : f32 loc(#loc398)
    } -> tensor<1x16x16x8xf32> loc(#loc398)
    %575 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_935, %cst_20 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%574 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc398)
    %576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%575 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_938: f32 loc(#loc400), %out_939: f32 loc(#loc400)):
      %577 = arith.maximumf %in_938, %cst_1 : f32 loc(#loc400)
      %578 = arith.minimumf %577, %cst_2 : f32 loc(#loc400)
      linalg.yield %578 : f32 loc(#loc400)
    } -> tensor<1x16x16x8xf32> loc(#loc400)
    %cst_940 = arith.constant dense<1.301546e-01> : tensor<8x1x1x8xf32> loc(#loc1086)
    %cst_941 = arith.constant dense<1.020000e-01> : tensor<8xf32> loc(#loc1088)
    %579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_941 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_942: f32 loc(#loc1090), %out_943: f32 loc(#loc1090)):
      linalg.yield %in_942 : f32 loc(#loc1090)
    } -> tensor<1x16x16x8xf32> loc(#loc1090)
    %collapsed_944 = tensor.collapse_shape %576 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1090)
    %collapsed_945 = tensor.collapse_shape %cst_940 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1090)
    %transposed_946 = linalg.transpose ins(%collapsed_945 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1090)
    %collapsed_947 = tensor.collapse_shape %579 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1090)
    %580 = linalg.matmul ins(%collapsed_944, %transposed_946 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_947 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1090)
    %expanded_948 = tensor.expand_shape %580 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1090)
    %581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_948 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_949: f32 loc(#loc402), %out_950: f32 loc(#loc402)):
      %582 = arith.maximumf %in_949, %cst_1 : f32 loc(#loc402)
      %583 = arith.minimumf %582, %cst_2 : f32 loc(#loc402)
      linalg.yield %583 : f32 loc(#loc402)
    } -> tensor<1x16x16x8xf32> loc(#loc402)
    %cst_951 = arith.constant dense<1.030000e-01> : tensor<8xf32> loc(#loc1092)
    %padded_952 = tensor.pad %581 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg321: index loc(#loc404), %arg322: index loc(#loc404), %arg323: index loc(#loc404), %arg324: index loc(#loc404)):
      tensor.yield %cst_1 : f32 loc(#loc404)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc404)
    %584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_951 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_953: f32 loc(#loc404), %out_954: f32 loc(#loc404)):
      linalg.yield %in_953 : f32 loc(#loc404)
    } -> tensor<1x16x16x8xf32> loc(#loc404)
    %585 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_952, %cst_62 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%584 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc404)
    %586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%585 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_955: f32 loc(#loc406), %out_956: f32 loc(#loc406)):
      %587 = arith.maximumf %in_955, %cst_1 : f32 loc(#loc406)
      %588 = arith.minimumf %587, %cst_2 : f32 loc(#loc406)
      linalg.yield %588 : f32 loc(#loc406)
    } -> tensor<1x16x16x8xf32> loc(#loc406)
    %cst_957 = arith.constant dense<1.474800e-02> : tensor<8x3x3x8xf32> loc(#loc1094)
    %cst_958 = arith.constant dense<1.040000e-01> : tensor<8xf32> loc(#loc1096)
    %padded_959 = tensor.pad %586 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg325: index loc(#loc408), %arg326: index loc(#loc408), %arg327: index loc(#loc408), %arg328: index loc(#loc408)):
      tensor.yield %cst_1 : f32 loc(#loc408)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc408)
    %589 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_958 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_960: f32 loc(#loc408), %out_961: f32 loc(#loc408)):
      linalg.yield %in_960 : f32 loc(#loc408)
    } -> tensor<1x16x16x8xf32> loc(#loc408)
    %590 = "linalg_ext.im2col"(%padded_959, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc408)
    %collapsed_962 = tensor.collapse_shape %cst_957 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc408)
    %transposed_963 = linalg.transpose ins(%collapsed_962 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc408)
    %collapsed_964 = tensor.collapse_shape %589 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc408)
    %591 = linalg.matmul ins(%590, %transposed_963 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_964 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc408)
    %expanded_965 = tensor.expand_shape %591 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc408)
    %592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_965, %570 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_966: f32 loc(#loc410), %in_967: f32 loc(#loc1098), %out_968: f32 loc(#loc1098)):
      %593 = arith.maximumf %in_966, %cst_1 : f32 loc(#loc410)
      %594 = arith.minimumf %593, %cst_2 : f32 loc(#loc410)
      %595 = arith.addf %594, %in_967 : f32 loc(#loc1098)
      linalg.yield %595 : f32 loc(#loc1098)
    } -> tensor<1x16x16x8xf32> loc(#loc1099)
    %cst_969 = arith.constant dense<1.050000e-01> : tensor<8xf32> loc(#loc1101)
    %padded_970 = tensor.pad %592 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg329: index loc(#loc413), %arg330: index loc(#loc413), %arg331: index loc(#loc413), %arg332: index loc(#loc413)):
      tensor.yield %cst_1 : f32 loc(#loc413)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc413)
    %596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_969 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_971: f32 loc(#loc413), %out_972: f32 loc(#loc413)):
      linalg.yield %in_971 : f32 loc(#loc413)
    } -> tensor<1x16x16x8xf32> loc(#loc413)
    %597 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_970, %cst_80 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%596 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc413)
    %598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%597 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_973: f32 loc(#loc415), %out_974: f32 loc(#loc415)):
      %599 = arith.maximumf %in_973, %cst_1 : f32 loc(#loc415)
      %600 = arith.minimumf %599, %cst_2 : f32 loc(#loc415)
      linalg.yield %600 : f32 loc(#loc415)
    } -> tensor<1x16x16x8xf32> loc(#loc415)
    %cst_975 = arith.constant dense<1.353093e-01> : tensor<8x1x1x8xf32> loc(#loc1103)
    %cst_976 = arith.constant dense<1.060000e-01> : tensor<8xf32> loc(#loc1105)
    %601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_976 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_977: f32 loc(#loc1107), %out_978: f32 loc(#loc1107)):
      linalg.yield %in_977 : f32 loc(#loc1107)
    } -> tensor<1x16x16x8xf32> loc(#loc1107)
    %collapsed_979 = tensor.collapse_shape %598 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1107)
    %collapsed_980 = tensor.collapse_shape %cst_975 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1107)
    %transposed_981 = linalg.transpose ins(%collapsed_980 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1107)
    %collapsed_982 = tensor.collapse_shape %601 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1107)
    %602 = linalg.matmul ins(%collapsed_979, %transposed_981 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_982 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1107)
    %expanded_983 = tensor.expand_shape %602 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1107)
    %603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_983 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_984: f32 loc(#loc417), %out_985: f32 loc(#loc417)):
      %604 = arith.maximumf %in_984, %cst_1 : f32 loc(#loc417)
      %605 = arith.minimumf %604, %cst_2 : f32 loc(#loc417)
      linalg.yield %605 : f32 loc(#loc417)
    } -> tensor<1x16x16x8xf32> loc(#loc417)
    %cst_986 = arith.constant dense<1.070000e-01> : tensor<8xf32> loc(#loc1109)
    %padded_987 = tensor.pad %603 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg333: index loc(#loc419), %arg334: index loc(#loc419), %arg335: index loc(#loc419), %arg336: index loc(#loc419)):
      tensor.yield %cst_1 : f32 loc(#loc419)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc419)
    %606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_986 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_988: f32 loc(#loc419), %out_989: f32 loc(#loc419)):
      linalg.yield %in_988 : f32 loc(#loc419)
    } -> tensor<1x16x16x8xf32> loc(#loc419)
    %607 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_987, %cst_99 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%606 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc419)
    %608 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%607 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_990: f32 loc(#loc421), %out_991: f32 loc(#loc421)):
      %609 = arith.maximumf %in_990, %cst_1 : f32 loc(#loc421)
      %610 = arith.minimumf %609, %cst_2 : f32 loc(#loc421)
      linalg.yield %610 : f32 loc(#loc421)
    } -> tensor<1x16x16x8xf32> loc(#loc421)
    %cst_992 = arith.constant dense<4.596220e-02> : tensor<8x1x3x8xf32> loc(#loc1111)
    %cst_993 = arith.constant dense<1.080000e-01> : tensor<8xf32> loc(#loc1113)
    %padded_994 = tensor.pad %608 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg337: index loc(#loc423), %arg338: index loc(#loc423), %arg339: index loc(#loc423), %arg340: index loc(#loc423)):
      tensor.yield %cst_1 : f32 loc(#loc423)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc423)
    %611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_993 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_995: f32 loc(#loc423), %out_996: f32 loc(#loc423)):
      linalg.yield %in_995 : f32 loc(#loc423)
    } -> tensor<1x16x16x8xf32> loc(#loc423)
    %612 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_994, %cst_992 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%611 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc423)
    %613 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%612, %592 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_997: f32 loc(#loc425), %in_998: f32 loc(#loc1115), %out_999: f32 loc(#loc1115)):
      %614 = arith.maximumf %in_997, %cst_1 : f32 loc(#loc425)
      %615 = arith.minimumf %614, %cst_2 : f32 loc(#loc425)
      %616 = arith.addf %615, %in_998 : f32 loc(#loc1115)
      linalg.yield %616 : f32 loc(#loc1115)
    } -> tensor<1x16x16x8xf32> loc(#loc1116)
    %cst_1000 = arith.constant dense<1.546392e-02> : tensor<8x3x3x8xf32> loc(#loc1118)
    %cst_1001 = arith.constant dense<1.090000e-01> : tensor<8xf32> loc(#loc1120)
    %padded_1002 = tensor.pad %613 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg341: index loc(#loc428), %arg342: index loc(#loc428), %arg343: index loc(#loc428), %arg344: index loc(#loc428)):
      tensor.yield %cst_1 : f32 loc(#loc428)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc428)
    %617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1001 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1003: f32 loc(#loc428), %out_1004: f32 loc(#loc428)):
      linalg.yield %in_1003 : f32 loc(#loc428)
    } -> tensor<1x16x16x8xf32> loc(#loc428)
    %618 = "linalg_ext.im2col"(%padded_1002, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc428)
    %collapsed_1005 = tensor.collapse_shape %cst_1000 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc428)
    %transposed_1006 = linalg.transpose ins(%collapsed_1005 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc428)
    %collapsed_1007 = tensor.collapse_shape %617 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc428)
    %619 = linalg.matmul ins(%618, %transposed_1006 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1007 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc428)
    %expanded_1008 = tensor.expand_shape %619 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc428)
    %620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1008 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1009: f32 loc(#loc430), %out_1010: f32 loc(#loc430)):
      %621 = arith.maximumf %in_1009, %cst_1 : f32 loc(#loc430)
      %622 = arith.minimumf %621, %cst_2 : f32 loc(#loc430)
      linalg.yield %622 : f32 loc(#loc430)
    } -> tensor<1x16x16x8xf32> loc(#loc430)
    %cst_1011 = arith.constant dense<4.682131e-02> : tensor<8x3x1x8xf32> loc(#loc1122)
    %cst_1012 = arith.constant dense<1.100000e-01> : tensor<8xf32> loc(#loc1124)
    %padded_1013 = tensor.pad %620 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg345: index loc(#loc432), %arg346: index loc(#loc432), %arg347: index loc(#loc432), %arg348: index loc(#loc432)):
      tensor.yield %cst_1 : f32 loc(#loc432)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc432)
    %623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1012 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1014: f32 loc(#loc432), %out_1015: f32 loc(#loc432)):
      linalg.yield %in_1014 : f32 loc(#loc432)
    } -> tensor<1x16x16x8xf32> loc(#loc432)
    %624 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1013, %cst_1011 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%623 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc432)
    %625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%624 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1016: f32 loc(#loc434), %out_1017: f32 loc(#loc434)):
      %626 = arith.maximumf %in_1016, %cst_1 : f32 loc(#loc434)
      %627 = arith.minimumf %626, %cst_2 : f32 loc(#loc434)
      linalg.yield %627 : f32 loc(#loc434)
    } -> tensor<1x16x16x8xf32> loc(#loc434)
    %cst_1018 = arith.constant dense<1.417526e-01> : tensor<8x1x1x8xf32> loc(#loc1126)
    %cst_1019 = arith.constant dense<1.110000e-01> : tensor<8xf32> loc(#loc1128)
    %628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1019 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1020: f32 loc(#loc1130), %out_1021: f32 loc(#loc1130)):
      linalg.yield %in_1020 : f32 loc(#loc1130)
    } -> tensor<1x16x16x8xf32> loc(#loc1130)
    %collapsed_1022 = tensor.collapse_shape %625 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1130)
    %collapsed_1023 = tensor.collapse_shape %cst_1018 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1130)
    %transposed_1024 = linalg.transpose ins(%collapsed_1023 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1130)
    %collapsed_1025 = tensor.collapse_shape %628 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1130)
    %629 = linalg.matmul ins(%collapsed_1022, %transposed_1024 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1025 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1130)
    %expanded_1026 = tensor.expand_shape %629 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1130)
    %630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1026 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1027: f32 loc(#loc436), %out_1028: f32 loc(#loc436)):
      %631 = arith.maximumf %in_1027, %cst_1 : f32 loc(#loc436)
      %632 = arith.minimumf %631, %cst_2 : f32 loc(#loc436)
      linalg.yield %632 : f32 loc(#loc436)
    } -> tensor<1x16x16x8xf32> loc(#loc436)
    %cst_1029 = arith.constant dense<4.768041e-02> : tensor<8x1x3x8xf32> loc(#loc1132)
    %cst_1030 = arith.constant dense<1.120000e-01> : tensor<8xf32> loc(#loc1134)
    %padded_1031 = tensor.pad %630 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg349: index loc(#loc438), %arg350: index loc(#loc438), %arg351: index loc(#loc438), %arg352: index loc(#loc438)):
      tensor.yield %cst_1 : f32 loc(#loc438)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc438)
    %633 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1030 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1032: f32 loc(#loc438), %out_1033: f32 loc(#loc438)):
      linalg.yield %in_1032 : f32 loc(#loc438)
    } -> tensor<1x16x16x8xf32> loc(#loc438)
    %634 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1031, %cst_1029 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%633 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc438)
    %635 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%634, %613 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1034: f32 loc(#loc440), %in_1035: f32 loc(#loc1136), %out_1036: f32 loc(#loc1136)):
      %636 = arith.maximumf %in_1034, %cst_1 : f32 loc(#loc440)
      %637 = arith.minimumf %636, %cst_2 : f32 loc(#loc440)
      %638 = arith.addf %637, %in_1035 : f32 loc(#loc1136)
      linalg.yield %638 : f32 loc(#loc1136)
    } -> tensor<1x16x16x8xf32> loc(#loc1137)
    %cst_1037 = arith.constant dense<1.603666e-02> : tensor<8x3x3x8xf32> loc(#loc1139)
    %cst_1038 = arith.constant dense<1.130000e-01> : tensor<8xf32> loc(#loc1141)
    %padded_1039 = tensor.pad %635 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg353: index loc(#loc443), %arg354: index loc(#loc443), %arg355: index loc(#loc443), %arg356: index loc(#loc443)):
      tensor.yield %cst_1 : f32 loc(#loc443)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc443)
    %639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1038 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1040: f32 loc(#loc443), %out_1041: f32 loc(#loc443)):
      linalg.yield %in_1040 : f32 loc(#loc443)
    } -> tensor<1x16x16x8xf32> loc(#loc443)
    %640 = "linalg_ext.im2col"(%padded_1039, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc443)
    %collapsed_1042 = tensor.collapse_shape %cst_1037 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc443)
    %transposed_1043 = linalg.transpose ins(%collapsed_1042 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc443)
    %collapsed_1044 = tensor.collapse_shape %639 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc443)
    %641 = linalg.matmul ins(%640, %transposed_1043 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1044 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc443)
    %expanded_1045 = tensor.expand_shape %641 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc443)
    %642 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1045 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1046: f32 loc(#loc445), %out_1047: f32 loc(#loc445)):
      %643 = arith.maximumf %in_1046, %cst_1 : f32 loc(#loc445)
      %644 = arith.minimumf %643, %cst_2 : f32 loc(#loc445)
      linalg.yield %644 : f32 loc(#loc445)
    } -> tensor<1x16x16x8xf32> loc(#loc445)
    %cst_1048 = arith.constant dense<4.853952e-02> : tensor<8x3x1x8xf32> loc(#loc1143)
    %cst_1049 = arith.constant dense<1.140000e-01> : tensor<8xf32> loc(#loc1145)
    %padded_1050 = tensor.pad %642 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg357: index loc(#loc447), %arg358: index loc(#loc447), %arg359: index loc(#loc447), %arg360: index loc(#loc447)):
      tensor.yield %cst_1 : f32 loc(#loc447)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc447)
    %645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1049 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1051: f32 loc(#loc447), %out_1052: f32 loc(#loc447)):
      linalg.yield %in_1051 : f32 loc(#loc447)
    } -> tensor<1x16x16x8xf32> loc(#loc447)
    %646 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1050, %cst_1048 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%645 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc447)
    %647 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%646 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1053: f32 loc(#loc449), %out_1054: f32 loc(#loc449)):
      %648 = arith.maximumf %in_1053, %cst_1 : f32 loc(#loc449)
      %649 = arith.minimumf %648, %cst_2 : f32 loc(#loc449)
      linalg.yield %649 : f32 loc(#loc449)
    } -> tensor<1x16x16x8xf32> loc(#loc449)
    %cst_1055 = arith.constant dense<1.469072e-01> : tensor<8x1x1x8xf32> loc(#loc1147)
    %cst_1056 = arith.constant dense<1.150000e-01> : tensor<8xf32> loc(#loc1149)
    %650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1056 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1057: f32 loc(#loc1151), %out_1058: f32 loc(#loc1151)):
      linalg.yield %in_1057 : f32 loc(#loc1151)
    } -> tensor<1x16x16x8xf32> loc(#loc1151)
    %collapsed_1059 = tensor.collapse_shape %647 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1151)
    %collapsed_1060 = tensor.collapse_shape %cst_1055 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1151)
    %transposed_1061 = linalg.transpose ins(%collapsed_1060 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1151)
    %collapsed_1062 = tensor.collapse_shape %650 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1151)
    %651 = linalg.matmul ins(%collapsed_1059, %transposed_1061 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1062 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1151)
    %expanded_1063 = tensor.expand_shape %651 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1151)
    %652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1063 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1064: f32 loc(#loc451), %out_1065: f32 loc(#loc451)):
      %653 = arith.maximumf %in_1064, %cst_1 : f32 loc(#loc451)
      %654 = arith.minimumf %653, %cst_2 : f32 loc(#loc451)
      linalg.yield %654 : f32 loc(#loc451)
    } -> tensor<1x16x16x8xf32> loc(#loc451)
    %cst_1066 = arith.constant dense<4.939863e-02> : tensor<8x1x3x8xf32> loc(#loc1153)
    %cst_1067 = arith.constant dense<1.160000e-01> : tensor<8xf32> loc(#loc1155)
    %padded_1068 = tensor.pad %652 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg361: index loc(#loc453), %arg362: index loc(#loc453), %arg363: index loc(#loc453), %arg364: index loc(#loc453)):
      tensor.yield %cst_1 : f32 loc(#loc453)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc453)
    %655 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1067 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1069: f32 loc(#loc453), %out_1070: f32 loc(#loc453)):
      linalg.yield %in_1069 : f32 loc(#loc453)
    } -> tensor<1x16x16x8xf32> loc(#loc453)
    %656 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1068, %cst_1066 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%655 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc453)
    %657 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%656, %635 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1071: f32 loc(#loc455), %in_1072: f32 loc(#loc1157), %out_1073: f32 loc(#loc1157)):
      %658 = arith.maximumf %in_1071, %cst_1 : f32 loc(#loc455)
      %659 = arith.minimumf %658, %cst_2 : f32 loc(#loc455)
      %660 = arith.addf %659, %in_1072 : f32 loc(#loc1157)
      linalg.yield %660 : f32 loc(#loc1157)
    } -> tensor<1x16x16x8xf32> loc(#loc1158)
    %cst_1074 = arith.constant dense<1.660939e-02> : tensor<8x3x3x8xf32> loc(#loc1160)
    %cst_1075 = arith.constant dense<1.170000e-01> : tensor<8xf32> loc(#loc1162)
    %padded_1076 = tensor.pad %657 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg365: index loc(#loc458), %arg366: index loc(#loc458), %arg367: index loc(#loc458), %arg368: index loc(#loc458)):
      tensor.yield %cst_1 : f32 loc(#loc458)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc458)
    %661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1075 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1077: f32 loc(#loc458), %out_1078: f32 loc(#loc458)):
      linalg.yield %in_1077 : f32 loc(#loc458)
    } -> tensor<1x16x16x8xf32> loc(#loc458)
    %662 = "linalg_ext.im2col"(%padded_1076, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc458)
    %collapsed_1079 = tensor.collapse_shape %cst_1074 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc458)
    %transposed_1080 = linalg.transpose ins(%collapsed_1079 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc458)
    %collapsed_1081 = tensor.collapse_shape %661 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc458)
    %663 = linalg.matmul ins(%662, %transposed_1080 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1081 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc458)
    %expanded_1082 = tensor.expand_shape %663 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc458)
    %664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1082 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1083: f32 loc(#loc460), %out_1084: f32 loc(#loc460)):
      %665 = arith.maximumf %in_1083, %cst_1 : f32 loc(#loc460)
      %666 = arith.minimumf %665, %cst_2 : f32 loc(#loc460)
      linalg.yield %666 : f32 loc(#loc460)
    } -> tensor<1x16x16x8xf32> loc(#loc460)
    %cst_1085 = arith.constant dense<5.025773e-02> : tensor<8x3x1x8xf32> loc(#loc1164)
    %cst_1086 = arith.constant dense<1.180000e-01> : tensor<8xf32> loc(#loc1166)
    %padded_1087 = tensor.pad %664 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg369: index loc(#loc462), %arg370: index loc(#loc462), %arg371: index loc(#loc462), %arg372: index loc(#loc462)):
      tensor.yield %cst_1 : f32 loc(#loc462)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc462)
    %667 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1086 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1088: f32 loc(#loc462), %out_1089: f32 loc(#loc462)):
      linalg.yield %in_1088 : f32 loc(#loc462)
    } -> tensor<1x16x16x8xf32> loc(#loc462)
    %668 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1087, %cst_1085 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%667 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc462)
    %669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%668 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1090: f32 loc(#loc464), %out_1091: f32 loc(#loc464)):
      %670 = arith.maximumf %in_1090, %cst_1 : f32 loc(#loc464)
      %671 = arith.minimumf %670, %cst_2 : f32 loc(#loc464)
      linalg.yield %671 : f32 loc(#loc464)
    } -> tensor<1x16x16x8xf32> loc(#loc464)
    %cst_1092 = arith.constant dense<1.520619e-01> : tensor<8x1x1x8xf32> loc(#loc1168)
    %cst_1093 = arith.constant dense<1.190000e-01> : tensor<8xf32> loc(#loc1170)
    %672 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1093 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1094: f32 loc(#loc1172), %out_1095: f32 loc(#loc1172)):
      linalg.yield %in_1094 : f32 loc(#loc1172)
    } -> tensor<1x16x16x8xf32> loc(#loc1172)
    %collapsed_1096 = tensor.collapse_shape %669 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1172)
    %collapsed_1097 = tensor.collapse_shape %cst_1092 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1172)
    %transposed_1098 = linalg.transpose ins(%collapsed_1097 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1172)
    %collapsed_1099 = tensor.collapse_shape %672 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1172)
    %673 = linalg.matmul ins(%collapsed_1096, %transposed_1098 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1099 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1172)
    %expanded_1100 = tensor.expand_shape %673 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1172)
    %674 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1100 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1101: f32 loc(#loc466), %out_1102: f32 loc(#loc466)):
      %675 = arith.maximumf %in_1101, %cst_1 : f32 loc(#loc466)
      %676 = arith.minimumf %675, %cst_2 : f32 loc(#loc466)
      linalg.yield %676 : f32 loc(#loc466)
    } -> tensor<1x16x16x8xf32> loc(#loc466)
    %cst_1103 = arith.constant dense<5.111684e-02> : tensor<8x1x3x8xf32> loc(#loc1174)
    %cst_1104 = arith.constant dense<1.200000e-01> : tensor<8xf32> loc(#loc1176)
    %padded_1105 = tensor.pad %674 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg373: index loc(#loc468), %arg374: index loc(#loc468), %arg375: index loc(#loc468), %arg376: index loc(#loc468)):
      tensor.yield %cst_1 : f32 loc(#loc468)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc468)
    %677 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1104 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1106: f32 loc(#loc468), %out_1107: f32 loc(#loc468)):
      linalg.yield %in_1106 : f32 loc(#loc468)
    } -> tensor<1x16x16x8xf32> loc(#loc468)
    %678 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1105, %cst_1103 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%677 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc468)
    %679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%678, %657 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1108: f32 loc(#loc470), %in_1109: f32 loc(#loc1178), %out_1110: f32 loc(#loc1178)):
      %680 = arith.maximumf %in_1108, %cst_1 : f32 loc(#loc470)
      %681 = arith.minimumf %680, %cst_2 : f32 loc(#loc470)
      %682 = arith.addf %681, %in_1109 : f32 loc(#loc1178)
      linalg.yield %682 : f32 loc(#loc1178)
    } -> tensor<1x16x16x8xf32> loc(#loc1179)
    %cst_1111 = arith.constant dense<1.718213e-02> : tensor<8x3x3x8xf32> loc(#loc1181)
    %cst_1112 = arith.constant dense<1.210000e-01> : tensor<8xf32> loc(#loc1183)
    %padded_1113 = tensor.pad %679 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg377: index loc(#loc473), %arg378: index loc(#loc473), %arg379: index loc(#loc473), %arg380: index loc(#loc473)):
      tensor.yield %cst_1 : f32 loc(#loc473)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc473)
    %683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1112 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1114: f32 loc(#loc473), %out_1115: f32 loc(#loc473)):
      linalg.yield %in_1114 : f32 loc(#loc473)
    } -> tensor<1x16x16x8xf32> loc(#loc473)
    %684 = "linalg_ext.im2col"(%padded_1113, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc473)
    %collapsed_1116 = tensor.collapse_shape %cst_1111 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc473)
    %transposed_1117 = linalg.transpose ins(%collapsed_1116 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc473)
    %collapsed_1118 = tensor.collapse_shape %683 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc473)
    %685 = linalg.matmul ins(%684, %transposed_1117 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1118 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc473)
    %expanded_1119 = tensor.expand_shape %685 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc473)
    %686 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1119 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1120: f32 loc(#loc475), %out_1121: f32 loc(#loc475)):
      %687 = arith.maximumf %in_1120, %cst_1 : f32 loc(#loc475)
      %688 = arith.minimumf %687, %cst_2 : f32 loc(#loc475)
      linalg.yield %688 : f32 loc(#loc475)
    } -> tensor<1x16x16x8xf32> loc(#loc475)
    %cst_1122 = arith.constant dense<5.197595e-02> : tensor<8x3x1x8xf32> loc(#loc1185)
    %cst_1123 = arith.constant dense<1.220000e-01> : tensor<8xf32> loc(#loc1187)
    %padded_1124 = tensor.pad %686 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg381: index loc(#loc477), %arg382: index loc(#loc477), %arg383: index loc(#loc477), %arg384: index loc(#loc477)):
      tensor.yield %cst_1 : f32 loc(#loc477)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc477)
    %689 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1123 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1125: f32 loc(#loc477), %out_1126: f32 loc(#loc477)):
      linalg.yield %in_1125 : f32 loc(#loc477)
    } -> tensor<1x16x16x8xf32> loc(#loc477)
    %690 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1124, %cst_1122 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%689 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc477)
    %691 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%690 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1127: f32 loc(#loc479), %out_1128: f32 loc(#loc479)):
      %692 = arith.maximumf %in_1127, %cst_1 : f32 loc(#loc479)
      %693 = arith.minimumf %692, %cst_2 : f32 loc(#loc479)
      linalg.yield %693 : f32 loc(#loc479)
    } -> tensor<1x16x16x8xf32> loc(#loc479)
    %cst_1129 = arith.constant dense<1.572165e-01> : tensor<8x1x1x8xf32> loc(#loc1189)
    %cst_1130 = arith.constant dense<1.230000e-01> : tensor<8xf32> loc(#loc1191)
    %694 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1130 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1131: f32 loc(#loc1193), %out_1132: f32 loc(#loc1193)):
      linalg.yield %in_1131 : f32 loc(#loc1193)
    } -> tensor<1x16x16x8xf32> loc(#loc1193)
    %collapsed_1133 = tensor.collapse_shape %691 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1193)
    %collapsed_1134 = tensor.collapse_shape %cst_1129 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1193)
    %transposed_1135 = linalg.transpose ins(%collapsed_1134 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1193)
    %collapsed_1136 = tensor.collapse_shape %694 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1193)
    %695 = linalg.matmul ins(%collapsed_1133, %transposed_1135 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1136 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1193)
    %expanded_1137 = tensor.expand_shape %695 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1193)
    %696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1137 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1138: f32 loc(#loc481), %out_1139: f32 loc(#loc481)):
      %697 = arith.maximumf %in_1138, %cst_1 : f32 loc(#loc481)
      %698 = arith.minimumf %697, %cst_2 : f32 loc(#loc481)
      linalg.yield %698 : f32 loc(#loc481)
    } -> tensor<1x16x16x8xf32> loc(#loc481)
    %cst_1140 = arith.constant dense<1.240000e-01> : tensor<8xf32> loc(#loc1195)
    %padded_1141 = tensor.pad %696 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg385: index loc(#loc483), %arg386: index loc(#loc483), %arg387: index loc(#loc483), %arg388: index loc(#loc483)):
      tensor.yield %cst_1 : f32 loc(#loc483)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc483)
    %699 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1140 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1142: f32 loc(#loc483), %out_1143: f32 loc(#loc483)):
      linalg.yield %in_1142 : f32 loc(#loc483)
    } -> tensor<1x16x16x8xf32> loc(#loc483)
    %700 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1141, %cst_254 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%699 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc483)
    %701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%700, %679 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1144: f32 loc(#loc485), %in_1145: f32 loc(#loc1197), %out_1146: f32 loc(#loc1197)):
      %702 = arith.maximumf %in_1144, %cst_1 : f32 loc(#loc485)
      %703 = arith.minimumf %702, %cst_2 : f32 loc(#loc485)
      %704 = arith.addf %703, %in_1145 : f32 loc(#loc1197)
      linalg.yield %704 : f32 loc(#loc1197)
    } -> tensor<1x16x16x8xf32> loc(#loc1198)
    %cst_1147 = arith.constant dense<1.775487e-02> : tensor<8x3x3x8xf32> loc(#loc1200)
    %cst_1148 = arith.constant dense<1.250000e-01> : tensor<8xf32> loc(#loc1202)
    %padded_1149 = tensor.pad %701 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg389: index loc(#loc488), %arg390: index loc(#loc488), %arg391: index loc(#loc488), %arg392: index loc(#loc488)):
      tensor.yield %cst_1 : f32 loc(#loc488)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc488)
    %705 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1148 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1150: f32 loc(#loc488), %out_1151: f32 loc(#loc488)):
      linalg.yield %in_1150 : f32 loc(#loc488)
    } -> tensor<1x16x16x8xf32> loc(#loc488)
    %706 = "linalg_ext.im2col"(%padded_1149, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc488)
    %collapsed_1152 = tensor.collapse_shape %cst_1147 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc488)
    %transposed_1153 = linalg.transpose ins(%collapsed_1152 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc488)
    %collapsed_1154 = tensor.collapse_shape %705 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc488)
    %707 = linalg.matmul ins(%706, %transposed_1153 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1154 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc488)
    %expanded_1155 = tensor.expand_shape %707 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc488)
    %708 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1155 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1156: f32 loc(#loc490), %out_1157: f32 loc(#loc490)):
      %709 = arith.maximumf %in_1156, %cst_1 : f32 loc(#loc490)
      %710 = arith.minimumf %709, %cst_2 : f32 loc(#loc490)
      linalg.yield %710 : f32 loc(#loc490)
    } -> tensor<1x16x16x8xf32> loc(#loc490)
    %cst_1158 = arith.constant dense<1.260000e-01> : tensor<8xf32> loc(#loc1204)
    %padded_1159 = tensor.pad %708 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg393: index loc(#loc492), %arg394: index loc(#loc492), %arg395: index loc(#loc492), %arg396: index loc(#loc492)):
      tensor.yield %cst_1 : f32 loc(#loc492)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc492)
    %711 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1158 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1160: f32 loc(#loc492), %out_1161: f32 loc(#loc492)):
      linalg.yield %in_1160 : f32 loc(#loc492)
    } -> tensor<1x16x16x8xf32> loc(#loc492)
    %712 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1159, %cst_273 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%711 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc492)
    %713 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%712 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1162: f32 loc(#loc494), %out_1163: f32 loc(#loc494)):
      %714 = arith.maximumf %in_1162, %cst_1 : f32 loc(#loc494)
      %715 = arith.minimumf %714, %cst_2 : f32 loc(#loc494)
      linalg.yield %715 : f32 loc(#loc494)
    } -> tensor<1x16x16x8xf32> loc(#loc494)
    %cst_1164 = arith.constant dense<1.623711e-01> : tensor<8x1x1x8xf32> loc(#loc1206)
    %cst_1165 = arith.constant dense<1.270000e-01> : tensor<8xf32> loc(#loc1208)
    %716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1165 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1166: f32 loc(#loc1210), %out_1167: f32 loc(#loc1210)):
      linalg.yield %in_1166 : f32 loc(#loc1210)
    } -> tensor<1x16x16x8xf32> loc(#loc1210)
    %collapsed_1168 = tensor.collapse_shape %713 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1210)
    %collapsed_1169 = tensor.collapse_shape %cst_1164 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1210)
    %transposed_1170 = linalg.transpose ins(%collapsed_1169 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1210)
    %collapsed_1171 = tensor.collapse_shape %716 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1210)
    %717 = linalg.matmul ins(%collapsed_1168, %transposed_1170 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1171 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1210)
    %expanded_1172 = tensor.expand_shape %717 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1210)
    %718 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1172 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1173: f32 loc(#loc496), %out_1174: f32 loc(#loc496)):
      %719 = arith.maximumf %in_1173, %cst_1 : f32 loc(#loc496)
      %720 = arith.minimumf %719, %cst_2 : f32 loc(#loc496)
      linalg.yield %720 : f32 loc(#loc496)
    } -> tensor<1x16x16x8xf32> loc(#loc496)
    %cst_1175 = arith.constant dense<1.280000e-01> : tensor<8xf32> loc(#loc1212)
    %padded_1176 = tensor.pad %718 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg397: index loc(#loc498), %arg398: index loc(#loc498), %arg399: index loc(#loc498), %arg400: index loc(#loc498)):
      tensor.yield %cst_1 : f32 loc(#loc498)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc498)
    %721 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1175 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1177: f32 loc(#loc498), %out_1178: f32 loc(#loc498)):
      linalg.yield %in_1177 : f32 loc(#loc498)
    } -> tensor<1x16x16x8xf32> loc(#loc498)
    %722 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1176, %cst_291 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%721 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc498)
    %723 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%722, %701 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1179: f32 loc(#loc500), %in_1180: f32 loc(#loc1214), %out_1181: f32 loc(#loc1214)):
      %724 = arith.maximumf %in_1179, %cst_1 : f32 loc(#loc500)
      %725 = arith.minimumf %724, %cst_2 : f32 loc(#loc500)
      %726 = arith.addf %725, %in_1180 : f32 loc(#loc1214)
      linalg.yield %726 : f32 loc(#loc1214)
    } -> tensor<1x16x16x8xf32> loc(#loc1215)
    %cst_1182 = arith.constant dense<1.832761e-02> : tensor<8x3x3x8xf32> loc(#loc1217)
    %cst_1183 = arith.constant dense<1.290000e-01> : tensor<8xf32> loc(#loc1219)
    %padded_1184 = tensor.pad %723 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg401: index loc(#loc503), %arg402: index loc(#loc503), %arg403: index loc(#loc503), %arg404: index loc(#loc503)):
      tensor.yield %cst_1 : f32 loc(#loc503)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc503)
    %727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1183 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1185: f32 loc(#loc503), %out_1186: f32 loc(#loc503)):
      linalg.yield %in_1185 : f32 loc(#loc503)
    } -> tensor<1x16x16x8xf32> loc(#loc503)
    %728 = "linalg_ext.im2col"(%padded_1184, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc503)
    %collapsed_1187 = tensor.collapse_shape %cst_1182 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc503)
    %transposed_1188 = linalg.transpose ins(%collapsed_1187 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc503)
    %collapsed_1189 = tensor.collapse_shape %727 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc503)
    %729 = linalg.matmul ins(%728, %transposed_1188 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1189 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc503)
    %expanded_1190 = tensor.expand_shape %729 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc503)
    %730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1190 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1191: f32 loc(#loc505), %out_1192: f32 loc(#loc505)):
      %731 = arith.maximumf %in_1191, %cst_1 : f32 loc(#loc505)
      %732 = arith.minimumf %731, %cst_2 : f32 loc(#loc505)
      linalg.yield %732 : f32 loc(#loc505)
    } -> tensor<1x16x16x8xf32> loc(#loc505)
    %cst_1193 = arith.constant dense<1.300000e-01> : tensor<8xf32> loc(#loc1221)
    %padded_1194 = tensor.pad %730 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg405: index loc(#loc507), %arg406: index loc(#loc507), %arg407: index loc(#loc507), %arg408: index loc(#loc507)):
      tensor.yield %cst_1 : f32 loc(#loc507)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc507)
    %733 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1193 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1195: f32 loc(#loc507), %out_1196: f32 loc(#loc507)):
      linalg.yield %in_1195 : f32 loc(#loc507)
    } -> tensor<1x16x16x8xf32> loc(#loc507)
    %734 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1194, %cst_310 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%733 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc507)
    %735 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%734 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1197: f32 loc(#loc509), %out_1198: f32 loc(#loc509)):
      %736 = arith.maximumf %in_1197, %cst_1 : f32 loc(#loc509)
      %737 = arith.minimumf %736, %cst_2 : f32 loc(#loc509)
      linalg.yield %737 : f32 loc(#loc509)
    } -> tensor<1x16x16x8xf32> loc(#loc509)
    %cst_1199 = arith.constant dense<1.675258e-01> : tensor<8x1x1x8xf32> loc(#loc1223)
    %cst_1200 = arith.constant dense<1.310000e-01> : tensor<8xf32> loc(#loc1225)
    %738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1200 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1201: f32 loc(#loc1227), %out_1202: f32 loc(#loc1227)):
      linalg.yield %in_1201 : f32 loc(#loc1227)
    } -> tensor<1x16x16x8xf32> loc(#loc1227)
    %collapsed_1203 = tensor.collapse_shape %735 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1227)
    %collapsed_1204 = tensor.collapse_shape %cst_1199 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1227)
    %transposed_1205 = linalg.transpose ins(%collapsed_1204 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1227)
    %collapsed_1206 = tensor.collapse_shape %738 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1227)
    %739 = linalg.matmul ins(%collapsed_1203, %transposed_1205 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1206 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1227)
    %expanded_1207 = tensor.expand_shape %739 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1227)
    %740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1207 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1208: f32 loc(#loc511), %out_1209: f32 loc(#loc511)):
      %741 = arith.maximumf %in_1208, %cst_1 : f32 loc(#loc511)
      %742 = arith.minimumf %741, %cst_2 : f32 loc(#loc511)
      linalg.yield %742 : f32 loc(#loc511)
    } -> tensor<1x16x16x8xf32> loc(#loc511)
    %cst_1210 = arith.constant dense<1.320000e-01> : tensor<8xf32> loc(#loc1229)
    %padded_1211 = tensor.pad %740 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg409: index loc(#loc513), %arg410: index loc(#loc513), %arg411: index loc(#loc513), %arg412: index loc(#loc513)):
      tensor.yield %cst_1 : f32 loc(#loc513)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc513)
    %743 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1210 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1212: f32 loc(#loc513), %out_1213: f32 loc(#loc513)):
      linalg.yield %in_1212 : f32 loc(#loc513)
    } -> tensor<1x16x16x8xf32> loc(#loc513)
    %744 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1211, %cst_328 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%743 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc513)
    %745 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%744, %723 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1214: f32 loc(#loc515), %in_1215: f32 loc(#loc1231), %out_1216: f32 loc(#loc1231)):
      %746 = arith.maximumf %in_1214, %cst_1 : f32 loc(#loc515)
      %747 = arith.minimumf %746, %cst_2 : f32 loc(#loc515)
      %748 = arith.addf %747, %in_1215 : f32 loc(#loc1231)
      linalg.yield %748 : f32 loc(#loc1231)
    } -> tensor<1x16x16x8xf32> loc(#loc1232)
    %cst_1217 = arith.constant dense<1.890034e-02> : tensor<8x3x3x8xf32> loc(#loc1234)
    %cst_1218 = arith.constant dense<1.330000e-01> : tensor<8xf32> loc(#loc1236)
    %padded_1219 = tensor.pad %745 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg413: index loc(#loc518), %arg414: index loc(#loc518), %arg415: index loc(#loc518), %arg416: index loc(#loc518)):
      tensor.yield %cst_1 : f32 loc(#loc518)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc518)
    %749 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1218 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1220: f32 loc(#loc518), %out_1221: f32 loc(#loc518)):
      linalg.yield %in_1220 : f32 loc(#loc518)
    } -> tensor<1x16x16x8xf32> loc(#loc518)
    %750 = "linalg_ext.im2col"(%padded_1219, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc518)
    %collapsed_1222 = tensor.collapse_shape %cst_1217 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc518)
    %transposed_1223 = linalg.transpose ins(%collapsed_1222 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc518)
    %collapsed_1224 = tensor.collapse_shape %749 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc518)
    %751 = linalg.matmul ins(%750, %transposed_1223 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1224 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc518)
    %expanded_1225 = tensor.expand_shape %751 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc518)
    %752 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1225 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1226: f32 loc(#loc520), %out_1227: f32 loc(#loc520)):
      %753 = arith.maximumf %in_1226, %cst_1 : f32 loc(#loc520)
      %754 = arith.minimumf %753, %cst_2 : f32 loc(#loc520)
      linalg.yield %754 : f32 loc(#loc520)
    } -> tensor<1x16x16x8xf32> loc(#loc520)
    return %752 : tensor<1x16x16x8xf32> loc(#loc1237)
  } loc(#loc1)
} loc(#loc)
#loc = loc("model133.mlir":0:0)
#loc1 = loc("model133.mlir":668:1)
#loc2 = loc("model133.mlir":668:17)
#loc3 = loc("model133.mlir":2:9)
#loc4 = loc("model133.mlir":669:12)
#loc5 = loc(callsite(#loc3 at #loc4))
#loc6 = loc("model133.mlir":670:12)
#loc7 = loc(callsite(#loc3 at #loc6))
#loc8 = loc(fused[#loc5, #loc7])
#loc9 = loc("model133.mlir":3:9)
#loc10 = loc(callsite(#loc9 at #loc4))
#loc11 = loc(callsite(#loc9 at #loc6))
#loc12 = loc(fused[#loc10, #loc11])
#loc13 = loc("model133.mlir":4:12)
#loc14 = loc(callsite(#loc13 at #loc4))
#loc15 = loc("model133.mlir":5:12)
#loc16 = loc(callsite(#loc15 at #loc4))
#loc17 = loc("model133.mlir":8:12)
#loc18 = loc(callsite(#loc17 at #loc4))
#loc19 = loc("model133.mlir":9:12)
#loc20 = loc(callsite(#loc19 at #loc4))
#loc21 = loc("model133.mlir":13:12)
#loc22 = loc(callsite(#loc21 at #loc4))
#loc23 = loc("model133.mlir":16:12)
#loc24 = loc(callsite(#loc23 at #loc4))
#loc25 = loc("model133.mlir":17:12)
#loc26 = loc(callsite(#loc25 at #loc4))
#loc27 = loc(callsite(#loc13 at #loc6))
#loc28 = loc(callsite(#loc15 at #loc6))
#loc29 = loc(callsite(#loc17 at #loc6))
#loc30 = loc(callsite(#loc19 at #loc6))
#loc31 = loc(callsite(#loc21 at #loc6))
#loc32 = loc(callsite(#loc23 at #loc6))
#loc33 = loc(callsite(#loc25 at #loc6))
#loc34 = loc("model133.mlir":24:12)
#loc35 = loc("model133.mlir":671:12)
#loc36 = loc(callsite(#loc34 at #loc35))
#loc37 = loc("model133.mlir":25:12)
#loc38 = loc(callsite(#loc37 at #loc35))
#loc39 = loc("model133.mlir":28:12)
#loc40 = loc(callsite(#loc39 at #loc35))
#loc41 = loc("model133.mlir":29:12)
#loc42 = loc(callsite(#loc41 at #loc35))
#loc43 = loc("model133.mlir":33:12)
#loc44 = loc(callsite(#loc43 at #loc35))
#loc45 = loc("model133.mlir":36:12)
#loc46 = loc(callsite(#loc45 at #loc35))
#loc47 = loc("model133.mlir":37:12)
#loc48 = loc(callsite(#loc47 at #loc35))
#loc49 = loc("model133.mlir":44:12)
#loc50 = loc("model133.mlir":672:12)
#loc51 = loc(callsite(#loc49 at #loc50))
#loc52 = loc("model133.mlir":45:12)
#loc53 = loc(callsite(#loc52 at #loc50))
#loc54 = loc("model133.mlir":48:12)
#loc55 = loc(callsite(#loc54 at #loc50))
#loc56 = loc("model133.mlir":49:12)
#loc57 = loc(callsite(#loc56 at #loc50))
#loc58 = loc("model133.mlir":53:13)
#loc59 = loc(callsite(#loc58 at #loc50))
#loc60 = loc("model133.mlir":56:13)
#loc61 = loc(callsite(#loc60 at #loc50))
#loc62 = loc("model133.mlir":57:13)
#loc63 = loc(callsite(#loc62 at #loc50))
#loc64 = loc("model133.mlir":64:13)
#loc65 = loc("model133.mlir":673:12)
#loc66 = loc(callsite(#loc64 at #loc65))
#loc67 = loc("model133.mlir":65:13)
#loc68 = loc(callsite(#loc67 at #loc65))
#loc69 = loc("model133.mlir":68:13)
#loc70 = loc(callsite(#loc69 at #loc65))
#loc71 = loc("model133.mlir":69:13)
#loc72 = loc(callsite(#loc71 at #loc65))
#loc73 = loc("model133.mlir":73:13)
#loc74 = loc(callsite(#loc73 at #loc65))
#loc75 = loc("model133.mlir":76:13)
#loc76 = loc(callsite(#loc75 at #loc65))
#loc77 = loc("model133.mlir":77:13)
#loc78 = loc(callsite(#loc77 at #loc65))
#loc79 = loc("model133.mlir":84:13)
#loc80 = loc("model133.mlir":674:12)
#loc81 = loc(callsite(#loc79 at #loc80))
#loc82 = loc("model133.mlir":85:13)
#loc83 = loc(callsite(#loc82 at #loc80))
#loc84 = loc("model133.mlir":88:13)
#loc85 = loc(callsite(#loc84 at #loc80))
#loc86 = loc("model133.mlir":89:13)
#loc87 = loc(callsite(#loc86 at #loc80))
#loc88 = loc("model133.mlir":93:13)
#loc89 = loc(callsite(#loc88 at #loc80))
#loc90 = loc("model133.mlir":96:13)
#loc91 = loc(callsite(#loc90 at #loc80))
#loc92 = loc("model133.mlir":97:13)
#loc93 = loc(callsite(#loc92 at #loc80))
#loc94 = loc("model133.mlir":104:13)
#loc95 = loc("model133.mlir":675:12)
#loc96 = loc(callsite(#loc94 at #loc95))
#loc97 = loc("model133.mlir":105:13)
#loc98 = loc(callsite(#loc97 at #loc95))
#loc99 = loc("model133.mlir":108:13)
#loc100 = loc(callsite(#loc99 at #loc95))
#loc101 = loc("model133.mlir":109:13)
#loc102 = loc(callsite(#loc101 at #loc95))
#loc103 = loc("model133.mlir":113:13)
#loc104 = loc(callsite(#loc103 at #loc95))
#loc105 = loc("model133.mlir":116:13)
#loc106 = loc(callsite(#loc105 at #loc95))
#loc107 = loc("model133.mlir":117:13)
#loc108 = loc(callsite(#loc107 at #loc95))
#loc109 = loc("model133.mlir":124:13)
#loc110 = loc("model133.mlir":676:12)
#loc111 = loc(callsite(#loc109 at #loc110))
#loc112 = loc("model133.mlir":125:13)
#loc113 = loc(callsite(#loc112 at #loc110))
#loc114 = loc("model133.mlir":128:13)
#loc115 = loc(callsite(#loc114 at #loc110))
#loc116 = loc("model133.mlir":129:13)
#loc117 = loc(callsite(#loc116 at #loc110))
#loc118 = loc("model133.mlir":132:13)
#loc119 = loc(callsite(#loc118 at #loc110))
#loc120 = loc("model133.mlir":133:13)
#loc121 = loc(callsite(#loc120 at #loc110))
#loc122 = loc("model133.mlir":137:13)
#loc123 = loc(callsite(#loc122 at #loc110))
#loc124 = loc("model133.mlir":144:13)
#loc125 = loc("model133.mlir":677:12)
#loc126 = loc(callsite(#loc124 at #loc125))
#loc127 = loc("model133.mlir":145:13)
#loc128 = loc(callsite(#loc127 at #loc125))
#loc129 = loc("model133.mlir":148:13)
#loc130 = loc(callsite(#loc129 at #loc125))
#loc131 = loc("model133.mlir":149:13)
#loc132 = loc(callsite(#loc131 at #loc125))
#loc133 = loc("model133.mlir":152:13)
#loc134 = loc(callsite(#loc133 at #loc125))
#loc135 = loc("model133.mlir":153:13)
#loc136 = loc(callsite(#loc135 at #loc125))
#loc137 = loc("model133.mlir":157:13)
#loc138 = loc(callsite(#loc137 at #loc125))
#loc139 = loc("model133.mlir":164:13)
#loc140 = loc("model133.mlir":678:12)
#loc141 = loc(callsite(#loc139 at #loc140))
#loc142 = loc("model133.mlir":165:13)
#loc143 = loc(callsite(#loc142 at #loc140))
#loc144 = loc("model133.mlir":168:13)
#loc145 = loc(callsite(#loc144 at #loc140))
#loc146 = loc("model133.mlir":169:13)
#loc147 = loc(callsite(#loc146 at #loc140))
#loc148 = loc("model133.mlir":172:13)
#loc149 = loc(callsite(#loc148 at #loc140))
#loc150 = loc("model133.mlir":173:13)
#loc151 = loc(callsite(#loc150 at #loc140))
#loc152 = loc("model133.mlir":177:13)
#loc153 = loc(callsite(#loc152 at #loc140))
#loc154 = loc("model133.mlir":184:13)
#loc155 = loc("model133.mlir":679:13)
#loc156 = loc(callsite(#loc154 at #loc155))
#loc157 = loc("model133.mlir":185:13)
#loc158 = loc(callsite(#loc157 at #loc155))
#loc159 = loc("model133.mlir":188:13)
#loc160 = loc(callsite(#loc159 at #loc155))
#loc161 = loc("model133.mlir":189:13)
#loc162 = loc(callsite(#loc161 at #loc155))
#loc163 = loc("model133.mlir":192:13)
#loc164 = loc(callsite(#loc163 at #loc155))
#loc165 = loc("model133.mlir":193:13)
#loc166 = loc(callsite(#loc165 at #loc155))
#loc167 = loc("model133.mlir":197:13)
#loc168 = loc(callsite(#loc167 at #loc155))
#loc169 = loc("model133.mlir":204:13)
#loc170 = loc("model133.mlir":680:13)
#loc171 = loc(callsite(#loc169 at #loc170))
#loc172 = loc("model133.mlir":205:13)
#loc173 = loc(callsite(#loc172 at #loc170))
#loc174 = loc("model133.mlir":208:13)
#loc175 = loc(callsite(#loc174 at #loc170))
#loc176 = loc("model133.mlir":209:13)
#loc177 = loc(callsite(#loc176 at #loc170))
#loc178 = loc("model133.mlir":212:13)
#loc179 = loc(callsite(#loc178 at #loc170))
#loc180 = loc("model133.mlir":213:13)
#loc181 = loc(callsite(#loc180 at #loc170))
#loc182 = loc("model133.mlir":217:13)
#loc183 = loc(callsite(#loc182 at #loc170))
#loc184 = loc("model133.mlir":224:13)
#loc185 = loc("model133.mlir":681:13)
#loc186 = loc(callsite(#loc184 at #loc185))
#loc187 = loc("model133.mlir":225:13)
#loc188 = loc(callsite(#loc187 at #loc185))
#loc189 = loc("model133.mlir":228:13)
#loc190 = loc(callsite(#loc189 at #loc185))
#loc191 = loc("model133.mlir":229:13)
#loc192 = loc(callsite(#loc191 at #loc185))
#loc193 = loc("model133.mlir":232:13)
#loc194 = loc(callsite(#loc193 at #loc185))
#loc195 = loc("model133.mlir":233:13)
#loc196 = loc(callsite(#loc195 at #loc185))
#loc197 = loc("model133.mlir":237:13)
#loc198 = loc(callsite(#loc197 at #loc185))
#loc199 = loc("model133.mlir":244:13)
#loc200 = loc("model133.mlir":682:13)
#loc201 = loc(callsite(#loc199 at #loc200))
#loc202 = loc("model133.mlir":245:13)
#loc203 = loc(callsite(#loc202 at #loc200))
#loc204 = loc("model133.mlir":248:13)
#loc205 = loc(callsite(#loc204 at #loc200))
#loc206 = loc("model133.mlir":249:13)
#loc207 = loc(callsite(#loc206 at #loc200))
#loc208 = loc("model133.mlir":252:13)
#loc209 = loc(callsite(#loc208 at #loc200))
#loc210 = loc("model133.mlir":253:13)
#loc211 = loc(callsite(#loc210 at #loc200))
#loc212 = loc("model133.mlir":257:13)
#loc213 = loc(callsite(#loc212 at #loc200))
#loc214 = loc("model133.mlir":264:13)
#loc215 = loc("model133.mlir":683:13)
#loc216 = loc(callsite(#loc214 at #loc215))
#loc217 = loc("model133.mlir":265:13)
#loc218 = loc(callsite(#loc217 at #loc215))
#loc219 = loc("model133.mlir":268:13)
#loc220 = loc(callsite(#loc219 at #loc215))
#loc221 = loc("model133.mlir":269:13)
#loc222 = loc(callsite(#loc221 at #loc215))
#loc223 = loc("model133.mlir":272:13)
#loc224 = loc(callsite(#loc223 at #loc215))
#loc225 = loc("model133.mlir":273:13)
#loc226 = loc(callsite(#loc225 at #loc215))
#loc227 = loc("model133.mlir":276:13)
#loc228 = loc(callsite(#loc227 at #loc215))
#loc229 = loc("model133.mlir":277:13)
#loc230 = loc(callsite(#loc229 at #loc215))
#loc231 = loc("model133.mlir":285:13)
#loc232 = loc("model133.mlir":684:13)
#loc233 = loc(callsite(#loc231 at #loc232))
#loc234 = loc("model133.mlir":288:13)
#loc235 = loc(callsite(#loc234 at #loc232))
#loc236 = loc("model133.mlir":289:13)
#loc237 = loc(callsite(#loc236 at #loc232))
#loc238 = loc("model133.mlir":292:13)
#loc239 = loc(callsite(#loc238 at #loc232))
#loc240 = loc("model133.mlir":293:13)
#loc241 = loc(callsite(#loc240 at #loc232))
#loc242 = loc("model133.mlir":296:13)
#loc243 = loc(callsite(#loc242 at #loc232))
#loc244 = loc("model133.mlir":297:13)
#loc245 = loc(callsite(#loc244 at #loc232))
#loc246 = loc("model133.mlir":305:13)
#loc247 = loc("model133.mlir":685:13)
#loc248 = loc(callsite(#loc246 at #loc247))
#loc249 = loc("model133.mlir":308:13)
#loc250 = loc(callsite(#loc249 at #loc247))
#loc251 = loc("model133.mlir":309:13)
#loc252 = loc(callsite(#loc251 at #loc247))
#loc253 = loc("model133.mlir":312:13)
#loc254 = loc(callsite(#loc253 at #loc247))
#loc255 = loc("model133.mlir":313:13)
#loc256 = loc(callsite(#loc255 at #loc247))
#loc257 = loc("model133.mlir":316:13)
#loc258 = loc(callsite(#loc257 at #loc247))
#loc259 = loc("model133.mlir":317:13)
#loc260 = loc(callsite(#loc259 at #loc247))
#loc261 = loc("model133.mlir":325:13)
#loc262 = loc("model133.mlir":686:13)
#loc263 = loc(callsite(#loc261 at #loc262))
#loc264 = loc("model133.mlir":328:13)
#loc265 = loc(callsite(#loc264 at #loc262))
#loc266 = loc("model133.mlir":329:13)
#loc267 = loc(callsite(#loc266 at #loc262))
#loc268 = loc("model133.mlir":332:13)
#loc269 = loc(callsite(#loc268 at #loc262))
#loc270 = loc("model133.mlir":333:13)
#loc271 = loc(callsite(#loc270 at #loc262))
#loc272 = loc("model133.mlir":336:13)
#loc273 = loc(callsite(#loc272 at #loc262))
#loc274 = loc("model133.mlir":337:13)
#loc275 = loc(callsite(#loc274 at #loc262))
#loc276 = loc("model133.mlir":345:13)
#loc277 = loc("model133.mlir":687:13)
#loc278 = loc(callsite(#loc276 at #loc277))
#loc279 = loc("model133.mlir":348:13)
#loc280 = loc(callsite(#loc279 at #loc277))
#loc281 = loc("model133.mlir":349:13)
#loc282 = loc(callsite(#loc281 at #loc277))
#loc283 = loc("model133.mlir":352:13)
#loc284 = loc(callsite(#loc283 at #loc277))
#loc285 = loc("model133.mlir":353:13)
#loc286 = loc(callsite(#loc285 at #loc277))
#loc287 = loc("model133.mlir":356:13)
#loc288 = loc(callsite(#loc287 at #loc277))
#loc289 = loc("model133.mlir":357:13)
#loc290 = loc(callsite(#loc289 at #loc277))
#loc291 = loc("model133.mlir":365:13)
#loc292 = loc("model133.mlir":688:13)
#loc293 = loc(callsite(#loc291 at #loc292))
#loc294 = loc("model133.mlir":368:13)
#loc295 = loc(callsite(#loc294 at #loc292))
#loc296 = loc("model133.mlir":369:13)
#loc297 = loc(callsite(#loc296 at #loc292))
#loc298 = loc("model133.mlir":372:13)
#loc299 = loc(callsite(#loc298 at #loc292))
#loc300 = loc("model133.mlir":373:13)
#loc301 = loc(callsite(#loc300 at #loc292))
#loc302 = loc("model133.mlir":376:13)
#loc303 = loc(callsite(#loc302 at #loc292))
#loc304 = loc("model133.mlir":377:13)
#loc305 = loc(callsite(#loc304 at #loc292))
#loc306 = loc("model133.mlir":385:13)
#loc307 = loc("model133.mlir":689:13)
#loc308 = loc(callsite(#loc306 at #loc307))
#loc309 = loc("model133.mlir":388:13)
#loc310 = loc(callsite(#loc309 at #loc307))
#loc311 = loc("model133.mlir":389:13)
#loc312 = loc(callsite(#loc311 at #loc307))
#loc313 = loc("model133.mlir":392:13)
#loc314 = loc(callsite(#loc313 at #loc307))
#loc315 = loc("model133.mlir":393:13)
#loc316 = loc(callsite(#loc315 at #loc307))
#loc317 = loc("model133.mlir":396:13)
#loc318 = loc(callsite(#loc317 at #loc307))
#loc319 = loc("model133.mlir":397:13)
#loc320 = loc(callsite(#loc319 at #loc307))
#loc321 = loc("model133.mlir":404:13)
#loc322 = loc("model133.mlir":690:13)
#loc323 = loc(callsite(#loc321 at #loc322))
#loc324 = loc("model133.mlir":405:13)
#loc325 = loc(callsite(#loc324 at #loc322))
#loc326 = loc("model133.mlir":409:13)
#loc327 = loc(callsite(#loc326 at #loc322))
#loc328 = loc("model133.mlir":412:13)
#loc329 = loc(callsite(#loc328 at #loc322))
#loc330 = loc("model133.mlir":413:13)
#loc331 = loc(callsite(#loc330 at #loc322))
#loc332 = loc("model133.mlir":416:13)
#loc333 = loc(callsite(#loc332 at #loc322))
#loc334 = loc("model133.mlir":417:13)
#loc335 = loc(callsite(#loc334 at #loc322))
#loc336 = loc("model133.mlir":424:13)
#loc337 = loc("model133.mlir":691:13)
#loc338 = loc(callsite(#loc336 at #loc337))
#loc339 = loc("model133.mlir":425:13)
#loc340 = loc(callsite(#loc339 at #loc337))
#loc341 = loc("model133.mlir":429:13)
#loc342 = loc(callsite(#loc341 at #loc337))
#loc343 = loc("model133.mlir":432:13)
#loc344 = loc(callsite(#loc343 at #loc337))
#loc345 = loc("model133.mlir":433:13)
#loc346 = loc(callsite(#loc345 at #loc337))
#loc347 = loc("model133.mlir":436:13)
#loc348 = loc(callsite(#loc347 at #loc337))
#loc349 = loc("model133.mlir":437:13)
#loc350 = loc(callsite(#loc349 at #loc337))
#loc351 = loc("model133.mlir":444:13)
#loc352 = loc("model133.mlir":692:13)
#loc353 = loc(callsite(#loc351 at #loc352))
#loc354 = loc("model133.mlir":445:13)
#loc355 = loc(callsite(#loc354 at #loc352))
#loc356 = loc("model133.mlir":449:13)
#loc357 = loc(callsite(#loc356 at #loc352))
#loc358 = loc("model133.mlir":452:13)
#loc359 = loc(callsite(#loc358 at #loc352))
#loc360 = loc("model133.mlir":453:13)
#loc361 = loc(callsite(#loc360 at #loc352))
#loc362 = loc("model133.mlir":456:13)
#loc363 = loc(callsite(#loc362 at #loc352))
#loc364 = loc("model133.mlir":457:13)
#loc365 = loc(callsite(#loc364 at #loc352))
#loc366 = loc("model133.mlir":464:13)
#loc367 = loc("model133.mlir":693:13)
#loc368 = loc(callsite(#loc366 at #loc367))
#loc369 = loc("model133.mlir":465:13)
#loc370 = loc(callsite(#loc369 at #loc367))
#loc371 = loc("model133.mlir":469:13)
#loc372 = loc(callsite(#loc371 at #loc367))
#loc373 = loc("model133.mlir":472:13)
#loc374 = loc(callsite(#loc373 at #loc367))
#loc375 = loc("model133.mlir":473:13)
#loc376 = loc(callsite(#loc375 at #loc367))
#loc377 = loc("model133.mlir":476:13)
#loc378 = loc(callsite(#loc377 at #loc367))
#loc379 = loc("model133.mlir":477:13)
#loc380 = loc(callsite(#loc379 at #loc367))
#loc381 = loc("model133.mlir":484:13)
#loc382 = loc("model133.mlir":694:13)
#loc383 = loc(callsite(#loc381 at #loc382))
#loc384 = loc("model133.mlir":485:13)
#loc385 = loc(callsite(#loc384 at #loc382))
#loc386 = loc("model133.mlir":489:13)
#loc387 = loc(callsite(#loc386 at #loc382))
#loc388 = loc("model133.mlir":492:13)
#loc389 = loc(callsite(#loc388 at #loc382))
#loc390 = loc("model133.mlir":493:13)
#loc391 = loc(callsite(#loc390 at #loc382))
#loc392 = loc("model133.mlir":496:13)
#loc393 = loc(callsite(#loc392 at #loc382))
#loc394 = loc("model133.mlir":497:13)
#loc395 = loc(callsite(#loc394 at #loc382))
#loc396 = loc("model133.mlir":504:14)
#loc397 = loc("model133.mlir":695:13)
#loc398 = loc(callsite(#loc396 at #loc397))
#loc399 = loc("model133.mlir":505:14)
#loc400 = loc(callsite(#loc399 at #loc397))
#loc401 = loc("model133.mlir":509:14)
#loc402 = loc(callsite(#loc401 at #loc397))
#loc403 = loc("model133.mlir":512:14)
#loc404 = loc(callsite(#loc403 at #loc397))
#loc405 = loc("model133.mlir":513:14)
#loc406 = loc(callsite(#loc405 at #loc397))
#loc407 = loc("model133.mlir":516:14)
#loc408 = loc(callsite(#loc407 at #loc397))
#loc409 = loc("model133.mlir":517:14)
#loc410 = loc(callsite(#loc409 at #loc397))
#loc411 = loc("model133.mlir":524:14)
#loc412 = loc("model133.mlir":696:13)
#loc413 = loc(callsite(#loc411 at #loc412))
#loc414 = loc("model133.mlir":525:14)
#loc415 = loc(callsite(#loc414 at #loc412))
#loc416 = loc("model133.mlir":529:14)
#loc417 = loc(callsite(#loc416 at #loc412))
#loc418 = loc("model133.mlir":532:14)
#loc419 = loc(callsite(#loc418 at #loc412))
#loc420 = loc("model133.mlir":533:14)
#loc421 = loc(callsite(#loc420 at #loc412))
#loc422 = loc("model133.mlir":536:14)
#loc423 = loc(callsite(#loc422 at #loc412))
#loc424 = loc("model133.mlir":537:14)
#loc425 = loc(callsite(#loc424 at #loc412))
#loc426 = loc("model133.mlir":544:14)
#loc427 = loc("model133.mlir":697:13)
#loc428 = loc(callsite(#loc426 at #loc427))
#loc429 = loc("model133.mlir":545:14)
#loc430 = loc(callsite(#loc429 at #loc427))
#loc431 = loc("model133.mlir":548:14)
#loc432 = loc(callsite(#loc431 at #loc427))
#loc433 = loc("model133.mlir":549:14)
#loc434 = loc(callsite(#loc433 at #loc427))
#loc435 = loc("model133.mlir":553:14)
#loc436 = loc(callsite(#loc435 at #loc427))
#loc437 = loc("model133.mlir":556:14)
#loc438 = loc(callsite(#loc437 at #loc427))
#loc439 = loc("model133.mlir":557:14)
#loc440 = loc(callsite(#loc439 at #loc427))
#loc441 = loc("model133.mlir":564:14)
#loc442 = loc("model133.mlir":698:13)
#loc443 = loc(callsite(#loc441 at #loc442))
#loc444 = loc("model133.mlir":565:14)
#loc445 = loc(callsite(#loc444 at #loc442))
#loc446 = loc("model133.mlir":568:14)
#loc447 = loc(callsite(#loc446 at #loc442))
#loc448 = loc("model133.mlir":569:14)
#loc449 = loc(callsite(#loc448 at #loc442))
#loc450 = loc("model133.mlir":573:14)
#loc451 = loc(callsite(#loc450 at #loc442))
#loc452 = loc("model133.mlir":576:14)
#loc453 = loc(callsite(#loc452 at #loc442))
#loc454 = loc("model133.mlir":577:14)
#loc455 = loc(callsite(#loc454 at #loc442))
#loc456 = loc("model133.mlir":584:14)
#loc457 = loc("model133.mlir":699:13)
#loc458 = loc(callsite(#loc456 at #loc457))
#loc459 = loc("model133.mlir":585:14)
#loc460 = loc(callsite(#loc459 at #loc457))
#loc461 = loc("model133.mlir":588:14)
#loc462 = loc(callsite(#loc461 at #loc457))
#loc463 = loc("model133.mlir":589:14)
#loc464 = loc(callsite(#loc463 at #loc457))
#loc465 = loc("model133.mlir":593:14)
#loc466 = loc(callsite(#loc465 at #loc457))
#loc467 = loc("model133.mlir":596:14)
#loc468 = loc(callsite(#loc467 at #loc457))
#loc469 = loc("model133.mlir":597:14)
#loc470 = loc(callsite(#loc469 at #loc457))
#loc471 = loc("model133.mlir":604:14)
#loc472 = loc("model133.mlir":700:13)
#loc473 = loc(callsite(#loc471 at #loc472))
#loc474 = loc("model133.mlir":605:14)
#loc475 = loc(callsite(#loc474 at #loc472))
#loc476 = loc("model133.mlir":608:14)
#loc477 = loc(callsite(#loc476 at #loc472))
#loc478 = loc("model133.mlir":609:14)
#loc479 = loc(callsite(#loc478 at #loc472))
#loc480 = loc("model133.mlir":613:14)
#loc481 = loc(callsite(#loc480 at #loc472))
#loc482 = loc("model133.mlir":616:14)
#loc483 = loc(callsite(#loc482 at #loc472))
#loc484 = loc("model133.mlir":617:14)
#loc485 = loc(callsite(#loc484 at #loc472))
#loc486 = loc("model133.mlir":624:14)
#loc487 = loc("model133.mlir":701:13)
#loc488 = loc(callsite(#loc486 at #loc487))
#loc489 = loc("model133.mlir":625:14)
#loc490 = loc(callsite(#loc489 at #loc487))
#loc491 = loc("model133.mlir":628:14)
#loc492 = loc(callsite(#loc491 at #loc487))
#loc493 = loc("model133.mlir":629:14)
#loc494 = loc(callsite(#loc493 at #loc487))
#loc495 = loc("model133.mlir":633:14)
#loc496 = loc(callsite(#loc495 at #loc487))
#loc497 = loc("model133.mlir":636:14)
#loc498 = loc(callsite(#loc497 at #loc487))
#loc499 = loc("model133.mlir":637:14)
#loc500 = loc(callsite(#loc499 at #loc487))
#loc501 = loc("model133.mlir":644:14)
#loc502 = loc("model133.mlir":702:13)
#loc503 = loc(callsite(#loc501 at #loc502))
#loc504 = loc("model133.mlir":645:14)
#loc505 = loc(callsite(#loc504 at #loc502))
#loc506 = loc("model133.mlir":648:14)
#loc507 = loc(callsite(#loc506 at #loc502))
#loc508 = loc("model133.mlir":649:14)
#loc509 = loc(callsite(#loc508 at #loc502))
#loc510 = loc("model133.mlir":653:14)
#loc511 = loc(callsite(#loc510 at #loc502))
#loc512 = loc("model133.mlir":656:14)
#loc513 = loc(callsite(#loc512 at #loc502))
#loc514 = loc("model133.mlir":657:14)
#loc515 = loc(callsite(#loc514 at #loc502))
#loc516 = loc("model133.mlir":664:14)
#loc517 = loc("model133.mlir":703:13)
#loc518 = loc(callsite(#loc516 at #loc517))
#loc519 = loc("model133.mlir":665:14)
#loc520 = loc(callsite(#loc519 at #loc517))
#loc521 = loc(fused[#loc14, #loc16, #loc18, #loc20, #loc22, #loc24, #loc26, #loc27, #loc28, #loc29, #loc30, #loc31, #loc32, #loc33, #loc36, #loc38, #loc40, #loc42, #loc44, #loc46, #loc48, #loc51, #loc53, #loc55, #loc57, #loc59, #loc61, #loc63, #loc66, #loc68, #loc70, #loc72, #loc74, #loc76, #loc78, #loc81, #loc83, #loc85, #loc87, #loc89, #loc91, #loc93, #loc96, #loc98, #loc100, #loc102, #loc104, #loc106, #loc108, #loc111, #loc113, #loc115, #loc117, #loc119, #loc121, #loc123, #loc126, #loc128, #loc130, #loc132, #loc134, #loc136, #loc138, #loc141, #loc143, #loc145, #loc147, #loc149, #loc151, #loc153, #loc156, #loc158, #loc160, #loc162, #loc164, #loc166, #loc168, #loc171, #loc173, #loc175, #loc177, #loc179, #loc181, #loc183, #loc186, #loc188, #loc190, #loc192, #loc194, #loc196, #loc198, #loc201, #loc203, #loc205, #loc207, #loc209, #loc211, #loc213, #loc216, #loc218, #loc220, #loc222, #loc224, #loc226, #loc228, #loc230, #loc233, #loc235, #loc237, #loc239, #loc241, #loc243, #loc245, #loc248, #loc250, #loc252, #loc254, #loc256, #loc258, #loc260, #loc263, #loc265, #loc267, #loc269, #loc271, #loc273, #loc275, #loc278, #loc280, #loc282, #loc284, #loc286, #loc288, #loc290, #loc293, #loc295, #loc297, #loc299, #loc301, #loc303, #loc305, #loc308, #loc310, #loc312, #loc314, #loc316, #loc318, #loc320, #loc323, #loc325, #loc327, #loc329, #loc331, #loc333, #loc335, #loc338, #loc340, #loc342, #loc344, #loc346, #loc348, #loc350, #loc353, #loc355, #loc357, #loc359, #loc361, #loc363, #loc365, #loc368, #loc370, #loc372, #loc374, #loc376, #loc378, #loc380, #loc383, #loc385, #loc387, #loc389, #loc391, #loc393, #loc395, #loc398, #loc400, #loc402, #loc404, #loc406, #loc408, #loc410, #loc413, #loc415, #loc417, #loc419, #loc421, #loc423, #loc425, #loc428, #loc430, #loc432, #loc434, #loc436, #loc438, #loc440, #loc443, #loc445, #loc447, #loc449, #loc451, #loc453, #loc455, #loc458, #loc460, #loc462, #loc464, #loc466, #loc468, #loc470, #loc473, #loc475, #loc477, #loc479, #loc481, #loc483, #loc485, #loc488, #loc490, #loc492, #loc494, #loc496, #loc498, #loc500, #loc503, #loc505, #loc507, #loc509, #loc511, #loc513, #loc515, #loc518, #loc520])
#loc522 = loc(fused[#loc16, #loc20, #loc22, #loc26, #loc28, #loc30, #loc31, #loc33, #loc38, #loc42, #loc44, #loc48, #loc53, #loc57, #loc59, #loc63, #loc68, #loc72, #loc74, #loc78, #loc83, #loc87, #loc89, #loc93, #loc98, #loc102, #loc104, #loc108, #loc113, #loc117, #loc121, #loc123, #loc128, #loc132, #loc136, #loc138, #loc143, #loc147, #loc151, #loc153, #loc158, #loc162, #loc166, #loc168, #loc173, #loc177, #loc181, #loc183, #loc188, #loc192, #loc196, #loc198, #loc203, #loc207, #loc211, #loc213, #loc218, #loc222, #loc226, #loc230, #loc233, #loc237, #loc241, #loc245, #loc248, #loc252, #loc256, #loc260, #loc263, #loc267, #loc271, #loc275, #loc278, #loc282, #loc286, #loc290, #loc293, #loc297, #loc301, #loc305, #loc308, #loc312, #loc316, #loc320, #loc325, #loc327, #loc331, #loc335, #loc340, #loc342, #loc346, #loc350, #loc355, #loc357, #loc361, #loc365, #loc370, #loc372, #loc376, #loc380, #loc385, #loc387, #loc391, #loc395, #loc400, #loc402, #loc406, #loc410, #loc415, #loc417, #loc421, #loc425, #loc430, #loc434, #loc436, #loc440, #loc445, #loc449, #loc451, #loc455, #loc460, #loc464, #loc466, #loc470, #loc475, #loc479, #loc481, #loc485, #loc490, #loc494, #loc496, #loc500, #loc505, #loc509, #loc511, #loc515, #loc520])
#loc523 = loc("model133.mlir":6:9)
#loc524 = loc(callsite(#loc523 at #loc4))
#loc525 = loc(callsite(#loc523 at #loc6))
#loc526 = loc("model133.mlir":490:10)
#loc527 = loc(callsite(#loc526 at #loc382))
#loc528 = loc(fused[#loc524, #loc525, #loc527])
#loc529 = loc("model133.mlir":7:9)
#loc530 = loc(callsite(#loc529 at #loc4))
#loc531 = loc(callsite(#loc529 at #loc6))
#loc532 = loc(fused[#loc530, #loc531])
#loc533 = loc("model133.mlir":10:9)
#loc534 = loc(callsite(#loc533 at #loc4))
#loc535 = loc(callsite(#loc533 at #loc6))
#loc536 = loc(fused[#loc534, #loc535])
#loc537 = loc("model133.mlir":11:9)
#loc538 = loc(callsite(#loc537 at #loc4))
#loc539 = loc(callsite(#loc537 at #loc6))
#loc540 = loc(fused[#loc538, #loc539])
#loc541 = loc("model133.mlir":12:12)
#loc542 = loc(callsite(#loc541 at #loc4))
#loc543 = loc("model133.mlir":14:9)
#loc544 = loc(callsite(#loc543 at #loc4))
#loc545 = loc(callsite(#loc543 at #loc6))
#loc546 = loc("model133.mlir":502:11)
#loc547 = loc(callsite(#loc546 at #loc397))
#loc548 = loc(fused[#loc544, #loc545, #loc547])
#loc549 = loc("model133.mlir":15:9)
#loc550 = loc(callsite(#loc549 at #loc4))
#loc551 = loc(callsite(#loc549 at #loc6))
#loc552 = loc(fused[#loc550, #loc551])
#loc553 = loc("model133.mlir":18:11)
#loc554 = loc(callsite(#loc553 at #loc4))
#loc555 = loc(fused[#loc26, #loc554])
#loc556 = loc(callsite(#loc541 at #loc6))
#loc557 = loc(callsite(#loc553 at #loc6))
#loc558 = loc(fused[#loc33, #loc557])
#loc559 = loc("model133.mlir":22:9)
#loc560 = loc(callsite(#loc559 at #loc35))
#loc561 = loc("model133.mlir":23:9)
#loc562 = loc(callsite(#loc561 at #loc35))
#loc563 = loc("model133.mlir":26:9)
#loc564 = loc(callsite(#loc563 at #loc35))
#loc565 = loc("model133.mlir":510:11)
#loc566 = loc(callsite(#loc565 at #loc397))
#loc567 = loc(fused[#loc564, #loc566])
#loc568 = loc("model133.mlir":27:9)
#loc569 = loc(callsite(#loc568 at #loc35))
#loc570 = loc("model133.mlir":30:9)
#loc571 = loc(callsite(#loc570 at #loc35))
#loc572 = loc("model133.mlir":31:9)
#loc573 = loc(callsite(#loc572 at #loc35))
#loc574 = loc("model133.mlir":32:12)
#loc575 = loc(callsite(#loc574 at #loc35))
#loc576 = loc("model133.mlir":34:9)
#loc577 = loc(callsite(#loc576 at #loc35))
#loc578 = loc("model133.mlir":522:11)
#loc579 = loc(callsite(#loc578 at #loc412))
#loc580 = loc(fused[#loc577, #loc579])
#loc581 = loc("model133.mlir":35:9)
#loc582 = loc(callsite(#loc581 at #loc35))
#loc583 = loc("model133.mlir":38:11)
#loc584 = loc(callsite(#loc583 at #loc35))
#loc585 = loc(fused[#loc48, #loc584])
#loc586 = loc("model133.mlir":42:9)
#loc587 = loc(callsite(#loc586 at #loc50))
#loc588 = loc("model133.mlir":43:9)
#loc589 = loc(callsite(#loc588 at #loc50))
#loc590 = loc("model133.mlir":46:9)
#loc591 = loc(callsite(#loc590 at #loc50))
#loc592 = loc("model133.mlir":530:11)
#loc593 = loc(callsite(#loc592 at #loc412))
#loc594 = loc(fused[#loc591, #loc593])
#loc595 = loc("model133.mlir":47:9)
#loc596 = loc(callsite(#loc595 at #loc50))
#loc597 = loc("model133.mlir":50:10)
#loc598 = loc(callsite(#loc597 at #loc50))
#loc599 = loc("model133.mlir":51:10)
#loc600 = loc(callsite(#loc599 at #loc50))
#loc601 = loc("model133.mlir":52:13)
#loc602 = loc(callsite(#loc601 at #loc50))
#loc603 = loc("model133.mlir":54:10)
#loc604 = loc(callsite(#loc603 at #loc50))
#loc605 = loc("model133.mlir":55:10)
#loc606 = loc(callsite(#loc605 at #loc50))
#loc607 = loc("model133.mlir":58:12)
#loc608 = loc(callsite(#loc607 at #loc50))
#loc609 = loc(fused[#loc63, #loc608])
#loc610 = loc("model133.mlir":62:10)
#loc611 = loc(callsite(#loc610 at #loc65))
#loc612 = loc("model133.mlir":63:10)
#loc613 = loc(callsite(#loc612 at #loc65))
#loc614 = loc("model133.mlir":66:10)
#loc615 = loc(callsite(#loc614 at #loc65))
#loc616 = loc("model133.mlir":67:10)
#loc617 = loc(callsite(#loc616 at #loc65))
#loc618 = loc("model133.mlir":70:10)
#loc619 = loc(callsite(#loc618 at #loc65))
#loc620 = loc("model133.mlir":71:10)
#loc621 = loc(callsite(#loc620 at #loc65))
#loc622 = loc("model133.mlir":72:13)
#loc623 = loc(callsite(#loc622 at #loc65))
#loc624 = loc("model133.mlir":74:10)
#loc625 = loc(callsite(#loc624 at #loc65))
#loc626 = loc("model133.mlir":75:10)
#loc627 = loc(callsite(#loc626 at #loc65))
#loc628 = loc("model133.mlir":78:12)
#loc629 = loc(callsite(#loc628 at #loc65))
#loc630 = loc(fused[#loc78, #loc629])
#loc631 = loc("model133.mlir":82:10)
#loc632 = loc(callsite(#loc631 at #loc80))
#loc633 = loc("model133.mlir":83:10)
#loc634 = loc(callsite(#loc633 at #loc80))
#loc635 = loc("model133.mlir":86:10)
#loc636 = loc(callsite(#loc635 at #loc80))
#loc637 = loc("model133.mlir":87:10)
#loc638 = loc(callsite(#loc637 at #loc80))
#loc639 = loc("model133.mlir":90:10)
#loc640 = loc(callsite(#loc639 at #loc80))
#loc641 = loc("model133.mlir":91:10)
#loc642 = loc(callsite(#loc641 at #loc80))
#loc643 = loc("model133.mlir":92:13)
#loc644 = loc(callsite(#loc643 at #loc80))
#loc645 = loc("model133.mlir":94:10)
#loc646 = loc(callsite(#loc645 at #loc80))
#loc647 = loc("model133.mlir":95:10)
#loc648 = loc(callsite(#loc647 at #loc80))
#loc649 = loc("model133.mlir":98:12)
#loc650 = loc(callsite(#loc649 at #loc80))
#loc651 = loc(fused[#loc93, #loc650])
#loc652 = loc("model133.mlir":102:10)
#loc653 = loc(callsite(#loc652 at #loc95))
#loc654 = loc("model133.mlir":103:10)
#loc655 = loc(callsite(#loc654 at #loc95))
#loc656 = loc("model133.mlir":106:10)
#loc657 = loc(callsite(#loc656 at #loc95))
#loc658 = loc("model133.mlir":107:10)
#loc659 = loc(callsite(#loc658 at #loc95))
#loc660 = loc("model133.mlir":110:10)
#loc661 = loc(callsite(#loc660 at #loc95))
#loc662 = loc("model133.mlir":111:10)
#loc663 = loc(callsite(#loc662 at #loc95))
#loc664 = loc("model133.mlir":112:13)
#loc665 = loc(callsite(#loc664 at #loc95))
#loc666 = loc("model133.mlir":114:10)
#loc667 = loc(callsite(#loc666 at #loc95))
#loc668 = loc("model133.mlir":115:10)
#loc669 = loc(callsite(#loc668 at #loc95))
#loc670 = loc("model133.mlir":118:12)
#loc671 = loc(callsite(#loc670 at #loc95))
#loc672 = loc(fused[#loc108, #loc671])
#loc673 = loc("model133.mlir":122:10)
#loc674 = loc(callsite(#loc673 at #loc110))
#loc675 = loc("model133.mlir":123:10)
#loc676 = loc(callsite(#loc675 at #loc110))
#loc677 = loc("model133.mlir":126:10)
#loc678 = loc(callsite(#loc677 at #loc110))
#loc679 = loc("model133.mlir":127:10)
#loc680 = loc(callsite(#loc679 at #loc110))
#loc681 = loc("model133.mlir":130:10)
#loc682 = loc(callsite(#loc681 at #loc110))
#loc683 = loc("model133.mlir":614:11)
#loc684 = loc(callsite(#loc683 at #loc472))
#loc685 = loc(fused[#loc682, #loc684])
#loc686 = loc("model133.mlir":131:10)
#loc687 = loc(callsite(#loc686 at #loc110))
#loc688 = loc("model133.mlir":134:10)
#loc689 = loc(callsite(#loc688 at #loc110))
#loc690 = loc("model133.mlir":135:10)
#loc691 = loc(callsite(#loc690 at #loc110))
#loc692 = loc("model133.mlir":136:13)
#loc693 = loc(callsite(#loc692 at #loc110))
#loc694 = loc("model133.mlir":138:12)
#loc695 = loc(callsite(#loc694 at #loc110))
#loc696 = loc(fused[#loc123, #loc695])
#loc697 = loc("model133.mlir":142:10)
#loc698 = loc(callsite(#loc697 at #loc125))
#loc699 = loc("model133.mlir":626:11)
#loc700 = loc(callsite(#loc699 at #loc487))
#loc701 = loc(fused[#loc698, #loc700])
#loc702 = loc("model133.mlir":143:10)
#loc703 = loc(callsite(#loc702 at #loc125))
#loc704 = loc("model133.mlir":146:10)
#loc705 = loc(callsite(#loc704 at #loc125))
#loc706 = loc("model133.mlir":147:10)
#loc707 = loc(callsite(#loc706 at #loc125))
#loc708 = loc("model133.mlir":150:10)
#loc709 = loc(callsite(#loc708 at #loc125))
#loc710 = loc("model133.mlir":634:11)
#loc711 = loc(callsite(#loc710 at #loc487))
#loc712 = loc(fused[#loc709, #loc711])
#loc713 = loc("model133.mlir":151:10)
#loc714 = loc(callsite(#loc713 at #loc125))
#loc715 = loc("model133.mlir":154:10)
#loc716 = loc(callsite(#loc715 at #loc125))
#loc717 = loc("model133.mlir":155:10)
#loc718 = loc(callsite(#loc717 at #loc125))
#loc719 = loc("model133.mlir":156:13)
#loc720 = loc(callsite(#loc719 at #loc125))
#loc721 = loc("model133.mlir":158:12)
#loc722 = loc(callsite(#loc721 at #loc125))
#loc723 = loc(fused[#loc138, #loc722])
#loc724 = loc("model133.mlir":162:10)
#loc725 = loc(callsite(#loc724 at #loc140))
#loc726 = loc("model133.mlir":646:11)
#loc727 = loc(callsite(#loc726 at #loc502))
#loc728 = loc(fused[#loc725, #loc727])
#loc729 = loc("model133.mlir":163:10)
#loc730 = loc(callsite(#loc729 at #loc140))
#loc731 = loc("model133.mlir":166:10)
#loc732 = loc(callsite(#loc731 at #loc140))
#loc733 = loc("model133.mlir":167:10)
#loc734 = loc(callsite(#loc733 at #loc140))
#loc735 = loc("model133.mlir":170:10)
#loc736 = loc(callsite(#loc735 at #loc140))
#loc737 = loc("model133.mlir":654:11)
#loc738 = loc(callsite(#loc737 at #loc502))
#loc739 = loc(fused[#loc736, #loc738])
#loc740 = loc("model133.mlir":171:10)
#loc741 = loc(callsite(#loc740 at #loc140))
#loc742 = loc("model133.mlir":174:10)
#loc743 = loc(callsite(#loc742 at #loc140))
#loc744 = loc("model133.mlir":175:10)
#loc745 = loc(callsite(#loc744 at #loc140))
#loc746 = loc("model133.mlir":176:13)
#loc747 = loc(callsite(#loc746 at #loc140))
#loc748 = loc("model133.mlir":178:12)
#loc749 = loc(callsite(#loc748 at #loc140))
#loc750 = loc(fused[#loc153, #loc749])
#loc751 = loc("model133.mlir":182:10)
#loc752 = loc(callsite(#loc751 at #loc155))
#loc753 = loc("model133.mlir":183:10)
#loc754 = loc(callsite(#loc753 at #loc155))
#loc755 = loc("model133.mlir":186:10)
#loc756 = loc(callsite(#loc755 at #loc155))
#loc757 = loc("model133.mlir":187:10)
#loc758 = loc(callsite(#loc757 at #loc155))
#loc759 = loc("model133.mlir":190:10)
#loc760 = loc(callsite(#loc759 at #loc155))
#loc761 = loc("model133.mlir":191:10)
#loc762 = loc(callsite(#loc761 at #loc155))
#loc763 = loc("model133.mlir":194:10)
#loc764 = loc(callsite(#loc763 at #loc155))
#loc765 = loc("model133.mlir":195:10)
#loc766 = loc(callsite(#loc765 at #loc155))
#loc767 = loc("model133.mlir":196:13)
#loc768 = loc(callsite(#loc767 at #loc155))
#loc769 = loc("model133.mlir":198:12)
#loc770 = loc(callsite(#loc769 at #loc155))
#loc771 = loc(fused[#loc168, #loc770])
#loc772 = loc("model133.mlir":202:10)
#loc773 = loc(callsite(#loc772 at #loc170))
#loc774 = loc("model133.mlir":203:10)
#loc775 = loc(callsite(#loc774 at #loc170))
#loc776 = loc("model133.mlir":206:10)
#loc777 = loc(callsite(#loc776 at #loc170))
#loc778 = loc("model133.mlir":207:10)
#loc779 = loc(callsite(#loc778 at #loc170))
#loc780 = loc("model133.mlir":210:10)
#loc781 = loc(callsite(#loc780 at #loc170))
#loc782 = loc("model133.mlir":211:10)
#loc783 = loc(callsite(#loc782 at #loc170))
#loc784 = loc("model133.mlir":214:10)
#loc785 = loc(callsite(#loc784 at #loc170))
#loc786 = loc("model133.mlir":215:10)
#loc787 = loc(callsite(#loc786 at #loc170))
#loc788 = loc("model133.mlir":216:13)
#loc789 = loc(callsite(#loc788 at #loc170))
#loc790 = loc("model133.mlir":218:12)
#loc791 = loc(callsite(#loc790 at #loc170))
#loc792 = loc(fused[#loc183, #loc791])
#loc793 = loc("model133.mlir":222:10)
#loc794 = loc(callsite(#loc793 at #loc185))
#loc795 = loc("model133.mlir":223:10)
#loc796 = loc(callsite(#loc795 at #loc185))
#loc797 = loc("model133.mlir":226:10)
#loc798 = loc(callsite(#loc797 at #loc185))
#loc799 = loc("model133.mlir":227:10)
#loc800 = loc(callsite(#loc799 at #loc185))
#loc801 = loc("model133.mlir":230:10)
#loc802 = loc(callsite(#loc801 at #loc185))
#loc803 = loc("model133.mlir":231:10)
#loc804 = loc(callsite(#loc803 at #loc185))
#loc805 = loc("model133.mlir":234:10)
#loc806 = loc(callsite(#loc805 at #loc185))
#loc807 = loc("model133.mlir":235:10)
#loc808 = loc(callsite(#loc807 at #loc185))
#loc809 = loc("model133.mlir":236:13)
#loc810 = loc(callsite(#loc809 at #loc185))
#loc811 = loc("model133.mlir":238:12)
#loc812 = loc(callsite(#loc811 at #loc185))
#loc813 = loc(fused[#loc198, #loc812])
#loc814 = loc("model133.mlir":242:10)
#loc815 = loc(callsite(#loc814 at #loc200))
#loc816 = loc("model133.mlir":243:10)
#loc817 = loc(callsite(#loc816 at #loc200))
#loc818 = loc("model133.mlir":246:10)
#loc819 = loc(callsite(#loc818 at #loc200))
#loc820 = loc("model133.mlir":247:10)
#loc821 = loc(callsite(#loc820 at #loc200))
#loc822 = loc("model133.mlir":250:10)
#loc823 = loc(callsite(#loc822 at #loc200))
#loc824 = loc("model133.mlir":251:10)
#loc825 = loc(callsite(#loc824 at #loc200))
#loc826 = loc("model133.mlir":254:10)
#loc827 = loc(callsite(#loc826 at #loc200))
#loc828 = loc("model133.mlir":255:10)
#loc829 = loc(callsite(#loc828 at #loc200))
#loc830 = loc("model133.mlir":256:13)
#loc831 = loc(callsite(#loc830 at #loc200))
#loc832 = loc("model133.mlir":258:12)
#loc833 = loc(callsite(#loc832 at #loc200))
#loc834 = loc(fused[#loc213, #loc833])
#loc835 = loc("model133.mlir":262:10)
#loc836 = loc(callsite(#loc835 at #loc215))
#loc837 = loc("model133.mlir":263:10)
#loc838 = loc(callsite(#loc837 at #loc215))
#loc839 = loc("model133.mlir":266:10)
#loc840 = loc(callsite(#loc839 at #loc215))
#loc841 = loc("model133.mlir":267:10)
#loc842 = loc(callsite(#loc841 at #loc215))
#loc843 = loc("model133.mlir":270:10)
#loc844 = loc(callsite(#loc843 at #loc215))
#loc845 = loc("model133.mlir":271:10)
#loc846 = loc(callsite(#loc845 at #loc215))
#loc847 = loc("model133.mlir":274:10)
#loc848 = loc(callsite(#loc847 at #loc215))
#loc849 = loc("model133.mlir":275:10)
#loc850 = loc(callsite(#loc849 at #loc215))
#loc851 = loc("model133.mlir":278:12)
#loc852 = loc(callsite(#loc851 at #loc215))
#loc853 = loc(fused[#loc230, #loc852])
#loc854 = loc("model133.mlir":282:10)
#loc855 = loc(callsite(#loc854 at #loc232))
#loc856 = loc("model133.mlir":283:10)
#loc857 = loc(callsite(#loc856 at #loc232))
#loc858 = loc("model133.mlir":284:13)
#loc859 = loc(callsite(#loc858 at #loc232))
#loc860 = loc("model133.mlir":286:10)
#loc861 = loc(callsite(#loc860 at #loc232))
#loc862 = loc("model133.mlir":287:10)
#loc863 = loc(callsite(#loc862 at #loc232))
#loc864 = loc("model133.mlir":290:10)
#loc865 = loc(callsite(#loc864 at #loc232))
#loc866 = loc("model133.mlir":291:10)
#loc867 = loc(callsite(#loc866 at #loc232))
#loc868 = loc("model133.mlir":294:10)
#loc869 = loc(callsite(#loc868 at #loc232))
#loc870 = loc("model133.mlir":295:10)
#loc871 = loc(callsite(#loc870 at #loc232))
#loc872 = loc("model133.mlir":298:12)
#loc873 = loc(callsite(#loc872 at #loc232))
#loc874 = loc(fused[#loc245, #loc873])
#loc875 = loc("model133.mlir":302:10)
#loc876 = loc(callsite(#loc875 at #loc247))
#loc877 = loc("model133.mlir":303:10)
#loc878 = loc(callsite(#loc877 at #loc247))
#loc879 = loc("model133.mlir":304:13)
#loc880 = loc(callsite(#loc879 at #loc247))
#loc881 = loc("model133.mlir":306:10)
#loc882 = loc(callsite(#loc881 at #loc247))
#loc883 = loc("model133.mlir":307:10)
#loc884 = loc(callsite(#loc883 at #loc247))
#loc885 = loc("model133.mlir":310:10)
#loc886 = loc(callsite(#loc885 at #loc247))
#loc887 = loc("model133.mlir":311:10)
#loc888 = loc(callsite(#loc887 at #loc247))
#loc889 = loc("model133.mlir":314:10)
#loc890 = loc(callsite(#loc889 at #loc247))
#loc891 = loc("model133.mlir":315:10)
#loc892 = loc(callsite(#loc891 at #loc247))
#loc893 = loc("model133.mlir":318:12)
#loc894 = loc(callsite(#loc893 at #loc247))
#loc895 = loc(fused[#loc260, #loc894])
#loc896 = loc("model133.mlir":322:10)
#loc897 = loc(callsite(#loc896 at #loc262))
#loc898 = loc("model133.mlir":323:10)
#loc899 = loc(callsite(#loc898 at #loc262))
#loc900 = loc("model133.mlir":324:13)
#loc901 = loc(callsite(#loc900 at #loc262))
#loc902 = loc("model133.mlir":326:10)
#loc903 = loc(callsite(#loc902 at #loc262))
#loc904 = loc("model133.mlir":327:10)
#loc905 = loc(callsite(#loc904 at #loc262))
#loc906 = loc("model133.mlir":330:10)
#loc907 = loc(callsite(#loc906 at #loc262))
#loc908 = loc("model133.mlir":331:10)
#loc909 = loc(callsite(#loc908 at #loc262))
#loc910 = loc("model133.mlir":334:10)
#loc911 = loc(callsite(#loc910 at #loc262))
#loc912 = loc("model133.mlir":335:10)
#loc913 = loc(callsite(#loc912 at #loc262))
#loc914 = loc("model133.mlir":338:12)
#loc915 = loc(callsite(#loc914 at #loc262))
#loc916 = loc(fused[#loc275, #loc915])
#loc917 = loc("model133.mlir":342:10)
#loc918 = loc(callsite(#loc917 at #loc277))
#loc919 = loc("model133.mlir":343:10)
#loc920 = loc(callsite(#loc919 at #loc277))
#loc921 = loc("model133.mlir":344:13)
#loc922 = loc(callsite(#loc921 at #loc277))
#loc923 = loc("model133.mlir":346:10)
#loc924 = loc(callsite(#loc923 at #loc277))
#loc925 = loc("model133.mlir":347:10)
#loc926 = loc(callsite(#loc925 at #loc277))
#loc927 = loc("model133.mlir":350:10)
#loc928 = loc(callsite(#loc927 at #loc277))
#loc929 = loc("model133.mlir":351:10)
#loc930 = loc(callsite(#loc929 at #loc277))
#loc931 = loc("model133.mlir":354:10)
#loc932 = loc(callsite(#loc931 at #loc277))
#loc933 = loc("model133.mlir":355:10)
#loc934 = loc(callsite(#loc933 at #loc277))
#loc935 = loc("model133.mlir":358:12)
#loc936 = loc(callsite(#loc935 at #loc277))
#loc937 = loc(fused[#loc290, #loc936])
#loc938 = loc("model133.mlir":362:10)
#loc939 = loc(callsite(#loc938 at #loc292))
#loc940 = loc("model133.mlir":363:10)
#loc941 = loc(callsite(#loc940 at #loc292))
#loc942 = loc("model133.mlir":364:13)
#loc943 = loc(callsite(#loc942 at #loc292))
#loc944 = loc("model133.mlir":366:10)
#loc945 = loc(callsite(#loc944 at #loc292))
#loc946 = loc("model133.mlir":367:10)
#loc947 = loc(callsite(#loc946 at #loc292))
#loc948 = loc("model133.mlir":370:10)
#loc949 = loc(callsite(#loc948 at #loc292))
#loc950 = loc("model133.mlir":371:10)
#loc951 = loc(callsite(#loc950 at #loc292))
#loc952 = loc("model133.mlir":374:10)
#loc953 = loc(callsite(#loc952 at #loc292))
#loc954 = loc("model133.mlir":375:10)
#loc955 = loc(callsite(#loc954 at #loc292))
#loc956 = loc("model133.mlir":378:12)
#loc957 = loc(callsite(#loc956 at #loc292))
#loc958 = loc(fused[#loc305, #loc957])
#loc959 = loc("model133.mlir":382:10)
#loc960 = loc(callsite(#loc959 at #loc307))
#loc961 = loc("model133.mlir":383:10)
#loc962 = loc(callsite(#loc961 at #loc307))
#loc963 = loc("model133.mlir":384:13)
#loc964 = loc(callsite(#loc963 at #loc307))
#loc965 = loc("model133.mlir":386:10)
#loc966 = loc(callsite(#loc965 at #loc307))
#loc967 = loc("model133.mlir":387:10)
#loc968 = loc(callsite(#loc967 at #loc307))
#loc969 = loc("model133.mlir":390:10)
#loc970 = loc(callsite(#loc969 at #loc307))
#loc971 = loc("model133.mlir":391:10)
#loc972 = loc(callsite(#loc971 at #loc307))
#loc973 = loc("model133.mlir":394:10)
#loc974 = loc(callsite(#loc973 at #loc307))
#loc975 = loc("model133.mlir":395:10)
#loc976 = loc(callsite(#loc975 at #loc307))
#loc977 = loc("model133.mlir":398:12)
#loc978 = loc(callsite(#loc977 at #loc307))
#loc979 = loc(fused[#loc320, #loc978])
#loc980 = loc("model133.mlir":402:10)
#loc981 = loc(callsite(#loc980 at #loc322))
#loc982 = loc("model133.mlir":403:10)
#loc983 = loc(callsite(#loc982 at #loc322))
#loc984 = loc("model133.mlir":406:10)
#loc985 = loc(callsite(#loc984 at #loc322))
#loc986 = loc("model133.mlir":407:10)
#loc987 = loc(callsite(#loc986 at #loc322))
#loc988 = loc("model133.mlir":408:13)
#loc989 = loc(callsite(#loc988 at #loc322))
#loc990 = loc("model133.mlir":410:10)
#loc991 = loc(callsite(#loc990 at #loc322))
#loc992 = loc("model133.mlir":411:10)
#loc993 = loc(callsite(#loc992 at #loc322))
#loc994 = loc("model133.mlir":414:10)
#loc995 = loc(callsite(#loc994 at #loc322))
#loc996 = loc("model133.mlir":415:10)
#loc997 = loc(callsite(#loc996 at #loc322))
#loc998 = loc("model133.mlir":418:12)
#loc999 = loc(callsite(#loc998 at #loc322))
#loc1000 = loc(fused[#loc335, #loc999])
#loc1001 = loc("model133.mlir":422:10)
#loc1002 = loc(callsite(#loc1001 at #loc337))
#loc1003 = loc("model133.mlir":423:10)
#loc1004 = loc(callsite(#loc1003 at #loc337))
#loc1005 = loc("model133.mlir":426:10)
#loc1006 = loc(callsite(#loc1005 at #loc337))
#loc1007 = loc("model133.mlir":427:10)
#loc1008 = loc(callsite(#loc1007 at #loc337))
#loc1009 = loc("model133.mlir":428:13)
#loc1010 = loc(callsite(#loc1009 at #loc337))
#loc1011 = loc("model133.mlir":430:10)
#loc1012 = loc(callsite(#loc1011 at #loc337))
#loc1013 = loc("model133.mlir":431:10)
#loc1014 = loc(callsite(#loc1013 at #loc337))
#loc1015 = loc("model133.mlir":434:10)
#loc1016 = loc(callsite(#loc1015 at #loc337))
#loc1017 = loc("model133.mlir":435:10)
#loc1018 = loc(callsite(#loc1017 at #loc337))
#loc1019 = loc("model133.mlir":438:12)
#loc1020 = loc(callsite(#loc1019 at #loc337))
#loc1021 = loc(fused[#loc350, #loc1020])
#loc1022 = loc("model133.mlir":442:10)
#loc1023 = loc(callsite(#loc1022 at #loc352))
#loc1024 = loc("model133.mlir":443:10)
#loc1025 = loc(callsite(#loc1024 at #loc352))
#loc1026 = loc("model133.mlir":446:10)
#loc1027 = loc(callsite(#loc1026 at #loc352))
#loc1028 = loc("model133.mlir":447:10)
#loc1029 = loc(callsite(#loc1028 at #loc352))
#loc1030 = loc("model133.mlir":448:13)
#loc1031 = loc(callsite(#loc1030 at #loc352))
#loc1032 = loc("model133.mlir":450:10)
#loc1033 = loc(callsite(#loc1032 at #loc352))
#loc1034 = loc("model133.mlir":451:10)
#loc1035 = loc(callsite(#loc1034 at #loc352))
#loc1036 = loc("model133.mlir":454:10)
#loc1037 = loc(callsite(#loc1036 at #loc352))
#loc1038 = loc("model133.mlir":455:10)
#loc1039 = loc(callsite(#loc1038 at #loc352))
#loc1040 = loc("model133.mlir":458:12)
#loc1041 = loc(callsite(#loc1040 at #loc352))
#loc1042 = loc(fused[#loc365, #loc1041])
#loc1043 = loc("model133.mlir":462:10)
#loc1044 = loc(callsite(#loc1043 at #loc367))
#loc1045 = loc("model133.mlir":463:10)
#loc1046 = loc(callsite(#loc1045 at #loc367))
#loc1047 = loc("model133.mlir":466:10)
#loc1048 = loc(callsite(#loc1047 at #loc367))
#loc1049 = loc("model133.mlir":467:10)
#loc1050 = loc(callsite(#loc1049 at #loc367))
#loc1051 = loc("model133.mlir":468:13)
#loc1052 = loc(callsite(#loc1051 at #loc367))
#loc1053 = loc("model133.mlir":470:10)
#loc1054 = loc(callsite(#loc1053 at #loc367))
#loc1055 = loc("model133.mlir":471:10)
#loc1056 = loc(callsite(#loc1055 at #loc367))
#loc1057 = loc("model133.mlir":474:10)
#loc1058 = loc(callsite(#loc1057 at #loc367))
#loc1059 = loc("model133.mlir":475:10)
#loc1060 = loc(callsite(#loc1059 at #loc367))
#loc1061 = loc("model133.mlir":478:12)
#loc1062 = loc(callsite(#loc1061 at #loc367))
#loc1063 = loc(fused[#loc380, #loc1062])
#loc1064 = loc("model133.mlir":482:10)
#loc1065 = loc(callsite(#loc1064 at #loc382))
#loc1066 = loc("model133.mlir":483:10)
#loc1067 = loc(callsite(#loc1066 at #loc382))
#loc1068 = loc("model133.mlir":486:10)
#loc1069 = loc(callsite(#loc1068 at #loc382))
#loc1070 = loc("model133.mlir":487:10)
#loc1071 = loc(callsite(#loc1070 at #loc382))
#loc1072 = loc("model133.mlir":488:13)
#loc1073 = loc(callsite(#loc1072 at #loc382))
#loc1074 = loc("model133.mlir":491:10)
#loc1075 = loc(callsite(#loc1074 at #loc382))
#loc1076 = loc("model133.mlir":494:10)
#loc1077 = loc(callsite(#loc1076 at #loc382))
#loc1078 = loc("model133.mlir":495:10)
#loc1079 = loc(callsite(#loc1078 at #loc382))
#loc1080 = loc("model133.mlir":498:12)
#loc1081 = loc(callsite(#loc1080 at #loc382))
#loc1082 = loc(fused[#loc395, #loc1081])
#loc1083 = loc("model133.mlir":503:11)
#loc1084 = loc(callsite(#loc1083 at #loc397))
#loc1085 = loc("model133.mlir":506:11)
#loc1086 = loc(callsite(#loc1085 at #loc397))
#loc1087 = loc("model133.mlir":507:11)
#loc1088 = loc(callsite(#loc1087 at #loc397))
#loc1089 = loc("model133.mlir":508:14)
#loc1090 = loc(callsite(#loc1089 at #loc397))
#loc1091 = loc("model133.mlir":511:11)
#loc1092 = loc(callsite(#loc1091 at #loc397))
#loc1093 = loc("model133.mlir":514:11)
#loc1094 = loc(callsite(#loc1093 at #loc397))
#loc1095 = loc("model133.mlir":515:11)
#loc1096 = loc(callsite(#loc1095 at #loc397))
#loc1097 = loc("model133.mlir":518:13)
#loc1098 = loc(callsite(#loc1097 at #loc397))
#loc1099 = loc(fused[#loc410, #loc1098])
#loc1100 = loc("model133.mlir":523:11)
#loc1101 = loc(callsite(#loc1100 at #loc412))
#loc1102 = loc("model133.mlir":526:11)
#loc1103 = loc(callsite(#loc1102 at #loc412))
#loc1104 = loc("model133.mlir":527:11)
#loc1105 = loc(callsite(#loc1104 at #loc412))
#loc1106 = loc("model133.mlir":528:14)
#loc1107 = loc(callsite(#loc1106 at #loc412))
#loc1108 = loc("model133.mlir":531:11)
#loc1109 = loc(callsite(#loc1108 at #loc412))
#loc1110 = loc("model133.mlir":534:11)
#loc1111 = loc(callsite(#loc1110 at #loc412))
#loc1112 = loc("model133.mlir":535:11)
#loc1113 = loc(callsite(#loc1112 at #loc412))
#loc1114 = loc("model133.mlir":538:13)
#loc1115 = loc(callsite(#loc1114 at #loc412))
#loc1116 = loc(fused[#loc425, #loc1115])
#loc1117 = loc("model133.mlir":542:11)
#loc1118 = loc(callsite(#loc1117 at #loc427))
#loc1119 = loc("model133.mlir":543:11)
#loc1120 = loc(callsite(#loc1119 at #loc427))
#loc1121 = loc("model133.mlir":546:11)
#loc1122 = loc(callsite(#loc1121 at #loc427))
#loc1123 = loc("model133.mlir":547:11)
#loc1124 = loc(callsite(#loc1123 at #loc427))
#loc1125 = loc("model133.mlir":550:11)
#loc1126 = loc(callsite(#loc1125 at #loc427))
#loc1127 = loc("model133.mlir":551:11)
#loc1128 = loc(callsite(#loc1127 at #loc427))
#loc1129 = loc("model133.mlir":552:14)
#loc1130 = loc(callsite(#loc1129 at #loc427))
#loc1131 = loc("model133.mlir":554:11)
#loc1132 = loc(callsite(#loc1131 at #loc427))
#loc1133 = loc("model133.mlir":555:11)
#loc1134 = loc(callsite(#loc1133 at #loc427))
#loc1135 = loc("model133.mlir":558:13)
#loc1136 = loc(callsite(#loc1135 at #loc427))
#loc1137 = loc(fused[#loc440, #loc1136])
#loc1138 = loc("model133.mlir":562:11)
#loc1139 = loc(callsite(#loc1138 at #loc442))
#loc1140 = loc("model133.mlir":563:11)
#loc1141 = loc(callsite(#loc1140 at #loc442))
#loc1142 = loc("model133.mlir":566:11)
#loc1143 = loc(callsite(#loc1142 at #loc442))
#loc1144 = loc("model133.mlir":567:11)
#loc1145 = loc(callsite(#loc1144 at #loc442))
#loc1146 = loc("model133.mlir":570:11)
#loc1147 = loc(callsite(#loc1146 at #loc442))
#loc1148 = loc("model133.mlir":571:11)
#loc1149 = loc(callsite(#loc1148 at #loc442))
#loc1150 = loc("model133.mlir":572:14)
#loc1151 = loc(callsite(#loc1150 at #loc442))
#loc1152 = loc("model133.mlir":574:11)
#loc1153 = loc(callsite(#loc1152 at #loc442))
#loc1154 = loc("model133.mlir":575:11)
#loc1155 = loc(callsite(#loc1154 at #loc442))
#loc1156 = loc("model133.mlir":578:13)
#loc1157 = loc(callsite(#loc1156 at #loc442))
#loc1158 = loc(fused[#loc455, #loc1157])
#loc1159 = loc("model133.mlir":582:11)
#loc1160 = loc(callsite(#loc1159 at #loc457))
#loc1161 = loc("model133.mlir":583:11)
#loc1162 = loc(callsite(#loc1161 at #loc457))
#loc1163 = loc("model133.mlir":586:11)
#loc1164 = loc(callsite(#loc1163 at #loc457))
#loc1165 = loc("model133.mlir":587:11)
#loc1166 = loc(callsite(#loc1165 at #loc457))
#loc1167 = loc("model133.mlir":590:11)
#loc1168 = loc(callsite(#loc1167 at #loc457))
#loc1169 = loc("model133.mlir":591:11)
#loc1170 = loc(callsite(#loc1169 at #loc457))
#loc1171 = loc("model133.mlir":592:14)
#loc1172 = loc(callsite(#loc1171 at #loc457))
#loc1173 = loc("model133.mlir":594:11)
#loc1174 = loc(callsite(#loc1173 at #loc457))
#loc1175 = loc("model133.mlir":595:11)
#loc1176 = loc(callsite(#loc1175 at #loc457))
#loc1177 = loc("model133.mlir":598:13)
#loc1178 = loc(callsite(#loc1177 at #loc457))
#loc1179 = loc(fused[#loc470, #loc1178])
#loc1180 = loc("model133.mlir":602:11)
#loc1181 = loc(callsite(#loc1180 at #loc472))
#loc1182 = loc("model133.mlir":603:11)
#loc1183 = loc(callsite(#loc1182 at #loc472))
#loc1184 = loc("model133.mlir":606:11)
#loc1185 = loc(callsite(#loc1184 at #loc472))
#loc1186 = loc("model133.mlir":607:11)
#loc1187 = loc(callsite(#loc1186 at #loc472))
#loc1188 = loc("model133.mlir":610:11)
#loc1189 = loc(callsite(#loc1188 at #loc472))
#loc1190 = loc("model133.mlir":611:11)
#loc1191 = loc(callsite(#loc1190 at #loc472))
#loc1192 = loc("model133.mlir":612:14)
#loc1193 = loc(callsite(#loc1192 at #loc472))
#loc1194 = loc("model133.mlir":615:11)
#loc1195 = loc(callsite(#loc1194 at #loc472))
#loc1196 = loc("model133.mlir":618:13)
#loc1197 = loc(callsite(#loc1196 at #loc472))
#loc1198 = loc(fused[#loc485, #loc1197])
#loc1199 = loc("model133.mlir":622:11)
#loc1200 = loc(callsite(#loc1199 at #loc487))
#loc1201 = loc("model133.mlir":623:11)
#loc1202 = loc(callsite(#loc1201 at #loc487))
#loc1203 = loc("model133.mlir":627:11)
#loc1204 = loc(callsite(#loc1203 at #loc487))
#loc1205 = loc("model133.mlir":630:11)
#loc1206 = loc(callsite(#loc1205 at #loc487))
#loc1207 = loc("model133.mlir":631:11)
#loc1208 = loc(callsite(#loc1207 at #loc487))
#loc1209 = loc("model133.mlir":632:14)
#loc1210 = loc(callsite(#loc1209 at #loc487))
#loc1211 = loc("model133.mlir":635:11)
#loc1212 = loc(callsite(#loc1211 at #loc487))
#loc1213 = loc("model133.mlir":638:13)
#loc1214 = loc(callsite(#loc1213 at #loc487))
#loc1215 = loc(fused[#loc500, #loc1214])
#loc1216 = loc("model133.mlir":642:11)
#loc1217 = loc(callsite(#loc1216 at #loc502))
#loc1218 = loc("model133.mlir":643:11)
#loc1219 = loc(callsite(#loc1218 at #loc502))
#loc1220 = loc("model133.mlir":647:11)
#loc1221 = loc(callsite(#loc1220 at #loc502))
#loc1222 = loc("model133.mlir":650:11)
#loc1223 = loc(callsite(#loc1222 at #loc502))
#loc1224 = loc("model133.mlir":651:11)
#loc1225 = loc(callsite(#loc1224 at #loc502))
#loc1226 = loc("model133.mlir":652:14)
#loc1227 = loc(callsite(#loc1226 at #loc502))
#loc1228 = loc("model133.mlir":655:11)
#loc1229 = loc(callsite(#loc1228 at #loc502))
#loc1230 = loc("model133.mlir":658:13)
#loc1231 = loc(callsite(#loc1230 at #loc502))
#loc1232 = loc(fused[#loc515, #loc1231])
#loc1233 = loc("model133.mlir":662:11)
#loc1234 = loc(callsite(#loc1233 at #loc517))
#loc1235 = loc("model133.mlir":663:11)
#loc1236 = loc(callsite(#loc1235 at #loc517))
#loc1237 = loc("model133.mlir":704:3)
