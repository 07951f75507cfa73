module {
  util.global private @device_a : !hal.device
  util.global private @device_b : !hal.device
  util.func public @pinned_transfer(%arg0: !stream.resource<transient>, %arg1: index) -> !hal.buffer_view {
    %0 = stream.async.transfer %arg0 : !stream.resource<transient>{%arg1} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%arg1}
    %1 = stream.tensor.export on(#hal.device.affinity<@device_a>) %0 : tensor<?xi8>{%arg1} in !stream.resource<external>{%arg1} -> !hal.buffer_view
    util.return %1 : !hal.buffer_view
  }
}

