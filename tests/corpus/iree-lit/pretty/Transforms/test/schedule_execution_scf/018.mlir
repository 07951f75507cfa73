module {
  util.func public @scfIfDivergentCapture(%arg0: !stream.resource<*>, %arg1: index, %arg2: i1) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %1 = scf.if %arg2 -> (i64) {
      %3 = stream.async.slice %0[%c0 to %arg1] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
      %4 = stream.async.transfer %3 : !stream.resource<*>{%arg1} -> !stream.resource<staging>{%arg1}
      %5 = stream.async.load %4[%c0] : !stream.resource<staging>{%arg1} -> i32
      %6 = arith.extsi %5 : i32 to i64
      scf.yield %6 : i64
    } else {
      scf.yield %c0_i64 : i64
    }
    %2 = stream.async.dispatch @ex::@dispatch[%c1](%1) : (i64) -> !stream.resource<*>{%arg1}
    util.return %2 : !stream.resource<*>
  }
}

