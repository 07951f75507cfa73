module {
  util.func private @FoldChannelCountOp(%arg0: index) -> index {
    %channel = stream.channel.create count(%arg0) : !stream.channel
    %ccl_count = stream.channel.count %channel : index
    util.return %ccl_count : index
  }
}

