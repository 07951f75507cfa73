module {
  stream.async.func private @inplaceExtern(%arg0: !stream.resource<*>, %arg1: index) -> %arg0
  util.func public @scfRecurse(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> (!stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %0 = scf.for %arg3 = %c0 to %c4 step %c2 iter_args(%arg4 = %arg0) -> (!stream.resource<*>) {
      %1 = stream.async.call @inplaceExtern(%arg4[%c0 to %arg1 for %arg1], %arg2) : (!stream.resource<*>{%arg1}, index) -> %arg4{%arg1}
      scf.yield %1 : !stream.resource<*>
    }
    util.return %0, %arg1 : !stream.resource<*>, index
  }
}

