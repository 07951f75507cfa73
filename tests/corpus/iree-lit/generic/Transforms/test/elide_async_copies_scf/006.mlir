"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "scf_nested_for_inplace_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<*>, %arg2: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 5 : index}> : () -> index
    %6 = "arith.constant"() <{value = 100 : index}> : () -> index
    %7 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %9 = "scf.for"(%3, %5, %4, %arg1) ({
    ^bb0(%arg3: index, %arg4: !stream.resource<*>):
      %10 = "scf.for"(%3, %5, %4, %arg4) ({
      ^bb0(%arg5: index, %arg6: !stream.resource<*>):
        %11 = "stream.async.clone"(%arg6, %arg2, %arg2) : (!stream.resource<*>, index, index) -> !stream.resource<*>
        %12 = "stream.async.fill"(%11, %arg2, %3, %6, %6, %7) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
        "scf.yield"(%12) : (!stream.resource<*>) -> ()
      }) : (index, index, index, !stream.resource<*>) -> !stream.resource<*>
      "scf.yield"(%10) : (!stream.resource<*>) -> ()
    }) : (index, index, index, !stream.resource<*>) -> !stream.resource<*>
    "util.return"(%9) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "scf_nested_for_inplace_caller", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "stream.async.splat"(%0, %arg0) : (i32, index) -> !stream.resource<*>
    %2 = "util.call"(%1, %arg0) <{callee = @scf_nested_for_inplace_callee, tied_operands = [-1 : index]}> : (!stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

