"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<1xi32>, sym_name = "scf_while_extra_loop_carried", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "flow.tensor.constant"() <{value = dense<123> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<1xi32>
    %3 = "flow.tensor.constant"() <{value = dense<456> : tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_b>} : () -> tensor<1xi32>
    %4 = "scf.while"(%2, %3) ({
    ^bb0(%arg1: tensor<1xi32>, %arg2: tensor<1xi32>):
      %7 = "flow.tensor.load"(%arg1, %0) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (tensor<1xi32>, index) -> i32
      %8 = "arith.cmpi"(%7, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%8, %arg1) : (i1, tensor<1xi32>) -> ()
    }, {
    ^bb0(%arg0: tensor<1xi32>):
      %6 = "flow.dispatch"(%arg0) <{entry_points = [@dispatch], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
      "scf.yield"(%6, %arg0) : (tensor<1xi32>, tensor<1xi32>) -> ()
    }) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %5 = "flow.tensor.transfer"(%4) <{target = #hal.device.promise<@dev_c>}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%5) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

