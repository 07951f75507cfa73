"builtin.module"() ({
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %4 = "util.buffer.constant"() <{value = dense<[1, 2, 3, 4]> : tensor<4xi32>}> : () -> !util.buffer
    %5 = "stream.file.constant"(%4, %2, %0, %2) : (!util.buffer, index, index, index) -> !stream.file
    %6:2 = "stream.resource.alloca"(%2) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %7 = "stream.file.write"(%6#0, %2, %0, %5, %3, %1, %6#1) : (!stream.resource<external>, index, index, !stream.file, i64, index, !stream.timepoint) -> !stream.timepoint
    %8 = "stream.timepoint.await"(%6#0, %2, %7) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %9 = "stream.tensor.export"(%8, %2) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%9) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

