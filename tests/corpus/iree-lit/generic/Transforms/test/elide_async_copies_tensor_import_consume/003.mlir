"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> (), sym_name = "callee_with_consume_import", sym_visibility = "private"}> ({
  ^bb0(%arg1: !stream.resource<external>):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 100 : index}> : () -> index
    %4 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %5 = "stream.async.clone"(%arg1, %3, %3) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %6 = "stream.async.fill"(%5, %3, %2, %3, %3, %4) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!util.buffer) -> (), sym_name = "caller_with_consume_import", sym_visibility = "public"}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "stream.tensor.import"(%arg0, %0) <{consume, result_encoding = tensor<f32>}> : (!util.buffer, index) -> !stream.resource<external>
    "util.call"(%1) <{callee = @callee_with_consume_import}> : (!stream.resource<external>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

