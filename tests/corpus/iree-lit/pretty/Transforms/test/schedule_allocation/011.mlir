module {
  util.func public @producedResults(%arg0: index, %arg1: index) {
    %c254_i32 = arith.constant 254 : i32
    %c255_i32 = arith.constant 255 : i32
    %results:2, %result_timepoint = stream.async.execute with() -> (!stream.resource<transient>{%arg0}, !stream.resource<transient>{%arg1}) {
      %3 = stream.async.splat %c254_i32 : i32 -> !stream.resource<transient>{%arg0}
      %4 = stream.async.splat %c255_i32 : i32 -> !stream.resource<transient>{%arg1}
      stream.yield %3, %4 : !stream.resource<transient>{%arg0}, !stream.resource<transient>{%arg1}
    } => !stream.timepoint
    %0 = util.optimization_barrier %result_timepoint : !stream.timepoint
    %1 = util.optimization_barrier %results#0 : !stream.resource<transient>
    %2 = util.optimization_barrier %results#1 : !stream.resource<transient>
    util.return
  }
}

