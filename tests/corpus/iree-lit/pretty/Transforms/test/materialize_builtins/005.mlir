module {
  util.initializer {
    %c128 = arith.constant 128 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.async.splat %c0_i64 : i64 -> !stream.resource<*>{%c128}
    util.return
  }
  util.func public @otherUser() -> !stream.resource<*> {
    %c128 = arith.constant 128 : index
    %c1_i64 = arith.constant 1 : i64
    %0 = stream.async.splat %c1_i64 : i64 -> !stream.resource<*>{%c128}
    util.return %0 : !stream.resource<*>
  }
}

