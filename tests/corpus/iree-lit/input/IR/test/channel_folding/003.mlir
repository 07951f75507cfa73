
// CHECK-LABEL: @FoldChannelCountOp
//  CHECK-SAME: (%[[COUNT:.+]]: index)
util.func private @FoldChannelCountOp(%count: index) -> index {
  %channel = stream.channel.create count(%count) : !stream.channel
  %queried_count = stream.channel.count %channel : index
  // CHECK: util.return %[[COUNT]]
  util.return %queried_count : index
}

