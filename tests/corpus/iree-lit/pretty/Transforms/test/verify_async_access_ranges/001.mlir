module {
  util.func public @inRangeCopy(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>) -> !stream.resource<*> {
    %c256 = arith.constant 256 : index
    %c256_0 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c256_1 = arith.constant 256 : index
    %0 = stream.async.copy %arg0[%c128 to %c256_1], %arg1[%c128 to %c256_1], %c128 : !stream.resource<*>{%c256} -> %arg1 as !stream.resource<*>{%c256_0}
    util.return %0 : !stream.resource<*>
  }
}

