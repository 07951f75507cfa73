#encoding = #iree_encoding.testing<>
module {
  util.func public @encode_static_shape(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %arg0 : tensor<4x5xf32> in !stream.resource<*>{%arg1} -> tensor<4x5xf32, #encoding> in !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
}

