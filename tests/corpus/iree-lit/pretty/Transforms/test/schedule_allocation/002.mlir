module {
  util.func public @extractConstantsMultiAffinity(%arg0: !stream.timepoint) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c255_i32 = arith.constant 255 : i32
    %results:3, %result_timepoint = stream.async.execute on(#hal.device.promise<@device_a>) await(%arg0) => with() -> (!stream.resource<constant>{%c8}, !stream.resource<constant>{%c16}, !stream.resource<variable>{%c32}) {
      %cst = stream.async.constant : !stream.resource<constant>{%c8} = dense<3> : tensor<8xi8>
      %cst_8 = stream.async.constant : !stream.resource<constant>{%c16} = dense<4> : tensor<4x2xi16>
      %cst_9 = stream.async.constant : !stream.resource<variable>{%c32} = dense<5> : tensor<8xi32>
      %1 = stream.async.fill %c255_i32, %cst_9[%c0 to %c16 for %c16] : i32 -> %cst_9 as !stream.resource<variable>{%c32}
      stream.yield %cst, %cst_8, %1 : !stream.resource<constant>{%c8}, !stream.resource<constant>{%c16}, !stream.resource<variable>{%c32}
    } => !stream.timepoint
    %0 = util.optimization_barrier %result_timepoint : !stream.timepoint
    %results_0, %result_timepoint_1 = stream.async.execute on(#hal.device.promise<@device_b>) await(%result_timepoint) => with(%results#0 as %arg1: !stream.resource<constant>{%c8}) -> !stream.resource<constant>{%c8} {
      stream.yield %arg1 : !stream.resource<constant>{%c8}
    } => !stream.timepoint
    %results_2, %result_timepoint_3 = stream.async.execute on(#hal.device.promise<@device_c>) await(%result_timepoint) => with(%results#1 as %arg1: !stream.resource<constant>{%c16}) -> !stream.resource<constant>{%c16} {
      stream.yield %arg1 : !stream.resource<constant>{%c16}
    } => !stream.timepoint
    %results_4, %result_timepoint_5 = stream.async.execute on(#hal.device.promise<@device_d>) await(%result_timepoint) => with(%results#1 as %arg1: !stream.resource<constant>{%c16}) -> !stream.resource<constant>{%c16} {
      stream.yield %arg1 : !stream.resource<constant>{%c16}
    } => !stream.timepoint
    %results_6, %result_timepoint_7 = stream.async.execute on(#hal.device.promise<@device_e>) await(%result_timepoint) => with(%results#2 as %arg1: !stream.resource<variable>{%c32}) -> %results#2{%c32} {
      stream.yield %arg1 : !stream.resource<variable>{%c32}
    } => !stream.timepoint
    util.return
  }
}

