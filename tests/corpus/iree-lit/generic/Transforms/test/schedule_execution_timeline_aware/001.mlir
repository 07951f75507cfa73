"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, !stream.test.fence) -> !stream.resource<external>, sym_name = "timelineAwareCall", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.test.fence):
    %0 = "arith.constant"() <{value = 16384 : index}> : () -> index
    %1:2 = "stream.async.execute"(%arg0, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg3: !stream.resource<external>):
      %8 = "stream.async.clone"(%arg3, %0, %0) : (!stream.resource<external>, index, index) -> !stream.resource<external>
      "stream.yield"(%8, %0) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %2 = "stream.timepoint.export"(%1#1) : (!stream.timepoint) -> !stream.test.fence
    %3 = "stream.test.timeline_aware"(%1#0, %2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, !stream.test.fence, !stream.test.fence) -> !stream.resource<external>
    %4 = "stream.timepoint.import"(%arg1) : (!stream.test.fence) -> !stream.timepoint
    %5 = "stream.timepoint.await"(%3, %0, %4) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %6:2 = "stream.async.execute"(%5, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg2: !stream.resource<external>):
      %7 = "stream.async.clone"(%arg2, %0, %0) : (!stream.resource<external>, index, index) -> !stream.resource<external>
      "stream.yield"(%7, %0) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    "util.return"(%6#0) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

