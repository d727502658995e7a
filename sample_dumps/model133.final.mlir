module {
  func.func @main(%arg0: tensor<1x16x16x8xf32> loc(#loc2)) -> tensor<1x16x16x8xf32> {
    %cst = arith.constant dense<4.166667e-02> : tensor<8x1x3x8xf32> loc(#loc8)
    %cst_0 = arith.constant dense<1.000000e-03> : tensor<8xf32> loc(#loc12)
    %cst_1 = arith.constant 0.000000e+00 : f32 loc(#loc521)
    %padded = tensor.pad %arg0 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg: index loc(#loc14), %arg_2: index loc(#loc14), %arg_3: index loc(#loc14), %arg_4: index loc(#loc14)):
      tensor.yield %cst_1 : f32 loc(#loc14)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc14)
    %0 = tensor.empty() : tensor<1x16x16x8xf32> loc(#loc14)
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_0 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in: f32 loc(#loc14), %out: f32 loc(#loc14)):
      linalg.yield %in : f32 loc(#loc14)
    } -> tensor<1x16x16x8xf32> loc(#loc14)
    %2 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded, %cst : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%1 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc14)
    %cst_5 = arith.constant 6.000000e+00 : f32 loc(#loc522)
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%2 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_6: f32 loc(#loc16), %out_7: f32 loc(#loc16)):
      %4 = arith.maximumf %in_6, %cst_1 : f32 loc(#loc16)
      %5 = arith.minimumf %4, %cst_5 : f32 loc(#loc16)
      linalg.yield %5 : f32 loc(#loc16)
    } -> tensor<1x16x16x8xf32> loc(#loc16)
    %cst_8 = arith.constant dense<4.209622e-02> : tensor<8x3x1x8xf32> loc(#loc528)
    %cst_9 = arith.constant dense<2.000000e-03> : tensor<8xf32> loc(#loc532)
    %padded_10 = tensor.pad %3 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_11: index loc(#loc18), %arg_12: index loc(#loc18), %arg_13: index loc(#loc18), %arg_14: index loc(#loc18)):
      tensor.yield %cst_1 : f32 loc(#loc18)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc18)
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_9 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_15: f32 loc(#loc18), %out_16: f32 loc(#loc18)):
      linalg.yield %in_15 : f32 loc(#loc18)
    } -> tensor<1x16x16x8xf32> loc(#loc18)
    %7 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_10, %cst_8 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%6 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc18)
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%7 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_17: f32 loc(#loc20), %out_18: f32 loc(#loc20)):
      %9 = arith.maximumf %in_17, %cst_1 : f32 loc(#loc20)
      %10 = arith.minimumf %9, %cst_5 : f32 loc(#loc20)
      linalg.yield %10 : f32 loc(#loc20)
    } -> tensor<1x16x16x8xf32> loc(#loc20)
    %cst_19 = arith.constant dense<1.275773e-01> : tensor<8x1x1x8xf32> loc(#loc536)
    %cst_20 = arith.constant dense<3.000000e-03> : tensor<8xf32> loc(#loc540)
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_20 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_21: f32 loc(#loc542), %out_22: f32 loc(#loc542)):
      linalg.yield %in_21 : f32 loc(#loc542)
    } -> tensor<1x16x16x8xf32> loc(#loc542)
    %collapsed = tensor.collapse_shape %8 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc542)
    %collapsed_23 = tensor.collapse_shape %cst_19 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc542)
    %12 = tensor.empty() : tensor<8x8xf32> loc(#loc542)
    %transposed = linalg.transpose ins(%collapsed_23 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc542)
    %collapsed_24 = tensor.collapse_shape %11 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc542)
    %13 = linalg.matmul ins(%collapsed, %transposed : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_24 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc542)
    %expanded = tensor.expand_shape %13 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc542)
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_25: f32 loc(#loc22), %out_26: f32 loc(#loc22)):
      %15 = arith.maximumf %in_25, %cst_1 : f32 loc(#loc22)
      %16 = arith.minimumf %15, %cst_5 : f32 loc(#loc22)
      linalg.yield %16 : f32 loc(#loc22)
    } -> tensor<1x16x16x8xf32> loc(#loc22)
    %cst_27 = arith.constant dense<4.295533e-02> : tensor<8x1x3x8xf32> loc(#loc548)
    %cst_28 = arith.constant dense<4.000000e-03> : tensor<8xf32> loc(#loc552)
    %padded_29 = tensor.pad %14 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_30: index loc(#loc24), %arg_31: index loc(#loc24), %arg_32: index loc(#loc24), %arg_33: index loc(#loc24)):
      tensor.yield %cst_1 : f32 loc(#loc24)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc24)
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_28 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_34: f32 loc(#loc24), %out_35: f32 loc(#loc24)):
      linalg.yield %in_34 : f32 loc(#loc24)
    } -> tensor<1x16x16x8xf32> loc(#loc24)
    %18 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_29, %cst_27 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%17 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc24)
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%18, %arg0 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_36: f32 loc(#loc26), %in_37: f32 loc(#loc554), %out_38: f32 loc(#loc554)):
      %20 = arith.maximumf %in_36, %cst_1 : f32 loc(#loc26)
      %21 = arith.minimumf %20, %cst_5 : f32 loc(#loc26)
      %22 = arith.addf %21, %in_37 : f32 loc(#loc554)
      linalg.yield %22 : f32 loc(#loc554)
    } -> tensor<1x16x16x8xf32> loc(#loc555)
    %padded_39 = tensor.pad %19 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_40: index loc(#loc27), %arg_41: index loc(#loc27), %arg_42: index loc(#loc27), %arg_43: index loc(#loc27)):
      tensor.yield %cst_1 : f32 loc(#loc27)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc27)
    %23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_0 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_44: f32 loc(#loc27), %out_45: f32 loc(#loc27)):
      linalg.yield %in_44 : f32 loc(#loc27)
    } -> tensor<1x16x16x8xf32> loc(#loc27)
    %24 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_39, %cst : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%23 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc27)
    %25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%24 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_46: f32 loc(#loc28), %out_47: f32 loc(#loc28)):
      %26 = arith.maximumf %in_46, %cst_1 : f32 loc(#loc28)
      %27 = arith.minimumf %26, %cst_5 : f32 loc(#loc28)
      linalg.yield %27 : f32 loc(#loc28)
    } -> tensor<1x16x16x8xf32> loc(#loc28)
    %padded_48 = tensor.pad %25 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_49: index loc(#loc29), %arg_50: index loc(#loc29), %arg_51: index loc(#loc29), %arg_52: index loc(#loc29)):
      tensor.yield %cst_1 : f32 loc(#loc29)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc29)
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_9 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_53: f32 loc(#loc29), %out_54: f32 loc(#loc29)):
      linalg.yield %in_53 : f32 loc(#loc29)
    } -> tensor<1x16x16x8xf32> loc(#loc29)
    %29 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_48, %cst_8 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%28 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc29)
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%29 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_55: f32 loc(#loc30), %out_56: f32 loc(#loc30)):
      %31 = arith.maximumf %in_55, %cst_1 : f32 loc(#loc30)
      %32 = arith.minimumf %31, %cst_5 : f32 loc(#loc30)
      linalg.yield %32 : f32 loc(#loc30)
    } -> tensor<1x16x16x8xf32> loc(#loc30)
    %33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_20 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_57: f32 loc(#loc556), %out_58: f32 loc(#loc556)):
      linalg.yield %in_57 : f32 loc(#loc556)
    } -> tensor<1x16x16x8xf32> loc(#loc556)
    %collapsed_59 = tensor.collapse_shape %30 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc556)
    %collapsed_60 = tensor.collapse_shape %33 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc556)
    %34 = linalg.matmul ins(%collapsed_59, %transposed : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_60 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc556)
    %expanded_61 = tensor.expand_shape %34 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc556)
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_61 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_62: f32 loc(#loc31), %out_63: f32 loc(#loc31)):
      %36 = arith.maximumf %in_62, %cst_1 : f32 loc(#loc31)
      %37 = arith.minimumf %36, %cst_5 : f32 loc(#loc31)
      linalg.yield %37 : f32 loc(#loc31)
    } -> tensor<1x16x16x8xf32> loc(#loc31)
    %padded_64 = tensor.pad %35 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_65: index loc(#loc32), %arg_66: index loc(#loc32), %arg_67: index loc(#loc32), %arg_68: index loc(#loc32)):
      tensor.yield %cst_1 : f32 loc(#loc32)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc32)
    %38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_28 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_69: f32 loc(#loc32), %out_70: f32 loc(#loc32)):
      linalg.yield %in_69 : f32 loc(#loc32)
    } -> tensor<1x16x16x8xf32> loc(#loc32)
    %39 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_64, %cst_27 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%38 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc32)
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%39, %19 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_71: f32 loc(#loc33), %in_72: f32 loc(#loc557), %out_73: f32 loc(#loc557)):
      %41 = arith.maximumf %in_71, %cst_1 : f32 loc(#loc33)
      %42 = arith.minimumf %41, %cst_5 : f32 loc(#loc33)
      %43 = arith.addf %42, %in_72 : f32 loc(#loc557)
      linalg.yield %43 : f32 loc(#loc557)
    } -> tensor<1x16x16x8xf32> loc(#loc558)
    %cst_74 = arith.constant dense<1.446163e-02> : tensor<8x3x3x8xf32> loc(#loc560)
    %cst_75 = arith.constant dense<5.000000e-03> : tensor<8xf32> loc(#loc562)
    %padded_76 = tensor.pad %40 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_77: index loc(#loc36), %arg_78: index loc(#loc36), %arg_79: index loc(#loc36), %arg_80: index loc(#loc36)):
      tensor.yield %cst_1 : f32 loc(#loc36)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc36)
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_75 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_81: f32 loc(#loc36), %out_82: f32 loc(#loc36)):
      linalg.yield %in_81 : f32 loc(#loc36)
    } -> tensor<1x16x16x8xf32> loc(#loc36)
    %45 = tensor.empty() : tensor<256x72xf32> loc(#loc36)
    %46 = "linalg_ext.im2col"(%padded_76, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc36)
    %collapsed_83 = tensor.collapse_shape %cst_74 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc36)
    %47 = tensor.empty() : tensor<72x8xf32> loc(#loc36)
    %transposed_84 = linalg.transpose ins(%collapsed_83 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc36)
    %collapsed_85 = tensor.collapse_shape %44 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc36)
    %48 = linalg.matmul ins(%46, %transposed_84 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_85 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc36)
    %expanded_86 = tensor.expand_shape %48 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc36)
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_86 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_87: f32 loc(#loc38), %out_88: f32 loc(#loc38)):
      %50 = arith.maximumf %in_87, %cst_1 : f32 loc(#loc38)
      %51 = arith.minimumf %50, %cst_5 : f32 loc(#loc38)
      linalg.yield %51 : f32 loc(#loc38)
    } -> tensor<1x16x16x8xf32> loc(#loc38)
    %cst_89 = arith.constant dense<4.381443e-02> : tensor<8x3x1x8xf32> loc(#loc567)
    %cst_90 = arith.constant dense<6.000000e-03> : tensor<8xf32> loc(#loc569)
    %padded_91 = tensor.pad %49 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_92: index loc(#loc40), %arg_93: index loc(#loc40), %arg_94: index loc(#loc40), %arg_95: index loc(#loc40)):
      tensor.yield %cst_1 : f32 loc(#loc40)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc40)
    %52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_90 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_96: f32 loc(#loc40), %out_97: f32 loc(#loc40)):
      linalg.yield %in_96 : f32 loc(#loc40)
    } -> tensor<1x16x16x8xf32> loc(#loc40)
    %53 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_91, %cst_89 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%52 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc40)
    %54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%53 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_98: f32 loc(#loc42), %out_99: f32 loc(#loc42)):
      %55 = arith.maximumf %in_98, %cst_1 : f32 loc(#loc42)
      %56 = arith.minimumf %55, %cst_5 : f32 loc(#loc42)
      linalg.yield %56 : f32 loc(#loc42)
    } -> tensor<1x16x16x8xf32> loc(#loc42)
    %cst_100 = arith.constant dense<1.327320e-01> : tensor<8x1x1x8xf32> loc(#loc571)
    %cst_101 = arith.constant dense<7.000000e-03> : tensor<8xf32> loc(#loc573)
    %57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_101 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_102: f32 loc(#loc575), %out_103: f32 loc(#loc575)):
      linalg.yield %in_102 : f32 loc(#loc575)
    } -> tensor<1x16x16x8xf32> loc(#loc575)
    %collapsed_104 = tensor.collapse_shape %54 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc575)
    %collapsed_105 = tensor.collapse_shape %cst_100 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc575)
    %transposed_106 = linalg.transpose ins(%collapsed_105 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc575)
    %collapsed_107 = tensor.collapse_shape %57 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc575)
    %58 = linalg.matmul ins(%collapsed_104, %transposed_106 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_107 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc575)
    %expanded_108 = tensor.expand_shape %58 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc575)
    %59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_108 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_109: f32 loc(#loc44), %out_110: f32 loc(#loc44)):
      %60 = arith.maximumf %in_109, %cst_1 : f32 loc(#loc44)
      %61 = arith.minimumf %60, %cst_5 : f32 loc(#loc44)
      linalg.yield %61 : f32 loc(#loc44)
    } -> tensor<1x16x16x8xf32> loc(#loc44)
    %cst_111 = arith.constant dense<4.467354e-02> : tensor<8x1x3x8xf32> loc(#loc580)
    %cst_112 = arith.constant dense<8.000000e-03> : tensor<8xf32> loc(#loc582)
    %padded_113 = tensor.pad %59 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_114: index loc(#loc46), %arg_115: index loc(#loc46), %arg_116: index loc(#loc46), %arg_117: index loc(#loc46)):
      tensor.yield %cst_1 : f32 loc(#loc46)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc46)
    %62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_112 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_118: f32 loc(#loc46), %out_119: f32 loc(#loc46)):
      linalg.yield %in_118 : f32 loc(#loc46)
    } -> tensor<1x16x16x8xf32> loc(#loc46)
    %63 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_113, %cst_111 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%62 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc46)
    %64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%63, %40 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_120: f32 loc(#loc48), %in_121: f32 loc(#loc584), %out_122: f32 loc(#loc584)):
      %65 = arith.maximumf %in_120, %cst_1 : f32 loc(#loc48)
      %66 = arith.minimumf %65, %cst_5 : f32 loc(#loc48)
      %67 = arith.addf %66, %in_121 : f32 loc(#loc584)
      linalg.yield %67 : f32 loc(#loc584)
    } -> tensor<1x16x16x8xf32> loc(#loc585)
    %cst_123 = arith.constant dense<1.503436e-02> : tensor<8x3x3x8xf32> loc(#loc587)
    %cst_124 = arith.constant dense<9.000000e-03> : tensor<8xf32> loc(#loc589)
    %padded_125 = tensor.pad %64 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_126: index loc(#loc51), %arg_127: index loc(#loc51), %arg_128: index loc(#loc51), %arg_129: index loc(#loc51)):
      tensor.yield %cst_1 : f32 loc(#loc51)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc51)
    %68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_124 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_130: f32 loc(#loc51), %out_131: f32 loc(#loc51)):
      linalg.yield %in_130 : f32 loc(#loc51)
    } -> tensor<1x16x16x8xf32> loc(#loc51)
    %69 = "linalg_ext.im2col"(%padded_125, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc51)
    %collapsed_132 = tensor.collapse_shape %cst_123 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc51)
    %transposed_133 = linalg.transpose ins(%collapsed_132 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc51)
    %collapsed_134 = tensor.collapse_shape %68 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc51)
    %70 = linalg.matmul ins(%69, %transposed_133 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_134 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc51)
    %expanded_135 = tensor.expand_shape %70 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc51)
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_135 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_136: f32 loc(#loc53), %out_137: f32 loc(#loc53)):
      %72 = arith.maximumf %in_136, %cst_1 : f32 loc(#loc53)
      %73 = arith.minimumf %72, %cst_5 : f32 loc(#loc53)
      linalg.yield %73 : f32 loc(#loc53)
    } -> tensor<1x16x16x8xf32> loc(#loc53)
    %cst_138 = arith.constant dense<4.553265e-02> : tensor<8x3x1x8xf32> loc(#loc594)
    %cst_139 = arith.constant dense<1.000000e-02> : tensor<8xf32> loc(#loc596)
    %padded_140 = tensor.pad %71 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_141: index loc(#loc55), %arg_142: index loc(#loc55), %arg_143: index loc(#loc55), %arg_144: index loc(#loc55)):
      tensor.yield %cst_1 : f32 loc(#loc55)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc55)
    %74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_139 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_145: f32 loc(#loc55), %out_146: f32 loc(#loc55)):
      linalg.yield %in_145 : f32 loc(#loc55)
    } -> tensor<1x16x16x8xf32> loc(#loc55)
    %75 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_140, %cst_138 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%74 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc55)
    %76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%75 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_147: f32 loc(#loc57), %out_148: f32 loc(#loc57)):
      %77 = arith.maximumf %in_147, %cst_1 : f32 loc(#loc57)
      %78 = arith.minimumf %77, %cst_5 : f32 loc(#loc57)
      linalg.yield %78 : f32 loc(#loc57)
    } -> tensor<1x16x16x8xf32> loc(#loc57)
    %cst_149 = arith.constant dense<1.378866e-01> : tensor<8x1x1x8xf32> loc(#loc598)
    %cst_150 = arith.constant dense<1.100000e-02> : tensor<8xf32> loc(#loc600)
    %79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_150 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_151: f32 loc(#loc602), %out_152: f32 loc(#loc602)):
      linalg.yield %in_151 : f32 loc(#loc602)
    } -> tensor<1x16x16x8xf32> loc(#loc602)
    %collapsed_153 = tensor.collapse_shape %76 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc602)
    %collapsed_154 = tensor.collapse_shape %cst_149 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc602)
    %transposed_155 = linalg.transpose ins(%collapsed_154 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc602)
    %collapsed_156 = tensor.collapse_shape %79 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc602)
    %80 = linalg.matmul ins(%collapsed_153, %transposed_155 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_156 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc602)
    %expanded_157 = tensor.expand_shape %80 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc602)
    %81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_157 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_158: f32 loc(#loc59), %out_159: f32 loc(#loc59)):
      %82 = arith.maximumf %in_158, %cst_1 : f32 loc(#loc59)
      %83 = arith.minimumf %82, %cst_5 : f32 loc(#loc59)
      linalg.yield %83 : f32 loc(#loc59)
    } -> tensor<1x16x16x8xf32> loc(#loc59)
    %cst_160 = arith.constant dense<4.639175e-02> : tensor<8x1x3x8xf32> loc(#loc604)
    %cst_161 = arith.constant dense<1.200000e-02> : tensor<8xf32> loc(#loc606)
    %padded_162 = tensor.pad %81 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_163: index loc(#loc61), %arg_164: index loc(#loc61), %arg_165: index loc(#loc61), %arg_166: index loc(#loc61)):
      tensor.yield %cst_1 : f32 loc(#loc61)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc61)
    %84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_161 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_167: f32 loc(#loc61), %out_168: f32 loc(#loc61)):
      linalg.yield %in_167 : f32 loc(#loc61)
    } -> tensor<1x16x16x8xf32> loc(#loc61)
    %85 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_162, %cst_160 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%84 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc61)
    %86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%85, %64 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_169: f32 loc(#loc63), %in_170: f32 loc(#loc608), %out_171: f32 loc(#loc608)):
      %87 = arith.maximumf %in_169, %cst_1 : f32 loc(#loc63)
      %88 = arith.minimumf %87, %cst_5 : f32 loc(#loc63)
      %89 = arith.addf %88, %in_170 : f32 loc(#loc608)
      linalg.yield %89 : f32 loc(#loc608)
    } -> tensor<1x16x16x8xf32> loc(#loc609)
    %cst_172 = arith.constant dense<1.560710e-02> : tensor<8x3x3x8xf32> loc(#loc611)
    %cst_173 = arith.constant dense<1.300000e-02> : tensor<8xf32> loc(#loc613)
    %padded_174 = tensor.pad %86 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_175: index loc(#loc66), %arg_176: index loc(#loc66), %arg_177: index loc(#loc66), %arg_178: index loc(#loc66)):
      tensor.yield %cst_1 : f32 loc(#loc66)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc66)
    %90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_173 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_179: f32 loc(#loc66), %out_180: f32 loc(#loc66)):
      linalg.yield %in_179 : f32 loc(#loc66)
    } -> tensor<1x16x16x8xf32> loc(#loc66)
    %91 = "linalg_ext.im2col"(%padded_174, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc66)
    %collapsed_181 = tensor.collapse_shape %cst_172 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc66)
    %transposed_182 = linalg.transpose ins(%collapsed_181 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc66)
    %collapsed_183 = tensor.collapse_shape %90 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc66)
    %92 = linalg.matmul ins(%91, %transposed_182 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_183 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc66)
    %expanded_184 = tensor.expand_shape %92 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc66)
    %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_184 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_185: f32 loc(#loc68), %out_186: f32 loc(#loc68)):
      %94 = arith.maximumf %in_185, %cst_1 : f32 loc(#loc68)
      %95 = arith.minimumf %94, %cst_5 : f32 loc(#loc68)
      linalg.yield %95 : f32 loc(#loc68)
    } -> tensor<1x16x16x8xf32> loc(#loc68)
    %cst_187 = arith.constant dense<4.725086e-02> : tensor<8x3x1x8xf32> loc(#loc615)
    %cst_188 = arith.constant dense<1.400000e-02> : tensor<8xf32> loc(#loc617)
    %padded_189 = tensor.pad %93 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_190: index loc(#loc70), %arg_191: index loc(#loc70), %arg_192: index loc(#loc70), %arg_193: index loc(#loc70)):
      tensor.yield %cst_1 : f32 loc(#loc70)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc70)
    %96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_188 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_194: f32 loc(#loc70), %out_195: f32 loc(#loc70)):
      linalg.yield %in_194 : f32 loc(#loc70)
    } -> tensor<1x16x16x8xf32> loc(#loc70)
    %97 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_189, %cst_187 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%96 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc70)
    %98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%97 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_196: f32 loc(#loc72), %out_197: f32 loc(#loc72)):
      %99 = arith.maximumf %in_196, %cst_1 : f32 loc(#loc72)
      %100 = arith.minimumf %99, %cst_5 : f32 loc(#loc72)
      linalg.yield %100 : f32 loc(#loc72)
    } -> tensor<1x16x16x8xf32> loc(#loc72)
    %cst_198 = arith.constant dense<1.430412e-01> : tensor<8x1x1x8xf32> loc(#loc619)
    %cst_199 = arith.constant dense<1.500000e-02> : tensor<8xf32> loc(#loc621)
    %101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_199 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_200: f32 loc(#loc623), %out_201: f32 loc(#loc623)):
      linalg.yield %in_200 : f32 loc(#loc623)
    } -> tensor<1x16x16x8xf32> loc(#loc623)
    %collapsed_202 = tensor.collapse_shape %98 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc623)
    %collapsed_203 = tensor.collapse_shape %cst_198 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc623)
    %transposed_204 = linalg.transpose ins(%collapsed_203 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc623)
    %collapsed_205 = tensor.collapse_shape %101 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc623)
    %102 = linalg.matmul ins(%collapsed_202, %transposed_204 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_205 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc623)
    %expanded_206 = tensor.expand_shape %102 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc623)
    %103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_206 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_207: f32 loc(#loc74), %out_208: f32 loc(#loc74)):
      %104 = arith.maximumf %in_207, %cst_1 : f32 loc(#loc74)
      %105 = arith.minimumf %104, %cst_5 : f32 loc(#loc74)
      linalg.yield %105 : f32 loc(#loc74)
    } -> tensor<1x16x16x8xf32> loc(#loc74)
    %cst_209 = arith.constant dense<4.810997e-02> : tensor<8x1x3x8xf32> loc(#loc625)
    %cst_210 = arith.constant dense<1.600000e-02> : tensor<8xf32> loc(#loc627)
    %padded_211 = tensor.pad %103 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_212: index loc(#loc76), %arg_213: index loc(#loc76), %arg_214: index loc(#loc76), %arg_215: index loc(#loc76)):
      tensor.yield %cst_1 : f32 loc(#loc76)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc76)
    %106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_210 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_216: f32 loc(#loc76), %out_217: f32 loc(#loc76)):
      linalg.yield %in_216 : f32 loc(#loc76)
    } -> tensor<1x16x16x8xf32> loc(#loc76)
    %107 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_211, %cst_209 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%106 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc76)
    %108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%107, %86 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_218: f32 loc(#loc78), %in_219: f32 loc(#loc629), %out_220: f32 loc(#loc629)):
      %109 = arith.maximumf %in_218, %cst_1 : f32 loc(#loc78)
      %110 = arith.minimumf %109, %cst_5 : f32 loc(#loc78)
      %111 = arith.addf %110, %in_219 : f32 loc(#loc629)
      linalg.yield %111 : f32 loc(#loc629)
    } -> tensor<1x16x16x8xf32> loc(#loc630)
    %cst_221 = arith.constant dense<1.617984e-02> : tensor<8x3x3x8xf32> loc(#loc632)
    %cst_222 = arith.constant dense<1.700000e-02> : tensor<8xf32> loc(#loc634)
    %padded_223 = tensor.pad %108 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_224: index loc(#loc81), %arg_225: index loc(#loc81), %arg_226: index loc(#loc81), %arg_227: index loc(#loc81)):
      tensor.yield %cst_1 : f32 loc(#loc81)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc81)
    %112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_222 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_228: f32 loc(#loc81), %out_229: f32 loc(#loc81)):
      linalg.yield %in_228 : f32 loc(#loc81)
    } -> tensor<1x16x16x8xf32> loc(#loc81)
    %113 = "linalg_ext.im2col"(%padded_223, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc81)
    %collapsed_230 = tensor.collapse_shape %cst_221 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc81)
    %transposed_231 = linalg.transpose ins(%collapsed_230 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc81)
    %collapsed_232 = tensor.collapse_shape %112 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc81)
    %114 = linalg.matmul ins(%113, %transposed_231 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_232 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc81)
    %expanded_233 = tensor.expand_shape %114 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc81)
    %115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_233 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_234: f32 loc(#loc83), %out_235: f32 loc(#loc83)):
      %116 = arith.maximumf %in_234, %cst_1 : f32 loc(#loc83)
      %117 = arith.minimumf %116, %cst_5 : f32 loc(#loc83)
      linalg.yield %117 : f32 loc(#loc83)
    } -> tensor<1x16x16x8xf32> loc(#loc83)
    %cst_236 = arith.constant dense<4.896907e-02> : tensor<8x3x1x8xf32> loc(#loc636)
    %cst_237 = arith.constant dense<1.800000e-02> : tensor<8xf32> loc(#loc638)
    %padded_238 = tensor.pad %115 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_239: index loc(#loc85), %arg_240: index loc(#loc85), %arg_241: index loc(#loc85), %arg_242: index loc(#loc85)):
      tensor.yield %cst_1 : f32 loc(#loc85)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc85)
    %118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_237 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_243: f32 loc(#loc85), %out_244: f32 loc(#loc85)):
      linalg.yield %in_243 : f32 loc(#loc85)
    } -> tensor<1x16x16x8xf32> loc(#loc85)
    %119 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_238, %cst_236 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%118 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc85)
    %120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%119 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_245: f32 loc(#loc87), %out_246: f32 loc(#loc87)):
      %121 = arith.maximumf %in_245, %cst_1 : f32 loc(#loc87)
      %122 = arith.minimumf %121, %cst_5 : f32 loc(#loc87)
      linalg.yield %122 : f32 loc(#loc87)
    } -> tensor<1x16x16x8xf32> loc(#loc87)
    %cst_247 = arith.constant dense<1.481959e-01> : tensor<8x1x1x8xf32> loc(#loc640)
    %cst_248 = arith.constant dense<1.900000e-02> : tensor<8xf32> loc(#loc642)
    %123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_248 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_249: f32 loc(#loc644), %out_250: f32 loc(#loc644)):
      linalg.yield %in_249 : f32 loc(#loc644)
    } -> tensor<1x16x16x8xf32> loc(#loc644)
    %collapsed_251 = tensor.collapse_shape %120 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc644)
    %collapsed_252 = tensor.collapse_shape %cst_247 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc644)
    %transposed_253 = linalg.transpose ins(%collapsed_252 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc644)
    %collapsed_254 = tensor.collapse_shape %123 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc644)
    %124 = linalg.matmul ins(%collapsed_251, %transposed_253 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_254 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc644)
    %expanded_255 = tensor.expand_shape %124 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc644)
    %125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_255 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_256: f32 loc(#loc89), %out_257: f32 loc(#loc89)):
      %126 = arith.maximumf %in_256, %cst_1 : f32 loc(#loc89)
      %127 = arith.minimumf %126, %cst_5 : f32 loc(#loc89)
      linalg.yield %127 : f32 loc(#loc89)
    } -> tensor<1x16x16x8xf32> loc(#loc89)
    %cst_258 = arith.constant dense<4.982818e-02> : tensor<8x1x3x8xf32> loc(#loc646)
    %cst_259 = arith.constant dense<2.000000e-02> : tensor<8xf32> loc(#loc648)
    %padded_260 = tensor.pad %125 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_261: index loc(#loc91), %arg_262: index loc(#loc91), %arg_263: index loc(#loc91), %arg_264: index loc(#loc91)):
      tensor.yield %cst_1 : f32 loc(#loc91)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc91)
    %128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_259 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_265: f32 loc(#loc91), %out_266: f32 loc(#loc91)):
      linalg.yield %in_265 : f32 loc(#loc91)
    } -> tensor<1x16x16x8xf32> loc(#loc91)
    %129 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_260, %cst_258 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%128 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc91)
    %130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%129, %108 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_267: f32 loc(#loc93), %in_268: f32 loc(#loc650), %out_269: f32 loc(#loc650)):
      %131 = arith.maximumf %in_267, %cst_1 : f32 loc(#loc93)
      %132 = arith.minimumf %131, %cst_5 : f32 loc(#loc93)
      %133 = arith.addf %132, %in_268 : f32 loc(#loc650)
      linalg.yield %133 : f32 loc(#loc650)
    } -> tensor<1x16x16x8xf32> loc(#loc651)
    %cst_270 = arith.constant dense<1.675258e-02> : tensor<8x3x3x8xf32> loc(#loc653)
    %cst_271 = arith.constant dense<2.100000e-02> : tensor<8xf32> loc(#loc655)
    %padded_272 = tensor.pad %130 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_273: index loc(#loc96), %arg_274: index loc(#loc96), %arg_275: index loc(#loc96), %arg_276: index loc(#loc96)):
      tensor.yield %cst_1 : f32 loc(#loc96)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc96)
    %134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_271 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_277: f32 loc(#loc96), %out_278: f32 loc(#loc96)):
      linalg.yield %in_277 : f32 loc(#loc96)
    } -> tensor<1x16x16x8xf32> loc(#loc96)
    %135 = "linalg_ext.im2col"(%padded_272, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc96)
    %collapsed_279 = tensor.collapse_shape %cst_270 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc96)
    %transposed_280 = linalg.transpose ins(%collapsed_279 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc96)
    %collapsed_281 = tensor.collapse_shape %134 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc96)
    %136 = linalg.matmul ins(%135, %transposed_280 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_281 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc96)
    %expanded_282 = tensor.expand_shape %136 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc96)
    %137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_282 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_283: f32 loc(#loc98), %out_284: f32 loc(#loc98)):
      %138 = arith.maximumf %in_283, %cst_1 : f32 loc(#loc98)
      %139 = arith.minimumf %138, %cst_5 : f32 loc(#loc98)
      linalg.yield %139 : f32 loc(#loc98)
    } -> tensor<1x16x16x8xf32> loc(#loc98)
    %cst_285 = arith.constant dense<5.068729e-02> : tensor<8x3x1x8xf32> loc(#loc657)
    %cst_286 = arith.constant dense<2.200000e-02> : tensor<8xf32> loc(#loc659)
    %padded_287 = tensor.pad %137 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_288: index loc(#loc100), %arg_289: index loc(#loc100), %arg_290: index loc(#loc100), %arg_291: index loc(#loc100)):
      tensor.yield %cst_1 : f32 loc(#loc100)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc100)
    %140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_286 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_292: f32 loc(#loc100), %out_293: f32 loc(#loc100)):
      linalg.yield %in_292 : f32 loc(#loc100)
    } -> tensor<1x16x16x8xf32> loc(#loc100)
    %141 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_287, %cst_285 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%140 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc100)
    %142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%141 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_294: f32 loc(#loc102), %out_295: f32 loc(#loc102)):
      %143 = arith.maximumf %in_294, %cst_1 : f32 loc(#loc102)
      %144 = arith.minimumf %143, %cst_5 : f32 loc(#loc102)
      linalg.yield %144 : f32 loc(#loc102)
    } -> tensor<1x16x16x8xf32> loc(#loc102)
    %cst_296 = arith.constant dense<1.533505e-01> : tensor<8x1x1x8xf32> loc(#loc661)
    %cst_297 = arith.constant dense<2.300000e-02> : tensor<8xf32> loc(#loc663)
    %145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_297 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_298: f32 loc(#loc665), %out_299: f32 loc(#loc665)):
      linalg.yield %in_298 : f32 loc(#loc665)
    } -> tensor<1x16x16x8xf32> loc(#loc665)
    %collapsed_300 = tensor.collapse_shape %142 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc665)
    %collapsed_301 = tensor.collapse_shape %cst_296 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc665)
    %transposed_302 = linalg.transpose ins(%collapsed_301 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc665)
    %collapsed_303 = tensor.collapse_shape %145 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc665)
    %146 = linalg.matmul ins(%collapsed_300, %transposed_302 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_303 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc665)
    %expanded_304 = tensor.expand_shape %146 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc665)
    %147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_304 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_305: f32 loc(#loc104), %out_306: f32 loc(#loc104)):
      %148 = arith.maximumf %in_305, %cst_1 : f32 loc(#loc104)
      %149 = arith.minimumf %148, %cst_5 : f32 loc(#loc104)
      linalg.yield %149 : f32 loc(#loc104)
    } -> tensor<1x16x16x8xf32> loc(#loc104)
    %cst_307 = arith.constant dense<5.154639e-02> : tensor<8x1x3x8xf32> loc(#loc667)
    %cst_308 = arith.constant dense<2.400000e-02> : tensor<8xf32> loc(#loc669)
    %padded_309 = tensor.pad %147 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_310: index loc(#loc106), %arg_311: index loc(#loc106), %arg_312: index loc(#loc106), %arg_313: index loc(#loc106)):
      tensor.yield %cst_1 : f32 loc(#loc106)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc106)
    %150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_308 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_314: f32 loc(#loc106), %out_315: f32 loc(#loc106)):
      linalg.yield %in_314 : f32 loc(#loc106)
    } -> tensor<1x16x16x8xf32> loc(#loc106)
    %151 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_309, %cst_307 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%150 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc106)
    %152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%151, %130 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_316: f32 loc(#loc108), %in_317: f32 loc(#loc671), %out_318: f32 loc(#loc671)):
      %153 = arith.maximumf %in_316, %cst_1 : f32 loc(#loc108)
      %154 = arith.minimumf %153, %cst_5 : f32 loc(#loc108)
      %155 = arith.addf %154, %in_317 : f32 loc(#loc671)
      linalg.yield %155 : f32 loc(#loc671)
    } -> tensor<1x16x16x8xf32> loc(#loc672)
    %cst_319 = arith.constant dense<1.732532e-02> : tensor<8x3x3x8xf32> loc(#loc674)
    %cst_320 = arith.constant dense<2.500000e-02> : tensor<8xf32> loc(#loc676)
    %padded_321 = tensor.pad %152 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_322: index loc(#loc111), %arg_323: index loc(#loc111), %arg_324: index loc(#loc111), %arg_325: index loc(#loc111)):
      tensor.yield %cst_1 : f32 loc(#loc111)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc111)
    %156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_320 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_326: f32 loc(#loc111), %out_327: f32 loc(#loc111)):
      linalg.yield %in_326 : f32 loc(#loc111)
    } -> tensor<1x16x16x8xf32> loc(#loc111)
    %157 = "linalg_ext.im2col"(%padded_321, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc111)
    %collapsed_328 = tensor.collapse_shape %cst_319 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc111)
    %transposed_329 = linalg.transpose ins(%collapsed_328 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc111)
    %collapsed_330 = tensor.collapse_shape %156 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc111)
    %158 = linalg.matmul ins(%157, %transposed_329 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_330 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc111)
    %expanded_331 = tensor.expand_shape %158 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc111)
    %159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_331 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_332: f32 loc(#loc113), %out_333: f32 loc(#loc113)):
      %160 = arith.maximumf %in_332, %cst_1 : f32 loc(#loc113)
      %161 = arith.minimumf %160, %cst_5 : f32 loc(#loc113)
      linalg.yield %161 : f32 loc(#loc113)
    } -> tensor<1x16x16x8xf32> loc(#loc113)
    %cst_334 = arith.constant dense<5.240550e-02> : tensor<8x3x1x8xf32> loc(#loc678)
    %cst_335 = arith.constant dense<2.600000e-02> : tensor<8xf32> loc(#loc680)
    %padded_336 = tensor.pad %159 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_337: index loc(#loc115), %arg_338: index loc(#loc115), %arg_339: index loc(#loc115), %arg_340: index loc(#loc115)):
      tensor.yield %cst_1 : f32 loc(#loc115)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc115)
    %162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_335 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_341: f32 loc(#loc115), %out_342: f32 loc(#loc115)):
      linalg.yield %in_341 : f32 loc(#loc115)
    } -> tensor<1x16x16x8xf32> loc(#loc115)
    %163 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_336, %cst_334 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%162 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc115)
    %164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%163 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_343: f32 loc(#loc117), %out_344: f32 loc(#loc117)):
      %165 = arith.maximumf %in_343, %cst_1 : f32 loc(#loc117)
      %166 = arith.minimumf %165, %cst_5 : f32 loc(#loc117)
      linalg.yield %166 : f32 loc(#loc117)
    } -> tensor<1x16x16x8xf32> loc(#loc117)
    %cst_345 = arith.constant dense<5.283505e-02> : tensor<8x1x3x8xf32> loc(#loc685)
    %cst_346 = arith.constant dense<2.700000e-02> : tensor<8xf32> loc(#loc687)
    %padded_347 = tensor.pad %164 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_348: index loc(#loc119), %arg_349: index loc(#loc119), %arg_350: index loc(#loc119), %arg_351: index loc(#loc119)):
      tensor.yield %cst_1 : f32 loc(#loc119)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc119)
    %167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_346 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_352: f32 loc(#loc119), %out_353: f32 loc(#loc119)):
      linalg.yield %in_352 : f32 loc(#loc119)
    } -> tensor<1x16x16x8xf32> loc(#loc119)
    %168 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_347, %cst_345 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%167 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc119)
    %169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%168 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_354: f32 loc(#loc121), %out_355: f32 loc(#loc121)):
      %170 = arith.maximumf %in_354, %cst_1 : f32 loc(#loc121)
      %171 = arith.minimumf %170, %cst_5 : f32 loc(#loc121)
      linalg.yield %171 : f32 loc(#loc121)
    } -> tensor<1x16x16x8xf32> loc(#loc121)
    %cst_356 = arith.constant dense<1.597938e-01> : tensor<8x1x1x8xf32> loc(#loc689)
    %cst_357 = arith.constant dense<2.800000e-02> : tensor<8xf32> loc(#loc691)
    %172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_357 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_358: f32 loc(#loc693), %out_359: f32 loc(#loc693)):
      linalg.yield %in_358 : f32 loc(#loc693)
    } -> tensor<1x16x16x8xf32> loc(#loc693)
    %collapsed_360 = tensor.collapse_shape %169 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc693)
    %collapsed_361 = tensor.collapse_shape %cst_356 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc693)
    %transposed_362 = linalg.transpose ins(%collapsed_361 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc693)
    %collapsed_363 = tensor.collapse_shape %172 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc693)
    %173 = linalg.matmul ins(%collapsed_360, %transposed_362 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_363 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc693)
    %expanded_364 = tensor.expand_shape %173 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc693)
    %174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_364, %152 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_365: f32 loc(#loc123), %in_366: f32 loc(#loc695), %out_367: f32 loc(#loc695)):
      %175 = arith.maximumf %in_365, %cst_1 : f32 loc(#loc123)
      %176 = arith.minimumf %175, %cst_5 : f32 loc(#loc123)
      %177 = arith.addf %176, %in_366 : f32 loc(#loc695)
      linalg.yield %177 : f32 loc(#loc695)
    } -> tensor<1x16x16x8xf32> loc(#loc696)
    %cst_368 = arith.constant dense<5.369416e-02> : tensor<8x3x1x8xf32> loc(#loc701)
    %cst_369 = arith.constant dense<2.900000e-02> : tensor<8xf32> loc(#loc703)
    %padded_370 = tensor.pad %174 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_371: index loc(#loc126), %arg_372: index loc(#loc126), %arg_373: index loc(#loc126), %arg_374: index loc(#loc126)):
      tensor.yield %cst_1 : f32 loc(#loc126)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc126)
    %178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_369 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_375: f32 loc(#loc126), %out_376: f32 loc(#loc126)):
      linalg.yield %in_375 : f32 loc(#loc126)
    } -> tensor<1x16x16x8xf32> loc(#loc126)
    %179 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_370, %cst_368 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%178 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc126)
    %180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%179 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_377: f32 loc(#loc128), %out_378: f32 loc(#loc128)):
      %181 = arith.maximumf %in_377, %cst_1 : f32 loc(#loc128)
      %182 = arith.minimumf %181, %cst_5 : f32 loc(#loc128)
      linalg.yield %182 : f32 loc(#loc128)
    } -> tensor<1x16x16x8xf32> loc(#loc128)
    %cst_379 = arith.constant dense<1.804124e-02> : tensor<8x3x3x8xf32> loc(#loc705)
    %cst_380 = arith.constant dense<3.000000e-02> : tensor<8xf32> loc(#loc707)
    %padded_381 = tensor.pad %180 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_382: index loc(#loc130), %arg_383: index loc(#loc130), %arg_384: index loc(#loc130), %arg_385: index loc(#loc130)):
      tensor.yield %cst_1 : f32 loc(#loc130)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc130)
    %183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_380 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_386: f32 loc(#loc130), %out_387: f32 loc(#loc130)):
      linalg.yield %in_386 : f32 loc(#loc130)
    } -> tensor<1x16x16x8xf32> loc(#loc130)
    %184 = "linalg_ext.im2col"(%padded_381, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc130)
    %collapsed_388 = tensor.collapse_shape %cst_379 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc130)
    %transposed_389 = linalg.transpose ins(%collapsed_388 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc130)
    %collapsed_390 = tensor.collapse_shape %183 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc130)
    %185 = linalg.matmul ins(%184, %transposed_389 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_390 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc130)
    %expanded_391 = tensor.expand_shape %185 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc130)
    %186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_391 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_392: f32 loc(#loc132), %out_393: f32 loc(#loc132)):
      %187 = arith.maximumf %in_392, %cst_1 : f32 loc(#loc132)
      %188 = arith.minimumf %187, %cst_5 : f32 loc(#loc132)
      linalg.yield %188 : f32 loc(#loc132)
    } -> tensor<1x16x16x8xf32> loc(#loc132)
    %cst_394 = arith.constant dense<5.455326e-02> : tensor<8x1x3x8xf32> loc(#loc712)
    %cst_395 = arith.constant dense<3.100000e-02> : tensor<8xf32> loc(#loc714)
    %padded_396 = tensor.pad %186 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_397: index loc(#loc134), %arg_398: index loc(#loc134), %arg_399: index loc(#loc134), %arg_400: index loc(#loc134)):
      tensor.yield %cst_1 : f32 loc(#loc134)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc134)
    %189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_395 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_401: f32 loc(#loc134), %out_402: f32 loc(#loc134)):
      linalg.yield %in_401 : f32 loc(#loc134)
    } -> tensor<1x16x16x8xf32> loc(#loc134)
    %190 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_396, %cst_394 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%189 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc134)
    %191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%190 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_403: f32 loc(#loc136), %out_404: f32 loc(#loc136)):
      %192 = arith.maximumf %in_403, %cst_1 : f32 loc(#loc136)
      %193 = arith.minimumf %192, %cst_5 : f32 loc(#loc136)
      linalg.yield %193 : f32 loc(#loc136)
    } -> tensor<1x16x16x8xf32> loc(#loc136)
    %cst_405 = arith.constant dense<1.649485e-01> : tensor<8x1x1x8xf32> loc(#loc716)
    %cst_406 = arith.constant dense<3.200000e-02> : tensor<8xf32> loc(#loc718)
    %194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_406 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_407: f32 loc(#loc720), %out_408: f32 loc(#loc720)):
      linalg.yield %in_407 : f32 loc(#loc720)
    } -> tensor<1x16x16x8xf32> loc(#loc720)
    %collapsed_409 = tensor.collapse_shape %191 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc720)
    %collapsed_410 = tensor.collapse_shape %cst_405 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc720)
    %transposed_411 = linalg.transpose ins(%collapsed_410 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc720)
    %collapsed_412 = tensor.collapse_shape %194 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc720)
    %195 = linalg.matmul ins(%collapsed_409, %transposed_411 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_412 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc720)
    %expanded_413 = tensor.expand_shape %195 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc720)
    %196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_413, %174 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_414: f32 loc(#loc138), %in_415: f32 loc(#loc722), %out_416: f32 loc(#loc722)):
      %197 = arith.maximumf %in_414, %cst_1 : f32 loc(#loc138)
      %198 = arith.minimumf %197, %cst_5 : f32 loc(#loc138)
      %199 = arith.addf %198, %in_415 : f32 loc(#loc722)
      linalg.yield %199 : f32 loc(#loc722)
    } -> tensor<1x16x16x8xf32> loc(#loc723)
    %cst_417 = arith.constant dense<5.541237e-02> : tensor<8x3x1x8xf32> loc(#loc728)
    %cst_418 = arith.constant dense<3.300000e-02> : tensor<8xf32> loc(#loc730)
    %padded_419 = tensor.pad %196 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_420: index loc(#loc141), %arg_421: index loc(#loc141), %arg_422: index loc(#loc141), %arg_423: index loc(#loc141)):
      tensor.yield %cst_1 : f32 loc(#loc141)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc141)
    %200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_418 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_424: f32 loc(#loc141), %out_425: f32 loc(#loc141)):
      linalg.yield %in_424 : f32 loc(#loc141)
    } -> tensor<1x16x16x8xf32> loc(#loc141)
    %201 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_419, %cst_417 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%200 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc141)
    %202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%201 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_426: f32 loc(#loc143), %out_427: f32 loc(#loc143)):
      %203 = arith.maximumf %in_426, %cst_1 : f32 loc(#loc143)
      %204 = arith.minimumf %203, %cst_5 : f32 loc(#loc143)
      linalg.yield %204 : f32 loc(#loc143)
    } -> tensor<1x16x16x8xf32> loc(#loc143)
    %cst_428 = arith.constant dense<1.861397e-02> : tensor<8x3x3x8xf32> loc(#loc732)
    %cst_429 = arith.constant dense<3.400000e-02> : tensor<8xf32> loc(#loc734)
    %padded_430 = tensor.pad %202 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_431: index loc(#loc145), %arg_432: index loc(#loc145), %arg_433: index loc(#loc145), %arg_434: index loc(#loc145)):
      tensor.yield %cst_1 : f32 loc(#loc145)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc145)
    %205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_429 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_435: f32 loc(#loc145), %out_436: f32 loc(#loc145)):
      linalg.yield %in_435 : f32 loc(#loc145)
    } -> tensor<1x16x16x8xf32> loc(#loc145)
    %206 = "linalg_ext.im2col"(%padded_430, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc145)
    %collapsed_437 = tensor.collapse_shape %cst_428 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc145)
    %transposed_438 = linalg.transpose ins(%collapsed_437 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc145)
    %collapsed_439 = tensor.collapse_shape %205 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc145)
    %207 = linalg.matmul ins(%206, %transposed_438 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_439 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc145)
    %expanded_440 = tensor.expand_shape %207 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc145)
    %208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_440 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_441: f32 loc(#loc147), %out_442: f32 loc(#loc147)):
      %209 = arith.maximumf %in_441, %cst_1 : f32 loc(#loc147)
      %210 = arith.minimumf %209, %cst_5 : f32 loc(#loc147)
      linalg.yield %210 : f32 loc(#loc147)
    } -> tensor<1x16x16x8xf32> loc(#loc147)
    %cst_443 = arith.constant dense<5.627148e-02> : tensor<8x1x3x8xf32> loc(#loc739)
    %cst_444 = arith.constant dense<3.500000e-02> : tensor<8xf32> loc(#loc741)
    %padded_445 = tensor.pad %208 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_446: index loc(#loc149), %arg_447: index loc(#loc149), %arg_448: index loc(#loc149), %arg_449: index loc(#loc149)):
      tensor.yield %cst_1 : f32 loc(#loc149)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc149)
    %211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_444 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_450: f32 loc(#loc149), %out_451: f32 loc(#loc149)):
      linalg.yield %in_450 : f32 loc(#loc149)
    } -> tensor<1x16x16x8xf32> loc(#loc149)
    %212 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_445, %cst_443 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%211 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc149)
    %213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%212 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_452: f32 loc(#loc151), %out_453: f32 loc(#loc151)):
      %214 = arith.maximumf %in_452, %cst_1 : f32 loc(#loc151)
      %215 = arith.minimumf %214, %cst_5 : f32 loc(#loc151)
      linalg.yield %215 : f32 loc(#loc151)
    } -> tensor<1x16x16x8xf32> loc(#loc151)
    %cst_454 = arith.constant dense<1.701031e-01> : tensor<8x1x1x8xf32> loc(#loc743)
    %cst_455 = arith.constant dense<3.600000e-02> : tensor<8xf32> loc(#loc745)
    %216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_455 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_456: f32 loc(#loc747), %out_457: f32 loc(#loc747)):
      linalg.yield %in_456 : f32 loc(#loc747)
    } -> tensor<1x16x16x8xf32> loc(#loc747)
    %collapsed_458 = tensor.collapse_shape %213 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc747)
    %collapsed_459 = tensor.collapse_shape %cst_454 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc747)
    %transposed_460 = linalg.transpose ins(%collapsed_459 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc747)
    %collapsed_461 = tensor.collapse_shape %216 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc747)
    %217 = linalg.matmul ins(%collapsed_458, %transposed_460 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_461 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc747)
    %expanded_462 = tensor.expand_shape %217 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc747)
    %218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_462, %196 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_463: f32 loc(#loc153), %in_464: f32 loc(#loc749), %out_465: f32 loc(#loc749)):
      %219 = arith.maximumf %in_463, %cst_1 : f32 loc(#loc153)
      %220 = arith.minimumf %219, %cst_5 : f32 loc(#loc153)
      %221 = arith.addf %220, %in_464 : f32 loc(#loc749)
      linalg.yield %221 : f32 loc(#loc749)
    } -> tensor<1x16x16x8xf32> loc(#loc750)
    %cst_466 = arith.constant dense<5.713058e-02> : tensor<8x3x1x8xf32> loc(#loc752)
    %cst_467 = arith.constant dense<3.700000e-02> : tensor<8xf32> loc(#loc754)
    %padded_468 = tensor.pad %218 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_469: index loc(#loc156), %arg_470: index loc(#loc156), %arg_471: index loc(#loc156), %arg_472: index loc(#loc156)):
      tensor.yield %cst_1 : f32 loc(#loc156)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc156)
    %222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_467 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_473: f32 loc(#loc156), %out_474: f32 loc(#loc156)):
      linalg.yield %in_473 : f32 loc(#loc156)
    } -> tensor<1x16x16x8xf32> loc(#loc156)
    %223 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_468, %cst_466 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%222 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc156)
    %224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%223 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_475: f32 loc(#loc158), %out_476: f32 loc(#loc158)):
      %225 = arith.maximumf %in_475, %cst_1 : f32 loc(#loc158)
      %226 = arith.minimumf %225, %cst_5 : f32 loc(#loc158)
      linalg.yield %226 : f32 loc(#loc158)
    } -> tensor<1x16x16x8xf32> loc(#loc158)
    %cst_477 = arith.constant dense<1.918671e-02> : tensor<8x3x3x8xf32> loc(#loc756)
    %cst_478 = arith.constant dense<3.800000e-02> : tensor<8xf32> loc(#loc758)
    %padded_479 = tensor.pad %224 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_480: index loc(#loc160), %arg_481: index loc(#loc160), %arg_482: index loc(#loc160), %arg_483: index loc(#loc160)):
      tensor.yield %cst_1 : f32 loc(#loc160)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc160)
    %227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_478 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_484: f32 loc(#loc160), %out_485: f32 loc(#loc160)):
      linalg.yield %in_484 : f32 loc(#loc160)
    } -> tensor<1x16x16x8xf32> loc(#loc160)
    %228 = "linalg_ext.im2col"(%padded_479, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc160)
    %collapsed_486 = tensor.collapse_shape %cst_477 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc160)
    %transposed_487 = linalg.transpose ins(%collapsed_486 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc160)
    %collapsed_488 = tensor.collapse_shape %227 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc160)
    %229 = linalg.matmul ins(%228, %transposed_487 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_488 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc160)
    %expanded_489 = tensor.expand_shape %229 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc160)
    %230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_489 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_490: f32 loc(#loc162), %out_491: f32 loc(#loc162)):
      %231 = arith.maximumf %in_490, %cst_1 : f32 loc(#loc162)
      %232 = arith.minimumf %231, %cst_5 : f32 loc(#loc162)
      linalg.yield %232 : f32 loc(#loc162)
    } -> tensor<1x16x16x8xf32> loc(#loc162)
    %cst_492 = arith.constant dense<5.798969e-02> : tensor<8x1x3x8xf32> loc(#loc760)
    %cst_493 = arith.constant dense<3.900000e-02> : tensor<8xf32> loc(#loc762)
    %padded_494 = tensor.pad %230 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_495: index loc(#loc164), %arg_496: index loc(#loc164), %arg_497: index loc(#loc164), %arg_498: index loc(#loc164)):
      tensor.yield %cst_1 : f32 loc(#loc164)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc164)
    %233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_493 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_499: f32 loc(#loc164), %out_500: f32 loc(#loc164)):
      linalg.yield %in_499 : f32 loc(#loc164)
    } -> tensor<1x16x16x8xf32> loc(#loc164)
    %234 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_494, %cst_492 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%233 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc164)
    %235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%234 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_501: f32 loc(#loc166), %out_502: f32 loc(#loc166)):
      %236 = arith.maximumf %in_501, %cst_1 : f32 loc(#loc166)
      %237 = arith.minimumf %236, %cst_5 : f32 loc(#loc166)
      linalg.yield %237 : f32 loc(#loc166)
    } -> tensor<1x16x16x8xf32> loc(#loc166)
    %cst_503 = arith.constant dense<1.752577e-01> : tensor<8x1x1x8xf32> loc(#loc764)
    %cst_504 = arith.constant dense<4.000000e-02> : tensor<8xf32> loc(#loc766)
    %238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_504 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_505: f32 loc(#loc768), %out_506: f32 loc(#loc768)):
      linalg.yield %in_505 : f32 loc(#loc768)
    } -> tensor<1x16x16x8xf32> loc(#loc768)
    %collapsed_507 = tensor.collapse_shape %235 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc768)
    %collapsed_508 = tensor.collapse_shape %cst_503 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc768)
    %transposed_509 = linalg.transpose ins(%collapsed_508 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc768)
    %collapsed_510 = tensor.collapse_shape %238 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc768)
    %239 = linalg.matmul ins(%collapsed_507, %transposed_509 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_510 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc768)
    %expanded_511 = tensor.expand_shape %239 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc768)
    %240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_511, %218 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_512: f32 loc(#loc168), %in_513: f32 loc(#loc770), %out_514: f32 loc(#loc770)):
      %241 = arith.maximumf %in_512, %cst_1 : f32 loc(#loc168)
      %242 = arith.minimumf %241, %cst_5 : f32 loc(#loc168)
      %243 = arith.addf %242, %in_513 : f32 loc(#loc770)
      linalg.yield %243 : f32 loc(#loc770)
    } -> tensor<1x16x16x8xf32> loc(#loc771)
    %cst_515 = arith.constant dense<5.884880e-02> : tensor<8x3x1x8xf32> loc(#loc773)
    %cst_516 = arith.constant dense<4.100000e-02> : tensor<8xf32> loc(#loc775)
    %padded_517 = tensor.pad %240 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_518: index loc(#loc171), %arg_519: index loc(#loc171), %arg_520: index loc(#loc171), %arg_521: index loc(#loc171)):
      tensor.yield %cst_1 : f32 loc(#loc171)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc171)
    %244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_516 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_522: f32 loc(#loc171), %out_523: f32 loc(#loc171)):
      linalg.yield %in_522 : f32 loc(#loc171)
    } -> tensor<1x16x16x8xf32> loc(#loc171)
    %245 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_517, %cst_515 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%244 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc171)
    %246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%245 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_524: f32 loc(#loc173), %out_525: f32 loc(#loc173)):
      %247 = arith.maximumf %in_524, %cst_1 : f32 loc(#loc173)
      %248 = arith.minimumf %247, %cst_5 : f32 loc(#loc173)
      linalg.yield %248 : f32 loc(#loc173)
    } -> tensor<1x16x16x8xf32> loc(#loc173)
    %cst_526 = arith.constant dense<1.975945e-02> : tensor<8x3x3x8xf32> loc(#loc777)
    %cst_527 = arith.constant dense<4.200000e-02> : tensor<8xf32> loc(#loc779)
    %padded_528 = tensor.pad %246 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_529: index loc(#loc175), %arg_530: index loc(#loc175), %arg_531: index loc(#loc175), %arg_532: index loc(#loc175)):
      tensor.yield %cst_1 : f32 loc(#loc175)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc175)
    %249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_527 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_533: f32 loc(#loc175), %out_534: f32 loc(#loc175)):
      linalg.yield %in_533 : f32 loc(#loc175)
    } -> tensor<1x16x16x8xf32> loc(#loc175)
    %250 = "linalg_ext.im2col"(%padded_528, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc175)
    %collapsed_535 = tensor.collapse_shape %cst_526 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc175)
    %transposed_536 = linalg.transpose ins(%collapsed_535 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc175)
    %collapsed_537 = tensor.collapse_shape %249 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc175)
    %251 = linalg.matmul ins(%250, %transposed_536 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_537 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc175)
    %expanded_538 = tensor.expand_shape %251 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc175)
    %252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_538 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_539: f32 loc(#loc177), %out_540: f32 loc(#loc177)):
      %253 = arith.maximumf %in_539, %cst_1 : f32 loc(#loc177)
      %254 = arith.minimumf %253, %cst_5 : f32 loc(#loc177)
      linalg.yield %254 : f32 loc(#loc177)
    } -> tensor<1x16x16x8xf32> loc(#loc177)
    %cst_541 = arith.constant dense<5.970790e-02> : tensor<8x1x3x8xf32> loc(#loc781)
    %cst_542 = arith.constant dense<4.300000e-02> : tensor<8xf32> loc(#loc783)
    %padded_543 = tensor.pad %252 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_544: index loc(#loc179), %arg_545: index loc(#loc179), %arg_546: index loc(#loc179), %arg_547: index loc(#loc179)):
      tensor.yield %cst_1 : f32 loc(#loc179)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc179)
    %255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_542 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_548: f32 loc(#loc179), %out_549: f32 loc(#loc179)):
      linalg.yield %in_548 : f32 loc(#loc179)
    } -> tensor<1x16x16x8xf32> loc(#loc179)
    %256 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_543, %cst_541 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%255 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc179)
    %257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%256 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_550: f32 loc(#loc181), %out_551: f32 loc(#loc181)):
      %258 = arith.maximumf %in_550, %cst_1 : f32 loc(#loc181)
      %259 = arith.minimumf %258, %cst_5 : f32 loc(#loc181)
      linalg.yield %259 : f32 loc(#loc181)
    } -> tensor<1x16x16x8xf32> loc(#loc181)
    %cst_552 = arith.constant dense<1.804124e-01> : tensor<8x1x1x8xf32> loc(#loc785)
    %cst_553 = arith.constant dense<4.400000e-02> : tensor<8xf32> loc(#loc787)
    %260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_553 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_554: f32 loc(#loc789), %out_555: f32 loc(#loc789)):
      linalg.yield %in_554 : f32 loc(#loc789)
    } -> tensor<1x16x16x8xf32> loc(#loc789)
    %collapsed_556 = tensor.collapse_shape %257 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc789)
    %collapsed_557 = tensor.collapse_shape %cst_552 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc789)
    %transposed_558 = linalg.transpose ins(%collapsed_557 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc789)
    %collapsed_559 = tensor.collapse_shape %260 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc789)
    %261 = linalg.matmul ins(%collapsed_556, %transposed_558 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_559 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc789)
    %expanded_560 = tensor.expand_shape %261 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc789)
    %262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_560, %240 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_561: f32 loc(#loc183), %in_562: f32 loc(#loc791), %out_563: f32 loc(#loc791)):
      %263 = arith.maximumf %in_561, %cst_1 : f32 loc(#loc183)
      %264 = arith.minimumf %263, %cst_5 : f32 loc(#loc183)
      %265 = arith.addf %264, %in_562 : f32 loc(#loc791)
      linalg.yield %265 : f32 loc(#loc791)
    } -> tensor<1x16x16x8xf32> loc(#loc792)
    %cst_564 = arith.constant dense<6.056701e-02> : tensor<8x3x1x8xf32> loc(#loc794)
    %cst_565 = arith.constant dense<4.500000e-02> : tensor<8xf32> loc(#loc796)
    %padded_566 = tensor.pad %262 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_567: index loc(#loc186), %arg_568: index loc(#loc186), %arg_569: index loc(#loc186), %arg_570: index loc(#loc186)):
      tensor.yield %cst_1 : f32 loc(#loc186)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc186)
    %266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_565 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_571: f32 loc(#loc186), %out_572: f32 loc(#loc186)):
      linalg.yield %in_571 : f32 loc(#loc186)
    } -> tensor<1x16x16x8xf32> loc(#loc186)
    %267 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_566, %cst_564 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%266 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc186)
    %268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%267 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_573: f32 loc(#loc188), %out_574: f32 loc(#loc188)):
      %269 = arith.maximumf %in_573, %cst_1 : f32 loc(#loc188)
      %270 = arith.minimumf %269, %cst_5 : f32 loc(#loc188)
      linalg.yield %270 : f32 loc(#loc188)
    } -> tensor<1x16x16x8xf32> loc(#loc188)
    %cst_575 = arith.constant dense<2.033219e-02> : tensor<8x3x3x8xf32> loc(#loc798)
    %cst_576 = arith.constant dense<4.600000e-02> : tensor<8xf32> loc(#loc800)
    %padded_577 = tensor.pad %268 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_578: index loc(#loc190), %arg_579: index loc(#loc190), %arg_580: index loc(#loc190), %arg_581: index loc(#loc190)):
      tensor.yield %cst_1 : f32 loc(#loc190)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc190)
    %271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_576 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_582: f32 loc(#loc190), %out_583: f32 loc(#loc190)):
      linalg.yield %in_582 : f32 loc(#loc190)
    } -> tensor<1x16x16x8xf32> loc(#loc190)
    %272 = "linalg_ext.im2col"(%padded_577, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc190)
    %collapsed_584 = tensor.collapse_shape %cst_575 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc190)
    %transposed_585 = linalg.transpose ins(%collapsed_584 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc190)
    %collapsed_586 = tensor.collapse_shape %271 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc190)
    %273 = linalg.matmul ins(%272, %transposed_585 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_586 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc190)
    %expanded_587 = tensor.expand_shape %273 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc190)
    %274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_587 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_588: f32 loc(#loc192), %out_589: f32 loc(#loc192)):
      %275 = arith.maximumf %in_588, %cst_1 : f32 loc(#loc192)
      %276 = arith.minimumf %275, %cst_5 : f32 loc(#loc192)
      linalg.yield %276 : f32 loc(#loc192)
    } -> tensor<1x16x16x8xf32> loc(#loc192)
    %cst_590 = arith.constant dense<6.142612e-02> : tensor<8x1x3x8xf32> loc(#loc802)
    %cst_591 = arith.constant dense<4.700000e-02> : tensor<8xf32> loc(#loc804)
    %padded_592 = tensor.pad %274 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_593: index loc(#loc194), %arg_594: index loc(#loc194), %arg_595: index loc(#loc194), %arg_596: index loc(#loc194)):
      tensor.yield %cst_1 : f32 loc(#loc194)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc194)
    %277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_591 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_597: f32 loc(#loc194), %out_598: f32 loc(#loc194)):
      linalg.yield %in_597 : f32 loc(#loc194)
    } -> tensor<1x16x16x8xf32> loc(#loc194)
    %278 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_592, %cst_590 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%277 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc194)
    %279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%278 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_599: f32 loc(#loc196), %out_600: f32 loc(#loc196)):
      %280 = arith.maximumf %in_599, %cst_1 : f32 loc(#loc196)
      %281 = arith.minimumf %280, %cst_5 : f32 loc(#loc196)
      linalg.yield %281 : f32 loc(#loc196)
    } -> tensor<1x16x16x8xf32> loc(#loc196)
    %cst_601 = arith.constant dense<1.855670e-01> : tensor<8x1x1x8xf32> loc(#loc806)
    %cst_602 = arith.constant dense<4.800000e-02> : tensor<8xf32> loc(#loc808)
    %282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_602 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_603: f32 loc(#loc810), %out_604: f32 loc(#loc810)):
      linalg.yield %in_603 : f32 loc(#loc810)
    } -> tensor<1x16x16x8xf32> loc(#loc810)
    %collapsed_605 = tensor.collapse_shape %279 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc810)
    %collapsed_606 = tensor.collapse_shape %cst_601 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc810)
    %transposed_607 = linalg.transpose ins(%collapsed_606 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc810)
    %collapsed_608 = tensor.collapse_shape %282 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc810)
    %283 = linalg.matmul ins(%collapsed_605, %transposed_607 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_608 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc810)
    %expanded_609 = tensor.expand_shape %283 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc810)
    %284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_609, %262 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_610: f32 loc(#loc198), %in_611: f32 loc(#loc812), %out_612: f32 loc(#loc812)):
      %285 = arith.maximumf %in_610, %cst_1 : f32 loc(#loc198)
      %286 = arith.minimumf %285, %cst_5 : f32 loc(#loc198)
      %287 = arith.addf %286, %in_611 : f32 loc(#loc812)
      linalg.yield %287 : f32 loc(#loc812)
    } -> tensor<1x16x16x8xf32> loc(#loc813)
    %cst_613 = arith.constant dense<6.228522e-02> : tensor<8x3x1x8xf32> loc(#loc815)
    %cst_614 = arith.constant dense<4.900000e-02> : tensor<8xf32> loc(#loc817)
    %padded_615 = tensor.pad %284 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_616: index loc(#loc201), %arg_617: index loc(#loc201), %arg_618: index loc(#loc201), %arg_619: index loc(#loc201)):
      tensor.yield %cst_1 : f32 loc(#loc201)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc201)
    %288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_614 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_620: f32 loc(#loc201), %out_621: f32 loc(#loc201)):
      linalg.yield %in_620 : f32 loc(#loc201)
    } -> tensor<1x16x16x8xf32> loc(#loc201)
    %289 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_615, %cst_613 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%288 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc201)
    %290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%289 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_622: f32 loc(#loc203), %out_623: f32 loc(#loc203)):
      %291 = arith.maximumf %in_622, %cst_1 : f32 loc(#loc203)
      %292 = arith.minimumf %291, %cst_5 : f32 loc(#loc203)
      linalg.yield %292 : f32 loc(#loc203)
    } -> tensor<1x16x16x8xf32> loc(#loc203)
    %cst_624 = arith.constant dense<2.090493e-02> : tensor<8x3x3x8xf32> loc(#loc819)
    %cst_625 = arith.constant dense<5.000000e-02> : tensor<8xf32> loc(#loc821)
    %padded_626 = tensor.pad %290 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_627: index loc(#loc205), %arg_628: index loc(#loc205), %arg_629: index loc(#loc205), %arg_630: index loc(#loc205)):
      tensor.yield %cst_1 : f32 loc(#loc205)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc205)
    %293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_625 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_631: f32 loc(#loc205), %out_632: f32 loc(#loc205)):
      linalg.yield %in_631 : f32 loc(#loc205)
    } -> tensor<1x16x16x8xf32> loc(#loc205)
    %294 = "linalg_ext.im2col"(%padded_626, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc205)
    %collapsed_633 = tensor.collapse_shape %cst_624 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc205)
    %transposed_634 = linalg.transpose ins(%collapsed_633 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc205)
    %collapsed_635 = tensor.collapse_shape %293 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc205)
    %295 = linalg.matmul ins(%294, %transposed_634 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_635 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc205)
    %expanded_636 = tensor.expand_shape %295 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc205)
    %296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_636 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_637: f32 loc(#loc207), %out_638: f32 loc(#loc207)):
      %297 = arith.maximumf %in_637, %cst_1 : f32 loc(#loc207)
      %298 = arith.minimumf %297, %cst_5 : f32 loc(#loc207)
      linalg.yield %298 : f32 loc(#loc207)
    } -> tensor<1x16x16x8xf32> loc(#loc207)
    %cst_639 = arith.constant dense<6.314433e-02> : tensor<8x1x3x8xf32> loc(#loc823)
    %cst_640 = arith.constant dense<5.100000e-02> : tensor<8xf32> loc(#loc825)
    %padded_641 = tensor.pad %296 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_642: index loc(#loc209), %arg_643: index loc(#loc209), %arg_644: index loc(#loc209), %arg_645: index loc(#loc209)):
      tensor.yield %cst_1 : f32 loc(#loc209)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc209)
    %299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_640 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_646: f32 loc(#loc209), %out_647: f32 loc(#loc209)):
      linalg.yield %in_646 : f32 loc(#loc209)
    } -> tensor<1x16x16x8xf32> loc(#loc209)
    %300 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_641, %cst_639 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%299 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc209)
    %301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%300 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_648: f32 loc(#loc211), %out_649: f32 loc(#loc211)):
      %302 = arith.maximumf %in_648, %cst_1 : f32 loc(#loc211)
      %303 = arith.minimumf %302, %cst_5 : f32 loc(#loc211)
      linalg.yield %303 : f32 loc(#loc211)
    } -> tensor<1x16x16x8xf32> loc(#loc211)
    %cst_650 = arith.constant dense<1.907216e-01> : tensor<8x1x1x8xf32> loc(#loc827)
    %cst_651 = arith.constant dense<5.200000e-02> : tensor<8xf32> loc(#loc829)
    %304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_651 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_652: f32 loc(#loc831), %out_653: f32 loc(#loc831)):
      linalg.yield %in_652 : f32 loc(#loc831)
    } -> tensor<1x16x16x8xf32> loc(#loc831)
    %collapsed_654 = tensor.collapse_shape %301 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc831)
    %collapsed_655 = tensor.collapse_shape %cst_650 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc831)
    %transposed_656 = linalg.transpose ins(%collapsed_655 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc831)
    %collapsed_657 = tensor.collapse_shape %304 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc831)
    %305 = linalg.matmul ins(%collapsed_654, %transposed_656 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_657 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc831)
    %expanded_658 = tensor.expand_shape %305 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc831)
    %306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_658, %284 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_659: f32 loc(#loc213), %in_660: f32 loc(#loc833), %out_661: f32 loc(#loc833)):
      %307 = arith.maximumf %in_659, %cst_1 : f32 loc(#loc213)
      %308 = arith.minimumf %307, %cst_5 : f32 loc(#loc213)
      %309 = arith.addf %308, %in_660 : f32 loc(#loc833)
      linalg.yield %309 : f32 loc(#loc833)
    } -> tensor<1x16x16x8xf32> loc(#loc834)
    %cst_662 = arith.constant dense<6.400344e-02> : tensor<8x3x1x8xf32> loc(#loc836)
    %cst_663 = arith.constant dense<5.300000e-02> : tensor<8xf32> loc(#loc838)
    %padded_664 = tensor.pad %306 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_665: index loc(#loc216), %arg_666: index loc(#loc216), %arg_667: index loc(#loc216), %arg_668: index loc(#loc216)):
      tensor.yield %cst_1 : f32 loc(#loc216)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc216)
    %310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_663 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_669: f32 loc(#loc216), %out_670: f32 loc(#loc216)):
      linalg.yield %in_669 : f32 loc(#loc216)
    } -> tensor<1x16x16x8xf32> loc(#loc216)
    %311 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_664, %cst_662 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%310 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc216)
    %312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%311 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_671: f32 loc(#loc218), %out_672: f32 loc(#loc218)):
      %313 = arith.maximumf %in_671, %cst_1 : f32 loc(#loc218)
      %314 = arith.minimumf %313, %cst_5 : f32 loc(#loc218)
      linalg.yield %314 : f32 loc(#loc218)
    } -> tensor<1x16x16x8xf32> loc(#loc218)
    %cst_673 = arith.constant dense<6.443299e-02> : tensor<8x1x3x8xf32> loc(#loc840)
    %cst_674 = arith.constant dense<5.400000e-02> : tensor<8xf32> loc(#loc842)
    %padded_675 = tensor.pad %312 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_676: index loc(#loc220), %arg_677: index loc(#loc220), %arg_678: index loc(#loc220), %arg_679: index loc(#loc220)):
      tensor.yield %cst_1 : f32 loc(#loc220)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc220)
    %315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_674 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_680: f32 loc(#loc220), %out_681: f32 loc(#loc220)):
      linalg.yield %in_680 : f32 loc(#loc220)
    } -> tensor<1x16x16x8xf32> loc(#loc220)
    %316 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_675, %cst_673 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%315 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc220)
    %317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%316 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_682: f32 loc(#loc222), %out_683: f32 loc(#loc222)):
      %318 = arith.maximumf %in_682, %cst_1 : f32 loc(#loc222)
      %319 = arith.minimumf %318, %cst_5 : f32 loc(#loc222)
      linalg.yield %319 : f32 loc(#loc222)
    } -> tensor<1x16x16x8xf32> loc(#loc222)
    %cst_684 = arith.constant dense<2.162085e-02> : tensor<8x3x3x8xf32> loc(#loc844)
    %cst_685 = arith.constant dense<5.500000e-02> : tensor<8xf32> loc(#loc846)
    %padded_686 = tensor.pad %317 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_687: index loc(#loc224), %arg_688: index loc(#loc224), %arg_689: index loc(#loc224), %arg_690: index loc(#loc224)):
      tensor.yield %cst_1 : f32 loc(#loc224)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc224)
    %320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_685 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_691: f32 loc(#loc224), %out_692: f32 loc(#loc224)):
      linalg.yield %in_691 : f32 loc(#loc224)
    } -> tensor<1x16x16x8xf32> loc(#loc224)
    %321 = "linalg_ext.im2col"(%padded_686, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc224)
    %collapsed_693 = tensor.collapse_shape %cst_684 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc224)
    %transposed_694 = linalg.transpose ins(%collapsed_693 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc224)
    %collapsed_695 = tensor.collapse_shape %320 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc224)
    %322 = linalg.matmul ins(%321, %transposed_694 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_695 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc224)
    %expanded_696 = tensor.expand_shape %322 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc224)
    %323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_696 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_697: f32 loc(#loc226), %out_698: f32 loc(#loc226)):
      %324 = arith.maximumf %in_697, %cst_1 : f32 loc(#loc226)
      %325 = arith.minimumf %324, %cst_5 : f32 loc(#loc226)
      linalg.yield %325 : f32 loc(#loc226)
    } -> tensor<1x16x16x8xf32> loc(#loc226)
    %cst_699 = arith.constant dense<6.529210e-02> : tensor<8x3x1x8xf32> loc(#loc848)
    %cst_700 = arith.constant dense<5.600000e-02> : tensor<8xf32> loc(#loc850)
    %padded_701 = tensor.pad %323 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_702: index loc(#loc228), %arg_703: index loc(#loc228), %arg_704: index loc(#loc228), %arg_705: index loc(#loc228)):
      tensor.yield %cst_1 : f32 loc(#loc228)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc228)
    %326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_700 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_706: f32 loc(#loc228), %out_707: f32 loc(#loc228)):
      linalg.yield %in_706 : f32 loc(#loc228)
    } -> tensor<1x16x16x8xf32> loc(#loc228)
    %327 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_701, %cst_699 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%326 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc228)
    %328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%327, %306 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_708: f32 loc(#loc230), %in_709: f32 loc(#loc852), %out_710: f32 loc(#loc852)):
      %329 = arith.maximumf %in_708, %cst_1 : f32 loc(#loc230)
      %330 = arith.minimumf %329, %cst_5 : f32 loc(#loc230)
      %331 = arith.addf %330, %in_709 : f32 loc(#loc852)
      linalg.yield %331 : f32 loc(#loc852)
    } -> tensor<1x16x16x8xf32> loc(#loc853)
    %cst_711 = arith.constant dense<1.971649e-01> : tensor<8x1x1x8xf32> loc(#loc855)
    %cst_712 = arith.constant dense<5.700000e-02> : tensor<8xf32> loc(#loc857)
    %332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_712 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_713: f32 loc(#loc859), %out_714: f32 loc(#loc859)):
      linalg.yield %in_713 : f32 loc(#loc859)
    } -> tensor<1x16x16x8xf32> loc(#loc859)
    %collapsed_715 = tensor.collapse_shape %328 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc859)
    %collapsed_716 = tensor.collapse_shape %cst_711 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc859)
    %transposed_717 = linalg.transpose ins(%collapsed_716 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc859)
    %collapsed_718 = tensor.collapse_shape %332 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc859)
    %333 = linalg.matmul ins(%collapsed_715, %transposed_717 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_718 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc859)
    %expanded_719 = tensor.expand_shape %333 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc859)
    %334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_719 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_720: f32 loc(#loc233), %out_721: f32 loc(#loc233)):
      %335 = arith.maximumf %in_720, %cst_1 : f32 loc(#loc233)
      %336 = arith.minimumf %335, %cst_5 : f32 loc(#loc233)
      linalg.yield %336 : f32 loc(#loc233)
    } -> tensor<1x16x16x8xf32> loc(#loc233)
    %cst_722 = arith.constant dense<6.615120e-02> : tensor<8x1x3x8xf32> loc(#loc861)
    %cst_723 = arith.constant dense<5.800000e-02> : tensor<8xf32> loc(#loc863)
    %padded_724 = tensor.pad %334 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_725: index loc(#loc235), %arg_726: index loc(#loc235), %arg_727: index loc(#loc235), %arg_728: index loc(#loc235)):
      tensor.yield %cst_1 : f32 loc(#loc235)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc235)
    %337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_723 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_729: f32 loc(#loc235), %out_730: f32 loc(#loc235)):
      linalg.yield %in_729 : f32 loc(#loc235)
    } -> tensor<1x16x16x8xf32> loc(#loc235)
    %338 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_724, %cst_722 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%337 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc235)
    %339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%338 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_731: f32 loc(#loc237), %out_732: f32 loc(#loc237)):
      %340 = arith.maximumf %in_731, %cst_1 : f32 loc(#loc237)
      %341 = arith.minimumf %340, %cst_5 : f32 loc(#loc237)
      linalg.yield %341 : f32 loc(#loc237)
    } -> tensor<1x16x16x8xf32> loc(#loc237)
    %cst_733 = arith.constant dense<2.219359e-02> : tensor<8x3x3x8xf32> loc(#loc865)
    %cst_734 = arith.constant dense<5.900000e-02> : tensor<8xf32> loc(#loc867)
    %padded_735 = tensor.pad %339 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_736: index loc(#loc239), %arg_737: index loc(#loc239), %arg_738: index loc(#loc239), %arg_739: index loc(#loc239)):
      tensor.yield %cst_1 : f32 loc(#loc239)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc239)
    %342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_734 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_740: f32 loc(#loc239), %out_741: f32 loc(#loc239)):
      linalg.yield %in_740 : f32 loc(#loc239)
    } -> tensor<1x16x16x8xf32> loc(#loc239)
    %343 = "linalg_ext.im2col"(%padded_735, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc239)
    %collapsed_742 = tensor.collapse_shape %cst_733 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc239)
    %transposed_743 = linalg.transpose ins(%collapsed_742 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc239)
    %collapsed_744 = tensor.collapse_shape %342 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc239)
    %344 = linalg.matmul ins(%343, %transposed_743 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_744 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc239)
    %expanded_745 = tensor.expand_shape %344 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc239)
    %345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_745 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_746: f32 loc(#loc241), %out_747: f32 loc(#loc241)):
      %346 = arith.maximumf %in_746, %cst_1 : f32 loc(#loc241)
      %347 = arith.minimumf %346, %cst_5 : f32 loc(#loc241)
      linalg.yield %347 : f32 loc(#loc241)
    } -> tensor<1x16x16x8xf32> loc(#loc241)
    %cst_748 = arith.constant dense<6.701031e-02> : tensor<8x3x1x8xf32> loc(#loc869)
    %cst_749 = arith.constant dense<6.000000e-02> : tensor<8xf32> loc(#loc871)
    %padded_750 = tensor.pad %345 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_751: index loc(#loc243), %arg_752: index loc(#loc243), %arg_753: index loc(#loc243), %arg_754: index loc(#loc243)):
      tensor.yield %cst_1 : f32 loc(#loc243)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc243)
    %348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_749 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_755: f32 loc(#loc243), %out_756: f32 loc(#loc243)):
      linalg.yield %in_755 : f32 loc(#loc243)
    } -> tensor<1x16x16x8xf32> loc(#loc243)
    %349 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_750, %cst_748 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%348 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc243)
    %350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%349, %328 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_757: f32 loc(#loc245), %in_758: f32 loc(#loc873), %out_759: f32 loc(#loc873)):
      %351 = arith.maximumf %in_757, %cst_1 : f32 loc(#loc245)
      %352 = arith.minimumf %351, %cst_5 : f32 loc(#loc245)
      %353 = arith.addf %352, %in_758 : f32 loc(#loc873)
      linalg.yield %353 : f32 loc(#loc873)
    } -> tensor<1x16x16x8xf32> loc(#loc874)
    %cst_760 = arith.constant dense<2.023196e-01> : tensor<8x1x1x8xf32> loc(#loc876)
    %cst_761 = arith.constant dense<6.100000e-02> : tensor<8xf32> loc(#loc878)
    %354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_761 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_762: f32 loc(#loc880), %out_763: f32 loc(#loc880)):
      linalg.yield %in_762 : f32 loc(#loc880)
    } -> tensor<1x16x16x8xf32> loc(#loc880)
    %collapsed_764 = tensor.collapse_shape %350 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc880)
    %collapsed_765 = tensor.collapse_shape %cst_760 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc880)
    %transposed_766 = linalg.transpose ins(%collapsed_765 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc880)
    %collapsed_767 = tensor.collapse_shape %354 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc880)
    %355 = linalg.matmul ins(%collapsed_764, %transposed_766 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_767 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc880)
    %expanded_768 = tensor.expand_shape %355 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc880)
    %356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_768 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_769: f32 loc(#loc248), %out_770: f32 loc(#loc248)):
      %357 = arith.maximumf %in_769, %cst_1 : f32 loc(#loc248)
      %358 = arith.minimumf %357, %cst_5 : f32 loc(#loc248)
      linalg.yield %358 : f32 loc(#loc248)
    } -> tensor<1x16x16x8xf32> loc(#loc248)
    %cst_771 = arith.constant dense<6.786942e-02> : tensor<8x1x3x8xf32> loc(#loc882)
    %cst_772 = arith.constant dense<6.200000e-02> : tensor<8xf32> loc(#loc884)
    %padded_773 = tensor.pad %356 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_774: index loc(#loc250), %arg_775: index loc(#loc250), %arg_776: index loc(#loc250), %arg_777: index loc(#loc250)):
      tensor.yield %cst_1 : f32 loc(#loc250)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc250)
    %359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_772 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_778: f32 loc(#loc250), %out_779: f32 loc(#loc250)):
      linalg.yield %in_778 : f32 loc(#loc250)
    } -> tensor<1x16x16x8xf32> loc(#loc250)
    %360 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_773, %cst_771 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%359 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc250)
    %361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%360 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_780: f32 loc(#loc252), %out_781: f32 loc(#loc252)):
      %362 = arith.maximumf %in_780, %cst_1 : f32 loc(#loc252)
      %363 = arith.minimumf %362, %cst_5 : f32 loc(#loc252)
      linalg.yield %363 : f32 loc(#loc252)
    } -> tensor<1x16x16x8xf32> loc(#loc252)
    %cst_782 = arith.constant dense<2.276632e-02> : tensor<8x3x3x8xf32> loc(#loc886)
    %cst_783 = arith.constant dense<6.300000e-02> : tensor<8xf32> loc(#loc888)
    %padded_784 = tensor.pad %361 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_785: index loc(#loc254), %arg_786: index loc(#loc254), %arg_787: index loc(#loc254), %arg_788: index loc(#loc254)):
      tensor.yield %cst_1 : f32 loc(#loc254)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc254)
    %364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_783 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_789: f32 loc(#loc254), %out_790: f32 loc(#loc254)):
      linalg.yield %in_789 : f32 loc(#loc254)
    } -> tensor<1x16x16x8xf32> loc(#loc254)
    %365 = "linalg_ext.im2col"(%padded_784, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc254)
    %collapsed_791 = tensor.collapse_shape %cst_782 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc254)
    %transposed_792 = linalg.transpose ins(%collapsed_791 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc254)
    %collapsed_793 = tensor.collapse_shape %364 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc254)
    %366 = linalg.matmul ins(%365, %transposed_792 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_793 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc254)
    %expanded_794 = tensor.expand_shape %366 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc254)
    %367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_794 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_795: f32 loc(#loc256), %out_796: f32 loc(#loc256)):
      %368 = arith.maximumf %in_795, %cst_1 : f32 loc(#loc256)
      %369 = arith.minimumf %368, %cst_5 : f32 loc(#loc256)
      linalg.yield %369 : f32 loc(#loc256)
    } -> tensor<1x16x16x8xf32> loc(#loc256)
    %cst_797 = arith.constant dense<6.872852e-02> : tensor<8x3x1x8xf32> loc(#loc890)
    %cst_798 = arith.constant dense<6.400000e-02> : tensor<8xf32> loc(#loc892)
    %padded_799 = tensor.pad %367 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_800: index loc(#loc258), %arg_801: index loc(#loc258), %arg_802: index loc(#loc258), %arg_803: index loc(#loc258)):
      tensor.yield %cst_1 : f32 loc(#loc258)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc258)
    %370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_798 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_804: f32 loc(#loc258), %out_805: f32 loc(#loc258)):
      linalg.yield %in_804 : f32 loc(#loc258)
    } -> tensor<1x16x16x8xf32> loc(#loc258)
    %371 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_799, %cst_797 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%370 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc258)
    %372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%371, %350 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_806: f32 loc(#loc260), %in_807: f32 loc(#loc894), %out_808: f32 loc(#loc894)):
      %373 = arith.maximumf %in_806, %cst_1 : f32 loc(#loc260)
      %374 = arith.minimumf %373, %cst_5 : f32 loc(#loc260)
      %375 = arith.addf %374, %in_807 : f32 loc(#loc894)
      linalg.yield %375 : f32 loc(#loc894)
    } -> tensor<1x16x16x8xf32> loc(#loc895)
    %cst_809 = arith.constant dense<2.074742e-01> : tensor<8x1x1x8xf32> loc(#loc897)
    %cst_810 = arith.constant dense<6.500000e-02> : tensor<8xf32> loc(#loc899)
    %376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_810 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_811: f32 loc(#loc901), %out_812: f32 loc(#loc901)):
      linalg.yield %in_811 : f32 loc(#loc901)
    } -> tensor<1x16x16x8xf32> loc(#loc901)
    %collapsed_813 = tensor.collapse_shape %372 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc901)
    %collapsed_814 = tensor.collapse_shape %cst_809 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc901)
    %transposed_815 = linalg.transpose ins(%collapsed_814 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc901)
    %collapsed_816 = tensor.collapse_shape %376 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc901)
    %377 = linalg.matmul ins(%collapsed_813, %transposed_815 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_816 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc901)
    %expanded_817 = tensor.expand_shape %377 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc901)
    %378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_817 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_818: f32 loc(#loc263), %out_819: f32 loc(#loc263)):
      %379 = arith.maximumf %in_818, %cst_1 : f32 loc(#loc263)
      %380 = arith.minimumf %379, %cst_5 : f32 loc(#loc263)
      linalg.yield %380 : f32 loc(#loc263)
    } -> tensor<1x16x16x8xf32> loc(#loc263)
    %cst_820 = arith.constant dense<6.958763e-02> : tensor<8x1x3x8xf32> loc(#loc903)
    %cst_821 = arith.constant dense<6.600000e-02> : tensor<8xf32> loc(#loc905)
    %padded_822 = tensor.pad %378 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_823: index loc(#loc265), %arg_824: index loc(#loc265), %arg_825: index loc(#loc265), %arg_826: index loc(#loc265)):
      tensor.yield %cst_1 : f32 loc(#loc265)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc265)
    %381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_821 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_827: f32 loc(#loc265), %out_828: f32 loc(#loc265)):
      linalg.yield %in_827 : f32 loc(#loc265)
    } -> tensor<1x16x16x8xf32> loc(#loc265)
    %382 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_822, %cst_820 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%381 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc265)
    %383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%382 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_829: f32 loc(#loc267), %out_830: f32 loc(#loc267)):
      %384 = arith.maximumf %in_829, %cst_1 : f32 loc(#loc267)
      %385 = arith.minimumf %384, %cst_5 : f32 loc(#loc267)
      linalg.yield %385 : f32 loc(#loc267)
    } -> tensor<1x16x16x8xf32> loc(#loc267)
    %cst_831 = arith.constant dense<2.333906e-02> : tensor<8x3x3x8xf32> loc(#loc907)
    %cst_832 = arith.constant dense<6.700000e-02> : tensor<8xf32> loc(#loc909)
    %padded_833 = tensor.pad %383 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_834: index loc(#loc269), %arg_835: index loc(#loc269), %arg_836: index loc(#loc269), %arg_837: index loc(#loc269)):
      tensor.yield %cst_1 : f32 loc(#loc269)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc269)
    %386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_832 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_838: f32 loc(#loc269), %out_839: f32 loc(#loc269)):
      linalg.yield %in_838 : f32 loc(#loc269)
    } -> tensor<1x16x16x8xf32> loc(#loc269)
    %387 = "linalg_ext.im2col"(%padded_833, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc269)
    %collapsed_840 = tensor.collapse_shape %cst_831 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc269)
    %transposed_841 = linalg.transpose ins(%collapsed_840 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc269)
    %collapsed_842 = tensor.collapse_shape %386 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc269)
    %388 = linalg.matmul ins(%387, %transposed_841 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_842 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc269)
    %expanded_843 = tensor.expand_shape %388 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc269)
    %389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_843 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_844: f32 loc(#loc271), %out_845: f32 loc(#loc271)):
      %390 = arith.maximumf %in_844, %cst_1 : f32 loc(#loc271)
      %391 = arith.minimumf %390, %cst_5 : f32 loc(#loc271)
      linalg.yield %391 : f32 loc(#loc271)
    } -> tensor<1x16x16x8xf32> loc(#loc271)
    %cst_846 = arith.constant dense<7.044674e-02> : tensor<8x3x1x8xf32> loc(#loc911)
    %cst_847 = arith.constant dense<6.800000e-02> : tensor<8xf32> loc(#loc913)
    %padded_848 = tensor.pad %389 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_849: index loc(#loc273), %arg_850: index loc(#loc273), %arg_851: index loc(#loc273), %arg_852: index loc(#loc273)):
      tensor.yield %cst_1 : f32 loc(#loc273)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc273)
    %392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_847 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_853: f32 loc(#loc273), %out_854: f32 loc(#loc273)):
      linalg.yield %in_853 : f32 loc(#loc273)
    } -> tensor<1x16x16x8xf32> loc(#loc273)
    %393 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_848, %cst_846 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%392 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc273)
    %394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%393, %372 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_855: f32 loc(#loc275), %in_856: f32 loc(#loc915), %out_857: f32 loc(#loc915)):
      %395 = arith.maximumf %in_855, %cst_1 : f32 loc(#loc275)
      %396 = arith.minimumf %395, %cst_5 : f32 loc(#loc275)
      %397 = arith.addf %396, %in_856 : f32 loc(#loc915)
      linalg.yield %397 : f32 loc(#loc915)
    } -> tensor<1x16x16x8xf32> loc(#loc916)
    %cst_858 = arith.constant dense<2.126289e-01> : tensor<8x1x1x8xf32> loc(#loc918)
    %cst_859 = arith.constant dense<6.900000e-02> : tensor<8xf32> loc(#loc920)
    %398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_859 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_860: f32 loc(#loc922), %out_861: f32 loc(#loc922)):
      linalg.yield %in_860 : f32 loc(#loc922)
    } -> tensor<1x16x16x8xf32> loc(#loc922)
    %collapsed_862 = tensor.collapse_shape %394 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc922)
    %collapsed_863 = tensor.collapse_shape %cst_858 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc922)
    %transposed_864 = linalg.transpose ins(%collapsed_863 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc922)
    %collapsed_865 = tensor.collapse_shape %398 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc922)
    %399 = linalg.matmul ins(%collapsed_862, %transposed_864 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_865 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc922)
    %expanded_866 = tensor.expand_shape %399 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc922)
    %400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_866 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_867: f32 loc(#loc278), %out_868: f32 loc(#loc278)):
      %401 = arith.maximumf %in_867, %cst_1 : f32 loc(#loc278)
      %402 = arith.minimumf %401, %cst_5 : f32 loc(#loc278)
      linalg.yield %402 : f32 loc(#loc278)
    } -> tensor<1x16x16x8xf32> loc(#loc278)
    %cst_869 = arith.constant dense<7.130584e-02> : tensor<8x1x3x8xf32> loc(#loc924)
    %cst_870 = arith.constant dense<7.000000e-02> : tensor<8xf32> loc(#loc926)
    %padded_871 = tensor.pad %400 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_872: index loc(#loc280), %arg_873: index loc(#loc280), %arg_874: index loc(#loc280), %arg_875: index loc(#loc280)):
      tensor.yield %cst_1 : f32 loc(#loc280)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc280)
    %403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_870 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_876: f32 loc(#loc280), %out_877: f32 loc(#loc280)):
      linalg.yield %in_876 : f32 loc(#loc280)
    } -> tensor<1x16x16x8xf32> loc(#loc280)
    %404 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_871, %cst_869 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%403 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc280)
    %405 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%404 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_878: f32 loc(#loc282), %out_879: f32 loc(#loc282)):
      %406 = arith.maximumf %in_878, %cst_1 : f32 loc(#loc282)
      %407 = arith.minimumf %406, %cst_5 : f32 loc(#loc282)
      linalg.yield %407 : f32 loc(#loc282)
    } -> tensor<1x16x16x8xf32> loc(#loc282)
    %cst_880 = arith.constant dense<2.391180e-02> : tensor<8x3x3x8xf32> loc(#loc928)
    %cst_881 = arith.constant dense<7.100000e-02> : tensor<8xf32> loc(#loc930)
    %padded_882 = tensor.pad %405 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_883: index loc(#loc284), %arg_884: index loc(#loc284), %arg_885: index loc(#loc284), %arg_886: index loc(#loc284)):
      tensor.yield %cst_1 : f32 loc(#loc284)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc284)
    %408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_881 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_887: f32 loc(#loc284), %out_888: f32 loc(#loc284)):
      linalg.yield %in_887 : f32 loc(#loc284)
    } -> tensor<1x16x16x8xf32> loc(#loc284)
    %409 = "linalg_ext.im2col"(%padded_882, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc284)
    %collapsed_889 = tensor.collapse_shape %cst_880 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc284)
    %transposed_890 = linalg.transpose ins(%collapsed_889 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc284)
    %collapsed_891 = tensor.collapse_shape %408 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc284)
    %410 = linalg.matmul ins(%409, %transposed_890 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_891 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc284)
    %expanded_892 = tensor.expand_shape %410 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc284)
    %411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_892 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_893: f32 loc(#loc286), %out_894: f32 loc(#loc286)):
      %412 = arith.maximumf %in_893, %cst_1 : f32 loc(#loc286)
      %413 = arith.minimumf %412, %cst_5 : f32 loc(#loc286)
      linalg.yield %413 : f32 loc(#loc286)
    } -> tensor<1x16x16x8xf32> loc(#loc286)
    %cst_895 = arith.constant dense<7.216495e-02> : tensor<8x3x1x8xf32> loc(#loc932)
    %cst_896 = arith.constant dense<7.200000e-02> : tensor<8xf32> loc(#loc934)
    %padded_897 = tensor.pad %411 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_898: index loc(#loc288), %arg_899: index loc(#loc288), %arg_900: index loc(#loc288), %arg_901: index loc(#loc288)):
      tensor.yield %cst_1 : f32 loc(#loc288)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc288)
    %414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_896 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_902: f32 loc(#loc288), %out_903: f32 loc(#loc288)):
      linalg.yield %in_902 : f32 loc(#loc288)
    } -> tensor<1x16x16x8xf32> loc(#loc288)
    %415 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_897, %cst_895 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%414 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc288)
    %416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%415, %394 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_904: f32 loc(#loc290), %in_905: f32 loc(#loc936), %out_906: f32 loc(#loc936)):
      %417 = arith.maximumf %in_904, %cst_1 : f32 loc(#loc290)
      %418 = arith.minimumf %417, %cst_5 : f32 loc(#loc290)
      %419 = arith.addf %418, %in_905 : f32 loc(#loc936)
      linalg.yield %419 : f32 loc(#loc936)
    } -> tensor<1x16x16x8xf32> loc(#loc937)
    %cst_907 = arith.constant dense<2.177835e-01> : tensor<8x1x1x8xf32> loc(#loc939)
    %cst_908 = arith.constant dense<7.300000e-02> : tensor<8xf32> loc(#loc941)
    %420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_908 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_909: f32 loc(#loc943), %out_910: f32 loc(#loc943)):
      linalg.yield %in_909 : f32 loc(#loc943)
    } -> tensor<1x16x16x8xf32> loc(#loc943)
    %collapsed_911 = tensor.collapse_shape %416 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc943)
    %collapsed_912 = tensor.collapse_shape %cst_907 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc943)
    %transposed_913 = linalg.transpose ins(%collapsed_912 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc943)
    %collapsed_914 = tensor.collapse_shape %420 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc943)
    %421 = linalg.matmul ins(%collapsed_911, %transposed_913 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_914 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc943)
    %expanded_915 = tensor.expand_shape %421 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc943)
    %422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_915 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_916: f32 loc(#loc293), %out_917: f32 loc(#loc293)):
      %423 = arith.maximumf %in_916, %cst_1 : f32 loc(#loc293)
      %424 = arith.minimumf %423, %cst_5 : f32 loc(#loc293)
      linalg.yield %424 : f32 loc(#loc293)
    } -> tensor<1x16x16x8xf32> loc(#loc293)
    %cst_918 = arith.constant dense<7.302405e-02> : tensor<8x1x3x8xf32> loc(#loc945)
    %cst_919 = arith.constant dense<7.400000e-02> : tensor<8xf32> loc(#loc947)
    %padded_920 = tensor.pad %422 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_921: index loc(#loc295), %arg_922: index loc(#loc295), %arg_923: index loc(#loc295), %arg_924: index loc(#loc295)):
      tensor.yield %cst_1 : f32 loc(#loc295)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc295)
    %425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_919 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_925: f32 loc(#loc295), %out_926: f32 loc(#loc295)):
      linalg.yield %in_925 : f32 loc(#loc295)
    } -> tensor<1x16x16x8xf32> loc(#loc295)
    %426 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_920, %cst_918 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%425 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc295)
    %427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%426 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_927: f32 loc(#loc297), %out_928: f32 loc(#loc297)):
      %428 = arith.maximumf %in_927, %cst_1 : f32 loc(#loc297)
      %429 = arith.minimumf %428, %cst_5 : f32 loc(#loc297)
      linalg.yield %429 : f32 loc(#loc297)
    } -> tensor<1x16x16x8xf32> loc(#loc297)
    %cst_929 = arith.constant dense<2.448454e-02> : tensor<8x3x3x8xf32> loc(#loc949)
    %cst_930 = arith.constant dense<7.500000e-02> : tensor<8xf32> loc(#loc951)
    %padded_931 = tensor.pad %427 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_932: index loc(#loc299), %arg_933: index loc(#loc299), %arg_934: index loc(#loc299), %arg_935: index loc(#loc299)):
      tensor.yield %cst_1 : f32 loc(#loc299)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc299)
    %430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_930 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_936: f32 loc(#loc299), %out_937: f32 loc(#loc299)):
      linalg.yield %in_936 : f32 loc(#loc299)
    } -> tensor<1x16x16x8xf32> loc(#loc299)
    %431 = "linalg_ext.im2col"(%padded_931, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc299)
    %collapsed_938 = tensor.collapse_shape %cst_929 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc299)
    %transposed_939 = linalg.transpose ins(%collapsed_938 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc299)
    %collapsed_940 = tensor.collapse_shape %430 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc299)
    %432 = linalg.matmul ins(%431, %transposed_939 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_940 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc299)
    %expanded_941 = tensor.expand_shape %432 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc299)
    %433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_941 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_942: f32 loc(#loc301), %out_943: f32 loc(#loc301)):
      %434 = arith.maximumf %in_942, %cst_1 : f32 loc(#loc301)
      %435 = arith.minimumf %434, %cst_5 : f32 loc(#loc301)
      linalg.yield %435 : f32 loc(#loc301)
    } -> tensor<1x16x16x8xf32> loc(#loc301)
    %cst_944 = arith.constant dense<7.388316e-02> : tensor<8x3x1x8xf32> loc(#loc953)
    %cst_945 = arith.constant dense<7.600000e-02> : tensor<8xf32> loc(#loc955)
    %padded_946 = tensor.pad %433 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_947: index loc(#loc303), %arg_948: index loc(#loc303), %arg_949: index loc(#loc303), %arg_950: index loc(#loc303)):
      tensor.yield %cst_1 : f32 loc(#loc303)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc303)
    %436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_945 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_951: f32 loc(#loc303), %out_952: f32 loc(#loc303)):
      linalg.yield %in_951 : f32 loc(#loc303)
    } -> tensor<1x16x16x8xf32> loc(#loc303)
    %437 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_946, %cst_944 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%436 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc303)
    %438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%437, %416 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_953: f32 loc(#loc305), %in_954: f32 loc(#loc957), %out_955: f32 loc(#loc957)):
      %439 = arith.maximumf %in_953, %cst_1 : f32 loc(#loc305)
      %440 = arith.minimumf %439, %cst_5 : f32 loc(#loc305)
      %441 = arith.addf %440, %in_954 : f32 loc(#loc957)
      linalg.yield %441 : f32 loc(#loc957)
    } -> tensor<1x16x16x8xf32> loc(#loc958)
    %cst_956 = arith.constant dense<2.229381e-01> : tensor<8x1x1x8xf32> loc(#loc960)
    %cst_957 = arith.constant dense<7.700000e-02> : tensor<8xf32> loc(#loc962)
    %442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_957 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_958: f32 loc(#loc964), %out_959: f32 loc(#loc964)):
      linalg.yield %in_958 : f32 loc(#loc964)
    } -> tensor<1x16x16x8xf32> loc(#loc964)
    %collapsed_960 = tensor.collapse_shape %438 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc964)
    %collapsed_961 = tensor.collapse_shape %cst_956 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc964)
    %transposed_962 = linalg.transpose ins(%collapsed_961 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc964)
    %collapsed_963 = tensor.collapse_shape %442 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc964)
    %443 = linalg.matmul ins(%collapsed_960, %transposed_962 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_963 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc964)
    %expanded_964 = tensor.expand_shape %443 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc964)
    %444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_964 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_965: f32 loc(#loc308), %out_966: f32 loc(#loc308)):
      %445 = arith.maximumf %in_965, %cst_1 : f32 loc(#loc308)
      %446 = arith.minimumf %445, %cst_5 : f32 loc(#loc308)
      linalg.yield %446 : f32 loc(#loc308)
    } -> tensor<1x16x16x8xf32> loc(#loc308)
    %cst_967 = arith.constant dense<7.474227e-02> : tensor<8x1x3x8xf32> loc(#loc966)
    %cst_968 = arith.constant dense<7.800000e-02> : tensor<8xf32> loc(#loc968)
    %padded_969 = tensor.pad %444 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_970: index loc(#loc310), %arg_971: index loc(#loc310), %arg_972: index loc(#loc310), %arg_973: index loc(#loc310)):
      tensor.yield %cst_1 : f32 loc(#loc310)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc310)
    %447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_968 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_974: f32 loc(#loc310), %out_975: f32 loc(#loc310)):
      linalg.yield %in_974 : f32 loc(#loc310)
    } -> tensor<1x16x16x8xf32> loc(#loc310)
    %448 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_969, %cst_967 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%447 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc310)
    %449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%448 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_976: f32 loc(#loc312), %out_977: f32 loc(#loc312)):
      %450 = arith.maximumf %in_976, %cst_1 : f32 loc(#loc312)
      %451 = arith.minimumf %450, %cst_5 : f32 loc(#loc312)
      linalg.yield %451 : f32 loc(#loc312)
    } -> tensor<1x16x16x8xf32> loc(#loc312)
    %cst_978 = arith.constant dense<2.505727e-02> : tensor<8x3x3x8xf32> loc(#loc970)
    %cst_979 = arith.constant dense<7.900000e-02> : tensor<8xf32> loc(#loc972)
    %padded_980 = tensor.pad %449 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_981: index loc(#loc314), %arg_982: index loc(#loc314), %arg_983: index loc(#loc314), %arg_984: index loc(#loc314)):
      tensor.yield %cst_1 : f32 loc(#loc314)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc314)
    %452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_979 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_985: f32 loc(#loc314), %out_986: f32 loc(#loc314)):
      linalg.yield %in_985 : f32 loc(#loc314)
    } -> tensor<1x16x16x8xf32> loc(#loc314)
    %453 = "linalg_ext.im2col"(%padded_980, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc314)
    %collapsed_987 = tensor.collapse_shape %cst_978 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc314)
    %transposed_988 = linalg.transpose ins(%collapsed_987 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc314)
    %collapsed_989 = tensor.collapse_shape %452 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc314)
    %454 = linalg.matmul ins(%453, %transposed_988 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_989 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc314)
    %expanded_990 = tensor.expand_shape %454 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc314)
    %455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_990 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_991: f32 loc(#loc316), %out_992: f32 loc(#loc316)):
      %456 = arith.maximumf %in_991, %cst_1 : f32 loc(#loc316)
      %457 = arith.minimumf %456, %cst_5 : f32 loc(#loc316)
      linalg.yield %457 : f32 loc(#loc316)
    } -> tensor<1x16x16x8xf32> loc(#loc316)
    %cst_993 = arith.constant dense<7.560137e-02> : tensor<8x3x1x8xf32> loc(#loc974)
    %cst_994 = arith.constant dense<8.000000e-02> : tensor<8xf32> loc(#loc976)
    %padded_995 = tensor.pad %455 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_996: index loc(#loc318), %arg_997: index loc(#loc318), %arg_998: index loc(#loc318), %arg_999: index loc(#loc318)):
      tensor.yield %cst_1 : f32 loc(#loc318)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc318)
    %458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_994 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1000: f32 loc(#loc318), %out_1001: f32 loc(#loc318)):
      linalg.yield %in_1000 : f32 loc(#loc318)
    } -> tensor<1x16x16x8xf32> loc(#loc318)
    %459 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_995, %cst_993 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%458 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc318)
    %460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%459, %438 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1002: f32 loc(#loc320), %in_1003: f32 loc(#loc978), %out_1004: f32 loc(#loc978)):
      %461 = arith.maximumf %in_1002, %cst_1 : f32 loc(#loc320)
      %462 = arith.minimumf %461, %cst_5 : f32 loc(#loc320)
      %463 = arith.addf %462, %in_1003 : f32 loc(#loc978)
      linalg.yield %463 : f32 loc(#loc978)
    } -> tensor<1x16x16x8xf32> loc(#loc979)
    %cst_1005 = arith.constant dense<7.603093e-02> : tensor<8x1x3x8xf32> loc(#loc981)
    %cst_1006 = arith.constant dense<8.100000e-02> : tensor<8xf32> loc(#loc983)
    %padded_1007 = tensor.pad %460 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1008: index loc(#loc323), %arg_1009: index loc(#loc323), %arg_1010: index loc(#loc323), %arg_1011: index loc(#loc323)):
      tensor.yield %cst_1 : f32 loc(#loc323)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc323)
    %464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1006 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1012: f32 loc(#loc323), %out_1013: f32 loc(#loc323)):
      linalg.yield %in_1012 : f32 loc(#loc323)
    } -> tensor<1x16x16x8xf32> loc(#loc323)
    %465 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1007, %cst_1005 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%464 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc323)
    %466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%465 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1014: f32 loc(#loc325), %out_1015: f32 loc(#loc325)):
      %467 = arith.maximumf %in_1014, %cst_1 : f32 loc(#loc325)
      %468 = arith.minimumf %467, %cst_5 : f32 loc(#loc325)
      linalg.yield %468 : f32 loc(#loc325)
    } -> tensor<1x16x16x8xf32> loc(#loc325)
    %cst_1016 = arith.constant dense<2.293814e-01> : tensor<8x1x1x8xf32> loc(#loc985)
    %cst_1017 = arith.constant dense<8.200000e-02> : tensor<8xf32> loc(#loc987)
    %469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1017 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1018: f32 loc(#loc989), %out_1019: f32 loc(#loc989)):
      linalg.yield %in_1018 : f32 loc(#loc989)
    } -> tensor<1x16x16x8xf32> loc(#loc989)
    %collapsed_1020 = tensor.collapse_shape %466 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc989)
    %collapsed_1021 = tensor.collapse_shape %cst_1016 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc989)
    %transposed_1022 = linalg.transpose ins(%collapsed_1021 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc989)
    %collapsed_1023 = tensor.collapse_shape %469 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc989)
    %470 = linalg.matmul ins(%collapsed_1020, %transposed_1022 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1023 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc989)
    %expanded_1024 = tensor.expand_shape %470 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc989)
    %471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1024 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1025: f32 loc(#loc327), %out_1026: f32 loc(#loc327)):
      %472 = arith.maximumf %in_1025, %cst_1 : f32 loc(#loc327)
      %473 = arith.minimumf %472, %cst_5 : f32 loc(#loc327)
      linalg.yield %473 : f32 loc(#loc327)
    } -> tensor<1x16x16x8xf32> loc(#loc327)
    %cst_1027 = arith.constant dense<7.689003e-02> : tensor<8x3x1x8xf32> loc(#loc991)
    %cst_1028 = arith.constant dense<8.300000e-02> : tensor<8xf32> loc(#loc993)
    %padded_1029 = tensor.pad %471 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1030: index loc(#loc329), %arg_1031: index loc(#loc329), %arg_1032: index loc(#loc329), %arg_1033: index loc(#loc329)):
      tensor.yield %cst_1 : f32 loc(#loc329)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc329)
    %474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1028 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1034: f32 loc(#loc329), %out_1035: f32 loc(#loc329)):
      linalg.yield %in_1034 : f32 loc(#loc329)
    } -> tensor<1x16x16x8xf32> loc(#loc329)
    %475 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1029, %cst_1027 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%474 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc329)
    %476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%475 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1036: f32 loc(#loc331), %out_1037: f32 loc(#loc331)):
      %477 = arith.maximumf %in_1036, %cst_1 : f32 loc(#loc331)
      %478 = arith.minimumf %477, %cst_5 : f32 loc(#loc331)
      linalg.yield %478 : f32 loc(#loc331)
    } -> tensor<1x16x16x8xf32> loc(#loc331)
    %cst_1038 = arith.constant dense<2.577320e-02> : tensor<8x3x3x8xf32> loc(#loc995)
    %cst_1039 = arith.constant dense<8.400000e-02> : tensor<8xf32> loc(#loc997)
    %padded_1040 = tensor.pad %476 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1041: index loc(#loc333), %arg_1042: index loc(#loc333), %arg_1043: index loc(#loc333), %arg_1044: index loc(#loc333)):
      tensor.yield %cst_1 : f32 loc(#loc333)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc333)
    %479 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1039 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1045: f32 loc(#loc333), %out_1046: f32 loc(#loc333)):
      linalg.yield %in_1045 : f32 loc(#loc333)
    } -> tensor<1x16x16x8xf32> loc(#loc333)
    %480 = "linalg_ext.im2col"(%padded_1040, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc333)
    %collapsed_1047 = tensor.collapse_shape %cst_1038 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc333)
    %transposed_1048 = linalg.transpose ins(%collapsed_1047 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc333)
    %collapsed_1049 = tensor.collapse_shape %479 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc333)
    %481 = linalg.matmul ins(%480, %transposed_1048 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1049 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc333)
    %expanded_1050 = tensor.expand_shape %481 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc333)
    %482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1050, %460 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1051: f32 loc(#loc335), %in_1052: f32 loc(#loc999), %out_1053: f32 loc(#loc999)):
      %483 = arith.maximumf %in_1051, %cst_1 : f32 loc(#loc335)
      %484 = arith.minimumf %483, %cst_5 : f32 loc(#loc335)
      %485 = arith.addf %484, %in_1052 : f32 loc(#loc999)
      linalg.yield %485 : f32 loc(#loc999)
    } -> tensor<1x16x16x8xf32> loc(#loc1000)
    %cst_1054 = arith.constant dense<7.774914e-02> : tensor<8x1x3x8xf32> loc(#loc1002)
    %cst_1055 = arith.constant dense<8.500000e-02> : tensor<8xf32> loc(#loc1004)
    %padded_1056 = tensor.pad %482 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1057: index loc(#loc338), %arg_1058: index loc(#loc338), %arg_1059: index loc(#loc338), %arg_1060: index loc(#loc338)):
      tensor.yield %cst_1 : f32 loc(#loc338)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc338)
    %486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1055 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1061: f32 loc(#loc338), %out_1062: f32 loc(#loc338)):
      linalg.yield %in_1061 : f32 loc(#loc338)
    } -> tensor<1x16x16x8xf32> loc(#loc338)
    %487 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1056, %cst_1054 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%486 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc338)
    %488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%487 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1063: f32 loc(#loc340), %out_1064: f32 loc(#loc340)):
      %489 = arith.maximumf %in_1063, %cst_1 : f32 loc(#loc340)
      %490 = arith.minimumf %489, %cst_5 : f32 loc(#loc340)
      linalg.yield %490 : f32 loc(#loc340)
    } -> tensor<1x16x16x8xf32> loc(#loc340)
    %cst_1065 = arith.constant dense<2.345361e-01> : tensor<8x1x1x8xf32> loc(#loc1006)
    %cst_1066 = arith.constant dense<8.600000e-02> : tensor<8xf32> loc(#loc1008)
    %491 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1066 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1067: f32 loc(#loc1010), %out_1068: f32 loc(#loc1010)):
      linalg.yield %in_1067 : f32 loc(#loc1010)
    } -> tensor<1x16x16x8xf32> loc(#loc1010)
    %collapsed_1069 = tensor.collapse_shape %488 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1010)
    %collapsed_1070 = tensor.collapse_shape %cst_1065 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1010)
    %transposed_1071 = linalg.transpose ins(%collapsed_1070 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1010)
    %collapsed_1072 = tensor.collapse_shape %491 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1010)
    %492 = linalg.matmul ins(%collapsed_1069, %transposed_1071 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1072 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1010)
    %expanded_1073 = tensor.expand_shape %492 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1010)
    %493 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1073 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1074: f32 loc(#loc342), %out_1075: f32 loc(#loc342)):
      %494 = arith.maximumf %in_1074, %cst_1 : f32 loc(#loc342)
      %495 = arith.minimumf %494, %cst_5 : f32 loc(#loc342)
      linalg.yield %495 : f32 loc(#loc342)
    } -> tensor<1x16x16x8xf32> loc(#loc342)
    %cst_1076 = arith.constant dense<7.860825e-02> : tensor<8x3x1x8xf32> loc(#loc1012)
    %cst_1077 = arith.constant dense<8.700000e-02> : tensor<8xf32> loc(#loc1014)
    %padded_1078 = tensor.pad %493 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1079: index loc(#loc344), %arg_1080: index loc(#loc344), %arg_1081: index loc(#loc344), %arg_1082: index loc(#loc344)):
      tensor.yield %cst_1 : f32 loc(#loc344)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc344)
    %496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1077 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1083: f32 loc(#loc344), %out_1084: f32 loc(#loc344)):
      linalg.yield %in_1083 : f32 loc(#loc344)
    } -> tensor<1x16x16x8xf32> loc(#loc344)
    %497 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1078, %cst_1076 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%496 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc344)
    %498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%497 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1085: f32 loc(#loc346), %out_1086: f32 loc(#loc346)):
      %499 = arith.maximumf %in_1085, %cst_1 : f32 loc(#loc346)
      %500 = arith.minimumf %499, %cst_5 : f32 loc(#loc346)
      linalg.yield %500 : f32 loc(#loc346)
    } -> tensor<1x16x16x8xf32> loc(#loc346)
    %cst_1087 = arith.constant dense<2.634593e-02> : tensor<8x3x3x8xf32> loc(#loc1016)
    %cst_1088 = arith.constant dense<8.800000e-02> : tensor<8xf32> loc(#loc1018)
    %padded_1089 = tensor.pad %498 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1090: index loc(#loc348), %arg_1091: index loc(#loc348), %arg_1092: index loc(#loc348), %arg_1093: index loc(#loc348)):
      tensor.yield %cst_1 : f32 loc(#loc348)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc348)
    %501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1088 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1094: f32 loc(#loc348), %out_1095: f32 loc(#loc348)):
      linalg.yield %in_1094 : f32 loc(#loc348)
    } -> tensor<1x16x16x8xf32> loc(#loc348)
    %502 = "linalg_ext.im2col"(%padded_1089, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc348)
    %collapsed_1096 = tensor.collapse_shape %cst_1087 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc348)
    %transposed_1097 = linalg.transpose ins(%collapsed_1096 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc348)
    %collapsed_1098 = tensor.collapse_shape %501 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc348)
    %503 = linalg.matmul ins(%502, %transposed_1097 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1098 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc348)
    %expanded_1099 = tensor.expand_shape %503 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc348)
    %504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1099, %482 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1100: f32 loc(#loc350), %in_1101: f32 loc(#loc1020), %out_1102: f32 loc(#loc1020)):
      %505 = arith.maximumf %in_1100, %cst_1 : f32 loc(#loc350)
      %506 = arith.minimumf %505, %cst_5 : f32 loc(#loc350)
      %507 = arith.addf %506, %in_1101 : f32 loc(#loc1020)
      linalg.yield %507 : f32 loc(#loc1020)
    } -> tensor<1x16x16x8xf32> loc(#loc1021)
    %cst_1103 = arith.constant dense<7.946735e-02> : tensor<8x1x3x8xf32> loc(#loc1023)
    %cst_1104 = arith.constant dense<8.900000e-02> : tensor<8xf32> loc(#loc1025)
    %padded_1105 = tensor.pad %504 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1106: index loc(#loc353), %arg_1107: index loc(#loc353), %arg_1108: index loc(#loc353), %arg_1109: index loc(#loc353)):
      tensor.yield %cst_1 : f32 loc(#loc353)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc353)
    %508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1104 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1110: f32 loc(#loc353), %out_1111: f32 loc(#loc353)):
      linalg.yield %in_1110 : f32 loc(#loc353)
    } -> tensor<1x16x16x8xf32> loc(#loc353)
    %509 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1105, %cst_1103 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%508 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc353)
    %510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%509 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1112: f32 loc(#loc355), %out_1113: f32 loc(#loc355)):
      %511 = arith.maximumf %in_1112, %cst_1 : f32 loc(#loc355)
      %512 = arith.minimumf %511, %cst_5 : f32 loc(#loc355)
      linalg.yield %512 : f32 loc(#loc355)
    } -> tensor<1x16x16x8xf32> loc(#loc355)
    %cst_1114 = arith.constant dense<2.396907e-01> : tensor<8x1x1x8xf32> loc(#loc1027)
    %cst_1115 = arith.constant dense<9.000000e-02> : tensor<8xf32> loc(#loc1029)
    %513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1115 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1116: f32 loc(#loc1031), %out_1117: f32 loc(#loc1031)):
      linalg.yield %in_1116 : f32 loc(#loc1031)
    } -> tensor<1x16x16x8xf32> loc(#loc1031)
    %collapsed_1118 = tensor.collapse_shape %510 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1031)
    %collapsed_1119 = tensor.collapse_shape %cst_1114 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1031)
    %transposed_1120 = linalg.transpose ins(%collapsed_1119 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1031)
    %collapsed_1121 = tensor.collapse_shape %513 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1031)
    %514 = linalg.matmul ins(%collapsed_1118, %transposed_1120 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1121 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1031)
    %expanded_1122 = tensor.expand_shape %514 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1031)
    %515 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1122 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1123: f32 loc(#loc357), %out_1124: f32 loc(#loc357)):
      %516 = arith.maximumf %in_1123, %cst_1 : f32 loc(#loc357)
      %517 = arith.minimumf %516, %cst_5 : f32 loc(#loc357)
      linalg.yield %517 : f32 loc(#loc357)
    } -> tensor<1x16x16x8xf32> loc(#loc357)
    %cst_1125 = arith.constant dense<8.032646e-02> : tensor<8x3x1x8xf32> loc(#loc1033)
    %cst_1126 = arith.constant dense<9.100000e-02> : tensor<8xf32> loc(#loc1035)
    %padded_1127 = tensor.pad %515 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1128: index loc(#loc359), %arg_1129: index loc(#loc359), %arg_1130: index loc(#loc359), %arg_1131: index loc(#loc359)):
      tensor.yield %cst_1 : f32 loc(#loc359)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc359)
    %518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1126 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1132: f32 loc(#loc359), %out_1133: f32 loc(#loc359)):
      linalg.yield %in_1132 : f32 loc(#loc359)
    } -> tensor<1x16x16x8xf32> loc(#loc359)
    %519 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1127, %cst_1125 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%518 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc359)
    %520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%519 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1134: f32 loc(#loc361), %out_1135: f32 loc(#loc361)):
      %521 = arith.maximumf %in_1134, %cst_1 : f32 loc(#loc361)
      %522 = arith.minimumf %521, %cst_5 : f32 loc(#loc361)
      linalg.yield %522 : f32 loc(#loc361)
    } -> tensor<1x16x16x8xf32> loc(#loc361)
    %cst_1136 = arith.constant dense<2.691867e-02> : tensor<8x3x3x8xf32> loc(#loc1037)
    %cst_1137 = arith.constant dense<9.200000e-02> : tensor<8xf32> loc(#loc1039)
    %padded_1138 = tensor.pad %520 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1139: index loc(#loc363), %arg_1140: index loc(#loc363), %arg_1141: index loc(#loc363), %arg_1142: index loc(#loc363)):
      tensor.yield %cst_1 : f32 loc(#loc363)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc363)
    %523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1137 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1143: f32 loc(#loc363), %out_1144: f32 loc(#loc363)):
      linalg.yield %in_1143 : f32 loc(#loc363)
    } -> tensor<1x16x16x8xf32> loc(#loc363)
    %524 = "linalg_ext.im2col"(%padded_1138, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc363)
    %collapsed_1145 = tensor.collapse_shape %cst_1136 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc363)
    %transposed_1146 = linalg.transpose ins(%collapsed_1145 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc363)
    %collapsed_1147 = tensor.collapse_shape %523 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc363)
    %525 = linalg.matmul ins(%524, %transposed_1146 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1147 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc363)
    %expanded_1148 = tensor.expand_shape %525 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc363)
    %526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1148, %504 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1149: f32 loc(#loc365), %in_1150: f32 loc(#loc1041), %out_1151: f32 loc(#loc1041)):
      %527 = arith.maximumf %in_1149, %cst_1 : f32 loc(#loc365)
      %528 = arith.minimumf %527, %cst_5 : f32 loc(#loc365)
      %529 = arith.addf %528, %in_1150 : f32 loc(#loc1041)
      linalg.yield %529 : f32 loc(#loc1041)
    } -> tensor<1x16x16x8xf32> loc(#loc1042)
    %cst_1152 = arith.constant dense<8.118557e-02> : tensor<8x1x3x8xf32> loc(#loc1044)
    %cst_1153 = arith.constant dense<9.300000e-02> : tensor<8xf32> loc(#loc1046)
    %padded_1154 = tensor.pad %526 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1155: index loc(#loc368), %arg_1156: index loc(#loc368), %arg_1157: index loc(#loc368), %arg_1158: index loc(#loc368)):
      tensor.yield %cst_1 : f32 loc(#loc368)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc368)
    %530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1153 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1159: f32 loc(#loc368), %out_1160: f32 loc(#loc368)):
      linalg.yield %in_1159 : f32 loc(#loc368)
    } -> tensor<1x16x16x8xf32> loc(#loc368)
    %531 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1154, %cst_1152 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%530 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc368)
    %532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%531 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1161: f32 loc(#loc370), %out_1162: f32 loc(#loc370)):
      %533 = arith.maximumf %in_1161, %cst_1 : f32 loc(#loc370)
      %534 = arith.minimumf %533, %cst_5 : f32 loc(#loc370)
      linalg.yield %534 : f32 loc(#loc370)
    } -> tensor<1x16x16x8xf32> loc(#loc370)
    %cst_1163 = arith.constant dense<2.448454e-01> : tensor<8x1x1x8xf32> loc(#loc1048)
    %cst_1164 = arith.constant dense<9.400000e-02> : tensor<8xf32> loc(#loc1050)
    %535 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1164 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1165: f32 loc(#loc1052), %out_1166: f32 loc(#loc1052)):
      linalg.yield %in_1165 : f32 loc(#loc1052)
    } -> tensor<1x16x16x8xf32> loc(#loc1052)
    %collapsed_1167 = tensor.collapse_shape %532 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1052)
    %collapsed_1168 = tensor.collapse_shape %cst_1163 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1052)
    %transposed_1169 = linalg.transpose ins(%collapsed_1168 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1052)
    %collapsed_1170 = tensor.collapse_shape %535 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1052)
    %536 = linalg.matmul ins(%collapsed_1167, %transposed_1169 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1170 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1052)
    %expanded_1171 = tensor.expand_shape %536 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1052)
    %537 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1171 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1172: f32 loc(#loc372), %out_1173: f32 loc(#loc372)):
      %538 = arith.maximumf %in_1172, %cst_1 : f32 loc(#loc372)
      %539 = arith.minimumf %538, %cst_5 : f32 loc(#loc372)
      linalg.yield %539 : f32 loc(#loc372)
    } -> tensor<1x16x16x8xf32> loc(#loc372)
    %cst_1174 = arith.constant dense<8.204467e-02> : tensor<8x3x1x8xf32> loc(#loc1054)
    %cst_1175 = arith.constant dense<9.500000e-02> : tensor<8xf32> loc(#loc1056)
    %padded_1176 = tensor.pad %537 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1177: index loc(#loc374), %arg_1178: index loc(#loc374), %arg_1179: index loc(#loc374), %arg_1180: index loc(#loc374)):
      tensor.yield %cst_1 : f32 loc(#loc374)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc374)
    %540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1175 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1181: f32 loc(#loc374), %out_1182: f32 loc(#loc374)):
      linalg.yield %in_1181 : f32 loc(#loc374)
    } -> tensor<1x16x16x8xf32> loc(#loc374)
    %541 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1176, %cst_1174 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%540 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc374)
    %542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%541 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1183: f32 loc(#loc376), %out_1184: f32 loc(#loc376)):
      %543 = arith.maximumf %in_1183, %cst_1 : f32 loc(#loc376)
      %544 = arith.minimumf %543, %cst_5 : f32 loc(#loc376)
      linalg.yield %544 : f32 loc(#loc376)
    } -> tensor<1x16x16x8xf32> loc(#loc376)
    %cst_1185 = arith.constant dense<2.749141e-02> : tensor<8x3x3x8xf32> loc(#loc1058)
    %cst_1186 = arith.constant dense<9.600000e-02> : tensor<8xf32> loc(#loc1060)
    %padded_1187 = tensor.pad %542 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1188: index loc(#loc378), %arg_1189: index loc(#loc378), %arg_1190: index loc(#loc378), %arg_1191: index loc(#loc378)):
      tensor.yield %cst_1 : f32 loc(#loc378)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc378)
    %545 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1186 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1192: f32 loc(#loc378), %out_1193: f32 loc(#loc378)):
      linalg.yield %in_1192 : f32 loc(#loc378)
    } -> tensor<1x16x16x8xf32> loc(#loc378)
    %546 = "linalg_ext.im2col"(%padded_1187, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc378)
    %collapsed_1194 = tensor.collapse_shape %cst_1185 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc378)
    %transposed_1195 = linalg.transpose ins(%collapsed_1194 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc378)
    %collapsed_1196 = tensor.collapse_shape %545 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc378)
    %547 = linalg.matmul ins(%546, %transposed_1195 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1196 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc378)
    %expanded_1197 = tensor.expand_shape %547 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc378)
    %548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1197, %526 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1198: f32 loc(#loc380), %in_1199: f32 loc(#loc1062), %out_1200: f32 loc(#loc1062)):
      %549 = arith.maximumf %in_1198, %cst_1 : f32 loc(#loc380)
      %550 = arith.minimumf %549, %cst_5 : f32 loc(#loc380)
      %551 = arith.addf %550, %in_1199 : f32 loc(#loc1062)
      linalg.yield %551 : f32 loc(#loc1062)
    } -> tensor<1x16x16x8xf32> loc(#loc1063)
    %cst_1201 = arith.constant dense<8.290378e-02> : tensor<8x1x3x8xf32> loc(#loc1065)
    %cst_1202 = arith.constant dense<9.700000e-02> : tensor<8xf32> loc(#loc1067)
    %padded_1203 = tensor.pad %548 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1204: index loc(#loc383), %arg_1205: index loc(#loc383), %arg_1206: index loc(#loc383), %arg_1207: index loc(#loc383)):
      tensor.yield %cst_1 : f32 loc(#loc383)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc383)
    %552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1202 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1208: f32 loc(#loc383), %out_1209: f32 loc(#loc383)):
      linalg.yield %in_1208 : f32 loc(#loc383)
    } -> tensor<1x16x16x8xf32> loc(#loc383)
    %553 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1203, %cst_1201 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%552 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc383)
    %554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%553 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1210: f32 loc(#loc385), %out_1211: f32 loc(#loc385)):
      %555 = arith.maximumf %in_1210, %cst_1 : f32 loc(#loc385)
      %556 = arith.minimumf %555, %cst_5 : f32 loc(#loc385)
      linalg.yield %556 : f32 loc(#loc385)
    } -> tensor<1x16x16x8xf32> loc(#loc385)
    %cst_1212 = arith.constant dense<1.250000e-01> : tensor<8x1x1x8xf32> loc(#loc1069)
    %cst_1213 = arith.constant dense<9.800000e-02> : tensor<8xf32> loc(#loc1071)
    %557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1213 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1214: f32 loc(#loc1073), %out_1215: f32 loc(#loc1073)):
      linalg.yield %in_1214 : f32 loc(#loc1073)
    } -> tensor<1x16x16x8xf32> loc(#loc1073)
    %collapsed_1216 = tensor.collapse_shape %554 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1073)
    %collapsed_1217 = tensor.collapse_shape %cst_1212 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1073)
    %transposed_1218 = linalg.transpose ins(%collapsed_1217 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1073)
    %collapsed_1219 = tensor.collapse_shape %557 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1073)
    %558 = linalg.matmul ins(%collapsed_1216, %transposed_1218 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1219 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1073)
    %expanded_1220 = tensor.expand_shape %558 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1073)
    %559 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1220 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1221: f32 loc(#loc387), %out_1222: f32 loc(#loc387)):
      %560 = arith.maximumf %in_1221, %cst_1 : f32 loc(#loc387)
      %561 = arith.minimumf %560, %cst_5 : f32 loc(#loc387)
      linalg.yield %561 : f32 loc(#loc387)
    } -> tensor<1x16x16x8xf32> loc(#loc387)
    %cst_1223 = arith.constant dense<9.900000e-02> : tensor<8xf32> loc(#loc1075)
    %padded_1224 = tensor.pad %559 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1225: index loc(#loc389), %arg_1226: index loc(#loc389), %arg_1227: index loc(#loc389), %arg_1228: index loc(#loc389)):
      tensor.yield %cst_1 : f32 loc(#loc389)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc389)
    %562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1223 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1229: f32 loc(#loc389), %out_1230: f32 loc(#loc389)):
      linalg.yield %in_1229 : f32 loc(#loc389)
    } -> tensor<1x16x16x8xf32> loc(#loc389)
    %563 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1224, %cst_8 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%562 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc389)
    %564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%563 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1231: f32 loc(#loc391), %out_1232: f32 loc(#loc391)):
      %565 = arith.maximumf %in_1231, %cst_1 : f32 loc(#loc391)
      %566 = arith.minimumf %565, %cst_5 : f32 loc(#loc391)
      linalg.yield %566 : f32 loc(#loc391)
    } -> tensor<1x16x16x8xf32> loc(#loc391)
    %cst_1233 = arith.constant dense<1.417526e-02> : tensor<8x3x3x8xf32> loc(#loc1077)
    %cst_1234 = arith.constant dense<1.000000e-01> : tensor<8xf32> loc(#loc1079)
    %padded_1235 = tensor.pad %564 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1236: index loc(#loc393), %arg_1237: index loc(#loc393), %arg_1238: index loc(#loc393), %arg_1239: index loc(#loc393)):
      tensor.yield %cst_1 : f32 loc(#loc393)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc393)
    %567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1234 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1240: f32 loc(#loc393), %out_1241: f32 loc(#loc393)):
      linalg.yield %in_1240 : f32 loc(#loc393)
    } -> tensor<1x16x16x8xf32> loc(#loc393)
    %568 = "linalg_ext.im2col"(%padded_1235, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc393)
    %collapsed_1242 = tensor.collapse_shape %cst_1233 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc393)
    %transposed_1243 = linalg.transpose ins(%collapsed_1242 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc393)
    %collapsed_1244 = tensor.collapse_shape %567 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc393)
    %569 = linalg.matmul ins(%568, %transposed_1243 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1244 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc393)
    %expanded_1245 = tensor.expand_shape %569 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc393)
    %570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1245, %548 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1246: f32 loc(#loc395), %in_1247: f32 loc(#loc1081), %out_1248: f32 loc(#loc1081)):
      %571 = arith.maximumf %in_1246, %cst_1 : f32 loc(#loc395)
      %572 = arith.minimumf %571, %cst_5 : f32 loc(#loc395)
      %573 = arith.addf %572, %in_1247 : f32 loc(#loc1081)
      linalg.yield %573 : f32 loc(#loc1081)
    } -> tensor<1x16x16x8xf32> loc(#loc1082)
    %cst_1249 = arith.constant dense<1.010000e-01> : tensor<8xf32> loc(#loc1084)
    %padded_1250 = tensor.pad %570 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1251: index loc(#loc398), %arg_1252: index loc(#loc398), %arg_1253: index loc(#loc398), %arg_1254: index loc(#loc398)):
      tensor.yield %cst_1 : f32 loc(#loc398)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc398)
    %574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1249 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1255: f32 loc(#loc398), %out_1256: f32 loc(#loc398)):
      linalg.yield %in_1255 : f32 loc(#loc398)
    } -> tensor<1x16x16x8xf32> loc(#loc398)
    %575 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1250, %cst_27 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%574 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc398)
    %576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%575 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1257: f32 loc(#loc400), %out_1258: f32 loc(#loc400)):
      %577 = arith.maximumf %in_1257, %cst_1 : f32 loc(#loc400)
      %578 = arith.minimumf %577, %cst_5 : f32 loc(#loc400)
      linalg.yield %578 : f32 loc(#loc400)
    } -> tensor<1x16x16x8xf32> loc(#loc400)
    %cst_1259 = arith.constant dense<1.301546e-01> : tensor<8x1x1x8xf32> loc(#loc1086)
    %cst_1260 = arith.constant dense<1.020000e-01> : tensor<8xf32> loc(#loc1088)
    %579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1260 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1261: f32 loc(#loc1090), %out_1262: f32 loc(#loc1090)):
      linalg.yield %in_1261 : f32 loc(#loc1090)
    } -> tensor<1x16x16x8xf32> loc(#loc1090)
    %collapsed_1263 = tensor.collapse_shape %576 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1090)
    %collapsed_1264 = tensor.collapse_shape %cst_1259 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1090)
    %transposed_1265 = linalg.transpose ins(%collapsed_1264 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1090)
    %collapsed_1266 = tensor.collapse_shape %579 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1090)
    %580 = linalg.matmul ins(%collapsed_1263, %transposed_1265 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1266 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1090)
    %expanded_1267 = tensor.expand_shape %580 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1090)
    %581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1267 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1268: f32 loc(#loc402), %out_1269: f32 loc(#loc402)):
      %582 = arith.maximumf %in_1268, %cst_1 : f32 loc(#loc402)
      %583 = arith.minimumf %582, %cst_5 : f32 loc(#loc402)
      linalg.yield %583 : f32 loc(#loc402)
    } -> tensor<1x16x16x8xf32> loc(#loc402)
    %cst_1270 = arith.constant dense<1.030000e-01> : tensor<8xf32> loc(#loc1092)
    %padded_1271 = tensor.pad %581 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1272: index loc(#loc404), %arg_1273: index loc(#loc404), %arg_1274: index loc(#loc404), %arg_1275: index loc(#loc404)):
      tensor.yield %cst_1 : f32 loc(#loc404)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc404)
    %584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1270 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1276: f32 loc(#loc404), %out_1277: f32 loc(#loc404)):
      linalg.yield %in_1276 : f32 loc(#loc404)
    } -> tensor<1x16x16x8xf32> loc(#loc404)
    %585 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1271, %cst_89 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%584 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc404)
    %586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%585 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1278: f32 loc(#loc406), %out_1279: f32 loc(#loc406)):
      %587 = arith.maximumf %in_1278, %cst_1 : f32 loc(#loc406)
      %588 = arith.minimumf %587, %cst_5 : f32 loc(#loc406)
      linalg.yield %588 : f32 loc(#loc406)
    } -> tensor<1x16x16x8xf32> loc(#loc406)
    %cst_1280 = arith.constant dense<1.474800e-02> : tensor<8x3x3x8xf32> loc(#loc1094)
    %cst_1281 = arith.constant dense<1.040000e-01> : tensor<8xf32> loc(#loc1096)
    %padded_1282 = tensor.pad %586 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1283: index loc(#loc408), %arg_1284: index loc(#loc408), %arg_1285: index loc(#loc408), %arg_1286: index loc(#loc408)):
      tensor.yield %cst_1 : f32 loc(#loc408)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc408)
    %589 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1281 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1287: f32 loc(#loc408), %out_1288: f32 loc(#loc408)):
      linalg.yield %in_1287 : f32 loc(#loc408)
    } -> tensor<1x16x16x8xf32> loc(#loc408)
    %590 = "linalg_ext.im2col"(%padded_1282, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc408)
    %collapsed_1289 = tensor.collapse_shape %cst_1280 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc408)
    %transposed_1290 = linalg.transpose ins(%collapsed_1289 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc408)
    %collapsed_1291 = tensor.collapse_shape %589 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc408)
    %591 = linalg.matmul ins(%590, %transposed_1290 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1291 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc408)
    %expanded_1292 = tensor.expand_shape %591 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc408)
    %592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1292, %570 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1293: f32 loc(#loc410), %in_1294: f32 loc(#loc1098), %out_1295: f32 loc(#loc1098)):
      %593 = arith.maximumf %in_1293, %cst_1 : f32 loc(#loc410)
      %594 = arith.minimumf %593, %cst_5 : f32 loc(#loc410)
      %595 = arith.addf %594, %in_1294 : f32 loc(#loc1098)
      linalg.yield %595 : f32 loc(#loc1098)
    } -> tensor<1x16x16x8xf32> loc(#loc1099)
    %cst_1296 = arith.constant dense<1.050000e-01> : tensor<8xf32> loc(#loc1101)
    %padded_1297 = tensor.pad %592 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1298: index loc(#loc413), %arg_1299: index loc(#loc413), %arg_1300: index loc(#loc413), %arg_1301: index loc(#loc413)):
      tensor.yield %cst_1 : f32 loc(#loc413)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc413)
    %596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1296 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1302: f32 loc(#loc413), %out_1303: f32 loc(#loc413)):
      linalg.yield %in_1302 : f32 loc(#loc413)
    } -> tensor<1x16x16x8xf32> loc(#loc413)
    %597 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1297, %cst_111 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%596 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc413)
    %598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%597 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1304: f32 loc(#loc415), %out_1305: f32 loc(#loc415)):
      %599 = arith.maximumf %in_1304, %cst_1 : f32 loc(#loc415)
      %600 = arith.minimumf %599, %cst_5 : f32 loc(#loc415)
      linalg.yield %600 : f32 loc(#loc415)
    } -> tensor<1x16x16x8xf32> loc(#loc415)
    %cst_1306 = arith.constant dense<1.353093e-01> : tensor<8x1x1x8xf32> loc(#loc1103)
    %cst_1307 = arith.constant dense<1.060000e-01> : tensor<8xf32> loc(#loc1105)
    %601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1307 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1308: f32 loc(#loc1107), %out_1309: f32 loc(#loc1107)):
      linalg.yield %in_1308 : f32 loc(#loc1107)
    } -> tensor<1x16x16x8xf32> loc(#loc1107)
    %collapsed_1310 = tensor.collapse_shape %598 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1107)
    %collapsed_1311 = tensor.collapse_shape %cst_1306 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1107)
    %transposed_1312 = linalg.transpose ins(%collapsed_1311 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1107)
    %collapsed_1313 = tensor.collapse_shape %601 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1107)
    %602 = linalg.matmul ins(%collapsed_1310, %transposed_1312 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1313 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1107)
    %expanded_1314 = tensor.expand_shape %602 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1107)
    %603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1314 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1315: f32 loc(#loc417), %out_1316: f32 loc(#loc417)):
      %604 = arith.maximumf %in_1315, %cst_1 : f32 loc(#loc417)
      %605 = arith.minimumf %604, %cst_5 : f32 loc(#loc417)
      linalg.yield %605 : f32 loc(#loc417)
    } -> tensor<1x16x16x8xf32> loc(#loc417)
    %cst_1317 = arith.constant dense<1.070000e-01> : tensor<8xf32> loc(#loc1109)
    %padded_1318 = tensor.pad %603 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1319: index loc(#loc419), %arg_1320: index loc(#loc419), %arg_1321: index loc(#loc419), %arg_1322: index loc(#loc419)):
      tensor.yield %cst_1 : f32 loc(#loc419)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc419)
    %606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1317 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1323: f32 loc(#loc419), %out_1324: f32 loc(#loc419)):
      linalg.yield %in_1323 : f32 loc(#loc419)
    } -> tensor<1x16x16x8xf32> loc(#loc419)
    %607 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1318, %cst_138 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%606 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc419)
    %608 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%607 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1325: f32 loc(#loc421), %out_1326: f32 loc(#loc421)):
      %609 = arith.maximumf %in_1325, %cst_1 : f32 loc(#loc421)
      %610 = arith.minimumf %609, %cst_5 : f32 loc(#loc421)
      linalg.yield %610 : f32 loc(#loc421)
    } -> tensor<1x16x16x8xf32> loc(#loc421)
    %cst_1327 = arith.constant dense<4.596220e-02> : tensor<8x1x3x8xf32> loc(#loc1111)
    %cst_1328 = arith.constant dense<1.080000e-01> : tensor<8xf32> loc(#loc1113)
    %padded_1329 = tensor.pad %608 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1330: index loc(#loc423), %arg_1331: index loc(#loc423), %arg_1332: index loc(#loc423), %arg_1333: index loc(#loc423)):
      tensor.yield %cst_1 : f32 loc(#loc423)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc423)
    %611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1328 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1334: f32 loc(#loc423), %out_1335: f32 loc(#loc423)):
      linalg.yield %in_1334 : f32 loc(#loc423)
    } -> tensor<1x16x16x8xf32> loc(#loc423)
    %612 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1329, %cst_1327 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%611 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc423)
    %613 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%612, %592 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1336: f32 loc(#loc425), %in_1337: f32 loc(#loc1115), %out_1338: f32 loc(#loc1115)):
      %614 = arith.maximumf %in_1336, %cst_1 : f32 loc(#loc425)
      %615 = arith.minimumf %614, %cst_5 : f32 loc(#loc425)
      %616 = arith.addf %615, %in_1337 : f32 loc(#loc1115)
      linalg.yield %616 : f32 loc(#loc1115)
    } -> tensor<1x16x16x8xf32> loc(#loc1116)
    %cst_1339 = arith.constant dense<1.546392e-02> : tensor<8x3x3x8xf32> loc(#loc1118)
    %cst_1340 = arith.constant dense<1.090000e-01> : tensor<8xf32> loc(#loc1120)
    %padded_1341 = tensor.pad %613 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1342: index loc(#loc428), %arg_1343: index loc(#loc428), %arg_1344: index loc(#loc428), %arg_1345: index loc(#loc428)):
      tensor.yield %cst_1 : f32 loc(#loc428)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc428)
    %617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1340 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1346: f32 loc(#loc428), %out_1347: f32 loc(#loc428)):
      linalg.yield %in_1346 : f32 loc(#loc428)
    } -> tensor<1x16x16x8xf32> loc(#loc428)
    %618 = "linalg_ext.im2col"(%padded_1341, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc428)
    %collapsed_1348 = tensor.collapse_shape %cst_1339 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc428)
    %transposed_1349 = linalg.transpose ins(%collapsed_1348 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc428)
    %collapsed_1350 = tensor.collapse_shape %617 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc428)
    %619 = linalg.matmul ins(%618, %transposed_1349 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1350 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc428)
    %expanded_1351 = tensor.expand_shape %619 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc428)
    %620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1351 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1352: f32 loc(#loc430), %out_1353: f32 loc(#loc430)):
      %621 = arith.maximumf %in_1352, %cst_1 : f32 loc(#loc430)
      %622 = arith.minimumf %621, %cst_5 : f32 loc(#loc430)
      linalg.yield %622 : f32 loc(#loc430)
    } -> tensor<1x16x16x8xf32> loc(#loc430)
    %cst_1354 = arith.constant dense<4.682131e-02> : tensor<8x3x1x8xf32> loc(#loc1122)
    %cst_1355 = arith.constant dense<1.100000e-01> : tensor<8xf32> loc(#loc1124)
    %padded_1356 = tensor.pad %620 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1357: index loc(#loc432), %arg_1358: index loc(#loc432), %arg_1359: index loc(#loc432), %arg_1360: index loc(#loc432)):
      tensor.yield %cst_1 : f32 loc(#loc432)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc432)
    %623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1355 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1361: f32 loc(#loc432), %out_1362: f32 loc(#loc432)):
      linalg.yield %in_1361 : f32 loc(#loc432)
    } -> tensor<1x16x16x8xf32> loc(#loc432)
    %624 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1356, %cst_1354 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%623 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc432)
    %625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%624 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1363: f32 loc(#loc434), %out_1364: f32 loc(#loc434)):
      %626 = arith.maximumf %in_1363, %cst_1 : f32 loc(#loc434)
      %627 = arith.minimumf %626, %cst_5 : f32 loc(#loc434)
      linalg.yield %627 : f32 loc(#loc434)
    } -> tensor<1x16x16x8xf32> loc(#loc434)
    %cst_1365 = arith.constant dense<1.417526e-01> : tensor<8x1x1x8xf32> loc(#loc1126)
    %cst_1366 = arith.constant dense<1.110000e-01> : tensor<8xf32> loc(#loc1128)
    %628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1366 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1367: f32 loc(#loc1130), %out_1368: f32 loc(#loc1130)):
      linalg.yield %in_1367 : f32 loc(#loc1130)
    } -> tensor<1x16x16x8xf32> loc(#loc1130)
    %collapsed_1369 = tensor.collapse_shape %625 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1130)
    %collapsed_1370 = tensor.collapse_shape %cst_1365 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1130)
    %transposed_1371 = linalg.transpose ins(%collapsed_1370 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1130)
    %collapsed_1372 = tensor.collapse_shape %628 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1130)
    %629 = linalg.matmul ins(%collapsed_1369, %transposed_1371 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1372 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1130)
    %expanded_1373 = tensor.expand_shape %629 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1130)
    %630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1373 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1374: f32 loc(#loc436), %out_1375: f32 loc(#loc436)):
      %631 = arith.maximumf %in_1374, %cst_1 : f32 loc(#loc436)
      %632 = arith.minimumf %631, %cst_5 : f32 loc(#loc436)
      linalg.yield %632 : f32 loc(#loc436)
    } -> tensor<1x16x16x8xf32> loc(#loc436)
    %cst_1376 = arith.constant dense<4.768041e-02> : tensor<8x1x3x8xf32> loc(#loc1132)
    %cst_1377 = arith.constant dense<1.120000e-01> : tensor<8xf32> loc(#loc1134)
    %padded_1378 = tensor.pad %630 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1379: index loc(#loc438), %arg_1380: index loc(#loc438), %arg_1381: index loc(#loc438), %arg_1382: index loc(#loc438)):
      tensor.yield %cst_1 : f32 loc(#loc438)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc438)
    %633 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1377 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1383: f32 loc(#loc438), %out_1384: f32 loc(#loc438)):
      linalg.yield %in_1383 : f32 loc(#loc438)
    } -> tensor<1x16x16x8xf32> loc(#loc438)
    %634 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1378, %cst_1376 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%633 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc438)
    %635 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%634, %613 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1385: f32 loc(#loc440), %in_1386: f32 loc(#loc1136), %out_1387: f32 loc(#loc1136)):
      %636 = arith.maximumf %in_1385, %cst_1 : f32 loc(#loc440)
      %637 = arith.minimumf %636, %cst_5 : f32 loc(#loc440)
      %638 = arith.addf %637, %in_1386 : f32 loc(#loc1136)
      linalg.yield %638 : f32 loc(#loc1136)
    } -> tensor<1x16x16x8xf32> loc(#loc1137)
    %cst_1388 = arith.constant dense<1.603666e-02> : tensor<8x3x3x8xf32> loc(#loc1139)
    %cst_1389 = arith.constant dense<1.130000e-01> : tensor<8xf32> loc(#loc1141)
    %padded_1390 = tensor.pad %635 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1391: index loc(#loc443), %arg_1392: index loc(#loc443), %arg_1393: index loc(#loc443), %arg_1394: index loc(#loc443)):
      tensor.yield %cst_1 : f32 loc(#loc443)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc443)
    %639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1389 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1395: f32 loc(#loc443), %out_1396: f32 loc(#loc443)):
      linalg.yield %in_1395 : f32 loc(#loc443)
    } -> tensor<1x16x16x8xf32> loc(#loc443)
    %640 = "linalg_ext.im2col"(%padded_1390, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc443)
    %collapsed_1397 = tensor.collapse_shape %cst_1388 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc443)
    %transposed_1398 = linalg.transpose ins(%collapsed_1397 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc443)
    %collapsed_1399 = tensor.collapse_shape %639 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc443)
    %641 = linalg.matmul ins(%640, %transposed_1398 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1399 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc443)
    %expanded_1400 = tensor.expand_shape %641 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc443)
    %642 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1400 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1401: f32 loc(#loc445), %out_1402: f32 loc(#loc445)):
      %643 = arith.maximumf %in_1401, %cst_1 : f32 loc(#loc445)
      %644 = arith.minimumf %643, %cst_5 : f32 loc(#loc445)
      linalg.yield %644 : f32 loc(#loc445)
    } -> tensor<1x16x16x8xf32> loc(#loc445)
    %cst_1403 = arith.constant dense<4.853952e-02> : tensor<8x3x1x8xf32> loc(#loc1143)
    %cst_1404 = arith.constant dense<1.140000e-01> : tensor<8xf32> loc(#loc1145)
    %padded_1405 = tensor.pad %642 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1406: index loc(#loc447), %arg_1407: index loc(#loc447), %arg_1408: index loc(#loc447), %arg_1409: index loc(#loc447)):
      tensor.yield %cst_1 : f32 loc(#loc447)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc447)
    %645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1404 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1410: f32 loc(#loc447), %out_1411: f32 loc(#loc447)):
      linalg.yield %in_1410 : f32 loc(#loc447)
    } -> tensor<1x16x16x8xf32> loc(#loc447)
    %646 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1405, %cst_1403 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%645 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc447)
    %647 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%646 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1412: f32 loc(#loc449), %out_1413: f32 loc(#loc449)):
      %648 = arith.maximumf %in_1412, %cst_1 : f32 loc(#loc449)
      %649 = arith.minimumf %648, %cst_5 : f32 loc(#loc449)
      linalg.yield %649 : f32 loc(#loc449)
    } -> tensor<1x16x16x8xf32> loc(#loc449)
    %cst_1414 = arith.constant dense<1.469072e-01> : tensor<8x1x1x8xf32> loc(#loc1147)
    %cst_1415 = arith.constant dense<1.150000e-01> : tensor<8xf32> loc(#loc1149)
    %650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1415 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1416: f32 loc(#loc1151), %out_1417: f32 loc(#loc1151)):
      linalg.yield %in_1416 : f32 loc(#loc1151)
    } -> tensor<1x16x16x8xf32> loc(#loc1151)
    %collapsed_1418 = tensor.collapse_shape %647 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1151)
    %collapsed_1419 = tensor.collapse_shape %cst_1414 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1151)
    %transposed_1420 = linalg.transpose ins(%collapsed_1419 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1151)
    %collapsed_1421 = tensor.collapse_shape %650 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1151)
    %651 = linalg.matmul ins(%collapsed_1418, %transposed_1420 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1421 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1151)
    %expanded_1422 = tensor.expand_shape %651 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1151)
    %652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1422 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1423: f32 loc(#loc451), %out_1424: f32 loc(#loc451)):
      %653 = arith.maximumf %in_1423, %cst_1 : f32 loc(#loc451)
      %654 = arith.minimumf %653, %cst_5 : f32 loc(#loc451)
      linalg.yield %654 : f32 loc(#loc451)
    } -> tensor<1x16x16x8xf32> loc(#loc451)
    %cst_1425 = arith.constant dense<4.939863e-02> : tensor<8x1x3x8xf32> loc(#loc1153)
    %cst_1426 = arith.constant dense<1.160000e-01> : tensor<8xf32> loc(#loc1155)
    %padded_1427 = tensor.pad %652 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1428: index loc(#loc453), %arg_1429: index loc(#loc453), %arg_1430: index loc(#loc453), %arg_1431: index loc(#loc453)):
      tensor.yield %cst_1 : f32 loc(#loc453)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc453)
    %655 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1426 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1432: f32 loc(#loc453), %out_1433: f32 loc(#loc453)):
      linalg.yield %in_1432 : f32 loc(#loc453)
    } -> tensor<1x16x16x8xf32> loc(#loc453)
    %656 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1427, %cst_1425 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%655 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc453)
    %657 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%656, %635 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1434: f32 loc(#loc455), %in_1435: f32 loc(#loc1157), %out_1436: f32 loc(#loc1157)):
      %658 = arith.maximumf %in_1434, %cst_1 : f32 loc(#loc455)
      %659 = arith.minimumf %658, %cst_5 : f32 loc(#loc455)
      %660 = arith.addf %659, %in_1435 : f32 loc(#loc1157)
      linalg.yield %660 : f32 loc(#loc1157)
    } -> tensor<1x16x16x8xf32> loc(#loc1158)
    %cst_1437 = arith.constant dense<1.660939e-02> : tensor<8x3x3x8xf32> loc(#loc1160)
    %cst_1438 = arith.constant dense<1.170000e-01> : tensor<8xf32> loc(#loc1162)
    %padded_1439 = tensor.pad %657 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1440: index loc(#loc458), %arg_1441: index loc(#loc458), %arg_1442: index loc(#loc458), %arg_1443: index loc(#loc458)):
      tensor.yield %cst_1 : f32 loc(#loc458)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc458)
    %661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1438 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1444: f32 loc(#loc458), %out_1445: f32 loc(#loc458)):
      linalg.yield %in_1444 : f32 loc(#loc458)
    } -> tensor<1x16x16x8xf32> loc(#loc458)
    %662 = "linalg_ext.im2col"(%padded_1439, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc458)
    %collapsed_1446 = tensor.collapse_shape %cst_1437 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc458)
    %transposed_1447 = linalg.transpose ins(%collapsed_1446 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc458)
    %collapsed_1448 = tensor.collapse_shape %661 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc458)
    %663 = linalg.matmul ins(%662, %transposed_1447 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1448 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc458)
    %expanded_1449 = tensor.expand_shape %663 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc458)
    %664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1449 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1450: f32 loc(#loc460), %out_1451: f32 loc(#loc460)):
      %665 = arith.maximumf %in_1450, %cst_1 : f32 loc(#loc460)
      %666 = arith.minimumf %665, %cst_5 : f32 loc(#loc460)
      linalg.yield %666 : f32 loc(#loc460)
    } -> tensor<1x16x16x8xf32> loc(#loc460)
    %cst_1452 = arith.constant dense<5.025773e-02> : tensor<8x3x1x8xf32> loc(#loc1164)
    %cst_1453 = arith.constant dense<1.180000e-01> : tensor<8xf32> loc(#loc1166)
    %padded_1454 = tensor.pad %664 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1455: index loc(#loc462), %arg_1456: index loc(#loc462), %arg_1457: index loc(#loc462), %arg_1458: index loc(#loc462)):
      tensor.yield %cst_1 : f32 loc(#loc462)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc462)
    %667 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1453 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1459: f32 loc(#loc462), %out_1460: f32 loc(#loc462)):
      linalg.yield %in_1459 : f32 loc(#loc462)
    } -> tensor<1x16x16x8xf32> loc(#loc462)
    %668 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1454, %cst_1452 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%667 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc462)
    %669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%668 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1461: f32 loc(#loc464), %out_1462: f32 loc(#loc464)):
      %670 = arith.maximumf %in_1461, %cst_1 : f32 loc(#loc464)
      %671 = arith.minimumf %670, %cst_5 : f32 loc(#loc464)
      linalg.yield %671 : f32 loc(#loc464)
    } -> tensor<1x16x16x8xf32> loc(#loc464)
    %cst_1463 = arith.constant dense<1.520619e-01> : tensor<8x1x1x8xf32> loc(#loc1168)
    %cst_1464 = arith.constant dense<1.190000e-01> : tensor<8xf32> loc(#loc1170)
    %672 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1464 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1465: f32 loc(#loc1172), %out_1466: f32 loc(#loc1172)):
      linalg.yield %in_1465 : f32 loc(#loc1172)
    } -> tensor<1x16x16x8xf32> loc(#loc1172)
    %collapsed_1467 = tensor.collapse_shape %669 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1172)
    %collapsed_1468 = tensor.collapse_shape %cst_1463 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1172)
    %transposed_1469 = linalg.transpose ins(%collapsed_1468 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1172)
    %collapsed_1470 = tensor.collapse_shape %672 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1172)
    %673 = linalg.matmul ins(%collapsed_1467, %transposed_1469 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1470 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1172)
    %expanded_1471 = tensor.expand_shape %673 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1172)
    %674 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1471 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1472: f32 loc(#loc466), %out_1473: f32 loc(#loc466)):
      %675 = arith.maximumf %in_1472, %cst_1 : f32 loc(#loc466)
      %676 = arith.minimumf %675, %cst_5 : f32 loc(#loc466)
      linalg.yield %676 : f32 loc(#loc466)
    } -> tensor<1x16x16x8xf32> loc(#loc466)
    %cst_1474 = arith.constant dense<5.111684e-02> : tensor<8x1x3x8xf32> loc(#loc1174)
    %cst_1475 = arith.constant dense<1.200000e-01> : tensor<8xf32> loc(#loc1176)
    %padded_1476 = tensor.pad %674 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1477: index loc(#loc468), %arg_1478: index loc(#loc468), %arg_1479: index loc(#loc468), %arg_1480: index loc(#loc468)):
      tensor.yield %cst_1 : f32 loc(#loc468)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc468)
    %677 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1475 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1481: f32 loc(#loc468), %out_1482: f32 loc(#loc468)):
      linalg.yield %in_1481 : f32 loc(#loc468)
    } -> tensor<1x16x16x8xf32> loc(#loc468)
    %678 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1476, %cst_1474 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%677 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc468)
    %679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%678, %657 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1483: f32 loc(#loc470), %in_1484: f32 loc(#loc1178), %out_1485: f32 loc(#loc1178)):
      %680 = arith.maximumf %in_1483, %cst_1 : f32 loc(#loc470)
      %681 = arith.minimumf %680, %cst_5 : f32 loc(#loc470)
      %682 = arith.addf %681, %in_1484 : f32 loc(#loc1178)
      linalg.yield %682 : f32 loc(#loc1178)
    } -> tensor<1x16x16x8xf32> loc(#loc1179)
    %cst_1486 = arith.constant dense<1.718213e-02> : tensor<8x3x3x8xf32> loc(#loc1181)
    %cst_1487 = arith.constant dense<1.210000e-01> : tensor<8xf32> loc(#loc1183)
    %padded_1488 = tensor.pad %679 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1489: index loc(#loc473), %arg_1490: index loc(#loc473), %arg_1491: index loc(#loc473), %arg_1492: index loc(#loc473)):
      tensor.yield %cst_1 : f32 loc(#loc473)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc473)
    %683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1487 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1493: f32 loc(#loc473), %out_1494: f32 loc(#loc473)):
      linalg.yield %in_1493 : f32 loc(#loc473)
    } -> tensor<1x16x16x8xf32> loc(#loc473)
    %684 = "linalg_ext.im2col"(%padded_1488, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc473)
    %collapsed_1495 = tensor.collapse_shape %cst_1486 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc473)
    %transposed_1496 = linalg.transpose ins(%collapsed_1495 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc473)
    %collapsed_1497 = tensor.collapse_shape %683 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc473)
    %685 = linalg.matmul ins(%684, %transposed_1496 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1497 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc473)
    %expanded_1498 = tensor.expand_shape %685 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc473)
    %686 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1498 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1499: f32 loc(#loc475), %out_1500: f32 loc(#loc475)):
      %687 = arith.maximumf %in_1499, %cst_1 : f32 loc(#loc475)
      %688 = arith.minimumf %687, %cst_5 : f32 loc(#loc475)
      linalg.yield %688 : f32 loc(#loc475)
    } -> tensor<1x16x16x8xf32> loc(#loc475)
    %cst_1501 = arith.constant dense<5.197595e-02> : tensor<8x3x1x8xf32> loc(#loc1185)
    %cst_1502 = arith.constant dense<1.220000e-01> : tensor<8xf32> loc(#loc1187)
    %padded_1503 = tensor.pad %686 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1504: index loc(#loc477), %arg_1505: index loc(#loc477), %arg_1506: index loc(#loc477), %arg_1507: index loc(#loc477)):
      tensor.yield %cst_1 : f32 loc(#loc477)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc477)
    %689 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1502 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1508: f32 loc(#loc477), %out_1509: f32 loc(#loc477)):
      linalg.yield %in_1508 : f32 loc(#loc477)
    } -> tensor<1x16x16x8xf32> loc(#loc477)
    %690 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1503, %cst_1501 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%689 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc477)
    %691 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%690 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1510: f32 loc(#loc479), %out_1511: f32 loc(#loc479)):
      %692 = arith.maximumf %in_1510, %cst_1 : f32 loc(#loc479)
      %693 = arith.minimumf %692, %cst_5 : f32 loc(#loc479)
      linalg.yield %693 : f32 loc(#loc479)
    } -> tensor<1x16x16x8xf32> loc(#loc479)
    %cst_1512 = arith.constant dense<1.572165e-01> : tensor<8x1x1x8xf32> loc(#loc1189)
    %cst_1513 = arith.constant dense<1.230000e-01> : tensor<8xf32> loc(#loc1191)
    %694 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1513 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1514: f32 loc(#loc1193), %out_1515: f32 loc(#loc1193)):
      linalg.yield %in_1514 : f32 loc(#loc1193)
    } -> tensor<1x16x16x8xf32> loc(#loc1193)
    %collapsed_1516 = tensor.collapse_shape %691 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1193)
    %collapsed_1517 = tensor.collapse_shape %cst_1512 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1193)
    %transposed_1518 = linalg.transpose ins(%collapsed_1517 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1193)
    %collapsed_1519 = tensor.collapse_shape %694 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1193)
    %695 = linalg.matmul ins(%collapsed_1516, %transposed_1518 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1519 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1193)
    %expanded_1520 = tensor.expand_shape %695 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1193)
    %696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1520 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1521: f32 loc(#loc481), %out_1522: f32 loc(#loc481)):
      %697 = arith.maximumf %in_1521, %cst_1 : f32 loc(#loc481)
      %698 = arith.minimumf %697, %cst_5 : f32 loc(#loc481)
      linalg.yield %698 : f32 loc(#loc481)
    } -> tensor<1x16x16x8xf32> loc(#loc481)
    %cst_1523 = arith.constant dense<1.240000e-01> : tensor<8xf32> loc(#loc1195)
    %padded_1524 = tensor.pad %696 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1525: index loc(#loc483), %arg_1526: index loc(#loc483), %arg_1527: index loc(#loc483), %arg_1528: index loc(#loc483)):
      tensor.yield %cst_1 : f32 loc(#loc483)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc483)
    %699 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1523 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1529: f32 loc(#loc483), %out_1530: f32 loc(#loc483)):
      linalg.yield %in_1529 : f32 loc(#loc483)
    } -> tensor<1x16x16x8xf32> loc(#loc483)
    %700 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1524, %cst_345 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%699 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc483)
    %701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%700, %679 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1531: f32 loc(#loc485), %in_1532: f32 loc(#loc1197), %out_1533: f32 loc(#loc1197)):
      %702 = arith.maximumf %in_1531, %cst_1 : f32 loc(#loc485)
      %703 = arith.minimumf %702, %cst_5 : f32 loc(#loc485)
      %704 = arith.addf %703, %in_1532 : f32 loc(#loc1197)
      linalg.yield %704 : f32 loc(#loc1197)
    } -> tensor<1x16x16x8xf32> loc(#loc1198)
    %cst_1534 = arith.constant dense<1.775487e-02> : tensor<8x3x3x8xf32> loc(#loc1200)
    %cst_1535 = arith.constant dense<1.250000e-01> : tensor<8xf32> loc(#loc1202)
    %padded_1536 = tensor.pad %701 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1537: index loc(#loc488), %arg_1538: index loc(#loc488), %arg_1539: index loc(#loc488), %arg_1540: index loc(#loc488)):
      tensor.yield %cst_1 : f32 loc(#loc488)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc488)
    %705 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1535 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1541: f32 loc(#loc488), %out_1542: f32 loc(#loc488)):
      linalg.yield %in_1541 : f32 loc(#loc488)
    } -> tensor<1x16x16x8xf32> loc(#loc488)
    %706 = "linalg_ext.im2col"(%padded_1536, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc488)
    %collapsed_1543 = tensor.collapse_shape %cst_1534 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc488)
    %transposed_1544 = linalg.transpose ins(%collapsed_1543 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc488)
    %collapsed_1545 = tensor.collapse_shape %705 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc488)
    %707 = linalg.matmul ins(%706, %transposed_1544 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1545 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc488)
    %expanded_1546 = tensor.expand_shape %707 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc488)
    %708 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1546 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1547: f32 loc(#loc490), %out_1548: f32 loc(#loc490)):
      %709 = arith.maximumf %in_1547, %cst_1 : f32 loc(#loc490)
      %710 = arith.minimumf %709, %cst_5 : f32 loc(#loc490)
      linalg.yield %710 : f32 loc(#loc490)
    } -> tensor<1x16x16x8xf32> loc(#loc490)
    %cst_1549 = arith.constant dense<1.260000e-01> : tensor<8xf32> loc(#loc1204)
    %padded_1550 = tensor.pad %708 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1551: index loc(#loc492), %arg_1552: index loc(#loc492), %arg_1553: index loc(#loc492), %arg_1554: index loc(#loc492)):
      tensor.yield %cst_1 : f32 loc(#loc492)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc492)
    %711 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1549 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1555: f32 loc(#loc492), %out_1556: f32 loc(#loc492)):
      linalg.yield %in_1555 : f32 loc(#loc492)
    } -> tensor<1x16x16x8xf32> loc(#loc492)
    %712 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1550, %cst_368 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%711 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc492)
    %713 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%712 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1557: f32 loc(#loc494), %out_1558: f32 loc(#loc494)):
      %714 = arith.maximumf %in_1557, %cst_1 : f32 loc(#loc494)
      %715 = arith.minimumf %714, %cst_5 : f32 loc(#loc494)
      linalg.yield %715 : f32 loc(#loc494)
    } -> tensor<1x16x16x8xf32> loc(#loc494)
    %cst_1559 = arith.constant dense<1.623711e-01> : tensor<8x1x1x8xf32> loc(#loc1206)
    %cst_1560 = arith.constant dense<1.270000e-01> : tensor<8xf32> loc(#loc1208)
    %716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1560 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1561: f32 loc(#loc1210), %out_1562: f32 loc(#loc1210)):
      linalg.yield %in_1561 : f32 loc(#loc1210)
    } -> tensor<1x16x16x8xf32> loc(#loc1210)
    %collapsed_1563 = tensor.collapse_shape %713 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1210)
    %collapsed_1564 = tensor.collapse_shape %cst_1559 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1210)
    %transposed_1565 = linalg.transpose ins(%collapsed_1564 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1210)
    %collapsed_1566 = tensor.collapse_shape %716 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1210)
    %717 = linalg.matmul ins(%collapsed_1563, %transposed_1565 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1566 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1210)
    %expanded_1567 = tensor.expand_shape %717 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1210)
    %718 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1567 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1568: f32 loc(#loc496), %out_1569: f32 loc(#loc496)):
      %719 = arith.maximumf %in_1568, %cst_1 : f32 loc(#loc496)
      %720 = arith.minimumf %719, %cst_5 : f32 loc(#loc496)
      linalg.yield %720 : f32 loc(#loc496)
    } -> tensor<1x16x16x8xf32> loc(#loc496)
    %cst_1570 = arith.constant dense<1.280000e-01> : tensor<8xf32> loc(#loc1212)
    %padded_1571 = tensor.pad %718 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1572: index loc(#loc498), %arg_1573: index loc(#loc498), %arg_1574: index loc(#loc498), %arg_1575: index loc(#loc498)):
      tensor.yield %cst_1 : f32 loc(#loc498)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc498)
    %721 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1570 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1576: f32 loc(#loc498), %out_1577: f32 loc(#loc498)):
      linalg.yield %in_1576 : f32 loc(#loc498)
    } -> tensor<1x16x16x8xf32> loc(#loc498)
    %722 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1571, %cst_394 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%721 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc498)
    %723 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%722, %701 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1578: f32 loc(#loc500), %in_1579: f32 loc(#loc1214), %out_1580: f32 loc(#loc1214)):
      %724 = arith.maximumf %in_1578, %cst_1 : f32 loc(#loc500)
      %725 = arith.minimumf %724, %cst_5 : f32 loc(#loc500)
      %726 = arith.addf %725, %in_1579 : f32 loc(#loc1214)
      linalg.yield %726 : f32 loc(#loc1214)
    } -> tensor<1x16x16x8xf32> loc(#loc1215)
    %cst_1581 = arith.constant dense<1.832761e-02> : tensor<8x3x3x8xf32> loc(#loc1217)
    %cst_1582 = arith.constant dense<1.290000e-01> : tensor<8xf32> loc(#loc1219)
    %padded_1583 = tensor.pad %723 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1584: index loc(#loc503), %arg_1585: index loc(#loc503), %arg_1586: index loc(#loc503), %arg_1587: index loc(#loc503)):
      tensor.yield %cst_1 : f32 loc(#loc503)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc503)
    %727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1582 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1588: f32 loc(#loc503), %out_1589: f32 loc(#loc503)):
      linalg.yield %in_1588 : f32 loc(#loc503)
    } -> tensor<1x16x16x8xf32> loc(#loc503)
    %728 = "linalg_ext.im2col"(%padded_1583, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc503)
    %collapsed_1590 = tensor.collapse_shape %cst_1581 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc503)
    %transposed_1591 = linalg.transpose ins(%collapsed_1590 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc503)
    %collapsed_1592 = tensor.collapse_shape %727 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc503)
    %729 = linalg.matmul ins(%728, %transposed_1591 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1592 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc503)
    %expanded_1593 = tensor.expand_shape %729 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc503)
    %730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1593 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1594: f32 loc(#loc505), %out_1595: f32 loc(#loc505)):
      %731 = arith.maximumf %in_1594, %cst_1 : f32 loc(#loc505)
      %732 = arith.minimumf %731, %cst_5 : f32 loc(#loc505)
      linalg.yield %732 : f32 loc(#loc505)
    } -> tensor<1x16x16x8xf32> loc(#loc505)
    %cst_1596 = arith.constant dense<1.300000e-01> : tensor<8xf32> loc(#loc1221)
    %padded_1597 = tensor.pad %730 low[0, 1, 0, 0] high[0, 1, 0, 0] {
    ^bb0(%arg_1598: index loc(#loc507), %arg_1599: index loc(#loc507), %arg_1600: index loc(#loc507), %arg_1601: index loc(#loc507)):
      tensor.yield %cst_1 : f32 loc(#loc507)
    } : tensor<1x16x16x8xf32> to tensor<1x18x16x8xf32> loc(#loc507)
    %733 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1596 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1602: f32 loc(#loc507), %out_1603: f32 loc(#loc507)):
      linalg.yield %in_1602 : f32 loc(#loc507)
    } -> tensor<1x16x16x8xf32> loc(#loc507)
    %734 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1597, %cst_417 : tensor<1x18x16x8xf32>, tensor<8x3x1x8xf32>) outs(%733 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc507)
    %735 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%734 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1604: f32 loc(#loc509), %out_1605: f32 loc(#loc509)):
      %736 = arith.maximumf %in_1604, %cst_1 : f32 loc(#loc509)
      %737 = arith.minimumf %736, %cst_5 : f32 loc(#loc509)
      linalg.yield %737 : f32 loc(#loc509)
    } -> tensor<1x16x16x8xf32> loc(#loc509)
    %cst_1606 = arith.constant dense<1.675258e-01> : tensor<8x1x1x8xf32> loc(#loc1223)
    %cst_1607 = arith.constant dense<1.310000e-01> : tensor<8xf32> loc(#loc1225)
    %738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1607 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1608: f32 loc(#loc1227), %out_1609: f32 loc(#loc1227)):
      linalg.yield %in_1608 : f32 loc(#loc1227)
    } -> tensor<1x16x16x8xf32> loc(#loc1227)
    %collapsed_1610 = tensor.collapse_shape %735 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1227)
    %collapsed_1611 = tensor.collapse_shape %cst_1606 [[0], [1, 2, 3]] : tensor<8x1x1x8xf32> into tensor<8x8xf32> loc(#loc1227)
    %transposed_1612 = linalg.transpose ins(%collapsed_1611 : tensor<8x8xf32>) outs(%12 : tensor<8x8xf32>) permutation = [1, 0] loc(#loc1227)
    %collapsed_1613 = tensor.collapse_shape %738 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc1227)
    %739 = linalg.matmul ins(%collapsed_1610, %transposed_1612 : tensor<256x8xf32>, tensor<8x8xf32>) outs(%collapsed_1613 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc1227)
    %expanded_1614 = tensor.expand_shape %739 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc1227)
    %740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1614 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1615: f32 loc(#loc511), %out_1616: f32 loc(#loc511)):
      %741 = arith.maximumf %in_1615, %cst_1 : f32 loc(#loc511)
      %742 = arith.minimumf %741, %cst_5 : f32 loc(#loc511)
      linalg.yield %742 : f32 loc(#loc511)
    } -> tensor<1x16x16x8xf32> loc(#loc511)
    %cst_1617 = arith.constant dense<1.320000e-01> : tensor<8xf32> loc(#loc1229)
    %padded_1618 = tensor.pad %740 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg_1619: index loc(#loc513), %arg_1620: index loc(#loc513), %arg_1621: index loc(#loc513), %arg_1622: index loc(#loc513)):
      tensor.yield %cst_1 : f32 loc(#loc513)
    } : tensor<1x16x16x8xf32> to tensor<1x16x18x8xf32> loc(#loc513)
    %743 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1617 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1623: f32 loc(#loc513), %out_1624: f32 loc(#loc513)):
      linalg.yield %in_1623 : f32 loc(#loc513)
    } -> tensor<1x16x16x8xf32> loc(#loc513)
    %744 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1618, %cst_443 : tensor<1x16x18x8xf32>, tensor<8x1x3x8xf32>) outs(%743 : tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> loc(#loc513)
    %745 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%744, %723 : tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1625: f32 loc(#loc515), %in_1626: f32 loc(#loc1231), %out_1627: f32 loc(#loc1231)):
      %746 = arith.maximumf %in_1625, %cst_1 : f32 loc(#loc515)
      %747 = arith.minimumf %746, %cst_5 : f32 loc(#loc515)
      %748 = arith.addf %747, %in_1626 : f32 loc(#loc1231)
      linalg.yield %748 : f32 loc(#loc1231)
    } -> tensor<1x16x16x8xf32> loc(#loc1232)
    %cst_1628 = arith.constant dense<1.890034e-02> : tensor<8x3x3x8xf32> loc(#loc1234)
    %cst_1629 = arith.constant dense<1.330000e-01> : tensor<8xf32> loc(#loc1236)
    %padded_1630 = tensor.pad %745 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg_1631: index loc(#loc518), %arg_1632: index loc(#loc518), %arg_1633: index loc(#loc518), %arg_1634: index loc(#loc518)):
      tensor.yield %cst_1 : f32 loc(#loc518)
    } : tensor<1x16x16x8xf32> to tensor<1x18x18x8xf32> loc(#loc518)
    %749 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%cst_1629 : tensor<8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1635: f32 loc(#loc518), %out_1636: f32 loc(#loc518)):
      linalg.yield %in_1635 : f32 loc(#loc518)
    } -> tensor<1x16x16x8xf32> loc(#loc518)
    %750 = "linalg_ext.im2col"(%padded_1630, %45) {kernel_size = array<i64: 3, 3>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (tensor<1x18x18x8xf32>, tensor<256x72xf32>) -> tensor<256x72xf32> loc(#loc518)
    %collapsed_1637 = tensor.collapse_shape %cst_1628 [[0], [1, 2, 3]] : tensor<8x3x3x8xf32> into tensor<8x72xf32> loc(#loc518)
    %transposed_1638 = linalg.transpose ins(%collapsed_1637 : tensor<8x72xf32>) outs(%47 : tensor<72x8xf32>) permutation = [1, 0] loc(#loc518)
    %collapsed_1639 = tensor.collapse_shape %749 [[0, 1, 2], [3]] : tensor<1x16x16x8xf32> into tensor<256x8xf32> loc(#loc518)
    %751 = linalg.matmul ins(%750, %transposed_1638 : tensor<256x72xf32>, tensor<72x8xf32>) outs(%collapsed_1639 : tensor<256x8xf32>) -> tensor<256x8xf32> loc(#loc518)
    %expanded_1640 = tensor.expand_shape %751 [[0, 1, 2], [3]] output_shape [1, 16, 16, 8] : tensor<256x8xf32> into tensor<1x16x16x8xf32> loc(#loc518)
    %752 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>]} ins(%expanded_1640 : tensor<1x16x16x8xf32>) outs(%0 : tensor<1x16x16x8xf32>) {
    ^bb0(%in_1641: f32 loc(#loc520), %out_1642: f32 loc(#loc520)):
      %753 = arith.maximumf %in_1641, %cst_1 : f32 loc(#loc520)
      %754 = arith.minimumf %753, %cst_5 : f32 loc(#loc520)
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
