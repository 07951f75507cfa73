module @test attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_c = {})]>} {
  util.func public @preserve_non_unified_transfer(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_c>) !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
}

