"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "constantToGenericPreserved", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "stream.async.constant"(%1) <{value = dense<123> : tensor<1xi32>}> : (index) -> !stream.resource<constant>
    %4 = "stream.async.clone"(%3, %1, %1) : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %5 = "stream.async.fill"(%4, %1, %0, %1, %1, %2) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    "util.return"(%5) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

