module {
  util.func public @dynamic_size(%arg0: !stream.resource<*>, %arg1: index, %arg2: !hal.buffer) -> (!stream.resource<*>, index) {
    %c4 = arith.constant 4 : index
    %0 = arith.muli %arg1, %c4 : index
    %1:2 = stream.resource.pack slices({
      [0, 0] = %0
    }) : index attributes {stream.experimental.transients}
    util.return %arg0, %arg1 : !stream.resource<*>, index
  }
}

