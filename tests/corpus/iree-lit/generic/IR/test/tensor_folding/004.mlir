"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, index) -> !util.buffer, sym_name = "KeepTensorExportOpWithDifferingEncodings", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: index):
    %0 = "arith.constant"() <{value = 20 : index}> : () -> index
    %1 = "stream.tensor.import"(%arg0, %arg1, %0) <{result_encoding = tensor<?x5xf32>}> : (!util.buffer, index, index) -> !stream.resource<external>
    %2 = "stream.tensor.export"(%1, %arg1, %0) <{source_encoding = tensor<1x?x5xf32>}> : (!stream.resource<external>, index, index) -> !util.buffer
    "util.return"(%2) : (!util.buffer) -> ()
  }) : () -> ()
}) : () -> ()

