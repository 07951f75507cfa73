module {
  util.func private @PropagateSplatsThroughSlices(%arg0: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.slice %0[%c0 to %c128] : !stream.resource<*>{%arg0} -> !stream.resource<*>{%c128}
    util.return %1 : !stream.resource<*>
  }
}

