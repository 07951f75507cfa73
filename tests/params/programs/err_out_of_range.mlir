// Bytes [8, 24) of the 16-byte parameter a: OUT_OF_RANGE at the read,
// naming the parameter and its file.
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// ERROR-AT: stream.cmd.parameter.read
// ERROR: read of bytes [8, 24) is out of range of parameter "model"::"a" in 'programs.irpa' (16 bytes)
util.func public @main() -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c8_i64 = arith.constant 8 : i64
  %scope = util.buffer.constant : !util.buffer = "model"
  %key = util.buffer.constant : !util.buffer = "a"
  %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %t = stream.cmd.parameter.read %scope::%key[%c8_i64] -> %x[%c0 for %c16] : !stream.resource<external>{%c16} => !stream.timepoint
  util.return %t : !stream.timepoint
}
