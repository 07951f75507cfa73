module {
  util.func public @asyncLoadStore(%arg0: !stream.resource<staging>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 5.400000e+00 : f32
    %0 = stream.async.store %cst, %arg0[%c0] : f32 -> %arg0 as !stream.resource<staging>{%arg1}
    %1 = stream.async.load %0[%c0] : !stream.resource<staging>{%arg1} -> f32
    util.return %1 : f32
  }
}

