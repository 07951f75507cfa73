"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index, f32) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "denseTensorClone", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.tensor.clone"(%arg0, %arg1, %arg2, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, result_encoding = tensor<?x4xf32>, source_encoding = tensor<?x4xf32>}> : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %3 = "stream.tensor.fill"(%2, %arg1, %arg2, %0, %0, %1, %1, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 2, 1>, target_encoding = tensor<?x4xf32>}> : (!stream.resource<*>, index, index, index, index, index, index, f32) -> !stream.resource<*>
    "util.return"(%2, %3) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

