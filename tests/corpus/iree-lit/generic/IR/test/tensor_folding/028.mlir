"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, index) -> (!stream.resource<external>, !stream.resource<external>), sym_name = "DeduplicateTensorImportConsume", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: index):
    %0 = "arith.constant"() <{value = 20 : index}> : () -> index
    %1 = "stream.tensor.import"(%arg0, %arg1, %0) <{consume, result_encoding = tensor<?x5xf32>}> : (!util.buffer, index, index) -> !stream.resource<external>
    %2 = "stream.tensor.import"(%arg0, %arg1, %0) <{consume, result_encoding = tensor<?x5xf32>}> : (!util.buffer, index, index) -> !stream.resource<external>
    "util.return"(%1, %2) : (!stream.resource<external>, !stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

