"builtin.module"() ({
  "util.global"() <{sym_name = "resource", sym_visibility = "private", type = !stream.resource<variable>}> : () -> ()
  "util.global"() <{sym_name = "timepoint", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.func"() <{function_type = (index) -> !stream.timepoint, sym_name = "ignoreGlobalLoad", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "util.global.load"() <{global = @resource}> : () -> !stream.resource<variable>
    %1 = "util.global.load"() <{global = @timepoint}> : () -> !stream.timepoint
    %2 = "stream.test.timeline_op"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!stream.resource<variable>, index, !stream.timepoint) -> !stream.timepoint
    "util.return"(%2) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

