module {
  util.func public @scfWhileExpansion(%arg0: i32, %arg1: tensor<1xf32>) {
    %c1_i32 = arith.constant 1 : i32
    %c10_i32 = arith.constant 10 : i32
    %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, tensor<1xf32>) -> (i32, tensor<1xf32>) {
      %1 = arith.cmpi slt, %arg2, %c10_i32 : i32
      scf.condition(%1) %arg2, %arg1 : i32, tensor<1xf32>
    } do {
    ^bb0(%arg2: i32, %arg3: tensor<1xf32>):
      %1 = arith.addi %arg2, %c1_i32 : i32
      scf.yield %1, %arg1 : i32, tensor<1xf32>
    }
    util.return
  }
}

