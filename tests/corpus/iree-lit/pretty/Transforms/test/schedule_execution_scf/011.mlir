module {
  util.func public @scfWhileBasic(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    %c0_i32 = arith.constant 0 : i32
    %c100_i32 = arith.constant 100 : i32
    %0:2 = scf.while (%arg1 = %c0_i32, %arg2 = %c0) : (i32, index) -> (i32, index) {
      %2 = arith.cmpi slt, %arg2, %c10 : index
      scf.condition(%2) %arg1, %arg2 : i32, index
    } do {
    ^bb0(%arg1: i32, %arg2: index):
      %2 = stream.async.slice %arg0[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
      %3 = stream.async.transfer %2 : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
      %4 = stream.async.load %3[%c0] : !stream.resource<staging>{%c4} -> i32
      %5 = arith.addi %arg1, %4 : i32
      %6 = arith.addi %arg2, %c1 : index
      scf.yield %5, %6 : i32, index
    }
    %1 = stream.async.splat %0#0 : i32 -> !stream.resource<external>{%c4}
    util.return %1 : !stream.resource<external>
  }
}

