"builtin.module"() ({
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %5 = "arith.constant"() <{value = 258 : i16}> : () -> i16
    %6 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %7:2 = "stream.resource.alloca"(%3) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.cmd.execute"(%7#0, %3, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg0: !stream.resource<external>):
      "stream.cmd.fill"(%arg0, %3, %0, %1, %4) : (!stream.resource<external>, index, index, index, i8) -> ()
      "stream.cmd.fill"(%arg0, %3, %1, %1, %5) : (!stream.resource<external>, index, index, index, i16) -> ()
      "stream.cmd.fill"(%arg0, %3, %2, %2, %6) : (!stream.resource<external>, index, index, index, i32) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.timepoint.await"(%7#0, %3, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %3) <{source_encoding = tensor<16xi8>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

