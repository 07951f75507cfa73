"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch_first, sym_name = "dispatch_first", sym_visibility = "public"}> ({
    ^bb0(%arg6: index, %arg7: index, %arg8: index):
      %10 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%10, %10, %10) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "ex5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch_second, sym_name = "dispatch_second", sym_visibility = "public"}> ({
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      %9 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%9, %9, %9) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "chained_inplace_dispatches_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<*>, %arg2: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "stream.async.clone"(%arg1, %arg2, %arg2) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %6 = "stream.async.dispatch"(%4, %4, %4, %5, %arg2, %3, %arg2, %arg2, %arg2) <{entry_points = [@ex4::@dispatch_first], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (index, index, index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %7 = "stream.async.clone"(%6, %arg2, %arg2) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %8 = "stream.async.dispatch"(%4, %4, %4, %7, %arg2, %3, %arg2, %arg2, %arg2) <{entry_points = [@ex5::@dispatch_second], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (index, index, index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%8) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "chained_inplace_dispatches_caller", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "stream.async.splat"(%0, %arg0) : (i32, index) -> !stream.resource<*>
    %2 = "util.call"(%1, %arg0) <{callee = @chained_inplace_dispatches_callee, tied_operands = [-1 : index]}> : (!stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

