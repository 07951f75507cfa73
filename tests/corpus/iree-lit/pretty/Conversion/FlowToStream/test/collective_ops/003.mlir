module {
  util.func public @channel_count(%arg0: !flow.channel) -> index {
    %channel_count = flow.channel.count %arg0 : index
    util.return %channel_count : index
  }
}

