"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex_read", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      %9 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%9, %9, %9) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "updateNotElided_regionRead", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %5 = "stream.async.splat"(%3, %arg0) : (i32, index) -> !stream.resource<*>
    %6 = "stream.async.splat"(%4, %1) : (i32, index) -> !stream.resource<*>
    %7 = "stream.async.update"(%5, %arg0, %0, %1, %6, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %8 = "stream.async.dispatch"(%2, %2, %2, %7, %arg0, %0, %1, %1, %arg0) <{entry_points = [@ex_read::@dispatch], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%8) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

