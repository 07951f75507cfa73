"builtin.module"() ({
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 12 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %5 = "util.buffer.constant"() <{value = dense<[1, 2, 3, 4]> : tensor<4xi32>}> : () -> !util.buffer
    %6 = "stream.file.constant"(%5, %3, %0, %3) : (!util.buffer, index, index, index) -> !stream.file
    %7:2 = "stream.resource.alloca"(%3) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.cmd.execute"(%7#0, %3, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg0: !stream.resource<external>):
      "stream.cmd.copy"(%arg0, %3, %2, %arg0, %3, %0, %1) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.file.read"(%6, %4, %7#0, %3, %0, %1, %8) : (!stream.file, i64, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %10 = "stream.timepoint.await"(%7#0, %3, %9) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %11 = "stream.tensor.export"(%10, %3) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%11) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

