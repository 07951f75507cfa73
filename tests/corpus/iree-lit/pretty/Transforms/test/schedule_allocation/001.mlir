module {
  util.func public @extractConstants(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c255_i32 = arith.constant 255 : i32
    %results:4, %result_timepoint = stream.async.execute await(%arg0) => with(%arg1 as %arg3: !stream.resource<transient>{%arg2}) -> (!stream.resource<constant>{%c8}, !stream.resource<constant>{%c16}, !stream.resource<variable>{%c32}, !stream.resource<transient>{%arg2}) {
      %cst = stream.async.constant : !stream.resource<constant>{%c8} = dense<3> : tensor<8xi8>
      %cst_0 = stream.async.constant : !stream.resource<constant>{%c16} = dense<4> : tensor<4x2xi16>
      %cst_1 = stream.async.constant : !stream.resource<variable>{%c32} = dense<5> : tensor<8xi32>
      %5 = stream.async.fill %c255_i32, %arg3[%c0 to %c128 for %c128] : i32 -> %arg3 as !stream.resource<transient>{%arg2}
      stream.yield %cst, %cst_0, %cst_1, %5 : !stream.resource<constant>{%c8}, !stream.resource<constant>{%c16}, !stream.resource<variable>{%c32}, !stream.resource<transient>{%arg2}
    } => !stream.timepoint
    %0 = util.optimization_barrier %result_timepoint : !stream.timepoint
    %1 = util.optimization_barrier %results#0 : !stream.resource<constant>
    %2 = util.optimization_barrier %results#1 : !stream.resource<constant>
    %3 = util.optimization_barrier %results#2 : !stream.resource<variable>
    %4 = util.optimization_barrier %results#3 : !stream.resource<transient>
    util.return
  }
}

