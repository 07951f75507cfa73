module {
  util.func private @FlattenFullFillToSplat(%arg0: index, %arg1: i32) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.fill %arg1, %0[%c0 to %arg0 for %arg0] : i32 -> %0 as !stream.resource<*>{%arg0}
    util.return %1 : !stream.resource<*>
  }
}

