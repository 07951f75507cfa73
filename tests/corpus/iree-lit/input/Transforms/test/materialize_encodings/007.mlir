
// This tests that only a single executable is created and it is reused by both
// dispatch ops.

// CHECK-DAG:  #[[ENCODING:.+]] = #iree_encoding.testing<>
#encoding = #iree_encoding.testing<>
// CHECK:      stream.executable private @[[$EX:.+]] {
// CHECK:         stream.executable.export public @[[$ENTRY:.+]] workgroups()
// CHECK-NOT:  stream.executable
// CHECK-LABEL:   util.func public @multi_identical_encode_ops(
// CHECK-SAME:      %[[RESOURCE:[a-zA-Z0-9]+]]
// CHECK-SAME:      %[[TOTAL_SIZE:[a-zA-Z0-9]+]]
util.func public @multi_identical_encode_ops(%resource: !stream.resource<*>, %total_size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  // CHECK:      stream.async.dispatch on(#{{.+}}) @[[$EX]]::@[[$ENTRY]]
  // CHECK-SAME:   (%[[RESOURCE]][{{.+}}]) : (!stream.resource<*>{%[[TOTAL_SIZE]]}
  // CHECK-SAME:   -> !stream.resource<*>{%[[TOTAL_SIZE]]}
  %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %resource : tensor<4x5xf32> in !stream.resource<*>{%total_size}
    -> tensor<4x5xf32, #encoding> in !stream.resource<*>{%total_size}
  // CHECK:      stream.async.dispatch on(#{{.+}}) @[[$EX]]::@[[$ENTRY]]
  // CHECK-SAME:   (%[[RESOURCE]][{{.+}}]) : (!stream.resource<*>{%[[TOTAL_SIZE]]}
  // CHECK-SAME:   -> !stream.resource<*>{%[[TOTAL_SIZE]]}
  %1 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %resource : tensor<4x5xf32> in !stream.resource<*>{%total_size}
    -> tensor<4x5xf32, #encoding> in !stream.resource<*>{%total_size}
  util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
}
