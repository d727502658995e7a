func.func private @block0(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w0 = "tosa.const"() {values = dense<4.166667e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b0 = "tosa.const"() {values = dense<1.000000e-03> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv0 = tosa.conv2d %x, %w0, %b0 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu0 = tosa.clamp %conv0 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w1 = "tosa.const"() {values = dense<4.209622e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b1 = "tosa.const"() {values = dense<2.000000e-03> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv1 = tosa.conv2d %relu0, %w1, %b1 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu1 = tosa.clamp %conv1 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w2 = "tosa.const"() {values = dense<1.275773e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b2 = "tosa.const"() {values = dense<3.000000e-03> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv2 = tosa.conv2d %relu1, %w2, %b2 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu2 = tosa.clamp %conv2 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w3 = "tosa.const"() {values = dense<4.295533e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b3 = "tosa.const"() {values = dense<4.000000e-03> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv3 = tosa.conv2d %relu2, %w3, %b3 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu3 = tosa.clamp %conv3 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum3 = tosa.add %relu3, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum3 : tensor<1x16x16x8xf32>
}
func.func private @block1(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w4 = "tosa.const"() {values = dense<1.446163e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b4 = "tosa.const"() {values = dense<5.000000e-03> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv4 = tosa.conv2d %x, %w4, %b4 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu4 = tosa.clamp %conv4 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w5 = "tosa.const"() {values = dense<4.381443e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b5 = "tosa.const"() {values = dense<6.000000e-03> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv5 = tosa.conv2d %relu4, %w5, %b5 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu5 = tosa.clamp %conv5 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w6 = "tosa.const"() {values = dense<1.327320e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b6 = "tosa.const"() {values = dense<7.000000e-03> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv6 = tosa.conv2d %relu5, %w6, %b6 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu6 = tosa.clamp %conv6 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w7 = "tosa.const"() {values = dense<4.467354e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b7 = "tosa.const"() {values = dense<8.000000e-03> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv7 = tosa.conv2d %relu6, %w7, %b7 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu7 = tosa.clamp %conv7 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum7 = tosa.add %relu7, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum7 : tensor<1x16x16x8xf32>
}
func.func private @block2(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w8 = "tosa.const"() {values = dense<1.503436e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b8 = "tosa.const"() {values = dense<9.000000e-03> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv8 = tosa.conv2d %x, %w8, %b8 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu8 = tosa.clamp %conv8 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w9 = "tosa.const"() {values = dense<4.553265e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b9 = "tosa.const"() {values = dense<1.000000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv9 = tosa.conv2d %relu8, %w9, %b9 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu9 = tosa.clamp %conv9 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w10 = "tosa.const"() {values = dense<1.378866e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b10 = "tosa.const"() {values = dense<1.100000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv10 = tosa.conv2d %relu9, %w10, %b10 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu10 = tosa.clamp %conv10 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w11 = "tosa.const"() {values = dense<4.639175e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b11 = "tosa.const"() {values = dense<1.200000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv11 = tosa.conv2d %relu10, %w11, %b11 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu11 = tosa.clamp %conv11 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum11 = tosa.add %relu11, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum11 : tensor<1x16x16x8xf32>
}
func.func private @block3(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w12 = "tosa.const"() {values = dense<1.560710e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b12 = "tosa.const"() {values = dense<1.300000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv12 = tosa.conv2d %x, %w12, %b12 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu12 = tosa.clamp %conv12 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w13 = "tosa.const"() {values = dense<4.725086e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b13 = "tosa.const"() {values = dense<1.400000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv13 = tosa.conv2d %relu12, %w13, %b13 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu13 = tosa.clamp %conv13 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w14 = "tosa.const"() {values = dense<1.430412e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b14 = "tosa.const"() {values = dense<1.500000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv14 = tosa.conv2d %relu13, %w14, %b14 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu14 = tosa.clamp %conv14 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w15 = "tosa.const"() {values = dense<4.810997e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b15 = "tosa.const"() {values = dense<1.600000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv15 = tosa.conv2d %relu14, %w15, %b15 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu15 = tosa.clamp %conv15 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum15 = tosa.add %relu15, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum15 : tensor<1x16x16x8xf32>
}
func.func private @block4(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w16 = "tosa.const"() {values = dense<1.617984e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b16 = "tosa.const"() {values = dense<1.700000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv16 = tosa.conv2d %x, %w16, %b16 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu16 = tosa.clamp %conv16 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w17 = "tosa.const"() {values = dense<4.896907e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b17 = "tosa.const"() {values = dense<1.800000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv17 = tosa.conv2d %relu16, %w17, %b17 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu17 = tosa.clamp %conv17 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w18 = "tosa.const"() {values = dense<1.481959e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b18 = "tosa.const"() {values = dense<1.900000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv18 = tosa.conv2d %relu17, %w18, %b18 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu18 = tosa.clamp %conv18 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w19 = "tosa.const"() {values = dense<4.982818e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b19 = "tosa.const"() {values = dense<2.000000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv19 = tosa.conv2d %relu18, %w19, %b19 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu19 = tosa.clamp %conv19 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum19 = tosa.add %relu19, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum19 : tensor<1x16x16x8xf32>
}
func.func private @block5(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w20 = "tosa.const"() {values = dense<1.675258e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b20 = "tosa.const"() {values = dense<2.100000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv20 = tosa.conv2d %x, %w20, %b20 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu20 = tosa.clamp %conv20 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w21 = "tosa.const"() {values = dense<5.068729e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b21 = "tosa.const"() {values = dense<2.200000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv21 = tosa.conv2d %relu20, %w21, %b21 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu21 = tosa.clamp %conv21 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w22 = "tosa.const"() {values = dense<1.533505e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b22 = "tosa.const"() {values = dense<2.300000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv22 = tosa.conv2d %relu21, %w22, %b22 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu22 = tosa.clamp %conv22 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w23 = "tosa.const"() {values = dense<5.154639e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b23 = "tosa.const"() {values = dense<2.400000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv23 = tosa.conv2d %relu22, %w23, %b23 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu23 = tosa.clamp %conv23 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum23 = tosa.add %relu23, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum23 : tensor<1x16x16x8xf32>
}
func.func private @block6(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w24 = "tosa.const"() {values = dense<1.732532e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b24 = "tosa.const"() {values = dense<2.500000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv24 = tosa.conv2d %x, %w24, %b24 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu24 = tosa.clamp %conv24 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w25 = "tosa.const"() {values = dense<5.240550e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b25 = "tosa.const"() {values = dense<2.600000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv25 = tosa.conv2d %relu24, %w25, %b25 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu25 = tosa.clamp %conv25 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w26 = "tosa.const"() {values = dense<5.283505e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b26 = "tosa.const"() {values = dense<2.700000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv26 = tosa.conv2d %relu25, %w26, %b26 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu26 = tosa.clamp %conv26 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w27 = "tosa.const"() {values = dense<1.597938e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b27 = "tosa.const"() {values = dense<2.800000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv27 = tosa.conv2d %relu26, %w27, %b27 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu27 = tosa.clamp %conv27 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum27 = tosa.add %relu27, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum27 : tensor<1x16x16x8xf32>
}
func.func private @block7(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w28 = "tosa.const"() {values = dense<5.369416e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b28 = "tosa.const"() {values = dense<2.900000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv28 = tosa.conv2d %x, %w28, %b28 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu28 = tosa.clamp %conv28 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w29 = "tosa.const"() {values = dense<1.804124e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b29 = "tosa.const"() {values = dense<3.000000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv29 = tosa.conv2d %relu28, %w29, %b29 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu29 = tosa.clamp %conv29 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w30 = "tosa.const"() {values = dense<5.455326e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b30 = "tosa.const"() {values = dense<3.100000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv30 = tosa.conv2d %relu29, %w30, %b30 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu30 = tosa.clamp %conv30 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w31 = "tosa.const"() {values = dense<1.649485e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b31 = "tosa.const"() {values = dense<3.200000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv31 = tosa.conv2d %relu30, %w31, %b31 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu31 = tosa.clamp %conv31 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum31 = tosa.add %relu31, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum31 : tensor<1x16x16x8xf32>
}
func.func private @block8(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w32 = "tosa.const"() {values = dense<5.541237e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b32 = "tosa.const"() {values = dense<3.300000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv32 = tosa.conv2d %x, %w32, %b32 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu32 = tosa.clamp %conv32 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w33 = "tosa.const"() {values = dense<1.861397e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b33 = "tosa.const"() {values = dense<3.400000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv33 = tosa.conv2d %relu32, %w33, %b33 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu33 = tosa.clamp %conv33 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w34 = "tosa.const"() {values = dense<5.627148e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b34 = "tosa.const"() {values = dense<3.500000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv34 = tosa.conv2d %relu33, %w34, %b34 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu34 = tosa.clamp %conv34 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w35 = "tosa.const"() {values = dense<1.701031e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b35 = "tosa.const"() {values = dense<3.600000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv35 = tosa.conv2d %relu34, %w35, %b35 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu35 = tosa.clamp %conv35 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum35 = tosa.add %relu35, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum35 : tensor<1x16x16x8xf32>
}
func.func private @block9(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w36 = "tosa.const"() {values = dense<5.713058e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b36 = "tosa.const"() {values = dense<3.700000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv36 = tosa.conv2d %x, %w36, %b36 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu36 = tosa.clamp %conv36 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w37 = "tosa.const"() {values = dense<1.918671e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b37 = "tosa.const"() {values = dense<3.800000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv37 = tosa.conv2d %relu36, %w37, %b37 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu37 = tosa.clamp %conv37 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w38 = "tosa.const"() {values = dense<5.798969e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b38 = "tosa.const"() {values = dense<3.900000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv38 = tosa.conv2d %relu37, %w38, %b38 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu38 = tosa.clamp %conv38 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w39 = "tosa.const"() {values = dense<1.752577e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b39 = "tosa.const"() {values = dense<4.000000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv39 = tosa.conv2d %relu38, %w39, %b39 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu39 = tosa.clamp %conv39 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum39 = tosa.add %relu39, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum39 : tensor<1x16x16x8xf32>
}
func.func private @block10(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w40 = "tosa.const"() {values = dense<5.884880e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b40 = "tosa.const"() {values = dense<4.100000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv40 = tosa.conv2d %x, %w40, %b40 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu40 = tosa.clamp %conv40 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w41 = "tosa.const"() {values = dense<1.975945e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b41 = "tosa.const"() {values = dense<4.200000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv41 = tosa.conv2d %relu40, %w41, %b41 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu41 = tosa.clamp %conv41 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w42 = "tosa.const"() {values = dense<5.970790e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b42 = "tosa.const"() {values = dense<4.300000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv42 = tosa.conv2d %relu41, %w42, %b42 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu42 = tosa.clamp %conv42 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w43 = "tosa.const"() {values = dense<1.804124e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b43 = "tosa.const"() {values = dense<4.400000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv43 = tosa.conv2d %relu42, %w43, %b43 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu43 = tosa.clamp %conv43 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum43 = tosa.add %relu43, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum43 : tensor<1x16x16x8xf32>
}
func.func private @block11(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w44 = "tosa.const"() {values = dense<6.056701e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b44 = "tosa.const"() {values = dense<4.500000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv44 = tosa.conv2d %x, %w44, %b44 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu44 = tosa.clamp %conv44 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w45 = "tosa.const"() {values = dense<2.033219e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b45 = "tosa.const"() {values = dense<4.600000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv45 = tosa.conv2d %relu44, %w45, %b45 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu45 = tosa.clamp %conv45 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w46 = "tosa.const"() {values = dense<6.142612e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b46 = "tosa.const"() {values = dense<4.700000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv46 = tosa.conv2d %relu45, %w46, %b46 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu46 = tosa.clamp %conv46 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w47 = "tosa.const"() {values = dense<1.855670e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b47 = "tosa.const"() {values = dense<4.800000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv47 = tosa.conv2d %relu46, %w47, %b47 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu47 = tosa.clamp %conv47 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum47 = tosa.add %relu47, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum47 : tensor<1x16x16x8xf32>
}
func.func private @block12(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w48 = "tosa.const"() {values = dense<6.228522e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b48 = "tosa.const"() {values = dense<4.900000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv48 = tosa.conv2d %x, %w48, %b48 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu48 = tosa.clamp %conv48 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w49 = "tosa.const"() {values = dense<2.090493e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b49 = "tosa.const"() {values = dense<5.000000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv49 = tosa.conv2d %relu48, %w49, %b49 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu49 = tosa.clamp %conv49 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w50 = "tosa.const"() {values = dense<6.314433e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b50 = "tosa.const"() {values = dense<5.100000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv50 = tosa.conv2d %relu49, %w50, %b50 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu50 = tosa.clamp %conv50 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w51 = "tosa.const"() {values = dense<1.907216e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b51 = "tosa.const"() {values = dense<5.200000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv51 = tosa.conv2d %relu50, %w51, %b51 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu51 = tosa.clamp %conv51 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum51 = tosa.add %relu51, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum51 : tensor<1x16x16x8xf32>
}
func.func private @block13(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w52 = "tosa.const"() {values = dense<6.400344e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b52 = "tosa.const"() {values = dense<5.300000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv52 = tosa.conv2d %x, %w52, %b52 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu52 = tosa.clamp %conv52 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w53 = "tosa.const"() {values = dense<6.443299e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b53 = "tosa.const"() {values = dense<5.400000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv53 = tosa.conv2d %relu52, %w53, %b53 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu53 = tosa.clamp %conv53 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w54 = "tosa.const"() {values = dense<2.162085e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b54 = "tosa.const"() {values = dense<5.500000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv54 = tosa.conv2d %relu53, %w54, %b54 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu54 = tosa.clamp %conv54 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w55 = "tosa.const"() {values = dense<6.529210e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b55 = "tosa.const"() {values = dense<5.600000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv55 = tosa.conv2d %relu54, %w55, %b55 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu55 = tosa.clamp %conv55 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum55 = tosa.add %relu55, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum55 : tensor<1x16x16x8xf32>
}
func.func private @block14(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w56 = "tosa.const"() {values = dense<1.971649e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b56 = "tosa.const"() {values = dense<5.700000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv56 = tosa.conv2d %x, %w56, %b56 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu56 = tosa.clamp %conv56 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w57 = "tosa.const"() {values = dense<6.615120e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b57 = "tosa.const"() {values = dense<5.800000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv57 = tosa.conv2d %relu56, %w57, %b57 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu57 = tosa.clamp %conv57 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w58 = "tosa.const"() {values = dense<2.219359e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b58 = "tosa.const"() {values = dense<5.900000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv58 = tosa.conv2d %relu57, %w58, %b58 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu58 = tosa.clamp %conv58 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w59 = "tosa.const"() {values = dense<6.701031e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b59 = "tosa.const"() {values = dense<6.000000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv59 = tosa.conv2d %relu58, %w59, %b59 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu59 = tosa.clamp %conv59 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum59 = tosa.add %relu59, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum59 : tensor<1x16x16x8xf32>
}
func.func private @block15(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w60 = "tosa.const"() {values = dense<2.023196e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b60 = "tosa.const"() {values = dense<6.100000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv60 = tosa.conv2d %x, %w60, %b60 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu60 = tosa.clamp %conv60 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w61 = "tosa.const"() {values = dense<6.786942e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b61 = "tosa.const"() {values = dense<6.200000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv61 = tosa.conv2d %relu60, %w61, %b61 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu61 = tosa.clamp %conv61 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w62 = "tosa.const"() {values = dense<2.276632e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b62 = "tosa.const"() {values = dense<6.300000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv62 = tosa.conv2d %relu61, %w62, %b62 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu62 = tosa.clamp %conv62 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w63 = "tosa.const"() {values = dense<6.872852e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b63 = "tosa.const"() {values = dense<6.400000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv63 = tosa.conv2d %relu62, %w63, %b63 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu63 = tosa.clamp %conv63 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum63 = tosa.add %relu63, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum63 : tensor<1x16x16x8xf32>
}
func.func private @block16(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w64 = "tosa.const"() {values = dense<2.074742e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b64 = "tosa.const"() {values = dense<6.500000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv64 = tosa.conv2d %x, %w64, %b64 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu64 = tosa.clamp %conv64 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w65 = "tosa.const"() {values = dense<6.958763e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b65 = "tosa.const"() {values = dense<6.600000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv65 = tosa.conv2d %relu64, %w65, %b65 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu65 = tosa.clamp %conv65 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w66 = "tosa.const"() {values = dense<2.333906e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b66 = "tosa.const"() {values = dense<6.700000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv66 = tosa.conv2d %relu65, %w66, %b66 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu66 = tosa.clamp %conv66 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w67 = "tosa.const"() {values = dense<7.044674e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b67 = "tosa.const"() {values = dense<6.800000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv67 = tosa.conv2d %relu66, %w67, %b67 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu67 = tosa.clamp %conv67 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum67 = tosa.add %relu67, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum67 : tensor<1x16x16x8xf32>
}
func.func private @block17(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w68 = "tosa.const"() {values = dense<2.126289e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b68 = "tosa.const"() {values = dense<6.900000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv68 = tosa.conv2d %x, %w68, %b68 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu68 = tosa.clamp %conv68 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w69 = "tosa.const"() {values = dense<7.130584e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b69 = "tosa.const"() {values = dense<7.000000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv69 = tosa.conv2d %relu68, %w69, %b69 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu69 = tosa.clamp %conv69 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w70 = "tosa.const"() {values = dense<2.391180e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b70 = "tosa.const"() {values = dense<7.100000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv70 = tosa.conv2d %relu69, %w70, %b70 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu70 = tosa.clamp %conv70 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w71 = "tosa.const"() {values = dense<7.216495e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b71 = "tosa.const"() {values = dense<7.200000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv71 = tosa.conv2d %relu70, %w71, %b71 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu71 = tosa.clamp %conv71 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum71 = tosa.add %relu71, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum71 : tensor<1x16x16x8xf32>
}
func.func private @block18(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w72 = "tosa.const"() {values = dense<2.177835e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b72 = "tosa.const"() {values = dense<7.300000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv72 = tosa.conv2d %x, %w72, %b72 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu72 = tosa.clamp %conv72 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w73 = "tosa.const"() {values = dense<7.302405e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b73 = "tosa.const"() {values = dense<7.400000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv73 = tosa.conv2d %relu72, %w73, %b73 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu73 = tosa.clamp %conv73 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w74 = "tosa.const"() {values = dense<2.448454e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b74 = "tosa.const"() {values = dense<7.500000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv74 = tosa.conv2d %relu73, %w74, %b74 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu74 = tosa.clamp %conv74 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w75 = "tosa.const"() {values = dense<7.388316e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b75 = "tosa.const"() {values = dense<7.600000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv75 = tosa.conv2d %relu74, %w75, %b75 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu75 = tosa.clamp %conv75 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum75 = tosa.add %relu75, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum75 : tensor<1x16x16x8xf32>
}
func.func private @block19(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w76 = "tosa.const"() {values = dense<2.229381e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b76 = "tosa.const"() {values = dense<7.700000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv76 = tosa.conv2d %x, %w76, %b76 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu76 = tosa.clamp %conv76 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w77 = "tosa.const"() {values = dense<7.474227e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b77 = "tosa.const"() {values = dense<7.800000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv77 = tosa.conv2d %relu76, %w77, %b77 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu77 = tosa.clamp %conv77 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w78 = "tosa.const"() {values = dense<2.505727e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b78 = "tosa.const"() {values = dense<7.900000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv78 = tosa.conv2d %relu77, %w78, %b78 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu78 = tosa.clamp %conv78 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w79 = "tosa.const"() {values = dense<7.560137e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b79 = "tosa.const"() {values = dense<8.000000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv79 = tosa.conv2d %relu78, %w79, %b79 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu79 = tosa.clamp %conv79 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum79 = tosa.add %relu79, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum79 : tensor<1x16x16x8xf32>
}
func.func private @block20(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w80 = "tosa.const"() {values = dense<7.603093e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b80 = "tosa.const"() {values = dense<8.100000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv80 = tosa.conv2d %x, %w80, %b80 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu80 = tosa.clamp %conv80 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w81 = "tosa.const"() {values = dense<2.293814e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b81 = "tosa.const"() {values = dense<8.200000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv81 = tosa.conv2d %relu80, %w81, %b81 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu81 = tosa.clamp %conv81 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w82 = "tosa.const"() {values = dense<7.689003e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b82 = "tosa.const"() {values = dense<8.300000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv82 = tosa.conv2d %relu81, %w82, %b82 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu82 = tosa.clamp %conv82 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w83 = "tosa.const"() {values = dense<2.577320e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b83 = "tosa.const"() {values = dense<8.400000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv83 = tosa.conv2d %relu82, %w83, %b83 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu83 = tosa.clamp %conv83 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum83 = tosa.add %relu83, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum83 : tensor<1x16x16x8xf32>
}
func.func private @block21(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w84 = "tosa.const"() {values = dense<7.774914e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b84 = "tosa.const"() {values = dense<8.500000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv84 = tosa.conv2d %x, %w84, %b84 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu84 = tosa.clamp %conv84 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w85 = "tosa.const"() {values = dense<2.345361e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b85 = "tosa.const"() {values = dense<8.600000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv85 = tosa.conv2d %relu84, %w85, %b85 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu85 = tosa.clamp %conv85 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w86 = "tosa.const"() {values = dense<7.860825e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b86 = "tosa.const"() {values = dense<8.700000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv86 = tosa.conv2d %relu85, %w86, %b86 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu86 = tosa.clamp %conv86 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w87 = "tosa.const"() {values = dense<2.634593e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b87 = "tosa.const"() {values = dense<8.800000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv87 = tosa.conv2d %relu86, %w87, %b87 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu87 = tosa.clamp %conv87 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum87 = tosa.add %relu87, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum87 : tensor<1x16x16x8xf32>
}
func.func private @block22(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w88 = "tosa.const"() {values = dense<7.946735e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b88 = "tosa.const"() {values = dense<8.900000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv88 = tosa.conv2d %x, %w88, %b88 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu88 = tosa.clamp %conv88 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w89 = "tosa.const"() {values = dense<2.396907e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b89 = "tosa.const"() {values = dense<9.000000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv89 = tosa.conv2d %relu88, %w89, %b89 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu89 = tosa.clamp %conv89 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w90 = "tosa.const"() {values = dense<8.032646e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b90 = "tosa.const"() {values = dense<9.100000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv90 = tosa.conv2d %relu89, %w90, %b90 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu90 = tosa.clamp %conv90 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w91 = "tosa.const"() {values = dense<2.691867e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b91 = "tosa.const"() {values = dense<9.200000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv91 = tosa.conv2d %relu90, %w91, %b91 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu91 = tosa.clamp %conv91 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum91 = tosa.add %relu91, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum91 : tensor<1x16x16x8xf32>
}
func.func private @block23(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w92 = "tosa.const"() {values = dense<8.118557e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b92 = "tosa.const"() {values = dense<9.300000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv92 = tosa.conv2d %x, %w92, %b92 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu92 = tosa.clamp %conv92 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w93 = "tosa.const"() {values = dense<2.448454e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b93 = "tosa.const"() {values = dense<9.400000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv93 = tosa.conv2d %relu92, %w93, %b93 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu93 = tosa.clamp %conv93 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w94 = "tosa.const"() {values = dense<8.204467e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b94 = "tosa.const"() {values = dense<9.500000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv94 = tosa.conv2d %relu93, %w94, %b94 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu94 = tosa.clamp %conv94 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w95 = "tosa.const"() {values = dense<2.749141e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b95 = "tosa.const"() {values = dense<9.600000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv95 = tosa.conv2d %relu94, %w95, %b95 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu95 = tosa.clamp %conv95 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum95 = tosa.add %relu95, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum95 : tensor<1x16x16x8xf32>
}
func.func private @block24(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w96 = "tosa.const"() {values = dense<8.290378e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b96 = "tosa.const"() {values = dense<9.700000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv96 = tosa.conv2d %x, %w96, %b96 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu96 = tosa.clamp %conv96 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w97 = "tosa.const"() {values = dense<1.250000e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b97 = "tosa.const"() {values = dense<9.800000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv97 = tosa.conv2d %relu96, %w97, %b97 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu97 = tosa.clamp %conv97 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w98 = "tosa.const"() {values = dense<4.209622e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b98 = "tosa.const"() {values = dense<9.900000e-02> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv98 = tosa.conv2d %relu97, %w98, %b98 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu98 = tosa.clamp %conv98 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w99 = "tosa.const"() {values = dense<1.417526e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b99 = "tosa.const"() {values = dense<1.000000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv99 = tosa.conv2d %relu98, %w99, %b99 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu99 = tosa.clamp %conv99 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum99 = tosa.add %relu99, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum99 : tensor<1x16x16x8xf32>
}
func.func private @block25(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w100 = "tosa.const"() {values = dense<4.295533e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b100 = "tosa.const"() {values = dense<1.010000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv100 = tosa.conv2d %x, %w100, %b100 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu100 = tosa.clamp %conv100 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w101 = "tosa.const"() {values = dense<1.301546e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b101 = "tosa.const"() {values = dense<1.020000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv101 = tosa.conv2d %relu100, %w101, %b101 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu101 = tosa.clamp %conv101 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w102 = "tosa.const"() {values = dense<4.381443e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b102 = "tosa.const"() {values = dense<1.030000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv102 = tosa.conv2d %relu101, %w102, %b102 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu102 = tosa.clamp %conv102 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w103 = "tosa.const"() {values = dense<1.474800e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b103 = "tosa.const"() {values = dense<1.040000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv103 = tosa.conv2d %relu102, %w103, %b103 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu103 = tosa.clamp %conv103 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum103 = tosa.add %relu103, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum103 : tensor<1x16x16x8xf32>
}
func.func private @block26(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w104 = "tosa.const"() {values = dense<4.467354e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b104 = "tosa.const"() {values = dense<1.050000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv104 = tosa.conv2d %x, %w104, %b104 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu104 = tosa.clamp %conv104 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w105 = "tosa.const"() {values = dense<1.353093e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b105 = "tosa.const"() {values = dense<1.060000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv105 = tosa.conv2d %relu104, %w105, %b105 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu105 = tosa.clamp %conv105 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w106 = "tosa.const"() {values = dense<4.553265e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b106 = "tosa.const"() {values = dense<1.070000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv106 = tosa.conv2d %relu105, %w106, %b106 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu106 = tosa.clamp %conv106 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w107 = "tosa.const"() {values = dense<4.596220e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b107 = "tosa.const"() {values = dense<1.080000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv107 = tosa.conv2d %relu106, %w107, %b107 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu107 = tosa.clamp %conv107 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum107 = tosa.add %relu107, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum107 : tensor<1x16x16x8xf32>
}
func.func private @block27(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w108 = "tosa.const"() {values = dense<1.546392e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b108 = "tosa.const"() {values = dense<1.090000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv108 = tosa.conv2d %x, %w108, %b108 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu108 = tosa.clamp %conv108 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w109 = "tosa.const"() {values = dense<4.682131e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b109 = "tosa.const"() {values = dense<1.100000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv109 = tosa.conv2d %relu108, %w109, %b109 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu109 = tosa.clamp %conv109 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w110 = "tosa.const"() {values = dense<1.417526e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b110 = "tosa.const"() {values = dense<1.110000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv110 = tosa.conv2d %relu109, %w110, %b110 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu110 = tosa.clamp %conv110 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w111 = "tosa.const"() {values = dense<4.768041e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b111 = "tosa.const"() {values = dense<1.120000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv111 = tosa.conv2d %relu110, %w111, %b111 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu111 = tosa.clamp %conv111 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum111 = tosa.add %relu111, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum111 : tensor<1x16x16x8xf32>
}
func.func private @block28(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w112 = "tosa.const"() {values = dense<1.603666e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b112 = "tosa.const"() {values = dense<1.130000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv112 = tosa.conv2d %x, %w112, %b112 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu112 = tosa.clamp %conv112 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w113 = "tosa.const"() {values = dense<4.853952e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b113 = "tosa.const"() {values = dense<1.140000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv113 = tosa.conv2d %relu112, %w113, %b113 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu113 = tosa.clamp %conv113 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w114 = "tosa.const"() {values = dense<1.469072e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b114 = "tosa.const"() {values = dense<1.150000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv114 = tosa.conv2d %relu113, %w114, %b114 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu114 = tosa.clamp %conv114 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w115 = "tosa.const"() {values = dense<4.939863e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b115 = "tosa.const"() {values = dense<1.160000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv115 = tosa.conv2d %relu114, %w115, %b115 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu115 = tosa.clamp %conv115 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum115 = tosa.add %relu115, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum115 : tensor<1x16x16x8xf32>
}
func.func private @block29(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w116 = "tosa.const"() {values = dense<1.660939e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b116 = "tosa.const"() {values = dense<1.170000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv116 = tosa.conv2d %x, %w116, %b116 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu116 = tosa.clamp %conv116 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w117 = "tosa.const"() {values = dense<5.025773e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b117 = "tosa.const"() {values = dense<1.180000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv117 = tosa.conv2d %relu116, %w117, %b117 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu117 = tosa.clamp %conv117 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w118 = "tosa.const"() {values = dense<1.520619e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b118 = "tosa.const"() {values = dense<1.190000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv118 = tosa.conv2d %relu117, %w118, %b118 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu118 = tosa.clamp %conv118 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w119 = "tosa.const"() {values = dense<5.111684e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b119 = "tosa.const"() {values = dense<1.200000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv119 = tosa.conv2d %relu118, %w119, %b119 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu119 = tosa.clamp %conv119 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum119 = tosa.add %relu119, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum119 : tensor<1x16x16x8xf32>
}
func.func private @block30(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w120 = "tosa.const"() {values = dense<1.718213e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b120 = "tosa.const"() {values = dense<1.210000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv120 = tosa.conv2d %x, %w120, %b120 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu120 = tosa.clamp %conv120 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w121 = "tosa.const"() {values = dense<5.197595e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b121 = "tosa.const"() {values = dense<1.220000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv121 = tosa.conv2d %relu120, %w121, %b121 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu121 = tosa.clamp %conv121 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w122 = "tosa.const"() {values = dense<1.572165e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b122 = "tosa.const"() {values = dense<1.230000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv122 = tosa.conv2d %relu121, %w122, %b122 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu122 = tosa.clamp %conv122 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w123 = "tosa.const"() {values = dense<5.283505e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b123 = "tosa.const"() {values = dense<1.240000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv123 = tosa.conv2d %relu122, %w123, %b123 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu123 = tosa.clamp %conv123 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum123 = tosa.add %relu123, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum123 : tensor<1x16x16x8xf32>
}
func.func private @block31(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w124 = "tosa.const"() {values = dense<1.775487e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b124 = "tosa.const"() {values = dense<1.250000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv124 = tosa.conv2d %x, %w124, %b124 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu124 = tosa.clamp %conv124 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w125 = "tosa.const"() {values = dense<5.369416e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b125 = "tosa.const"() {values = dense<1.260000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv125 = tosa.conv2d %relu124, %w125, %b125 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu125 = tosa.clamp %conv125 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w126 = "tosa.const"() {values = dense<1.623711e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b126 = "tosa.const"() {values = dense<1.270000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv126 = tosa.conv2d %relu125, %w126, %b126 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu126 = tosa.clamp %conv126 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w127 = "tosa.const"() {values = dense<5.455326e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b127 = "tosa.const"() {values = dense<1.280000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv127 = tosa.conv2d %relu126, %w127, %b127 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu127 = tosa.clamp %conv127 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum127 = tosa.add %relu127, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum127 : tensor<1x16x16x8xf32>
}
func.func private @block32(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w128 = "tosa.const"() {values = dense<1.832761e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b128 = "tosa.const"() {values = dense<1.290000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv128 = tosa.conv2d %x, %w128, %b128 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu128 = tosa.clamp %conv128 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w129 = "tosa.const"() {values = dense<5.541237e-02> : tensor<8x3x1x8xf32>} : () -> tensor<8x3x1x8xf32>
  %b129 = "tosa.const"() {values = dense<1.300000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv129 = tosa.conv2d %relu128, %w129, %b129 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu129 = tosa.clamp %conv129 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w130 = "tosa.const"() {values = dense<1.675258e-01> : tensor<8x1x1x8xf32>} : () -> tensor<8x1x1x8xf32>
  %b130 = "tosa.const"() {values = dense<1.310000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv130 = tosa.conv2d %relu129, %w130, %b130 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x1x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu130 = tosa.clamp %conv130 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %w131 = "tosa.const"() {values = dense<5.627148e-02> : tensor<8x1x3x8xf32>} : () -> tensor<8x1x3x8xf32>
  %b131 = "tosa.const"() {values = dense<1.320000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv131 = tosa.conv2d %relu130, %w131, %b131 {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x1x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu131 = tosa.clamp %conv131 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %sum131 = tosa.add %relu131, %x : (tensor<1x16x16x8xf32>, tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %sum131 : tensor<1x16x16x8xf32>
}
func.func private @block33(%x: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %w132 = "tosa.const"() {values = dense<1.890034e-02> : tensor<8x3x3x8xf32>} : () -> tensor<8x3x3x8xf32>
  %b132 = "tosa.const"() {values = dense<1.330000e-01> : tensor<8xf32>} : () -> tensor<8xf32>
  %conv132 = tosa.conv2d %x, %w132, %b132 {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>) -> tensor<1x16x16x8xf32>
  %relu132 = tosa.clamp %conv132 {max_fp = 6.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %relu132 : tensor<1x16x16x8xf32>
}
func.func @main(%input: tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32> {
  %call0 = call @block0(%input) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call1 = call @block0(%call0) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call2 = call @block1(%call1) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call3 = call @block2(%call2) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call4 = call @block3(%call3) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call5 = call @block4(%call4) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call6 = call @block5(%call5) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call7 = call @block6(%call6) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call8 = call @block7(%call7) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call9 = call @block8(%call8) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call10 = call @block9(%call9) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call11 = call @block10(%call10) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call12 = call @block11(%call11) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call13 = call @block12(%call12) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call14 = call @block13(%call13) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call15 = call @block14(%call14) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call16 = call @block15(%call15) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call17 = call @block16(%call16) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call18 = call @block17(%call17) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call19 = call @block18(%call18) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call20 = call @block19(%call19) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call21 = call @block20(%call20) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call22 = call @block21(%call21) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call23 = call @block22(%call22) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call24 = call @block23(%call23) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call25 = call @block24(%call24) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call26 = call @block25(%call25) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call27 = call @block26(%call26) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call28 = call @block27(%call27) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call29 = call @block28(%call28) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call30 = call @block29(%call29) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call31 = call @block30(%call30) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call32 = call @block31(%call31) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call33 = call @block32(%call32) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  %call34 = call @block33(%call33) : (tensor<1x16x16x8xf32>) -> tensor<1x16x16x8xf32>
  return %call34 : tensor<1x16x16x8xf32>
}
