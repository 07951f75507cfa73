// stream.cmd.dispatch of an export with no body, run with
// --dispatch-mode=opaque: the written range is a deterministic function of
// the export, its operands and the bytes it reads (streamref only).
// FLAG: --function=main
// FLAG: --dispatch-mode=opaque
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: hal.buffer_view
// OUT: 8xi32=7 7 170726957 1524634994 -954096715 -2016896690 7 7
stream.executable private @ex {
  stream.executable.export public @entry workgroups(%arg0: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %arg0, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @entry(%in: !stream.binding, %scale: i32, %out: !stream.binding) {
      return
    }
  }
}
util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %c32 = arith.constant 32 : index
  %seven = arith.constant 7 : i32
  %out, %t0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c32} => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%out as %o: !stream.resource<external>{%c32}) {
    stream.cmd.fill %seven, %o[%c0 for %c32] : i32 -> !stream.resource<external>{%c32}
    stream.cmd.dispatch @ex::@entry[%c4](%seven : i32) {
      ro %o[%c0 for %c8] : !stream.resource<external>{%c32},
      wo %o[%c8 for %c16] : !stream.resource<external>{%c32}
    }
  } => !stream.timepoint
  %ready = stream.timepoint.await %t1 => %out : !stream.resource<external>{%c32}
  %view = stream.tensor.export %ready : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
  util.return %view : !hal.buffer_view
}
