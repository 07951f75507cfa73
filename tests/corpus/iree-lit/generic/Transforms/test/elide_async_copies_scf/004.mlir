"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index) -> !stream.resource<*>, sym_name = "scf_for_chained_inplace_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg2: !stream.resource<*>, %arg3: index, %arg4: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 50 : index}> : () -> index
    %6 = "arith.constant"() <{value = 100 : index}> : () -> index
    %7 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %9 = "scf.for"(%3, %arg4, %4, %arg2) ({
    ^bb0(%arg5: index, %arg6: !stream.resource<*>):
      %10 = "stream.async.clone"(%arg6, %arg3, %arg3) : (!stream.resource<*>, index, index) -> !stream.resource<*>
      %11 = "stream.async.fill"(%10, %arg3, %3, %5, %5, %7) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
      %12 = "stream.async.clone"(%11, %arg3, %arg3) : (!stream.resource<*>, index, index) -> !stream.resource<*>
      %13 = "stream.async.fill"(%12, %arg3, %5, %6, %5, %8) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
      "scf.yield"(%13) : (!stream.resource<*>) -> ()
    }) : (index, index, index, !stream.resource<*>) -> !stream.resource<*>
    "util.return"(%9) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index, index) -> !stream.resource<*>, sym_name = "scf_for_chained_inplace_caller", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "stream.async.splat"(%0, %arg0) : (i32, index) -> !stream.resource<*>
    %2 = "util.call"(%1, %arg0, %arg1) <{callee = @scf_for_chained_inplace_callee, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

