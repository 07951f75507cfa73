// Two gather entries writing the same target bytes: INVALID_ARGUMENT.
// FLAG: --function=main
// FLAG: --parameters=model=programs.irpa
// ERROR-AT: stream.cmd.parameter.gather
// ERROR: gather target ranges [0, 8) and [4, 12) overlap
util.func public @main() -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  %scope = util.buffer.constant : !util.buffer = "model"
  %ka = util.buffer.constant : !util.buffer = "a"
  %kb = util.buffer.constant : !util.buffer = "b"
  %x = stream.resource.alloc uninitialized : !stream.resource<external>{%c16}
  %t = stream.cmd.parameter.gather {
    %scope::%ka[%c0_i64] -> %x[%c0 for %c8] : !stream.resource<external>{%c16},
    %scope::%kb[%c0_i64] -> %x[%c4 for %c8] : !stream.resource<external>{%c16}
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
