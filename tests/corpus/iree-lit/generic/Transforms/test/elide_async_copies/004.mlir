"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "argCopyCallee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<*>, %arg2: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 128 : index}> : () -> index
    %5 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %6 = "stream.async.clone"(%arg1, %arg2, %arg2) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %7 = "stream.async.fill"(%6, %arg2, %3, %4, %4, %5) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    "util.return"(%7) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "argCopyCaller", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "stream.async.splat"(%0, %arg0) : (i32, index) -> !stream.resource<*>
    %2 = "util.call"(%1, %arg0) <{callee = @argCopyCallee, tied_operands = [-1 : index]}> : (!stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%1, %2) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

