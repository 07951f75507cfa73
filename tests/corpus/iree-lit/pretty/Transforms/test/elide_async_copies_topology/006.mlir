module @test attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_c = {unified_memory = true}), (@dev_a -> @dev_c = {})]>} {
  util.func public @elide_transfer_chain(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c1024 = arith.constant 1024 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c1024} from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_b>) !stream.resource<*>{%c1024}
    %1 = stream.async.transfer %0 : !stream.resource<*>{%c1024} from(#hal.device.promise<@dev_b>) -> to(#hal.device.promise<@dev_c>) !stream.resource<*>{%c1024}
    util.return %1 : !stream.resource<*>
  }
}

