module {
  util.func public @scfMixedControlFlow(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.clone %arg1 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
    %1 = scf.if %arg0 -> (i32) {
      %3 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %c0_i32) -> (i32) {
        %4 = stream.async.slice %0[%c0 to %c4] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c4}
        %5 = stream.async.transfer %4 : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
        %6 = stream.async.load %5[%c0] : !stream.resource<staging>{%c4} -> i32
        %7 = arith.addi %arg3, %6 : i32
        scf.yield %7 : i32
      }
      scf.yield %3 : i32
    } else {
      %3:2 = scf.while (%arg2 = %c0_i32, %arg3 = %c0) : (i32, index) -> (i32, index) {
        %4 = arith.cmpi slt, %arg3, %c2 : index
        scf.condition(%4) %arg2, %arg3 : i32, index
      } do {
      ^bb0(%arg2: i32, %arg3: index):
        %4 = stream.async.slice %0[%c8 to %c16] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
        %5 = stream.async.transfer %4 : !stream.resource<external>{%c8} -> !stream.resource<staging>{%c8}
        %6 = stream.async.load %5[%c0] : !stream.resource<staging>{%c8} -> i32
        %7 = arith.addi %arg2, %6 : i32
        %8 = arith.addi %arg3, %c1 : index
        scf.yield %7, %8 : i32, index
      }
      scf.yield %3#0 : i32
    }
    %2 = stream.async.splat %1 : i32 -> !stream.resource<external>{%c4}
    util.return %2 : !stream.resource<external>
  }
}

