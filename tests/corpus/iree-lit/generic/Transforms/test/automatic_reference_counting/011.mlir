"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, index) -> !stream.resource<transient>, sym_name = "ignoreAwaited", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: index):
    %0:2 = "stream.resource.alloca"(%arg1, %arg0) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %1 = "stream.timepoint.await"(%0#0, %arg1, %0#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%1) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

