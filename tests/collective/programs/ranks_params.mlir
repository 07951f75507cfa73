// Each rank reads its own parameters: with --parameters=model=DIR/p.{rank}.irpa
// (ranks_params.sh makes one archive per rank) rank R's module resolves
// "model"::"w" and "model"::"b" in archive R, in-process (--ranks=N) as
// under mpirun. "w" is read when the function runs
// (stream.cmd.parameter.load), "b" when the module loads (a
// #stream.parameter.named constant). Returns the rank's w, its b, and the
// all_reduce sum of every rank's w.
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %scope = util.buffer.constant : !util.buffer = "model"
  %key = util.buffer.constant : !util.buffer = "w"
  %channel = stream.channel.create : !stream.channel
  %w, %t0 = stream.cmd.parameter.load {
    %scope::%key[%c0_i64] : !stream.resource<external>{%c16}
  } => !stream.timepoint
  %sum, %t1 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %ready_all = stream.timepoint.join max(%t0, %t1) => !stream.timepoint
  %t2 = stream.cmd.execute await(%ready_all) => with(%w as %s: !stream.resource<external>{%c16}, %sum as %a: !stream.resource<external>{%c16}) {
    stream.cmd.collective<all_reduce with sum : f32>[%c4] channel(%channel) {
      ro %s[%c0 for %c16] : !stream.resource<external>{%c16},
      wo %a[%c0 for %c16] : !stream.resource<external>{%c16}
    }
  } => !stream.timepoint
  %ready:2 = stream.timepoint.await %t2 => %w, %sum : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  %b_constant = stream.async.constant : !stream.resource<constant>{%c16} = #stream.parameter.named<"model"::"b"> : tensor<4xf32>
  %b = stream.async.transfer %b_constant : !stream.resource<constant>{%c16} -> !stream.resource<external>{%c16}
  %w_view = stream.tensor.export %ready#0 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %b_view = stream.tensor.export %b : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %sum_view = stream.tensor.export %ready#1 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %w_view, %b_view, %sum_view : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
