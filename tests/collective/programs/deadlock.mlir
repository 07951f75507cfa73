// Rank 1 runs its all_reduce on the group channel first, the other ranks
// theirs on the default channel first: each waits for ranks that wait for
// it. Nobody leaves, so only the timeout ends it: every rank fails after
// --collective_timeout_ms with an error at its first collective naming the
// ranks that never joined.
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %default = stream.channel.create : !stream.channel
  %group = stream.channel.create group("group_b") : !stream.channel
  %rank = stream.channel.rank %default : index
  %is_one = arith.cmpi eq, %rank, %c1 : index
  %first, %second = scf.if %is_one -> (!stream.channel, !stream.channel) {
    scf.yield %group, %default : !stream.channel, !stream.channel
  } else {
    scf.yield %default, %group : !stream.channel, !stream.channel
  }
  %send, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %recv, %t1 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %ready_all = stream.timepoint.join max(%t0, %t1) => !stream.timepoint
  %t2 = stream.cmd.execute await(%ready_all) => with(%send as %s: !stream.resource<external>{%c16}, %recv as %r: !stream.resource<external>{%c16}) {
    stream.cmd.collective<all_reduce with sum : f32>[%c4] channel(%first) {
      ro %s[%c0 for %c16] : !stream.resource<external>{%c16},
      wo %r[%c0 for %c16] : !stream.resource<external>{%c16}
    }
    stream.cmd.collective<all_reduce with sum : f32>[%c4] channel(%second) {
      ro %s[%c0 for %c16] : !stream.resource<external>{%c16},
      wo %r[%c0 for %c16] : !stream.resource<external>{%c16}
    }
  } => !stream.timepoint
  %ready = stream.timepoint.await %t2 => %recv : !stream.resource<external>{%c16}
  %view = stream.tensor.export %ready : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
