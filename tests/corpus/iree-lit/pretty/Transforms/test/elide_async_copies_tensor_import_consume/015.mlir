module @test attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_c = {})]>} {
  util.func public @borrowed_import_transfer_preserves_mutating_clone(%arg0: !util.buffer) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.tensor.import on(#hal.device.promise<@dev_a>) %arg0 : !util.buffer -> tensor<f32> in !stream.resource<external>{%c100}
    %1 = stream.async.transfer %0 : !stream.resource<external>{%c100} from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_c>) !stream.resource<external>{%c100}
    %2 = stream.async.clone %1 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
    %3 = stream.async.fill %c123_i32, %2[%c0 to %c100 for %c100] : i32 -> %2 as !stream.resource<external>{%c100}
    util.return %3 : !stream.resource<external>
  }
}

