// expect-error: 9:60
// kind: syntax
// binding.subspan result type without '->'
stream.executable private @ex {
  stream.executable.export public @entry
  builtin.module {
    func.func @entry(%b: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %b[%c0] : !stream.binding !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
      return
    }
  }
}
