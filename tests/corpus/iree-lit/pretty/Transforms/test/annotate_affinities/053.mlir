module {
  util.func public @stream_yield_consumer_affinity(%arg0: index) -> !stream.resource<transient> {
    %cst = stream.async.constant on(#hal.device.promise<@dev_a>) : !stream.resource<transient>{%arg0} = dense<3> : tensor<8xi32>
    %results, %result_timepoint = stream.async.execute on(#hal.device.promise<@dev_a>) with(%cst as %arg1: !stream.resource<transient>{%arg0}) -> !stream.resource<transient>{%arg0} {
      %0 = stream.async.clone %arg1 : !stream.resource<transient>{%arg0} -> !stream.resource<transient>{%arg0}
      stream.yield %0 : !stream.resource<transient>{%arg0}
    } => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.async.execute on(#hal.device.promise<@dev_b>) await(%result_timepoint) => with(%results as %arg1: !stream.resource<transient>{%arg0}) -> !stream.resource<transient>{%arg0} {
      %0 = stream.async.clone %arg1 : !stream.resource<transient>{%arg0} -> !stream.resource<transient>{%arg0}
      stream.yield %0 : !stream.resource<transient>{%arg0}
    } => !stream.timepoint
    util.return %results_0 : !stream.resource<transient>
  }
}

