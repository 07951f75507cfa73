
// CHECK-LABEL: @channel_count
//  CHECK-SAME: (%[[CHANNEL:.+]]: !stream.channel)
util.func public @channel_count(%channel: !flow.channel) -> index {
  // CHECK: %[[COUNT:.+]] = stream.channel.count %[[CHANNEL]] : index
  // CHECK: util.return %[[COUNT]] : index
  %count = flow.channel.count %channel : index
  util.return %count : index
}

