// A file.read whose file range runs past the file's end: rejected at the
// op, before anything is queued.
// FLAG: --function=main
// ERROR-AT: stream.file.read
// ERROR: range [12, 20) of the file is out of bounds of its 16 bytes
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c12_i64 = arith.constant 12 : i64
  %buf = util.buffer.constant : !util.buffer = dense<[1, 2, 3, 4]> : tensor<4xi32>
  %file = stream.file.constant %buf[%c0 for %c16] : !util.buffer{%c16} -> !stream.file
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t1 = stream.file.read await(%t0) => %file[%c12_i64], %out[%c0], %c8 : !stream.file -> !stream.resource<external>{%c16} => !stream.timepoint
  %ready = stream.timepoint.await %t1 => %out : !stream.resource<external>{%c16}
  %v = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
