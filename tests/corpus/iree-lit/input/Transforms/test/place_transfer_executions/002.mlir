
module {
  util.global private @device_a : !hal.device
  util.global private @device_b : !hal.device

  // CHECK-LABEL: util.func public @unpinned_transfer
  // CHECK-NOT: stream.async.transfer on(
  // CHECK: stream.async.transfer
  util.func @unpinned_transfer(%source: !stream.resource<transient>, %size: index) -> !stream.resource<external> {
    %result = stream.async.transfer %source : !stream.resource<transient>{%size} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%size}
    util.return %result : !stream.resource<external>
  }
}

