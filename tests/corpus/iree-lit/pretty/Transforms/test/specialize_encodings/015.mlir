#encoding = #iree_encoding.unknown
module {
  util.global private @device_a : !hal.device
  util.func public @tensor_clone_op_with_unknowns(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %0 = stream.tensor.clone on(#hal.device.affinity<@device_a>) %arg0 : tensor<?x4xf32, #encoding>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x4xf32, #encoding>{%arg1} in !stream.resource<*>{%arg2}
    util.return
  }
}

