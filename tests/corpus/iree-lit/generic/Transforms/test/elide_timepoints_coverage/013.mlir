"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !stream.test.fence) -> !hal.buffer_view, sym_name = "timelineAwareCallCoverage", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !stream.test.fence):
    %0 = "stream.test.timeline_op"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> !stream.timepoint
    %1 = "stream.timepoint.export"(%0) : (!stream.timepoint) -> !stream.test.fence
    %2 = "stream.test.timeline_aware"(%arg0, %1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!hal.buffer_view, !stream.test.fence, !stream.test.fence) -> !hal.buffer_view
    %3 = "stream.timepoint.import"(%arg1) : (!stream.test.fence) -> !stream.timepoint
    %4 = "stream.timepoint.join"(%0, %3) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "util.return"(%2) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

