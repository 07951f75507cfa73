"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, !stream.resource<external>, index) -> !stream.resource<external>, sym_name = "rnn_cell_recurrence", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "scf.for"(%0, %arg2, %1, %arg1) ({
    ^bb0(%arg3: index, %arg4: !stream.resource<external>):
      %4:2 = "stream.test.timeline_op"(%arg0, %arg4, %2, %2, %2) <{operandSegmentSizes = array<i32: 2, 2, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %5 = "stream.timepoint.await"(%4#0, %2, %4#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%5) : (!stream.resource<external>) -> ()
    }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
    "util.return"(%3) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

