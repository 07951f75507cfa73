module {
  util.func public @concurrentRegions(%arg0: !stream.resource<transient>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c254_i32 = arith.constant 254 : i32
    %c255_i32 = arith.constant 255 : i32
    %results:2, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<transient>{%arg1}) -> (!stream.resource<transient>{%arg1}, !stream.resource<transient>{%arg1}) {
      %2:2 = stream.async.concurrent with(%arg2 as %arg3: !stream.resource<transient>{%arg1}) -> (%arg2{%arg1}, !stream.resource<transient>{%arg1}) {
        %3 = stream.async.fill %c254_i32, %arg3[%c0 to %c128 for %c128] : i32 -> %arg3 as !stream.resource<transient>{%arg1}
        %4 = stream.async.splat %c255_i32 : i32 -> !stream.resource<transient>{%arg1}
        stream.yield %3, %4 : !stream.resource<transient>{%arg1}, !stream.resource<transient>{%arg1}
      }
      stream.yield %2#0, %2#1 : !stream.resource<transient>{%arg1}, !stream.resource<transient>{%arg1}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results#0 : !stream.resource<transient>
    %1 = util.optimization_barrier %results#1 : !stream.resource<transient>
    util.return
  }
}

