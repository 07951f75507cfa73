#encoding = #iree_encoding.testing<>
module {
  util.func public @multi_identical_encode_ops(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %arg0 : tensor<4x5xf32> in !stream.resource<*>{%arg1} -> tensor<4x5xf32, #encoding> in !stream.resource<*>{%arg1}
    %1 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %arg0 : tensor<4x5xf32> in !stream.resource<*>{%arg1} -> tensor<4x5xf32, #encoding> in !stream.resource<*>{%arg1}
    util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
  }
}

