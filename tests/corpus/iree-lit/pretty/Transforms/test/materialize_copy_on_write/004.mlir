module {
  util.func public @oneCopyPerOperation(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c128_0 = arith.constant 128 : index
    %0 = stream.async.dispatch @ex::@dispatch(%arg0[%c0 to %c128 for %c128], %arg0[%c128 to %c128_0 for %c128]) : (!stream.resource<*>{%arg1}, !stream.resource<*>{%arg1}) -> %arg0{%arg1}
    util.return %0 : !stream.resource<*>
  }
}

