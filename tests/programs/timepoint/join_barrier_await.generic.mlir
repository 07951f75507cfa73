"builtin.module"() ({
  "util.func"() <{function_type = () -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %5:2 = "stream.resource.alloca"(%1, %4) : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %6:2 = "stream.resource.alloca"(%1, %4) : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %7 = "stream.cmd.execute"(%5#0, %1, %5#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>):
      "stream.cmd.fill"(%arg1, %1, %0, %1, %2) : (!stream.resource<external>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %8 = "stream.cmd.execute"(%6#0, %1, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg0: !stream.resource<external>):
      "stream.cmd.fill"(%arg0, %1, %0, %1, %3) : (!stream.resource<external>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.timepoint.join"(%7, %8) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %10:2 = "stream.timepoint.await"(%5#0, %6#0, %1, %1, %9) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %11:2 = "stream.timepoint.barrier"(%10#1, %1) : (!stream.resource<external>, index) -> (!stream.resource<external>, !stream.timepoint)
    %12 = "stream.timepoint.await"(%11#0, %1, %11#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %13 = "stream.tensor.export"(%10#0, %1) <{source_encoding = tensor<2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %14 = "stream.tensor.export"(%12, %1) <{source_encoding = tensor<2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%13, %14) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

