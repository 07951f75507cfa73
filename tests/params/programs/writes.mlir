// Writes: stream.cmd.parameter.write/.scatter, stream.async.parameter.write
// /.scatter and stream.tensor.parameter.write into w (16 zero bytes), each
// read back. Runs on a copy of programs.irpa; what the file holds after the
// run is checked too (mmap and file modes write the file, preload only its
// memory, as IREE's preload does).
//
// IREE's runtime opens parameter files read-only (io_parameters.scatter
// fails with PERMISSION_DENIED), so the output is written here.
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: hal.buffer_view
// OUT: 4xi32=0 1 2 0
// OUT: result[1]: hal.buffer_view
// OUT: 4xi32=9 1 2 9
// OUT: result[2]: hal.buffer_view
// OUT: 4xi32=10 20 30 40
// FILE-AFTER: w=4xi32=10 20 30 40
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %c4_i64 = arith.constant 4 : i64
  %c8_i64 = arith.constant 8 : i64
  %c12_i64 = arith.constant 12 : i64
  %scope = util.buffer.constant : !util.buffer = "model"
  %ka = util.buffer.constant : !util.buffer = "a"
  %kb = util.buffer.constant : !util.buffer = "b"
  %kw = util.buffer.constant : !util.buffer = "w"
  // cmd: a[0, 8) = [1 2] -> w[4, 12), then w read back.
  %r:1, %t0 = stream.cmd.parameter.load {
    %scope::%ka[%c0_i64] : !stream.resource<external>{%c16}
  } => !stream.timepoint
  %t1 = stream.cmd.parameter.write await(%t0) => %r#0[%c0 for %c8] : !stream.resource<external>{%c16} -> %scope::%kw[%c4_i64] => !stream.timepoint
  %x, %t2 = stream.resource.alloca uninitialized await(%t1) => !stream.resource<external>{%c16} => !stream.timepoint
  %t3 = stream.cmd.parameter.read await(%t2) => %scope::%kw[%c0_i64] -> %x[%c0 for %c16] : !stream.resource<external>{%c16} => !stream.timepoint
  %xr = stream.timepoint.await %t3 => %x : !stream.resource<external>{%c16}
  %v0 = stream.tensor.export %xr : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  // cmd scatter of a splat of 9 into w[0, 4) and w[12, 16).
  %c9_i32 = arith.constant 9 : i32
  %n, %t4 = stream.resource.alloca uninitialized await(%t3) => !stream.resource<external>{%c16} => !stream.timepoint
  %t5 = stream.cmd.execute await(%t4) => with(%n as %nn: !stream.resource<external>{%c16}) {
    stream.cmd.fill %c9_i32, %nn[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %t6 = stream.cmd.parameter.scatter await(%t5) => {
    %n[%c0 for %c4] : !stream.resource<external>{%c16} -> %scope::%kw[%c0_i64],
    %n[%c4 for %c4] : !stream.resource<external>{%c16} -> %scope::%kw[%c12_i64]
  } => !stream.timepoint
  %y, %t7 = stream.resource.alloca uninitialized await(%t6) => !stream.resource<external>{%c16} => !stream.timepoint
  %t8 = stream.cmd.parameter.read await(%t7) => %scope::%kw[%c0_i64] -> %y[%c0 for %c16] : !stream.resource<external>{%c16} => !stream.timepoint
  %yr = stream.timepoint.await %t8 => %y : !stream.resource<external>{%c16}
  %v1 = stream.tensor.export %yr : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  // async: b[0, 8) -> w[0, 8) by write, b[8, 16) -> w[8, 16) by scatter;
  // then tensor.parameter.write of the whole of b, and w loaded back.
  %bl, %t9 = stream.async.parameter.load await(%t8) %scope::%kb[%c0_i64] : !stream.resource<constant>{%c16} => !stream.timepoint
  %b = stream.timepoint.await %t9 => %bl : !stream.resource<constant>{%c16}
  %w1, %t10 = stream.async.parameter.write %b[%c0 to %c8 for %c8] -> %scope::%kw[%c0_i64] : !stream.resource<constant>{%c16} => !stream.timepoint
  %w2, %t11 = stream.async.parameter.scatter await(%t10) {
    %w1[%c8 to %c16 for %c8] : !stream.resource<constant>{%c16} -> %scope::%kw[%c8_i64]
  } : !stream.resource<constant> => !stream.timepoint
  %w3 = stream.timepoint.await %t11 => %w2 : !stream.resource<constant>{%c16}
  %bt = stream.async.transfer %w3 : !stream.resource<constant>{%c16} -> !stream.resource<*>{%c16}
  %w4 = stream.tensor.parameter.write %bt -> %scope::%kw[%c0_i64] : tensor<4xi32> in !stream.resource<*>{%c16}
  %z = stream.tensor.parameter.load %scope::%kw[%c0_i64] : tensor<4xi32> in !stream.resource<*>{%c16}
  %ze = stream.async.transfer %z : !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
  %v2 = stream.tensor.export %ze : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v0, %v1, %v2 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
