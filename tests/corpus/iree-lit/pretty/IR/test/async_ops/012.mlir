module {
  util.global private @device : !hal.device
  util.func private @asyncCollectiveBroadcast(%arg0: !stream.channel, %arg1: i32, %arg2: !stream.resource<*>, %arg3: index, %arg4: index, %arg5: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %0 = stream.async.alloca : !stream.resource<*>{%arg4}
    %1 = stream.async.collective<broadcast : f32>[%arg5] on(#hal.device.affinity<@device>) channel(%arg0) source(%arg1) %arg2[%c0 to %arg3 for %arg3], %0[%c0 to %arg4 for %arg4] : !stream.resource<*>{%arg3} -> %0 as !stream.resource<*>{%arg4}
    util.return %1 : !stream.resource<*>
  }
}

