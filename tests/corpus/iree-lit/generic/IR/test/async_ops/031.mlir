"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.timepoint) -> !stream.timepoint, sym_name = "asyncExecuteNoResults", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.timepoint):
    %0 = "stream.async.execute"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>}> ({
    ^bb0(%arg3: !stream.resource<*>):
      "stream.yield"() : () -> ()
    }) : (!stream.resource<*>, index, !stream.timepoint) -> !stream.timepoint
    "util.return"(%0) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

