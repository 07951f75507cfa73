"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, index) -> !stream.resource<transient>, sym_name = "partitionSplatWithAwait", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %2 = "stream.async.splat"(%arg0, %1, %arg1) : (!stream.timepoint, i32, index) -> !stream.resource<transient>
    %3 = "stream.async.dispatch"(%2, %arg1, %0, %arg1, %arg1, %arg1) <{entry_points = [@ex::@dispatch0], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
    "util.return"(%3) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

