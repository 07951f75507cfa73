"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>, !stream.test.fence) -> !stream.resource<external>, sym_name = "scfIfTimelineAwareOp", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>, %arg2: !stream.test.fence):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1:2 = "stream.test.timeline_op"(%arg1, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %2 = "scf.if"(%arg0) ({
      %3 = "stream.timepoint.export"(%1#1) : (!stream.timepoint) -> !stream.test.fence
      %4 = "stream.test.timeline_aware"(%1#0, %3, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, !stream.test.fence, !stream.test.fence) -> !stream.resource<external>
      %5 = "stream.timepoint.import"(%arg2) : (!stream.test.fence) -> !stream.timepoint
      %6 = "stream.timepoint.await"(%4, %0, %5) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      %7:2 = "stream.test.timeline_op"(%6, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      "scf.yield"(%7#0) : (!stream.resource<external>) -> ()
    }, {
      "scf.yield"(%arg1) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    "util.return"(%2) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

