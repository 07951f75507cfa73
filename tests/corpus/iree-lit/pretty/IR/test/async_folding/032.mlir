module {
  util.func private @FoldAsyncStoreBitcast(%arg0: !stream.resource<staging>, %arg1: index, %arg2: f32) -> !stream.resource<staging> {
    %c0 = arith.constant 0 : index
    %0 = arith.bitcast %arg2 : f32 to i32
    %1 = stream.async.store %0, %arg0[%c0] : i32 -> %arg0 as !stream.resource<staging>{%arg1}
    util.return %1 : !stream.resource<staging>
  }
}

