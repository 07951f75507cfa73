module {
  util.func public @partitionMultipleAwaits(%arg0: !stream.timepoint, %arg1: !stream.timepoint, %arg2: index) -> !stream.resource<transient> {
    %c0 = arith.constant 0 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %0 = stream.async.splat await(%arg0) %c123_i32 : i32 -> !stream.resource<transient>{%arg2}
    %1 = stream.async.splat await(%arg1) %c456_i32 : i32 -> !stream.resource<transient>{%arg2}
    %2 = stream.async.dispatch @ex::@dispatch0(%0[%c0 to %arg2 for %arg2], %1[%c0 to %arg2 for %arg2]) : (!stream.resource<transient>{%arg2}, !stream.resource<transient>{%arg2}) -> !stream.resource<transient>{%arg2}
    util.return %2 : !stream.resource<transient>
  }
}

