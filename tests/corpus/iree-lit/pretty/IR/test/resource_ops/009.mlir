module {
  util.func private @resourceLoad(%arg0: !stream.resource<staging>, %arg1: index) -> i32 {
    %c0 = arith.constant 0 : index
    %0 = stream.resource.load %arg0[%c0] : !stream.resource<staging>{%arg1} -> i32
    util.return %0 : i32
  }
}

