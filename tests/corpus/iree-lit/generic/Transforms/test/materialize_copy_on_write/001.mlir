"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "blockArgsNeedCopies", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "stream.async.fill"(%arg0, %arg1, %0, %1, %1, %2) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    "util.return"(%3) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

