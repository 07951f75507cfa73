"builtin.module"() ({
  "util.func"() <{function_type = () -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 32 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7:2 = "stream.resource.alloca"(%4) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.resource.subview"(%7#0, %4, %3, %3) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %9 = "stream.resource.subview"(%8, %3, %2, %2) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %10 = "stream.cmd.execute"(%7#0, %9, %4, %2, %7#1) <{operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>):
      "stream.cmd.fill"(%arg0, %4, %0, %4, %5) : (!stream.resource<external>, index, index, index, i32) -> ()
      "stream.cmd.fill"(%arg1, %2, %1, %1, %6) : (!stream.resource<external>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %11 = "stream.timepoint.await"(%7#0, %4, %10) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %12 = "stream.tensor.export"(%11, %4) <{source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %13 = "stream.resource.subview"(%11, %4, %3, %3) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %14 = "stream.tensor.export"(%13, %3) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%12, %14) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

