"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex_mixed", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
      %13 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%13, %13, %13) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>) -> (), sym_name = "mixedSemanticsSameCallee", sym_visibility = "private"}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 100 : index}> : () -> index
    %10 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %11 = "stream.async.clone"(%arg0, %9, %9) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %12 = "stream.async.fill"(%11, %9, %8, %9, %9, %10) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "mixedSemanticsByvalCaller", sym_visibility = "public"}> ({
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 100 : index}> : () -> index
    %7 = "stream.async.splat"(%5, %6) : (i32, index) -> !stream.resource<external>
    "util.call"(%7) <{callee = @mixedSemanticsSameCallee}> : (!stream.resource<external>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "mixedSemanticsByrefCaller", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 100 : index}> : () -> index
    %3 = "stream.async.splat"(%1, %2) : (i32, index) -> !stream.resource<external>
    "util.call"(%3) <{callee = @mixedSemanticsSameCallee}> : (!stream.resource<external>) -> ()
    %4 = "stream.async.dispatch"(%3, %2, %0, %2, %2, %2) <{entry_points = [@ex_mixed::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

