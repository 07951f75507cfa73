// iree_linalg_ext.sort along dimension 0 of 6x70 i32 keys (few distinct
// values: many ties), descending (cmpi sgt), carrying f32 values; 70
// columns are more than one block of rows of the interpreter.
func.func @main(%k: tensor<6x70xi32>, %v: tensor<6x70xf32>) -> (tensor<6x70xi32>, tensor<6x70xf32>) {
  %s:2 = iree_linalg_ext.sort dimension(0) outs(%k, %v : tensor<6x70xi32>, tensor<6x70xf32>) {
  ^bb0(%x: i32, %y: i32, %p: f32, %q: f32):
    %gt = arith.cmpi sgt, %x, %y : i32
    iree_linalg_ext.yield %gt : i1
  } -> tensor<6x70xi32>, tensor<6x70xf32>
  return %s#0, %s#1 : tensor<6x70xi32>, tensor<6x70xf32>
}
