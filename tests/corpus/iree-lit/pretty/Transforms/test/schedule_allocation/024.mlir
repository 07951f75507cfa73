module {
  util.func public @applyAsyncConcurrentTransferMultiScopeOp(%arg0: !stream.resource<transient>, %arg1: index) {
    %results:2, %result_timepoint = stream.async.execute on(#hal.device.affinity<@execution_device>) with(%arg0 as %arg2: !stream.resource<transient>{%arg1}) -> (!stream.resource<transient>{%arg1}, !stream.resource<transient>{%arg1}) {
      %2:2 = stream.async.concurrent with(%arg2 as %arg3: !stream.resource<transient>{%arg1}) -> (!stream.resource<transient>{%arg1}, !stream.resource<transient>{%arg1}) {
        %3 = stream.async.transfer %arg3 : !stream.resource<transient>{%arg1} -> to(#hal.device.affinity<@result_device_a>) !stream.resource<transient>{%arg1}
        %4 = stream.async.transfer %arg3 : !stream.resource<transient>{%arg1} -> to(#hal.device.affinity<@result_device_b>) !stream.resource<transient>{%arg1}
        stream.yield %3, %4 : !stream.resource<transient>{%arg1}, !stream.resource<transient>{%arg1}
      }
      stream.yield %2#0, %2#1 : !stream.resource<transient>{%arg1}, !stream.resource<transient>{%arg1}
    } => !stream.timepoint
    %0 = util.optimization_barrier %results#0 : !stream.resource<transient>
    %1 = util.optimization_barrier %results#1 : !stream.resource<transient>
    util.return
  }
}

