"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.timepoint, sym_name = "awaitFoldIntoCmdExecute", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1:2 = "stream.test.timeline_op"(%arg0, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %2 = "stream.timepoint.await"(%1#0, %0, %1#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "stream.cmd.execute"(%2, %0) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg1: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.fill"(%arg1, %0, %3, %0, %4) : (!stream.resource<external>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index) -> !stream.timepoint
    "util.return"(%5) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

