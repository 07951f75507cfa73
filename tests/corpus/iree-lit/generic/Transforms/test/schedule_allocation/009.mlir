"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index, index, index, index, index, index, index) -> (), sym_name = "tiedOperandSubviews", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1:2 = "stream.async.execute"(%arg0, %arg1, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [0 : index]}> ({
    ^bb0(%arg9: !stream.resource<external>):
      %6 = "stream.resource.subview"(%arg9, %arg1, %arg2, %arg5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
      %7 = "stream.resource.subview"(%6, %arg5, %arg3, %arg6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
      "stream.yield"(%7, %arg6) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %2:2 = "stream.async.execute"(%1#0, %arg6, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [0 : index]}> ({
    ^bb0(%arg8: !stream.resource<external>):
      %4 = "stream.resource.subview"(%arg8, %arg6, %arg4, %arg7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
      %5 = "stream.async.update"(%arg8, %arg6, %0, %arg7, %4, %arg7) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index) -> !stream.resource<external>
      "stream.yield"(%5, %arg6) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %3 = "util.optimization_barrier"(%2#0) : (!stream.resource<external>) -> !stream.resource<external>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

