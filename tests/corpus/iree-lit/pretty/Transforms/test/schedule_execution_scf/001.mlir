module {
  util.func public @scfForWithDependency(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c11 = arith.constant 11 : index
    %c48 = arith.constant 48 : index
    %c0_i64 = arith.constant 0 : i64
    %c5_i64 = arith.constant 5 : i64
    %0 = stream.async.clone %arg0 : !stream.resource<external>{%c48} -> !stream.resource<external>{%c48}
    %1 = scf.for %arg1 = %c0 to %c11 step %c1 iter_args(%arg2 = %c0_i64) -> (i64) {
      %3 = arith.muli %arg1, %c4 : index
      %4 = arith.addi %3, %c4 : index
      %5 = stream.async.slice %0[%3 to %4] : !stream.resource<external>{%c48} -> !stream.resource<external>{%c4}
      %6 = stream.async.transfer %5 : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
      %7 = stream.async.load %6[%c0] : !stream.resource<staging>{%c4} -> i32
      %8 = arith.extsi %7 : i32 to i64
      %9 = arith.cmpi eq, %8, %c5_i64 : i64
      %10 = arith.extui %9 : i1 to i64
      %11 = arith.addi %arg2, %10 : i64
      scf.yield %11 : i64
    }
    %2 = stream.async.splat %1 : i64 -> !stream.resource<external>{%c4}
    util.return %2 : !stream.resource<external>
  }
}

