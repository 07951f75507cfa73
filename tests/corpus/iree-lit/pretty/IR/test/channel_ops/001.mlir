module {
  util.global private @device : !hal.device
  util.func private @channel_create(%arg0: index, %arg1: index) {
    %channel = stream.channel.create on(#hal.device.affinity<@device>) rank(%arg0) count(%arg1) : !stream.channel
    util.return
  }
}

