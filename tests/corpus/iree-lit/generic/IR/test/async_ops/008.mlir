"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, i32) -> !stream.resource<*>, sym_name = "asyncFill", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "stream.async.fill"(%arg0, %arg1, %0, %1, %1, %arg2) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

