
// Tests that import of dynamically shaped tensors from an operation that is
// not shape/size-aware fails.

util.func public @failed_dynamic_import() -> tensor<8x?xf32> {
  // expected-error @+1 {{failed to legalize operation 'some.op' that was explicitly marked illegal}}
  %0 = "some.op"() : () -> tensor<8x?xf32>
  util.return %0 : tensor<8x?xf32>
}
