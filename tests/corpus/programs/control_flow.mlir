// Control flow on scalars around tensor work: scf.for with a tensor
// loop-carried value (n iterations of x = x * 0.5 + 1), scf.if choosing
// between two tensor computations from a compared scalar, and scf.while
// doubling a tensor until its first element exceeds a limit read from a
// tensor (host readback via tensor.extract).
func.func @main(%x: tensor<4xf32>, %n: i32, %flag: i32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nidx = arith.index_cast %n : i32 to index
  %half = arith.constant dense<0.5> : tensor<4xf32>
  %one = arith.constant dense<1.0> : tensor<4xf32>
  %loop = scf.for %i = %c0 to %nidx step %c1 iter_args(%acc = %x) -> (tensor<4xf32>) {
    %m = arith.mulf %acc, %half : tensor<4xf32>
    %a = arith.addf %m, %one : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  }
  %zero = arith.constant 0 : i32
  %cond = arith.cmpi sgt, %flag, %zero : i32
  %sel = scf.if %cond -> (tensor<4xf32>) {
    %e = math.exp %x : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  } else {
    %ng = arith.negf %x : tensor<4xf32>
    scf.yield %ng : tensor<4xf32>
  }
  %limit = arith.constant 100.0 : f32
  %two = arith.constant dense<2.0> : tensor<4xf32>
  %start = math.absf %x : tensor<4xf32>
  %s1 = arith.addf %start, %one : tensor<4xf32>
  %w:2 = scf.while (%t = %s1, %k = %zero) : (tensor<4xf32>, i32) -> (tensor<4xf32>, i32) {
    %v = tensor.extract %t[%c0] : tensor<4xf32>
    %lt = arith.cmpf olt, %v, %limit : f32
    scf.condition(%lt) %t, %k : tensor<4xf32>, i32
  } do {
  ^bb0(%t: tensor<4xf32>, %k: i32):
    %d = arith.mulf %t, %two : tensor<4xf32>
    %i1 = arith.constant 1 : i32
    %k1 = arith.addi %k, %i1 : i32
    scf.yield %d, %k1 : tensor<4xf32>, i32
  }
  return %loop, %sel, %w#0, %w#1 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, i32
}
