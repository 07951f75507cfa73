module {
  util.func public @channel_rank(%arg0: !flow.channel) -> index {
    %channel_rank = flow.channel.rank %arg0 : index
    util.return %channel_rank : index
  }
}

