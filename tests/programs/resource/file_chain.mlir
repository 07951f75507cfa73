// stream.file.read as jobs awaited through a timepoint chain: a region's
// timepoint, then each read's, then a region after the reads, then a join
// of a read and that region. Every step sees the bytes of the previous one
// (the reads run on the loop thread once their await is reached).
// FLAG: --function=main
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c28 = arith.constant 28 : index
  %c32 = arith.constant 32 : index
  %c0_i64 = arith.constant 0 : i64
  %c16_i64 = arith.constant 16 : i64
  %c28_i64 = arith.constant 28 : i64
  %nine = arith.constant 9 : i32
  %buf = util.buffer.constant : !util.buffer = dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>
  %file = stream.file.constant %buf[%c0 for %c32] : !util.buffer{%c32} -> !stream.file
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c32} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%out as %o: !stream.resource<external>{%c32}) {
    stream.cmd.fill %nine, %o[%c0 for %c32] : i32 -> !stream.resource<external>{%c32}
  } => !stream.timepoint
  %t2 = stream.file.read await(%t1) => %file[%c16_i64], %out[%c0], %c8 : !stream.file -> !stream.resource<external>{%c32} => !stream.timepoint
  %t3 = stream.file.read await(%t2) => %file[%c0_i64], %out[%c12], %c4 : !stream.file -> !stream.resource<external>{%c32} => !stream.timepoint
  %t4 = stream.cmd.execute await(%t3) => with(%out as %o: !stream.resource<external>{%c32}) {
    stream.cmd.copy %o[%c0], %o[%c28], %c4 : !stream.resource<external>{%c32} -> !stream.resource<external>{%c32}
  } => !stream.timepoint
  %t5 = stream.file.read await(%t4) => %file[%c28_i64], %out[%c16], %c4 : !stream.file -> !stream.resource<external>{%c32} => !stream.timepoint
  %tj = stream.timepoint.join max(%t4, %t5) => !stream.timepoint
  %ready = stream.timepoint.await %tj => %out : !stream.resource<external>{%c32}
  %v = stream.tensor.export %ready : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
