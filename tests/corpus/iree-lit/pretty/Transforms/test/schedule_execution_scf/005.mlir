module {
  util.func public @scfForZeroIterations(%arg0: !stream.resource<external>, %arg1: index, %arg2: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.clone %arg0 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
    %1 = scf.for %arg3 = %arg1 to %arg2 step %c1 iter_args(%arg4 = %c0_i32) -> (i32) {
      %3 = stream.async.slice %0[%c0 to %c4] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c4}
      %4 = stream.async.transfer %3 : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
      %5 = stream.async.load %4[%c0] : !stream.resource<staging>{%c4} -> i32
      %6 = arith.addi %arg4, %5 : i32
      scf.yield %6 : i32
    }
    %2 = stream.async.splat %1 : i32 -> !stream.resource<external>{%c4}
    util.return %2 : !stream.resource<external>
  }
}

