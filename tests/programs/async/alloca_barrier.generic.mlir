"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 24 : index}> : () -> index
    %4 = "arith.constant"() <{value = 32 : index}> : () -> index
    %5 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %6 = "stream.tensor.import"(%arg0, %2) <{result_encoding = tensor<4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %7:2 = "stream.async.execute"(%6, %2, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg1: !stream.resource<external>):
      %10 = "stream.async.alloca"(%4) : (index) -> !stream.resource<external>
      %11 = "stream.async.fill"(%10, %4, %0, %4, %4, %5) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
      %12 = "stream.async.barrier"(%11, %4) : (!stream.resource<external>, index) -> !stream.resource<external>
      %13 = "stream.async.copy"(%12, %4, %1, %3, %arg1, %2, %0, %2, %2) : (!stream.resource<external>, index, index, index, !stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%13, %4) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.timepoint.await"(%7#0, %4, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %9 = "stream.tensor.export"(%8, %4) <{source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%9) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

