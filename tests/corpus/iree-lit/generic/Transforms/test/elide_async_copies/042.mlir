"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex_dispatch", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    ^bb0(%arg1: index):
      %8 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%8, %8, %8) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "updateNotElided_followedByTiedDispatch", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %4 = "stream.async.alloca"(%arg0) : (index) -> !stream.resource<*>
    %5 = "stream.async.splat"(%3, %2) : (i32, index) -> !stream.resource<*>
    %6 = "stream.async.update"(%4, %arg0, %0, %2, %5, %2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %7 = "stream.async.dispatch"(%1, %6, %arg0, %0, %2, %2, %arg0) <{entry_points = [@ex_dispatch::@dispatch], operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%7) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

