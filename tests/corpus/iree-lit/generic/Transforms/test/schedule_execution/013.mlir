"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> (!stream.resource<transient>, !stream.resource<transient>), sym_name = "cloneAcrossLoadBarrier", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 24 : index}> : () -> index
    %4 = "stream.async.clone"(%arg0, %3, %3) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %5 = "stream.async.dispatch"(%4, %3, %0, %3, %3, %2) <{entry_points = [@ex::@dispatch_0], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<transient>
    %6 = "stream.async.transfer"(%5, %2, %2) : (!stream.resource<transient>, index, index) -> !stream.resource<staging>
    %7 = "stream.async.load"(%6, %2, %0) : (!stream.resource<staging>, index, index) -> i64
    %8 = "stream.async.splat"(%7, %3) : (i64, index) -> !stream.resource<transient>
    %9 = "stream.async.dispatch"(%5, %8, %2, %3, %0, %0, %2, %3, %2, %3, %1) <{entry_points = [@ex::@dispatch_1], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %10 = "stream.async.dispatch"(%4, %3, %0, %3, %3, %1) <{entry_points = [@ex::@dispatch_2], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<transient>
    "util.return"(%9, %10) : (!stream.resource<transient>, !stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

