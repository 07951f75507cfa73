"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint), sym_name = "asyncExecute", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.timepoint):
    %0:2 = "stream.async.execute"(%arg0, %arg1, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [0 : index]}> ({
    ^bb0(%arg3: !stream.resource<*>):
      %1 = "stream.async.concurrent"(%arg3, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1>, tied_operands = [0 : index]}> ({
      ^bb0(%arg4: !stream.resource<*>):
        "stream.yield"(%arg4, %arg1) : (!stream.resource<*>, index) -> ()
      }) : (!stream.resource<*>, index, index) -> !stream.resource<*>
      "stream.yield"(%1, %arg1) : (!stream.resource<*>, index) -> ()
    }) : (!stream.resource<*>, index, index, !stream.timepoint) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%0#0, %0#1) : (!stream.resource<*>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

