// expect-error: 9:12
// kind: verify
// binding.subspan to memref<?xf32> without its dimension
stream.executable private @ex {
  stream.executable.export public @entry
  builtin.module {
    func.func @entry(%b: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<?xf32>
      return
    }
  }
}
