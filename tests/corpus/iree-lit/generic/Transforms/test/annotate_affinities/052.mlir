"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view, sym_name = "simple_program", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg3: !hal.buffer_view, %arg4: !hal.fence, %arg5: !hal.fence):
    %7 = "hal.tensor.import"(%arg3, %arg4) <{affinity = #hal.device.promise<@dev_a>, name = "input0", operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<1xi32>}> : (!hal.buffer_view, !hal.fence) -> tensor<1xi32>
    %8 = "util.call"(%7) <{callee = @_simple_program, tied_operands = [-1 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
    %9 = "flow.tensor.transfer"(%8) <{target = #hal.device.promise<@dev_a>}> : (tensor<1xi32>) -> tensor<1xi32>
    %10 = "hal.tensor.barrier"(%9, %arg5) : (tensor<1xi32>, !hal.fence) -> tensor<1xi32>
    %11 = "hal.tensor.export"(%10) <{affinity = #hal.device.promise<@dev_a>, name = "output0", source_encoding = tensor<1xi32>}> : (tensor<1xi32>) -> !hal.buffer_view
    "util.return"(%11) : (!hal.buffer_view) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<1xi32>) -> tensor<1xi32>, sym_name = "_simple_program", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg2: tensor<1xi32>):
    %4 = "util.call"(%arg2) <{callee = @dispatch_a, tied_operands = [-1 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
    %5 = "flow.tensor.transfer"(%4) <{target = #hal.device.promise<@dev_b>}> : (tensor<1xi32>) -> tensor<1xi32>
    %6 = "util.call"(%5) <{callee = @dispatch_b, tied_operands = [-1 : index]}> : (tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%6) : (tensor<1xi32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<1xi32>) -> tensor<1xi32>, sym_name = "dispatch_a", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: tensor<1xi32>):
    %2 = "flow.tensor.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %3 = "flow.dispatch"(%arg1, %2) <{entry_points = [@dispatch_a], operandSegmentSizes = array<i32: 0, 2, 0, 0>, tied_operands = [-1 : index]}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%3) : (tensor<1xi32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<1xi32>) -> tensor<1xi32>, sym_name = "dispatch_b", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<1xi32>):
    %0 = "flow.tensor.constant"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "flow.dispatch"(%arg0, %0) <{entry_points = [@dispatch_b], operandSegmentSizes = array<i32: 0, 2, 0, 0>, tied_operands = [-1 : index]}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    "util.return"(%1) : (tensor<1xi32>) -> ()
  }) : () -> ()
}) : () -> ()

