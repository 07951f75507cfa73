"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !hal.buffer) -> (!stream.resource<*>, index), sym_name = "multiple_packs", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !hal.buffer):
    %0 = "arith.constant"() <{value = 512 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %2:3 = "stream.resource.pack"(%0, %1) <{lifetime_intervals = [0 : index, 0 : index, 0 : index, 0 : index], operandSegmentSizes = array<i32: 0, 2>}> {stream.experimental.transients} : (index, index) -> (index, index, index)
    "util.return"(%arg0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

