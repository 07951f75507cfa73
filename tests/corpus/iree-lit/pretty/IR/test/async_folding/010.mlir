module {
  util.func private @FlattenFullFillToSplatUnsafe(%arg0: index, %arg1: i32, %arg2: !util.buffer) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %0 = stream.tensor.import %arg2 : !util.buffer -> tensor<8xi32> in !stream.resource<*>{%arg0}
    %1 = stream.async.fill %arg1, %0[%c0 to %arg0 for %arg0] : i32 -> %0 as !stream.resource<*>{%arg0}
    util.return %1 : !stream.resource<*>
  }
}

