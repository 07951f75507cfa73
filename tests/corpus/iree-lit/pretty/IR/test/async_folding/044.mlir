module {
  util.func private @PropagateSplatAwaitThroughSlice(%arg0: !stream.timepoint) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat await(%arg0) %c123_i32 : i32 -> !stream.resource<*>{%c128}
    %1 = stream.async.slice %0[%c0 to %c64] : !stream.resource<*>{%c128} -> !stream.resource<*>{%c64}
    util.return %1 : !stream.resource<*>
  }
}

