"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>, !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>), sym_name = "scfMixedAwaitedAndNonAwaited", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1:2 = "stream.test.timeline_op"(%arg1, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %2:3 = "scf.if"(%arg0) ({
      %6 = "stream.timepoint.await"(%1#0, %0, %1#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%6, %arg2, %1#1) : (!stream.resource<external>, !stream.resource<external>, !stream.timepoint) -> ()
    }, {
      %5 = "stream.timepoint.immediate"() : () -> !stream.timepoint
      "scf.yield"(%arg1, %arg2, %5) : (!stream.resource<external>, !stream.resource<external>, !stream.timepoint) -> ()
    }) : (i1) -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %3 = "stream.timepoint.await"(%2#0, %0, %2#2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %4 = "stream.timepoint.await"(%2#1, %0, %2#2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    "util.return"(%3, %4) : (!stream.resource<external>, !stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

