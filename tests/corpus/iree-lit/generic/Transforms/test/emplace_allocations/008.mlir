"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index, index) -> !stream.resource<*>, sym_name = "emplaceSparseMultiResult", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 32 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3:3 = "stream.async.dispatch"(%arg0, %arg1, %0, %arg1, %arg1, %arg2, %arg2, %arg2) <{entry_points = [@ex::@dispatch0], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 3>, tied_operands = [-1 : index, -1 : index, -1 : index]}> : (!stream.resource<*>, index, index, index, index, index, index, index) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>)
    %4 = "stream.async.alloca"(%arg3) : (index) -> !stream.resource<*>
    %5 = "stream.async.update"(%4, %arg3, %0, %1, %3#0, %arg2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %6 = "stream.async.update"(%5, %arg3, %1, %2, %3#2, %arg2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%6) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

