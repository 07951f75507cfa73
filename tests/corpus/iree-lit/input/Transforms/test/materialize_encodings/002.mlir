
// CHECK-DAG:  #[[ENCODING:.+]] = #iree_encoding.testing<>
#encoding = #iree_encoding.testing<>
// CHECK:      stream.executable private @[[$EX:.+]] {
// CHECK:         stream.executable.export public @[[$ENTRY:.+]] workgroups()
// CHECK-NEXT:      iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK:         func.func @[[$ENTRY]](
// CHECK-SAME:      %[[SRC_ARG:[a-zA-Z0-9]+]]: !stream.binding
// CHECK-SAME:      %[[DEST_ARG:[a-zA-Z0-9]+]]: !stream.binding
// CHECK:           %[[SRC_BUF:.+]] =  stream.binding.subspan %[[SRC_ARG]]{{.+}} : !stream.binding
// CHECK-SAME:        -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x5xf32>>
// CHECK:           %[[DEST_BUF:.+]] =  stream.binding.subspan %[[DEST_ARG]]{{.+}} : !stream.binding
// CHECK-SAME:        -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x5xf32, #[[ENCODING]]>>
// CHECK:           %[[VAL:.+]] = iree_tensor_ext.dispatch.tensor.load %[[SRC_BUF]]
// CHECK-SAME:        offsets = [0, 0], sizes = [4, 5], strides = [1, 1]
// CHECK:           %[[ENCODED_VAL:.+]] =  iree_encoding.set_encoding %[[VAL]] : tensor<4x5xf32> -> tensor<4x5xf32, #[[ENCODING]]>
// CHECK:           iree_tensor_ext.dispatch.tensor.store %[[ENCODED_VAL]], %[[DEST_BUF]]
// CHECK-SAME:        offsets = [0, 0], sizes = [4, 5], strides = [1, 1]
// CHECK-LABEL:   util.func public @encode_static_shape(
// CHECK-SAME:      %[[RESOURCE:[a-zA-Z0-9]+]]
// CHECK-SAME:      %[[TOTAL_SIZE:[a-zA-Z0-9]+]]
util.func public @encode_static_shape(%resource: !stream.resource<*>, %total_size: index) -> !stream.resource<*> {
  // CHECK:      stream.async.dispatch on(#{{.+}}) @[[$EX]]::@[[$ENTRY]]
  // CHECK-SAME:   (%[[RESOURCE]][{{.+}}]) : (!stream.resource<*>{%[[TOTAL_SIZE]]}
  // CHECK-SAME:   -> !stream.resource<*>{%[[TOTAL_SIZE]]}
  %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %resource : tensor<4x5xf32> in !stream.resource<*>{%total_size}
    -> tensor<4x5xf32, #encoding> in !stream.resource<*>{%total_size}
  util.return %0 : !stream.resource<*>
}

