module {
  util.func private @resourceStore(%arg0: !stream.resource<staging>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c123_i32 = arith.constant 123 : i32
    stream.resource.store %c123_i32, %arg0[%c0] : i32 -> !stream.resource<staging>{%arg1}
    util.return
  }
}

