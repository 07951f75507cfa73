"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> (!stream.resource<external>, !stream.resource<transient>), sym_name = "cloneAcrossPartitions", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i8}> : () -> i8
    %3 = "stream.async.splat"(%2, %1) : (i8, index) -> !stream.resource<transient>
    %4 = "stream.async.dispatch"(%1, %1, %1, %3, %1, %0, %1, %1, %1) <{entry_points = [@ex::@dispatch0], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
    %5 = "stream.async.transfer"(%4, %1, %1) : (!stream.resource<transient>, index, index) -> !stream.resource<staging>
    %6 = "stream.async.load"(%5, %1, %0) : (!stream.resource<staging>, index, index) -> i8
    %7 = "stream.async.store"(%5, %1, %0, %6) : (!stream.resource<staging>, index, index, i8) -> !stream.resource<staging>
    %8 = "stream.async.transfer"(%7, %1, %1) : (!stream.resource<staging>, index, index) -> !stream.resource<transient>
    %9 = "stream.async.dispatch"(%1, %1, %1, %8, %3, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{entry_points = [@ex::@dispatch1], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %10 = "stream.async.transfer"(%9, %1, %1) : (!stream.resource<transient>, index, index) -> !stream.resource<external>
    "util.return"(%10, %3) : (!stream.resource<external>, !stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

