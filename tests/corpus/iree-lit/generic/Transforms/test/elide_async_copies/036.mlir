"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "updateNotElided_tiedChainFromByRef", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<*>, %arg2: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %6 = "stream.async.fill"(%arg1, %arg2, %3, %4, %4, %5) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    %7 = "stream.async.splat"(%5, %4) : (i32, index) -> !stream.resource<*>
    %8 = "stream.async.update"(%6, %arg2, %3, %4, %7, %4) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%8) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "updateNotElided_tiedChainFromByRef_caller", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "stream.async.splat"(%0, %arg0) : (i32, index) -> !stream.resource<*>
    %2 = "util.call"(%1, %arg0) <{callee = @updateNotElided_tiedChainFromByRef, tied_operands = [-1 : index]}> : (!stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%1, %2) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

