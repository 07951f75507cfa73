"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<constant>, sym_name = "constantCloneSingleUse", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "stream.async.constant"(%arg0) <{value = dense<123> : tensor<128xi32>}> : (index) -> !stream.resource<constant>
    %3 = "stream.async.clone"(%2, %arg0, %arg0) : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.return"(%3) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

