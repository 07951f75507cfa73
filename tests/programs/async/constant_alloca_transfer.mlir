// stream.async.constant, alloca, transfer to staging, load/store on the
// staging copy and transfer back.
// FLAG: --function=main
// (IREE prints zeros when its pipeline resumes on this async-phase
// program, so the expected output is the documented meaning, by hand.)
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: i32=6
// OUT: result[1]: hal.buffer_view
// OUT: 4xi32=36 6 7 8
util.func public @main() -> (i32, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %r, %t = stream.async.execute with() -> !stream.resource<staging>{%c16} {
    %k = stream.async.constant : !stream.resource<transient>{%c16} = dense<[5, 6, 7, 8]> : tensor<4xi32>
    %s = stream.async.transfer %k : !stream.resource<transient>{%c16} -> !stream.resource<staging>{%c16}
    stream.yield %s : !stream.resource<staging>{%c16}
  } => !stream.timepoint
  %st = stream.timepoint.await %t => %r : !stream.resource<staging>{%c16}
  %v = stream.async.load %st[%c4] : !stream.resource<staging>{%c16} -> i32
  %w = arith.muli %v, %v : i32
  %st2 = stream.async.store %w, %st[%c0] : i32 -> %st as !stream.resource<staging>{%c16}
  %r2, %t2 = stream.async.execute with(%st2 as %x: !stream.resource<staging>{%c16}) -> !stream.resource<external>{%c16} {
    %y = stream.async.transfer %x : !stream.resource<staging>{%c16} -> !stream.resource<external>{%c16}
    stream.yield %y : !stream.resource<external>{%c16}
  } => !stream.timepoint
  %out = stream.timepoint.await %t2 => %r2 : !stream.resource<external>{%c16}
  %view = stream.tensor.export %out : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v, %view : i32, !hal.buffer_view
}
