
util.global private @device_a : !hal.device
util.global private @device_b : !hal.device
util.global private @device_c : !hal.device

// CHECK-LABEL: @asyncTransferThirdDeviceExecutionAffinity
util.func private @asyncTransferThirdDeviceExecutionAffinity(%arg0: !stream.resource<transient>, %arg1: index) -> !stream.resource<external> {
  // CHECK: = stream.async.transfer on(#hal.device.affinity<@device_c>)
  // CHECK-SAME: from(#hal.device.affinity<@device_a>)
  // CHECK-SAME: to(#hal.device.affinity<@device_b>)
  %0 = stream.async.transfer on(#hal.device.affinity<@device_c>) %arg0 : !stream.resource<transient>{%arg1} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<external>{%arg1}
  util.return %0 : !stream.resource<external>
}

