
#encoding = #iree_encoding.unknown
util.global private @device_a : !hal.device
util.func public @tensor_constant_op_with_unknown(%arg0: index) {
  %0 = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<?x5x64xf32, #encoding>{%arg0} in !stream.resource<constant> = dense<0.000000e+00> : tensor<1x5x64xf32>
  util.return
}
// CHECK:       #[[$UNKNOWN_ENCODING:.+]] = #iree_encoding.unknown
// CHECK-LABEL: util.func public @tensor_constant_op_with_unknown(
// CHECK:         stream.tensor.constant
// CHECK-SAME:      tensor<?x5x64xf32, #[[$UNKNOWN_ENCODING]]>

