// Reductions: sum over rows and columns (linalg.reduce), max, min via a
// linalg.generic, a full reduction to a 0-d tensor, an i32 sum, and an
// argmax (linalg.generic with two outputs: value and index).
func.func @main(%x: tensor<3x5xf32>, %n: tensor<3x5xi32>) -> (tensor<3xf32>, tensor<5xf32>, tensor<3xf32>, tensor<f32>, tensor<5xi32>, tensor<3xi32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %zi = arith.constant 0 : i32
  %e3 = tensor.empty() : tensor<3xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %rows = linalg.reduce ins(%x : tensor<3x5xf32>) outs(%z3 : tensor<3xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  %e5 = tensor.empty() : tensor<5xf32>
  %m5 = linalg.fill ins(%ninf : f32) outs(%e5 : tensor<5xf32>) -> tensor<5xf32>
  %cols = linalg.reduce ins(%x : tensor<3x5xf32>) outs(%m5 : tensor<5xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %r = arith.maximumf %a, %acc : f32
      linalg.yield %r : f32
    }
  %m5_3 = linalg.fill ins(%ninf : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %p3 = linalg.fill ins(%pinf : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %mins = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x5xf32>) outs(%p3 : tensor<3xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.minimumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<3xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %all = linalg.reduce ins(%x : tensor<3x5xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %acc: f32) {
      %sq = arith.mulf %a, %a : f32
      %r = arith.addf %sq, %acc : f32
      linalg.yield %r : f32
    }
  %ei = tensor.empty() : tensor<5xi32>
  %zi5 = linalg.fill ins(%zi : i32) outs(%ei : tensor<5xi32>) -> tensor<5xi32>
  %isum = linalg.reduce ins(%n : tensor<3x5xi32>) outs(%zi5 : tensor<5xi32>) dimensions = [0]
    (%a: i32, %acc: i32) {
      %r = arith.addi %a, %acc : i32
      linalg.yield %r : i32
    }
  %ea = tensor.empty() : tensor<3xi32>
  %za = linalg.fill ins(%zi : i32) outs(%ea : tensor<3xi32>) -> tensor<3xi32>
  %am:2 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x5xf32>) outs(%m5_3, %za : tensor<3xf32>, tensor<3xi32>) {
  ^bb0(%a: f32, %best: f32, %idx: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf ogt, %a, %best : f32
    %nb = arith.select %gt, %a, %best : f32
    %ni = arith.select %gt, %ji, %idx : i32
    linalg.yield %nb, %ni : f32, i32
  } -> (tensor<3xf32>, tensor<3xi32>)
  return %rows, %cols, %mins, %all, %isum, %am#1 : tensor<3xf32>, tensor<5xf32>, tensor<3xf32>, tensor<f32>, tensor<5xi32>, tensor<3xi32>
}
