module {
  util.func public @multiple_packs(%arg0: !stream.resource<*>, %arg1: index, %arg2: !hal.buffer) -> (!stream.resource<*>, index) {
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %0:3 = stream.resource.pack slices({
      [0, 0] = %c512,
      [0, 0] = %c1024
    }) : index attributes {stream.experimental.transients}
    util.return %arg0, %arg1 : !stream.resource<*>, index
  }
}

