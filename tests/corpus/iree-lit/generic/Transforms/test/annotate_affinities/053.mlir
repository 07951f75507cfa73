"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<transient>, sym_name = "stream_yield_consumer_affinity", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "stream.async.constant"(%arg0) <{affinity = #hal.device.promise<@dev_a>, value = dense<3> : tensor<8xi32>}> : (index) -> !stream.resource<transient>
    %1:2 = "stream.async.execute"(%0, %arg0, %arg0) <{affinity = #hal.device.promise<@dev_a>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg2: !stream.resource<transient>):
      %4 = "stream.async.clone"(%arg2, %arg0, %arg0) : (!stream.resource<transient>, index, index) -> !stream.resource<transient>
      "stream.yield"(%4, %arg0) : (!stream.resource<transient>, index) -> ()
    }) : (!stream.resource<transient>, index, index) -> (!stream.resource<transient>, !stream.timepoint)
    %2:2 = "stream.async.execute"(%1#0, %arg0, %arg0, %1#1) <{affinity = #hal.device.promise<@dev_b>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg1: !stream.resource<transient>):
      %3 = "stream.async.clone"(%arg1, %arg0, %arg0) : (!stream.resource<transient>, index, index) -> !stream.resource<transient>
      "stream.yield"(%3, %arg0) : (!stream.resource<transient>, index) -> ()
    }) : (!stream.resource<transient>, index, index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    "util.return"(%2#0) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

