module {
  util.func private @channel_rank(%arg0: !stream.channel) -> index {
    %ccl_rank = stream.channel.rank %arg0 : index
    util.return %ccl_rank : index
  }
}

