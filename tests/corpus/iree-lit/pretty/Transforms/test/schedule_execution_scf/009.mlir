module {
  stream.async.func private @dispatch(%arg0: !stream.resource<*>, %arg1: index) -> %arg0
  util.func public @scfIfProducingDispatchInput(%arg0: i1, %arg1: !stream.resource<*>) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %0 = scf.if %arg0 -> (index) {
      "some.sideeffect"() : () -> ()
      scf.yield %c128 : index
    } else {
      scf.yield %c256 : index
    }
    %1 = stream.async.call @dispatch(%arg1[%c0 to %0 for %0], %0) : (!stream.resource<*>{%0}, index) -> %arg1{%0}
    util.return %1 : !stream.resource<*>
  }
}

