// A file.write into a file over a constant !util.buffer (read-only program
// data): rejected at the op.
// FLAG: --function=main
// ERROR-AT: stream.file.write
// ERROR: the file is constant storage and cannot be written
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %buf = util.buffer.constant : !util.buffer = dense<[1, 2, 3, 4]> : tensor<4xi32>
  %file = stream.file.constant %buf[%c0 for %c16] : !util.buffer{%c16} -> !stream.file
  %src, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t1 = stream.file.write await(%t0) => %src[%c0], %file[%c0_i64], %c8 : !stream.resource<external>{%c16} -> !stream.file => !stream.timepoint
  %ready = stream.timepoint.await %t1 => %src : !stream.resource<external>{%c16}
  %v = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
