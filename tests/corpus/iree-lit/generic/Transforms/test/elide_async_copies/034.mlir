"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex_tied_passthrough", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
      %11 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%11, %11, %11) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "updateNotElided_tiedDispatch", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %5 = "stream.async.splat"(%3, %arg0) : (i32, index) -> !stream.resource<*>
    %6 = "stream.async.splat"(%4, %1) : (i32, index) -> !stream.resource<*>
    %7 = "stream.async.update"(%5, %arg0, %0, %1, %6, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %8 = "stream.async.dispatch"(%7, %arg0, %1, %2, %1, %arg0) <{entry_points = [@ex_tied_passthrough::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %9 = "stream.async.alloca"(%2) : (index) -> !stream.resource<*>
    %10 = "stream.async.copy"(%9, %2, %0, %2, %8, %arg0, %0, %2, %2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%10) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

