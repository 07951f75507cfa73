"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index, index) -> (!util.buffer, !util.buffer), sym_name = "NofoldTensorExportDifferentSize", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index, %arg2: index):
    %0 = "stream.tensor.export"(%arg0, %arg1, %arg1) <{source_encoding = tensor<?x5xf32>}> : (!stream.resource<external>, index, index) -> !util.buffer
    %1 = "stream.tensor.export"(%arg0, %arg1, %arg2) <{source_encoding = tensor<?x5xf32>}> : (!stream.resource<external>, index, index) -> !util.buffer
    "util.return"(%0, %1) : (!util.buffer, !util.buffer) -> ()
  }) : () -> ()
}) : () -> ()

