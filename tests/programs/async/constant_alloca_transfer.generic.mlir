"builtin.module"() ({
  "util.func"() <{function_type = () -> (i32, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3:2 = "stream.async.execute"(%2) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> ({
      %12 = "stream.async.constant"(%2) <{value = dense<[5, 6, 7, 8]> : tensor<4xi32>}> : (index) -> !stream.resource<transient>
      %13 = "stream.async.transfer"(%12, %2, %2) : (!stream.resource<transient>, index, index) -> !stream.resource<staging>
      "stream.yield"(%13, %2) : (!stream.resource<staging>, index) -> ()
    }) : (index) -> (!stream.resource<staging>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %2, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<staging>, index, !stream.timepoint) -> !stream.resource<staging>
    %5 = "stream.async.load"(%4, %2, %1) : (!stream.resource<staging>, index, index) -> i32
    %6 = "arith.muli"(%5, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "stream.async.store"(%4, %2, %0, %6) : (!stream.resource<staging>, index, index, i32) -> !stream.resource<staging>
    %8:2 = "stream.async.execute"(%7, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg0: !stream.resource<staging>):
      %11 = "stream.async.transfer"(%arg0, %2, %2) : (!stream.resource<staging>, index, index) -> !stream.resource<external>
      "stream.yield"(%11, %2) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<staging>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %9 = "stream.timepoint.await"(%8#0, %2, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %2) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%5, %10) : (i32, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

