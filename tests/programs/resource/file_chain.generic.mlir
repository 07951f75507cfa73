"builtin.module"() ({
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 12 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 28 : index}> : () -> index
    %6 = "arith.constant"() <{value = 32 : index}> : () -> index
    %7 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %9 = "arith.constant"() <{value = 28 : i64}> : () -> i64
    %10 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %11 = "util.buffer.constant"() <{value = dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>}> : () -> !util.buffer
    %12 = "stream.file.constant"(%11, %6, %0, %6) : (!util.buffer, index, index, index) -> !stream.file
    %13:2 = "stream.resource.alloca"(%6) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %14 = "stream.cmd.execute"(%13#0, %6, %13#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>):
      "stream.cmd.fill"(%arg1, %6, %0, %6, %10) : (!stream.resource<external>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %15 = "stream.file.read"(%12, %8, %13#0, %6, %0, %2, %14) : (!stream.file, i64, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %16 = "stream.file.read"(%12, %7, %13#0, %6, %3, %1, %15) : (!stream.file, i64, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %17 = "stream.cmd.execute"(%13#0, %6, %16) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg0: !stream.resource<external>):
      "stream.cmd.copy"(%arg0, %6, %0, %arg0, %6, %5, %1) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %18 = "stream.file.read"(%12, %9, %13#0, %6, %4, %1, %17) : (!stream.file, i64, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.timepoint.join"(%17, %18) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %20 = "stream.timepoint.await"(%13#0, %6, %19) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %21 = "stream.tensor.export"(%20, %6) <{source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%21) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

