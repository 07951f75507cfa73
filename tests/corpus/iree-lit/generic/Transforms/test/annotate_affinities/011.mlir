"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer, !hal.fence) -> tensor<4xi32>, sym_name = "aliased_storage", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer, %arg2: !hal.fence):
    %0 = "hal.tensor.import"(%arg0) <{affinity = #hal.device.promise<@dev_a>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4xi32>}> : (!hal.buffer_view) -> tensor<4xi32>
    %1 = "flow.dispatch"(%0) <{entry_points = [@dispatch], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %2 = "hal.tensor.alias"(%1, %arg1) <{affinity = #hal.device.promise<@dev_b>, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (tensor<4xi32>, !hal.buffer) -> tensor<4xi32>
    %3 = "hal.tensor.barrier"(%2, %arg2) : (tensor<4xi32>, !hal.fence) -> tensor<4xi32>
    "util.return"(%3) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

