module {
  util.func public @multiAffinityTrip(%arg0: !stream.timepoint, %arg1: i64) -> (!stream.timepoint, i64) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %0 = stream.tensor.import on(#hal.device.promise<@device_a>) %arg1 : i64 -> tensor<4xf32> in !stream.resource<external>{%c16}
    %results, %result_timepoint = stream.async.execute on(#hal.device.promise<@device_a>) await(%arg0) => with(%0 as %arg2: !stream.resource<external>{%c16}) -> !stream.resource<transient>{%c16} {
      %2 = stream.async.dispatch @executable::@dispatch_a(%arg2[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<transient>{%c16}
      stream.yield %2 : !stream.resource<transient>{%c16}
    } => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.async.execute on(#hal.device.promise<@device_b>) await(%result_timepoint) => with(%results as %arg2: !stream.resource<transient>{%c16}) -> !stream.resource<external>{%c16} {
      %2 = stream.async.dispatch @executable::@dispatch_b(%arg2[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c16}) -> !stream.resource<external>{%c16}
      stream.yield %2 : !stream.resource<external>{%c16}
    } => !stream.timepoint
    %1 = stream.tensor.export on(#hal.device.promise<@device_a>) %results_0 : tensor<4xf32> in !stream.resource<external>{%c16} -> i64
    util.return %result_timepoint_1, %1 : !stream.timepoint, i64
  }
}

