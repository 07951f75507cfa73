module {
  util.global private @device : !hal.device
  util.func private @asyncCastWithAffinity(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<external> {
    %0 = stream.async.cast on(#hal.device.affinity<@device>) %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<external>{%arg1}
    util.return %0 : !stream.resource<external>
  }
}

