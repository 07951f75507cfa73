"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index) -> !stream.resource<external>, sym_name = "scf_while_bidirectional", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3:2 = "stream.test.timeline_op"(%arg0, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %2, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %5:2 = "scf.while"(%4, %0) ({
    ^bb0(%arg4: !stream.resource<external>, %arg5: index):
      %9 = "arith.cmpi"(%arg5, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.condition"(%9, %arg4, %arg5) : (i1, !stream.resource<external>, index) -> ()
    }, {
    ^bb0(%arg2: !stream.resource<external>, %arg3: index):
      %6:2 = "stream.test.timeline_op"(%arg2, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %7 = "stream.timepoint.await"(%6#0, %2, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      %8 = "arith.addi"(%arg3, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%7, %8) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, index) -> (!stream.resource<external>, index)
    "util.return"(%5#0) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

