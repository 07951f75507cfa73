"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "callee_with_tied_op", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<external>):
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 100 : index}> : () -> index
    %7 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %8 = "stream.async.fill"(%arg1, %6, %5, %6, %6, %7) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
    "util.return"(%8) : (!stream.resource<external>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!util.buffer) -> (), sym_name = "caller_with_post_call_use", sym_visibility = "public"}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "stream.tensor.import"(%arg0, %1) <{consume, result_encoding = tensor<f32>}> : (!util.buffer, index) -> !stream.resource<external>
    %3 = "util.call"(%2) <{callee = @callee_with_tied_op, tied_operands = [-1 : index]}> : (!stream.resource<external>) -> !stream.resource<external>
    %4 = "stream.async.dispatch"(%2, %1, %0, %1, %1, %1) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

