"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "borrowed_import_last_use_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<external>):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 100 : index}> : () -> index
    %5 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %6 = "stream.async.clone"(%arg1, %4, %4) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %7 = "stream.async.fill"(%6, %4, %3, %4, %4, %5) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
    "util.return"(%7) : (!stream.resource<external>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!util.buffer) -> !stream.resource<external>, sym_name = "borrowed_import_last_use_caller", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "stream.tensor.import"(%arg0, %0) <{result_encoding = tensor<f32>}> : (!util.buffer, index) -> !stream.resource<external>
    %2 = "util.call"(%1) <{callee = @borrowed_import_last_use_callee, tied_operands = [-1 : index]}> : (!stream.resource<external>) -> !stream.resource<external>
    "util.return"(%2) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

