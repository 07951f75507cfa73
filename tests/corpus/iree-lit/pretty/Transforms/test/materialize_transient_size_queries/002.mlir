module {
  util.func public @constant_size(%arg0: !stream.resource<*>, %arg1: index, %arg2: !hal.buffer) -> (!stream.resource<*>, index) {
    %c1024 = arith.constant 1024 : index
    %0:2 = stream.resource.pack slices({
      [0, 0] = %c1024
    }) : index attributes {stream.experimental.transients}
    util.return %arg0, %arg1 : !stream.resource<*>, index
  }
}

