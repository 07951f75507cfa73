// Calls to external functions the API test registers: a cmd.call that
// reverses bytes of a range and returns their sum, and an async.call with
// a tied and an untied result.
// EXPECTED: none
stream.cmd.func private @reverse(%arg0[%arg1 for %arg2]: !stream.resource<*>, %arg3: i32) -> i32
stream.async.func private @double(%arg0: !stream.resource<*>, %arg1: index) -> (%arg0, !stream.resource<*>)
util.func public @cmd_call(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %k = arith.constant 100 : i32
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<8xi8> in !stream.resource<external>{%c8}
  %t = stream.cmd.execute with(%in as %x: !stream.resource<external>{%c8}) {
    %sum = stream.cmd.call @reverse(rw %x[%c2 for %c4], %k) : (!stream.resource<external>{%c8}, i32) -> i32
  } => !stream.timepoint
  %r = stream.timepoint.await %t => %in : !stream.resource<external>{%c8}
  %v = stream.tensor.export %r : tensor<8xi8> in !stream.resource<external>{%c8} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
util.func public @async_call(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xi32> in !stream.resource<external>{%c16}
  %r:2, %t = stream.async.execute with(%in as %x: !stream.resource<external>{%c16}) -> (%in as !stream.resource<external>{%c16}, !stream.resource<external>{%c16}) {
    %a, %b = stream.async.call @double(%x[%c0 to %c16 for %c16], %c16) : (!stream.resource<external>{%c16}, index) -> (%x{%c16}, !stream.resource<external>{%c16})
    stream.yield %a, %b : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  } => !stream.timepoint
  %o:2 = stream.timepoint.await %t => %r#0, %r#1 : !stream.resource<external>{%c16}, !stream.resource<external>{%c16}
  %v0 = stream.tensor.export %o#0 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %v1 = stream.tensor.export %o#1 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v0, %v1 : !hal.buffer_view, !hal.buffer_view
}
