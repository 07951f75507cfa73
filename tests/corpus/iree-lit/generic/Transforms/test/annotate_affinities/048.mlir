"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "scf_while_capture_producer_condition", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<1xi32>
    %3 = "scf.while"(%2) ({
    ^bb0(%arg1: tensor<1xi32>):
      %5 = "flow.tensor.transfer"(%arg1) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
      %6 = "flow.tensor.load"(%5, %0) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (tensor<1xi32>, index) -> i32
      %7 = "arith.cmpi"(%6, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%7, %arg1) : (i1, tensor<1xi32>) -> ()
    }, {
    ^bb0(%arg0: tensor<1xi32>):
      %4 = "flow.dispatch"(%arg0) <{entry_points = [@dispatch], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
      "scf.yield"(%4) : (tensor<1xi32>) -> ()
    }) : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%3) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

