module {
  util.func public @applyAsyncCollectiveOpOutOfPlace(%arg0: !stream.channel, %arg1: !stream.resource<external>, %arg2: index, %arg3: !stream.resource<transient>, %arg4: index, %arg5: index) {
    %c0 = arith.constant 0 : index
    %results, %result_timepoint = stream.async.execute with(%arg1 as %arg6: !stream.resource<external>{%arg2}, %arg3 as %arg7: !stream.resource<transient>{%arg4}) -> !stream.resource<transient>{%arg4} {
      %1 = stream.async.collective<all_gather : f32>[%arg5] channel(%arg0) %arg6[%c0 to %arg2 for %arg2], %arg7[%c0 to %arg4 for %arg4] : !stream.resource<external>{%arg2} -> %arg7 as !stream.resource<transient>{%arg4}
      stream.yield %1 : !stream.resource<transient>{%arg4}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results : !stream.resource<transient>
    util.return
  }
}

