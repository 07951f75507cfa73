// An async range whose end is not offset + length: INVALID_ARGUMENT.
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// ERROR-AT: stream.async.parameter.read
// ERROR: range 0: offset 4 + length 8 is not its end 16
util.func public @main() -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %scope = util.buffer.constant : !util.buffer = "model"
  %key = util.buffer.constant : !util.buffer = "a"
  %c0_i32 = arith.constant 0 : i32
  %x = stream.async.splat %c0_i32 : i32 -> !stream.resource<external>{%c16}
  %r, %t = stream.async.parameter.read %scope::%key[%c0_i64] -> %x[%c4 to %c16 for %c8] : !stream.resource<external>{%c16} => !stream.timepoint
  %rr = stream.timepoint.await %t => %r : !stream.resource<external>{%c16}
  util.return %rr : !stream.resource<external>
}
