
// CHECK-LABEL: @NoFoldChannelCountOp
util.func private @NoFoldChannelCountOp() -> index {
  %channel = stream.channel.create : !stream.channel
  // CHECK: %[[COUNT:.+]] = stream.channel.count
  %queried_count = stream.channel.count %channel : index
  // CHECK: util.return %[[COUNT]]
  util.return %queried_count : index
}
