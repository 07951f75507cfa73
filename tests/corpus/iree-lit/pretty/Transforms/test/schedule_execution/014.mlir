module {
  util.func public @partitionSplatWithAwait(%arg0: !stream.timepoint, %arg1: index) -> !stream.resource<transient> {
    %c0 = arith.constant 0 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat await(%arg0) %c123_i32 : i32 -> !stream.resource<transient>{%arg1}
    %1 = stream.async.dispatch @ex::@dispatch0(%0[%c0 to %arg1 for %arg1]) : (!stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1}
    util.return %1 : !stream.resource<transient>
  }
}

