module @test attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_a = {unified_memory = true})]>} {
  util.func public @preserve_lifetime_changing_transfer(%arg0: !stream.resource<transient>) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<transient>{%c4} from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_b>) !stream.resource<external>{%c4}
    util.return %0 : !stream.resource<external>
  }
}

