"builtin.module"() ({
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4:2 = "stream.resource.alloca"(%2) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %5 = "stream.cmd.execute"(%4#0, %2, %4#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg0: !stream.resource<external>):
      "stream.cmd.fill"(%arg0, %2, %0, %1, %3) : (!stream.resource<external>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %6 = "stream.timepoint.await"(%4#0, %2, %5) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %7 = "stream.tensor.export"(%6, %2) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%7) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

