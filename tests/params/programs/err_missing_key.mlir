// A key the scope does not have: NOT_FOUND at the load, naming the scope,
// its file and the key.
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// ERROR-AT: stream.cmd.parameter.load
// ERROR: parameter "model"::"nope" not found: the "model" scope ('programs.irpa') has no key "nope"
util.func public @main() -> !stream.timepoint {
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %scope = util.buffer.constant : !util.buffer = "model"
  %key = util.buffer.constant : !util.buffer = "nope"
  %r:1, %t = stream.cmd.parameter.load {
    %scope::%key[%c0_i64] : !stream.resource<constant>{%c16}
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
