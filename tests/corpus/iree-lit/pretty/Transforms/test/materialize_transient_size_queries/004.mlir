module {
  util.func public @max_arithmetic(%arg0: !stream.resource<*>, %arg1: index, %arg2: !hal.buffer) -> (!stream.resource<*>, index) {
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %0 = arith.maxui %c256, %c256 : index
    %1 = arith.maxui %0, %c512 : index
    %2:2 = stream.resource.pack slices({
      [0, 0] = %1
    }) : index attributes {stream.experimental.transients}
    util.return %arg0, %arg1 : !stream.resource<*>, index
  }
}

