module {
  util.func public @scfMixedIterArgsAndCaptures(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: index) -> (!stream.resource<*>, i64) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.async.clone %arg1 : !stream.resource<*>{%arg2} -> !stream.resource<*>{%arg2}
    %1:2 = scf.for %arg3 = %c0 to %c5 step %c1 iter_args(%arg4 = %arg0, %arg5 = %c0_i64) -> (!stream.resource<*>, i64) {
      %3 = stream.async.dispatch @ex::@dispatch[%c1](%arg4[%c0 to %arg2 for %arg2]) : (!stream.resource<*>{%arg2}) -> !stream.resource<*>{%arg2}
      %4 = stream.async.slice %0[%c0 to %arg2] : !stream.resource<*>{%arg2} -> !stream.resource<*>{%arg2}
      %5 = stream.async.transfer %4 : !stream.resource<*>{%arg2} -> !stream.resource<staging>{%arg2}
      %6 = stream.async.load %5[%c0] : !stream.resource<staging>{%arg2} -> i32
      %7 = arith.extsi %6 : i32 to i64
      %8 = arith.addi %arg5, %7 : i64
      scf.yield %3, %8 : !stream.resource<*>, i64
    }
    %2 = stream.async.dispatch @ex::@dispatch[%c1](%1#1, %1#0[%c0 to %arg2 for %arg2]) : (i64, !stream.resource<*>{%arg2}) -> !stream.resource<*>{%arg2}
    util.return %2, %1#1 : !stream.resource<*>, i64
  }
}

