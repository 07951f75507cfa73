"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index) -> !stream.resource<external>, sym_name = "scfWhileAwaitElimination", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3:2 = "stream.test.timeline_op"(%arg0, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %4:3 = "scf.while"(%0, %3#0, %3#1) ({
    ^bb0(%arg5: index, %arg6: !stream.resource<external>, %arg7: !stream.timepoint):
      %10 = "arith.cmpi"(%arg5, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.condition"(%10, %arg5, %arg6, %arg7) : (i1, index, !stream.resource<external>, !stream.timepoint) -> ()
    }, {
    ^bb0(%arg2: index, %arg3: !stream.resource<external>, %arg4: !stream.timepoint):
      %6 = "stream.timepoint.await"(%arg3, %2, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      %7:2 = "stream.test.timeline_op"(%6, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %8 = "stream.timepoint.await"(%7#0, %2, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      %9 = "arith.addi"(%arg2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%9, %8, %7#1) : (index, !stream.resource<external>, !stream.timepoint) -> ()
    }) : (index, !stream.resource<external>, !stream.timepoint) -> (index, !stream.resource<external>, !stream.timepoint)
    %5 = "stream.timepoint.await"(%4#1, %2, %4#2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    "util.return"(%5) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

