// expect-error: 19:8
// kind: verify
// two workload operands for an export whose workgroup region takes one
stream.executable private @ex {
  stream.executable.export public @entry workgroups(%x: index) -> (index, index, index) {
    stream.return %x, %x, %x : index, index, index
  }
  builtin.module {
    func.func @entry(%a: !stream.binding, %b: !stream.binding) {
      return
    }
  }
}
util.func private @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %r = stream.async.dispatch @ex::@entry[%c4, %c4](%arg0[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1}
  util.return %arg2 : !stream.timepoint
}
