
// Tests that constants are extracted and bucketed by their usage affinity.
// Constants _should_ only be allocated for their users once extracted and only
// include the execution affinity of the original region if they are used within
// it. Today we don't track this properly and all constants extracted from an
// execution op are assumed to be accessed by it - if we could have identified
// them as being used exclusively on other affinities earlier we would not have
// put them into the same region on the wrong affinity.

// CHECK-LABEL: @extractConstantsMultiAffinity
// CHECK-SAME: (%[[WAIT_TIMEPOINT:.+]]: !stream.timepoint)
util.func public @extractConstantsMultiAffinity(%wait_timepoint: !stream.timepoint) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c255_i32 = arith.constant 255 : i32

  // <constant>{%c8} is produced on @device_a + used on @device_b:
  // CHECK: %[[CST8:.+]], %[[CST8_TIMEPOINT:.+]] = stream.resource.constants
  // CHECK-SAME: on(#hal.device.optimal<[#hal.device.promise<@device_a>, #hal.device.promise<@device_b>]>)
  // CHECK-NEXT: !stream.resource<constant>{%c8} = dense<3> : tensor<8xi8>

  // <constant>{%c16} is produced on @device_a + used on @device_c + @device_d:
  // CHECK: %[[CST16:.+]], %[[CST16_TIMEPOINT:.+]] = stream.resource.constants
  // CHECK-SAME: on(#hal.device.optimal<[#hal.device.promise<@device_a>, #hal.device.promise<@device_c>, #hal.device.promise<@device_d>]>)
  // CHECK-NEXT: !stream.resource<constant>{%c16} = dense<4> : tensor<4x2xi16>

  // <constant>{%c32} is produced on @device_a + mutated on @device_e:
  // CHECK: %[[CST32:.+]], %[[CST32_TIMEPOINT:.+]] = stream.resource.constants
  // CHECK-SAME: on(#hal.device.optimal<[#hal.device.promise<@device_a>, #hal.device.promise<@device_e>]>)
  // CHECK-NEXT: !stream.resource<variable>{%c32} = dense<5> : tensor<8xi32>

  // Join on wait and CST32 for execution, as the fill only needs to wait until
  // it is loaded (and not on CST8/CST16).
  // CHECK: %[[WAIT_FILL_TIMEPOINT:.+]] = stream.timepoint.join max(%[[WAIT_TIMEPOINT]], %[[CST32_TIMEPOINT]])

  // Fill runs on CST32 only.
  // CHECK: %[[FILL_TIMEPOINT:.+]] = stream.cmd.execute on(#hal.device.promise<@device_a>)
  // CHECK-SAME: await(%[[WAIT_FILL_TIMEPOINT]]) => with(%[[CST32]]
  // CHECK-NEXT: stream.cmd.fill

  %results:3, %result_timepoint = stream.async.execute on(#hal.device.promise<@device_a>) await(%wait_timepoint) => with() -> (!stream.resource<constant>{%c8}, !stream.resource<constant>{%c16}, !stream.resource<variable>{%c32}) {
    %cst8 = stream.async.constant : !stream.resource<constant>{%c8} = dense<3> : tensor<8xi8>
    %cst16 = stream.async.constant : !stream.resource<constant>{%c16} = dense<4> : tensor<4x2xi16>
    %cst32 = stream.async.constant : !stream.resource<variable>{%c32} = dense<5> : tensor<8xi32>
    %fill_cst32 = stream.async.fill %c255_i32, %cst32[%c0 to %c16 for %c16] : i32 -> %cst32 as !stream.resource<variable>{%c32}
    stream.yield %cst8, %cst16, %fill_cst32 : !stream.resource<constant>{%c8}, !stream.resource<constant>{%c16}, !stream.resource<variable>{%c32}
  } => !stream.timepoint

  // Join the async ops (constant uploads and execution should overlap).
  // CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[CST8_TIMEPOINT]], %[[CST16_TIMEPOINT]], %[[FILL_TIMEPOINT]])
  // CHECK: util.optimization_barrier %[[JOIN]] : !stream.timepoint
  util.optimization_barrier %result_timepoint : !stream.timepoint

  // As if used on another device:
  // CHECK: stream.cmd.execute on(#hal.device.promise<@device_b>)
  // CHECK-SAME: await(%[[JOIN]]) => with(%[[CST8]]
  %result_b, %result_timepoint_b = stream.async.execute on(#hal.device.promise<@device_b>) await(%result_timepoint) => with(%results#0 as %capture: !stream.resource<constant>{%c8}) -> (!stream.resource<constant>{%c8}) {
    stream.yield %capture : !stream.resource<constant>{%c8}
  } => !stream.timepoint

  // As if used on multiple devices:
  // CHECK: stream.cmd.execute on(#hal.device.promise<@device_c>)
  // CHECK-SAME: await(%[[JOIN]]) => with(%[[CST16]]
  %result_c, %result_timepoint_c = stream.async.execute on(#hal.device.promise<@device_c>) await(%result_timepoint) => with(%results#1 as %capture: !stream.resource<constant>{%c16}) -> (!stream.resource<constant>{%c16}) {
    stream.yield %capture : !stream.resource<constant>{%c16}
  } => !stream.timepoint
  // CHECK: stream.cmd.execute on(#hal.device.promise<@device_d>)
  // CHECK-SAME: await(%[[JOIN]]) => with(%[[CST16]]
  %result_d, %result_timepoint_d = stream.async.execute on(#hal.device.promise<@device_d>) await(%result_timepoint) => with(%results#1 as %capture: !stream.resource<constant>{%c16}) -> (!stream.resource<constant>{%c16}) {
    stream.yield %capture : !stream.resource<constant>{%c16}
  } => !stream.timepoint

  // As if mutated on another device:
  // CHECK: stream.cmd.execute on(#hal.device.promise<@device_e>)
  // CHECK-SAME: await(%[[JOIN]]) => with(%[[CST32]]
  %result_e, %result_timepoint_e = stream.async.execute on(#hal.device.promise<@device_e>) await(%result_timepoint) => with(%results#2 as %capture: !stream.resource<variable>{%c32}) -> %results#2 as !stream.resource<variable>{%c32} {
    stream.yield %capture : !stream.resource<variable>{%c32}
  } => !stream.timepoint

  util.return
}

