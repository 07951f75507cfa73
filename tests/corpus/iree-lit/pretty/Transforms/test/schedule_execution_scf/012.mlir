module {
  util.func public @scfWhileWithDependency(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c5 = arith.constant 5 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.clone %arg0 : !stream.resource<external>{%c8} -> !stream.resource<external>{%c8}
    %1:2 = scf.while (%arg1 = %c0_i32, %arg2 = %c0) : (i32, index) -> (i32, index) {
      %3 = arith.cmpi slt, %arg2, %c5 : index
      scf.condition(%3) %arg1, %arg2 : i32, index
    } do {
    ^bb0(%arg1: i32, %arg2: index):
      %3 = stream.async.slice %0[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
      %4 = stream.async.transfer %3 : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
      %5 = stream.async.load %4[%c0] : !stream.resource<staging>{%c4} -> i32
      %6 = arith.addi %arg1, %5 : i32
      %7 = arith.addi %arg2, %c1 : index
      scf.yield %6, %7 : i32, index
    }
    %2 = stream.async.splat %1#0 : i32 -> !stream.resource<external>{%c4}
    util.return %2 : !stream.resource<external>
  }
}

