"builtin.module"() ({
  "util.func"() <{function_type = (index) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "clonePreservedAfterSliceMutation", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 50 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "stream.async.splat"(%2, %arg0) : (i32, index) -> !stream.resource<*>
    %4 = "stream.async.slice"(%3, %arg0, %0, %1, %1) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %5 = "stream.async.clone"(%3, %arg0, %arg0) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %6 = "stream.async.fill"(%4, %1, %0, %1, %1, %2) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    %7 = "stream.async.dispatch"(%5, %arg0, %0, %arg0, %arg0, %arg0) <{entry_points = [@dispatch_ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%6, %7) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

