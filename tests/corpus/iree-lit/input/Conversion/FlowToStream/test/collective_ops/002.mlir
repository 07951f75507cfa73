
// CHECK-LABEL: @channel_rank
//  CHECK-SAME: (%[[CHANNEL:.+]]: !stream.channel)
util.func public @channel_rank(%channel: !flow.channel) -> index {
  // CHECK: %[[RANK:.+]] = stream.channel.rank %[[CHANNEL]] : index
  // CHECK: util.return %[[RANK]] : index
  %rank = flow.channel.rank %channel : index
  util.return %rank : index
}

