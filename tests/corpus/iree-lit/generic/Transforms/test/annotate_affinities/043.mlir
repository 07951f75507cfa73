"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "scf_for_body_transfer", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<1xi32>
    %4 = "scf.for"(%0, %2, %1, %3) ({
    ^bb0(%arg0: index, %arg1: tensor<1xi32>):
      %6 = "flow.tensor.transfer"(%arg1) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
      %7 = "flow.dispatch"(%6) <{entry_points = [@dispatch], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
      "scf.yield"(%7) : (tensor<1xi32>) -> ()
    }) : (index, index, index, tensor<1xi32>) -> tensor<1xi32>
    %5 = "flow.tensor.transfer"(%4) <{target = #hal.device.promise<@dev_c>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%5) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

