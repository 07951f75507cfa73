module {
  util.func public @scfIterArgsPattern(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %0 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %arg0) -> (!stream.resource<*>) {
      %1 = stream.async.dispatch @ex::@dispatch[%c1](%arg3[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1}
      scf.yield %1 : !stream.resource<*>
    }
    util.return %0 : !stream.resource<*>
  }
}

