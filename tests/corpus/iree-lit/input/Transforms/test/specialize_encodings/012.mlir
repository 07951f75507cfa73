
#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
util.global private @device_a : !hal.device
util.func public @tensor_constant_op_with_serialized_encoding(%arg0: index) {
  %0 = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<?x5x64xf32, #encoding>{%arg0} in !stream.resource<constant> = dense<0.000000e+00> : tensor<1x5x64xf32>
  util.return
}
// CHECK:       #[[$SERIALIZED_ENCODING:.+]] = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
// CHECK-LABEL: util.func public @tensor_constant_op_with_serialized_encoding(
// CHECK:         stream.tensor.constant
// CHECK-SAME:      tensor<?x5x64xf32, #[[$SERIALIZED_ENCODING]]>

