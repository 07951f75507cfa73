"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<staging>, index, index, f32) -> !stream.resource<staging>, sym_name = "tensorStore", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<staging>, %arg1: index, %arg2: index, %arg3: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.tensor.store"(%arg0, %arg1, %arg2, %0, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, target_encoding = tensor<?xf32>}> : (!stream.resource<staging>, index, index, index, f32) -> !stream.resource<staging>
    "util.return"(%1) : (!stream.resource<staging>) -> ()
  }) : () -> ()
}) : () -> ()

