"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.resource<*>, sym_name = "cloneSameLifetime", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %4 = "stream.async.splat"(%2, %0) : (i32, index) -> !stream.resource<*>
    %5 = "stream.async.clone"(%4, %0, %0) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %6 = "stream.async.fill"(%5, %0, %1, %0, %0, %3) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    "util.return"(%6) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

