"builtin.module"() ({
  "util.global"() <{sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "device_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (tensor<7x?x24x?xf32>, index, index) -> (tensor<?x?x1024xf32>, tensor<?x?x1024xf32>), sym_name = "dispatchAffinity", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: tensor<7x?x24x?xf32>, %arg1: index, %arg2: index):
    %0 = "flow.dispatch"(%arg0, %arg1, %arg2, %arg1, %arg2) <{entry_points = [@ex::@entry0], operandSegmentSizes = array<i32: 0, 1, 2, 2>, tied_operands = [-1 : index]}> {stream.affinity = #hal.device.affinity<@device_a>} : (tensor<7x?x24x?xf32>, index, index, index, index) -> tensor<?x?x1024xf32>
    %1 = "flow.dispatch"(%arg0, %arg1, %arg2, %arg2, %arg1) <{entry_points = [@ex::@entry1], operandSegmentSizes = array<i32: 0, 1, 2, 2>, tied_operands = [-1 : index]}> {stream.affinity = #hal.device.affinity<@device_b>} : (tensor<7x?x24x?xf32>, index, index, index, index) -> tensor<?x?x1024xf32>
    "util.return"(%0, %1) : (tensor<?x?x1024xf32>, tensor<?x?x1024xf32>) -> ()
  }) : () -> ()
}) : () -> ()

