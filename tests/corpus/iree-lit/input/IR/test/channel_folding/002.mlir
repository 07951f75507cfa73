
// CHECK-LABEL: @NoFoldChannelRankOp
util.func private @NoFoldChannelRankOp() -> index {
  %channel = stream.channel.create : !stream.channel
  // CHECK: %[[RANK:.+]] = stream.channel.rank
  %queried_rank = stream.channel.rank %channel : index
  // CHECK: util.return %[[RANK]]
  util.return %queried_rank : index
}

