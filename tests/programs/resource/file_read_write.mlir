// stream.file.constant over a util.buffer, file.read into a resource and
// file.write from one (files are byte ranges of host memory).
// FLAG: --function=main
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c4_i64 = arith.constant 4 : i64
  %buf = util.buffer.constant : !util.buffer = dense<[1, 2, 3, 4]> : tensor<4xi32>
  %file = stream.file.constant %buf[%c0 for %c16] : !util.buffer{%c16} -> !stream.file
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c16} => !stream.timepoint
  %nine = arith.constant 9 : i32
  %t1 = stream.cmd.execute await(%t0) => with(%out as %o: !stream.resource<external>{%c16}) {
    stream.cmd.fill %nine, %o[%c0 for %c16] : i32 -> !stream.resource<external>{%c16}
  } => !stream.timepoint
  %t2 = stream.file.read await(%t1) => %file[%c4_i64], %out[%c0], %c8 : !stream.file -> !stream.resource<external>{%c16} => !stream.timepoint
  %ready = stream.timepoint.await %t2 => %out : !stream.resource<external>{%c16}
  %v = stream.tensor.export %ready : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
