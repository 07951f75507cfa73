
module {
  util.global private @device_a : !hal.device

  // CHECK-LABEL: util.func public @compatible_transfer
  // CHECK-NOT: stream.async.transfer on(
  // CHECK: stream.async.transfer
  util.func @compatible_transfer(%source: !stream.resource<transient>, %size: index) -> !hal.buffer_view {
    %result = stream.async.transfer %source : !stream.resource<transient>{%size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%size}
    %export = stream.tensor.export on(#hal.device.affinity<@device_a>) %result : tensor<?xi8>{%size} in !stream.resource<external>{%size} -> !hal.buffer_view
    util.return %export : !hal.buffer_view
  }
}
