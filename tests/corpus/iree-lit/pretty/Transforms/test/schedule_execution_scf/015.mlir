module {
  stream.async.func private @dispatch0(%arg0: !stream.resource<*>, %arg1: index) -> %arg0
  stream.async.func private @dispatch1(%arg0: !stream.resource<*>, %arg1: index) -> %arg0
  util.func public @scfControlFlowAcrossPartitions(%arg0: i1, %arg1: !stream.resource<*>, %arg2: index) -> (!stream.resource<*>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.call @dispatch0(%arg1[%c0 to %c128 for %c128], %c128) : (!stream.resource<*>{%c128}, index) -> %arg1{%c128}
    %1:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %0, %arg5 = %c0_i32) -> (!stream.resource<*>, i32) {
      %3 = stream.async.transfer %arg4 : !stream.resource<*>{%c128} -> !stream.resource<staging>{%c128}
      %4 = stream.async.load %3[%c0] : !stream.resource<staging>{%c128} -> i32
      %5 = arith.addi %arg5, %4 : i32
      scf.yield %arg4, %5 : !stream.resource<*>, i32
    }
    %2 = stream.async.call @dispatch1(%1#0[%c0 to %c128 for %c128], %c128) : (!stream.resource<*>{%c128}, index) -> %1#0{%c128}
    util.return %2, %1#1 : !stream.resource<*>, i32
  }
}

