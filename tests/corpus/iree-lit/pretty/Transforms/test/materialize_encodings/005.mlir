#encoding = #iree_encoding.testing<>
module {
  util.func public @decode_source_resource(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index) -> !stream.resource<*> {
    %0 = stream.tensor.encode on(#hal.device.affinity<@device_a>) %arg0 : tensor<?x?xf32, #encoding>{%arg2, %arg3} in !stream.resource<*>{%arg1} -> tensor<?x?xf32>{%arg2, %arg3} in !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
}

