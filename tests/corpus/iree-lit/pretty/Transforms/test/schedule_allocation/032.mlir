module {
  util.func public @multiAffinityLotsOfDevices(%arg0: !stream.timepoint) {
    %c16 = arith.constant 16 : index
    %results, %result_timepoint = stream.async.execute on(#hal.device.promise<@device_a>) await(%arg0) => with() -> !stream.resource<constant>{%c16} {
      %cst = stream.async.constant : !stream.resource<constant>{%c16} = dense<4> : tensor<4x2xi16>
      stream.yield %cst : !stream.resource<constant>{%c16}
    } => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.async.execute on(#hal.device.promise<@device_b>) await(%result_timepoint) => with(%results as %arg1: !stream.resource<constant>{%c16}) -> !stream.resource<constant>{%c16} {
      stream.yield %arg1 : !stream.resource<constant>{%c16}
    } => !stream.timepoint
    %results_2, %result_timepoint_3 = stream.async.execute on(#hal.device.promise<@device_c>) await(%result_timepoint) => with(%results as %arg1: !stream.resource<constant>{%c16}) -> !stream.resource<constant>{%c16} {
      stream.yield %arg1 : !stream.resource<constant>{%c16}
    } => !stream.timepoint
    %results_4, %result_timepoint_5 = stream.async.execute on(#hal.device.promise<@device_d>) await(%result_timepoint) => with(%results as %arg1: !stream.resource<constant>{%c16}) -> !stream.resource<constant>{%c16} {
      stream.yield %arg1 : !stream.resource<constant>{%c16}
    } => !stream.timepoint
    %results_6, %result_timepoint_7 = stream.async.execute on(#hal.device.promise<@device_e>) await(%result_timepoint) => with(%results as %arg1: !stream.resource<constant>{%c16}) -> !stream.resource<constant>{%c16} {
      stream.yield %arg1 : !stream.resource<constant>{%c16}
    } => !stream.timepoint
    %results_8, %result_timepoint_9 = stream.async.execute on(#hal.device.promise<@device_f>) await(%result_timepoint) => with(%results as %arg1: !stream.resource<constant>{%c16}) -> !stream.resource<constant>{%c16} {
      stream.yield %arg1 : !stream.resource<constant>{%c16}
    } => !stream.timepoint
    %results_10, %result_timepoint_11 = stream.async.execute on(#hal.device.promise<@device_g>) await(%result_timepoint) => with(%results as %arg1: !stream.resource<constant>{%c16}) -> !stream.resource<constant>{%c16} {
      stream.yield %arg1 : !stream.resource<constant>{%c16}
    } => !stream.timepoint
    %results_12, %result_timepoint_13 = stream.async.execute on(#hal.device.promise<@device_h>) await(%result_timepoint) => with(%results as %arg1: !stream.resource<constant>{%c16}) -> !stream.resource<constant>{%c16} {
      stream.yield %arg1 : !stream.resource<constant>{%c16}
    } => !stream.timepoint
    util.return
  }
}

