"builtin.module"() ({
  "util.func"() <{function_type = () -> i32, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3:2 = "stream.resource.constants"(%1) <{values = [dense<[1, 2]> : tensor<2xi32>]}> : (index) -> (!stream.resource<constant>, !stream.timepoint)
    %4 = "stream.cmd.execute"(%3#0, %1, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg0: !stream.resource<constant>):
      "stream.cmd.fill"(%arg0, %1, %0, %1, %2) : (!stream.resource<constant>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.timepoint
    %5 = "stream.timepoint.await"(%3#0, %1, %4) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

