
#encoding = #iree_encoding.unknown
// CHECK-LABEL:  @NofoldTensorEncodingOpWithUnknownSourceEncoding
util.func public @NofoldTensorEncodingOpWithUnknownSourceEncoding(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index) -> !stream.resource<*> {
  // CHECK: %[[RESULT:.+]] = stream.tensor.encode
  // CHECK: util.return %[[RESULT]]
  %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>)
    %arg0 : tensor<?x?xf32, #encoding>{%arg2, %arg3} in !stream.resource<*>{%arg1}
    -> tensor<?x?xf32>{%arg2, %arg3} in !stream.resource<*>{%arg1}
  util.return %0 : !stream.resource<*>
}

