"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "stream.tensor.import"(%arg0, %2) <{result_encoding = tensor<4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %4 = "stream.timepoint.import"(%arg1) : (!hal.fence) -> !stream.timepoint
    %5:2 = "stream.resource.alloca"(%2, %4) : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.cmd.execute"(%3, %5#0, %2, %2, %5#1) <{operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.copy"(%arg3, %2, %1, %arg4, %2, %0, %1) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.cmd.copy"(%arg3, %2, %0, %arg4, %2, %1, %1) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    "stream.timepoint.chain_external"(%6, %arg2) : (!stream.timepoint, !hal.fence) -> ()
    %7 = "stream.tensor.export"(%5#0, %2) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%7) : (!hal.buffer_view) -> ()
  }) {iree.reflection = {iree.abi.model = "coarse-fences"}} : () -> ()
}) : () -> ()

