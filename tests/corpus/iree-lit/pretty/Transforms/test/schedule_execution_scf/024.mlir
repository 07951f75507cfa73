module {
  util.func public @cloneWithBarrierAndScfForUse(%arg0: !stream.resource<external>, %arg1: index) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.async.clone %arg0 : !stream.resource<external>{%c8} -> !stream.resource<external>{%c8}
    %1 = util.optimization_barrier %0 : !stream.resource<external>
    %2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %c0_i64) -> (i64) {
      %results, %result_timepoint = stream.async.execute with(%1 as %arg4: !stream.resource<external>{%c8}) -> !stream.resource<staging>{%c4} {
        %7 = stream.async.slice %arg4[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
        %8 = stream.async.transfer %7 : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
        stream.yield %8 : !stream.resource<staging>{%c4}
      } => !stream.timepoint
      %3 = stream.timepoint.await %result_timepoint => %results : !stream.resource<staging>{%c4}
      %4 = stream.async.load %3[%c0] : !stream.resource<staging>{%c4} -> i32
      %5 = arith.extsi %4 : i32 to i64
      %6 = arith.addi %arg3, %5 : i64
      scf.yield %6 : i64
    }
    util.return %2 : i64
  }
}

