"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !stream.test.fence, !stream.test.fence) -> !hal.buffer_view, sym_name = "timelineAwareCallSequence", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !stream.test.fence, %arg2: !stream.test.fence):
    %0 = "stream.test.timeline_op"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> !stream.timepoint
    %1 = "stream.timepoint.export"(%0) : (!stream.timepoint) -> !stream.test.fence
    %2 = "stream.test.timeline_aware"(%arg0, %1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!hal.buffer_view, !stream.test.fence, !stream.test.fence) -> !hal.buffer_view
    %3 = "stream.timepoint.import"(%arg1) : (!stream.test.fence) -> !stream.timepoint
    %4 = "stream.test.timeline_op"(%3) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!stream.timepoint) -> !stream.timepoint
    %5 = "stream.timepoint.export"(%4) : (!stream.timepoint) -> !stream.test.fence
    %6 = "stream.test.timeline_aware"(%2, %5, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!hal.buffer_view, !stream.test.fence, !stream.test.fence) -> !hal.buffer_view
    %7 = "stream.timepoint.import"(%arg2) : (!stream.test.fence) -> !stream.timepoint
    %8 = "stream.timepoint.join"(%0, %3, %4, %7) : (!stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "util.return"(%6) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

