
// CHECK-DAG:  #[[ENCODING:.+]] = #iree_encoding.testing<>
#encoding = #iree_encoding.testing<>
// CHECK:      stream.executable private @[[$EX:.+]] {
// CHECK:         stream.executable.export public @[[$ENTRY:.+]] workgroups(%[[ARG0:.+]]: index, %[[ARG1:.+]]: index)
// CHECK-NEXT:      iree_tensor_ext.dispatch.workgroup_count_from_slice(%[[ARG0]], %[[ARG1]])
// CHECK:         func.func @[[$ENTRY]](
// CHECK-SAME:      %[[SRC_ARG:[a-zA-Z0-9]+]]: !stream.binding
// CHECK-SAME:      %[[SRC_D1_ARG:[a-zA-Z0-9]+]]: index
// CHECK-SAME:      %[[DEST_D0_ARG:[a-zA-Z0-9]+]]: index
// CHECK-SAME:      %[[DEST_ARG:[a-zA-Z0-9]+]]: !stream.binding
// CHECK-DAG:       %[[SRC_D1:.+]] =  iree_tensor_ext.dispatch.workload.ordinal %[[SRC_D1_ARG]], 0 : index
// CHECK-DAG:       %[[DEST_D0:.+]] =  iree_tensor_ext.dispatch.workload.ordinal %[[DEST_D0_ARG]], 1 : index
// CHECK:           %[[SRC_BUF:.+]] =  stream.binding.subspan %[[SRC_ARG]]{{.+}} : !stream.binding
// CHECK-SAME:        -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>{%[[SRC_D1]]}
// CHECK:           %[[DEST_BUF:.+]] =  stream.binding.subspan %[[DEST_ARG]]{{.+}} : !stream.binding
// CHECK-SAME:        -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x5xf32, #[[ENCODING]]>>{%[[DEST_D0]]}
// CHECK:           %[[VAL:.+]] = iree_tensor_ext.dispatch.tensor.load %[[SRC_BUF]]
// CHECK-SAME:        offsets = [0, 0], sizes = [4, %[[SRC_D1]]], strides = [1, 1]
// CHECK:           %[[ENCODED_VAL:.+]] =  iree_encoding.set_encoding %[[VAL]] : tensor<4x?xf32> -> tensor<?x5xf32, #[[ENCODING]]>
// CHECK:           iree_tensor_ext.dispatch.tensor.store %[[ENCODED_VAL]], %[[DEST_BUF]]
// CHECK-SAME:        offsets = [0, 0], sizes = [%[[DEST_D0]], 5], strides = [1, 1]
// CHECK-LABEL:   util.func public @mixed_static_dynamic_encoding(
// CHECK-SAME:      %[[RESOURCE:[a-zA-Z0-9]+]]
// CHECK-SAME:      %[[TOTAL_SIZE:[a-zA-Z0-9]+]]
// CHECK-SAME:      %[[SRC_D1:[a-zA-Z0-9]+]]
// CHECK-SAME:      %[[DEST_D0:[a-zA-Z0-9]+]]
util.func public @mixed_static_dynamic_encoding(%resource: !stream.resource<*>, %total_size: index, %src_d1: index, %dest_d0: index) -> !stream.resource<*> {
  // CHECK:      stream.async.dispatch on(#{{.+}}) @[[$EX]]::@[[$ENTRY]][%[[SRC_D1]], %[[DEST_D0]]]
  // CHECK-SAME:   (%[[RESOURCE]][{{.+}}], %[[SRC_D1]], %[[DEST_D0]]) : (!stream.resource<*>{%[[TOTAL_SIZE]]}
  // CHECK-SAME:   -> !stream.resource<*>{%[[TOTAL_SIZE]]}
  %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %resource : tensor<4x?xf32>{%src_d1} in !stream.resource<*>{%total_size}
    -> tensor<?x5xf32, #encoding>{%dest_d0} in !stream.resource<*>{%total_size}
  util.return %0 : !stream.resource<*>
}

