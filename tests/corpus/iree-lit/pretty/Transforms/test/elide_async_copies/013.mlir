module {
  util.func public @cloneToExternal() -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
    %1 = stream.async.clone %0 : !stream.resource<*>{%c4} -> !stream.resource<external>{%c4}
    util.return %1 : !stream.resource<external>
  }
}

