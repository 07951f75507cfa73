"builtin.module"() ({
  "util.func"() <{function_type = (index) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "clonePreservedSourceMutatedViaTiedDispatch", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %2 = "stream.async.splat"(%1, %arg0) : (i32, index) -> !stream.resource<*>
    %3 = "stream.async.clone"(%2, %arg0, %arg0) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %4 = "stream.async.dispatch"(%2, %arg0, %0, %arg0, %arg0, %arg0) <{entry_points = [@dispatch_ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %5 = "stream.async.dispatch"(%3, %arg0, %0, %arg0, %arg0, %arg0) <{entry_points = [@dispatch_ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%4, %5) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

