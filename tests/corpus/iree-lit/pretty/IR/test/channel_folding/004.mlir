module {
  util.func private @NoFoldChannelCountOp() -> index {
    %channel = stream.channel.create : !stream.channel
    %ccl_count = stream.channel.count %channel : index
    util.return %ccl_count : index
  }
}

