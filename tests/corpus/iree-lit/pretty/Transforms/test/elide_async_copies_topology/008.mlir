module @test attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_a = {unified_memory = true})]>} {
  util.func public @elide_same_device_transfer(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c1024 = arith.constant 1024 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c1024} from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_a>) !stream.resource<*>{%c1024}
    util.return %0 : !stream.resource<*>
  }
}

