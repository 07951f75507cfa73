module {
  util.func private @channel_count(%arg0: !stream.channel) -> index {
    %ccl_count = stream.channel.count %arg0 : index
    util.return %ccl_count : index
  }
}

