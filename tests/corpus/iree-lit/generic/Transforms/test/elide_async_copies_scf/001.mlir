"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<*>, index) -> !stream.resource<*>, sym_name = "scf_if_conditional_inplace_fill_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg2: i1, %arg3: !stream.resource<*>, %arg4: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 100 : index}> : () -> index
    %5 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %6 = "scf.if"(%arg2) ({
      %7 = "stream.async.clone"(%arg3, %arg4, %arg4) : (!stream.resource<*>, index, index) -> !stream.resource<*>
      %8 = "stream.async.fill"(%7, %arg4, %3, %4, %4, %5) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
      "scf.yield"(%8) : (!stream.resource<*>) -> ()
    }, {
      "scf.yield"(%arg3) : (!stream.resource<*>) -> ()
    }) : (i1) -> !stream.resource<*>
    "util.return"(%6) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i1, index) -> !stream.resource<*>, sym_name = "scf_if_conditional_inplace_fill_caller", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: index):
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "stream.async.splat"(%0, %arg1) : (i32, index) -> !stream.resource<*>
    %2 = "util.call"(%arg0, %1, %arg1) <{callee = @scf_if_conditional_inplace_fill_callee, tied_operands = [-1 : index]}> : (i1, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

