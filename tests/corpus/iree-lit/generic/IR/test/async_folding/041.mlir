"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> (!stream.resource<*>, !stream.timepoint), sym_name = "TieRegionResultsAsyncConcurrentOp", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2:2 = "stream.async.execute"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg2: !stream.resource<*>):
      %3 = "stream.async.concurrent"(%arg2, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1>, tied_operands = [-1 : index]}> ({
      ^bb0(%arg3: !stream.resource<*>):
        %4 = "stream.async.dispatch"(%1, %1, %1, %arg3, %arg1, %0, %arg1, %arg1, %arg1) <{entry_points = [@executable::@dispatch0], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (index, index, index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
        "stream.yield"(%4, %arg1) : (!stream.resource<*>, index) -> ()
      }) : (!stream.resource<*>, index, index) -> !stream.resource<*>
      "stream.yield"(%3, %arg1) : (!stream.resource<*>, index) -> ()
    }) : (!stream.resource<*>, index, index) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%2#0, %2#1) : (!stream.resource<*>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

