"builtin.module"() ({
  "util.global"() <{sym_name = "constant_a", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "constant_b", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 512 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %4 = "stream.async.splat"(%0, %2) : (i32, index) -> !stream.resource<constant>
    "util.global.store"(%4) <{global = @constant_a}> : (!stream.resource<constant>) -> ()
    %5 = "stream.async.splat"(%1, %3) : (i32, index) -> !stream.resource<constant>
    "util.global.store"(%5) <{global = @constant_b}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

