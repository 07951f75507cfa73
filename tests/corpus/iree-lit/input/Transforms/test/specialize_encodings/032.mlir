
// Test that the unserialized encoding is serialized, and the unknown encoding
// is the same.

#unknown = #iree_encoding.unknown
#encoding = #iree_encoding.testing<>
#executable_target_a = #hal.executable.target<"target_a", "abc", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_a]> : !hal.device
util.global private @device_a = #device_target_local_0_
stream.executable private @executable {
  stream.executable.export public @dispatch
  builtin.module {
    func.func @dispatch(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>{%arg1}
      %1 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xf32>>{%arg1}
      return
    }
  }
}
util.func public @tensor_dispatch_with_unknown_and_unserialized_encodings(%arg0: !stream.resource<external>, %arg1: index, %arg2: index, %arg3: index) -> !stream.resource<*> {
  %0 = stream.async.transfer %arg0 : !stream.resource<external>{%arg2} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%arg2}
  %1 = stream.tensor.dispatch on(#hal.device.affinity<@device_a>) @executable::@dispatch(%0, %arg3) : (tensor<4x?xf32, #unknown>{%arg2} in !stream.resource<*>{%arg1}, index) -> tensor<4x?xf32, #encoding>{%arg2} in !stream.resource<*>{%arg1}
  util.return %1 : !stream.resource<*>
}
// CHECK-DAG:   #[[$UNKNOWN_ENCODING:.+]] = #iree_encoding.unknown
// CHECK-DAG:   #[[$SERIALIZED_ENCODING:.+]] = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123, tensor<4x?xf32>>]>
// CHECK:       stream.executable
// CHECK:         func.func
// CHECK-SAME:      %[[ARG0:[a-zA-Z0-9]+]]
// CHECK-SAME:      %[[ARG1:[a-zA-Z0-9]+]]
// CHECK-SAME:      %[[ARG2:[a-zA-Z0-9]+]]
// CHECK-DAG:       stream.binding.subspan %[[ARG0]]{{.+}} !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>
// CHECK-DAG:       stream.binding.subspan %[[ARG2]]{{.+}} !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xf32, #[[$SERIALIZED_ENCODING]]>>
// CHECK-LABEL: util.func public @tensor_dispatch_with_unknown_and_unserialized_encodings(
// CHECK:         stream.tensor.dispatch
// CHECK:           tensor<4x?xf32, #[[$UNKNOWN_ENCODING]]>
// CHECK:           tensor<4x?xf32, #[[$SERIALIZED_ENCODING]]>

