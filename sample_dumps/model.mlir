func.func private @conv_block(%x: tensor<1x8x8x4xf32>, %w: tensor<4x1x1x4xf32>, %b: tensor<4xf32>) -> tensor<1x8x8x4xf32> {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<4x1x1x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %1 = tosa.clamp %0 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %1 : tensor<1x8x8x4xf32>
}
func.func @main(%input: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> {
  %w1x1 = "tosa.const"() {values = dense<5.000000e-01> : tensor<4x1x1x4xf32>} : () -> tensor<4x1x1x4xf32>
  %w3x3 = "tosa.const"() {values = dense<2.500000e-01> : tensor<4x3x3x4xf32>} : () -> tensor<4x3x3x4xf32>
  %bias = "tosa.const"() {values = dense<1.000000e-01> : tensor<4xf32>} : () -> tensor<4xf32>
  %block0 = call @conv_block(%input, %w1x1, %bias) : (tensor<1x8x8x4xf32>, tensor<4x1x1x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %conv3x3 = tosa.conv2d %block0, %w3x3, %bias {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<4x3x3x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %block1 = call @conv_block(%conv3x3, %w1x1, %bias) : (tensor<1x8x8x4xf32>, tensor<4x1x1x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %sum = tosa.add %block1, %block0 : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %sum : tensor<1x8x8x4xf32>
}
