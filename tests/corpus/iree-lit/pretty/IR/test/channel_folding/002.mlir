module {
  util.func private @NoFoldChannelRankOp() -> index {
    %channel = stream.channel.create : !stream.channel
    %ccl_rank = stream.channel.rank %channel : index
    util.return %ccl_rank : index
  }
}

