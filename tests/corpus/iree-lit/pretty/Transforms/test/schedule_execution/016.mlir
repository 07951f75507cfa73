module {
  util.func public @placedTransfer(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@dispatch_b[%c1](%arg0[%c0 to %arg1 for %arg1]) : (!stream.resource<external>{%arg1}) -> !stream.resource<transient>{%arg1}
    %1 = stream.async.transfer on(#hal.device.affinity<@device_a>) %0 : !stream.resource<transient>{%arg1} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%arg1}
    util.return %1 : !stream.resource<external>
  }
}

