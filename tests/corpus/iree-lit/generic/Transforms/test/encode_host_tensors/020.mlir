"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<staging>, index) -> f32, sym_name = "denseTensorLoadRank0", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<staging>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.tensor.load"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, source_encoding = tensor<f32>}> : (!stream.resource<staging>, index) -> f32
    "util.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

