"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "scf_while_inplace_both_regions_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<*>, %arg2: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 50 : index}> : () -> index
    %7 = "arith.constant"() <{value = 100 : index}> : () -> index
    %8 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %10:2 = "scf.while"(%arg1, %4) ({
    ^bb0(%arg5: !stream.resource<*>, %arg6: i32):
      %14 = "arith.cmpi"(%arg6, %5) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %15 = "stream.async.clone"(%arg5, %arg2, %arg2) : (!stream.resource<*>, index, index) -> !stream.resource<*>
      %16 = "stream.async.fill"(%15, %arg2, %3, %6, %6, %8) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
      "scf.condition"(%14, %16, %arg6) : (i1, !stream.resource<*>, i32) -> ()
    }, {
    ^bb0(%arg3: !stream.resource<*>, %arg4: i32):
      %11 = "arith.addi"(%arg4, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %12 = "stream.async.clone"(%arg3, %arg2, %arg2) : (!stream.resource<*>, index, index) -> !stream.resource<*>
      %13 = "stream.async.fill"(%12, %arg2, %6, %7, %6, %9) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
      "scf.yield"(%13, %11) : (!stream.resource<*>, i32) -> ()
    }) : (!stream.resource<*>, i32) -> (!stream.resource<*>, i32)
    "util.return"(%10#0) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "scf_while_inplace_both_regions_caller", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "stream.async.splat"(%0, %arg0) : (i32, index) -> !stream.resource<*>
    %2 = "util.call"(%1, %arg0) <{callee = @scf_while_inplace_both_regions_callee, tied_operands = [-1 : index]}> : (!stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

