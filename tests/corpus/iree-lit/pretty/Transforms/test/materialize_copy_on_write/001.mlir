module {
  util.func public @blockArgsNeedCopies(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.fill %c123_i32, %arg0[%c0 to %c128 for %c128] : i32 -> %arg0 as !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
}

