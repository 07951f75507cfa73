
#unknown = #iree_encoding.unknown
#serialized_encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
util.global private @device_a : !hal.device
util.func public @tensor_update_op_with_unknown_or_serialized_encodings(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = stream.tensor.update on(#hal.device.affinity<@device_a>)
    %arg0, %arg2[%c0, %c0] : tensor<2x2xf32, #unknown> in !stream.resource<*>{%arg1}
    -> tensor<?x4xf32, #serialized_encoding>{%arg3} in %arg2 as !stream.resource<*>{%arg4}
  util.return
}
// CHECK:       #[[$UNKNOWN_ENCODING:.+]] = #iree_encoding.unknown
// CHECK:       #[[$SERIALIZED_ENCODING:.+]] = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
// CHECK-LABEL: util.func public @tensor_update_op_with_unknown_or_serialized_encodings(
// CHECK:         stream.tensor.update
// CHECK-SAME:      tensor<2x2xf32, #[[$UNKNOWN_ENCODING]]>
// CHECK-SAME:      tensor<?x4xf32, #[[$SERIALIZED_ENCODING]]>

