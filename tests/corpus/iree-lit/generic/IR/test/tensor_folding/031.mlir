"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, index) -> (!stream.resource<external>, !stream.resource<external>, index), sym_name = "DeduplicateTensorImportWithIntermediateOp", sym_visibility = "private", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: index):
    %0 = "arith.constant"() <{value = 20 : index}> : () -> index
    %1 = "arith.constant"() <{value = 10 : index}> : () -> index
    %2 = "stream.tensor.import"(%arg0, %arg1, %0) <{result_encoding = tensor<?x5xf32>}> : (!util.buffer, index, index) -> !stream.resource<external>
    %3 = "arith.addi"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4 = "stream.tensor.import"(%arg0, %arg1, %0) <{result_encoding = tensor<?x5xf32>}> : (!util.buffer, index, index) -> !stream.resource<external>
    "util.return"(%2, %4, %3) : (!stream.resource<external>, !stream.resource<external>, index) -> ()
  }) : () -> ()
}) : () -> ()

