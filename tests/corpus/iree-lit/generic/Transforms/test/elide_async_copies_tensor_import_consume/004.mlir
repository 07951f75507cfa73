"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer) -> (), sym_name = "consume_import_read_only_fork", sym_visibility = "public"}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "stream.tensor.import"(%arg0, %1) <{consume, result_encoding = tensor<f32>}> : (!util.buffer, index) -> !stream.resource<external>
    %3 = "stream.async.clone"(%2, %1, %1) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %4 = "stream.async.dispatch"(%2, %1, %0, %1, %1, %1) <{entry_points = [@ex::@dispatch1], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
    %5 = "stream.async.dispatch"(%3, %1, %0, %1, %1, %1) <{entry_points = [@ex::@dispatch2], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

