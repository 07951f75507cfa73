"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1065353216 : i32}> : () -> i32
    %4 = "stream.tensor.import"(%arg0, %2) <{result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %5:3 = "stream.async.execute"(%4, %2, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, tied_operands = [-1 : index, -1 : index]}> ({
    ^bb0(%arg1: !stream.resource<external>):
      %9:2 = "stream.async.concurrent"(%arg1, %2, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg2: !stream.resource<external>):
        %12 = "stream.async.clone"(%arg2, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<external>
        %13 = "stream.async.splat"(%3, %2) : (i32, index) -> !stream.resource<external>
        "stream.yield"(%12, %13, %2, %2) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
      }) : (!stream.resource<external>, index, index, index) -> (!stream.resource<external>, !stream.resource<external>)
      %10 = "stream.async.update"(%9#0, %2, %0, %2, %9#1, %2) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index) -> !stream.resource<external>
      %11 = "stream.async.copy"(%9#1, %2, %0, %1, %arg1, %2, %1, %2, %1) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%10, %11, %2, %2) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
    }) : (!stream.resource<external>, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %6:2 = "stream.timepoint.await"(%5#0, %5#1, %2, %2, %5#2) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %7 = "stream.tensor.export"(%6#0, %2) <{source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %8 = "stream.tensor.export"(%6#1, %2) <{source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%7, %8) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

