"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index) -> !stream.timepoint, sym_name = "FoldSubviewsIntoCmdDispatchOp", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.constant"() <{value = 128 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2000 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3000 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4000 : index}> : () -> index
    %8 = "stream.resource.subview"(%arg0, %arg1, %2, %6) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %9 = "stream.resource.subview"(%arg0, %arg1, %3, %7) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %10 = "stream.cmd.execute"(%8, %9, %6, %7) <{operandSegmentSizes = array<i32: 2, 2, 0>}> ({
    ^bb0(%arg2: !stream.resource<transient>, %arg3: !stream.resource<transient>):
      "stream.cmd.dispatch"(%1, %1, %1, %arg2, %arg3, %6, %7, %4, %5, %4, %4) <{entry_points = [@executable::@dispatch], operandSegmentSizes = array<i32: 3, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, !stream.resource<transient>, index, index) -> !stream.timepoint
    "util.return"(%10) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

