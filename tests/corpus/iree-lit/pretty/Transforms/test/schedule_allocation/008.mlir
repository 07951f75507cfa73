module {
  util.func public @tiedOperands(%arg0: !stream.resource<transient>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c255_i32 = arith.constant 255 : i32
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<transient>{%arg1}) -> %arg0{%arg1} {
      %1 = stream.async.fill %c255_i32, %arg2[%c0 to %c128 for %c128] : i32 -> %arg2 as !stream.resource<transient>{%arg1}
      stream.yield %1 : !stream.resource<transient>{%arg1}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results : !stream.resource<transient>
    util.return
  }
}

