"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<constant>) -> !stream.resource<external>, sym_name = "transferChainFromArg", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<constant>):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "stream.async.transfer"(%arg0, %0, %0) : (!stream.resource<constant>, index, index) -> !stream.resource<transient>
    %2 = "stream.async.transfer"(%1, %0, %0) : (!stream.resource<transient>, index, index) -> !stream.resource<external>
    "util.return"(%2) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

