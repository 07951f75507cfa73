// stream.file.read / stream.file.write awaiting the caller's wait fence
// directly (coarse-fences ABI): the host part returns at once, the
// transfer runs when the caller signals the fence, and the signal fence
// follows the transfer's timepoint. Run by tests/cpu_backend/files_test.c.
// EXPECTED: none
util.func public @read(%arg0: !hal.buffer_view, %wait: !hal.fence, %signal: !hal.fence) -> !hal.buffer_view attributes {iree.reflection = {iree.abi.model = "coarse-fences"}} {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c4_i64 = arith.constant 4 : i64
  %buf = util.buffer.constant : !util.buffer = dense<[10, 20, 30, 40]> : tensor<4xi32>
  %file = stream.file.constant %buf[%c0 for %c16] : !util.buffer{%c16} -> !stream.file
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xi32> in !stream.resource<external>{%c16}
  %t0 = stream.timepoint.import %wait : (!hal.fence) => !stream.timepoint
  %t1 = stream.file.read await(%t0) => %file[%c4_i64], %in[%c8], %c8 : !stream.file -> !stream.resource<external>{%c16} => !stream.timepoint
  stream.timepoint.chain_external %t1 => (%signal : !hal.fence)
  %v = stream.tensor.export %in : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
util.func public @write(%buf: !util.buffer, %arg0: !hal.buffer_view, %wait: !hal.fence, %signal: !hal.fence) attributes {iree.reflection = {iree.abi.model = "coarse-fences"}} {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %file = stream.file.constant %buf[%c0 for %c16] : !util.buffer{%c16} -> !stream.file
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xi32> in !stream.resource<external>{%c16}
  %t0 = stream.timepoint.import %wait : (!hal.fence) => !stream.timepoint
  %t1 = stream.file.write await(%t0) => %in[%c4], %file[%c0_i64], %c8 : !stream.resource<external>{%c16} -> !stream.file => !stream.timepoint
  stream.timepoint.chain_external %t1 => (%signal : !hal.fence)
  util.return
}
