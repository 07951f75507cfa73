// Dynamic shapes: a ?x? input, elementwise math, row sums (linalg.reduce on
// a dynamic tensor), tensor.dim returned as index-derived i32 scalars, and a
// dynamic extract_slice whose size comes from a scalar input.
func.func @main(%x: tensor<?x?xf32>, %n: i32) -> (tensor<?x?xf32>, tensor<?xf32>, i32, i32, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %y = arith.mulf %x, %x : tensor<?x?xf32>
  %two = arith.constant 2.0 : f32
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %z = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.subf %a, %two : f32
    linalg.yield %r : f32
  } -> tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty(%d0) : tensor<?xf32>
  %fr = linalg.fill ins(%zero : f32) outs(%er : tensor<?xf32>) -> tensor<?xf32>
  %rs = linalg.reduce ins(%z : tensor<?x?xf32>) outs(%fr : tensor<?xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  %i0 = arith.index_cast %d0 : index to i32
  %i1 = arith.index_cast %d1 : index to i32
  %k = arith.index_cast %n : i32 to index
  %sl = tensor.extract_slice %z[0, 1] [%d0, %k] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %z, %rs, %i0, %i1, %sl : tensor<?x?xf32>, tensor<?xf32>, i32, i32, tensor<?x?xf32>
}
