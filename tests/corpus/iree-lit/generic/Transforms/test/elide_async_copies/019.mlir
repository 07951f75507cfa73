"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch_same_input_twice, sym_name = "dispatch_same_input_twice", sym_visibility = "public"}> ({
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      %7 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%7, %7, %7) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "dispatch_same_value_twice_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<*>, %arg2: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "stream.async.clone"(%arg1, %arg2, %arg2) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %6 = "stream.async.dispatch"(%4, %4, %4, %5, %5, %arg2, %arg2, %3, %3, %arg2, %arg2, %arg2, %arg2, %arg2) <{entry_points = [@ex1::@dispatch_same_input_twice], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%6) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "dispatch_same_value_twice_caller", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "stream.async.splat"(%0, %arg0) : (i32, index) -> !stream.resource<*>
    %2 = "util.call"(%1, %arg0) <{callee = @dispatch_same_value_twice_callee, tied_operands = [-1 : index]}> : (!stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

