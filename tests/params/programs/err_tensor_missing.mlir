// tensor.parameter.load is synchronous: the missing key fails the op.
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// ERROR-AT: stream.tensor.parameter.load
// ERROR: has no key "x"
util.func public @main() -> !stream.resource<*> {
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %scope = util.buffer.constant : !util.buffer = "model"
  %key = util.buffer.constant : !util.buffer = "x"
  %p = stream.tensor.parameter.load %scope::%key[%c0_i64] : tensor<4xi32> in !stream.resource<*>{%c16}
  util.return %p : !stream.resource<*>
}
