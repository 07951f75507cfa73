"builtin.module"() ({
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %3 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %4:2 = "stream.resource.alloca"(%1, %3) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %5:2 = "stream.resource.alloca"(%1, %4#1) : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.cmd.execute"(%4#0, %5#0, %1, %1, %5#1) <{operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg0: !stream.resource<transient>, %arg1: !stream.resource<external>):
      "stream.cmd.fill"(%arg0, %1, %0, %1, %2) : (!stream.resource<transient>, index, index, index, i32) -> ()
      "stream.cmd.copy"(%arg0, %1, %0, %arg1, %1, %0, %1) : (!stream.resource<transient>, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %7 = "stream.resource.dealloca"(%4#0, %1, %6) <{prefer_origin}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %8 = "stream.timepoint.join"(%6, %7) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.timepoint.await"(%5#0, %1, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %1) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

