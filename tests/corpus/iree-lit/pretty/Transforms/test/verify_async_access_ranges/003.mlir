module {
  util.func public @dynamicSizes(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %0 = stream.async.copy %arg0[%c0 to %c128], %arg2[%c0 to %c128], %c128 : !stream.resource<*>{%arg1} -> %arg2 as !stream.resource<*>{%arg3}
    util.return %0 : !stream.resource<*>
  }
}

