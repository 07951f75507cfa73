"builtin.module"() ({
  "util.func"() <{function_type = (index, i32, !util.buffer) -> !stream.resource<*>, sym_name = "FlattenFullFillToSplatUnsafe", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: i32, %arg2: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.tensor.import"(%arg2, %arg0) <{result_encoding = tensor<8xi32>}> : (!util.buffer, index) -> !stream.resource<*>
    %2 = "stream.async.fill"(%1, %arg0, %0, %arg0, %arg0, %arg1) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

