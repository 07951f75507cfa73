
// This covers broadcast and reduce variants.

util.global private @device : !hal.device

// CHECK-LABEL: @asyncCollectiveBroadcast
util.func private @asyncCollectiveBroadcast(
    // CHECK-SAME: %[[CHANNEL:.+]]: !stream.channel,
    %channel: !stream.channel,
    // CHECK-SAME: %[[RANK:[a-z0-9]+]]: i32,
    %rank: i32,
    // CHECK-SAME: %[[SEND:[a-z0-9]+]]: !stream.resource<*>, %[[SEND_SIZE:[a-z0-9]+]]: index,
    %send: !stream.resource<*>, %send_size: index,
    // CHECK-SAME: %[[RECV_SIZE:[a-z0-9]+]]: index, %[[COUNT:[a-z0-9]+]]: index)
    %recv_size: index, %count: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  // CHECK: %[[RECV:.+]] = stream.async.alloca
  %recv = stream.async.alloca : !stream.resource<*>{%recv_size}
  // CHECK: = stream.async.collective<broadcast : f32>[%[[COUNT]]]
  %0 = stream.async.collective<broadcast : f32>[%count]
      // CHECK-SAME: on(#hal.device.affinity<@device>) channel(%[[CHANNEL]]) source(%[[RANK]])
      on(#hal.device.affinity<@device>) channel(%channel) source(%rank)
      // CHECK-SAME: %[[SEND]][%c0 to %[[SEND_SIZE]] for %[[SEND_SIZE]]],
      %send[%c0 to %send_size for %send_size],
      // CHECK-SAME: %[[RECV]][%c0 to %[[RECV_SIZE]] for %[[RECV_SIZE]]] :
      %recv[%c0 to %recv_size for %recv_size] :
      // CHECK-SAME: !stream.resource<*>{%[[SEND_SIZE]]} -> %[[RECV]] as !stream.resource<*>{%[[RECV_SIZE]]}
      !stream.resource<*>{%send_size} -> %recv as !stream.resource<*>{%recv_size}
  util.return %0 : !stream.resource<*>
}

