// A splat has no storage to write: PERMISSION_DENIED at the write.
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// ERROR-AT: stream.cmd.parameter.write
// ERROR: parameter "model"::"s" cannot be written: it is a splat (no storage)
util.func public @main() -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %scope = util.buffer.constant : !util.buffer = "model"
  %key = util.buffer.constant : !util.buffer = "s"
  %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %t = stream.cmd.parameter.write %x[%c0 for %c4] : !stream.resource<external>{%c16} -> %scope::%key[%c0_i64] => !stream.timepoint
  util.return %t : !stream.timepoint
}
