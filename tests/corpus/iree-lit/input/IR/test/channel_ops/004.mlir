
// CHECK-LABEL: @channel_count
//  CHECK-SAME: (%[[CHANNEL:.+]]: !stream.channel)
util.func private @channel_count(%channel: !stream.channel) -> index {
  // CHECK: = stream.channel.count %[[CHANNEL]] : index
  %count = stream.channel.count %channel : index
  util.return %count : index
}
