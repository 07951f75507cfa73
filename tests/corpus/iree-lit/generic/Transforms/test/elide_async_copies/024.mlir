"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "transferSameTypeFromArg", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "stream.async.transfer"(%arg0, %0, %0) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    "util.return"(%1) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

