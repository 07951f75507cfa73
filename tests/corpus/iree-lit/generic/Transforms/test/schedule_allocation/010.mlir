"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index, index, index) -> (), sym_name = "aliasPropagation", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1:2 = "stream.async.execute"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [0 : index]}> ({
    ^bb0(%arg4: !stream.resource<external>):
      %3 = "stream.resource.subview"(%arg4, %arg1, %arg2, %arg3) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
      %4 = "stream.async.update"(%arg4, %arg1, %0, %arg3, %3, %arg3) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index) -> !stream.resource<external>
      "stream.yield"(%4, %arg1) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %2 = "util.optimization_barrier"(%1#0) : (!stream.resource<external>) -> !stream.resource<external>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

