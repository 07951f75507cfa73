
// CHECK-LABEL: @channel_rank
//  CHECK-SAME: (%[[CHANNEL:.+]]: !stream.channel)
util.func private @channel_rank(%channel: !stream.channel) -> index {
  // CHECK: = stream.channel.rank %[[CHANNEL]] : index
  %rank = stream.channel.rank %channel : index
  util.return %rank : index
}

