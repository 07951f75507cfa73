"builtin.module"() ({
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 32 : index}> : () -> index
    %3 = "arith.constant"() <{value = 48 : index}> : () -> index
    %4 = "arith.constant"() <{value = 64 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7:2 = "stream.resource.alloca"(%4) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.cmd.execute"(%7#0, %4, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg0: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.fill"(%arg0, %4, %0, %1, %5) : (!stream.resource<external>, index, index, index, i32) -> ()
        "stream.cmd.fill"(%arg0, %4, %1, %1, %6) : (!stream.resource<external>, index, index, index, i32) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg0, %4, %0, %arg0, %4, %2, %1) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.copy"(%arg0, %4, %1, %arg0, %4, %3, %1) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.timepoint.await"(%7#0, %4, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %4) <{source_encoding = tensor<4x4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

