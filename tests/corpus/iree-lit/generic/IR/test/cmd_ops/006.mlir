"builtin.module"() ({
  "stream.cmd.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (!stream.resource<*>, index, index, i32, !stream.resource<*>, index, index, !custom.type, !stream.resource<*>, index, index) -> (), sym_name = "cmdFunc", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>, i32, !stream.resource<external>, !custom.type, !stream.resource<external>) -> !stream.timepoint, sym_name = "cmdCall", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: i32, %arg2: !stream.resource<external>, %arg3: !custom.type, %arg4: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 101 : index}> : () -> index
    %3 = "arith.constant"() <{value = 102 : index}> : () -> index
    %4 = "stream.cmd.execute"(%arg0, %arg2, %arg4, %1, %2, %3) <{operandSegmentSizes = array<i32: 3, 3, 0>}> ({
    ^bb0(%arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<external>):
      "stream.cmd.call"(%arg5, %arg1, %arg6, %arg3, %arg7, %1, %2, %3, %0, %0, %0, %1, %2, %3) <{callee = @cmdFunc, operandSegmentSizes = array<i32: 5, 3, 3, 3, 0>, resource_operand_accesses = [1 : i32, 3 : i32, 2 : i32]}> : (!stream.resource<external>, i32, !stream.resource<external>, !custom.type, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> !stream.timepoint
    "util.return"(%4) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

