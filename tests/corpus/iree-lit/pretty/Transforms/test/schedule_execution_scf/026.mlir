module {
  util.func public @cloneableBarrierDeeplyNested(%arg0: !stream.resource<external>, %arg1: i1, %arg2: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %0 = stream.async.clone %arg0 : !stream.resource<external>{%c8} -> !stream.resource<external>{%c8}
    %1 = util.optimization_barrier %0 : !stream.resource<external>
    %2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (!stream.resource<external>) {
      %3 = scf.if %arg1 -> (!stream.resource<external>) {
        %results, %result_timepoint = stream.async.execute with(%1 as %arg5: !stream.resource<external>{%c8}) -> !stream.resource<external>{%c4} {
          %5 = stream.async.slice %arg5[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
          stream.yield %5 : !stream.resource<external>{%c4}
        } => !stream.timepoint
        %4 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c4}
        scf.yield %4 : !stream.resource<external>
      } else {
        scf.yield %arg4 : !stream.resource<external>
      }
      scf.yield %3 : !stream.resource<external>
    }
    util.return %2 : !stream.resource<external>
  }
}

