module {
  util.func private @channel_split(%arg0: !stream.channel) {
    %c100 = arith.constant 100 : index
    %c101 = arith.constant 101 : index
    %channel = stream.channel.split %arg0, %c100, %c101 : !stream.channel -> !stream.channel
    util.return
  }
}

