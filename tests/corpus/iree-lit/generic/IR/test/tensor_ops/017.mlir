"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<staging>, index, !stream.resource<staging>, index, index, index) -> (), sym_name = "tensorTrace", sym_visibility = "private"}> ({
  ^bb0(%arg0: !stream.resource<staging>, %arg1: index, %arg2: !stream.resource<staging>, %arg3: index, %arg4: index, %arg5: index):
    "stream.tensor.trace"(%arg0, %arg2, %arg1, %arg3, %arg4, %arg5) <{key = "FOOBAR", operandSegmentSizes = array<i32: 2, 2, 2>, resource_encodings = [tensor<5xf32>, tensor<?x3x?xi32>]}> : (!stream.resource<staging>, !stream.resource<staging>, index, index, index, index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

