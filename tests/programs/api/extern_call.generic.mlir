"builtin.module"() ({
  "stream.cmd.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (!stream.resource<*>, index, index, i32) -> i32, res_attrs = [{}], sym_name = "reverse", sym_visibility = "private"}> ({
  }) : () -> ()
  "stream.async.func"() <{arg_attrs = [{}, {}], function_type = (!stream.resource<*>, index) -> (!stream.resource<*>, !stream.resource<*>), res_attrs = [{}, {}], sym_name = "double", sym_visibility = "private", tied_operands = [0 : index, -1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "cmd_call", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg2: !hal.buffer_view):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 8 : index}> : () -> index
    %10 = "arith.constant"() <{value = 2 : index}> : () -> index
    %11 = "arith.constant"() <{value = 4 : index}> : () -> index
    %12 = "arith.constant"() <{value = 100 : i32}> : () -> i32
    %13 = "stream.tensor.import"(%arg2, %9) <{result_encoding = tensor<8xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %14 = "stream.cmd.execute"(%13, %9) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg3: !stream.resource<external>):
      %17 = "stream.cmd.call"(%arg3, %12, %9, %10, %11) <{callee = @reverse, operandSegmentSizes = array<i32: 2, 1, 1, 1, 0>, resource_operand_accesses = [3 : i32], tied_operands = [-1 : index]}> : (!stream.resource<external>, i32, index, index, index) -> i32
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index) -> !stream.timepoint
    %15 = "stream.timepoint.await"(%13, %9, %14) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %16 = "stream.tensor.export"(%15, %9) <{source_encoding = tensor<8xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%16) : (!hal.buffer_view) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "async_call", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "stream.tensor.import"(%arg0, %1) <{result_encoding = tensor<4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %3:3 = "stream.async.execute"(%2, %1, %1, %1) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, tied_operands = [0 : index, -1 : index]}> ({
    ^bb0(%arg1: !stream.resource<external>):
      %7:2 = "stream.async.call"(%arg1, %1, %1, %0, %1, %1, %1, %1) <{callee = @double, operandSegmentSizes = array<i32: 2, 1, 1, 1, 1, 2>, tied_operands = [0 : index, -1 : index]}> : (!stream.resource<external>, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%7#0, %7#1, %1, %1) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
    }) : (!stream.resource<external>, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %4:2 = "stream.timepoint.await"(%3#0, %3#1, %1, %1, %3#2) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %5 = "stream.tensor.export"(%4#0, %1) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %6 = "stream.tensor.export"(%4#1, %1) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%5, %6) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

