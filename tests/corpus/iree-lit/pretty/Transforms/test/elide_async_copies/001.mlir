module {
  util.func public @cloneSameLifetime() -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
    %1 = stream.async.clone %0 : !stream.resource<*>{%c4} -> !stream.resource<*>{%c4}
    %2 = stream.async.fill %c456_i32, %1[%c0 to %c4 for %c4] : i32 -> %1 as !stream.resource<*>{%c4}
    util.return %2 : !stream.resource<*>
  }
}

