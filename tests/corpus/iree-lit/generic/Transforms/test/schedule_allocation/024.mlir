"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index) -> (), sym_name = "applyAsyncConcurrentTransferMultiScopeOp", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index):
    %0:3 = "stream.async.execute"(%arg0, %arg1, %arg1, %arg1) <{affinity = #hal.device.affinity<@execution_device>, operandSegmentSizes = array<i32: 1, 1, 2, 0>, tied_operands = [-1 : index, -1 : index]}> ({
    ^bb0(%arg2: !stream.resource<transient>):
      %3:2 = "stream.async.concurrent"(%arg2, %arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg3: !stream.resource<transient>):
        %4 = "stream.async.transfer"(%arg3, %arg1, %arg1) <{target_affinity = #hal.device.affinity<@result_device_a>}> : (!stream.resource<transient>, index, index) -> !stream.resource<transient>
        %5 = "stream.async.transfer"(%arg3, %arg1, %arg1) <{target_affinity = #hal.device.affinity<@result_device_b>}> : (!stream.resource<transient>, index, index) -> !stream.resource<transient>
        "stream.yield"(%4, %5, %arg1, %arg1) : (!stream.resource<transient>, !stream.resource<transient>, index, index) -> ()
      }) : (!stream.resource<transient>, index, index, index) -> (!stream.resource<transient>, !stream.resource<transient>)
      "stream.yield"(%3#0, %3#1, %arg1, %arg1) : (!stream.resource<transient>, !stream.resource<transient>, index, index) -> ()
    }) : (!stream.resource<transient>, index, index, index) -> (!stream.resource<transient>, !stream.resource<transient>, !stream.timepoint)
    %1 = "util.optimization_barrier"(%0#0) : (!stream.resource<transient>) -> !stream.resource<transient>
    %2 = "util.optimization_barrier"(%0#1) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

