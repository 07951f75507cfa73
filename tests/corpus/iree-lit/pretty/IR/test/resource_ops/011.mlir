module {
  util.func private @resourcePack(%arg0: index, %arg1: index) -> (index, index, index) {
    %c128 = arith.constant 128 : index
    %0:3 = stream.resource.pack offset(%c128) slices({
      [0, 9] = %arg0,
      [3, 8] = %arg1
    }) : index
    util.return %0#0, %0#1, %0#2 : index, index, index
  }
}

