module {
  util.func public @failed_dynamic_import() -> tensor<8x?xf32> {
    %0 = "some.op"() : () -> tensor<8x?xf32>
    util.return %0 : tensor<8x?xf32>
  }
}

