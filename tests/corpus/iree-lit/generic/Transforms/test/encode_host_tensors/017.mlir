"builtin.module"() ({
  "util.func"() <{function_type = (f64, !stream.resource<*>, index, index) -> !stream.resource<*>, sym_name = "denseTensorFillF64", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: f64, %arg1: !stream.resource<*>, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.tensor.fill"(%arg1, %arg2, %arg3, %0, %0, %1, %1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 2, 1>, target_encoding = tensor<?x4xi64>}> : (!stream.resource<*>, index, index, index, index, index, index, f64) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

