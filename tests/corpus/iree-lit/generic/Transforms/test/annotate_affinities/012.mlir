"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer, !hal.fence) -> (), sym_name = "tied_aliased_storage", sym_visibility = "public"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer, %arg2: !hal.fence):
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1 = "flow.tensor.transfer"(%0) <{target = #hal.device.promise<@dev_a>}> : (tensor<4xi32>) -> tensor<4xi32>
    %2 = "flow.dispatch"(%1) <{entry_points = [@dispatch0], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %3 = "flow.dispatch"(%2) <{entry_points = [@dispatch1], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %4 = "hal.tensor.alias"(%3, %arg1) <{affinity = #hal.device.promise<@dev_b>, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (tensor<4xi32>, !hal.buffer) -> tensor<4xi32>
    %5 = "hal.tensor.barrier"(%4, %arg2) : (tensor<4xi32>, !hal.fence) -> tensor<4xi32>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

