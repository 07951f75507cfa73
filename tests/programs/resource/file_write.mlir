// stream.file.write into a file over a writable !util.buffer argument,
// then stream.file.read of the written bytes back into a resource, each a
// job awaiting the previous one's timepoint: the input 1..8 becomes
// 1 7 7 4 5 6 7 8, and file bytes [4, 20) are read back.
// FLAG: --function=main
// FLAG: --input=8xi32=1 2 3 4 5 6 7 8
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: hal.buffer_view
// OUT: 4xi32=7 7 4 5
util.func public @main(%buf: !util.buffer) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c0_i64 = arith.constant 0 : i64
  %c4_i64 = arith.constant 4 : i64
  %seven = arith.constant 7 : i32
  %file = stream.file.constant %buf[%c0 for %c32] : !util.buffer{%c32} -> !stream.file
  %src, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%src as %s: !stream.resource<external>{%c16}) {
    stream.cmd.fill %seven, %s[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %t2 = stream.file.write await(%t1) => %src[%c0], %file[%c4_i64], %c8 : !stream.resource<external>{%c16} -> !stream.file => !stream.timepoint
  %out, %t3 = stream.resource.alloca uninitialized await(%t2) => !stream.resource<external>{%c16} => !stream.timepoint
  %t4 = stream.file.read await(%t3) => %file[%c4_i64], %out[%c0], %c16 : !stream.file -> !stream.resource<external>{%c16} => !stream.timepoint
  %ready = stream.timepoint.await %t4 => %out : !stream.resource<external>{%c16}
  %v = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
