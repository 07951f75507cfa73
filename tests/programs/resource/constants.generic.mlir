"builtin.module"() ({
  "util.func"() <{function_type = () -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 12 : index}> : () -> index
    %3:3 = "stream.resource.constants"(%1, %2) <{values = [dense<[101, 102]> : tensor<2xi32>, dense<[1.500000e+00, -2.000000e+00, 3.250000e+00]> : tensor<3xf32>]}> : (index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    %4:2 = "stream.resource.alloca"(%1, %3#2) : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %5:2 = "stream.resource.alloca"(%2, %4#1) : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.cmd.execute"(%3#0, %3#1, %4#0, %5#0, %1, %2, %1, %2, %5#1) <{operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg0: !stream.resource<constant>, %arg1: !stream.resource<constant>, %arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg0, %1, %0, %arg2, %1, %0, %1) : (!stream.resource<constant>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.copy"(%arg1, %2, %0, %arg3, %2, %0, %2) : (!stream.resource<constant>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %7:2 = "stream.timepoint.await"(%4#0, %5#0, %1, %2, %6) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %8 = "stream.tensor.export"(%7#0, %1) <{source_encoding = tensor<2xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %9 = "stream.tensor.export"(%7#1, %2) <{source_encoding = tensor<3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%8, %9) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

