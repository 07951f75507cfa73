"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<staging>, index, index, index) -> i4, sym_name = "denseTensorLoad", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<staging>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.tensor.load"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, source_encoding = tensor<?xi4>}> : (!stream.resource<staging>, index, index, index) -> i4
    "util.return"(%1) : (i4) -> ()
  }) : () -> ()
}) : () -> ()

