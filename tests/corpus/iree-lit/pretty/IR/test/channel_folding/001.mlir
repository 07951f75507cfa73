module {
  util.func private @FoldChannelRankOp(%arg0: index) -> index {
    %channel = stream.channel.create rank(%arg0) : !stream.channel
    %ccl_rank = stream.channel.rank %channel : index
    util.return %ccl_rank : index
  }
}

