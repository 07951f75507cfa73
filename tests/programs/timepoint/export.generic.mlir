"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %4 = "stream.tensor.import"(%arg0, %2) <{result_encoding = tensor<4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %5:2 = "stream.resource.alloca"(%2) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.cmd.execute"(%4, %5#0, %2, %2, %5#1) <{operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<external>):
      "stream.cmd.copy"(%arg1, %2, %1, %arg2, %2, %0, %1) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.cmd.copy"(%arg1, %2, %0, %arg2, %2, %1, %1) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %7 = "stream.timepoint.export"(%6) : (!stream.timepoint) -> !hal.fence
    %8 = "hal.fence.await"(%3, %7) <{flags = 0 : i64}> : (i32, !hal.fence) -> i32
    "util.status.check_ok"(%8) <{message = "fence wait failed"}> : (i32) -> ()
    %9 = "stream.tensor.export"(%5#0, %2) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%9) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

