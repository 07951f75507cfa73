module {
  util.func private @NarrowSplatPatternI32ToI16() -> !stream.resource<*> {
    %c100 = arith.constant 100 : index
    %c-1430541637_i32 = arith.constant -1430541637 : i32
    %0 = stream.tensor.splat %c-1430541637_i32 : i32 -> tensor<2x2xf32> in !stream.resource<*>{%c100}
    util.return %0 : !stream.resource<*>
  }
}

