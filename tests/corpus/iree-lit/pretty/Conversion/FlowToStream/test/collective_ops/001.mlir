module {
  util.func public @channel_split(%arg0: !flow.channel) -> !flow.channel {
    %c100 = arith.constant 100 : index
    %c101 = arith.constant 101 : index
    %channel = flow.channel.split %arg0, %c100, %c101 : !flow.channel -> !flow.channel
    util.return %channel : !flow.channel
  }
}

