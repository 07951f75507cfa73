// A scope no file was given: NOT_FOUND at the read, listing the scopes
// there are.
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// ERROR-AT: stream.cmd.parameter.read
// ERROR: parameter "other"::"a" not found: no parameter file was given the "other" scope (scopes: "model")
util.func public @main() -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %scope = util.buffer.constant : !util.buffer = "other"
  %key = util.buffer.constant : !util.buffer = "a"
  %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %t = stream.cmd.parameter.read %scope::%key[%c0_i64] -> %x[%c0 for %c16] : !stream.resource<external>{%c16} => !stream.timepoint
  util.return %t : !stream.timepoint
}
