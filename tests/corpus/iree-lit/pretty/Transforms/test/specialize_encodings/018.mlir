#encoding = #iree_encoding.unknown
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
module {
  util.global private @device_a : !hal.device
  util.func public @tensor_slice_op_with_unknown_or_serialized_encodings(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.slice on(#hal.device.affinity<@device_a>) %arg0[%c0, %c1 for %arg3, %c1] : tensor<?x4xf32, #encoding>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x1xf32, #encoding1>{%arg3} in !stream.resource<*>{%arg4}
    util.return
  }
}

