// Module state: util.global globals (immutable with an initial value,
// mutable tensors and a mutable scalar), a util.initializer computing one of
// them, several public functions and a private helper called from them.
// `main` updates the state twice (calls `step`) and reads it back, so a
// single invocation exercises loads, stores and calls.
util.global private @scale = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
util.global private mutable @acc = dense<0.0> : tensor<4xf32>
util.global private mutable @count : i32
util.global private @table : tensor<2x4xf32>
util.initializer {
  %c = arith.constant 10 : i32
  util.global.store %c, @count : i32
  %s = util.global.load @scale : tensor<4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %b = linalg.broadcast ins(%s : tensor<4xf32>) outs(%e : tensor<2x4xf32>) dimensions = [0]
  %neg = arith.negf %b : tensor<2x4xf32>
  %t = tensor.insert_slice %s into %neg[1, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<2x4xf32>
  util.global.store %t, @table : tensor<2x4xf32>
  util.return
}
func.func private @scaled(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = util.global.load @scale : tensor<4xf32>
  %r = arith.mulf %x, %s : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = util.global.load @acc : tensor<4xf32>
  %y = call @scaled(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %n = arith.addf %a, %y : tensor<4xf32>
  util.global.store %n, @acc : tensor<4xf32>
  %c = util.global.load @count : i32
  %one = arith.constant 1 : i32
  %c1 = arith.addi %c, %one : i32
  util.global.store %c1, @count : i32
  return %n : tensor<4xf32>
}
func.func @get_count() -> i32 {
  %c = util.global.load @count : i32
  return %c : i32
}
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, i32, tensor<2x4xf32>) {
  %0 = call @step(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @step(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %c = call @get_count() : () -> i32
  %t = util.global.load @table : tensor<2x4xf32>
  return %0, %1, %c, %t : tensor<4xf32>, tensor<4xf32>, i32, tensor<2x4xf32>
}
