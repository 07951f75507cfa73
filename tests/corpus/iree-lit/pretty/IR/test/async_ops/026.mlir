module {
  stream.async.func private @asyncExtern(%arg0: !stream.resource<*>, %arg1: index) -> %arg0
  util.func private @asyncCall(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %0 = stream.async.call @asyncExtern(%arg0[%c0 to %arg1 for %arg1], %arg1) : (!stream.resource<*>{%arg1}, index) -> %arg0{%arg1}
    util.return %0 : !stream.resource<*>
  }
}

