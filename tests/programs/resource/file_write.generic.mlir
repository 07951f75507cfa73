"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 32 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 4 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7 = "stream.file.constant"(%arg0, %3, %0, %3) : (!util.buffer, index, index, index) -> !stream.file
    %8:2 = "stream.resource.alloca"(%2) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %9 = "stream.cmd.execute"(%8#0, %2, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>):
      "stream.cmd.fill"(%arg1, %2, %0, %2, %6) : (!stream.resource<external>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %10 = "stream.file.write"(%8#0, %2, %0, %7, %5, %1, %9) : (!stream.resource<external>, index, index, !stream.file, i64, index, !stream.timepoint) -> !stream.timepoint
    %11:2 = "stream.resource.alloca"(%2, %10) : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %12 = "stream.file.read"(%7, %5, %11#0, %2, %0, %2, %11#1) : (!stream.file, i64, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %13 = "stream.timepoint.await"(%11#0, %2, %12) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %14 = "stream.tensor.export"(%13, %2) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%14) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

