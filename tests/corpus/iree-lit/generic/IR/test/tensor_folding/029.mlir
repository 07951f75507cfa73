"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index) -> (!util.buffer, !util.buffer), sym_name = "DeduplicateTensorExportSameOperand", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index):
    %0 = "arith.constant"() <{value = 20 : index}> : () -> index
    %1 = "stream.tensor.export"(%arg0, %arg1, %0) <{source_encoding = tensor<?x5xf32>}> : (!stream.resource<external>, index, index) -> !util.buffer
    %2 = "stream.tensor.export"(%arg0, %arg1, %0) <{source_encoding = tensor<?x5xf32>}> : (!stream.resource<external>, index, index) -> !util.buffer
    "util.return"(%1, %2) : (!util.buffer, !util.buffer) -> ()
  }) : () -> ()
}) : () -> ()

