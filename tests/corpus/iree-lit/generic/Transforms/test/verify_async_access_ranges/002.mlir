"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, !stream.resource<*>) -> !stream.resource<*>, sym_name = "outOfRangeCopy", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 256 : index}> : () -> index
    %1 = "arith.constant"() <{value = 255 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 256 : index}> : () -> index
    %4 = "arith.constant"() <{value = 512 : index}> : () -> index
    %5 = "stream.async.copy"(%arg1, %1, %3, %4, %arg0, %0, %2, %4, %2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%5) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

