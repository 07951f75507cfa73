"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
      %12 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%12, %12, %12) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.export"() <{function_ref = @dispatch1, sym_name = "dispatch1", sym_visibility = "public"}> ({
      %11 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%11, %11, %11) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.export"() <{function_ref = @dispatch2, sym_name = "dispatch2", sym_visibility = "public"}> ({
      %10 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%10, %10, %10) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "slice_dispatch_fold", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 10 : index}> : () -> index
    %2 = "arith.constant"() <{value = 20 : index}> : () -> index
    %3 = "arith.constant"() <{value = 30 : index}> : () -> index
    %4 = "arith.constant"() <{value = 100 : index}> : () -> index
    %5 = "arith.constant"() <{value = 200 : index}> : () -> index
    %6 = "arith.constant"() <{value = 300 : index}> : () -> index
    %7 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %8 = "stream.async.slice"(%arg0, %6, %4, %5, %4) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %9 = "stream.async.dispatch"(%7, %8, %4, %1, %3, %2, %4) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 2, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (i32, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%9) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

