"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "multipleUsesOneUser", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %4 = "stream.async.splat"(%3, %arg0) : (i32, index) -> !stream.resource<*>
    %5 = "stream.async.dispatch"(%4, %4, %arg0, %arg0, %0, %1, %1, %2, %1, %1, %arg0) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [0 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%5) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

