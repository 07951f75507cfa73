"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<constant>, sym_name = "constantCloneTiedMutation", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %3 = "stream.async.constant"(%arg0) <{value = dense<123> : tensor<128xi32>}> : (index) -> !stream.resource<constant>
    %4 = "stream.async.clone"(%3, %arg0, %arg0) : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    %5 = "stream.async.fill"(%4, %arg0, %0, %1, %1, %2) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.return"(%5) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

