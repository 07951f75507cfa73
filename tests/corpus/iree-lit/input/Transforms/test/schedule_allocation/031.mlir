
// Tests round-tripping a buffer through multiple devices.
// We expect the allocations to be made optimal for both devices.

// CHECK-LABEL: @multiAffinityTrip
// CHECK-SAME: (%[[INPUT_TIMEPOINT:.+]]: !stream.timepoint
util.func public @multiAffinityTrip(%input_timepoint: !stream.timepoint, %input_handle: i64) -> (!stream.timepoint, i64) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  // CHECK: %[[INPUT:.+]] = stream.tensor.import
  %input = stream.tensor.import on(#hal.device.promise<@device_a>) %input_handle : i64 -> tensor<4xf32> in !stream.resource<external>{%c16}
  // CHECK: %[[RESULT_A:.+]], %[[RESULT_A_TIMEPOINT:.+]] = stream.resource.alloca
  // CHECK-SAME: on(#hal.device.optimal<[#hal.device.promise<@device_a>, #hal.device.promise<@device_b>]>)
  // CHECK-SAME: await(%[[INPUT_TIMEPOINT]])
  // CHECK: %[[EXECUTE_A_READY:.+]] = stream.timepoint.join max(%[[INPUT_TIMEPOINT]], %[[RESULT_A_TIMEPOINT]])
  // CHECK: %[[TIMEPOINT_A:.+]] = stream.cmd.execute on(#hal.device.promise<@device_a>) await(%[[EXECUTE_A_READY]]) => with(%[[INPUT]]{{.+}}, %[[RESULT_A]]
  %result_a, %timepoint_a = stream.async.execute on(#hal.device.promise<@device_a>) await(%input_timepoint) => with(%input as %capture: !stream.resource<external>{%c16}) -> !stream.resource<transient>{%c16} {
    %t = stream.async.dispatch @executable::@dispatch_a(%capture[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<transient>{%c16}
    stream.yield %t : !stream.resource<transient>{%c16}
  } => !stream.timepoint
  // CHECK: %[[RESULT_B:.+]], %[[RESULT_B_TIMEPOINT:.+]] = stream.resource.alloca
  // CHECK-SAME: on(#hal.device.optimal<[#hal.device.promise<@device_a>, #hal.device.promise<@device_b>]>)
  // CHECK-SAME: await(%[[TIMEPOINT_A]])
  // CHECK: %[[EXECUTE_B_READY:.+]] = stream.timepoint.join max(%[[TIMEPOINT_A]], %[[RESULT_B_TIMEPOINT]])
  // CHECK: %[[TIMEPOINT_B:.+]] = stream.cmd.execute on(#hal.device.promise<@device_b>) await(%[[EXECUTE_B_READY]]) => with(%[[RESULT_A]]{{.+}}, %[[RESULT_B]]
  %result_b, %timepoint_b = stream.async.execute on(#hal.device.promise<@device_b>) await(%timepoint_a) => with(%result_a as %capture: !stream.resource<transient>{%c16}) -> !stream.resource<external>{%c16} {
    %t = stream.async.dispatch @executable::@dispatch_b(%capture[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c16}) -> !stream.resource<external>{%c16}
    stream.yield %t : !stream.resource<external>{%c16}
  } => !stream.timepoint
  // CHECK: stream.tensor.export {{.+}} %[[RESULT_B]]
  %output_handle = stream.tensor.export on(#hal.device.promise<@device_a>) %result_b : tensor<4xf32> in !stream.resource<external>{%c16} -> i64
  // CHECK: util.return %[[TIMEPOINT_B]]
  util.return %timepoint_b, %output_handle : !stream.timepoint, i64
}

