"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer) -> !stream.resource<external>, sym_name = "consume_import_to_transfer", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "stream.tensor.import"(%arg0, %0) <{consume, result_encoding = tensor<f32>}> : (!util.buffer, index) -> !stream.resource<external>
    %2 = "stream.async.transfer"(%1, %0, %0) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    "util.return"(%2) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

