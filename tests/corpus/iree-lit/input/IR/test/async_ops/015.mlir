
util.global private @device_a : !hal.device
util.global private @device_b : !hal.device

// CHECK-LABEL: @asyncTransferExecutionAffinity
util.func private @asyncTransferExecutionAffinity(%arg0: !stream.resource<transient>, %arg1: index) -> !stream.resource<external> {
  // CHECK: = stream.async.transfer on(#hal.device.affinity<@device_a>)
  // CHECK-SAME: from(#hal.device.affinity<@device_b>)
  // CHECK-SAME: to(#hal.device.affinity<@device_a>)
  %0 = stream.async.transfer on(#hal.device.affinity<@device_a>) %arg0 : !stream.resource<transient>{%arg1} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%arg1}
  util.return %0 : !stream.resource<external>
}

