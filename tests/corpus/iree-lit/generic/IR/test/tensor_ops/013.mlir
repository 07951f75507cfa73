"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<staging>, index, index) -> f32, sym_name = "tensorLoad", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<staging>, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.tensor.load"(%arg0, %arg1, %arg2, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, source_encoding = tensor<?xf32>}> : (!stream.resource<staging>, index, index, index) -> f32
    "util.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

