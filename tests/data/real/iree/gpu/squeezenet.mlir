module {
  func.func @squeezenet_old(%arg0: !torch.vtensor<[1,3,224,224],f32>) -> !torch.vtensor<[1,1000,1,1],f32> attributes {torch.onnx_meta.ir_version = 3 : si64, torch.onnx_meta.opset_version = 17 : si64, torch.onnx_meta.producer_name = "onnx-caffe2", torch.onnx_meta.producer_version = ""} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<conv10_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<conv10_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<conv1_b_0> : tensor<64xf32>} : () -> !torch.vtensor<[64],f32> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<conv1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire2_expand1x1_b_0> : tensor<64xf32>} : () -> !torch.vtensor<[64],f32> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire2_expand1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %6 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire2_expand3x3_b_0> : tensor<64xf32>} : () -> !torch.vtensor<[64],f32> 
    %7 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire2_expand3x3_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %8 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire2_squeeze1x1_b_0> : tensor<16xf32>} : () -> !torch.vtensor<[16],f32> 
    %9 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire2_squeeze1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %10 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire3_expand1x1_b_0> : tensor<64xf32>} : () -> !torch.vtensor<[64],f32> 
    %11 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire3_expand1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %12 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire3_expand3x3_b_0> : tensor<64xf32>} : () -> !torch.vtensor<[64],f32> 
    %13 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire3_expand3x3_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %14 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire3_squeeze1x1_b_0> : tensor<16xf32>} : () -> !torch.vtensor<[16],f32> 
    %15 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire3_squeeze1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %16 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire4_expand1x1_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %17 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire4_expand1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %18 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire4_expand3x3_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %19 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire4_expand3x3_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %20 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire4_squeeze1x1_b_0> : tensor<32xf32>} : () -> !torch.vtensor<[32],f32> 
    %21 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire4_squeeze1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %22 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire5_expand1x1_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %23 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire5_expand1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %24 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire5_expand3x3_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %25 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire5_expand3x3_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %26 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire5_squeeze1x1_b_0> : tensor<32xf32>} : () -> !torch.vtensor<[32],f32> 
    %27 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire5_squeeze1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %28 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire6_expand1x1_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %29 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire6_expand1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %30 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire6_expand3x3_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %31 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire6_expand3x3_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %32 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire6_squeeze1x1_b_0> : tensor<48xf32>} : () -> !torch.vtensor<[48],f32> 
    %33 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire6_squeeze1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %34 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire7_expand1x1_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %35 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire7_expand1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %36 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire7_expand3x3_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %37 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire7_expand3x3_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %38 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire7_squeeze1x1_b_0> : tensor<48xf32>} : () -> !torch.vtensor<[48],f32> 
    %39 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire7_squeeze1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %40 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire8_expand1x1_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %41 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire8_expand1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %42 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire8_expand3x3_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %43 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire8_expand3x3_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %44 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire8_squeeze1x1_b_0> : tensor<64xf32>} : () -> !torch.vtensor<[64],f32> 
    %45 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire8_squeeze1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %46 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire9_expand1x1_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %47 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire9_expand1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %48 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire9_expand3x3_b_0__SHAPE> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %49 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire9_expand3x3_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %50 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire9_squeeze1x1_b_0> : tensor<64xf32>} : () -> !torch.vtensor<[64],f32> 
    %51 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<_fire9_squeeze1x1_w_0__SHAPE> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %none = torch.constant.none
    %52 = torch.operator "onnx.ConstantOfShape"(%0) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[1000],f32> 
    %53 = torch.operator "onnx.ConstantOfShape"(%1) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[1000,512,1,1],f32> 
    %54 = torch.operator "onnx.ConstantOfShape"(%3) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[64,3,3,3],f32> 
    %55 = torch.operator "onnx.ConstantOfShape"(%5) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[64,16,1,1],f32> 
    %56 = torch.operator "onnx.ConstantOfShape"(%7) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[64,16,3,3],f32> 
    %57 = torch.operator "onnx.ConstantOfShape"(%9) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[16,64,1,1],f32> 
    %58 = torch.operator "onnx.ConstantOfShape"(%11) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[64,16,1,1],f32> 
    %59 = torch.operator "onnx.ConstantOfShape"(%13) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[64,16,3,3],f32> 
    %60 = torch.operator "onnx.ConstantOfShape"(%15) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[16,128,1,1],f32> 
    %61 = torch.operator "onnx.ConstantOfShape"(%16) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[128],f32> 
    %62 = torch.operator "onnx.ConstantOfShape"(%17) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[128,32,1,1],f32> 
    %63 = torch.operator "onnx.ConstantOfShape"(%18) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[128],f32> 
    %64 = torch.operator "onnx.ConstantOfShape"(%19) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[128,32,3,3],f32> 
    %65 = torch.operator "onnx.ConstantOfShape"(%21) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[32,128,1,1],f32> 
    %66 = torch.operator "onnx.ConstantOfShape"(%22) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[128],f32> 
    %67 = torch.operator "onnx.ConstantOfShape"(%23) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[128,32,1,1],f32> 
    %68 = torch.operator "onnx.ConstantOfShape"(%24) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[128],f32> 
    %69 = torch.operator "onnx.ConstantOfShape"(%25) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[128,32,3,3],f32> 
    %70 = torch.operator "onnx.ConstantOfShape"(%27) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[32,256,1,1],f32> 
    %71 = torch.operator "onnx.ConstantOfShape"(%28) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[192],f32> 
    %72 = torch.operator "onnx.ConstantOfShape"(%29) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[192,48,1,1],f32> 
    %73 = torch.operator "onnx.ConstantOfShape"(%30) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[192],f32> 
    %74 = torch.operator "onnx.ConstantOfShape"(%31) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[192,48,3,3],f32> 
    %75 = torch.operator "onnx.ConstantOfShape"(%33) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[48,256,1,1],f32> 
    %76 = torch.operator "onnx.ConstantOfShape"(%34) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[192],f32> 
    %77 = torch.operator "onnx.ConstantOfShape"(%35) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[192,48,1,1],f32> 
    %78 = torch.operator "onnx.ConstantOfShape"(%36) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[192],f32> 
    %79 = torch.operator "onnx.ConstantOfShape"(%37) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[192,48,3,3],f32> 
    %80 = torch.operator "onnx.ConstantOfShape"(%39) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[48,384,1,1],f32> 
    %81 = torch.operator "onnx.ConstantOfShape"(%40) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[256],f32> 
    %82 = torch.operator "onnx.ConstantOfShape"(%41) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[256,64,1,1],f32> 
    %83 = torch.operator "onnx.ConstantOfShape"(%42) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[256],f32> 
    %84 = torch.operator "onnx.ConstantOfShape"(%43) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[256,64,3,3],f32> 
    %85 = torch.operator "onnx.ConstantOfShape"(%45) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[64,384,1,1],f32> 
    %86 = torch.operator "onnx.ConstantOfShape"(%46) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[256],f32> 
    %87 = torch.operator "onnx.ConstantOfShape"(%47) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[256,64,1,1],f32> 
    %88 = torch.operator "onnx.ConstantOfShape"(%48) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[256],f32> 
    %89 = torch.operator "onnx.ConstantOfShape"(%49) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[256,64,3,3],f32> 
    %90 = torch.operator "onnx.ConstantOfShape"(%51) {torch.onnx.value = dense<2.000000e-02> : tensor<1xf32>} : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[64,512,1,1],f32> 
    %91 = torch.operator "onnx.Conv"(%arg0, %54, %2) {torch.onnx.kernel_shape = [3 : si64, 3 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [2 : si64, 2 : si64]} : (!torch.vtensor<[1,3,224,224],f32>, !torch.vtensor<[64,3,3,3],f32>, !torch.vtensor<[64],f32>) -> !torch.vtensor<[1,64,111,111],f32> 
    %92 = torch.operator "onnx.Relu"(%91) : (!torch.vtensor<[1,64,111,111],f32>) -> !torch.vtensor<[1,64,111,111],f32> 
    %93 = torch.operator "onnx.MaxPool"(%92) {torch.onnx.kernel_shape = [3 : si64, 3 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [2 : si64, 2 : si64]} : (!torch.vtensor<[1,64,111,111],f32>) -> !torch.vtensor<[1,64,55,55],f32> 
    %94 = torch.operator "onnx.Conv"(%93, %57, %8) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,64,55,55],f32>, !torch.vtensor<[16,64,1,1],f32>, !torch.vtensor<[16],f32>) -> !torch.vtensor<[1,16,55,55],f32> 
    %95 = torch.operator "onnx.Relu"(%94) : (!torch.vtensor<[1,16,55,55],f32>) -> !torch.vtensor<[1,16,55,55],f32> 
    %96 = torch.operator "onnx.Conv"(%95, %55, %4) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,16,55,55],f32>, !torch.vtensor<[64,16,1,1],f32>, !torch.vtensor<[64],f32>) -> !torch.vtensor<[1,64,55,55],f32> 
    %97 = torch.operator "onnx.Relu"(%96) : (!torch.vtensor<[1,64,55,55],f32>) -> !torch.vtensor<[1,64,55,55],f32> 
    %98 = torch.operator "onnx.Conv"(%95, %56, %6) {torch.onnx.kernel_shape = [3 : si64, 3 : si64], torch.onnx.pads = [1 : si64, 1 : si64, 1 : si64, 1 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,16,55,55],f32>, !torch.vtensor<[64,16,3,3],f32>, !torch.vtensor<[64],f32>) -> !torch.vtensor<[1,64,55,55],f32> 
    %99 = torch.operator "onnx.Relu"(%98) : (!torch.vtensor<[1,64,55,55],f32>) -> !torch.vtensor<[1,64,55,55],f32> 
    %100 = torch.operator "onnx.Concat"(%97, %99) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[1,64,55,55],f32>, !torch.vtensor<[1,64,55,55],f32>) -> !torch.vtensor<[1,128,55,55],f32> 
    %101 = torch.operator "onnx.Conv"(%100, %60, %14) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,128,55,55],f32>, !torch.vtensor<[16,128,1,1],f32>, !torch.vtensor<[16],f32>) -> !torch.vtensor<[1,16,55,55],f32> 
    %102 = torch.operator "onnx.Relu"(%101) : (!torch.vtensor<[1,16,55,55],f32>) -> !torch.vtensor<[1,16,55,55],f32> 
    %103 = torch.operator "onnx.Conv"(%102, %58, %10) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,16,55,55],f32>, !torch.vtensor<[64,16,1,1],f32>, !torch.vtensor<[64],f32>) -> !torch.vtensor<[1,64,55,55],f32> 
    %104 = torch.operator "onnx.Relu"(%103) : (!torch.vtensor<[1,64,55,55],f32>) -> !torch.vtensor<[1,64,55,55],f32> 
    %105 = torch.operator "onnx.Conv"(%102, %59, %12) {torch.onnx.kernel_shape = [3 : si64, 3 : si64], torch.onnx.pads = [1 : si64, 1 : si64, 1 : si64, 1 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,16,55,55],f32>, !torch.vtensor<[64,16,3,3],f32>, !torch.vtensor<[64],f32>) -> !torch.vtensor<[1,64,55,55],f32> 
    %106 = torch.operator "onnx.Relu"(%105) : (!torch.vtensor<[1,64,55,55],f32>) -> !torch.vtensor<[1,64,55,55],f32> 
    %107 = torch.operator "onnx.Concat"(%104, %106) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[1,64,55,55],f32>, !torch.vtensor<[1,64,55,55],f32>) -> !torch.vtensor<[1,128,55,55],f32> 
    %108 = torch.operator "onnx.MaxPool"(%107) {torch.onnx.kernel_shape = [3 : si64, 3 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [2 : si64, 2 : si64]} : (!torch.vtensor<[1,128,55,55],f32>) -> !torch.vtensor<[1,128,27,27],f32> 
    %109 = torch.operator "onnx.Conv"(%108, %65, %20) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,128,27,27],f32>, !torch.vtensor<[32,128,1,1],f32>, !torch.vtensor<[32],f32>) -> !torch.vtensor<[1,32,27,27],f32> 
    %110 = torch.operator "onnx.Relu"(%109) : (!torch.vtensor<[1,32,27,27],f32>) -> !torch.vtensor<[1,32,27,27],f32> 
    %111 = torch.operator "onnx.Conv"(%110, %62, %61) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,32,27,27],f32>, !torch.vtensor<[128,32,1,1],f32>, !torch.vtensor<[128],f32>) -> !torch.vtensor<[1,128,27,27],f32> 
    %112 = torch.operator "onnx.Relu"(%111) : (!torch.vtensor<[1,128,27,27],f32>) -> !torch.vtensor<[1,128,27,27],f32> 
    %113 = torch.operator "onnx.Conv"(%110, %64, %63) {torch.onnx.kernel_shape = [3 : si64, 3 : si64], torch.onnx.pads = [1 : si64, 1 : si64, 1 : si64, 1 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,32,27,27],f32>, !torch.vtensor<[128,32,3,3],f32>, !torch.vtensor<[128],f32>) -> !torch.vtensor<[1,128,27,27],f32> 
    %114 = torch.operator "onnx.Relu"(%113) : (!torch.vtensor<[1,128,27,27],f32>) -> !torch.vtensor<[1,128,27,27],f32> 
    %115 = torch.operator "onnx.Concat"(%112, %114) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[1,128,27,27],f32>, !torch.vtensor<[1,128,27,27],f32>) -> !torch.vtensor<[1,256,27,27],f32> 
    %116 = torch.operator "onnx.Conv"(%115, %70, %26) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,256,27,27],f32>, !torch.vtensor<[32,256,1,1],f32>, !torch.vtensor<[32],f32>) -> !torch.vtensor<[1,32,27,27],f32> 
    %117 = torch.operator "onnx.Relu"(%116) : (!torch.vtensor<[1,32,27,27],f32>) -> !torch.vtensor<[1,32,27,27],f32> 
    %118 = torch.operator "onnx.Conv"(%117, %67, %66) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,32,27,27],f32>, !torch.vtensor<[128,32,1,1],f32>, !torch.vtensor<[128],f32>) -> !torch.vtensor<[1,128,27,27],f32> 
    %119 = torch.operator "onnx.Relu"(%118) : (!torch.vtensor<[1,128,27,27],f32>) -> !torch.vtensor<[1,128,27,27],f32> 
    %120 = torch.operator "onnx.Conv"(%117, %69, %68) {torch.onnx.kernel_shape = [3 : si64, 3 : si64], torch.onnx.pads = [1 : si64, 1 : si64, 1 : si64, 1 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,32,27,27],f32>, !torch.vtensor<[128,32,3,3],f32>, !torch.vtensor<[128],f32>) -> !torch.vtensor<[1,128,27,27],f32> 
    %121 = torch.operator "onnx.Relu"(%120) : (!torch.vtensor<[1,128,27,27],f32>) -> !torch.vtensor<[1,128,27,27],f32> 
    %122 = torch.operator "onnx.Concat"(%119, %121) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[1,128,27,27],f32>, !torch.vtensor<[1,128,27,27],f32>) -> !torch.vtensor<[1,256,27,27],f32> 
    %123 = torch.operator "onnx.MaxPool"(%122) {torch.onnx.kernel_shape = [3 : si64, 3 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [2 : si64, 2 : si64]} : (!torch.vtensor<[1,256,27,27],f32>) -> !torch.vtensor<[1,256,13,13],f32> 
    %124 = torch.operator "onnx.Conv"(%123, %75, %32) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,256,13,13],f32>, !torch.vtensor<[48,256,1,1],f32>, !torch.vtensor<[48],f32>) -> !torch.vtensor<[1,48,13,13],f32> 
    %125 = torch.operator "onnx.Relu"(%124) : (!torch.vtensor<[1,48,13,13],f32>) -> !torch.vtensor<[1,48,13,13],f32> 
    %126 = torch.operator "onnx.Conv"(%125, %72, %71) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,48,13,13],f32>, !torch.vtensor<[192,48,1,1],f32>, !torch.vtensor<[192],f32>) -> !torch.vtensor<[1,192,13,13],f32> 
    %127 = torch.operator "onnx.Relu"(%126) : (!torch.vtensor<[1,192,13,13],f32>) -> !torch.vtensor<[1,192,13,13],f32> 
    %128 = torch.operator "onnx.Conv"(%125, %74, %73) {torch.onnx.kernel_shape = [3 : si64, 3 : si64], torch.onnx.pads = [1 : si64, 1 : si64, 1 : si64, 1 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,48,13,13],f32>, !torch.vtensor<[192,48,3,3],f32>, !torch.vtensor<[192],f32>) -> !torch.vtensor<[1,192,13,13],f32> 
    %129 = torch.operator "onnx.Relu"(%128) : (!torch.vtensor<[1,192,13,13],f32>) -> !torch.vtensor<[1,192,13,13],f32> 
    %130 = torch.operator "onnx.Concat"(%127, %129) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[1,192,13,13],f32>, !torch.vtensor<[1,192,13,13],f32>) -> !torch.vtensor<[1,384,13,13],f32> 
    %131 = torch.operator "onnx.Conv"(%130, %80, %38) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,384,13,13],f32>, !torch.vtensor<[48,384,1,1],f32>, !torch.vtensor<[48],f32>) -> !torch.vtensor<[1,48,13,13],f32> 
    %132 = torch.operator "onnx.Relu"(%131) : (!torch.vtensor<[1,48,13,13],f32>) -> !torch.vtensor<[1,48,13,13],f32> 
    %133 = torch.operator "onnx.Conv"(%132, %77, %76) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,48,13,13],f32>, !torch.vtensor<[192,48,1,1],f32>, !torch.vtensor<[192],f32>) -> !torch.vtensor<[1,192,13,13],f32> 
    %134 = torch.operator "onnx.Relu"(%133) : (!torch.vtensor<[1,192,13,13],f32>) -> !torch.vtensor<[1,192,13,13],f32> 
    %135 = torch.operator "onnx.Conv"(%132, %79, %78) {torch.onnx.kernel_shape = [3 : si64, 3 : si64], torch.onnx.pads = [1 : si64, 1 : si64, 1 : si64, 1 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,48,13,13],f32>, !torch.vtensor<[192,48,3,3],f32>, !torch.vtensor<[192],f32>) -> !torch.vtensor<[1,192,13,13],f32> 
    %136 = torch.operator "onnx.Relu"(%135) : (!torch.vtensor<[1,192,13,13],f32>) -> !torch.vtensor<[1,192,13,13],f32> 
    %137 = torch.operator "onnx.Concat"(%134, %136) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[1,192,13,13],f32>, !torch.vtensor<[1,192,13,13],f32>) -> !torch.vtensor<[1,384,13,13],f32> 
    %138 = torch.operator "onnx.Conv"(%137, %85, %44) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,384,13,13],f32>, !torch.vtensor<[64,384,1,1],f32>, !torch.vtensor<[64],f32>) -> !torch.vtensor<[1,64,13,13],f32> 
    %139 = torch.operator "onnx.Relu"(%138) : (!torch.vtensor<[1,64,13,13],f32>) -> !torch.vtensor<[1,64,13,13],f32> 
    %140 = torch.operator "onnx.Conv"(%139, %82, %81) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,64,13,13],f32>, !torch.vtensor<[256,64,1,1],f32>, !torch.vtensor<[256],f32>) -> !torch.vtensor<[1,256,13,13],f32> 
    %141 = torch.operator "onnx.Relu"(%140) : (!torch.vtensor<[1,256,13,13],f32>) -> !torch.vtensor<[1,256,13,13],f32> 
    %142 = torch.operator "onnx.Conv"(%139, %84, %83) {torch.onnx.kernel_shape = [3 : si64, 3 : si64], torch.onnx.pads = [1 : si64, 1 : si64, 1 : si64, 1 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,64,13,13],f32>, !torch.vtensor<[256,64,3,3],f32>, !torch.vtensor<[256],f32>) -> !torch.vtensor<[1,256,13,13],f32> 
    %143 = torch.operator "onnx.Relu"(%142) : (!torch.vtensor<[1,256,13,13],f32>) -> !torch.vtensor<[1,256,13,13],f32> 
    %144 = torch.operator "onnx.Concat"(%141, %143) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[1,256,13,13],f32>, !torch.vtensor<[1,256,13,13],f32>) -> !torch.vtensor<[1,512,13,13],f32> 
    %145 = torch.operator "onnx.Conv"(%144, %90, %50) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,512,13,13],f32>, !torch.vtensor<[64,512,1,1],f32>, !torch.vtensor<[64],f32>) -> !torch.vtensor<[1,64,13,13],f32> 
    %146 = torch.operator "onnx.Relu"(%145) : (!torch.vtensor<[1,64,13,13],f32>) -> !torch.vtensor<[1,64,13,13],f32> 
    %147 = torch.operator "onnx.Conv"(%146, %87, %86) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,64,13,13],f32>, !torch.vtensor<[256,64,1,1],f32>, !torch.vtensor<[256],f32>) -> !torch.vtensor<[1,256,13,13],f32> 
    %148 = torch.operator "onnx.Relu"(%147) : (!torch.vtensor<[1,256,13,13],f32>) -> !torch.vtensor<[1,256,13,13],f32> 
    %149 = torch.operator "onnx.Conv"(%146, %89, %88) {torch.onnx.kernel_shape = [3 : si64, 3 : si64], torch.onnx.pads = [1 : si64, 1 : si64, 1 : si64, 1 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,64,13,13],f32>, !torch.vtensor<[256,64,3,3],f32>, !torch.vtensor<[256],f32>) -> !torch.vtensor<[1,256,13,13],f32> 
    %150 = torch.operator "onnx.Relu"(%149) : (!torch.vtensor<[1,256,13,13],f32>) -> !torch.vtensor<[1,256,13,13],f32> 
    %151 = torch.operator "onnx.Concat"(%148, %150) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[1,256,13,13],f32>, !torch.vtensor<[1,256,13,13],f32>) -> !torch.vtensor<[1,512,13,13],f32> 
    %152 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<5.000000e-01> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %153:2 = torch.operator "onnx.Dropout"(%151, %152) : (!torch.vtensor<[1,512,13,13],f32>, !torch.vtensor<[],f32>) -> (!torch.vtensor<[1,512,13,13],f32>, !torch.vtensor<[1,512,13,13],i1>) 
    %154 = torch.operator "onnx.Conv"(%153#0, %53, %52) {torch.onnx.kernel_shape = [1 : si64, 1 : si64], torch.onnx.pads = [0 : si64, 0 : si64, 0 : si64, 0 : si64], torch.onnx.strides = [1 : si64, 1 : si64]} : (!torch.vtensor<[1,512,13,13],f32>, !torch.vtensor<[1000,512,1,1],f32>, !torch.vtensor<[1000],f32>) -> !torch.vtensor<[1,1000,13,13],f32> 
    %155 = torch.operator "onnx.Relu"(%154) : (!torch.vtensor<[1,1000,13,13],f32>) -> !torch.vtensor<[1,1000,13,13],f32> 
    %156 = torch.operator "onnx.GlobalAveragePool"(%155) : (!torch.vtensor<[1,1000,13,13],f32>) -> !torch.vtensor<[1,1000,1,1],f32> 
    %157 = torch.operator "onnx.Shape"(%156) : (!torch.vtensor<[1,1000,1,1],f32>) -> !torch.vtensor<[4],si64> 
    %158 = torch.operator "onnx.Flatten"(%156) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[1,1000,1,1],f32>) -> !torch.vtensor<[1,1000],f32> 
    %159 = torch.operator "onnx.Softmax"(%158) {torch.onnx.axis = -1 : si64} : (!torch.vtensor<[1,1000],f32>) -> !torch.vtensor<[1,1000],f32> 
    %160 = torch.operator "onnx.Reshape"(%159, %157) : (!torch.vtensor<[1,1000],f32>, !torch.vtensor<[4],si64>) -> !torch.vtensor<[1,1000,1,1],f32> 
    return %160 : !torch.vtensor<[1,1000,1,1],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      conv10_b_0__SHAPE: "0x08000000E803000000000000",
      conv10_w_0__SHAPE: "0x08000000E803000000000000000200000000000001000000000000000100000000000000",
      conv1_b_0: "0x0800000096816BBC46CE243E16A387BC3226AE3B09C92CBD054EA2BDD3C8413E26A5083E6EDE023D4E2B8C3DCCB04ABDA58B993B593136BCAA3A783DCDE0863EC39B573B1D01613D3263203D22A4053E16D0FF3B7DC549BC505B693DBB3DF33DD430333D5D7A40BDB6A30F3B16832E3E0FDD013CA4EE4D3DFE54143D21A55ABD5A53043CB29B703C0F20D43D20058C3B48611ABCF874AD3C441C07BCD51334BD0DFBA8BB9260C8BC452DF9BC0F2CDCBC31EE84BAB7612CBDE147353D41F8813DF193483E7A9CEF3C7133763CA405833D64EC283E2B3F343D346407BD9D14963B9B60633B129C6A3C22EF583D6EB081BDBB71823D2589543DE75152BC1FDC463D115EC6BC",
      conv1_w_0__SHAPE: "0x080000004000000000000000030000000000000003000000000000000300000000000000",
      _fire2_expand1x1_b_0: "0x08000000D6146C3A8867813D36E2023D71D9493DED0452B90D43473DB1AAFFBCEB2F103D394AD33D0F87153E0F6C703D9BEA4C3D2C4FCB3DFE793CBB7A3A7EBC57ED41BB3B25563D311137BBD46BE03D01CD28BD47820C3E89F82DBDA08B6A3D942F863DF0B8AC3DF2ED0D3C343DC2BC39E8443DC9FC75BD7A49143DE36FDB3C8440B73D2F16593CFFE21EBB1025883C48A7CB3C302023BC85FA07BD3EFEBB3CDFB4E9BB2E916BBD3E5F133DA8A2AEBC19A33F3DA009673DF4BE223DF896B53BD8B65DBB64B22D3C26CF78BB2947B23C0236F23C9B2820BD4A572B3B70D608BD43984FBCBFC0A0BCE3122ABD718E0B3D4E45CA3DC5ABB13C7E28FF3B81AEB93C11DEA83B",
      _fire2_expand1x1_w_0__SHAPE: "0x080000004000000000000000100000000000000001000000000000000100000000000000",
      _fire2_expand3x3_b_0: "0x08000000A93E733D21C8C33C5045D93CD7546DBC770B993C75A2F83B0FDD62BB11DF9ABC213494BB323107BC77DC8E3CAF7ED43CB50B5ABCC52F5C3C5493A8BA5537DBBCA514C9BC4E01BA3C920A983D6E9A13BDC87AB83C596091BCB1951ABC9241BBBCC9E4553C6BAA02BC6A1714BDDDFC4B3C393BCEBBDEC2B63C405C243D7F7507BCC3BFA4BC5A31AFBCE96E353D72B34F3BA2A32BBC941554BD76B638BC6A943C3C0EED343DC6567B3B22D9763CD54FC1BC43CC2EBC7C50B83CB0B05CBC753AEABCA10D813C06E696BC3308EF3C61AC993C574BBABCCF99C0BCCAE822BC9AAD78BC5A988B3D6FECB73C3FB8053CB4BE8DBBEFDCDB3BFA0481BC95EBC6BC0484043C",
      _fire2_expand3x3_w_0__SHAPE: "0x080000004000000000000000100000000000000003000000000000000300000000000000",
      _fire2_squeeze1x1_b_0: "0x0800000040F990BDE392433DD9EFD53C6D4C7C3B04ACC6BCD617FC3D4894E23D2868EEBDDEBE58BDD60A533EB5A9C33D4927CE38E3263C3EA0BF773D576682BDC78E783E",
      _fire2_squeeze1x1_w_0__SHAPE: "0x080000001000000000000000400000000000000001000000000000000100000000000000",
      _fire3_expand1x1_b_0: "0x0800000030A049BCF3FCE8BCFAF0B439B31B6DBDB4E514BD663829BD49946CBCB63D053EBEA021BD4F296DBD52C060BCBD920CBD8A93B03C6ADF6BBD93EF033D8246E4BC934A89BDCE76BEBC3A7141BDCB9ABD3C2063E23C227FE1BC9518253D7E52DF3CC873CB3C0BCE05BDC375023D7E842B3C6A2E263D0897683DFB8882BC657A66BC6ABDC03D448722BCDF19AC3C3F844D3D592116BDE5D0A33DC0411DBCC6C59B3EA228643D02E451BDE2EA983D3568D5BC9BDF4B3D9180FC3C9DE5933CE6C6073D2B6E49BD5EBC07BD362A59BD024CE73C6E34BEBC700BA03C43A73BBB176797BBEDB33B3D28BCAE3C497F403DA7DEEFBAD62CC4BCD839683CE7DFD23C7A7798BC",
      _fire3_expand1x1_w_0__SHAPE: "0x080000004000000000000000100000000000000001000000000000000100000000000000",
      _fire3_expand3x3_b_0: "0x08000000C567ABBC926CF6BCBF0DC6BB9889C33C7817883C2CE1FFBC022ED3BC60B49F3CB7BEF5BA19F847BDF2DCCEBB46C328BD418B903D0EAECABB2E9B5BBD1F5508BCC4D8DCBCF76AD73C651F03BC196DECBBE25586BB8E2C483C9ED5CEBB591071BC38B0B83CFC123C3D61CCB4BCCEAD0E3BD1CA173C1560BC3CA5B95C3B38A4A53C41EDA63B519A24BBA9BEB3BC9D7D64BCD3877F3CAEDF54BC0C7E283D77DDC4BB329F02BC12F03E3C54452F3D1B373ABCFF24C7BC5D9590BC77963DBD0EFBAB3B02916FBC101BEE3BF32713BDB8F3B9BC58A58FBCDE9D70BCD50A463D026DECBB1D0AA63D9C2201BDC9F622BC3D2CA6BCA7963F3CE38DD33D0292C4BC9DFA5E3C",
      _fire3_expand3x3_w_0__SHAPE: "0x080000004000000000000000100000000000000003000000000000000300000000000000",
      _fire3_squeeze1x1_b_0: "0x080000009008013EF410363EA4B3CFBDF0790EBD18FB833D374CA73EB354E53D5B5F8B3CDDE69C3D326A083E1CDBE33C83DA883DF3CA0CBC3EEFB03DBB37AABBC040F23D",
      _fire3_squeeze1x1_w_0__SHAPE: "0x080000001000000000000000800000000000000001000000000000000100000000000000",
      _fire4_expand1x1_b_0__SHAPE: "0x080000008000000000000000",
      _fire4_expand1x1_w_0__SHAPE: "0x080000008000000000000000200000000000000001000000000000000100000000000000",
      _fire4_expand3x3_b_0__SHAPE: "0x080000008000000000000000",
      _fire4_expand3x3_w_0__SHAPE: "0x080000008000000000000000200000000000000003000000000000000300000000000000",
      _fire4_squeeze1x1_b_0: "0x080000009E427ABB94298F3CAEFC3ABD6B838CBB56F812BD7D02DC3CADD2B4BC538FF43C4D2D663DDC3534BD3468D63D12AFFC3C0328AC3C5FFE963D12F2DEBD2565D3BDE1E1C8BD0A6F81BBC7D7E13D881001BC7B378EBD10290E3ED5FCA63D451FE03C781329BD29AA9EB9B27CBBBCCD85AC3DD5D9033E9006923C73F7283DAA89473D",
      _fire4_squeeze1x1_w_0__SHAPE: "0x080000002000000000000000800000000000000001000000000000000100000000000000",
      _fire5_expand1x1_b_0__SHAPE: "0x080000008000000000000000",
      _fire5_expand1x1_w_0__SHAPE: "0x080000008000000000000000200000000000000001000000000000000100000000000000",
      _fire5_expand3x3_b_0__SHAPE: "0x080000008000000000000000",
      _fire5_expand3x3_w_0__SHAPE: "0x080000008000000000000000200000000000000003000000000000000300000000000000",
      _fire5_squeeze1x1_b_0: "0x08000000BA68633D76089BBAFAC51B3E6C30E63C0796D43D39D646BE0D46623D4D9C84BD9E87993BC4B3CEBDF654D2BB77A54B3DF6CAC33B0B0E91BC33BB9F3C4BBE8F3DEF781D3DA93B9ABCAF0A503D8C97D63DB727663D3E508C3C7DF4CEBCE6BF2C3B1475E33D5FA130B9365D0B3DDCE6B73DB82DA8BD63133EBC8BA8923D1CFEA23D",
      _fire5_squeeze1x1_w_0__SHAPE: "0x080000002000000000000000000100000000000001000000000000000100000000000000",
      _fire6_expand1x1_b_0__SHAPE: "0x08000000C000000000000000",
      _fire6_expand1x1_w_0__SHAPE: "0x08000000C000000000000000300000000000000001000000000000000100000000000000",
      _fire6_expand3x3_b_0__SHAPE: "0x08000000C000000000000000",
      _fire6_expand3x3_w_0__SHAPE: "0x08000000C000000000000000300000000000000003000000000000000300000000000000",
      _fire6_squeeze1x1_b_0: "0x080000001A2F893C928105BB64EA78BDD298743D91A0A53D5F12A43B25088BBC6E64953DBB2B14BDD8C1BFBB677100BC5021603D48DCBB3CC45709BDD69A153DD072283D56FE0E3C040FAC3C135139BCC08FBA3BF825253D053FF4BC6598543BE52114BD9BE5ACBD23EB30BC099E0FBD2354233D4F0260BD56B505BD0A26A8BD8101773C4252683BBBE2F6BDC10EEC3D2C500BBC5A14AA3B7DD50A3DA29D4F3B7136553D7958F7BCACA06FBCAFD59BBC6E9C923DDE59703DC005923DA77D7ABDF9ED093E",
      _fire6_squeeze1x1_w_0__SHAPE: "0x080000003000000000000000000100000000000001000000000000000100000000000000",
      _fire7_expand1x1_b_0__SHAPE: "0x08000000C000000000000000",
      _fire7_expand1x1_w_0__SHAPE: "0x08000000C000000000000000300000000000000001000000000000000100000000000000",
      _fire7_expand3x3_b_0__SHAPE: "0x08000000C000000000000000",
      _fire7_expand3x3_w_0__SHAPE: "0x08000000C000000000000000300000000000000003000000000000000300000000000000",
      _fire7_squeeze1x1_b_0: "0x08000000F257413D2DC77D3CFA772C3E6629C03C113721BA72B1EBBCA2B1823D2D7C843D0907213D20DB993D23B70C3E8C5545BEC391FE3BF943B13C234E203D5732043E8F30CE3DFCA9B63D12136DBC48D86FBDCA28FFBDDB08CD3D59473FBDF1F6C53DAEC941BDE20DD7BD7A191BBE561EF33DDB7F613D77CA96BDC4B6EDBD0CA0B23D358592BC722BAB3CA1A965BDF75D163E0C3E38BC4E87EF3A53F2933D1C3F53BD525F87BD63EA29BD0431DA3DB3EBAB3D27E4BEBB841C383B8ADA153D89DBA73D",
      _fire7_squeeze1x1_w_0__SHAPE: "0x080000003000000000000000800100000000000001000000000000000100000000000000",
      _fire8_expand1x1_b_0__SHAPE: "0x080000000001000000000000",
      _fire8_expand1x1_w_0__SHAPE: "0x080000000001000000000000400000000000000001000000000000000100000000000000",
      _fire8_expand3x3_b_0__SHAPE: "0x080000000001000000000000",
      _fire8_expand3x3_w_0__SHAPE: "0x080000000001000000000000400000000000000003000000000000000300000000000000",
      _fire8_squeeze1x1_b_0: "0x08000000DD52AC3F0169B9BD2C38CC3D3E380DBE027AF23C9D85E8BD9270E0BD3F8BC7BDB0EBFF3D9F6C8A3D8FBB333DE34CF5BD83909BBF0FE3453DA9C8C23EC93FD63DF43BAF3DCA7FE0BC4FB6093DFC0E1BBE2E2E883C6646E7BDE705AF3C017E51BD4D64AA3DB741113E72774E3CA866433DF9A199BEC3FC43BF8020B53EF0C2E13C22A384BE8BBF8DBD003F34BDACE2703EDABF323DE464F73D57F550BDD03DB33C45C0C43C2B1E993E426E4D3E814010409AA84CBE9244C93D9D18E240135DB03C9CE27B3E545CE0BA7A0A383E8CB383BD954040BC9573A73DF986C3BDCAEBEA3D72BA92BE3D1996BE9DB3E3BD5517023D65FA8ABCFC6FB4BE1EBFA8BDEF2B9A3B",
      _fire8_squeeze1x1_w_0__SHAPE: "0x080000004000000000000000800100000000000001000000000000000100000000000000",
      _fire9_expand1x1_b_0__SHAPE: "0x080000000001000000000000",
      _fire9_expand1x1_w_0__SHAPE: "0x080000000001000000000000400000000000000001000000000000000100000000000000",
      _fire9_expand3x3_b_0__SHAPE: "0x080000000001000000000000",
      _fire9_expand3x3_w_0__SHAPE: "0x080000000001000000000000400000000000000003000000000000000300000000000000",
      _fire9_squeeze1x1_b_0: "0x080000006622A43DC5B23FBDFEEEF0BD101CDB3D0DC70ABCC9620ABF3551563D7F31CF3C1AF1C43D8A2A91BD265C04BE006B08BD022DE73A6455A8BDD66735BD822D183E314452BD57A7F6BD8B77EDBD40B9E8BDB1FC19BE33CCE13D01FA923DB28E78BEAD7BE43DCCF77DBED0D43DBD91B5F73C5634CDBC0C240B3D80B04EBDFA0A3B3EDEDD4DBDC2BE9EBDF2DB00BD29EE97BDD7BA8CBC9E05C13D9AE5143E4944DD3D492A8ABD78D0F83BF79EED3E80B9C13A842B71BF1458BBBDB2C124BEA5C241BDA83305BCF1CC21BC8D447E3B0D6B923DEACF853D80F4A1BDC935BFBB41369CBC55559FBD9AE4A6BD3D3C683E7B490BBF6D64893EBBB602BE6004BABD9CAF74BD",
      _fire9_squeeze1x1_w_0__SHAPE: "0x080000004000000000000000000200000000000001000000000000000100000000000000"
    }
  }
#-}

