// stream.async.parameter.load and .gather, and stream.tensor.parameter.load,
// against programs.irpa in scope "model" (a = [1 2 3 4], b = [10 20 30 40],
// s = splat 7, f = [0 .. 7] f32). async.parameter.read is in
// async_parameter_read.mlir (IREE 3.13 lowers it wrongly).
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
  %kf = util.buffer.constant : !util.buffer = "f"
  // b[4, 16).
  %l, %t0 = stream.async.parameter.load %scope::%kb[%c4_i64] : !stream.resource<constant>{%c12} => !stream.timepoint
  %l0 = stream.timepoint.await %t0 => %l : !stream.resource<constant>{%c12}
  %l1 = stream.async.transfer %l0 : !stream.resource<constant>{%c12} -> !stream.resource<external>{%c12}
  %v0 = stream.tensor.export %l1 : tensor<3xi32> in !stream.resource<external>{%c12} -> !hal.buffer_view
  // a[8, 12), s[0, 8) and b[0, 4) over a splat of -1.
  %cm1_i32 = arith.constant -1 : i32
  %x = stream.async.splat %cm1_i32 : i32 -> !stream.resource<external>{%c16}
  %g, %t2 = stream.async.parameter.gather {
    %scope::%ka[%c8_i64] -> %x[%c0 to %c4 for %c4] : !stream.resource<external>{%c16},
    %scope::%ks[%c0_i64] -> %x[%c4 to %c12 for %c8] : !stream.resource<external>{%c16},
    %scope::%kb[%c0_i64] -> %x[%c12 to %c16 for %c4] : !stream.resource<external>{%c16}
  } : !stream.resource<external> => !stream.timepoint
  %gg = stream.timepoint.await %t2 => %g : !stream.resource<external>{%c16}
  %v1 = stream.tensor.export %gg : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  // a as 2x2, and f[8, 24) as 4 floats.
  %p = stream.tensor.parameter.load %scope::%ka[%c0_i64] : tensor<2x2xi32> in !stream.resource<*>{%c16}
  %pe = stream.async.transfer %p : !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
  %v2 = stream.tensor.export %pe : tensor<2x2xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %q = stream.tensor.parameter.load %scope::%kf[%c8_i64] : tensor<4xf32> in !stream.resource<*>{%c16}
  %qe = stream.async.transfer %q : !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
  %v3 = stream.tensor.export %qe : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v0, %v1, %v2, %v3 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
