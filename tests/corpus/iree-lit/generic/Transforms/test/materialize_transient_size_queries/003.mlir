"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !hal.buffer) -> (!stream.resource<*>, index), sym_name = "dynamic_size", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !hal.buffer):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.muli"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2:2 = "stream.resource.pack"(%1) <{lifetime_intervals = [0 : index, 0 : index], operandSegmentSizes = array<i32: 0, 1>}> {stream.experimental.transients} : (index) -> (index, index)
    "util.return"(%arg0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

