module {
  util.func public @outOfRangeCopy(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>) -> !stream.resource<*> {
    %c256 = arith.constant 256 : index
    %c255 = arith.constant 255 : index
    %c128 = arith.constant 128 : index
    %c256_0 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %0 = stream.async.copy %arg0[%c128 to %c512], %arg1[%c256_0 to %c512], %c128 : !stream.resource<*>{%c256} -> %arg1 as !stream.resource<*>{%c255}
    util.return %0 : !stream.resource<*>
  }
}

