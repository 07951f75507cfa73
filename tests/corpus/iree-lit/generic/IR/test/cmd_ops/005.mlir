"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !stream.resource<external>, index) -> !stream.timepoint, sym_name = "cmdDispatch", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.resource<external>, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 5 : index}> : () -> index
    %6 = "arith.constant"() <{value = 128 : index}> : () -> index
    %7 = "stream.cmd.execute"(%arg0, %arg2, %arg1, %arg3) <{operandSegmentSizes = array<i32: 2, 2, 0>}> ({
    ^bb0(%arg4: !stream.resource<transient>, %arg5: !stream.resource<external>):
      "stream.cmd.dispatch"(%1, %2, %3, %4, %5, %arg4, %arg5, %arg1, %arg3, %0, %0, %6, %6) <{entry_points = [@executable::@dispatch0, @executable::@dispatch1], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, index, index, index, !stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, !stream.resource<external>, index, index) -> !stream.timepoint
    "util.return"(%7) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

