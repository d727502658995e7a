func.func @convs(%x: tensor<1x8x16x16xf32>, %w1: tensor<8x8x3x3xf32>, %w2: tensor<8x8x3x3xf32>, %w3: tensor<8x8x3x3xf32>) -> tensor<1x8x10x10xf32> {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x8x14x14xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<1x8x14x14xf32>) -> tensor<1x8x14x14xf32>
  %c1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w1 : tensor<1x8x16x16xf32>, tensor<8x8x3x3xf32>) outs(%f1 : tensor<1x8x14x14xf32>) -> tensor<1x8x14x14xf32>
  %r1 = linalg.generic {indexing_maps = [affine_map<(a,b,c,d) -> (a,b,c,d)>, affine_map<(a,b,c,d) -> (a,b,c,d)>], iterator_types = ["parallel","parallel","parallel","parallel"]} ins(%c1 : tensor<1x8x14x14xf32>) outs(%e1 : tensor<1x8x14x14xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %z : f32
    linalg.yield %m : f32
  } -> tensor<1x8x14x14xf32>
  %e2 = tensor.empty() : tensor<1x8x12x12xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<1x8x12x12xf32>) -> tensor<1x8x12x12xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%r1, %w2 : tensor<1x8x14x14xf32>, tensor<8x8x3x3xf32>) outs(%f2 : tensor<1x8x12x12xf32>) -> tensor<1x8x12x12xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(a,b,c,d) -> (a,b,c,d)>, affine_map<(a,b,c,d) -> (a,b,c,d)>], iterator_types = ["parallel","parallel","parallel","parallel"]} ins(%c2 : tensor<1x8x12x12xf32>) outs(%e2 : tensor<1x8x12x12xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %z : f32
    linalg.yield %m : f32
  } -> tensor<1x8x12x12xf32>
  %e3 = tensor.empty() : tensor<1x8x10x10xf32>
  %f3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32>
  %c3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%r2, %w3 : tensor<1x8x12x12xf32>, tensor<8x8x3x3xf32>) outs(%f3 : tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32>
  %r3 = linalg.generic {indexing_maps = [affine_map<(a,b,c,d) -> (a,b,c,d)>, affine_map<(a,b,c,d) -> (a,b,c,d)>], iterator_types = ["parallel","parallel","parallel","parallel"]} ins(%c3 : tensor<1x8x10x10xf32>) outs(%e3 : tensor<1x8x10x10xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %z : f32
    linalg.yield %m : f32
  } -> tensor<1x8x10x10xf32>
  return %r3 : tensor<1x8x10x10xf32>
}
