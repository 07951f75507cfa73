"builtin.module"() ({
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %3:2 = "stream.resource.alloca"(%1) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %4 = "stream.cmd.execute"(%3#0, %1, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg0: !stream.resource<external>):
      "stream.cmd.invalidate"(%arg0, %1, %0, %1) : (!stream.resource<external>, index, index, index) -> ()
      "stream.cmd.fill"(%arg0, %1, %0, %1, %2) : (!stream.resource<external>, index, index, index, i32) -> ()
      "stream.cmd.flush"(%arg0, %1, %0, %1) : (!stream.resource<external>, index, index, index) -> ()
      "stream.cmd.discard"(%arg0, %1, %0, %1) : (!stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %5 = "stream.timepoint.await"(%3#0, %1, %4) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %6 = "stream.tensor.export"(%5, %1) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%6) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

