// The hazard checker on file jobs (tests/cpu_backend/files_test.c): the
// host exports bytes a file.read writes, after awaiting the read's
// timepoint (@awaited: nothing to report) or without (@not_awaited:
// use-before-ready at the export).
// EXPECTED: none
util.func public @awaited() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %buf = util.buffer.constant : !util.buffer = dense<[1, 2, 3, 4]> : tensor<4xi32>
  %file = stream.file.constant %buf[%c0 for %c16] : !util.buffer{%c16} -> !stream.file
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t = stream.file.read await(%t0) => %file[%c0_i64], %out[%c0], %c16 : !stream.file -> !stream.resource<external>{%c16} => !stream.timepoint
  %ready = stream.timepoint.await %t => %out : !stream.resource<external>{%c16}
  %v = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
util.func public @not_awaited() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %buf = util.buffer.constant : !util.buffer = dense<[1, 2, 3, 4]> : tensor<4xi32>
  %file = stream.file.constant %buf[%c0 for %c16] : !util.buffer{%c16} -> !stream.file
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %t = stream.file.read await(%t0) => %file[%c0_i64], %out[%c0], %c16 : !stream.file -> !stream.resource<external>{%c16} => !stream.timepoint
  %v = stream.tensor.export %out : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %ready = stream.timepoint.await %t => %out : !stream.resource<external>{%c16}
  util.return %v : !hal.buffer_view
}
