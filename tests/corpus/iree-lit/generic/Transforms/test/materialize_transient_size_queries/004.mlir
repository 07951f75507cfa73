"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !hal.buffer) -> (!stream.resource<*>, index), sym_name = "max_arithmetic", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !hal.buffer):
    %0 = "arith.constant"() <{value = 256 : index}> : () -> index
    %1 = "arith.constant"() <{value = 512 : index}> : () -> index
    %2 = "arith.maxui"(%0, %0) : (index, index) -> index
    %3 = "arith.maxui"(%2, %1) : (index, index) -> index
    %4:2 = "stream.resource.pack"(%3) <{lifetime_intervals = [0 : index, 0 : index], operandSegmentSizes = array<i32: 0, 1>}> {stream.experimental.transients} : (index) -> (index, index)
    "util.return"(%arg0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

