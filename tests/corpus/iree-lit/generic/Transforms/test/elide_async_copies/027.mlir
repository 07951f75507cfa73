"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex_transfer", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch1, sym_name = "dispatch1", sym_visibility = "public"}> ({
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%6, %6, %6) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.export"() <{function_ref = @dispatch2, sym_name = "dispatch2", sym_visibility = "public"}> ({
      %5 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%5, %5, %5) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>), sym_name = "transferSameTypeMultiUse", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "stream.async.transfer"(%arg0, %1, %1) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %3 = "stream.async.dispatch"(%arg0, %1, %0, %1, %1, %1) <{entry_points = [@ex_transfer::@dispatch1], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
    %4 = "stream.async.dispatch"(%2, %1, %0, %1, %1, %1) <{entry_points = [@ex_transfer::@dispatch2], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
    "util.return"(%3, %4) : (!stream.resource<external>, !stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

