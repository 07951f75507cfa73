// stream.cmd.parameter.load (with and without an offset), .read and
// .gather, against programs.irpa in scope "model" (a = [1 2 3 4],
// b = [10 20 30 40], s = splat 7).
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// EXPECTED: iree
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %c4_i64 = arith.constant 4 : i64
  %c8_i64 = arith.constant 8 : i64
  %scope = util.buffer.constant : !util.buffer = "model"
  %ka = util.buffer.constant : !util.buffer = "a"
  %kb = util.buffer.constant : !util.buffer = "b"
  %ks = util.buffer.constant : !util.buffer = "s"
  // a[4, 12) and all of s.
  %r:2, %t0 = stream.cmd.parameter.load {
    %scope::%ka[%c4_i64] : !stream.resource<external>{%c8},
    %scope::%ks[%c0_i64] : !stream.resource<external>{%c16}
  } => !stream.timepoint
  %l0 = stream.timepoint.await %t0 => %r#0 : !stream.resource<external>{%c8}
  %v0 = stream.tensor.export %l0 : tensor<2xi32> in !stream.resource<external>{%c8} -> !hal.buffer_view
  %l1 = stream.timepoint.await %t0 => %r#1 : !stream.resource<external>{%c16}
  %v1 = stream.tensor.export %l1 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  // b[4, 12) into the middle of a zeroed buffer.
  %x, %t1 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %c0_i32 = arith.constant 0 : i32
  %t2 = stream.cmd.execute await(%t1) => with(%x as %xx: !stream.resource<external>{%c16}) {
    stream.cmd.fill %c0_i32, %xx[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %t3 = stream.cmd.parameter.read await(%t2) => %scope::%kb[%c4_i64] -> %x[%c4 for %c8] : !stream.resource<external>{%c16} => !stream.timepoint
  %xr = stream.timepoint.await %t3 => %x : !stream.resource<external>{%c16}
  %v2 = stream.tensor.export %xr : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  // gather: a[8, 16) -> g[0, 8), b[0, 4) -> g[8, 12), s[0, 4) -> g[12, 16).
  %g, %t4 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t5 = stream.cmd.parameter.gather await(%t4) => {
    %scope::%ka[%c8_i64] -> %g[%c0 for %c8] : !stream.resource<external>{%c16},
    %scope::%kb[%c0_i64] -> %g[%c8 for %c4] : !stream.resource<external>{%c16},
    %scope::%ks[%c0_i64] -> %g[%c12 for %c4] : !stream.resource<external>{%c16}
  } => !stream.timepoint
  %gr = stream.timepoint.await %t5 => %g : !stream.resource<external>{%c16}
  %v3 = stream.tensor.export %gr : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v0, %v1, %v2, %v3 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
