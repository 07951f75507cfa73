
// Tests that sliced ranges that overlap but just for reads.

// CHECK-LABEL: @slice_overlap_readonly
// CHECK-SAME: (%[[PRODUCER:.+]]: !stream.resource<*>)
util.func private @slice_overlap_readonly(%producer: !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c101 = arith.constant 101 : index
  %c200 = arith.constant 200 : index
  %c300 = arith.constant 300 : index
  %slice = stream.async.slice %producer[%c100 to %c200] : !stream.resource<*>{%c300} -> !stream.resource<*>{%c100}
  %consumer_storage_0 = stream.async.alloca : !stream.resource<*>{%c100}
  // First copy reads slice[0:100] which maps to producer[100:200].
  // CHECK-DAG: %[[COPY0_START:.+]] = arith.constant 100 : index
  // CHECK-DAG: %[[COPY0_END:.+]] = arith.constant 200 : index
  // CHECK: stream.async.copy %[[PRODUCER]][%[[COPY0_START]] to %[[COPY0_END]]]
  // CHECK-NOT: stream.async.slice
  %consumer_0 = stream.async.copy %slice[%c0 to %c100], %consumer_storage_0[%c0 to %c100], %c300 : !stream.resource<*>{%c100} -> %consumer_storage as !stream.resource<*>{%c100}
  %consumer_storage_1 = stream.async.alloca : !stream.resource<*>{%c100}
  // Second copy reads slice[1:101] which maps to producer[101:201].
  // CHECK-DAG: %[[COPY1_START:.+]] = arith.constant 101 : index
  // CHECK-DAG: %[[COPY1_END:.+]] = arith.constant 201 : index
  // CHECK: stream.async.copy %[[PRODUCER]][%[[COPY1_START]] to %[[COPY1_END]]]
  %consumer_1 = stream.async.copy %slice[%c1 to %c101], %consumer_storage_1[%c0 to %c100], %c300 : !stream.resource<*>{%c100} -> %consumer_storage as !stream.resource<*>{%c100}
  util.return %consumer_0, %consumer_1 : !stream.resource<*>, !stream.resource<*>
}

