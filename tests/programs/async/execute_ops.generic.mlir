"builtin.module"() ({
  "util.func"() <{function_type = () -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 12 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 32 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 9 : i8}> : () -> i8
    %8:3 = "stream.async.execute"(%5, %4) <{operandSegmentSizes = array<i32: 0, 0, 2, 0>, tied_operands = [-1 : index, -1 : index]}> ({
      %12 = "stream.async.splat"(%6, %5) : (i32, index) -> !stream.resource<external>
      %13 = "stream.async.clone"(%12, %5, %5) : (!stream.resource<external>, index, index) -> !stream.resource<external>
      %14 = "stream.async.fill"(%13, %5, %1, %3, %2, %7) : (!stream.resource<external>, index, index, index, index, i8) -> !stream.resource<external>
      %15 = "stream.async.slice"(%14, %5, %0, %4, %4) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      %16 = "stream.async.update"(%12, %5, %4, %5, %15, %4) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index) -> !stream.resource<external>
      %17 = "stream.async.copy"(%15, %4, %0, %1, %14, %5, %2, %3, %1) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%16, %17, %5, %4) : (!stream.resource<external>, !stream.resource<external>, index, index) -> ()
    }) : (index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %9:2 = "stream.timepoint.await"(%8#0, %8#1, %5, %4, %8#2) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)
    %10 = "stream.tensor.export"(%9#0, %5) <{source_encoding = tensor<32xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %11 = "stream.tensor.export"(%9#1, %4) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10, %11) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

