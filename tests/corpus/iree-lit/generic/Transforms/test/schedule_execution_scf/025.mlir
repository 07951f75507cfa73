"builtin.module"() ({
  "util.func"() <{function_type = () -> (!stream.resource<external>, !stream.resource<external>), sym_name = "splatWithMultipleBarriers", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "stream.async.splat"(%0, %1) : (i32, index) -> !stream.resource<external>
    %3 = "util.optimization_barrier"(%2) : (!stream.resource<external>) -> !stream.resource<external>
    %4 = "util.optimization_barrier"(%2) : (!stream.resource<external>) -> !stream.resource<external>
    "util.return"(%3, %4) : (!stream.resource<external>, !stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

