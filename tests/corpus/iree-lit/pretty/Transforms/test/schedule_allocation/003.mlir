module {
  util.func public @extractConstantsSplitLifetimes(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c255_i32 = arith.constant 255 : i32
    %results:2, %result_timepoint = stream.async.execute await(%arg0) => with(%arg1 as %arg3: !stream.resource<transient>{%arg2}) -> (!stream.resource<constant>{%c8}, !stream.resource<transient>{%arg2}) {
      %cst = stream.async.constant : !stream.resource<constant>{%c8} = dense<3> : tensor<8xi8>
      %cst_0 = stream.async.constant : !stream.resource<constant>{%c16} = dense<4> : tensor<16xi8>
      %2 = stream.async.dispatch @executable::@dispatch(%cst[%c0 to %c8 for %c8], %cst_0[%c0 to %c16 for %c16]) : (!stream.resource<constant>{%c8}, !stream.resource<constant>{%c16}) -> !stream.resource<transient>{%arg2}
      stream.yield %cst, %2 : !stream.resource<constant>{%c8}, !stream.resource<transient>{%arg2}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results#0 : !stream.resource<constant>
    %1 = util.optimization_barrier %results#1 : !stream.resource<transient>
    util.return
  }
}

