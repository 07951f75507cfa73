"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>) -> !stream.resource<external>, sym_name = "awaitNoFoldAcrossRegionBoundary", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "scf.if"(%arg0) ({
      %6:2 = "stream.test.timeline_op"(%arg1, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %7 = "stream.timepoint.await"(%6#0, %2, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%7) : (!stream.resource<external>) -> ()
    }, {
      %5 = "stream.async.splat"(%0, %1) : (i32, index) -> !stream.resource<external>
      "scf.yield"(%5) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    %4:2 = "stream.test.timeline_op"(%3, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    "util.return"(%4#0) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

