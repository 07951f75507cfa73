// A file.read awaiting a region that fails: the read never runs, its
// timepoint fails with the region's failure, and the await reports it at
// the op that failed (the copy), not at the read or the await.
// FLAG: --function=main
// ERROR-AT: stream.cmd.copy
// ERROR: out of bounds
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %buf = util.buffer.constant : !util.buffer = dense<[1, 2, 3, 4]> : tensor<4xi32>
  %file = stream.file.constant %buf[%c0 for %c16] : !util.buffer{%c16} -> !stream.file
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%out as %o: !stream.resource<external>{%c16}) {
    stream.cmd.copy %o[%c12], %o[%c0], %c8 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %t2 = stream.file.read await(%t1) => %file[%c0_i64], %out[%c0], %c8 : !stream.file -> !stream.resource<external>{%c16} => !stream.timepoint
  %ready = stream.timepoint.await %t2 => %out : !stream.resource<external>{%c16}
  %v = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
