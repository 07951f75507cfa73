"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @entry, sym_name = "entry", sym_visibility = "public"}> ({
    ^bb0(%arg4: index):
      %11 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%arg4, %11, %11) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, i32, !stream.binding) -> (), sym_name = "entry"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: i32, %arg3: !stream.binding):
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 24 : index}> : () -> index
    %5 = "arith.constant"() <{value = 32 : index}> : () -> index
    %6 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7:2 = "stream.resource.alloca"(%5) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.cmd.execute"(%7#0, %5, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg0: !stream.resource<external>):
      "stream.cmd.fill"(%arg0, %5, %0, %5, %6) : (!stream.resource<external>, index, index, index, i32) -> ()
      "stream.cmd.dispatch"(%1, %6, %arg0, %arg0, %5, %5, %0, %2, %2, %3) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 1, 1, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, i32, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, index, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.timepoint.await"(%7#0, %5, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %5) <{source_encoding = tensor<8xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

