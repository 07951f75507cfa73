"builtin.module"() ({
  "util.func"() <{function_type = () -> (tensor<1x4xi32>, tensor<1x4xi32>), sym_name = "reshapedDispatchOp", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %1 = "flow.dispatch"(%0) <{entry_points = [@some::@splat_like], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (i32) -> tensor<4x1xi32>
    %2 = "flow.tensor.reshape"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x1xi32>) -> tensor<1x4xi32>
    %3 = "flow.tensor.transfer"(%2) <{target = #hal.device.promise<@dev_a>}> : (tensor<1x4xi32>) -> tensor<1x4xi32>
    %4 = "flow.tensor.transfer"(%2) <{target = #hal.device.promise<@dev_b>}> : (tensor<1x4xi32>) -> tensor<1x4xi32>
    "util.return"(%3, %4) : (tensor<1x4xi32>, tensor<1x4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

