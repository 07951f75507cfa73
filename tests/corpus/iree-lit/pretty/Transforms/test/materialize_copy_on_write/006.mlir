module {
  util.global private @device : !hal.device
  util.func private @tiedCollectivesTODO(%arg0: !stream.channel, %arg1: !stream.resource<*>, %arg2: index, %arg3: index, %arg4: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %0 = stream.async.collective<all_gather : f32>[%arg4] on(#hal.device.affinity<@device>) channel(%arg0) %arg1[%c0 to %arg2 for %arg2], %arg1[%c0 to %arg3 for %arg3] : !stream.resource<*>{%arg2} -> %arg1 as !stream.resource<*>{%arg3}
    util.return %0 : !stream.resource<*>
  }
}

