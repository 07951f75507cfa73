module {
  util.func public @applyAsyncSplatOp(%arg0: index) {
    %c255_i32 = arith.constant 255 : i32
    %results, %result_timepoint = stream.async.execute with() -> !stream.resource<transient>{%arg0} {
      %1 = stream.async.splat %c255_i32 : i32 -> !stream.resource<transient>{%arg0}
      stream.yield %1 : !stream.resource<transient>{%arg0}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results : !stream.resource<transient>
    util.return
  }
}

