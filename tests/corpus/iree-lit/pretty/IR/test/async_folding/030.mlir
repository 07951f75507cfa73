module {
  util.func private @FoldAsyncLoadBitcast(%arg0: !stream.resource<staging>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %0 = stream.async.load %arg0[%c0] : !stream.resource<staging>{%arg1} -> i32
    %1 = arith.bitcast %0 : i32 to f32
    util.return %1 : f32
  }
}

