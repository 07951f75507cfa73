// expect-error: 15:8
// kind: verify
// tensor.dispatch with no workload for an export that takes one
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
util.func private @g(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.tensor.dispatch @ex::@entry(%r) : (tensor<4xf32> in !stream.resource<*>{%s}) -> tensor<4xf32> in !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
