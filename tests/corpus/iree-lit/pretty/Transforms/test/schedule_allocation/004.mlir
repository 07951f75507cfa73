module {
  util.initializer {
    %c254_i32 = arith.constant 254 : i32
    %c128 = arith.constant 128 : index
    %results, %result_timepoint = stream.async.execute with() -> !stream.resource<transient>{%c128} {
      %1 = stream.async.splat %c254_i32 : i32 -> !stream.resource<transient>{%c128}
      stream.yield %1 : !stream.resource<transient>{%c128}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results : !stream.resource<transient>
    util.return
  }
}

