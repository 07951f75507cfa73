module {
  util.func public @applyAsyncFillOp(%arg0: !stream.resource<transient>, %arg1: index) {
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %c144 = arith.constant 144 : index
    %c255_i32 = arith.constant 255 : i32
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1} {
      %1 = stream.async.fill %c255_i32, %arg2[%c16 to %c144 for %c128] : i32 -> %arg2 as !stream.resource<transient>{%arg1}
      stream.yield %1 : !stream.resource<transient>{%arg1}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results : !stream.resource<transient>
    util.return
  }
}

