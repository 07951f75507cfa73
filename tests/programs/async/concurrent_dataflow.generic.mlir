"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 20 : index}> : () -> index
    %5 = "arith.constant"() <{value = 24 : index}> : () -> index
    %6 = "arith.constant"() <{value = 28 : index}> : () -> index
    %7 = "arith.constant"() <{value = 32 : index}> : () -> index
    %8 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %9 = "stream.tensor.import"(%arg0, %3) <{result_encoding = tensor<4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %10:3 = "stream.async.execute"(%9, %3, %7, %2) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, tied_operands = [-1 : index, -1 : index]}> ({
    ^bb0(%arg1: !stream.resource<external>):
      %14:2 = "stream.async.concurrent"(%arg1, %3, %7, %2) <{operandSegmentSizes = array<i32: 1, 1, 2>, tied_operands = [-1 : index, -1 : index]}> ({
      ^bb0(%arg2: !stream.resource<external>):
        %15 = "stream.async.splat"(%8, %7) : (i32, index) -> !stream.resource<external>
        %16 = "stream.async.update"(%15, %7, %1, %4, %arg2, %3) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index) -> !stream.resource<external>
        %17 = "stream.async.copy"(%16, %7, %3, %5, %arg2, %3, %0, %2, %2) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index, index, index, index) -> !stream.resource<external>
        %18 = "stream.async.fill"(%17, %7, %6, %7, %1, %8) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
        %19 = "stream.async.slice"(%arg2, %3, %2, %3, %2) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%18, %19, %7, %2) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
      }) : (!stream.resource<external>, index, index, index) -> (!stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%14#0, %14#1, %7, %2) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
    }) : (!stream.resource<external>, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %11:2 = "stream.timepoint.await"(%10#0, %10#1, %7, %2, %10#2) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %12 = "stream.tensor.export"(%11#0, %7) <{source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %13 = "stream.tensor.export"(%11#1, %2) <{source_encoding = tensor<2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%12, %13) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

