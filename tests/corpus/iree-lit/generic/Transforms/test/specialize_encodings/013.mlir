#encoding = #iree_encoding.unknown
"builtin.module"() ({
  "util.global"() <{sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (index) -> (), sym_name = "tensor_constant_op_with_unknown", sym_visibility = "public"}> ({
  ^bb0(%arg0: index):
    %0 = "stream.tensor.constant"(%arg0) <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<?x5x64xf32, #encoding>, value = dense<0.000000e+00> : tensor<1x5x64xf32>}> : (index) -> !stream.resource<constant>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

