module {
  util.global private @device_a : !hal.device
  util.global private @device_b : !hal.device
  util.func public @unpinned_transfer(%arg0: !stream.resource<transient>, %arg1: index) -> !stream.resource<external> {
    %0 = stream.async.transfer %arg0 : !stream.resource<transient>{%arg1} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%arg1}
    util.return %0 : !stream.resource<external>
  }
}

