"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<staging>, index, f32) -> !stream.resource<staging>, sym_name = "denseTensorStoreRank0", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<staging>, %arg1: index, %arg2: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.tensor.store"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, target_encoding = tensor<f32>}> : (!stream.resource<staging>, index, f32) -> !stream.resource<staging>
    "util.return"(%1) : (!stream.resource<staging>) -> ()
  }) : () -> ()
}) : () -> ()

