"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer) -> !stream.resource<external>, sym_name = "borrowed_import_single_use_preserves_mutating_clone", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "stream.tensor.import"(%arg0, %1) <{result_encoding = tensor<f32>}> : (!util.buffer, index) -> !stream.resource<external>
    %4 = "stream.async.clone"(%3, %1, %1) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %5 = "stream.async.fill"(%4, %1, %0, %1, %1, %2) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
    "util.return"(%5) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

