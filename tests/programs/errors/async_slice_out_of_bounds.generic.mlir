"builtin.module"() ({
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 24 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4:2 = "stream.async.execute"(%1) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> ({
      %7 = "stream.async.splat"(%3, %1) : (i32, index) -> !stream.resource<external>
      %8 = "stream.async.slice"(%7, %1, %0, %2, %1) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%8, %1) : (!stream.resource<external>, index) -> ()
    }) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %5 = "stream.timepoint.await"(%4#0, %1, %4#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %6 = "stream.tensor.export"(%5, %1) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%6) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

