"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch_inplace, sym_name = "dispatch_inplace", sym_visibility = "public"}> ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index):
      %7 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%7, %7, %7) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "splat_then_inplace_dispatch_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: index):
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %4 = "stream.async.splat"(%3, %arg1) : (i32, index) -> !stream.resource<*>
    %5 = "stream.async.clone"(%4, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %6 = "stream.async.dispatch"(%2, %2, %2, %5, %arg1, %1, %arg1, %arg1, %arg1) <{entry_points = [@ex2::@dispatch_inplace], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (index, index, index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%6) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "splat_then_inplace_dispatch_caller", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "util.call"(%arg0) <{callee = @splat_then_inplace_dispatch_callee, tied_operands = [-1 : index]}> : (index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

