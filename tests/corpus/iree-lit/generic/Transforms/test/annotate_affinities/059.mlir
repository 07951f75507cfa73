"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<4xi32>, sym_name = "long_tied_chain_pinned_bottom", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "flow.tensor.constant"() <{value = dense<123> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1 = "flow.tensor.transfer"(%0) <{target = #hal.device.promise<@dev_b>}> : (tensor<4xi32>) -> tensor<4xi32>
    %2 = "flow.dispatch"(%1) <{entry_points = [@dispatch0], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %3 = "flow.dispatch"(%2) <{entry_points = [@dispatch1], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %4 = "flow.dispatch"(%3) <{entry_points = [@dispatch2], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %5 = "flow.dispatch"(%4) <{entry_points = [@dispatch3], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %6 = "flow.dispatch"(%5) <{entry_points = [@dispatch4], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %7 = "flow.dispatch"(%6) <{entry_points = [@dispatch5], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %8 = "flow.dispatch"(%7) <{entry_points = [@dispatch6], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %9 = "flow.dispatch"(%8) <{entry_points = [@dispatch7], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %10 = "flow.dispatch"(%9) <{entry_points = [@dispatch8], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %11 = "flow.dispatch"(%10) <{entry_points = [@dispatch9], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %12 = "flow.dispatch"(%11) <{entry_points = [@dispatch10], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %13 = "flow.dispatch"(%12) <{entry_points = [@dispatch11], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %14 = "flow.dispatch"(%13) <{entry_points = [@dispatch12], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %15 = "flow.dispatch"(%14) <{entry_points = [@dispatch13], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %16 = "flow.dispatch"(%15) <{entry_points = [@dispatch14], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %17 = "flow.dispatch"(%16) <{entry_points = [@dispatch15], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %18 = "flow.dispatch"(%17) <{entry_points = [@dispatch16], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %19 = "flow.dispatch"(%18) <{entry_points = [@dispatch17], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %20 = "flow.dispatch"(%19) <{entry_points = [@dispatch18], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %21 = "flow.dispatch"(%20) <{entry_points = [@dispatch19], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %22 = "flow.dispatch"(%21) <{entry_points = [@dispatch20], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %23 = "flow.dispatch"(%22) <{entry_points = [@dispatch21], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %24 = "flow.dispatch"(%23) <{entry_points = [@dispatch22], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [0 : index]}> : (tensor<4xi32>) -> tensor<4xi32>
    %25 = "flow.tensor.barrier"(%24) <{target = #hal.device.promise<@dev_a>}> : (tensor<4xi32>) -> tensor<4xi32>
    "util.return"(%25) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

