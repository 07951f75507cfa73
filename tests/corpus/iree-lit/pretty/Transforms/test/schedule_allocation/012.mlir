module {
  util.global private @device : !hal.device
  util.func public @locals(%arg0: index, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
    %c254_i32 = arith.constant 254 : i32
    %c255_i32 = arith.constant 255 : i32
    %result_timepoint = stream.async.execute on(#hal.device.affinity<@device>) await(%arg2) => with() {
      %0 = stream.async.splat %c254_i32 : i32 -> !stream.resource<transient>{%arg0}
      %1 = stream.async.splat %c255_i32 : i32 -> !stream.resource<transient>{%arg1}
      stream.yield
    } => !stream.timepoint
    util.return %result_timepoint : !stream.timepoint
  }
}

