"builtin.module"() ({
  "util.func"() <{function_type = (index, index) -> (index, index, index), sym_name = "resourcePack", sym_visibility = "private", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 128 : index}> : () -> index
    %1:3 = "stream.resource.pack"(%0, %arg0, %arg1) <{lifetime_intervals = [0 : index, 9 : index, 3 : index, 8 : index], operandSegmentSizes = array<i32: 1, 2>}> : (index, index, index) -> (index, index, index)
    "util.return"(%1#0, %1#1, %1#2) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

