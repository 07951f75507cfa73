"builtin.module"() ({
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "util.buffer.constant"() <{value = dense<[10, 20, 30, 40]> : tensor<4xi32>}> : () -> !util.buffer
    %4:2 = "stream.resource.try_map"(%3, %0, %2) : (!util.buffer, index, index) -> (i1, !stream.resource<constant>)
    %5 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %6:2 = "scf.if"(%4#0) ({
      "scf.yield"(%5, %4#1) : (!stream.timepoint, !stream.resource<constant>) -> ()
    }, {
      %11 = "stream.resource.alloc"(%2) <{uninitialized}> : (index) -> !stream.resource<constant>
      %12 = "stream.file.constant"(%3, %2, %0, %2) : (!util.buffer, index, index, index) -> !stream.file
      %13 = "stream.file.read"(%12, %1, %11, %2, %0, %2, %5) : (!stream.file, i64, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%13, %11) : (!stream.timepoint, !stream.resource<constant>) -> ()
    }) : (i1) -> (!stream.timepoint, !stream.resource<constant>)
    %7:2 = "stream.resource.alloca"(%2, %6#0) : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.cmd.execute"(%6#1, %7#0, %2, %2, %7#1) <{operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg0: !stream.resource<constant>, %arg1: !stream.resource<external>):
      "stream.cmd.copy"(%arg0, %2, %0, %arg1, %2, %0, %2) : (!stream.resource<constant>, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.timepoint.await"(%7#0, %2, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %2) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

