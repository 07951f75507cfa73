// Rank 0 reduces 4 elements, the other ranks 2: every rank fails with an
// error located at the collective that names the ranks that disagree.
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %channel = stream.channel.create : !stream.channel
  %rank = stream.channel.rank %channel : index
  %is_first = arith.cmpi eq, %rank, %c0 : index
  %count = arith.select %is_first, %c4, %c2 : index
  %send, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %recv, %t1 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %ready_all = stream.timepoint.join max(%t0, %t1) => !stream.timepoint
  %t2 = stream.cmd.execute await(%ready_all) => with(%send as %s: !stream.resource<external>{%c16}, %recv as %r: !stream.resource<external>{%c16}) {
    stream.cmd.collective<all_reduce with sum : f32>[%count] channel(%channel) {
      ro %s[%c0 for %c16] : !stream.resource<external>{%c16},
      wo %r[%c0 for %c16] : !stream.resource<external>{%c16}
    }
  } => !stream.timepoint
  %ready = stream.timepoint.await %t2 => %recv : !stream.resource<external>{%c16}
  %view = stream.tensor.export %ready : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
