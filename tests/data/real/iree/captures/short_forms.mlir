func.func @short_forms(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %init: tensor<4xf32>, %v: vector<4x8xf32>, %acc: vector<4xf32>, %lhs: vector<4x8xf32>, %rhs: vector<8x4xf32>, %out: vector<4x4xf32>, %n: index, %h: tensor<8x64xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, f32, vector<4xf32>, vector<4x4xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32> loc("model.py":2:8)
  %sum = linalg.map ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %s = arith.addf %x, %y fastmath<fast> : f32 loc("model.py":3:10)
      linalg.yield %s : f32 loc("model.py":3:10)
    } loc("model.py":3:10)
  %total = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %y, %x : f32 loc("model.py":4:11)
      linalg.yield %s : f32 loc("model.py":4:11)
    } loc("model.py":4:11)
  %abs = linalg.map ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>)
    (%x: f32, %o: f32) {
      %s = math.absf %x : f32 loc("model.py":5:9)
      linalg.yield %s : f32 loc("model.py":5:9)
    } loc("model.py":5:9)
  %m = vector.create_mask %n : vector<8xi1> loc("model.py":6:7)
  %row = vector.extract %v[0] : vector<8xf32> from vector<4x8xf32> loc("model.py":6:7)
  %r = vector.mask %m { vector.reduction <add>, %row : vector<8xf32> into f32 } : vector<8xi1> -> f32 loc("model.py":6:12)
  %m2 = vector.create_mask %n, %n : vector<4x8xi1> loc("model.py":7:7)
  %r2 = vector.mask %m2 { vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32> loc("model.py":7:12)
  %m3 = vector.create_mask %n, %n, %n : vector<4x4x8xi1> loc("model.py":8:7)
  %mm = vector.mask %m3 { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %lhs, %rhs, %out : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32> } : vector<4x4x8xi1> -> vector<4x4xf32> loc("model.py":8:12)
  %c0 = arith.constant 0 : index loc("model.py":9:3)
  %c1 = arith.constant 1 : index loc("model.py":9:3)
  %zero = arith.constant dense<0.0> : tensor<f32> loc("model.py":10:3)
  %hsum = stablehlo.reduce(%h init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32> loc("model.py":10:14)
  %buf = memref.alloc(%n) : memref<?xf32> loc("model.py":11:3)
  %f0 = arith.constant 0.0 : f32 loc("model.py":11:3)
  scf.for %i = %c0 to %n step %c1 {
    %cond = arith.cmpi slt, %i, %c1 : index loc("model.py":12:5)
    scf.if %cond {
      memref.store %f0, %buf[%i] : memref<?xf32> loc("model.py":13:7)
    } loc("model.py":12:5)
  } loc("model.py":11:3)
  affine.for %j = 0 to 4 {
    memref.alloca_scope {
      %t = memref.alloca() : memref<4xf32> loc("model.py":14:9)
      memref.store %f0, %t[%j] : memref<4xf32> loc("model.py":14:11)
      %l = memref.load %t[%j] : memref<4xf32> loc("model.py":14:13)
      memref.store %l, %buf[%j] : memref<?xf32> loc("model.py":14:15)
    } loc("model.py":14:5)
  } loc("model.py":14:3)
  return %sum, %total, %abs, %r, %r2, %mm, %hsum : tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, f32, vector<4xf32>, vector<4x4xf32>, tensor<8xf32> loc("model.py":15:3)
} loc("model.py":1:1)
