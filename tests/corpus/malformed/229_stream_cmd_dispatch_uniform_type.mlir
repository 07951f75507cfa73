// expect-error: 20:5
// kind: verify
// cmd.dispatch passing an index where the function takes an i32
stream.executable private @ex {
  stream.executable.export public @entry workgroups(%x: index) -> (index, index, index) {
    stream.return %x, %x, %x : index, index, index
  }
  builtin.module {
    func.func @entry(%a: !stream.binding, %b: i32) {
      return
    }
  }
}
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %0 = stream.cmd.execute with(%arg0 as %arg3: !stream.resource<transient>{%arg1}) {
    stream.cmd.dispatch @ex::@entry[%c4](%c4 : index) {
      ro %arg3[%c0 for %c128] : !stream.resource<transient>{%arg1}
    }
  } => !stream.timepoint
  util.return %0 : !stream.timepoint
}
