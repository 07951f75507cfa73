module {
  util.func public @scfForWithMultipleRegionUses(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.slice %arg0[%c0 to %c8] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
    %1 = stream.async.slice %arg0[%c8 to %c16] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
    %2 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %c0_i32) -> (i32) {
      %4 = stream.async.transfer %0 : !stream.resource<external>{%c8} -> !stream.resource<staging>{%c8}
      %5 = stream.async.transfer %1 : !stream.resource<external>{%c8} -> !stream.resource<staging>{%c8}
      %6 = stream.async.load %4[%c0] : !stream.resource<staging>{%c8} -> i32
      %7 = stream.async.load %5[%c0] : !stream.resource<staging>{%c8} -> i32
      %8 = arith.addi %arg2, %6 : i32
      %9 = arith.addi %8, %7 : i32
      scf.yield %9 : i32
    }
    %3 = stream.async.splat %2 : i32 -> !stream.resource<external>{%c4}
    util.return %3 : !stream.resource<external>
  }
}

