module {
  util.func public @SinkSplatsToCommonAncestorOfConsumersInRegions(%arg0: i1) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %c789_i32 = arith.constant 789 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c100}
    %1 = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%c100}
    %2 = stream.async.splat %c789_i32 : i32 -> !stream.resource<*>{%c100}
    %3 = stream.async.dispatch @executable::@dispatch2[%c1, %c2, %c3](%2[%c0 to %c100 for %c100]) : (!stream.resource<*>{%c100}) -> !stream.resource<*>{%c100}
    %4 = scf.if %arg0 -> (!stream.resource<*>) {
      %5 = stream.async.dispatch @executable::@dispatch0[%c1, %c2, %c3](%0[%c0 to %c100 for %c100], %1[%c0 to %c100 for %c100]) : (!stream.resource<*>{%c100}, !stream.resource<*>{%c100}) -> !stream.resource<*>{%c100}
      scf.yield %5 : !stream.resource<*>
    } else {
      %5 = stream.async.dispatch @executable::@dispatch1[%c1, %c2, %c3](%0[%c0 to %c100 for %c100], %1[%c0 to %c100 for %c100]) : (!stream.resource<*>{%c100}, !stream.resource<*>{%c100}) -> !stream.resource<*>{%c100}
      scf.yield %5 : !stream.resource<*>
    }
    util.return %4, %3 : !stream.resource<*>, !stream.resource<*>
  }
}

