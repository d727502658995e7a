func.func @f() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<blob_f> : tensor<2xf32>
  %1 = arith.addf %0, %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}
func.func @g() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<blob_g> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      blob_f: "0x040000000000803F00000040",
      blob_g: "0x040000000000404000008040"
    }
  }
#-}
