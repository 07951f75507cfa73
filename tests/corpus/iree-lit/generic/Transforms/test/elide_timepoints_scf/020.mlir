"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index) -> !stream.resource<external>, sym_name = "scfWhileAwaitInCondition", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3:2 = "stream.test.timeline_op"(%arg0, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %2, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %5:2 = "scf.while"(%0, %4) ({
    ^bb0(%arg4: index, %arg5: !stream.resource<external>):
      %9 = "arith.cmpi"(%arg4, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.condition"(%9, %arg4, %arg5) : (i1, index, !stream.resource<external>) -> ()
    }, {
    ^bb0(%arg2: index, %arg3: !stream.resource<external>):
      %6:2 = "stream.test.timeline_op"(%arg3, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %7 = "stream.timepoint.await"(%6#0, %2, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      %8 = "arith.addi"(%arg2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%8, %7) : (index, !stream.resource<external>) -> ()
    }) : (index, !stream.resource<external>) -> (index, !stream.resource<external>)
    "util.return"(%5#1) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

