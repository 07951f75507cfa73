// Every rank fills its send buffer with rank + 1, then one concurrent wave
// holds two collectives (an all_reduce and an all_gather) on the default
// channel: the ranks meet in program order whatever the wave's order.
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view, index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1 : i32
  %channel = stream.channel.create : !stream.channel
  %rank = stream.channel.rank %channel : index
  %count = stream.channel.count %channel : index
  %rank_i32 = arith.index_cast %rank : index to i32
  %value = arith.addi %rank_i32, %one : i32
  %gathered_size = arith.muli %count, %c16 : index
  %send, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %sum, %t1 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %gathered, %t2 = stream.resource.alloca uninitialized : !stream.resource<external>{%gathered_size} => !stream.timepoint
  %ready_all = stream.timepoint.join max(%t0, %t1, %t2) => !stream.timepoint
  %t3 = stream.cmd.execute await(%ready_all) => with(%send as %s: !stream.resource<external>{%c16}, %sum as %a: !stream.resource<external>{%c16}, %gathered as %g: !stream.resource<external>{%gathered_size}) {
    stream.cmd.fill %value, %s[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
    stream.cmd.concurrent {
      stream.cmd.collective<all_reduce with sum : si32>[%c4] channel(%channel) {
        ro %s[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %a[%c0 for %c16] : !stream.resource<external>{%c16}
      }
      stream.cmd.collective<all_gather : si32>[%c4] channel(%channel) {
        ro %s[%c0 for %c16] : !stream.resource<external>{%c16},
        wo %g[%c0 for %gathered_size] : !stream.resource<external>{%gathered_size}
      }
    }
  } => !stream.timepoint
  %ready:2 = stream.timepoint.await %t3 => %sum, %gathered : !stream.resource<external>{%c16}, !stream.resource<external>{%gathered_size}
  %sum_view = stream.tensor.export %ready#0 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %gathered_view = stream.tensor.export %ready#1 : tensor<?x4xi32>{%count} in !stream.resource<external>{%gathered_size} -> !hal.buffer_view
  util.return %sum_view, %gathered_view, %rank : !hal.buffer_view, !hal.buffer_view, index
}
