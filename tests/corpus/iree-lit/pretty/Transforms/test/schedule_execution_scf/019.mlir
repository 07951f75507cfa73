module {
  util.func public @scfNestedLoopCapture(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %1 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %c0_i64) -> (i64) {
      %3 = scf.for %arg4 = %c0 to %c5 step %c1 iter_args(%arg5 = %c0_i64) -> (i64) {
        %5 = stream.async.slice %0[%c0 to %arg1] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
        %6 = stream.async.transfer %5 : !stream.resource<*>{%arg1} -> !stream.resource<staging>{%arg1}
        %7 = stream.async.load %6[%c0] : !stream.resource<staging>{%arg1} -> i32
        %8 = arith.extsi %7 : i32 to i64
        %9 = arith.addi %arg5, %8 : i64
        scf.yield %9 : i64
      }
      %4 = arith.addi %arg3, %3 : i64
      scf.yield %4 : i64
    }
    %2 = stream.async.dispatch @ex::@dispatch[%c1](%1) : (i64) -> !stream.resource<*>{%arg1}
    util.return %2 : !stream.resource<*>
  }
}

