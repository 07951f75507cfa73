"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index) -> !stream.resource<*>, sym_name = "scf_for_inplace_sequence_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg2: !stream.resource<*>, %arg3: index, %arg4: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 100 : index}> : () -> index
    %6 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %7 = "scf.for"(%3, %arg4, %4, %arg2) ({
    ^bb0(%arg5: index, %arg6: !stream.resource<*>):
      %8 = "stream.async.clone"(%arg6, %arg3, %arg3) : (!stream.resource<*>, index, index) -> !stream.resource<*>
      %9 = "stream.async.fill"(%8, %arg3, %3, %5, %5, %6) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
      "scf.yield"(%9) : (!stream.resource<*>) -> ()
    }) : (index, index, index, !stream.resource<*>) -> !stream.resource<*>
    "util.return"(%7) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index, index) -> !stream.resource<*>, sym_name = "scf_for_inplace_sequence_caller", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "stream.async.splat"(%0, %arg0) : (i32, index) -> !stream.resource<*>
    %2 = "util.call"(%1, %arg0, %arg1) <{callee = @scf_for_inplace_sequence_callee, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

