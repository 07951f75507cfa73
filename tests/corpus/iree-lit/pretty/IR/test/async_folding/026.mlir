module {
  util.global private @device_a : !hal.device
  util.global private @device_b : !hal.device
  util.func private @PreserveTransferExecutionAffinity(%arg0: !stream.resource<transient>, %arg1: index) -> !stream.resource<external> {
    %0 = stream.async.transfer %arg0 : !stream.resource<transient>{%arg1} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<staging>{%arg1}
    %1 = stream.async.transfer on(#hal.device.affinity<@device_a>) %0 : !stream.resource<staging>{%arg1} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%arg1}
    util.return %1 : !stream.resource<external>
  }
}

