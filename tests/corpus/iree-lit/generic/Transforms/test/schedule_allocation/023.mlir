"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index) -> (), sym_name = "applyAsyncTransferMultiScopeOp", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index):
    %0:2 = "stream.async.execute"(%arg0, %arg1, %arg1) <{affinity = #hal.device.affinity<@execution_device>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg2: !stream.resource<transient>):
      %2 = "stream.async.transfer"(%arg2, %arg1, %arg1) <{target_affinity = #hal.device.affinity<@result_device>}> : (!stream.resource<transient>, index, index) -> !stream.resource<transient>
      "stream.yield"(%2, %arg1) : (!stream.resource<transient>, index) -> ()
    }) : (!stream.resource<transient>, index, index) -> (!stream.resource<transient>, !stream.timepoint)
    %1 = "util.optimization_barrier"(%0#0) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

