"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view, sym_name = "read", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg4: !hal.buffer_view, %arg5: !hal.fence, %arg6: !hal.fence):
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 8 : index}> : () -> index
    %11 = "arith.constant"() <{value = 16 : index}> : () -> index
    %12 = "arith.constant"() <{value = 4 : i64}> : () -> i64
    %13 = "util.buffer.constant"() <{value = dense<[10, 20, 30, 40]> : tensor<4xi32>}> : () -> !util.buffer
    %14 = "stream.file.constant"(%13, %11, %9, %11) : (!util.buffer, index, index, index) -> !stream.file
    %15 = "stream.tensor.import"(%arg4, %11) <{result_encoding = tensor<4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %16 = "stream.timepoint.import"(%arg5) : (!hal.fence) -> !stream.timepoint
    %17 = "stream.file.read"(%14, %12, %15, %11, %10, %10, %16) : (!stream.file, i64, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    "stream.timepoint.chain_external"(%17, %arg6) : (!stream.timepoint, !hal.fence) -> ()
    %18 = "stream.tensor.export"(%15, %11) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%18) : (!hal.buffer_view) -> ()
  }) {iree.reflection = {iree.abi.model = "coarse-fences"}} : () -> ()
  "util.func"() <{function_type = (!util.buffer, !hal.buffer_view, !hal.fence, !hal.fence) -> (), sym_name = "write", sym_visibility = "public"}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %5 = "stream.file.constant"(%arg0, %3, %0, %3) : (!util.buffer, index, index, index) -> !stream.file
    %6 = "stream.tensor.import"(%arg1, %3) <{result_encoding = tensor<4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %7 = "stream.timepoint.import"(%arg2) : (!hal.fence) -> !stream.timepoint
    %8 = "stream.file.write"(%6, %3, %1, %5, %4, %2, %7) : (!stream.resource<external>, index, index, !stream.file, i64, index, !stream.timepoint) -> !stream.timepoint
    "stream.timepoint.chain_external"(%8, %arg3) : (!stream.timepoint, !hal.fence) -> ()
    "util.return"() : () -> ()
  }) {iree.reflection = {iree.abi.model = "coarse-fences"}} : () -> ()
}) : () -> ()

