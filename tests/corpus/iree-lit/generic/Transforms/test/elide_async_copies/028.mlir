"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex_byref", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
      %11 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%11, %11, %11) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "cloneByrefToTied", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 100 : index}> : () -> index
    %8 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %9 = "stream.async.clone"(%arg0, %7, %7) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %10 = "stream.async.fill"(%9, %7, %6, %7, %7, %8) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
    "util.return"(%10) : (!stream.resource<external>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "cloneByrefToTiedCaller", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 100 : index}> : () -> index
    %3 = "stream.async.splat"(%1, %2) : (i32, index) -> !stream.resource<external>
    %4 = "util.call"(%3) <{callee = @cloneByrefToTied, tied_operands = [-1 : index]}> : (!stream.resource<external>) -> !stream.resource<external>
    %5 = "stream.async.dispatch"(%3, %2, %0, %2, %2, %2) <{entry_points = [@ex_byref::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

